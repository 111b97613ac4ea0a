// The Pending tab's list (§2): its columns in table order and when the registration was made, the
// one that filters by ticked values (site name) and the order without a sort (newest first).
import type { ConsoleListSpec } from '../consoleList';

export const PENDING_LIST_COLUMNS = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'SITE', 'PHONE', 'CREATED_AT'] as const;
export type PendingListColumn = (typeof PENDING_LIST_COLUMNS)[number];

export const PENDING_LIST: ConsoleListSpec<PendingListColumn> = {
  columns: PENDING_LIST_COLUMNS,
  filterable: ['SITE'],
  conditions: { FIRST_NAME: 'text', LAST_NAME: 'text', EMAIL: 'text', PHONE: 'text', CREATED_AT: 'date' },
  defaultSort: [{ field: 'CREATED_AT', direction: 'DESC' }],
};
