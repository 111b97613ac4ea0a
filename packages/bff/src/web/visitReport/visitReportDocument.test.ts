// What the visit report says, with exact values: facts in dd/mm/yyyy and 24-hour time in the
// reader's zone, one section per test in the record's order, AutoVA as '<=', stereo markers,
// notes for a correction not taken or not succeeded, and a PDF that draws it.
import { describe, expect, it } from 'vitest';
import { REPORT_LABELS, reportLanguage } from './reportLabels';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { reportDateFormats, visitReportDocument } from './visitReportDocument';
import type { ReportVisit } from './visitReportQuery';
import { validTimeZone } from './visitReportRoute';

const result = (testType: string, correction: 'WITHOUT_GLASSES' | 'WITH_GLASSES', values: Record<string, unknown>, succeeded = true) => ({
  __typename: 'Result',
  testType,
  opticalCorrection: correction,
  succeeded,
  outcome: succeeded ? 'test succeeded' : 'test failed',
  ...values,
});

export const SAMPLE_VISIT: ReportVisit = {
  __typename: 'Visit',
  id: 'visit-3',
  visitDate: '2026-06-10T07:30:00.000Z',
  nextVisit: '2026-07-15T00:00:00.000Z',
  treatmentDurationMonths: 6,
  testCount: 6,
  patient: {
    fullName: 'Tommaso Bianchi',
    age: 9,
    defaultVaScale: 'LOG_MAR',
    deviceId: 'VT-0042',
    personal: { socialId: 'RSSMRA17', birthdate: '2017-03-04', gender: 'MALE' },
    // The history the comparison picks from: a later visit (never shown), one without ACT, one with.
    visits: {
      edges: [
        {
          node: {
            id: 'visit-4',
            visitDate: '2026-07-01T07:30:00.000Z',
            testResults: [result('ACT', 'WITHOUT_GLASSES', { horizontalDeviation: 2 })],
          },
        },
        { node: { id: 'visit-3', visitDate: '2026-06-10T07:30:00.000Z', testResults: [] } },
        {
          node: {
            id: 'visit-2',
            visitDate: '2026-05-20T07:30:00.000Z',
            testResults: [result('COLOR_VISION', 'WITH_GLASSES', { result: 'Normal' })],
          },
        },
        {
          node: {
            id: 'visit-1',
            visitDate: '2026-04-22T07:30:00.000Z',
            testResults: [result('ACT', 'WITHOUT_GLASSES', { horizontalDeviation: 12, horizontalDirection: 'Exo', intermittent: false })],
          },
        },
      ],
    },
  },
  testResults: [
    // Out of order on purpose: the report follows the record's test order.
    result('STEREO_ACUITY', 'WITHOUT_GLASSES', { stereoOutcome: 'MEASURED', disparityArcsec: 40 }),
    result('STEREO_ACUITY', 'WITH_GLASSES', { stereoOutcome: 'NO_STEREO', disparityArcsec: null }),
    result('ACT', 'WITHOUT_GLASSES', {
      horizontalDeviation: 6,
      horizontalDirection: 'Exo',
      verticalDeviation: 2.345,
      verticalDirection: null,
      intermittent: true,
    }),
    result('AUTO_VA', 'WITH_GLASSES', { leftEye: { value: 0.34, label: '0.34' }, rightEye: { value: 0.1, label: '0.1' }, binocular: null }),
    result('COLOR_VISION', 'WITH_GLASSES', { result: 'Normal' }, false),
  ],
};

const context = (language: 'en' | 'it' | 'de' | 'fr') => ({
  clinician: 'Giulia Conti',
  site: 'Clinica Aurora',
  labels: REPORT_LABELS[language],
  dates: reportDateFormats('Europe/Rome'),
  now: new Date('2026-06-15T21:05:00.000Z'),
});

