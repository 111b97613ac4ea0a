// The Admins tab's list (§2, super admins only): its columns in table order (NAME is the full name
// as shown, first name first; LAST_NAME and FIRST_NAME give the list's own order; ROLE is ADMIN or
// SUPER_ADMIN by the sign-in rule, enums.ts resolveRole), those that filter by ticked values (role,
// two-factor sign-in, locked) and the order without a sort (by last name,
// then first name).
import type { ConsoleListSpec } from '../consoleList';

export const ADMIN_LIST_COLUMNS = ['NAME', 'ROLE', 'EMAIL', 'PHONE', 'TWO_FA', 'LOCKED', 'PENDING', 'LAST_NAME', 'FIRST_NAME'] as const;
export type AdminListColumn = (typeof ADMIN_LIST_COLUMNS)[number];

export const ADMIN_LIST: ConsoleListSpec<AdminListColumn> = {
  columns: ADMIN_LIST_COLUMNS,
  filterable: ['ROLE', 'TWO_FA', 'LOCKED'],
  conditions: { NAME: 'text', EMAIL: 'text', PHONE: 'text' },
  defaultSort: [
    { field: 'LAST_NAME', direction: 'ASC' },
    { field: 'FIRST_NAME', direction: 'ASC' },
  ],
};
