// What the visit report PDF says, before any drawing: the patient and visit facts, then one
// section per test taken, with its values without and with glasses (already merged, converted
// and normalised by the schema's resolvers), for the measured tests the bars of its chart, and
// the same test at up to two earlier visits that took it, as the printable page compares them.
import { contrastChartHeight, contrastValue, isAcuityTest, isContrastTest } from '@portal/domain/contrastSensitivity';
import { formatAutoVa, formatNumber, type AcuityLike } from '@portal/domain/resultFormat';
import { convertLogMar, vaChartHeight, vaUnitOf } from '@portal/domain/visualAcuity';
import { directionWord } from './reportLabels';
import type { ReportLabels } from './reportLabelTypes';
import { comparedVisits } from '@portal/domain/visitComparison';
import { progressRows, type ReportProgressRow } from './reportProgress';
import type { ReportResult, ReportVisit } from './visitReportQuery';

export interface ReportFact {
  label: string;
  value: string;
}

export interface ReportRow {
  label: string;
  /** Without glasses, with glasses. */
  cells: [string, string];
}

export interface ReportChart {
  /** Bars per measure, without and with glasses; null where nothing was measured. */
  bars: { label: string; values: [number | null, number | null]; texts: [string, string] }[];
}

/** A table of values without and with glasses. */
export interface ReportTable {
  /** Under each column's heading: why it is empty or not to be trusted, else null. */
  notes: [string | null, string | null];
  rows: ReportRow[];
}

export interface ReportSection extends ReportTable {
  title: string;
  chart: ReportChart | null;
  /** The same test at up to two earlier visits that took it, newest first (domain visitComparison.ts). */
  earlier: (ReportTable & { heading: string })[];
}

export interface VisitReportDocument {
  title: string;
  patientName: string;
  facts: ReportFact[];
  /** Progress at a glance up to this visit; empty when no key measure was taken. */
  progress: ReportProgressRow[];
  sections: ReportSection[];
  emptyText: string | null;
  generated: string;
}

type Formatter = (result: ReportResult, labels: ReportLabels, vaScale: string) => { text: string; value: number | null };
type MeasureSpec = { key: string; read: Formatter };

const CORRECTIONS = ['WITHOUT_GLASSES', 'WITH_GLASSES'] as const;
/** The schema's TestType values in the patient record's order (§2). */
const TEST_ORDER = [
  'ACT',
  'CT',
  'FUSIONAL_RESERVE',
  'CHART_VA',
  'CHART_CS',
  'AUTO_VA',
  'AUTO_CS',
  'READING',
  'COLOR_VISION',
  'WORTH_4_DOT',
  'STEREO_ACUITY',
];
const CHARTED = new Set(['ACT', 'CT', 'FUSIONAL_RESERVE', 'CHART_VA', 'CHART_CS', 'AUTO_VA', 'AUTO_CS', 'STEREO_ACUITY']);

const none = { text: '–', value: null };
const numeric =
  (field: string): Formatter =>
  (result) => {
    const v = result[field];
    return typeof v === 'number' ? { text: formatNumber(v), value: v } : none;
  };
/** A device's text as it came, or through `word` (a known one in the report's language). */
const text =
  (field: string, word: (labels: ReportLabels, value: string) => string = (_labels, value) => value.trim()): Formatter =>
  (result, labels) => {
    const v = result[field];
    return typeof v === 'string' && v.trim() ? { text: word(labels, v), value: null } : none;
  };
const yesNo =
  (field: string): Formatter =>
  (result, labels) => {
    const v = result[field];
    return typeof v === 'boolean' ? { text: v ? labels.yes : labels.no, value: null } : none;
  };
/**
 * An acuity. Visual acuity comes in logMAR (the report's query asks for it so): written in the
 * patient's unit by the domain's conversion, and drawn as high as the record's acuity charts draw it
 * (vaChartHeight: better vision, taller bar), whatever the unit's numbers do (a Snellen denominator
 * or a logMAR grows as vision worsens).
 */
