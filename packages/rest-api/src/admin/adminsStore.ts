// Storage of platform admins (users with the Admin or SuperAdmin role) in the §3 Admin shape.
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { ADMIN_LIST, type AdminListColumn } from '@portal/domain/consoleLists/admins';
import { REST_ROLES } from '@portal/domain/enums';
import type { AdminForm } from '@portal/domain/forms';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';
import { isUuid } from '../auth/users';
import { pendingEmailColumn } from '../auth/emailChanges';

/** §3 Admin as the REST contract answers it (`username` is the e-mail). */
export interface AdminRecord {
  UserStorageID: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string | null;
  username: string;
  TwoFA: boolean;
  Enabled: number;
  Pending: number;
  role: string[];
  /** The address the admin is asked to move to, until they confirm it. */
  PendingEmail: string | null;
  /** Raised by each edit, lock and unlock: an edit made from an older one is refused. */
  Version: number;
  language: string;
}

const PLATFORM_ROLES = [REST_ROLES.admin, REST_ROLES.superAdmin];

const SELECT_ADMINS = `
  select id as "UserStorageID", first_name as "FirstName", last_name as "LastName", email as "Email",
         phone as "PhoneNumber", email as username, two_fa as "TwoFA", enabled as "Enabled", pending as "Pending",
         roles as role, language, version as "Version",
         ${pendingEmailColumn('users.id')} as "PendingEmail"
    from users
   where roles && $1::text[]`;

const ADMIN_ORDER = 'order by lower(last_name), lower(first_name), id';

export async function listAdmins(q: Queryable): Promise<AdminRecord[]> {
  const result = await q.query<AdminRecord>(`${SELECT_ADMINS} ${ADMIN_ORDER}`, [PLATFORM_ROLES]);
  return result.rows;
}

const FULL_NAME = `r."FirstName" || ' ' || r."LastName"`;

const ADMIN_LIST_SQL: ListSql<AdminListColumn> = {
  source: SELECT_ADMINS,
  sourceParams: [PLATFORM_ROLES],
  columns: {
    // The name as the table shows it (first name first); the list's own order is LAST_NAME, FIRST_NAME.
    NAME: { expr: FULL_NAME, kind: 'text' },
    // ADMIN or SUPER_ADMIN in the order enums.ts resolveRole reads the roles.
    ROLE: {
      expr: `case when '${REST_ROLES.admin}' = any(r.role) then 'ADMIN' when '${REST_ROLES.superAdmin}' = any(r.role) then 'SUPER_ADMIN' end`,
      kind: 'text',
    },
    EMAIL: { expr: 'r."Email"', kind: 'text' },
    PHONE: { expr: 'r."PhoneNumber"', kind: 'text' },
    TWO_FA: { expr: 'r."TwoFA"', kind: 'boolean' },
    LOCKED: { expr: '(r."Enabled" = 0)', kind: 'boolean' },
    PENDING: { expr: '(r."Pending" = 1)', kind: 'boolean' },
    LAST_NAME: { expr: 'r."LastName"', kind: 'text' },
    FIRST_NAME: { expr: 'r."FirstName"', kind: 'text' },
  },
  // What the console searched before it was paged: full name, e-mail, phone.
  search: [FULL_NAME, 'r."Email"', 'r."PhoneNumber"'],
  id: 'r."UserStorageID"',
};

/** One page of the Admins tab: searched, filtered, sorted and counted in SQL. */
export async function pageAdmins(
  q: Queryable,
  query: ConsoleListQuery<AdminListColumn>,
): Promise<ConsoleListPage<AdminRecord, AdminListColumn>> {
  return readListPage<AdminRecord, AdminListColumn>(q, ADMIN_LIST, ADMIN_LIST_SQL, query);
}

/** The admins of `ids` (UUIDs) in the list's order and shape, in one statement; other ids (unknown, not an admin) are absent. */
export async function readAdmins(q: Queryable, ids: readonly string[]): Promise<AdminRecord[]> {
  const result = await q.query<AdminRecord>(`${SELECT_ADMINS} and id = any($2::uuid[]) ${ADMIN_ORDER}`, [PLATFORM_ROLES, ids]);
  return result.rows;
}

export async function findAdmin(q: Queryable, id: string): Promise<AdminRecord | null> {
  if (!isUuid(id)) return null;
  const result = await q.query<AdminRecord>(`${SELECT_ADMINS} and id = $2`, [PLATFORM_ROLES, id]);
  return result.rows[0] ?? null;
}

/** A new admin: no password yet, pending until the invitation is used. */
export async function insertAdmin(q: Queryable, form: AdminForm, language: string): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, roles, language, two_fa, enabled, pending)
     values ($1, null, $2, $3, $4, $5, $6, $7, 1, 1) returning id`,
    [form.Email, form.FirstName, form.LastName, form.PhoneNumber, [REST_ROLES.admin], language, form.TwoFA],
  );
  return result.rows[0].id;
}

/** Edits names, phone, e-mail and, when the body carries it, the second factor. */
export async function updateAdmin(q: Queryable, id: string, form: AdminForm, twoFa: boolean): Promise<void> {
  await q.query('update users set email = $2, first_name = $3, last_name = $4, phone = $5, two_fa = $6 where id = $1', [
    id,
    form.Email,
    form.FirstName,
    form.LastName,
    form.PhoneNumber,
    twoFa,
  ]);
}

/** Removes the account; its tokens go with it, versions it added keep no admin. */
export async function deleteAdmin(q: Queryable, id: string): Promise<void> {
  await q.query('delete from users where id = $1', [id]);
}
