// The doctor's patient lists (§2 Active and Archived patients tables) as the database serves them:
// the time filter on the last visit, the status toggles, the sortable columns, the page size and
// the query the paged REST call takes. The REST service turns these into SQL; the BFF and the web
// name the same things, so a list behaves the same whoever pages it.
import { z } from 'zod';
import { ADULT_AGE } from './constants';
import { formatDateCondition, parseDateCondition, type DateCondition } from './dateCondition';
import { isPlainText } from './inputSafety';

export const VISIT_PERIODS = ['ALL', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export const PATIENT_STATUS_FILTERS = ['ALL', 'CHILDREN', 'ADULTS', 'PENDING', 'LOCKED', 'TESTED', 'OVERDUE'] as const;
export type PatientStatusFilter = (typeof PATIENT_STATUS_FILTERS)[number];

/** The columns a patient list sorts by (§2 multi-sort), as the REST query names them. */
export const PATIENT_SORT_FIELDS = [
  'LAST_NAME',
  'FIRST_NAME',
  'SOCIAL_ID',
  'BIRTHDATE',
  'GENDER',
  'LAST_VISIT',
  'DEVICE_ID',
  'DATE_OF_ACTIVATION',
  'MISSED_VISITS',
  'TREATMENT_PROGRESS',
  'NEXT_VISIT',
] as const;
export type PatientSortField = (typeof PATIENT_SORT_FIELDS)[number];
export interface PatientSort {
  field: PatientSortField;
  direction: 'ASC' | 'DESC';
}

/** The date columns a list filters by a condition: before, after or on a day (§2 search options, dateCondition.ts). */
export const PATIENT_DATE_FIELDS = ['BIRTHDATE', 'LAST_VISIT', 'NEXT_VISIT'] as const;
export type PatientDateField = (typeof PATIENT_DATE_FIELDS)[number];
export interface PatientDateCondition extends DateCondition {
  field: PatientDateField;
}
/** Two a column at most: a range is after one day and before another. */
export const MAX_DATE_CONDITIONS = PATIENT_DATE_FIELDS.length * 2;

/** "LAST_VISIT:BEFORE:2026-01-15" → the condition; null when it is not one. */
export function parsePatientDateCondition(text: string): PatientDateCondition | null {
  const at = text.indexOf(':');
  const field = text.slice(0, at).trim();
  if (at < 0 || !(PATIENT_DATE_FIELDS as readonly string[]).includes(field)) return null;
  const condition = parseDateCondition(text.slice(at + 1));
  return condition ? { field: field as PatientDateField, ...condition } : null;
}

/** The condition as parsePatientDateCondition reads it (the REST `dates` items). */
export const formatPatientDateCondition = (condition: PatientDateCondition): string =>
  `${condition.field}:${formatDateCondition(condition)}`;

const dateConditionItem = z.string().transform((text, ctx) => {
  const condition = parsePatientDateCondition(text);
  if (condition) return condition;
  ctx.addIssue({ code: 'custom', message: 'date_filter_inv' });
  return z.NEVER;
});

/** Without a sort: by last name, then first name (ties by id, so pages never overlap). */
export const DEFAULT_PATIENT_SORT: readonly PatientSort[] = [
  { field: 'LAST_NAME', direction: 'ASC' },
  { field: 'FIRST_NAME', direction: 'ASC' },
];

/** The most rows one page may ask for (the GraphQL connections' `first` cap). */
export const MAX_PAGE_SIZE = 100;
/** §5: the search input is trimmed to this many characters. */
export const SEARCH_MAX_LENGTH = 50;

/** The same instant `months` calendar months earlier, the day clamped to the shorter month (31 Mar → 28/29 Feb). */
function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

/**
 * The earliest last visit a period keeps: DAY from midnight UTC today, WEEK the last 7 days, MONTH
 * and YEAR from the same day (and time) a month or a year ago; null (ALL) keeps every patient.
 */
export function periodStart(period: VisitPeriod, now: Date): Date | null {
  switch (period) {
    case 'DAY':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case 'WEEK':
      return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    case 'MONTH':
      return monthsBefore(now, 1);
    case 'YEAR':
      return monthsBefore(now, 12);
    default:
      return null;
  }
}

/** §9: the latest birthdate of an adult on `now` (born on or before it: 18 or older). */
export function adultBornOnOrBefore(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - ADULT_AGE, now.getUTCMonth(), now.getUTCDate()));
  // 29 February of a leap year, 18 years on, is 1 March: the day after the last eligible birthdate.
  if (d.getUTCMonth() !== now.getUTCMonth()) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