const acuity =
  (field: string, auto: boolean): Formatter =>
  (result, _labels, vaScale) => {
    const measured = result[field] as AcuityLike | null | undefined;
    if (!measured) return none;
    const v = convertLogMar(measured.value, vaUnitOf(vaScale));
    const text = auto ? (formatAutoVa(v, vaScale) ?? '–') : v.label;
    return { text, value: vaChartHeight(measured.value) };
  };
/** A contrast sensitivity: the device's log value with 2 decimals, drawn as the record's contrast charts draw it (taller is better). */
const contrast =
  (field: string): Formatter =>
  (result) => {
    const measured = result[field] as AcuityLike | null | undefined;
    if (!measured) return none;
    return { text: contrastValue(measured.value).label, value: contrastChartHeight(measured.value) };
  };
const stereo: Formatter = (result, labels) => {
  if (result.stereoOutcome === 'NO_STEREO') return { text: labels.noStereo, value: null };
  if (result.stereoOutcome === 'MEASURED' && typeof result.disparityArcsec === 'number') {
    return { text: `${formatNumber(result.disparityArcsec)}"`, value: result.disparityArcsec };
  }
  return { text: labels.noResult, value: null };
};

const cover: MeasureSpec[] = [
  { key: 'horizontalDeviation', read: numeric('horizontalDeviation') },
  { key: 'horizontalDirection', read: text('horizontalDirection', directionWord) },
  { key: 'verticalDeviation', read: numeric('verticalDeviation') },
  { key: 'verticalDirection', read: text('verticalDirection', directionWord) },
  { key: 'intermittent', read: yesNo('intermittent') },
];
const EYES = ['leftEye', 'rightEye', 'binocular'];
const eyes = (auto: boolean): MeasureSpec[] => EYES.map((key) => ({ key, read: acuity(key, auto) }));
const contrastEyes: MeasureSpec[] = EYES.map((key) => ({ key, read: contrast(`${key}Contrast`) }));

const MEASURES: Record<string, MeasureSpec[]> = {
  ACT: cover,
  CT: cover,
  FUSIONAL_RESERVE: ['convergence', 'positiveRecovery', 'divergence', 'negativeRecovery'].map((key) => ({ key, read: numeric(key) })),
  CHART_VA: eyes(false),
  CHART_CS: contrastEyes,
  AUTO_VA: eyes(true),
  AUTO_CS: contrastEyes,
  READING: [
    ...['totalFixations', 'percentRegressions', 'fixationDurationMs', 'readingRate', 'textLevel'].map((key) => ({
      key,
      read: numeric(key),
    })),
    { key: 'readingLanguage', read: text('readingLanguage') },
  ],
  COLOR_VISION: [{ key: 'result', read: text('result') }],
  WORTH_4_DOT: [{ key: 'description', read: text('description') }],
  STEREO_ACUITY: [{ key: 'stereo', read: stereo }],
};

/** Formats dates as the portal does everywhere: dd/mm/yyyy and 24-hour time, in the reader's zone. */
export interface DateFormats {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

export function reportDateFormats(timeZone: string): DateFormats {
  const parts = (iso: string, withTime: boolean) => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    const p = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
    return withTime ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : `${p.day}/${p.month}/${p.year}`;
  };
  return { date: (iso) => parts(iso, false), dateTime: (iso) => parts(iso, true) };
}

/** A calendar date (yyyy-mm-dd, no zone) as dd/mm/yyyy. */
const calendarDate = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

