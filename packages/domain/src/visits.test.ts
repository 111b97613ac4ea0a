import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { newVisitFormSchema } from './visits';
import { todayExactly } from './patients';

const today = () => todayExactly('2026-11-22');
const keys = (body: Record<string, unknown>) => {
  const result = check(newVisitFormSchema(today), body);
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.key}`);
};

describe('newVisitFormSchema', () => {
  it('accepts a visit today with a next visit today or later', () => {
    expect(keys({ VisitDate: '2026-11-22', TreatmentDuration: 6, NextVisit: '2026-11-22' })).toEqual([]);
    expect(keys({ VisitDate: '2026-11-01T09:00:00Z', TreatmentDuration: null, NextVisit: '2027-01-10' })).toEqual([]);
  });
  it('needs both dates, refuses a future visit, a past next visit and durations outside 1-36', () => {
    expect(keys({})).toEqual(['VisitDate:visit_date_req', 'NextVisit:next_visit_req']);
    expect(keys({ VisitDate: '2026-11-23', NextVisit: '2026-11-21', TreatmentDuration: 37 })).toEqual([
      'VisitDate:visit_date_future',
      'TreatmentDuration:treatment_duration_inv',
      'NextVisit:next_visit_past',
    ]);
    expect(keys({ VisitDate: '2026-11-20', NextVisit: '2026-12-01', TreatmentDuration: 0 })).toEqual([
      'TreatmentDuration:treatment_duration_inv',
    ]);
  });
});
