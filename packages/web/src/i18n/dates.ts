// §1: dates display as dd/mm/yyyy with 24-hour time, in the browser's time zone. Written out
// here rather than with date-fns: every signed-in screen shows dates, and these few patterns are
// all it needs (date-fns stays with the date input, which parses what is typed).

type DateInput = Date | string | number | null | undefined;

// yyyy-mm-dd, optionally with a time (hh:mm, :ss, a fraction) and a zone (Z, ±hh, ±hh:mm, ±hhmm).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO date or date-time as date-fns' parseISO reads it: without a zone in local time (a date
 * alone at local midnight), with one at that instant; null when it is not one or names no real
 * day or time (30 February, 25:00).
 */
function parseIso(text: string): Date | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const milliseconds = match[7] ? Number(`0.${match[7]}`) * 1000 : 0;
  if (month! < 1 || month! > 12 || hours! > 24 || minutes! > 59 || seconds! > 59) return null;
  if (hours === 24 && (minutes !== 0 || seconds !== 0 || milliseconds !== 0)) return null;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (day! < 1 || day! > daysInMonth) return null;
  const zone = match[8];
  if (!zone) return new Date(year!, month! - 1, day!, hours, minutes, seconds, milliseconds);
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetRest = digits.length > 2 ? Number(digits.slice(2)) : 0;
    if (offsetHours > 23 || offsetRest > 59) return null;
    offsetMinutes = sign * (offsetHours * 60 + offsetRest);
  }
  return new Date(Date.UTC(year!, month! - 1, day!, hours, minutes, seconds, milliseconds) - offsetMinutes * 60_000);
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseIso(value) : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
const time = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;

/** 05/01/2025; '' when there is no valid date. */
export const formatDate = (value: DateInput) => {
  const date = toDate(value);
  return date ? day(date) : '';
};

/**
 * In a right-to-left page the bidi algorithm would lay out "05/01/2025 14:03" as "14:03
 * 05/01/2025": the text is isolated as left-to-right (LRI … PDI) there.
 */
const keepLeftToRight = (text: string) =>
  typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? `\u2066${text}\u2069` : text;

/** 05/01/2025 14:03; '' when there is no valid date. */
export const formatDateTime = (value: DateInput) => {
  const date = toDate(value);
  return date ? keepLeftToRight(`${day(date)} ${time(date)}`) : '';
};

/** 05/01/2025 14:03:27 (an audit event's time); '' when there is no valid date. */
export const formatDateTimeSeconds = (value: DateInput) => {
  const date = toDate(value);
  return date ? keepLeftToRight(`${day(date)} ${time(date)}:${two(date.getSeconds())}`) : '';
};

/** 14:03; '' when there is no valid date. */
export const formatTime = (value: DateInput) => {
  const date = toDate(value);
  return date ? time(date) : '';
};
