// The REST pending-registrations area (CONTRACT.md "Provider admin: sites, pending, devices, versions"):
// the list, reject and approve.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, idsQuery, isoDate, optionalText } from './adminPath';

export const pendingUserSchema = z
  .object({
    id: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    SiteName: optionalText,
    Phone: optionalText,
    PhoneNumber: optionalText,
    createdAt: isoDate,
    // The pending site and account the registration created (null once removed).
    SiteStorageID: z.string().nullish(),
    UserStorageID: z.string().nullish(),
  })
  // §3: "Phone or PhoneNumber": either spelling is read.
  .transform(({ Phone, PhoneNumber, ...rest }) => ({ ...rest, PhoneNumber: PhoneNumber ?? Phone }));
export type PendingUserRecord = z.infer<typeof pendingUserSchema>;

/** The pending registrations list call, read here by id (`ids`) or paged (`limit`). */
export const PENDING_LIST_PATH = '/pendings/getAllPendings';
const LIST = PENDING_LIST_PATH;

/** GET /pendings/getAllPendings?ids=: the registrations of `ids` (1 to 100); unknown ids are absent. */
export async function readPendingUsers(rest: RestClient, uid: string, ids: readonly string[]): Promise<PendingUserRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  return parseData(z.array(pendingUserSchema), answer, `GET ${adminLabel(LIST)}`);
}

const rejectionSchema = z.object({ id: z.string(), SiteStorageID: z.string().nullish(), UserStorageID: z.string().nullish() });
export type PendingRejection = z.infer<typeof rejectionSchema>;

/** DELETE /pending/{id}: rejects a self-registration; answers the pending site and account removed with it. */
export async function deletePendingUser(rest: RestClient, uid: string, id: string): Promise<PendingRejection> {
  const answer = await rest.call({ method: 'DELETE', path: adminPath(uid, `/pending/${encodeURIComponent(id)}`) });
  return parseData(rejectionSchema, answer, `DELETE ${adminLabel('/pending/{id}')}`);
}

const approvalSchema = z.object({ id: z.string(), SiteStorageID: z.string(), UserStorageID: z.string() });
export type PendingApproval = z.infer<typeof approvalSchema>;

/** POST /pending/{id}/approve: activates the registration's site and invites its ECP. */
export async function approvePendingUser(rest: RestClient, uid: string, id: string): Promise<PendingApproval> {
  const path = `/pending/${encodeURIComponent(id)}/approve`;
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, path) });
  return parseData(approvalSchema, answer, `POST ${adminLabel('/pending/{id}/approve')}`);
}