function section(testType: string, results: ReportResult[], labels: ReportLabels, vaScale: string): Omit<ReportSection, 'earlier'> {
  const byCorrection = CORRECTIONS.map((correction) => results.find((r) => r.opticalCorrection === correction) ?? null);
  const specs = MEASURES[testType] ?? [];
  const read = specs.map((spec) => byCorrection.map((result) => (result ? spec.read(result, labels, vaScale) : none)));
  const rows: ReportRow[] = specs.map((spec, index) => ({
    label: labels.measures[spec.key] ?? spec.key,
    cells: [read[index][0].text, read[index][1].text],
  }));
  const bars = specs
    .map((spec, index) => ({
      label: labels.measures[spec.key] ?? spec.key,
      values: [read[index][0].value, read[index][1].value] as [number | null, number | null],
      texts: [read[index][0].text, read[index][1].text] as [string, string],
    }))
    .filter((bar) => bar.values.some((v) => v !== null));
  return {
    // Each eye test names its unit: the record's VA unit for acuity, log units for contrast.
    title: isAcuityTest(testType)
      ? `${labels.tests[testType]} · ${labels.vaUnits[vaScale] ?? vaScale}`
      : isContrastTest(testType)
        ? `${labels.tests[testType]} · ${labels.contrastUnit}`
        : (labels.tests[testType] ?? testType),
    notes: byCorrection.map((result) => (!result ? labels.notTaken : result.succeeded ? null : labels.notSucceeded)) as [
      string | null,
      string | null,
    ],
    rows,
    chart: CHARTED.has(testType) && bars.length ? { bars } : null,
  };
}

export interface ReportContext {
  clinician: string | null;
  site: string | null;
  labels: ReportLabels;
  dates: DateFormats;
  now: Date;
}

export function visitReportDocument(visit: ReportVisit, context: ReportContext): VisitReportDocument {
  const { labels, dates } = context;
  const { patient } = visit;
  const gender = patient.personal.gender as keyof ReportLabels['genders'] | null;
  const facts: (ReportFact | null)[] = [
    patient.personal.socialId ? { label: labels.patientId, value: patient.personal.socialId } : null,
    patient.personal.birthdate ? { label: labels.birthDate, value: calendarDate(patient.personal.birthdate) } : null,
    patient.age !== null ? { label: labels.age, value: String(patient.age) } : null,
    gender && labels.genders[gender] ? { label: labels.gender, value: labels.genders[gender] } : null,
    { label: labels.visitDate, value: dates.dateTime(visit.visitDate) },
    visit.nextVisit ? { label: labels.nextVisit, value: dates.date(visit.nextVisit) } : null,
    visit.treatmentDurationMonths !== null
      ? { label: labels.treatmentDuration, value: labels.months(visit.treatmentDurationMonths) }
      : null,
    { label: labels.testsTaken, value: labels.testCount(visit.resultCount, visit.testCount) },
    patient.deviceId ? { label: labels.deviceId, value: patient.deviceId } : null,
    context.clinician ? { label: labels.clinician, value: context.clinician } : null,
    context.site ? { label: labels.site, value: context.site } : null,
  ];
  const history = (patient.visits?.edges ?? []).map((edge) => edge.node);
  const ofType = (results: ReportResult[], type: string) => results.filter((r) => r.testType === type);
  const sections = TEST_ORDER.filter((type) => visit.testResults.some((r) => r.testType === type)).map((type): ReportSection => ({
    ...section(type, ofType(visit.testResults, type), labels, patient.defaultVaScale),
    earlier: comparedVisits(visit, history, (earlier) => earlier.testResults.some((r) => r.testType === type))
      .slice(1)
      .map((earlier) => {
        const { notes, rows } = section(type, ofType(earlier.testResults, type), labels, patient.defaultVaScale);
        return { heading: labels.earlierVisit(dates.dateTime(earlier.visitDate)), notes, rows };
      }),
  }));
  return {
    title: labels.title,
    patientName: patient.fullName,
    facts: facts.filter((fact): fact is ReportFact => fact !== null),
    progress: progressRows(visit.progress, labels, dates.date),
    sections,
    emptyText: sections.length ? null : labels.noTests,
    generated: labels.generated(dates.dateTime(context.now.toISOString())),
  };
}
