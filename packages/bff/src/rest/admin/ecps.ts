// The REST ECP area (CONTRACT.md "Provider admin: ECPs, admins, messages"): read side.
import { z } from 'zod';
import type { Reauthentication } from '@portal/domain/emailChange';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, idsQuery, optionalText } from './adminPath';
import type { DoctorsMessage, EcpForm } from '@portal/domain/forms';

/** Lock (0) and unlock (1) send only Enabled (§7). */
export type EnabledBody = { Enabled: 0 | 1 };

export const ecpSchema = z.object({
  UserStorageID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: optionalText,
  SocialID: optionalText,
  /** yyyy-mm-dd; absent from a backend that does not keep it. */
  Birthdate: optionalText,
  Profession: z.number().int().nullable().optional().default(null),
  ProfessionLabel: optionalText,
  MedicalLicense: optionalText,
  Notes: optionalText,
  SiteStorageID: optionalText,
  SiteName: optionalText,
  /** The bundled service's: the site's Pending flag (a §7 backend gives none; the site is read then). */
  SitePending: z.number().nullable().optional(),
  isSiteAdmin: z.boolean(),
  Pending: flag,
  Enabled: flag,
  DefaultVAUnit: z.number().int().nullable().optional().default(null),
  NumOfPatients: z.number().int().optional().default(0),
  PendingEmail: optionalText,
  /** The bundled service's record version (a §7 backend keeps none). */
  Version: z.number().int().optional(),
});
export type EcpRecord = z.infer<typeof ecpSchema>;

/** The ECPs list call, read here by id (`ids`) or paged (`limit`). */
export const ECPS_LIST_PATH = '/doctors/getAllECP';
const LIST = ECPS_LIST_PATH;

/** GET /doctors/getAllECP?ids=: the ECPs of `ids` (1 to 100), by last name; unknown ids are absent. */
export async function readEcps(rest: RestClient, uid: string, ids: readonly string[]): Promise<EcpRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  return parseData(z.array(ecpSchema), answer, `GET ${adminLabel(LIST)}`);
}

// Write side. Bodies are already checked with the domain schemas by the caller.
const SIGNUP = '/doctors/signup';
const MESSAGES = '/doctors/sendMessages';
const profilePath = (id: string) => `/doctors/${encodeURIComponent(id)}/profile`;

/** POST /doctors/signup: a new, pending ECP with an invitation (409 'Email must be unique'). */
export async function createEcp(rest: RestClient, uid: string, body: EcpForm): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, SIGNUP), body });
  return parseData(ecpSchema, answer, `POST ${adminLabel(SIGNUP)}`);
}

/** POST /doctors/{id}/profile: the ECP form, or only `{ Enabled }` (lock ends the ECP's sessions). */
export async function updateEcp(
  rest: RestClient,
  uid: string,
  id: string,
  body: (EcpForm & Reauthentication) | EnabledBody,
): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, profilePath(id)), body });
  return parseData(ecpSchema, answer, `POST ${adminLabel('/doctors/{id}/profile')}`);
}

export const messagesSentSchema = z.object({
  recipients: z.number().int(),
  emails: z.number().int(),
  sms: z.number().int(),
  /** Each recipient and channel without an address: nothing was queued that way. */
  skipped: z.array(z.object({ id: z.string(), name: z.string(), channel: z.enum(['EMAIL', 'SMS']) })).default([]),
  /** The bundled service's: locked and pending ECPs it did not message (domain ecpMessaging.ts). */
  notMessaged: z.array(z.object({ id: z.string(), reason: z.enum(['LOCKED', 'PENDING']) })).default([]),
});
export type MessagesSent = z.infer<typeof messagesSentSchema>;

/** POST /doctors/sendMessages: queues the invitation-to-sign-in messages. */
export async function sendMessageToEcps(rest: RestClient, uid: string, body: DoctorsMessage): Promise<MessagesSent> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, MESSAGES), body });
  return parseData(messagesSentSchema, answer, `POST ${adminLabel(MESSAGES)}`);
}
