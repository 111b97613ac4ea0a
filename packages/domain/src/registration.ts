// Self-registration (§5 Registration, /register): an ECP together with a new site.
import { z } from 'zod';
import { optionalPhone, optionalText, requiredEmail, requiredText } from './fields';
import { PROFESSION_CODES } from './enums';
import { usStateRule } from './forms';

export const registrationFormSchema = z
  .object({
    FirstName: requiredText('first_name_req', 20),
    LastName: requiredText('last_name_req', 50),
    Email: requiredEmail('email_req', 'email_invalid', 100),
    PhoneNumber: optionalPhone(),
    Profession: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
      z.number({ error: 'profession_req' }).refine((n) => (PROFESSION_CODES as number[]).includes(n), 'profession_req'),
    ),
    MedicalLicense: optionalText(50),
    SiteName: requiredText('site_name_req', 50),
    SiteEmail: requiredEmail('site_email_req', 'site_email_invalid', 100),
    SitePhoneNumber: optionalPhone(),
    BackUpData: z.boolean().default(true),
    SiteCountry: requiredText('country_req', 50),
    SiteState: optionalText(50),
    SiteCity: optionalText(50),
    SiteStreet: optionalText(50),
    SiteApartment: optionalText(50),
    SiteZipCode: optionalText(50),
  })
  .refine(...usStateRule('SiteCountry', 'SiteState'));
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
