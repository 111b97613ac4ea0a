// A patient and visits as the export query reads them, with a result of every test type, for the
// FHIR mapping's unit tests.
import type { FhirPatient, FhirResult, FhirVisit } from '../src/web/fhir/fhirExportQuery';

export const BASE = 'https://portal.example';

export function result(testType: string, fields: Partial<FhirResult> = {}): FhirResult {
  return {
    __typename: 'TestResult',
    testType,
    opticalCorrection: 'WITHOUT_GLASSES',
    succeeded: true,
    outcome: 'test succeeded',
    beginTestTime: '2026-03-02T09:15:00.000Z',
    ...fields,
  };
}

export const EVERY_TEST: FhirResult[] = [
  result('ACT', {
    horizontalDeviation: 6,
    horizontalDirection: 'Exo',
    verticalDeviation: 2,
    verticalDirection: 'Right hyper',
    intermittent: true,
  }),
  result('CT', {
    horizontalDeviation: 0,
    horizontalDirection: 'Ortho',
    verticalDeviation: null,
    verticalDirection: null,
    intermittent: null,
  }),
  result('FUSIONAL_RESERVE', { convergence: 18, positiveRecovery: 12, divergence: 8, negativeRecovery: 4 }),
  result('CHART_VA', { rightEye: { value: 0.1 }, leftEye: { value: 0.3 }, binocular: { value: 0 } }),
  result('AUTO_VA', { opticalCorrection: 'WITH_GLASSES', rightEye: { value: 0.2 }, leftEye: null, binocular: null }),
  result('CHART_CS', { rightEyeContrast: { value: 1.2 }, leftEyeContrast: { value: 1.1 }, binocularContrast: null }),
  result('AUTO_CS', { succeeded: false, outcome: 'patient moved', rightEyeContrast: null, leftEyeContrast: null, binocularContrast: null }),
  result('READING', {
    totalFixations: 120,
    percentRegressions: 14.5,
    fixationDurationMs: 240,
    readingRate: 95,
    textLevel: 3,
    readingLanguage: 'it',
  }),
  result('COLOR_VISION', { result: 'Normal' }),
  result('WORTH_4_DOT', { description: 'Fusion' }),
  result('STEREO_ACUITY', { stereoOutcome: 'MEASURED', disparityArcsec: 40 }),
  result('STEREO_ACUITY', { opticalCorrection: 'WITH_GLASSES', stereoOutcome: 'NO_STEREO', disparityArcsec: null }),
];

export const PATIENT: FhirPatient = {
  __typename: 'Patient',
  id: 'UGF0aWVudDpwLTE=',
  internalID: '6f1c2b8e-5d0a-4c1e-9a57-3f0e8b2d7c41',
  firstName: 'Luca',
  lastName: 'Bianchi',
  fullName: 'Luca Bianchi',
  deviceId: 'VST-0042',
  personal: { socialId: 'BNCLCU12D01F205X', gender: 'MALE', birthdate: '2012-04-01' },
  visits: null,
};

export const VISITS: FhirVisit[] = [
  {
    id: 'VmlzaXQ6di0y',
    internalID: '9b0e7d3a-1c2f-4e5a-8b6c-7d8e9f0a1b2c',
    visitDate: '2026-04-10T00:00:00.000Z',
    testResults: [result('STEREO_ACUITY', { stereoOutcome: 'NO_RESULT', disparityArcsec: null })],
  },
  {
    id: 'VmlzaXQ6di0x',
    internalID: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    visitDate: '2026-03-02T00:00:00.000Z',
    testResults: EVERY_TEST,
  },
];
