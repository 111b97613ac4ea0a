// Patient.version in front of a §7 backend, which keeps no versions: a digest of what the details
// form, the next visit date and the account status change, and of nothing else.
import { describe, expect, it } from 'vitest';
import { patientSchema } from '../../rest/doctor/patients';
import { patientVersionOf } from './patientModel';

const record = (overrides: Record<string, unknown> = {}, pii: Record<string, unknown> = {}) =>
  patientSchema.parse({
    UserStorageID: 'p-1',
    DoctorStorageID: 'd-1',
    PII: { FirstName: 'Luca', LastName: 'Bianchi', City: 'Milano', Birthdate: '2012-04-01', ...pii },
    AccountStatus: 2,
    Enabled: 1,
    NextVisitDate: '2026-07-01T09:30:00.000Z',
    NumOfVisits: 3,
    ...overrides,
  });

describe('patientVersionOf', () => {
  it('is the bundled service’s number when it keeps one', () => {
    expect(patientVersionOf(record({ Version: 7 }))).toBe('7');
  });

  it('digests the edited fields otherwise: a change of the details, next visit or status moves it', () => {
    const base = patientVersionOf(record());
    expect(base).toMatch(/^d[\w-]{16}$/);
    expect(patientVersionOf(record())).toBe(base);
    expect(patientVersionOf(record({}, { City: 'Torino' }))).not.toBe(base);
    expect(patientVersionOf(record({ NextVisitDate: '2026-08-01T09:30:00.000Z' }))).not.toBe(base);
    expect(patientVersionOf(record({ AccountStatus: 3 }))).not.toBe(base);
  });

  it('leaves it alone for what no form edits: visit counts, notifications', () => {
    const base = patientVersionOf(record());
    expect(patientVersionOf(record({ NumOfVisits: 4, NumOfTests: 12, LastNotification: '2026-06-15T10:00:00.000Z' }))).toBe(base);
  });
});
