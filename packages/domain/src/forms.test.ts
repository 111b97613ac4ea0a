import { describe, expect, it } from 'vitest';
import { adminFormSchema, ecpFormSchema, isUnitedStates, siteFormSchema, versionFormSchema } from './forms';
import {
  ageOn,
  editPatientFormSchema,
  newPatientFormSchema,
  nextVisitSchema,
  patientCategory,
  todayAnywhere,
  todayExactly,
} from './patients';
import { registrationFormSchema } from './registration';
import { check } from './validation';
import { resolveRole } from './enums';
import { messagesFromBody } from './errors';

const keys = (schema: Parameters<typeof check>[0], input: unknown) => {
  const r = check(schema, input);
  return r.ok ? [] : r.problems.map((p) => `${p.field}:${p.key}`);
};

const now = () => new Date('2026-11-22T10:00:00Z');
const today = () => todayExactly('2026-11-22');

describe('admin and ECP forms (§5)', () => {
  it('admin: names, phone and e-mail required; TwoFA defaults to true', () => {
    expect(keys(adminFormSchema, {})).toEqual([
      'FirstName:first_name_req',
      'LastName:last_name_req',
      'PhoneNumber:phone_number_req',
      'Email:email_req',
    ]);
    const ok = check(adminFormSchema, { FirstName: 'Ann', LastName: 'Lee', PhoneNumber: '+39 06 1234567', Email: 'ann@x.it' });
    expect(ok.ok && ok.value.TwoFA).toBe(true);
  });

  it('ECP: max lengths, profession and site', () => {
    expect(
      keys(ecpFormSchema, {
        FirstName: 'x'.repeat(21),
        LastName: 'Lee',
        Profession: '',
        PhoneNumber: '555-123456',
        Email: 'not-an-email',
        SiteStorageID: '',
        isSiteAdmin: false,
        Notes: 'n'.repeat(501),
      }),
    ).toEqual(['FirstName:max_20', 'Profession:profession_req', 'Email:email_invalid', 'SiteStorageID:site_req', 'Notes:max_500']);
  });

  it('ECP: an optional date of birth (§3), a real day not in the future', () => {
    const ecp = {
      FirstName: 'Ann',
      LastName: 'Lee',
      Profession: 1,
      PhoneNumber: '+39 06 1234567',
      Email: 'ann@x.it',
      SiteStorageID: 'site-1',
      isSiteAdmin: false,
    };
    const none = check(ecpFormSchema, { ...ecp, Birthdate: ' ' });
    expect(none.ok && none.value.Birthdate).toBeNull();
    const given = check(ecpFormSchema, { ...ecp, Birthdate: '1980-03-09', SocialID: 'CN-778' });
    expect(given.ok && [given.value.Birthdate, given.value.SocialID]).toEqual(['1980-03-09', 'CN-778']);
    expect(keys(ecpFormSchema, { ...ecp, Birthdate: '1980-02-30' })).toEqual(['Birthdate:birthdate_inv']);
    expect(keys(ecpFormSchema, { ...ecp, Birthdate: `${new Date().getUTCFullYear() + 1}-01-01` })).toEqual(['Birthdate:birthdate_future']);
  });
});

describe('site form (§5)', () => {
  const site = {
    SiteName: 'North Clinic',
    SiteEmail: 'north@clinic.example',
    SiteCountry: 'Italy',
    SiteCity: 'Rome',
    SiteStreet: 'Via Roma 1',
    SiteApartment: '2',
  };
  it('accepts a complete site and defaults BackUpData to true', () => {
    const r = check(siteFormSchema, site);
    expect(r.ok && r.value.BackUpData).toBe(true);
  });
  it('requires the state for any U.S. spelling', () => {
    for (const c of ['us', 'U.S', 'USA', 'United States']) {
      expect(isUnitedStates(c)).toBe(true);
      expect(keys(siteFormSchema, { ...site, SiteCountry: c })).toEqual(['SiteState:state_req']);
    }
  });
  it('reports the site keys', () => {
    expect(keys(siteFormSchema, { SiteEmail: 'bad' })).toEqual([
      'SiteName:site_name_req',
      'SiteEmail:site_email_invalid',
      'SiteCountry:country_req',
      'SiteCity:city_req',
      'SiteStreet:street_req',
      'SiteApartment:apartment_req',
    ]);
  });
});

describe('version form (§5)', () => {
  it('requires type, dotted number (max 20) and URL (max 100)', () => {
    expect(keys(versionFormSchema, {})).toEqual(['VersionType:version_type_req', 'VersionNO:version_no_req', 'VersionURL:version_url_req']);
    expect(keys(versionFormSchema, { VersionType: 'ET', VersionNO: '1.10.0', VersionURL: 'https://x.example/a' })).toEqual([]);
    expect(keys(versionFormSchema, { VersionType: 'ET', VersionNO: 'v1', VersionURL: 'https://x.example/a' })).toEqual([
      'VersionNO:version_no_inv',
    ]);
  });
});

