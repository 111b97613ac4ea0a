// What no log line of either service may hold: passwords, one-time codes, tokens (sessions, password
// links, report links, device keys) and a patient's data. Both services' pino loggers mask these
// paths and scrub the URLs and error texts they write with the functions below.

/** Keys whose values are secrets, as REST (PascalCase) and GraphQL (camelCase) name them. */
const SECRET_KEYS = [
  'password',
  'Password',
  'newPassword',
  'currentPassword',
  'TwoFaCode',
  'recoveryCode',
  'token',
  'accessToken',
  'linkToken',
  'secret',
  'authorization',
  'cookie',
];

/** Keys whose values are a person's data (patients and clinicians alike). */
const PERSONAL_KEYS = [
  'FirstName',
  'LastName',
  'FullName',
  'SocialID',
  'Birthdate',
  'Email',
  'PhoneNumber',
  'Street',
  'Apartment',
  'City',
  'ZIPCode',
  'Notes',
  'firstName',
  'lastName',
  'fullName',
  'socialId',
  'socialID',
  'birthDate',
  'birthdate',
  'email',
  'phoneNumber',
  'address',
  'notes',
  'search',
  'variables',
  'body',
];

/**
 * pino `redact` paths: each key at the top of a log line's object and one or two levels down
 * (pino's wildcard matches one level). Logs never carry inputs on purpose; these catch a mistake.
 */
export const LOG_REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...[...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** What a masked value reads as. */
export const LOG_CENSOR = '[redacted]';

/** Path segments followed by a token: password links, report links, e-mail-change links. */
const TOKEN_SEGMENTS = /(\/(?:password-links|reports|email-changes|report-links)\/)[^/?#\s"]+/g;

/**
 * A URL or path as a log may show it: tokens carried in paths replaced, a query string (search
 * texts, recipients, link tokens) replaced whole.
 */
export function scrubLoggedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(TOKEN_SEGMENTS, `$1${LOG_CENSOR}`) + (query === -1 ? '' : `?${LOG_CENSOR}`);
}

/** Any URL or API path quoted inside a text (an error's message or stack), scrubbed as scrubLoggedUrl does. */
export function scrubLoggedText(text: string): string {
  return text
    .replace(/\b(https?:\/\/[^\s"'<>]+|\/api\/v1\/[^\s"'<>]+)/g, (url) => scrubLoggedUrl(url))
    .replace(/\b(token|code|password)=[^&\s"']+/gi, `$1=${LOG_CENSOR}`);
}
