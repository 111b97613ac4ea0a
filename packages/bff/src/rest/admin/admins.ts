// The REST admins area (CONTRACT.md "Provider admin: ECPs, admins, messages"): read side.
// Super admins only; the REST service refuses anyone else with 403.
import { z } from 'zod';
import type { Reauthentication } from '@portal/domain/emailChange';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, idsQuery, optionalText } from './adminPath';
import type { AdminForm } from '@portal/domain/forms';

export const adminSchema = z.object({
  UserStorageID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: optionalText,
  TwoFA: z.boolean(),
  Enabled: flag,
  Pending: flag,
  role: z.array(z.string()),
  PendingEmail: optionalText,
  /** The bundled service's record version (a §7 backend keeps none). */
  Version: z.number().int().optional(),
});
export type AdminRecord = z.infer<typeof adminSchema>;

/** The admins list call, read here by id (`ids`) or paged (`limit`). */
export const ADMINS_LIST_PATH = '/admins/getAllAdmins';
const LIST = ADMINS_LIST_PATH;

/** GET /admins/getAllAdmins?ids=: the admins of `ids` (1 to 100); other ids are absent. Super admins only. */
export async function readAdmins(rest: RestClient, uid: string, ids: readonly string[]): Promise<AdminRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  return parseData(z.array(adminSchema), answer, `GET ${adminLabel(LIST)}`);
}

// Write side (super admins only). Bodies are already checked with the domain schemas by the caller.
const SIGNUP = '/admins/signup';
const profilePath = (id: string) => `/admins/${encodeURIComponent(id)}/profile`;

/** POST /admins/signup: a new, pending admin with an invitation (409 'Email must be unique'). */
export async function createAdmin(rest: RestClient, uid: string, body: AdminForm): Promise<AdminRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, SIGNUP), body });
  return parseData(adminSchema, answer, `POST ${adminLabel(SIGNUP)}`);
}

/** POST /admins/{id}/profile: the admin form (without TwoFA keeps it), or only `{ Enabled }`; `Version`: the one read (409 when older). */
export async function updateAdmin(
  rest: RestClient,
  uid: string,
  id: string,
  body: ((Partial<AdminForm> & Reauthentication) | { Enabled: 0 | 1 }) & { Version?: number },
): Promise<AdminRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, profilePath(id)), body });
  return parseData(adminSchema, answer, `POST ${adminLabel('/admins/{id}/profile')}`);
}

/** DELETE /admins/{id}/profile (403 for oneself). */
export async function deleteAdmin(rest: RestClient, uid: string, id: string): Promise<void> {
  const answer = await rest.call({ method: 'DELETE', path: adminPath(uid, profilePath(id)) });
  parseData(z.object({ UserStorageID: z.string() }), answer, `DELETE ${adminLabel('/admins/{id}/profile')}`);
}
