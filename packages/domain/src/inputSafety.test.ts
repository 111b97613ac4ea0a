import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, isPlainText, isPlausibleDate, unstorableTextProblems } from './inputSafety';
import { newPatientFormSchema, nextVisitSchema, todayExactly } from './patients';
import { newVisitFormSchema } from './visits';
import { ecpFormSchema } from './forms';
import { check } from './validation';

const keys = (schema: Parameters<typeof check>[0], input: unknown) => {
  const r = check(schema, input);
  return r.ok ? [] : r.problems.map((p) => `${p.field}:${p.key}`);
};
const today = () => todayExactly('2026-11-22');
const patient = { FirstName: 'Lia', LastName: 'Rossi', Birthdate: '2015-04-02', Email: 'lia@example.it' };

describe('input that no text may hold', () => {
  it('finds NUL, other control characters and lone surrogates, but keeps tabs, new lines and every script', () => {
    for (const bad of ['ann\u0000@x.it', 'a\u0007b', '\u007f', 'x\uD800', '\uDC00y', 'a\u001Bb'])
      expect(hasUnstorableCharacters(bad)).toBe(true);
    for (const good of ['Line 1\nLine 2\ttab\r', 'דוד כהן', '王小明', 'Zoë 😀', 'Ñandú', ''])
      expect(hasUnstorableCharacters(good)).toBe(false);
  });

  it('refuses bidi overrides and isolates in plain text (a name that reads as another), but not the LRM/RLM marks', () => {
    expect(isPlainText('Jack\u202Ekcaj')).toBe(false);
    expect(isPlainText('a\u2066b\u2069')).toBe(false);
    expect(isPlainText('שלום\u200Fabc\u200E')).toBe(true);
  });

  it('property: any string with a NUL or a lone surrogate inside is unstorable; any well-formed text without controls is storable', () => {
    const bad = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0001');
    fc.assert(fc.property(fc.string(), bad, fc.string(), (a, b, c) => hasUnstorableCharacters(a + b + c)));
    // eslint-disable-next-line no-control-regex -- strips the control characters the property is about
    const clean = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ''));
    fc.assert(fc.property(clean, (s) => !hasUnstorableCharacters(s)));
  });

  it('names every unstorable field of a nested body, object keys included', () => {
    expect(unstorableTextProblems({ Email: 'a\u0000', Visit: { Tests: [{ Name: 'ok' }, { Name: '\uD800' }] }, ['k\u0000']: 1 })).toEqual([
      { field: 'Email', key: 'text_invalid' },
      { field: 'Visit.Tests.1.Name', key: 'text_invalid' },
      { field: '(body)', key: 'text_invalid' },
    ]);
    expect(unstorableTextProblems({ id: 'x\u0000' }, 'path')).toEqual([{ field: 'path.id', key: 'text_invalid' }]);
    expect(unstorableTextProblems(null)).toEqual([]);
  });
});

describe('form fields refuse unstorable and disguised text (§5 key text_invalid)', () => {
  it('patient names, e-mail and notes', () => {
    expect(keys(newPatientFormSchema(today), { ...patient, FirstName: 'Li\u0000a' })).toEqual(['FirstName:text_invalid']);
    expect(keys(newPatientFormSchema(today), { ...patient, LastName: 'Ross\u202Ei' })).toEqual(['LastName:text_invalid']);
    expect(keys(newPatientFormSchema(today), { ...patient, Email: 'lia\u0000@example.it' })).toEqual(['Email:text_invalid']);
    expect(keys(newPatientFormSchema(today), { ...patient, Notes: 'First visit\nsecond line' })).toEqual([]);
    expect(keys(newPatientFormSchema(today), { ...patient, Notes: 'bad\uDC00' })).toEqual(['Notes:text_invalid']);
  });

  it('ECP names', () => {
    const ecp = {
      FirstName: 'A\u202Db',
      LastName: 'Lee',
      Profession: 1,
      PhoneNumber: '555-123456',
      Email: 'a@x.it',
      SiteStorageID: 's',
      isSiteAdmin: false,
    };
    expect(keys(ecpFormSchema, ecp)).toEqual(['FirstName:text_invalid']);
  });
});

describe('impossible dates', () => {
  it('plausible dates run from 1900 to 2100', () => {
    expect(['1900-01-01', '2026-11-22T10:00:00Z', '2100-12-31'].map(isPlausibleDate)).toEqual([true, true, true]);
    expect(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', 'yesterday', '2026-13-01'].map(isPlausibleDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a birthdate in year 0000 or before 1900 is not a valid date', () => {
    expect(keys(newPatientFormSchema(today), { ...patient, Birthdate: '0000-01-01' })).toEqual(['Birthdate:birthdate_inv']);
    expect(keys(newPatientFormSchema(today), { ...patient, Birthdate: '1899-12-31' })).toEqual(['Birthdate:birthdate_inv']);
    expect(keys(newPatientFormSchema(today), { ...patient, Birthdate: '1900-01-01' })).toEqual([]);
  });

  it('visit and next-visit dates out of range are invalid, not merely missing', () => {
    expect(keys(newVisitFormSchema(today), { VisitDate: '0000-01-01', TreatmentDuration: 6, NextVisit: '2026-12-01' })).toEqual([
      'VisitDate:visit_date_inv',
    ]);
    expect(keys(newVisitFormSchema(today), { VisitDate: '2026-11-22', TreatmentDuration: 6, NextVisit: '9999-12-31' })).toEqual([
      'NextVisit:next_visit_inv',
    ]);
    expect(keys(nextVisitSchema(today), { NextVisitDate: '9999-12-31' })).toEqual(['NextVisitDate:next_visit_inv']);
    expect(keys(nextVisitSchema(today), { NextVisitDate: '2027-01-10' })).toEqual([]);
  });
});
