// The doctor dashboard's filters and counts (§2), over the whole lists read once per operation:
// search text, the time filter on the last visit, the status toggles and the badge counts.
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import type { PatientRecord } from '../../rest/doctor/patients';
import { matchesSearch } from '../admin/listPage';
import { categoryOf } from './patientModel';

export type VisitPeriod = 'ALL' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type PatientStatusFilter = 'ALL' | 'CHILDREN' | 'ADULTS' | 'PENDING' | 'LOCKED' | 'TESTED';

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

export function inPeriod(p: PatientRecord, start: Date | null): boolean {
  if (!start) return true;
  return p.LastVisit !== null && p.LastVisit.getTime() >= start.getTime();
}

export function matchesStatus(p: PatientRecord, status: PatientStatusFilter, now: Date): boolean {
  switch (status) {
    case 'CHILDREN':
      return categoryOf(p, now) === 'CHILD';
    case 'ADULTS':
      return categoryOf(p, now) === 'ADULT';
    case 'PENDING':
      return p.AccountStatus === ACCOUNT_STATUS.pendingPairing;
    case 'LOCKED':
      return p.Enabled === 0;
    case 'TESTED':
      return p.NumOfTests > 0;
    default:
      return true;
  }
}

/** §2 search: full name, social ID, e-mail or phone. */
export const matchesPatientSearch = (p: PatientRecord, search: string | null | undefined) =>
  matchesSearch(search, [`${p.PII.FirstName} ${p.PII.LastName}`, p.PII.SocialID, p.PII.Email, p.PII.PhoneNumber]);

export interface PatientCountsModel {
  active: number;
  archived: number;
  pending: number;
  locked: number;
  children: number;
  adults: number;
  tested: number;
}

/** The badge and toggle counts over the whole lists (search and filters aside). */
export function patientCounts(active: PatientRecord[], archived: PatientRecord[], now: Date): PatientCountsModel {
  const count = (status: PatientStatusFilter) => active.filter((p) => matchesStatus(p, status, now)).length;
  return {
    active: active.length,
    archived: archived.length,
    pending: count('PENDING'),
    locked: count('LOCKED'),
    children: count('CHILDREN'),
    adults: count('ADULTS'),
    tested: count('TESTED'),
  };
}
