// Messages to patients (§7 POST /patients/sendMessages), shared by the provider-admin call and the
// ECP call: one outbox message per recipient and channel, queued in one transaction and delivered
// after the answer; a channel a recipient has no address for is skipped and reported.
import type { MessageMethod } from '@portal/domain/enums';
import type { PatientsMessage } from '@portal/domain/forms';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';
import { badInput } from '../http/errors';
import { patientReminderMessage, type StaffMessage } from '../mail/invitationTemplates';
import type { OutboxMessage } from '../mail/outbox';

export interface Recipient {
  id: string;
  email: string | null;
  phone: string | null;
  message: StaffMessage;
}

export interface MessagesSent {
  Method: MessageMethod;
  /** Recipients named. */
  recipients: number;
  /** Messages queued per channel. */
  emails: number;
  sms: number;
  /** Channels a recipient has no address for. */
  skipped: { id: string; channel: 'EMAIL' | 'SMS' }[];
}

/** Distinct ids; an id that is not a UUID can name no one (and would break the query). */
export const distinct = (ids: string[]) => [...new Set(ids.map((id) => id.trim().toLowerCase()))];

/** 400 recipients_req when any id named no reachable recipient: nothing is sent then. */
export function requireAllFound(field: string, ids: string[], found: { id: string }[]): void {
  const known = new Set(found.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw badInput([{ field, key: 'recipients_req' }]);
}

export async function queueMessages(ctx: AppContext, method: MessageMethod, recipients: Recipient[]): Promise<MessagesSent> {
  const wantsEmail = method === 'EMAIL' || method === 'BOTH';
  const wantsSms = method === 'SMS' || method === 'BOTH';
  const sent: MessagesSent = { Method: method, recipients: recipients.length, emails: 0, sms: 0, skipped: [] };
  const queued = await ctx.db.transaction(async (tx) => {
    const messages: OutboxMessage[] = [];
    for (const r of recipients) {
      if (wantsEmail && r.email) messages.push(await ctx.messenger.queueEmail(tx, { to: r.email, ...r.message.email }));
      else if (wantsEmail) sent.skipped.push({ id: r.id, channel: 'EMAIL' });
      if (wantsSms && r.phone) messages.push(await ctx.messenger.queueSms(tx, { to: r.phone, text: r.message.sms }));
      else if (wantsSms) sent.skipped.push({ id: r.id, channel: 'SMS' });
    }
    return messages;
  });
  sent.emails = queued.filter((m) => m.channel === 'EMAIL').length;
  sent.sms = queued.filter((m) => m.channel === 'SMS').length;
  ctx.messenger.dispatch(...queued);
  return sent;
}

/**
 * Patients read their ECP's language (patients have none of their own) and their clinic's name.
 * With `doctorId`, only that doctor's patients are found (another doctor's id reads as unknown).
 */
async function patientRecipients(q: Queryable, ids: string[], doctorId: string | null): Promise<Recipient[]> {
  const result = await q.query<{
    id: string;
    email: string | null;
    phone: string | null;
    firstName: string;
    clinic: string | null;
    language: string;
  }>(
    `select p.id, p.email, p.phone, p.first_name as "firstName", s.name as clinic, u.language
       from patients p join users u on u.id = p.doctor_id
       left join doctors d on d.user_id = p.doctor_id left join sites s on s.id = d.site_id
      where p.id = any($1::uuid[]) and ($2::uuid is null or p.doctor_id = $2::uuid)`,
    [ids.filter(isUuid), doctorId],
  );
  return result.rows.map((r) => ({ id: r.id, email: r.email, phone: r.phone, message: patientReminderMessage(r) }));
}

/** Sends the reminder to every named patient, or to none (400 recipients_req) when one is not reachable. */
export async function sendPatientMessages(
  ctx: AppContext,
  body: PatientsMessage,
  options: { doctorId: string | null },
): Promise<MessagesSent> {
  const ids = distinct(body.PatientsIDs);
  const recipients = await patientRecipients(ctx.db, ids, options.doctorId);
  requireAllFound('PatientsIDs', ids, recipients);
  return queueMessages(ctx, body.Method, recipients);
}