const sortItem = z
  .string()
  .regex(/^[A-Z_]+:(ASC|DESC)$/)
  .transform((text) => {
    const [field, direction] = text.split(':');
    return { field, direction } as PatientSort;
  })
  .refine((s) => (PATIENT_SORT_FIELDS as readonly string[]).includes(s.field));

const count = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), z.number().int().min(0).max(max));

/** A page of a patient's message history (REST `GET .../patients/{id}/messages`): `limit` 1-100 (20), `offset`. */
export const messagePageQuerySchema = z.object({ limit: count(MAX_PAGE_SIZE, 20).pipe(z.number().min(1)), offset: count(10_000_000, 0) });

/**
 * The paged list query (REST `GET /eyeCareProviders/{uid}/patients`): offset and limit, the search
 * text, the time filter, the status toggle, the gender filter (§2 column checkboxes; empty: all),
 * the sort as `FIELD:ASC|DESC` items, comma-separated, most significant first, and the date
 * columns' conditions.
 */
export const patientPageQuerySchema = z.object({
  archive: z.preprocess((v) => String(v ?? '').toLowerCase() === 'true', z.boolean()),
  offset: count(10_000_000, 0),
  limit: count(MAX_PAGE_SIZE, 20),
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, SEARCH_MAX_LENGTH) || null : null),
    z.string().refine(isPlainText, 'text_invalid').nullable(),
  ),
  period: z.preprocess((v) => v ?? 'ALL', z.enum(VISIT_PERIODS, { error: 'fill_required' })),
  status: z.preprocess((v) => v ?? 'ALL', z.enum(PATIENT_STATUS_FILTERS, { error: 'fill_required' })),
  // Absent: every gender; present but empty: none ticked (no patient shows); NONE: not recorded.
  genders: z.preprocess(
    (v) => (typeof v !== 'string' ? null : v.trim() === '' ? [] : v.split(',').map((g) => (g === 'NONE' ? null : Number(g)))),
    z.array(z.number().int().min(1).max(9).nullable()).max(10).nullable(),
  ),
  // The archive's Status column (§3 Status 1: missed more than 30%): absent every patient, else the
  // ticked values (true: missed, false: on track); empty: none ticked.
  missed: z.preprocess(
    (v) =>
      typeof v !== 'string' ? null : v.trim() === '' ? [] : v.split(',').map((m) => (m === 'true' ? true : m === 'false' ? false : m)),
    z.array(z.boolean()).max(2).nullable(),
  ),
  sort: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',') : []),
    z.array(sortItem, { error: 'fill_required' }).max(PATIENT_SORT_FIELDS.length),
  ),
  // The date columns' conditions, every one kept (`FIELD:BEFORE|AFTER|ON:yyyy-mm-dd`, comma-separated;
  // the parameter given twice counts both). Absent or empty: no condition.
  dates: z.preprocess(
    (v) =>
      (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v])
        .flatMap((item) => String(item).split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    z.array(dateConditionItem).max(MAX_DATE_CONDITIONS, 'date_filter_inv'),
  ),
});
export type PatientPageQuery = z.infer<typeof patientPageQuerySchema>;

/** The same query as REST reads it, for callers building the address (the BFF). */
export function patientPageQueryString(query: Partial<PatientPageQuery>): Record<string, string | undefined> {
  return {
    archive: query.archive ? 'true' : undefined,
    offset: query.offset !== undefined ? String(query.offset) : undefined,
    limit: query.limit !== undefined ? String(query.limit) : undefined,
    search: query.search ?? undefined,
    period: query.period && query.period !== 'ALL' ? query.period : undefined,
    status: query.status && query.status !== 'ALL' ? query.status : undefined,
    genders: query.genders ? query.genders.map((g) => (g === null ? 'NONE' : String(g))).join(',') : undefined,
    missed: query.missed ? query.missed.map(String).join(',') : undefined,
    sort: query.sort && query.sort.length > 0 ? query.sort.map((s) => `${s.field}:${s.direction}`).join(',') : undefined,
    dates: query.dates && query.dates.length > 0 ? query.dates.map(formatPatientDateCondition).join(',') : undefined,
  };
}
