// A patient's message history (issue 14): what they were sent, newest first, a page at a time,
// each with its channel, text, time and delivery: queued until the outbox worker tries it,
// retrying after a failed try, then sent, or failed once the provider refused it or the tries ran
// out (issue 16; the error text itself stays in the outbox). domain/outbox.ts says which.
import { deliveryStatus, type MessageDeliveryStatus, type OutboxStatus } from '@portal/domain/outbox';
import type { Queryable } from '../db/database';

export type DeliveryStatus = MessageDeliveryStatus;

export interface PatientMessageRecord {
  MessageID: string;
  Channel: 'EMAIL' | 'SMS';
  Body: string;
  SentAt: string;
  Status: DeliveryStatus;
}

/** One page of the patient's messages and how many there are; the caller checked the patient is theirs. */
export async function readPatientMessages(
  q: Queryable,
  patientId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PatientMessageRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    q.query<{
      id: string;
      channel: 'EMAIL' | 'SMS';
      body: string;
      createdAt: Date;
      status: OutboxStatus | null;
      attempts: number | null;
      error: string | null;
    }>(
      `select m.id, m.channel, m.body, m.created_at as "createdAt", o.status, o.attempts, o.error
         from patient_messages m left join outbox o on o.id = m.outbox_id
        where m.patient_id = $1 order by m.created_at desc, m.id limit $2 offset $3`,
      [patientId, page.limit, page.offset],
    ),
    q.query<{ n: number }>('select count(*)::int as n from patient_messages where patient_id = $1', [patientId]),
  ]);
  return {
    rows: rows.rows.map((m) => ({
      MessageID: m.id,
      Channel: m.channel,
      Body: m.body,
      SentAt: m.createdAt.toISOString(),
      // A message whose outbox row is gone (outbox_id set null) was queued once; nothing says more.
      Status: m.status ? deliveryStatus({ status: m.status, attempts: m.attempts ?? 0, error: m.error }) : 'QUEUED',
    })),
    total: total.rows[0].n,
  };
}
