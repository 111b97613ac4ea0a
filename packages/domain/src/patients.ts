// Patient forms (§5 New patient, Edit patient, Next visit date) and the age rule (§9).
import { z } from 'zod';
import { isCalendarDate, optionalEmail, optionalPhone, optionalText, requiredEmail, requiredText } from './fields';
import { usStateRule } from './forms';
import { ADULT_AGE, TEXT_LIMITS } from './constants';
import { GENDERS } from './enums';
import { isPlausibleDate } from './inputSafety';
import { systemToday, type Today } from './today';

// The day rules live in today.ts; they are still reached from here.
export { systemToday, todayAnywhere, todayExactly, todayIso, type Today } from './today';

const birthdate = (today: () => Today) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'birthdate_req' })
      .min(1, { error: 'birthdate_req', abort: true })
      .refine(isCalendarDate, { error: 'birthdate_inv', abort: true })
      .refine((d) => d <= today().latest, 'birthdate_future'),
  );

const gender = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
  z
    .number()
    .refine((n) => (Object.values(GENDERS) as number[]).includes(n))
    .nullable(),
);

const patientAddressShape = {
  Street: optionalText(TEXT_LIMITS.address),
  Apartment: optionalText(TEXT_LIMITS.address),
  City: optionalText(TEXT_LIMITS.address),
  State: optionalText(TEXT_LIMITS.address),
  Country: optionalText(TEXT_LIMITS.address),
  ZIPCode: optionalText(TEXT_LIMITS.address),
};

/** New patient (§5). `today` is injectable so the future-birthdate rule is testable. */
export const newPatientFormSchema = (today: () => Today = systemToday) =>
  z
    .object({
      FirstName: requiredText('first_name_req', TEXT_LIMITS.name),
      LastName: requiredText('last_name_req', TEXT_LIMITS.name),
      SocialID: optionalText(TEXT_LIMITS.name),
      Birthdate: birthdate(today),
      Gender: gender.optional().default(null),
      Email: requiredEmail('email_req', 'email_invalid', TEXT_LIMITS.versionUrl),
      PhoneNumber: optionalPhone().optional().default(null),
      Notes: optionalText(TEXT_LIMITS.notes).optional().default(null),
      ...patientAddressShape,
    })
    .refine(...usStateRule('Country', 'State'));
export type NewPatientForm = z.infer<ReturnType<typeof newPatientFormSchema>>;

/** Edit patient (§5): the same fields; e-mail may be cleared. */
export const editPatientFormSchema = (today: () => Today = systemToday) =>
  z
    .object({
      FirstName: requiredText('first_name_req', TEXT_LIMITS.name),
      LastName: requiredText('last_name_req', TEXT_LIMITS.name),
      SocialID: optionalText(TEXT_LIMITS.name),
      Birthdate: birthdate(today),
      Gender: gender.optional().default(null),
      Email: optionalEmail('email_invalid', TEXT_LIMITS.versionUrl).optional().default(null),
      PhoneNumber: optionalPhone().optional().default(null),
      Notes: optionalText(TEXT_LIMITS.notes).optional().default(null),
      ...patientAddressShape,
    })
    .refine(...usStateRule('Country', 'State'));
export type EditPatientForm = z.infer<ReturnType<typeof editPatientFormSchema>>;

/** Next visit date (§5): required and not in the past (today is allowed). */
export const nextVisitSchema = (today: () => Today = systemToday) =>
  z.object({
    NextVisitDate: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z
        .string({ error: 'next_visit_req' })
        .min(1, { error: 'next_visit_req', abort: true })
        .refine(isPlausibleDate, { error: 'next_visit_inv', abort: true })
        .refine((s) => s.slice(0, 10) >= today().earliest, 'next_visit_past'),
    ),
  });

/** Age in whole years on `on` for a yyyy-mm-dd birthdate. */
export function ageOn(birthdateIso: string, on: Date): number {
  const [y, m, d] = birthdateIso.slice(0, 10).split('-').map(Number);
  const oy = on.getUTCFullYear();
  const om = on.getUTCMonth() + 1;
  const od = on.getUTCDate();
  let age = oy - y;
  if (om < m || (om === m && od < d)) age -= 1;
  return age;
}

/** §9: children are under 18; the 18th birthday makes an adult. */
export const patientCategory = (birthdateIso: string, on: Date): 'CHILD' | 'ADULT' =>
  ageOn(birthdateIso, on) < ADULT_AGE ? 'CHILD' : 'ADULT';
