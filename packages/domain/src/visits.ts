// The new-visit form (/dashboard/NewVisit, §7 addNewVisit): the visit date (required, not in the
// future), the planned treatment length in months, and the next visit (required, not in the past).
// Test results travel with the visit in the §3 shape (testResults.ts), checked item by item.
import { z } from 'zod';
import { systemToday, type Today } from './patients';
import { isPlausibleDate } from './inputSafety';

export const TREATMENT_MONTHS = { min: 1, max: 36 } as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);

export const newVisitFormSchema = (today: () => Today = systemToday) =>
  z.object({
    VisitDate: z.preprocess(
      trimmed,
      z
        .string({ error: 'visit_date_req' })
        .min(1, { error: 'visit_date_req', abort: true })
        .refine(isPlausibleDate, { error: 'visit_date_inv', abort: true })
        .refine((s) => s.slice(0, 10) <= today().latest, 'visit_date_future'),
    ),
    TreatmentDuration: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'treatment_duration_inv' })
        .int('treatment_duration_inv')
        .min(TREATMENT_MONTHS.min, 'treatment_duration_inv')
        .max(TREATMENT_MONTHS.max, 'treatment_duration_inv')
        .nullable(),
    ),
    NextVisit: z.preprocess(
      trimmed,
      z
        .string({ error: 'next_visit_req' })
        .min(1, { error: 'next_visit_req', abort: true })
        .refine(isPlausibleDate, { error: 'next_visit_inv', abort: true })
        .refine((s) => s.slice(0, 10) >= today().earliest, 'next_visit_past'),
    ),
  });
export type NewVisitForm = z.infer<ReturnType<typeof newVisitFormSchema>>;
