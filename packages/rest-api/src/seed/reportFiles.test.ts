import { describe, expect, it } from 'vitest';
import { demoReportPdf, tinyPdf } from './reportFiles';

/** Every xref entry points at its object, and startxref at the table: a reader opens the file. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3)
    .filter((l) => / 00000 n $/.test(l));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
  return text;
}

describe('demo report PDFs', () => {
  it('are valid one-page PDFs, with text escaped and non-Latin-1 letters replaced', () => {
    const text = expectValidPdf(tinyPdf('Title (draft)', ['Back\\slash', 'Niccolò', 'שלום']));
    expect(text).toContain('(Title \\(draft\\)) Tj');
    expect(text).toContain('(Back\\\\slash) Tj');
    expect(text).toContain('(Niccol\xf2) Tj');
    expect(text).toContain('(????) Tj');
  });

  it('name the patient, the visit and its tests', () => {
    const pdf = demoReportPdf({
      fileName: 'ReadingReport_20260315_0945.pdf',
      patient: 'Emma Rossi',
      visitDate: new Date('2026-03-15T09:45:00Z'),
      nextVisit: new Date('2026-04-02T08:00:00Z'),
      tests: ['Reading SC: test succeeded', 'ACT CC: test failed'],
    });
    const text = expectValidPdf(pdf);
    for (const line of [
      '(Reading report) Tj',
      '(Patient: Emma Rossi)',
      '(Visit: 15/03/2026 09:45 UTC)',
      '(Next visit: 02/04/2026)',
      '(Tests \\(2\\):)',
      '(  ACT CC: test failed)',
    ]) {
      expect(text).toContain(line);
    }
  });
});
