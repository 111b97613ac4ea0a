// The ECPs tab's list (§2): its columns in table order, the two that filter by ticked values (site,
// locked) and the order without a sort (by last name, then first name). A site admin's list of their
// own site's ECPs has the same columns.
import type { ConsoleListSpec } from '../consoleList';

export const ECP_LIST_COLUMNS = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PROFESSION', 'SITE', 'SITE_ADMIN', 'LOCKED', 'PENDING'] as const;
export type EcpListColumn = (typeof ECP_LIST_COLUMNS)[number];

export const ECP_LIST: ConsoleListSpec<EcpListColumn> = {
  columns: ECP_LIST_COLUMNS,
  filterable: ['SITE', 'LOCKED'],
  conditions: { FIRST_NAME: 'text', LAST_NAME: 'text', EMAIL: 'text', PROFESSION: 'text' },
  defaultSort: [
    { field: 'LAST_NAME', direction: 'ASC' },
    { field: 'FIRST_NAME', direction: 'ASC' },
  ],
};
