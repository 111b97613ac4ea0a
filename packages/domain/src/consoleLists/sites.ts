// The Sites tab's list (§2): its columns in table order, the three that filter by ticked values
// (country, data backup, pending approval: pendingApproval.ts) and the order without a sort (by name).
import type { ConsoleListSpec } from '../consoleList';

export const SITE_LIST_COLUMNS = ['NAME', 'EMAIL', 'PHONE', 'COUNTRY', 'CITY', 'ECP_COUNT', 'DEVICE_COUNT', 'BACKUP', 'PENDING'] as const;
export type SiteListColumn = (typeof SITE_LIST_COLUMNS)[number];

export const SITE_LIST: ConsoleListSpec<SiteListColumn> = {
  columns: SITE_LIST_COLUMNS,
  filterable: ['COUNTRY', 'BACKUP', 'PENDING'],
  conditions: { NAME: 'text', EMAIL: 'text', PHONE: 'text', CITY: 'text', ECP_COUNT: 'number', DEVICE_COUNT: 'number' },
  defaultSort: [{ field: 'NAME', direction: 'ASC' }],
};
