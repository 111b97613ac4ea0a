// §2, §6: the dashboard tabs of each role, in order. The first one a role may open is
// where /dashboard leads. Later issues fill each tab's body in its features/<area> folder.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type ViewerRole = 'ADMIN' | 'SUPER_ADMIN' | 'DOCTOR';

export type CountKey = 'patients' | 'archivedPatients' | 'ecps' | 'sites' | 'devices' | 'admins' | 'versions' | 'pendingUsers';

export interface DashboardTab {
  /** The path segment under /dashboard. */
  path: string;
  label: MessageDescriptor;
  roles: readonly ViewerRole[];
  /** The viewer count its badge shows (none for the audit trail, which only grows). */
  count?: CountKey;
  /** A tab of the site admin's "my site" area: doctors with isSiteAdmin only, whatever `roles` says. */
  siteAdmin?: boolean;
  /** The backend feature the tab needs (appInfo.upstream.capabilities): no tab without it. */
  needs?: string;
}

const PLATFORM_ADMINS: readonly ViewerRole[] = ['ADMIN', 'SUPER_ADMIN'];

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { path: 'patients', label: msg`Patients`, roles: ['DOCTOR'], count: 'patients' },
  { path: 'archive', label: msg`Archive`, roles: ['DOCTOR'], count: 'archivedPatients' },
  { path: 'ecps', label: msg`Clinicians`, roles: PLATFORM_ADMINS, count: 'ecps' },
  { path: 'sites', label: msg`Sites`, roles: PLATFORM_ADMINS, count: 'sites' },
  { path: 'devices', label: msg`Devices`, roles: PLATFORM_ADMINS, count: 'devices' },
  { path: 'admins', label: msg`Admins`, roles: ['SUPER_ADMIN'], count: 'admins' },
  { path: 'versions', label: msg`Versions`, roles: PLATFORM_ADMINS, count: 'versions' },
  { path: 'pending', label: msg`Pending`, roles: PLATFORM_ADMINS, count: 'pendingUsers' },
  { path: 'audit', label: msg`Audit`, roles: ['SUPER_ADMIN'], needs: 'AUDIT_TRAIL' },
  // §2 Site admin dashboard (my site): the counts are the site's (profile NumOfECP, NumOfDevices).
  { path: 'siteadmin/ecps', label: msg`Clinicians`, roles: [], count: 'ecps', siteAdmin: true },
  { path: 'siteadmin/devices', label: msg`Devices`, roles: [], count: 'devices', siteAdmin: true },
];

/** The tabs of the site admin's area, in order. */
export const SITE_ADMIN_TABS: readonly DashboardTab[] = DASHBOARD_TABS.filter((tab) => tab.siteAdmin);

/** Who is looking, as far as the tabs go. */
export interface TabViewer {
  role: string;
  isSiteAdmin: boolean;
}

/** Whether `viewer` may open `tab`: the site admin area needs a doctor who administers a site. */
export const viewerMayOpen = (viewer: TabViewer, tab: DashboardTab) =>
  tab.siteAdmin ? viewer.role === 'DOCTOR' && viewer.isSiteAdmin : roleMayOpen(viewer.role, tab);

/** The backend's features (null: the portal's own backend, which has them all). */
export type OfferedFeatures = ReadonlySet<string> | null;

/** Whether the backend offers what `tab` needs. */
export const tabOffered = (tab: DashboardTab, offered: OfferedFeatures) => !tab.needs || offered === null || offered.has(tab.needs);

/** The tab bar shown with `activeTab`: the site admin area's, or the role's, less what the backend lacks. */
export const tabBarFor = (role: string, activeTab: string, offered: OfferedFeatures = null): readonly DashboardTab[] =>
  (tabByPath(activeTab)?.siteAdmin ? SITE_ADMIN_TABS : tabsForRole(role)).filter((tab) => tabOffered(tab, offered));

const isViewerRole = (role: string): role is ViewerRole => role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'DOCTOR';

export const tabsForRole = (role: string): DashboardTab[] =>
  isViewerRole(role) ? DASHBOARD_TABS.filter((tab) => tab.roles.includes(role)) : [];

export const tabByPath = (path: string): DashboardTab | undefined => DASHBOARD_TABS.find((tab) => tab.path === path);

export const dashboardPath = (tab: DashboardTab) => `/dashboard/${tab.path}`;

/** §2: "/dashboard redirects to the first exact-match route allowed for the role". */
export function firstDashboardPath(role: string): string | null {
  const first = tabsForRole(role)[0];
  return first ? dashboardPath(first) : null;
}

export const roleMayOpen = (role: string, tab: DashboardTab) => isViewerRole(role) && tab.roles.includes(role);
