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

/** What a masked value reads as. */
export const LOG_CENSOR = '[redacted]';

const REDACTED_KEYS: ReadonlySet<string> = new Set([...SECRET_KEYS, ...PERSONAL_KEYS]);

/** How deep a log line's object is walked; anything deeper is masked whole (no line nests that far on purpose). */
export const LOG_REDACTION_DEPTH = 6;

/**
 * A log line's object with the value of every secret or personal key masked, at any depth up to
 * LOG_REDACTION_DEPTH (arrays included). Logs never carry inputs on purpose: this catches a
 * mistake. Copy on write: an object with nothing to mask is returned as it is, so the common line
 * costs a walk of its few keys and allocates nothing (both services' pino `formatters`).
 */
export function redactLogObject<T>(value: T): T {
  return redactValue(value, 0) as T;
}

interface ChildLogger {
  child(bindings: Record<string, unknown>, options?: object): ChildLogger;
}

/**
 * The logger with its children's bindings redacted as lines are (pino's `formatters.bindings`
 * applies to the root's only). Children inherit the root's `child`, so one override covers all.
 */
export function redactChildBindings<L extends object>(logger: L): L {
  const parent = logger as unknown as ChildLogger;
  const child = parent.child;
  parent.child = function (this: ChildLogger, bindings, options) {
    return child.call(this, redactLogObject(bindings), options);
  };
  return logger;
}

/** An error, or pino's serialized copy of one: what a call attached to it is walked too. */
const isErrorLike = (value: object) => typeof (value as { stack?: unknown }).stack === 'string';

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= LOG_REDACTION_DEPTH) return LOG_CENSOR;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      const next = redactValue(value[i], depth + 1);
      if (next !== value[i]) (copy ??= [...value])[i] = next;
    }
    return copy ?? value;
  }
  // Plain objects and errors are walked; dates, buffers, requests and other instances are left to
  // pino's serializers (walking a request would walk its socket).
  const prototype = Object.getPrototypeOf(value) as object | null;
  const plain = prototype === Object.prototype || prototype === null;
  if (!plain && !isErrorLike(value)) return value;
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields);
  // An error's cause is its own field but not an enumerable one.
  if (!plain && Object.prototype.hasOwnProperty.call(fields, 'cause') && !keys.includes('cause')) keys.push('cause');
  let copy: Record<string, unknown> | null = null;
  for (const key of keys) {
    const current = fields[key];
    const next = REDACTED_KEYS.has(key) ? (current === undefined ? current : LOG_CENSOR) : redactValue(current, depth + 1);
    if (next === current) continue;
    // An error's copy stays an error of its kind, message and stack included.
    copy ??= plain
      ? { ...fields }
      : (Object.defineProperties(Object.create(prototype), Object.getOwnPropertyDescriptors(fields)) as Record<string, unknown>);
    copy[key] = next;
  }
  return copy ?? value;
}

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
