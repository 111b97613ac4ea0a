// The terminology of the FHIR export (README "FHIR export" has the table). Standard
// codes only where a published source names them for exactly this measure:
// - SNOMED CT 420050001 Uncorrected / 397536007 Corrected visual acuity (the HL7 Specialty Eyecare
//   IG's visual acuity value sets); eyes as body sites 18944008 Right eye structure, 8966001 Left eye
//   structure, 40638003 Structure of both eyes (as in the HL7 Eye Care IG's examples);
// - LOINC 98499-7 / 98498-9 Visual acuity uncorrected Right / Left eye. LOINC's corrected codes are
//   "best corrected" (a refraction, not "with the patient's glasses"), so corrected VA has none.
// Everything else (the test types, cover test deviations, stereo, reading, colour, Worth 4 dot) has
// no code that fits exactly: it is coded in the portal's own code system, under PUBLIC_URL.
import type { CodeableConcept, Coding, Quantity } from '@medplum/fhirtypes';

export const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const DATA_ABSENT_REASON = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
export const ENCOUNTER_CLASS = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** The portal's own URIs, all under its public address (`base` is PUBLIC_URL without a trailing slash). */
export const portalSystems = (base: string) => ({
  /** Codes for measures without a standard code (PORTAL_CODES). */
  codes: `${base}/fhir/CodeSystem/vista-measures`,
  patientId: `${base}/fhir/sid/patient-id`,
  visitId: `${base}/fhir/sid/visit-id`,
  deviceSerial: `${base}/fhir/sid/device-serial`,
});
export type PortalSystems = ReturnType<typeof portalSystems>;

/** The portal code system's codes and their displays. */
export const PORTAL_CODES = {
  // The device's tests (Observation.method).
  ACT: 'Alternate cover test',
  CT: 'Cover test',
  FUSIONAL_RESERVE: 'Fusional reserve',
  CHART_VA: 'Visual acuity on a chart',
  CHART_CS: 'Contrast sensitivity on a chart',
  AUTO_VA: 'Automatic visual acuity',
  AUTO_CS: 'Automatic contrast sensitivity',
  READING: 'Reading with eye tracking',
  COLOR_VISION: 'Color vision',
  WORTH_4_DOT: 'Worth 4 dot',
  STEREO_ACUITY: 'Stereo acuity',
  // Observation and component codes.
  'contrast-sensitivity': 'Contrast sensitivity',
  'horizontal-deviation': 'Horizontal deviation',
  'horizontal-direction': 'Horizontal deviation direction',
  'vertical-deviation': 'Vertical deviation',
  'vertical-direction': 'Vertical deviation direction',
  intermittent: 'Intermittent deviation',
  'convergence-break': 'Convergence break point',
  'convergence-recovery': 'Convergence recovery point',
  'divergence-break': 'Divergence break point',
  'divergence-recovery': 'Divergence recovery point',
  'total-fixations': 'Fixations over the text',
  'percent-regressions': 'Regressions',
  'fixation-duration': 'Average fixation duration',
  'reading-rate': 'Reading rate',
  'text-level': 'Text level',
  'reading-language': 'Text language',
  'optical-correction': 'Optical correction',
  'without-glasses': 'Without glasses',
  'with-glasses': 'With glasses',
  'no-stereo': 'No stereo vision',
  'visit-report': 'Vision therapy visit report',
} as const;
export type PortalCode = keyof typeof PORTAL_CODES;

export const portalCoding = (systems: PortalSystems, code: PortalCode): Coding => ({
  system: systems.codes,
  code,
  display: PORTAL_CODES[code],
});

export const portalConcept = (systems: PortalSystems, code: PortalCode, text?: string): CodeableConcept => ({
  coding: [portalCoding(systems, code)],
  text: text ?? PORTAL_CODES[code],
});

export type Eye = 'right' | 'left' | 'both';

/** Observation.bodySite of each eye (SNOMED CT body structures). */
export const EYE_SITES: Readonly<Record<Eye, Coding>> = {
  right: { system: SNOMED, code: '18944008', display: 'Right eye structure' },
  left: { system: SNOMED, code: '8966001', display: 'Left eye structure' },
  both: { system: SNOMED, code: '40638003', display: 'Structure of both eyes' },
};

export type Correction = 'WITHOUT_GLASSES' | 'WITH_GLASSES';

/** SNOMED CT visual acuity observables by optical correction. */
export const VA_SNOMED: Readonly<Record<Correction, Coding>> = {
  WITHOUT_GLASSES: { system: SNOMED, code: '420050001', display: 'Uncorrected visual acuity' },
  WITH_GLASSES: { system: SNOMED, code: '397536007', display: 'Corrected visual acuity' },
};

/** LOINC per eye for uncorrected visual acuity; none exists for "with glasses" or binocular without a distance. */
export const VA_LOINC_UNCORRECTED: Readonly<Partial<Record<Eye, Coding>>> = {
  right: { system: LOINC, code: '98499-7', display: 'Visual acuity uncorrected Right eye' },
  left: { system: LOINC, code: '98498-9', display: 'Visual acuity uncorrected Left eye' },
};

export const EXAM_CATEGORY: CodeableConcept = { coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }] };

/** A UCUM quantity. */
export const ucum = (value: number, code: string, unit: string, comparator?: Quantity['comparator']): Quantity => ({
  value,
  ...(comparator ? { comparator } : {}),
  unit,
  system: UCUM,
  code,
});

/** The units of the export (UCUM codes; the annotation units count as 1). */
export const UNITS = {
  logMar: { code: '{logMAR}', unit: 'logMAR' },
  // The device's contrast sensitivity: a log contrast threshold (smaller is better), never logMAR.
  contrastLog: { code: '{logContrastThreshold}', unit: 'log units' },
  prismDioptre: { code: "[p'diop]", unit: 'prism dioptre' },
  arcSecond: { code: "''", unit: 'arcsec' },
  milliseconds: { code: 'ms', unit: 'ms' },
  percent: { code: '%', unit: '%' },
  wordsPerMinute: { code: '{words}/min', unit: 'words/min' },
  fixations: { code: '{fixations}', unit: 'fixations' },
  level: { code: '{level}', unit: 'level' },
} as const;

export const dataAbsent = (code: 'error' | 'unknown', text?: string): CodeableConcept => ({
  coding: [{ system: DATA_ABSENT_REASON, code, display: code === 'error' ? 'Error' : 'Unknown' }],
  ...(text ? { text } : {}),
});
