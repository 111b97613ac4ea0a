import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qrCode';

describe('qrCodePath', () => {
  it('draws exactly the dark modules of the code, row by row', () => {
    const uri = 'otpauth://totp/Vista%20Portal:doctor%40demo.example?issuer=Vista%20Portal&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const { size, path } = qrCodePath(uri);
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let i = 0; i < run; i += 1) dark.add(`${x + i},${y}`);
    }
    let expected = 0;
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) {
        if (modules.get(y, x)) expected += 1;
        expect(dark.has(`${x},${y}`)).toBe(Boolean(modules.get(y, x)));
      }
    expect(dark.size).toBe(expected);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
