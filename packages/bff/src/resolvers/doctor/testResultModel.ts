// The TestResult interface and its eleven object types (§3): a merged domain TestResultRecord with
// its §3 value fields renamed for the contract. Visual acuity converts with the domain's
// convertLogMar into the unit asked for, else the patient's default; contrast sensitivity keeps the
// device's log value (domain contrastSensitivity.ts); stereo reads the domain's bars.
import { contrastValue } from '@portal/domain/contrastSensitivity';
import { VA_SCALES } from '@portal/domain/enums';
import { stereoBar, stereoChart } from '@portal/domain/stereo';
import { isSucceeded, type TestResultRecord, type TestType } from '@portal/domain/testResults';
import { VA_UNIT_BY_SCALE, convertLogMar } from '@portal/domain/visualAcuity';
import { loadSession, type BffContext } from '../../context';

/** One merged result, with the patient's own VA scale (§3 code) for the default unit. */
export interface TestResultModel {
  record: TestResultRecord;
  patientVaScale: number | null;
}

/** Which object type each §3 test type resolves to. */
export const RESULT_TYPENAMES: Readonly<Record<TestType, string>> = {
  ACT: 'ActResult',
  CT: 'CtResult',
  FusionalReserve: 'FusionalReserveResult',
  ChartsVA: 'ChartVaResult',
  ChartsCS: 'ChartCsResult',
  AutoVA: 'AutoVaResult',
  AutoCS: 'AutoCsResult',
  Reading: 'ReadingResult',
  ColorVision: 'ColorVisionResult',
  Worth4Dot: 'Worth4DotResult',
  StereoAcuity: 'StereoAcuityResult',
};

/** GraphQL TestType values → the domain's §3 names (resolvers work with the latter). */
export const TEST_TYPE_ENUM: Readonly<Record<string, TestType>> = {
  ACT: 'ACT',
  CT: 'CT',
  FUSIONAL_RESERVE: 'FusionalReserve',
  CHART_VA: 'ChartsVA',
  CHART_CS: 'ChartsCS',
  AUTO_VA: 'AutoVA',
  AUTO_CS: 'AutoCS',
  READING: 'Reading',
  COLOR_VISION: 'ColorVision',
  WORTH_4_DOT: 'Worth4Dot',
  STEREO_ACUITY: 'StereoAcuity',
};

/** GraphQL OpticalCorrection values → §3 codes. */
export const OPTICAL_CORRECTION_ENUM = { WITHOUT_GLASSES: 'SC', WITH_GLASSES: 'CC' } as const;

/**
 * The scale (§3 code) VA is shown in when no unit is asked for: the patient's own, else the
 * signed-in doctor's DefaultVAUnit (from the session record, already loaded), else logMAR.
 */
export async function defaultVaScale(patientVaScale: number | null, context: BffContext): Promise<number> {
  if (patientVaScale && VA_UNIT_BY_SCALE[patientVaScale]) return patientVaScale;
  const doctorScale = (await loadSession(context))?.profile?.Doctor?.DefaultVAUnit ?? null;
  return doctorScale && VA_UNIT_BY_SCALE[doctorScale] ? doctorScale : VA_SCALES.logMar;
}

const value = (m: TestResultModel, field: string) => m.record.values[field] ?? null;
const numberValue = (m: TestResultModel, field: string) => {
  const v = value(m, field);
  return typeof v === 'number' ? v : null;
};
const field = (name: string) => (m: TestResultModel) => value(m, name);

/** A VA field: logMAR as stored, converted into `unit` (a VaScale code) or the default scale. */
const acuity = (name: string) => async (m: TestResultModel, args: { unit?: number | null }, context: BffContext) => {
  const logMar = numberValue(m, name);
  if (logMar === null) return null;
  const scale = args.unit ?? (await defaultVaScale(m.patientVaScale, context));
  return convertLogMar(logMar, VA_UNIT_BY_SCALE[scale] ?? 'LOG_MAR');
};

/** A contrast-sensitivity field: the device's log value as stored, never converted (whatever `unit` a deprecated field is asked in). */
const contrast = (name: string) => (m: TestResultModel) => {
  const logValue = numberValue(m, name);
  return logValue === null ? null : contrastValue(logValue);
};

