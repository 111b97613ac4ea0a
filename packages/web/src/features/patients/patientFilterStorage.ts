// The Patients tab's remembered view (§2, §3 local storage): the search text under
// searchPatients and the time filter under time_toggle (all, day, week, month, year).
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
