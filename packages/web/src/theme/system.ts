// A calm clinical theme: neutral greys, one teal accent with AA contrast on white.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg', fontFeatureSettings: '"tnum"' },
    '*:focus-visible': { outlineColor: 'brand.focusRing' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Hebrew', sans-serif" },
        body: { value: "Inter, 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Hebrew', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eaf6f6' },
          100: { value: '#cbe9ea' },
          200: { value: '#a1d6d8' },
          300: { value: '#6dbdc1' },
          400: { value: '#3b9fa5' },
          500: { value: '#1d848b' },
          600: { value: '#0f6e74' },
          700: { value: '#0c5a5f' },
          800: { value: '#0b474b' },
          900: { value: '#0a3a3d' },
          950: { value: '#052326' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '#f5f7f8' },
        },
        // Chakra's default error text (red.500) is 3.8:1 on white; red.700 keeps AA for small text.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
