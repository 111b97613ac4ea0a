import { describe, expect, it } from 'vitest';
import { firstDashboardPath, roleMayOpen, tabByPath, tabsForRole } from './dashboardTabs';

describe('dashboard tabs by role (§2, §6)', () => {
  it('sends each role to its first tab', () => {
    expect(firstDashboardPath('DOCTOR')).toBe('/dashboard/patients');
    expect(firstDashboardPath('ADMIN')).toBe('/dashboard/ecps');
    expect(firstDashboardPath('SUPER_ADMIN')).toBe('/dashboard/ecps');
    expect(firstDashboardPath('%future added value')).toBeNull();
  });

  it('gives the Admins tab to super admins only', () => {
    expect(tabsForRole('SUPER_ADMIN').map((t) => t.path)).toEqual(['ecps', 'sites', 'devices', 'admins', 'versions', 'pending']);
    expect(tabsForRole('ADMIN').map((t) => t.path)).toEqual(['ecps', 'sites', 'devices', 'versions', 'pending']);
    expect(tabsForRole('DOCTOR').map((t) => t.path)).toEqual(['patients', 'archive']);
  });

  it('keeps doctors out of the console and admins out of the patients', () => {
    expect(roleMayOpen('DOCTOR', tabByPath('ecps')!)).toBe(false);
    expect(roleMayOpen('ADMIN', tabByPath('archive')!)).toBe(false);
    expect(roleMayOpen('ADMIN', tabByPath('admins')!)).toBe(false);
    expect(roleMayOpen('SUPER_ADMIN', tabByPath('admins')!)).toBe(true);
  });
});
