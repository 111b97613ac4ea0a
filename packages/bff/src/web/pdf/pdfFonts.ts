// The fonts the PDFs embed (pdfkit keeps only the glyphs used, a subset), and which language
// writes with which: DejaVu Sans for the Latin languages and Hebrew (it has the Hebrew letters),
// Noto Sans SC first for Chinese. Each stack ends with the other font, so a name in another
// script (a Chinese name in an English report, a Latin one in a Chinese report) still prints.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';
type Family = 'dejavu' | 'notoSansSc';

const FILES: Record<Family, Record<FontWeight, string>> = {
  dejavu: {
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
  notoSansSc: {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
};

export interface FontFile {
  /** The file's bytes: read once per process, not once per PDF. */
  data: Buffer;
  has: (codePoint: number) => boolean;
  /** Ascent and descent (negative) in 1/1000 of the font size, as pdfkit places a baseline. */
  ascender: number;
  descender: number;
}

export interface PdfFont {
  /** The name the font is registered under in a document. */
  name: string;
  /** The file, read on first use: a fallback font costs nothing until a text needs it. */
  file: () => FontFile;
}

export interface FontStack {
  /** A text direction for the page: right to left for Hebrew. */
  rtl: boolean;
  /** The fonts by weight, the first of each the one a text is written in when it has the glyphs. */
  fonts: Record<FontWeight, PdfFont[]>;
}

const loaded = new Map<string, FontFile>();

function load(family: Family, weight: FontWeight): FontFile {
  const key = `${family}:${weight}`;
  let file = loaded.get(key);
  if (!file) {
    const data = readFileSync(FILES[family][weight]);
    const parsed = fontkit.create(data) as fontkit.Font;
    const covered = new Map<number, boolean>();
    const has = (codePoint: number) => {
      let known = covered.get(codePoint);
      if (known === undefined) {
        known = parsed.hasGlyphForCodePoint(codePoint);
        covered.set(codePoint, known);
      }
      return known;
    };
    const perMille = (value: number) => (value * 1000) / parsed.unitsPerEm;
    file = { data, has, ascender: perMille(parsed.ascent), descender: perMille(parsed.descent) };
    loaded.set(key, file);
  }
  return file;
}

/** The first font is registered as 'regular' / 'bold', the fallback as 'regular-2' / 'bold-2'. */
export function fontStack(language: string): FontStack {
  const families: Family[] = language === 'zh' ? ['notoSansSc', 'dejavu'] : ['dejavu', 'notoSansSc'];
  const weights = (weight: FontWeight) =>
    families.map((family, index) => ({
      name: index ? `${weight}-${index + 1}` : weight,
      file: () => load(family, weight),
    }));
  return { rtl: language === 'he', fonts: { regular: weights('regular'), bold: weights('bold') } };
}
