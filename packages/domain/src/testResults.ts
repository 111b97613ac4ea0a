// Test results (§3): the eleven test types, their value fields, and the shape of one result as a
// device, the seed or an integrator sends it to addNewVisit: the type's storage id under the
// type's key, the common fields, and the type's values beside them. Unknown keys and wrong types
// are refused, so nothing is stored half.
import { z } from 'zod';

export * from './testOutcomes';
import { TEST_TYPES, OPTICAL_CORRECTIONS, type OpticalCorrection, type TestType } from './testOutcomes';

const num = z.number().finite().nullable();
const text = z.string().max(200).nullable();
const flag = z.boolean().nullable();

const coverTestValues = {
  ResultInDioptersHorizontalValue: num,
  ResultInDioptersVerticalValue: num,
  HorizontalDirection: text,
  VerticalDirection: text,
  IntermittentResult: flag,
  SelectedByUser: flag,
};
const acuityValues = { LeftEyeLogMarValue: num, RightEyeLogMarValue: num, BinocularLogMarValue: num };

/** The value fields of each type (§3), all optional and nullable (a failed test keeps nulls). */
export const TEST_VALUE_SHAPES = {
  ACT: coverTestValues,
  CT: coverTestValues,
  ChartsVA: acuityValues,
  ChartsCS: acuityValues,
  AutoCS: acuityValues,
  AutoVA: acuityValues,
  Reading: {
    TotalFixationsCount: num,
    PercentRegressions: num,
    FixationAvgTimeAll: num,
    ReadingRate: num,
    TextLevel: num,
    ReadingLanguage: text,
  },
  FusionalReserve: {
    FusionalConvergence: num,
    FusionalPositiveRecovery: num,
    FusionalDivergence: num,
    FusionalNegativeRecovery: num,
  },
  ColorVision: { ColorVisionResult: text },
  Worth4Dot: { Worth4DotResultDescription: text },
  StereoAcuity: {
    StereoAcuityResult: z.strictObject({ TestResult: text.optional(), DisparityValue: num.optional() }).nullable(),
  },
} as const satisfies Record<TestType, Record<string, z.ZodType>>;

const commonShape = {
  OpticalCorrection: z.enum(OPTICAL_CORRECTIONS, { error: 'OpticalCorrection must be SC or CC' }),
  TestResult: z.string().trim().min(1).max(200),
  BeginTestTime: z.iso.datetime({ offset: true, error: 'BeginTestTime must be an ISO date-time' }),
};

/** One test result of one type, exactly as sent. */
const itemSchemaOf = (type: TestType): z.ZodType =>
  z.strictObject({
    [type]: z.string().trim().min(1).max(100),
    ...commonShape,
    ...Object.fromEntries(Object.entries(TEST_VALUE_SHAPES[type]).map(([field, schema]) => [field, schema.optional()])),
  });

const ITEM_SCHEMAS = Object.fromEntries(TEST_TYPES.map((type) => [type, itemSchemaOf(type)])) as Record<TestType, z.ZodType>;

/** A result as stored and as every layer reads it. */
export interface TestResultRecord {
  testType: TestType;
  /** The type's storage id the device gave the test. */
  storageId: string;
  opticalCorrection: OpticalCorrection;
  testResult: string;
  beginTestTime: string;
  values: Record<string, unknown>;
}

export type ParsedItem = { ok: true; result: TestResultRecord } | { ok: false; message: string };

/** Reads one TestsResults item: it must name exactly one test type and carry only that type's fields. */
export function parseTestResultItem(item: unknown): ParsedItem {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, message: 'Each test result must be an object' };
  const types = TEST_TYPES.filter((type) => type in item);
  if (types.length !== 1) {
    return { ok: false, message: `Each test result must name exactly one test type (${TEST_TYPES.join(', ')})` };
  }
  const type = types[0];
  const parsed = ITEM_SCHEMAS[type].safeParse(item);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : type);
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown field(s) for ${type}: ${issue.keys.join(', ')}` : `${type} ${where}: ${issue.message}`;
    return { ok: false, message };
  }
  const { [type]: storageId, OpticalCorrection, TestResult, BeginTestTime, ...values } = parsed.data as Record<string, unknown>;
  return {
    ok: true,
    result: {
      testType: type,
      storageId: storageId as string,
      opticalCorrection: OpticalCorrection as OpticalCorrection,
      testResult: TestResult as string,
      beginTestTime: new Date(BeginTestTime as string).toISOString(),
      values,
    },
  };
}
