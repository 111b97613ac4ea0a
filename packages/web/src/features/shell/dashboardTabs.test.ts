import { describe, expect, it } from 'vitest';
import { firstDashboardPath, roleMayOpen, tabBarFor, tabByPath, tabsForRole, viewerMayOpen } from './dashboardTabs';

describe('dashboard tabs by role (§2, §6)', () => {
  it('sends each role to its first tab', () => {
    expect(firstDashboardPath('DOCTOR')).toBe('/dashboard/patients');
    expect(firstDashboardPath('ADMIN')).toBe('/dashboard/ecps');
    expect(firstDashboardPath('SUPER_ADMIN')).toBe('/dashboard/ecps');
    expect(firstDashboardPath('%future added value')).toBeNull();
  });

  it('gives the Admins and Audit tabs to super admins only', () => {
    expect(tabsForRole('SUPER_ADMIN').map((t) => t.path)).toEqual(['ecps', 'sites', 'devices', 'admins', 'versions', 'pending', 'audit']);
    expect(tabsForRole('ADMIN').map((t) => t.path)).toEqual(['ecps', 'sites', 'devices', 'versions', 'pending']);
    expect(tabsForRole('DOCTOR').map((t) => t.path)).toEqual(['patients', 'archive']);
  });

  it('keeps doctors out of the console and admins out of the patients', () => {
    expect(roleMayOpen('DOCTOR', tabByPath('ecps')!)).toBe(false);
    expect(roleMayOpen('ADMIN', tabByPath('archive')!)).toBe(false);
    expect(roleMayOpen('ADMIN', tabByPath('admins')!)).toBe(false);
    expect(roleMayOpen('SUPER_ADMIN', tabByPath('admins')!)).toBe(true);
  });

  it('opens the site admin area to doctors who administer a site, and to no one else (§2, §6)', () => {
    const siteEcps = tabByPath('siteadmin/ecps')!;
    expect(viewerMayOpen({ role: 'DOCTOR', isSiteAdmin: true }, siteEcps)).toBe(true);
    expect(viewerMayOpen({ role: 'DOCTOR', isSiteAdmin: false }, siteEcps)).toBe(false);
    expect(viewerMayOpen({ role: 'ADMIN', isSiteAdmin: false }, siteEcps)).toBe(false);
    expect(viewerMayOpen({ role: 'SUPER_ADMIN', isSiteAdmin: true }, tabByPath('siteadmin/devices')!)).toBe(false);
    // The rest of the tabs keep the role rule.
    expect(viewerMayOpen({ role: 'DOCTOR', isSiteAdmin: true }, tabByPath('ecps')!)).toBe(false);
    expect(viewerMayOpen({ role: 'DOCTOR', isSiteAdmin: true }, tabByPath('patients')!)).toBe(true);
  });

  it('shows the area’s own tab bar: my site in the site admin view, the role’s elsewhere', () => {
    expect(tabBarFor('DOCTOR', 'siteadmin/devices').map((t) => t.path)).toEqual(['siteadmin/ecps', 'siteadmin/devices']);
    expect(tabBarFor('DOCTOR', 'patients').map((t) => t.path)).toEqual(['patients', 'archive']);
    expect(firstDashboardPath('DOCTOR')).toBe('/dashboard/patients');
  });
});
