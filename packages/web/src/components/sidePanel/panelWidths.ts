// §9: side panels are 600px wide; the device info panel 800px.
export const SIDE_PANEL_WIDTH = '600px';
export const DEVICE_PANEL_WIDTH = '800px';
