// The words a visit report PDF is written with, one set per language (reportLabels<Language>.ts).
// The web app's own catalogues (lingui) use the same wording, so the printed page and the PDF read alike.

import type { DeviationDirection } from '@portal/domain/testResults';

export interface ReportLabels {
  title: string;
  confidential: string;
  patient: string;
  patientId: string;
  birthDate: string;
  age: string;
  gender: string;
  genders: Record<'MALE' | 'FEMALE' | 'OTHER', string>;
  clinician: string;
  site: string;
  deviceId: string;
  visitDate: string;
  nextVisit: string;
  treatmentDuration: string;
  months: (count: number) => string;
  testsTaken: string;
  /** The merged results a visit shows, with the device's attempts when retests made them more ("5 (8 attempts)"). */
  testCount: (results: number, attempts: number) => string;
  noTests: string;
  measure: string;
  withoutGlasses: string;
  withGlasses: string;
  notTaken: string;
  notSucceeded: string;
  yes: string;
  no: string;
  tests: Record<string, string>;
  measures: Record<string, string>;
  vaUnits: Record<string, string>;
  /** Contrast sensitivity's unit: the device's log value, never an acuity unit. */
  contrastUnit: string;
  noStereo: string;
  noResult: string;
  /** The device's cover-test directions (DEVIATION_DIRECTIONS); any other text prints as it came. */
  directions: Record<DeviationDirection, string>;
  generated: (when: string) => string;
  page: (page: number, pages: number) => string;
  /** The heading of the same test at an earlier visit. */
  earlierVisit: (when: string) => string;
  /** Progress at a glance: the key measures over the course up to this visit. */
  progress: ProgressLabels;
}

export interface ProgressLabels {
  heading: string;
  first: string;
  best: string;
  latest: string;
  change: string;
  /** The sparkline column: every visit's reading, oldest first. */
  everyVisit: string;
  /** By the schema's ProgressMeasure. */
  measures: Record<string, string>;
  /**
   * The change and its baseline: `amount` is the change with its unit, or null when it has no
   * number (from or to no stereo); `first` the first visit's date (dd/mm/yyyy).
   */
  better: (amount: string | null, first: string) => string;
  worse: (amount: string | null, first: string) => string;
  unchanged: (first: string) => string;
  /** Moved by less than retest noise: not "unchanged". */
  withinVariation: (first: string) => string;
  /** Only one visit measured it: nothing to compare. */
  once: string;
  /** Under the table: what the sparklines draw (which visits, which way is better). */
  sparklineKey: string;
}