describe('visit report document', () => {
  it('lists the facts in dd/mm/yyyy and 24-hour time, in the reader’s time zone', () => {
    const report = visitReportDocument(SAMPLE_VISIT, context('en'));
    expect(report.patientName).toBe('Tommaso Bianchi');
    expect(report.facts).toEqual([
      { label: 'Patient ID', value: 'RSSMRA17' },
      { label: 'Date of birth', value: '04/03/2017' },
      { label: 'Age', value: '9' },
      { label: 'Gender', value: 'Male' },
      { label: 'Visit date', value: '10/06/2026 09:30' },
      { label: 'Next visit', value: '15/07/2026' },
      { label: 'Treatment duration', value: '6 months' },
      { label: 'Tests taken', value: '6' },
      { label: 'Device ID', value: 'VT-0042' },
      { label: 'Clinician', value: 'Giulia Conti' },
      { label: 'Site', value: 'Clinica Aurora' },
    ]);
    expect(report.generated).toBe('Generated on 15/06/2026 23:05');
  });

  it('compares each test with the earlier visits that took it, never a later one', () => {
    const report = visitReportDocument(SAMPLE_VISIT, context('en'));
    const [act, autoVa, color] = report.sections;
    expect(act.earlier).toEqual([
      {
        heading: 'Earlier visit: 22/04/2026 09:30',
        notes: [null, 'Not taken'],
        rows: [
          { label: 'Horizontal deviation (prism diopters)', cells: ['12', '–'] },
          { label: 'Horizontal direction', cells: ['Exo', '–'] },
          { label: 'Vertical deviation (prism diopters)', cells: ['–', '–'] },
          { label: 'Vertical direction', cells: ['–', '–'] },
          { label: 'Intermittent', cells: ['No', '–'] },
        ],
      },
    ]);
    expect(color.earlier.map((table) => table.heading)).toEqual(['Earlier visit: 20/05/2026 09:30']);
    expect(autoVa.earlier).toEqual([]);
    expect(visitReportDocument(SAMPLE_VISIT, context('it')).sections[0].earlier[0].heading).toBe('Visita precedente: 22/04/2026 09:30');
  });

  it('has one section per test in the record’s order, with the values without and with glasses', () => {
    const report = visitReportDocument(SAMPLE_VISIT, context('en'));
    expect(report.sections.map((s) => s.title)).toEqual(['ACT', 'Visual acuity (auto) · logMAR', 'Color vision', 'Stereo acuity']);
    const [act, autoVa, color, stereo] = report.sections;
    expect(act.notes).toEqual([null, 'Not taken']);
    expect(act.rows).toEqual([
      { label: 'Horizontal deviation (prism diopters)', cells: ['6', '–'] },
      { label: 'Horizontal direction', cells: ['Exo', '–'] },
      { label: 'Vertical deviation (prism diopters)', cells: ['2.35', '–'] },
      { label: 'Vertical direction', cells: ['–', '–'] },
      { label: 'Intermittent', cells: ['Yes', '–'] },
    ]);
    expect(act.chart?.bars.map((bar) => [bar.label, bar.values])).toEqual([
      ['Horizontal deviation (prism diopters)', [6, null]],
      ['Vertical deviation (prism diopters)', [2.345, null]],
    ]);
    expect(autoVa.rows.map((row) => row.cells)).toEqual([
      ['–', '<= 0.3'],
      ['–', '<= 0.1'],
      ['–', '–'],
    ]);
    expect(color).toMatchObject({
      notes: ['Not taken', 'Not succeeded'],
      rows: [{ label: 'Result', cells: ['–', 'Normal'] }],
      chart: null,
    });
    expect(stereo.rows).toEqual([{ label: 'Stereo acuity (arcsec)', cells: ['40"', 'No stereo'] }]);
    expect(stereo.chart?.bars[0].values).toEqual([40, null]);
  });

  it('speaks German and French when asked, with every label of the English PDF', () => {
    const german = visitReportDocument(SAMPLE_VISIT, context('de'));
    expect(german.title).toBe('Untersuchungsbericht');
    expect(german.sections[0].rows[4]).toEqual({ label: 'Intermittierend', cells: ['Ja', '–'] });
    expect(visitReportDocument(SAMPLE_VISIT, context('fr')).generated).toBe('Généré le 15/06/2026 23:05');
    expect(['de-DE', 'FR', 'fr-CA'].map(reportLanguage)).toEqual(['de', 'fr', 'fr']);
    const keysOf = (labels: object) => Object.keys(labels).sort();
    for (const language of ['it', 'de', 'fr'] as const) {
      expect(keysOf(REPORT_LABELS[language])).toEqual(keysOf(REPORT_LABELS.en));
      expect(keysOf(REPORT_LABELS[language].measures)).toEqual(keysOf(REPORT_LABELS.en.measures));
      expect(keysOf(REPORT_LABELS[language].tests)).toEqual(keysOf(REPORT_LABELS.en.tests));
    }
  });

  it('speaks Italian when asked, English otherwise (Hebrew and Chinese included, for now)', () => {
    const report = visitReportDocument(SAMPLE_VISIT, context('it'));
    expect(report.title).toBe('Referto della visita');
    expect(report.facts.find((f) => f.label === 'Durata del trattamento')?.value).toBe('6 mesi');
    expect(report.sections[0].rows[4]).toEqual({ label: 'Intermittente', cells: ['Sì', '–'] });
    expect(['it', 'IT', 'it-IT'].map(reportLanguage)).toEqual(['it', 'it', 'it']);
    expect(['en', 'HE', 'zh', 'zz', null].map(reportLanguage)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it('says so when no test was taken', () => {
    const report = visitReportDocument({ ...SAMPLE_VISIT, testCount: 0, testResults: [] }, context('en'));
    expect(report.sections).toEqual([]);
    expect(report.emptyText).toBe('No tests were taken at this visit.');
  });

  it('accepts only time zones the runtime knows', () => {
    expect(validTimeZone('Asia/Jerusalem')).toBe('Asia/Jerusalem');
    expect(validTimeZone('Mars/Olympus')).toBe('UTC');
    expect(validTimeZone(undefined)).toBe('UTC');
  });

  it('draws a PDF with a page per screenful and the footer on each', async () => {
    const many = { ...SAMPLE_VISIT, testResults: Array.from({ length: 4 }, () => SAMPLE_VISIT.testResults).flat() };
    const report = visitReportDocument(many, context('en'));
    const pdf = await renderVisitReportPdf(report, REPORT_LABELS.en, { language: 'en', compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    // The metadata carries the document's title only: no patient data in file browsers or indexes.
    expect(text).toContain('(Visit report)');
    expect(text).not.toContain('Tommaso');
    if (process.env.VISIT_REPORT_SAMPLE) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.VISIT_REPORT_SAMPLE, pdf);
    }
  });
});
