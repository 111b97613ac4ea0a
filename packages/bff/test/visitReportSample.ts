// A visit as the report query returns it, for the report's tests: a patient with a history to
// compare with, results out of the record's order, a failed test and a correction not taken.
import { REPORT_LABELS, type ReportLanguage } from '../src/web/visitReport/reportLabels';
import { reportDateFormats, type ReportContext } from '../src/web/visitReport/visitReportDocument';
import type { ReportVisit } from '../src/web/visitReport/visitReportQuery';

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
  // Six tests run, one a retest merged away: five results shown.
  testCount: 6,
  resultCount: 5,
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
    result('AUTO_VA', 'WITH_GLASSES', {
      leftEye: { value: 0.34, label: '0.34' },
      rightEye: { value: 0.1, label: '0.1' },
      binocular: null,
    }),
    result('COLOR_VISION', 'WITH_GLASSES', { result: 'Normal' }, false),
  ],
  // The golden PDF predates progress at a glance: SAMPLE_PROGRESS adds it where a test wants it.
  progress: [],
};

const reading = (visitDate: string, value: number | null, deviationDirection: string | null = null) => ({
  visitDate,
  value,
  deviationDirection,
});

/** The key measures up to the sample visit: a deviation that halved, stereo lost with glasses. */
export const SAMPLE_PROGRESS: ReportVisit['progress'] = [
  {
    measure: 'ACT_HORIZONTAL_DEVIATION',
    opticalCorrection: 'WITHOUT_GLASSES',
    unit: 'PRISM_DIOPTRES',
    first: reading('2026-04-22T07:30:00.000Z', 12, 'Exo'),
    best: reading('2026-06-10T07:30:00.000Z', 6, 'Exo'),
    latest: reading('2026-06-10T07:30:00.000Z', 6, 'Exo'),
    change: -6,
    direction: 'BETTER',
    series: [{ value: 12 }, { value: 6 }],
  },
  {
    measure: 'STEREO_ACUITY',
    opticalCorrection: 'WITH_GLASSES',
    unit: 'ARCSEC',
    first: reading('2026-04-22T07:30:00.000Z', 200),
    best: reading('2026-04-22T07:30:00.000Z', 200),
    latest: reading('2026-06-10T07:30:00.000Z', null),
    change: null,
    direction: 'WORSE',
    series: [{ value: 200 }, { value: null }],
  },
  {
    measure: 'CHART_VA_LEFT_EYE',
    opticalCorrection: 'WITHOUT_GLASSES',
    unit: 'LOG_MAR',
    first: reading('2026-06-10T07:30:00.000Z', 0.3),
    best: reading('2026-06-10T07:30:00.000Z', 0.3),
    latest: reading('2026-06-10T07:30:00.000Z', 0.3),
    change: 0,
    direction: 'UNCHANGED',
    series: [{ value: 0.3 }],
  },
];

/** The report's context for a reader in Rome, on 15/06/2026 at 23:05 their time. */
export const sampleContext = (language: ReportLanguage): ReportContext => ({
  clinician: 'Giulia Conti',
  site: 'Clinica Aurora',
  labels: REPORT_LABELS[language],
  dates: reportDateFormats('Europe/Rome'),
  now: new Date('2026-06-15T21:05:00.000Z'),
});
