// The device's eleven tests as the patient record shows them (§2, §3): their order in the
// Tests popover, their translated names, and the two optical corrections of every view.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { knownDeviationDirection, knownDeviceOutcome, type DeviationDirection, type DeviceOutcome } from '@portal/domain/testOutcomes';

/** The schema's TestType values, in the popover's order. */
export const RESULT_TESTS = [
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
] as const;
export type ResultTest = (typeof RESULT_TESTS)[number];

export const isResultTest = (value: string): value is ResultTest => (RESULT_TESTS as readonly string[]).includes(value);

export const TEST_NAMES: Record<ResultTest, MessageDescriptor> = {
  ACT: msg`ACT`,
  CT: msg`CT`,
  FUSIONAL_RESERVE: msg`Fusional reserve`,
  CHART_VA: msg`Visual acuity (chart)`,
  CHART_CS: msg`Contrast sensitivity (chart)`,
  AUTO_VA: msg`Visual acuity (auto)`,
  AUTO_CS: msg`Contrast sensitivity (auto)`,
  READING: msg`Reading`,
  COLOR_VISION: msg`Color vision`,
  WORTH_4_DOT: msg`Worth 4 dot`,
  STEREO_ACUITY: msg`Stereo acuity`,
};

/** The schema's OpticalCorrection values: every view shows without glasses first. */
export const CORRECTIONS = ['WITHOUT_GLASSES', 'WITH_GLASSES'] as const;
export type Correction = (typeof CORRECTIONS)[number];

export const CORRECTION_NAMES: Record<Correction, MessageDescriptor> = {
  WITHOUT_GLASSES: msg`Without glasses`,
  WITH_GLASSES: msg`With glasses`,
};

/** The acuity axis legend per VA unit (the schema's VaScale values); the ticks read 6/12, 20/40… */
export const VA_UNIT_LEGENDS: Record<'LOG_MAR' | 'METER' | 'FEET' | 'DECIMAL', MessageDescriptor> = {
  LOG_MAR: msg`logMAR`,
  METER: msg`Snellen (meters)`,
  FEET: msg`Snellen (feet)`,
  DECIMAL: msg`Decimal acuity`,
};

/** The device's cover-test directions in the reader's words (Exo and Eso are the clinician's own shorthand). */
const DIRECTION_NAMES: Record<DeviationDirection, MessageDescriptor> = {
  Exo: msg({ message: 'Exo', context: 'cover test direction', comment: 'Cover test: exo deviation (outward), clinical shorthand' }),
  Eso: msg({ message: 'Eso', context: 'cover test direction', comment: 'Cover test: eso deviation (inward), clinical shorthand' }),
  'Right hyper': msg({
    message: 'Right hyper',
    context: 'cover test direction',
    comment: 'Cover test: right eye higher (hyper deviation)',
  }),
  'Left hyper': msg({ message: 'Left hyper', context: 'cover test direction', comment: 'Cover test: left eye higher (hyper deviation)' }),
  None: msg({ message: 'None', context: 'cover test direction', comment: 'Cover test: no vertical or horizontal deviation direction' }),
  Ortho: msg({
    message: 'Ortho',
    context: 'cover test direction',
    comment: 'Cover test: orthophoria, eyes aligned (no deviation), clinical shorthand',
  }),
};

/** A cover test's direction as the reader reads it: a known one translated, any other as the device sent it. */
export function directionText(i18n: I18n, direction: string | null | undefined): string {
  const known = knownDeviationDirection(direction);
  return known ? i18n._(DIRECTION_NAMES[known]) : (direction ?? '').trim();
}

/** The device's known outcomes in the reader's words; lower case, as the device writes them. */
const OUTCOME_NAMES: Record<DeviceOutcome, MessageDescriptor> = {
  'test succeeded': msg`test succeeded`,
  'test failed': msg`test failed`,
  'test aborted by user': msg`test aborted by user`,
  'eye tracker calibration failed': msg`eye tracker calibration failed`,
};

/** A test's outcome as the reader reads it: a known one translated, any other as the device sent it. */
export function outcomeText(i18n: I18n, testResult: string | null | undefined): string {
  const known = knownDeviceOutcome(testResult);
  return known ? i18n._(OUTCOME_NAMES[known]) : (testResult ?? '').trim();
}
