// The Admins tab (§2, super admins only) paged in memory: its columns over the §3 Admin record the
// whole list (GET /VistaAdmins/{uid}/admins/getAllAdmins) answers, as rest-api admin/adminsStore.ts
// ADMIN_LIST_SQL reads them. Derived as the SQL derives them: the name as shown (first name, a space,
// last name), locked (Enabled = 0), pending (Pending = 1) and the role (ADMIN or SUPER_ADMIN, as
// resolveRole reads the account's REST roles).
import type { ConsoleListPage, ConsoleListQuery } from '../../consoleList';
import { resolveRole } from '../../enums';
import { ADMIN_LIST, type AdminListColumn } from '../admins';
import { pageConsoleListInMemory, type ConsoleColumnsInMemory } from './consoleListInMemory';

/** What paging an admin needs, named as the REST AdminRecord (§3 Admin) names it. */
export interface InMemoryAdmin {
  UserStorageID: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string | null;
  TwoFA: boolean;
  /** 0: locked. */
  Enabled: number;
  /** 1: invited, no password yet. */
  Pending: number;
  /** The account's REST roles (§6); absent when the backend does not list them. */
  role?: readonly string[] | null;
}

/** `a = b` in SQL: null when either side is. */
const sqlEquals = (value: number | null | undefined, to: number) => (value === null || value === undefined ? null : value === to);

/** SQL's full name (`first_name || ' ' || last_name`): the NAME column and what a search reads. */
export const adminFullName = (a: Pick<InMemoryAdmin, 'FirstName' | 'LastName'>) => `${a.FirstName} ${a.LastName}`;

export const ADMIN_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemoryAdmin, AdminListColumn> = {
  columns: {
    NAME: { kind: 'text', value: adminFullName },
    ROLE: { kind: 'text', value: (a) => (a.role ? resolveRole(a.role) : null) },
    EMAIL: { kind: 'text', value: (a) => a.Email },
    PHONE: { kind: 'text', value: (a) => a.PhoneNumber },
    TWO_FA: { kind: 'boolean', value: (a) => a.TwoFA },
    LOCKED: { kind: 'boolean', value: (a) => sqlEquals(a.Enabled, 0) },
    PENDING: { kind: 'boolean', value: (a) => sqlEquals(a.Pending, 1) },
    LAST_NAME: { kind: 'text', value: (a) => a.LastName },
    FIRST_NAME: { kind: 'text', value: (a) => a.FirstName },
  },
  // Full name, e-mail, phone.
  search: [adminFullName, (a) => a.Email, (a) => a.PhoneNumber],
  id: (a) => a.UserStorageID,
};

/** The page of the Admins tab `query` asks for, out of every admin. */
export const pageAdminsInMemory = <T extends InMemoryAdmin>(
  admins: readonly T[],
  query: ConsoleListQuery<AdminListColumn>,
): ConsoleListPage<T, AdminListColumn> => pageConsoleListInMemory(admins, ADMIN_LIST, ADMIN_COLUMNS_IN_MEMORY, query);
