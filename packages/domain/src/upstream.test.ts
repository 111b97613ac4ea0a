import { describe, expect, it } from 'vitest';
import { REST_ROLES } from './enums';
import { SECTION_7_CALLS, isSection7Call } from './upstream';

const admin = `/${REST_ROLES.admin}s/0b8e`;

describe('the calls of §7', () => {
  it('lists the specification’s calls', () => {
    expect(SECTION_7_CALLS.length).toBeGreaterThanOrEqual(40);
  });

  it('knows §7’s calls with their ids, and only the query §7 gives them', () => {
    expect(isSection7Call('POST', '/signin')).toBe(true);
    expect(isSection7Call('GET', `${admin}/sites/getAllSites`)).toBe(true);
    expect(isSection7Call('DELETE', `${admin}/sites/5f2a`)).toBe(true);
    expect(isSection7Call('GET', '/eyeCareProviders/u1/getallpatients?archive=true')).toBe(true);
    expect(isSection7Call('GET', '/eyeCareProviders/u1/patients/p1/getVisitsData')).toBe(true);
    expect(isSection7Call('POST', '/eyeCareProviders/u1/e9/profile')).toBe(true);
  });

  it('refuses the bundled service’s extensions', () => {
    expect(isSection7Call('GET', '/users/self')).toBe(false);
    expect(isSection7Call('POST', '/signout')).toBe(false);
    expect(isSection7Call('GET', `${admin}/sites/getAllSites?ids=a,b`)).toBe(false);
    expect(isSection7Call('GET', '/eyeCareProviders/u1/patients?limit=14')).toBe(false);
    expect(isSection7Call('GET', '/eyeCareProviders/u1/patients/visits?ids=a')).toBe(false);
    expect(isSection7Call('GET', '/eyeCareProviders/u1/patients/p1/accessLog')).toBe(false);
    expect(isSection7Call('GET', '/capabilities')).toBe(false);
    expect(isSection7Call('GET', '/signin')).toBe(false);
  });
});
