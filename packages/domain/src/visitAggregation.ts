// Visit aggregation (§4): several tests of one type and optical correction in a visit merge into
// one result; taken in the order they began, later non-zero values overwrite earlier ones, so a
// retest that measured nothing (0, null, '') does not erase a real measurement.
import { isSucceeded, type TestResultRecord } from './testResults';

const isMeasured = (value: unknown) => value !== null && value !== undefined && value !== 0 && value !== '';

/** Merges `later` into `earlier`, nested objects (the stereo result) field by field. */
function mergeValues(earlier: Record<string, unknown>, later: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...earlier };
  for (const [field, value] of Object.entries(later)) {
    const before = merged[field];
    if (value && typeof value === 'object' && !Array.isArray(value) && before && typeof before === 'object') {
      merged[field] = mergeValues(before as Record<string, unknown>, value as Record<string, unknown>);
    } else if (isMeasured(value) || !(field in merged)) {
      merged[field] = value;
    }
  }
  return merged;
}

/**
 * One result per test type and optical correction, in the order the types first appear. The
 * merged result counts as succeeded when any of its tests succeeded; its begin time is the last.
 */
export function aggregateVisitResults(results: readonly TestResultRecord[]): TestResultRecord[] {
  const ordered = [...results].sort((a, b) => a.beginTestTime.localeCompare(b.beginTestTime));
  const merged = new Map<string, TestResultRecord>();
  for (const result of ordered) {
    const key = `${result.testType}/${result.opticalCorrection}`;
    const before = merged.get(key);
    if (!before) {
      merged.set(key, { ...result, values: { ...result.values } });
      continue;
    }
    merged.set(key, {
      ...before,
      storageId: result.storageId,
      beginTestTime: result.beginTestTime,
      testResult: isSucceeded(before.testResult) && !isSucceeded(result.testResult) ? before.testResult : result.testResult,
      values: mergeValues(before.values, result.values),
    });
  }
  return [...merged.values()];
}
