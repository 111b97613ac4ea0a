// How a number of tests reads (§2 visit history, statistics box, report facts): the merged results
// the record shows (Visit.resultCount, Patient.resultCount), and the device's attempts beside it when
// retests or failed attempts make them more, so "5" never hides that 8 tests were run.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function testCountText(i18n: I18n, results: number, attempts: number): string {
  if (attempts <= results) return String(results);
  return i18n._(msg`${results} (${attempts} attempts)`);
}
