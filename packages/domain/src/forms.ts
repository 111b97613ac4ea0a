// Zod schemas for the provider-admin forms of §5 (admin, ECP, site, version) and
// the message payload of §3. One schema validates the form, the BFF input and the REST body.
import { messageTextSchema } from './patientMessages';
import { z } from 'zod';
import { isUnitedStates } from './unitedStates';
import {
  emptyToNull,
  isCalendarDate,
  optionalPhone,
  optionalText,
  requiredBoolean,
  requiredEmail,
  requiredPhone,
  requiredText,
} from './fields';
import { systemToday } from './today';
import { MESSAGE_METHODS, PROFESSION_CODES, VA_SCALES, VERSION_TYPE_KEYS } from './enums';
import { TEXT_LIMITS } from './constants';

export { US_COUNTRY_SPELLINGS, isUnitedStates } from './unitedStates';

export const adminFormSchema = z.object({
  FirstName: requiredText('first_name_req', TEXT_LIMITS.name),
  LastName: requiredText('last_name_req', TEXT_LIMITS.name),
  PhoneNumber: requiredPhone(),
  Email: requiredEmail('email_req', 'email_invalid', TEXT_LIMITS.ecpEmail),
  TwoFA: z.boolean().default(true),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

const professionCode = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.number({ error: 'profession_req' }).refine((n) => (PROFESSION_CODES as number[]).includes(n), 'profession_req'),
);

const vaScale = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
  z
    .number()
    .refine((n) => (Object.values(VA_SCALES) as number[]).includes(n))
    .nullable(),
);

/** An optional date of birth (§3 ECP, yyyy-mm-dd): a real day, not after today anywhere on Earth. */
const optionalBirthdate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z
    .string()
    .refine(isCalendarDate, { error: 'birthdate_inv', abort: true })
    .refine((day) => day <= systemToday().latest, 'birthdate_future')
    .nullable(),
);

/** The ECP form. Platform admins choose the site; site admins' ECPs get their own site. */
export const ecpFormSchema = z.object({
  FirstName: requiredText('first_name_req', TEXT_LIMITS.name),
  LastName: requiredText('last_name_req', TEXT_LIMITS.name),
  Profession: professionCode,
  PhoneNumber: requiredPhone(),
  Email: requiredEmail('email_req', 'email_invalid', TEXT_LIMITS.ecpEmail),
  SiteStorageID: requiredText('site_req'),
  isSiteAdmin: requiredBoolean('is_site_admin_req'),
  MedicalLicense: optionalText(TEXT_LIMITS.license),
  Notes: optionalText(TEXT_LIMITS.notes),
  SocialID: optionalText(TEXT_LIMITS.name),
  Birthdate: optionalBirthdate,
  DefaultVAUnit: vaScale.optional().default(null),
});
export type EcpForm = z.infer<typeof ecpFormSchema>;

/** Site address: country required, the rest required per the admin messages, state for the U.S. */
const siteAddressShape = {
  SiteCountry: requiredText('country_req', TEXT_LIMITS.siteField),
  SiteState: optionalText(TEXT_LIMITS.address),
  SiteCity: requiredText('city_req', TEXT_LIMITS.address),
  SiteStreet: requiredText('street_req', TEXT_LIMITS.address),
  SiteApartment: requiredText('apartment_req', TEXT_LIMITS.address),
  SiteZipCode: optionalText(TEXT_LIMITS.address),
};

/**
 * §5: a U.S. country needs its state (site, registration and patient forms alike). Checked on
 * whatever the other fields hold (`when`), so the message comes with the other missing fields,
 * not only once they are fixed.
 */
export function usStateRule(countryKey: string, stateKey: string) {
  const check = (value: Record<string, unknown>) => {
    const country = value[countryKey];
    const state = value[stateKey];
    return !isUnitedStates(typeof country === 'string' ? country : null) || (typeof state === 'string' && state.trim() !== '');
  };
  const params: { path: PropertyKey[]; message: string; when: () => boolean } = {
    path: [stateKey],
    message: 'state_req',
    when: () => true,
  };
  return [check, params] as const;
}

export const siteFormSchema = z
  .object({
    SiteName: requiredText('site_name_req', TEXT_LIMITS.siteField),
    SiteEmail: requiredEmail('site_email_req', 'site_email_invalid', TEXT_LIMITS.siteField),
    SitePhoneNumber: optionalPhone(),
    BackUpData: z.boolean().default(true),
    ...siteAddressShape,
  })
  .refine(...usStateRule('SiteCountry', 'SiteState'));
export type SiteForm = z.infer<typeof siteFormSchema>;

/** The site backup toggle (§2 site admin settings, POST /site/update). */
export const siteBackupSchema = z.object({
  SiteStorageID: requiredText('site_req'),
  BackUpData: requiredBoolean('fill_required'),
});
export type SiteBackup = z.infer<typeof siteBackupSchema>;

/** Dotted version numbers: 1, 1.2, 1.10.0, 10.0.19045.1 */
export const VERSION_NUMBER_PATTERN = /^\d+(\.\d+)*$/;

export const versionFormSchema = z.object({
  VersionType: z.enum(VERSION_TYPE_KEYS as [string, ...string[]], { error: 'version_type_req' }),
  VersionNO: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'version_no_req' })
      .min(1, { error: 'version_no_req', abort: true })
      .max(TEXT_LIMITS.versionNumber, 'max_20')
      .regex(VERSION_NUMBER_PATTERN, 'version_no_inv'),
  ),
  VersionURL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'version_url_req' })
      .min(1, { error: 'version_url_req', abort: true })
      .max(TEXT_LIMITS.versionUrl, 'max_100')
      .url('version_url_inv'),
  ),
  forceUpdate: z.boolean().default(false),
});
export type VersionForm = z.infer<typeof versionFormSchema>;

/** Editing a version: the version form plus the version's storage id. */
export const versionEditSchema = versionFormSchema.extend({ SystemVersionID: requiredText('fill_required') });
export type VersionEdit = z.infer<typeof versionEditSchema>;

/** Message to ECPs (DoctorsIDs) or patients (PatientsIDs): a method and at least one recipient. */
const method = z.enum(MESSAGE_METHODS, { error: 'method_req' });
const recipients = z.array(z.string().min(1), { error: 'recipients_req' }).min(1, { error: 'recipients_req', abort: true });

export const doctorsMessageSchema = z.object({ Method: method, DoctorsIDs: recipients });
export type DoctorsMessage = z.infer<typeof doctorsMessageSchema>;

/** A doctor's message may carry their own text (domain patientMessages.ts); without it, the standard reminder. */
export const patientsMessageSchema = z.object({ Method: method, PatientsIDs: recipients, Text: messageTextSchema.optional() });
export type PatientsMessage = z.infer<typeof patientsMessageSchema>;

/** Lock and unlock send only Enabled (§7). */
export const enabledBodySchema = z.object({ Enabled: z.union([z.literal(0), z.literal(1)]) });

export { emptyToNull };
