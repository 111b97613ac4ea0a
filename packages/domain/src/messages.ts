// Validation message keys of §5 and the English text each stands for.
// Schemas report keys; the browser translates them (lingui ids are these keys),
// the BFF and REST service send the English text in §8 error bodies.

export const VALIDATION_MESSAGES = {
  username_req: 'Username is required',
  username_empty_inv: 'Username must be at least 6 characters',
  username_inv: 'Username must be a valid e-mail address',
  pwd_req: 'Password is required',
  pwd_validation:
    'Password must be 8-20 characters with at least one lowercase letter, one uppercase letter, one digit and one of ! @ # % ^ & *, and must not contain $ { } / \\ < > [ ] quotes or backtick',
  pwd_match: 'Passwords must match',
  sign_terms: 'You must sign the Terms of Use first',
  code_req: 'Code is required',
  code_inv: 'The code has 6 digits',
  recovery_code_req: 'Recovery code is required',
  recovery_code_inv: 'A recovery code has 12 letters and digits, as printed: abcd-efgh-2345',
  second_factor_code_req: 'Enter a code from your authenticator app or a recovery code',
  second_factor_code_inv: 'Enter the 6-digit code from your authenticator app or a 12-character recovery code',
  second_factor_code_wrong: 'The code is not correct',
  first_name_req: 'First name is required',
  last_name_req: 'Last name is required',
  profession_req: 'Profession is required',
  phone_number_req: 'Phone number is required',
  phone_number_inv: 'Phone number is not valid',
  email_req: 'E-mail is required',
  email_invalid: 'E-mail is not valid',
  site_req: 'Site is required',
  is_site_admin_req: 'Choose whether the ECP is a site admin',
  site_name_req: 'Site name is required',
  site_email_req: 'Site e-mail is required',
  site_email_invalid: 'Site e-mail is not valid',
  country_req: 'Country is required',
  state_req: 'State is required',
  city_req: 'City is required',
  street_req: 'Street is required',
  apartment_req: 'Apartment is required',
  version_type_req: 'Version type is required',
  version_no_req: 'Version number is required',
  version_no_inv: 'Version number must be dotted numbers, for example 1.10.0',
  version_url_req: 'Version URL is required',
  version_url_inv: 'Version URL is not valid',
  birthdate_req: 'Date of birth is required',
  birthdate_inv: 'Date of birth is not a valid date',
  birthdate_future: 'Date of birth cannot be in the future',
  next_visit_req: 'Next visit date is required',
  next_visit_past: 'Next visit date cannot be in the past',
  visit_date_req: 'Visit date is required',
  visit_date_future: 'Visit date cannot be in the future',
  visit_date_inv: 'Visit date is not a valid date',
  next_visit_inv: 'Next visit date is not a valid date',
  report_time_inv: 'The reported time is not a plausible date and time',
  treatment_duration_inv: 'Treatment duration must be between 1 and 36 months',
  language_inv: 'Language is not supported',
  method_req: 'Choose SMS, e-mail or both',
  recipients_req: 'Please select recipients',
  max_20: 'At most 20 characters',
  max_50: 'At most 50 characters',
  max_100: 'At most 100 characters',
  max_500: 'At most 500 characters',
  fill_required: 'Fill all required fields',
  current_pwd_req: 'Enter your own password to change this e-mail address',
  current_pwd_wrong: 'Your password is not correct: the e-mail address was not changed',
  token_req: 'The link is incomplete. Open it again from the e-mail',
  pwd_wrong: 'The password is not correct',
  text_invalid: 'Remove control or text-direction characters: they are not allowed here',
  date_filter_inv:
    'A date filter compares the date of birth, last visit or next visit with a real day: before, after or on it (yyyy-mm-dd)',
  column_condition_inv:
    'A column filter compares a date with a real day (before, after or on it, yyyy-mm-dd), a number with a number (less than, greater than or equal to it), or looks for a text in a text column (includes)',
  attention_reason_inv: 'The attention reason is one of OVERDUE, NO_RECENT_TEST, WORSENED or FAILED_NOT_RETAKEN',
  attention_threshold_inv:
    'Each attention threshold is a number within its range: days without a test 1-365 (whole days), ACT and fusional breaks 1-50 prism dioptres, stereo acuity 10-2000 arcseconds, visual acuity 0.05-1 logMAR',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value);

/** The English text of a key, or the text itself when it is not a key. */
export const validationText = (keyOrText: string): string =>
  isValidationMessageKey(keyOrText) ? VALIDATION_MESSAGES[keyOrText] : keyOrText;
