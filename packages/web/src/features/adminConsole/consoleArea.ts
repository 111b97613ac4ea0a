// The console's two homes (§2, §6): the platform admins' dashboard, and a site admin's "my site"
// area under /dashboard/siteadmin with the same ECP and device tables for their own site. The
// address says which one a table is in, so counters and titles lead to the right tab.
import { useLocation } from 'react-router';

export type ConsoleArea = 'platform' | 'siteAdmin';

export const SITE_ADMIN_BASE = '/dashboard/siteadmin';

/** The tab paths (under /dashboard) of each area's tables. */
export const CONSOLE_TAB_PATHS: Record<ConsoleArea, { ecps: string; devices: string }> = {
  platform: { ecps: 'ecps', devices: 'devices' },
  siteAdmin: { ecps: 'siteadmin/ecps', devices: 'siteadmin/devices' },
};

export const consoleAreaOf = (pathname: string): ConsoleArea =>
  pathname === SITE_ADMIN_BASE || pathname.startsWith(`${SITE_ADMIN_BASE}/`) ? 'siteAdmin' : 'platform';

/** The area of the current address. */
export function useConsoleArea(): ConsoleArea {
  return consoleAreaOf(useLocation().pathname);
}
