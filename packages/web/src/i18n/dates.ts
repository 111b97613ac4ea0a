// §1: dates display as dd/mm/yyyy with 24-hour time, in the browser's time zone.
import { format, isValid, parseISO } from 'date-fns';

export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
export const TIME_FORMAT = 'HH:mm';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** 05/01/2025; '' when there is no valid date. */
export const formatDate = (value: DateInput) => {
  const date = toDate(value);
  return date ? format(date, DATE_FORMAT) : '';
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
  return date ? keepLeftToRight(format(date, DATE_TIME_FORMAT)) : '';
};

/** 05/01/2025 14:03:27 (an audit event's time); '' when there is no valid date. */
export const formatDateTimeSeconds = (value: DateInput) => {
  const date = toDate(value);
  return date ? keepLeftToRight(format(date, `${DATE_TIME_FORMAT}:ss`)) : '';
};

/** 14:03; '' when there is no valid date. */
export const formatTime = (value: DateInput) => {
  const date = toDate(value);
  return date ? format(date, TIME_FORMAT) : '';
};