describe('patient forms (§5)', () => {
  const base = { FirstName: 'Mia', LastName: 'Rossi', Birthdate: '2015-06-01', Email: 'mia@x.example' };
  it('requires names, birthdate and e-mail; birthdate not in the future', () => {
    expect(keys(newPatientFormSchema(today), {})).toEqual([
      'FirstName:first_name_req',
      'LastName:last_name_req',
      'Birthdate:birthdate_req',
      'Email:email_req',
    ]);
    expect(keys(newPatientFormSchema(today), { ...base, Birthdate: '2026-11-23' })).toEqual(['Birthdate:birthdate_future']);
    expect(keys(newPatientFormSchema(today), { ...base, Birthdate: '2026-11-22' })).toEqual([]);
  });
  it('requires the state for U.S. patients and sends empties as null', () => {
    expect(keys(newPatientFormSchema(today), { ...base, Country: 'usa' })).toEqual(['State:state_req']);
    // Said together with the other missing fields, not only once they are fixed.
    expect(keys(newPatientFormSchema(today), { ...base, FirstName: '', Country: ' United States ', State: ' ' })).toEqual([
      'FirstName:first_name_req',
      'State:state_req',
    ]);
    expect(keys(editPatientFormSchema(today), { ...base, Country: 'U.S', State: 'MA' })).toEqual([]);
    const r = check(newPatientFormSchema(today), { ...base, Street: '  ', Country: 'Italy' });
    expect(r.ok && r.value.Street).toBeNull();
  });
  it('edit: e-mail may be cleared', () => {
    expect(keys(editPatientFormSchema(today), { ...base, Email: '' })).toEqual([]);
  });
  it('next visit: required, today allowed, past refused', () => {
    expect(keys(nextVisitSchema(today), {})).toEqual(['NextVisitDate:next_visit_req']);
    expect(keys(nextVisitSchema(today), { NextVisitDate: '2026-11-22' })).toEqual([]);
    expect(keys(nextVisitSchema(today), { NextVisitDate: '2026-11-21' })).toEqual(['NextVisitDate:next_visit_past']);
  });

  it("takes today anywhere on Earth on a server, which does not know the reader's time zone", () => {
    // 23:30 UTC on the 22nd: already the 23rd in Rome (UTC+1), still the 22nd in New York.
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(todayAnywhere(lateEvening)).toEqual({ earliest: '2026-11-22', latest: '2026-11-23' });
    const server = () => todayAnywhere(lateEvening);
    expect(keys(newPatientFormSchema(server), { ...base, Birthdate: '2026-11-23' })).toEqual([]);
    expect(keys(newPatientFormSchema(server), { ...base, Birthdate: '2026-11-24' })).toEqual(['Birthdate:birthdate_future']);
    expect(keys(nextVisitSchema(server), { NextVisitDate: '2026-11-22' })).toEqual([]);
    expect(keys(nextVisitSchema(server), { NextVisitDate: '2026-11-21' })).toEqual(['NextVisitDate:next_visit_past']);
    // UTC−12 and UTC+14 are the ends of the day.
    expect(todayAnywhere(new Date('2026-11-22T11:59:00Z'))).toEqual({ earliest: '2026-11-21', latest: '2026-11-23' });
    expect(todayAnywhere(new Date('2026-11-22T12:00:00Z'))).toEqual({ earliest: '2026-11-22', latest: '2026-11-23' });
    expect(todayAnywhere(new Date('2026-11-22T09:59:00Z'))).toEqual({ earliest: '2026-11-21', latest: '2026-11-22' });
  });
  it('age and category: the 18th birthday makes an adult', () => {
    expect(ageOn('2008-11-22', now())).toBe(18);
    expect(ageOn('2008-11-23', now())).toBe(17);
    expect(patientCategory('2008-11-22', now())).toBe('ADULT');
    expect(patientCategory('2008-11-23', now())).toBe('CHILD');
  });
});

describe('registration (§5)', () => {
  it('requires the provider, site and country', () => {
    expect(keys(registrationFormSchema, { PhoneNumber: '' })).toEqual([
      'FirstName:first_name_req',
      'LastName:last_name_req',
      'Email:email_req',
      'Profession:profession_req',
      'SiteName:site_name_req',
      'SiteEmail:site_email_req',
      'SiteCountry:country_req',
    ]);
  });

  it('asks for the U.S. state together with the other missing fields, not after them', () => {
    expect(keys(registrationFormSchema, { SiteCountry: ' USA ', SiteState: ' ' })).toEqual([
      'FirstName:first_name_req',
      'LastName:last_name_req',
      'Email:email_req',
      'Profession:profession_req',
      'SiteName:site_name_req',
      'SiteEmail:site_email_req',
      'SiteState:state_req',
    ]);
    expect(keys(siteFormSchema, { SiteCountry: 'united states' })).toContain('SiteState:state_req');
  });
});

describe('roles and messages', () => {
  it('resolves the role in the order admin, super admin, doctor (§6)', () => {
    expect(resolveRole(['Doctor', 'VistaAdmin'])).toBe('ADMIN');
    expect(resolveRole(['VistaSuperAdmin'])).toBe('SUPER_ADMIN');
    expect(resolveRole(['Doctor'])).toBe('DOCTOR');
    expect(resolveRole(['Patient'])).toBeNull();
  });
  it('reads messages from a body, stripping quotes (§8)', () => {
    expect(messagesFromBody({ messages: ['"Email must be unique"'] })).toEqual(['Email must be unique']);
    expect(messagesFromBody({ message: "Doctor's site" })).toEqual(["Doctor's site"]);
    expect(messagesFromBody({})).toEqual([]);
  });
});
