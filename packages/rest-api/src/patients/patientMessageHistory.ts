// A patient's message history: what they were sent, newest first, a page at a time,
// each with its channel, text, time and delivery: queued until the outbox worker tries it,
// retrying after a failed try, then sent, or failed once the provider refused it or the tries ran
// out (the error text itself stays in the outbox). domain/outbox.ts says which.
import { deliveryStatus, type MessageDeliveryStatus, type OutboxStatus } from '@portal/domain/outbox';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';

export type DeliveryStatus = MessageDeliveryStatus;

export interface PatientMessageRecord {
  MessageID: string;
  Channel: 'EMAIL' | 'SMS';
  Body: string;
  SentAt: string;
  Status: DeliveryStatus;
}

type MessagePage = { rows: PatientMessageRecord[]; total: number };

/** One page of the patient's messages and how many there are; the caller checked the patient is theirs. */
export async function readPatientMessages(q: Queryable, patientId: string, page: { limit: number; offset: number }): Promise<MessagePage> {
  const id = patientId.toLowerCase();
  return (await readPatientsMessages(q, [id], page))[id] ?? { rows: [], total: 0 };
}

/**
 * readPatientMessages for several patients: the same page of each, by patient id (lower case; every
 * id given that is a UUID is a key), in two statements whatever their number (the pages by a lateral
 * join, the totals by one grouped count). The caller checked the patients are theirs.
 */
export async function readPatientsMessages(
  q: Queryable,
  patientIds: readonly string[],
  page: { limit: number; offset: number },
): Promise<Record<string, MessagePage>> {
  const ids = [...new Set(patientIds.map((id) => id.toLowerCase()))].filter(isUuid);
  const answer: Record<string, MessagePage> = Object.fromEntries(ids.map((id) => [id, { rows: [], total: 0 }]));
  if (ids.length === 0) return answer;
  const [rows, totals] = await Promise.all([
    q.query<{
      patientId: string;
      id: string;
      channel: 'EMAIL' | 'SMS';
      body: string;
      createdAt: Date;
      status: OutboxStatus | null;
      attempts: number | null;
      error: string | null;
    }>(
      `select p.pid::text as "patientId", m.id, m.channel, m.body, m."createdAt", m.status, m.attempts, m.error
         from unnest($1::uuid[]) with ordinality as p(pid, n)
         cross join lateral (
           select m.id, m.channel, m.body, m.created_at as "createdAt", o.status, o.attempts, o.error
             from patient_messages m left join outbox o on o.id = m.outbox_id
            where m.patient_id = p.pid order by m.created_at desc, m.id limit $2 offset $3) m
        order by p.n, m."createdAt" desc, m.id`,
      [ids, page.limit, page.offset],
    ),
    q.query<{ patientId: string; n: number }>(
      `select patient_id::text as "patientId", count(*)::int as n from patient_messages
        where patient_id = any($1::uuid[]) group by patient_id`,
      [ids],
    ),
  ]);
  for (const m of rows.rows) {
    answer[m.patientId].rows.push({
      MessageID: m.id,
      Channel: m.channel,
      Body: m.body,
      SentAt: m.createdAt.toISOString(),
      // A message whose outbox row is gone (outbox_id set null) was queued once; nothing says more.
      Status: m.status ? deliveryStatus({ status: m.status, attempts: m.attempts ?? 0, error: m.error }) : 'QUEUED',
    });
  }
  for (const { patientId, n } of totals.rows) answer[patientId].total = n;
  return answer;
}
