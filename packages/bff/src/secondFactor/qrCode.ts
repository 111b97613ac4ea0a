// The QR code of an otpauth:// URI as one SVG path: the enrolment screen draws it with a plain
// <path d=…>, so the web app needs no QR library and no markup from the server is injected.
import QRCode from 'qrcode';

export interface QrCodeModel {
  /** Modules per side (the quiet zone around them is the client's). */
  size: number;
  /** Each row's dark runs as closed rectangles, in module units. */
  path: string;
}

export function qrCodePath(text: string): QrCodeModel {
  // Level M (15% recovery): the usual choice for a screen, and a smaller code than Q or H.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
