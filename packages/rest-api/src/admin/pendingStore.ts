// Self-registrations waiting for review in the §3 Pending user shape (§7 getAllPendings). The
// writes that settle them are in selfRegistrations.ts.
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { PENDING_LIST, type PendingListColumn } from '@portal/domain/consoleLists/pending';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';

/** §3 Pending user; Phone and PhoneNumber carry the same number (both spellings are read). */
const PENDING_SELECT = `
  select id, first_name as "FirstName", last_name as "LastName", email as "Email", email as "username",
    site_name as "SiteName", phone as "Phone", phone as "PhoneNumber", created_at as "createdAt",
    site_id as "SiteStorageID", user_id as "UserStorageID"
  from pending_registrations`;

const PENDING_ORDER = 'order by created_at desc, id';

/** Every registration waiting for review, newest first. */
export async function listPendingRegistrations(q: Queryable): Promise<Record<string, unknown>[]> {
  return (await q.query<Record<string, unknown>>(`${PENDING_SELECT} ${PENDING_ORDER}`)).rows;
}

const PENDING_LIST_SQL: ListSql<PendingListColumn> = {
  source: PENDING_SELECT,
  columns: {
    FIRST_NAME: { expr: 'r."FirstName"', kind: 'text' },
    LAST_NAME: { expr: 'r."LastName"', kind: 'text' },
    EMAIL: { expr: 'r."Email"', kind: 'text' },
    SITE: { expr: 'r."SiteName"', kind: 'text' },
    PHONE: { expr: 'r."PhoneNumber"', kind: 'text' },
    CREATED_AT: { expr: 'r."createdAt"', kind: 'date' },
  },
  // What the console's search covered before it was paged: name, e-mail, site name, phone.
  search: [`r."FirstName" || ' ' || r."LastName"`, 'r."Email"', 'r."SiteName"', 'r."PhoneNumber"'],
  id: 'r.id',
};

/** One page of the Pending tab: searched, filtered, sorted and counted in SQL; newest first without a sort. */
export async function pagePendingRegistrations(
  q: Queryable,
  query: ConsoleListQuery<PendingListColumn>,
): Promise<ConsoleListPage<Record<string, unknown>, PendingListColumn>> {
  return readListPage<Record<string, unknown>, PendingListColumn>(q, PENDING_LIST, PENDING_LIST_SQL, query);
}

/** The registrations of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readPendingRegistrations(q: Queryable, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  return (await q.query<Record<string, unknown>>(`${PENDING_SELECT} where id = any($1::uuid[]) ${PENDING_ORDER}`, [ids])).rows;
}
