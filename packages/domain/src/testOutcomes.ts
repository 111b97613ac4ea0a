// The test types and the texts a device reports (§3) without the checks of a result's shape
// (testResults.ts, on zod): what a screen needs to name a result, without the checks' code.
export const TEST_TYPES = [
  'ACT',
  'CT',
  'ChartsVA',
  'ChartsCS',
  'AutoCS',
  'AutoVA',
  'Reading',
  'FusionalReserve',
  'ColorVision',
  'Worth4Dot',
  'StereoAcuity',
] as const;
export type TestType = (typeof TEST_TYPES)[number];

/** §3: SC without glasses, CC with glasses. */
export const OPTICAL_CORRECTIONS = ['SC', 'CC'] as const;
export type OpticalCorrection = (typeof OPTICAL_CORRECTIONS)[number];

/** The TestResult text of a test that produced a result. */
export const TEST_SUCCEEDED = 'test succeeded';
export const isSucceeded = (testResult: string | null | undefined) => (testResult ?? '').trim().toLowerCase() === TEST_SUCCEEDED;

/**
 * The TestResult texts the device reports: §3's success and the failures it knows. The portal shows
 * these in the reader's language; any other text the device sends is shown as it came.
 */
export const DEVICE_OUTCOMES = [TEST_SUCCEEDED, 'test failed', 'test aborted by user', 'eye tracker calibration failed'] as const;
export type DeviceOutcome = (typeof DEVICE_OUTCOMES)[number];

/** The known outcome a TestResult text is (any case, spaces around), or null for a text of its own. */
export const knownDeviceOutcome = (testResult: string | null | undefined): DeviceOutcome | null => {
  const text = (testResult ?? '').trim().toLowerCase();
  return DEVICE_OUTCOMES.find((outcome) => outcome === text) ?? null;
};

/**
 * The directions the device writes for a cover test's deviation (ACT, CT): shown in the reader's
 * language like the outcomes; any other text is shown as it came.
 */
export const DEVIATION_DIRECTIONS = ['Exo', 'Eso', 'Right hyper', 'Left hyper', 'None', 'Ortho'] as const;
export type DeviationDirection = (typeof DEVIATION_DIRECTIONS)[number];

/** The known direction a text is (any case, spaces around), or null for a text of its own. */
export const knownDeviationDirection = (direction: string | null | undefined): DeviationDirection | null => {
  const text = (direction ?? '').trim().toLowerCase();
  return DEVIATION_DIRECTIONS.find((known) => known.toLowerCase() === text) ?? null;
};