/** The result's stereo bar, by the domain's chart rule over this one result (success, -1, disparity). */
export function stereoBarOf(record: TestResultRecord) {
  const [point] = stereoChart([{ visitDate: record.beginTestTime, results: [record] }]).points;
  // A result of another type is no stereo test: no result, as before.
  if (!point) return stereoBar(null);
  return record.opticalCorrection === 'SC' ? point.withoutGlasses : point.withGlasses;
}

const common = {
  testType: (m: TestResultModel) => m.record.testType,
  opticalCorrection: (m: TestResultModel) => m.record.opticalCorrection,
  succeeded: (m: TestResultModel) => isSucceeded(m.record.testResult),
  outcome: (m: TestResultModel) => m.record.testResult,
  beginTestTime: (m: TestResultModel) => m.record.beginTestTime,
};

const coverTest = {
  ...common,
  horizontalDeviation: (m: TestResultModel) => numberValue(m, 'ResultInDioptersHorizontalValue'),
  horizontalDirection: field('HorizontalDirection'),
  verticalDeviation: (m: TestResultModel) => numberValue(m, 'ResultInDioptersVerticalValue'),
  verticalDirection: field('VerticalDirection'),
  intermittent: field('IntermittentResult'),
  selectedByUser: field('SelectedByUser'),
};

const acuityTest = {
  ...common,
  leftEye: acuity('LeftEyeLogMarValue'),
  rightEye: acuity('RightEyeLogMarValue'),
  binocular: acuity('BinocularLogMarValue'),
};

const contrastTest = {
  ...common,
  leftEyeContrast: contrast('LeftEyeLogMarValue'),
  rightEyeContrast: contrast('RightEyeLogMarValue'),
  binocularContrast: contrast('BinocularLogMarValue'),
  // Deprecated: the same log value under the acuity type.
  leftEye: contrast('LeftEyeLogMarValue'),
  rightEye: contrast('RightEyeLogMarValue'),
  binocular: contrast('BinocularLogMarValue'),
};

export const testResultResolvers = {
  TestType: TEST_TYPE_ENUM,
  OpticalCorrection: OPTICAL_CORRECTION_ENUM,
  TestResult: { __resolveType: (m: TestResultModel) => RESULT_TYPENAMES[m.record.testType] },
  ActResult: coverTest,
  CtResult: coverTest,
  FusionalReserveResult: {
    ...common,
    convergence: (m: TestResultModel) => numberValue(m, 'FusionalConvergence'),
    positiveRecovery: (m: TestResultModel) => numberValue(m, 'FusionalPositiveRecovery'),
    divergence: (m: TestResultModel) => numberValue(m, 'FusionalDivergence'),
    negativeRecovery: (m: TestResultModel) => numberValue(m, 'FusionalNegativeRecovery'),
  },
  ChartVaResult: acuityTest,
  ChartCsResult: contrastTest,
  AutoVaResult: acuityTest,
  AutoCsResult: contrastTest,
  ReadingResult: {
    ...common,
    totalFixations: (m: TestResultModel) => numberValue(m, 'TotalFixationsCount'),
    percentRegressions: (m: TestResultModel) => numberValue(m, 'PercentRegressions'),
    fixationDurationMs: (m: TestResultModel) => numberValue(m, 'FixationAvgTimeAll'),
    readingRate: (m: TestResultModel) => numberValue(m, 'ReadingRate'),
    textLevel: (m: TestResultModel) => numberValue(m, 'TextLevel'),
    readingLanguage: field('ReadingLanguage'),
  },
  ColorVisionResult: {
    ...common,
    result: field('ColorVisionResult'),
    // §3: ColorVisionResult is 'Normal' or the deficiency found.
    normal: (m: TestResultModel) => {
      const result = value(m, 'ColorVisionResult');
      return typeof result === 'string' ? result.trim().toLowerCase() === 'normal' : null;
    },
  },
  Worth4DotResult: { ...common, description: field('Worth4DotResultDescription') },
  StereoAcuityResult: {
    ...common,
    stereoOutcome: (m: TestResultModel) => stereoBarOf(m.record).outcome,
    disparityArcsec: (m: TestResultModel) => stereoBarOf(m.record).arcsec,
  },
};
