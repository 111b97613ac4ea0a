// Messages to patients (§7 POST /patients/sendMessages), shared by the provider-admin call and the
// ECP call: one outbox message per recipient and channel, queued in one transaction and delivered
// after the answer; a channel a recipient has no address for is skipped and reported. For patients
// the same transaction records each message in their history (migration 014) and sets their
// LastNotification; a doctor may write the text (domain patientMessages.ts).
import type { FastifyRequest } from 'fastify';
import type { AuditEventInput } from '@portal/domain/audit';
import { audit } from '../audit/auditRequest';
import type { MessageMethod } from '@portal/domain/enums';
import type { PatientsMessage } from '@portal/domain/forms';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';
import { badInput } from '../http/errors';
import { fillMessage } from '@portal/domain/patientMessages';
import { patientOwnMessage, patientReminderMessage, type StaffMessage } from '../mail/invitationTemplates';
import type { OutboxMessage } from '../mail/outbox';

export interface Recipient {
  id: string;
  /** Full name, for the report of what could not be sent. */
  name: string;
  email: string | null;
  phone: string | null;
  message: StaffMessage;
}

/** What the sender's transaction also writes, per message queued and once for the recipients reached. */
export interface QueueRecord {
  message: (tx: Queryable, recipient: Recipient, queued: OutboxMessage) => Promise<void>;
  reached: (tx: Queryable, recipientIds: string[]) => Promise<void>;
}

export interface MessagesSent {
  Method: MessageMethod;
  /** Recipients named. */
  recipients: number;
  /** Messages queued per channel. */
  emails: number;
  sms: number;
  /** Channels a recipient has no address for: nothing was queued that way. */
  skipped: { id: string; name: string; channel: 'EMAIL' | 'SMS' }[];
}

/** Distinct ids; an id that is not a UUID can name no one (and would break the query). */
export const distinct = (ids: string[]) => [...new Set(ids.map((id) => id.trim().toLowerCase()))];

/** 400 recipients_req when any id named no reachable recipient: nothing is sent then. */
export function requireAllFound(field: string, ids: string[], found: { id: string }[]): void {
  const known = new Set(found.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw badInput([{ field, key: 'recipients_req' }]);
}

/** Who sends, for the audit trail: the event names the recipients reached (ids only). */
export interface MessageTrail {
  request: FastifyRequest;
  who: Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'>;
  objectType: 'PATIENT' | 'ECP';
}

export async function queueMessages(
  ctx: AppContext,
  method: MessageMethod,
  recipients: Recipient[],
  trail: MessageTrail,
  record?: QueueRecord,
): Promise<MessagesSent> {
  const wantsEmail = method === 'EMAIL' || method === 'BOTH';
  const wantsSms = method === 'SMS' || method === 'BOTH';
  const sent: MessagesSent = { Method: method, recipients: recipients.length, emails: 0, sms: 0, skipped: [] };
  const queued = await ctx.db.transaction(async (tx) => {
    const messages: OutboxMessage[] = [];
    const reached: string[] = [];
    for (const r of recipients) {
      const queued: OutboxMessage[] = [];
      if (wantsEmail && r.email) queued.push(await ctx.messenger.queueEmail(tx, { to: r.email, ...r.message.email }));
      else if (wantsEmail) sent.skipped.push({ id: r.id, name: r.name, channel: 'EMAIL' });
      if (wantsSms && r.phone) queued.push(await ctx.messenger.queueSms(tx, { to: r.phone, text: r.message.sms }));
      else if (wantsSms) sent.skipped.push({ id: r.id, name: r.name, channel: 'SMS' });
      for (const message of queued) await record?.message(tx, r, message);
      if (queued.length > 0) reached.push(r.id);
      messages.push(...queued);
    }
    if (reached.length > 0) {
      await record?.reached(tx, reached);
      await audit(tx, trail.request, trail.who, { action: 'MESSAGE_SEND', objectType: trail.objectType, objectIds: reached });
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
async function patientRecipients(q: Queryable, ids: string[], doctorId: string | null, text: string | null): Promise<Recipient[]> {
  const result = await q.query<{
    id: string;
    email: string | null;
    phone: string | null;
    firstName: string;
    lastName: string;
    nextVisit: string | null;
    clinic: string | null;
    language: string;
  }>(
    `select p.id, p.email, p.phone, p.first_name as "firstName", p.last_name as "lastName",
            to_char(p.next_visit_date at time zone 'UTC', 'DD/MM/YYYY') as "nextVisit", s.name as clinic, u.language
       from patients p join users u on u.id = p.doctor_id
       left join doctors d on d.user_id = p.doctor_id left join sites s on s.id = d.site_id
      where p.id = any($1::uuid[]) and ($2::uuid is null or p.doctor_id = $2::uuid)`,
    [ids.filter(isUuid), doctorId],
  );
  return result.rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    phone: r.phone,
    message: text ? patientOwnMessage({ ...r, text: fillMessage(text, r) }) : patientReminderMessage(r),
  }));
}

/**
 * Sends every named patient the reminder, or the doctor's own text, or sends none (400
 * recipients_req) when one is not reachable. Only a doctor writes their own text: a platform
 * admin's message to patients is always the standard reminder (they read no record).
 */
export async function sendPatientMessages(
  ctx: AppContext,
  body: PatientsMessage,
  options: { doctorId: string | null; senderId: string; trail: Omit<MessageTrail, 'objectType'> },
): Promise<MessagesSent> {
  const ids = distinct(body.PatientsIDs);
  const text = options.doctorId ? (body.Text ?? null) : null;
  const recipients = await patientRecipients(ctx.db, ids, options.doctorId, text);
  requireAllFound('PatientsIDs', ids, recipients);
  const now = ctx.clock.now();
  return queueMessages(
    ctx,
    body.Method,
    recipients,
    { ...options.trail, objectType: 'PATIENT' },
    {
      message: async (tx, recipient, queued) => {
        await tx.query(
          `insert into patient_messages (patient_id, sent_by, channel, body, outbox_id, created_at) values ($1, $2, $3, $4, $5, $6)`,
          [
            recipient.id,
            options.senderId,
            queued.channel,
            queued.channel === 'SMS' ? recipient.message.sms : recipient.message.email.text,
            queued.id,
            now,
          ],
        );
      },
      reached: async (tx, patientIds) => {
        await tx.query('update patients set last_notification = $2 where id = any($1::uuid[])', [patientIds, now]);
      },
    },
  );
}
