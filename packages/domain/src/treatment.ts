// Treatment progress (§2 Archived patients table): how much of the planned treatment (the first
// visit's TreatmentDuration, months of 30 days) the days from the first to the last visit cover.
// The REST service sorts by the same formula in SQL (patients/patientPages.ts, TREATMENT_PROGRESS).

/** §2: a treatment month is 30 days. */
export const DAYS_PER_TREATMENT_MONTH = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

export interface TreatmentDates {
  /** Months planned at the first visit; null when none was planned. */
  TreatmentDuration: number | null;
  FirstVisit: Date | null;
  LastVisit: Date | null;
}

/** Planned days; null when no treatment length was planned. */
export const treatmentDays = (p: Pick<TreatmentDates, 'TreatmentDuration'>) =>
  p.TreatmentDuration === null ? null : Math.round(p.TreatmentDuration * DAYS_PER_TREATMENT_MONTH);

/** Whole calendar days (UTC) from the first visit to the last one. */
export const daysInTreatment = (p: Pick<TreatmentDates, 'FirstVisit' | 'LastVisit'>) =>
  p.FirstVisit && p.LastVisit ? Math.max(0, Math.round((utcDay(p.LastVisit) - utcDay(p.FirstVisit)) / DAY_MS)) : null;

/** Percent of the planned days done, 0-100; null without a plan or a visit. */
export function treatmentProgress(p: TreatmentDates): number | null {
  const planned = treatmentDays(p);
  const done = daysInTreatment(p);
  if (planned === null || done === null) return null;
  if (planned <= 0) return 100;
  return Math.min(100, Math.round((100 * done) / planned));
}
