// Overdue patients: a patient whose planned next visit day has passed and who has not
// come since. The next visit is planned as a calendar day (stored at 00:00 UTC), so days are
// counted in UTC: on the planned day the patient is due, from the day after overdue. Only the
// active list knows the notion: a completed (archived) patient has no next visit to keep.
const DAY_MS = 86_400_000;

/** The start of today (UTC): a next visit planned before it is overdue. */
export const overdueBefore = (now: Date): Date => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** Whole days the planned next visit is past (1 the day after it), or null when it is not overdue or not planned. */
export function daysOverdue(nextVisitDate: Date | string | null | undefined, now: Date): number | null {
  if (nextVisitDate === null || nextVisitDate === undefined) return null;
  const planned = new Date(nextVisitDate).getTime();
  if (Number.isNaN(planned)) return null;
  const days = Math.floor((overdueBefore(now).getTime() - Math.floor(planned / DAY_MS) * DAY_MS) / DAY_MS);
  return days > 0 ? days : null;
}
