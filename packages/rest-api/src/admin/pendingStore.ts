// Self-registrations waiting for review in the §3 Pending user shape (§7 getAllPendings). The
// writes that settle them are in selfRegistrations.ts.
import type { Queryable } from '../db/database';

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

/** The registrations of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readPendingRegistrations(q: Queryable, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  return (await q.query<Record<string, unknown>>(`${PENDING_SELECT} where id = any($1::uuid[]) ${PENDING_ORDER}`, [ids])).rows;
}
