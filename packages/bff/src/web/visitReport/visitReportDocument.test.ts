// What the visit report says, with exact values: facts in dd/mm/yyyy and 24-hour time in the
// reader's zone, one section per test in the record's order, AutoVA as '<=', stereo markers,
// notes for a correction not taken or not succeeded, and a PDF that draws it.
import { describe, expect, it } from 'vitest';
import { REPORT_LABELS, reportLanguage } from './reportLabels';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { visitReportDocument } from './visitReportDocument';
import { SAMPLE_VISIT, sampleContext as context } from '../../../test/visitReportSample';
import { validTimeZone } from './visitReportRoute';
import { pdfText } from '../../../test/pdfTextItems';

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
      // The results shown, with the device's attempts beside them (a retest was merged away).
      { label: 'Tests taken', value: '5 (6 attempts)' },
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

  it('draws visual acuity as the record’s charts do: better vision, taller bar, in any unit', () => {
    // logMAR 0.34 (worse) and 0.1 (better), written in each unit but charted by the domain's height.
    for (const [language, unit] of [
      ['en', 'LOG_MAR'],
      ['he', 'FEET'],
      ['zh', 'METER'],
      ['it', 'DECIMAL'],
    ] as const) {
      const report = visitReportDocument(
        { ...SAMPLE_VISIT, patient: { ...SAMPLE_VISIT.patient, defaultVaScale: unit } },
        context(language),
      );
      const autoVa = report.sections.find((s) => s.rows.some((row) => row.cells.some((cell) => cell.startsWith('<='))));
      const [left, right] = autoVa!.chart!.bars;
      expect(left.values[1], unit).toBeLessThan(right.values[1]!);
    }
    const feet = visitReportDocument({ ...SAMPLE_VISIT, patient: { ...SAMPLE_VISIT.patient, defaultVaScale: 'FEET' } }, context('en'))
      .sections[1];
    expect(feet.rows.map((row) => row.cells[1])).toEqual(['<= 20/43.8', '<= 20/25', '–']);
  });

  it("writes contrast sensitivity in the device's log units, never in the VA unit, and draws the better value taller", async () => {
    const cs = (testType: string, correction: 'WITHOUT_GLASSES' | 'WITH_GLASSES', left: number, right: number) => ({
      __typename: 'Result',
      testType,
      opticalCorrection: correction,
      succeeded: true,
      outcome: 'test succeeded',
      // As the report's query reads them: the contrast fields, in log units.
      leftEyeContrast: { value: left, label: left.toFixed(2) },
      rightEyeContrast: { value: right, label: right.toFixed(2) },
      binocularContrast: null,
    });
    const visit = {
      ...SAMPLE_VISIT,
      patient: { ...SAMPLE_VISIT.patient, defaultVaScale: 'FEET' },
      testResults: [cs('CHART_CS', 'WITHOUT_GLASSES', 0.3, 0.1), cs('AUTO_CS', 'WITH_GLASSES', 0.4, 0)],
    };
    const report = visitReportDocument(visit, context('en'));
    expect(report.sections.map((section) => section.title)).toEqual([
      'Contrast sensitivity (chart) · log units',
      'Contrast sensitivity (auto) · log units',
    ]);
    const [chart, auto] = report.sections;
    expect(chart.rows.map((row) => row.cells)).toEqual([
      ['0.30', '–'],
      ['0.10', '–'],
      ['–', '–'],
    ]);
    expect(auto.rows.map((row) => row.cells[1])).toEqual(['0.40', '0.00', '–']);
    const [left, right] = chart.chart!.bars;
    expect(right.values[0]!).toBeGreaterThan(left.values[0]!);
    expect(visitReportDocument(visit, context('he')).sections[0].title).toBe('רגישות לניגודיות (טבלה) · יחידות לוג');
    // The PDF says the same: log units, no Snellen fraction.
    const pdf = await renderVisitReportPdf(report, REPORT_LABELS.en, { language: 'en' });
    const words = (await pdfText(pdf)).joined.replace(/\s+/g, ' ');
    expect(words).toContain('Contrast sensitivity (chart) · log units');
    expect(words).toContain('0.30');
    expect(words).not.toMatch(/20\/\d/);
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

  it('speaks German, French, Hebrew and Chinese when asked, with every label of the English PDF', () => {
    const german = visitReportDocument(SAMPLE_VISIT, context('de'));
    expect(german.title).toBe('Untersuchungsbericht');
    expect(german.sections[0].rows[4]).toEqual({ label: 'Intermittierend', cells: ['Ja', '–'] });
    expect(visitReportDocument(SAMPLE_VISIT, context('fr')).generated).toBe('Généré le 15/06/2026 23:05');
    const hebrew = visitReportDocument(SAMPLE_VISIT, context('he'));
    expect(hebrew.facts.slice(4, 7)).toEqual([
      { label: 'תאריך ביקור', value: '10/06/2026 09:30' },
      { label: 'הביקור הבא', value: '15/07/2026' },
      { label: 'משך הטיפול', value: '6 חודשים' },
    ]);
    expect(visitReportDocument(SAMPLE_VISIT, context('zh')).sections[0].earlier[0].heading).toBe('既往就诊：22/04/2026 09:30');
    expect(['de-DE', 'FR', 'fr-CA'].map(reportLanguage)).toEqual(['de', 'fr', 'fr']);
    const keysOf = (labels: object) => Object.keys(labels).sort();
    for (const language of ['it', 'he', 'zh', 'de', 'fr'] as const) {
      expect(keysOf(REPORT_LABELS[language])).toEqual(keysOf(REPORT_LABELS.en));
      expect(keysOf(REPORT_LABELS[language].measures)).toEqual(keysOf(REPORT_LABELS.en.measures));
      expect(keysOf(REPORT_LABELS[language].tests)).toEqual(keysOf(REPORT_LABELS.en.tests));
    }
  });

  it('speaks Italian when asked, English for a language the portal does not have', () => {
    const report = visitReportDocument(SAMPLE_VISIT, context('it'));
    expect(report.title).toBe('Referto della visita');
    expect(report.facts.find((f) => f.label === 'Durata del trattamento')?.value).toBe('6 mesi');
    expect(report.sections[0].rows[4]).toEqual({ label: 'Intermittente', cells: ['Sì', '–'] });
    expect(['it', 'IT', 'it-IT'].map(reportLanguage)).toEqual(['it', 'it', 'it']);
    expect(['HE', 'he-IL', 'zh', 'zh-CN'].map(reportLanguage)).toEqual(['he', 'he', 'zh', 'zh']);
    expect(['en', 'zz', '', null].map(reportLanguage)).toEqual(['en', 'en', 'en', 'en']);
  });

  it("prints the device's known directions in the report's language, any other as it came", () => {
    const visit = (horizontalDirection: string, verticalDirection: string) => ({
      ...SAMPLE_VISIT,
      testResults: SAMPLE_VISIT.testResults.map((r) => (r.testType === 'ACT' ? { ...r, horizontalDirection, verticalDirection } : r)),
    });
    const directions = (language: 'it' | 'zh' | 'he', h: string, v: string) =>
      visitReportDocument(visit(h, v) as typeof SAMPLE_VISIT, context(language))
        .sections[0].rows.filter((_, i) => i === 1 || i === 3)
        .map((row) => row.cells[0]);
    expect(directions('it', 'exo', ' None ')).toEqual(['Exo', 'Nessuna']);
    expect(directions('zh', 'Eso', 'Left hyper')).toEqual(['内斜', '左眼上斜']);
    expect(directions('it', 'Ortho', 'Right hyper')).toEqual(['Orto', 'Iper destra']);
    expect(directions('zh', ' ortho ', 'Alternating')).toEqual(['正位', 'Alternating']);
    expect(directions('he', 'Ortho', 'Left hyper')).toEqual(['אורתו', 'היפר שמאל']);
  });

  it('says so when no test was taken', () => {
    const report = visitReportDocument({ ...SAMPLE_VISIT, testCount: 0, resultCount: 0, testResults: [] }, context('en'));
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
