// The Patients tab's remembered view (§2, §3 local storage): the search text under
// searchPatients and the time filter under time_toggle (all, day, week, month, year); and both
// patient tables' column filters (checkboxes, date conditions), as JSON.
import type { ColumnFiltersState } from '@tanstack/react-table';
import { STORAGE_KEYS, VISIT_PERIODS, type VisitPeriod } from '@portal/domain/constants';
import { readStored, writeStored } from '../../session/storage';

/** GraphQL VisitPeriod values. */
export type VisitPeriodValue = 'ALL' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export const storedPatientSearch = () => readStored(STORAGE_KEYS.searchPatients) ?? '';

export const storePatientSearch = (text: string) => writeStored(STORAGE_KEYS.searchPatients, text ? text : null);

const isStoredPeriod = (value: string | null): value is VisitPeriod => VISIT_PERIODS.some((period) => period === value);

export const toVisitPeriod = (stored: VisitPeriod): VisitPeriodValue => stored.toUpperCase() as VisitPeriodValue;

export function storedVisitPeriod(): VisitPeriodValue {
  const value = readStored(STORAGE_KEYS.timeToggle);
  return isStoredPeriod(value) ? toVisitPeriod(value) : 'ALL';
}

/** Remembers a chosen period; null forgets it (the active button clicked again). */
export const storeVisitPeriod = (period: VisitPeriodValue | null) =>
  writeStored(STORAGE_KEYS.timeToggle, period === null ? null : period.toLowerCase());

/** Where a patient table keeps its column filters. */
export type ColumnFiltersKey = typeof STORAGE_KEYS.patientsColumnFilters | typeof STORAGE_KEYS.archiveColumnFilters;

/** The stored column filters, each `{ id, value }`; [] when none or unreadable (the caller keeps the ones it knows). */
export function storedColumnFilters(key: ColumnFiltersKey): ColumnFiltersState {
  try {
    const parsed: unknown = JSON.parse(readStored(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is ColumnFiltersState[number] => typeof entry?.id === 'string' && 'value' in entry)
      : [];
  } catch {
    return [];
  }
}

/** Remembers the column filters; none forgets them. */
export const storeColumnFilters = (key: ColumnFiltersKey, filters: ColumnFiltersState) =>
  writeStored(key, filters.length > 0 ? JSON.stringify(filters) : null);
