// Field building blocks shared by every schema: trimming, empties, the e-mail pattern.
import { z } from 'zod';
import type { ValidationMessageKey } from './messages';
import { isPlainText, isPlausibleDate, TEXT_INVALID_KEY } from './inputSafety';

/** The e-mail pattern of §5: one @, no spaces, a dot in the domain, a 2+ letter top level. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

type MaxKey = Extract<ValidationMessageKey, `max_${number}`>;
const maxKey = (max: number) => `max_${max}` as MaxKey;

/** §5: empty values are stripped before validating and sent as null. */
export const emptyToNull = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value === undefined ? null : value;
};

const emptyToUndefined = (value: unknown) => {
  const v = emptyToNull(value);
  return v === null ? undefined : v;
};

/** A required text field: missing or blank gives `requiredKey`. */
export const requiredText = (requiredKey: ValidationMessageKey, max?: number) => {
  let s = z.string({ error: requiredKey }).min(1, { error: requiredKey, abort: true });
  if (max) s = s.max(max, maxKey(max));
  return z.preprocess(emptyToUndefined, s.refine(isPlainText, TEXT_INVALID_KEY));
};

/** An optional text field: blank becomes null. */
export const optionalText = (max?: number) => {
  let s = z.string();
  if (max) s = s.max(max, maxKey(max));
  return z.preprocess(emptyToNull, s.refine(isPlainText, TEXT_INVALID_KEY).nullable());
};

/** A required e-mail address with the §5 pattern. */
export const requiredEmail = (
  requiredKey: ValidationMessageKey = 'email_req',
  invalidKey: ValidationMessageKey = 'email_invalid',
  max?: number,
) => {
  let s = z.string({ error: requiredKey }).min(1, { error: requiredKey, abort: true }).regex(EMAIL_PATTERN, invalidKey);
  if (max) s = s.max(max, maxKey(max));
  return z.preprocess(emptyToUndefined, s.refine(isPlainText, TEXT_INVALID_KEY));
};

/** An optional e-mail address: blank becomes null, otherwise the §5 pattern. */
export const optionalEmail = (invalidKey: ValidationMessageKey = 'email_invalid', max?: number) => {
  let s = z.string().regex(EMAIL_PATTERN, invalidKey);
  if (max) s = s.max(max, maxKey(max));
  return z.preprocess(emptyToNull, s.refine(isPlainText, TEXT_INVALID_KEY).nullable());
};

/** Phone numbers: digits with an optional leading +, spaces, dashes, dots and brackets. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,20}$/;

export const requiredPhone = () =>
  z.preprocess(
    emptyToUndefined,
    z.string({ error: 'phone_number_req' }).min(1, { error: 'phone_number_req', abort: true }).regex(PHONE_PATTERN, 'phone_number_inv'),
  );

export const optionalPhone = () => z.preprocess(emptyToNull, z.string().regex(PHONE_PATTERN, 'phone_number_inv').nullable());

/** A calendar date written yyyy-mm-dd. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-mm-dd, from 1900 to 2100 (year 0000 or 9999 is a typo or an attack). */
export const isCalendarDate = (value: string) => {
  if (!ISO_DATE_PATTERN.test(value) || !isPlausibleDate(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** A required boolean (checkbox or switch). */
export const requiredBoolean = (requiredKey: ValidationMessageKey) => z.boolean({ error: requiredKey });
