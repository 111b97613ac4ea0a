// The outbox table: every e-mail and SMS the portal sends, kept with its delivery outcome.
import type { OutboxStatus } from '@portal/domain/outbox';
import type { Queryable } from '../db/database';

export type OutboxChannel = 'EMAIL' | 'SMS';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
  deliveredAt: Date | null;
  /** The last try's error (kept while it is retried; cleared once sent). */
  error: string | null;
  status: OutboxStatus;
  /** Tries started so far. */
  attempts: number;
  nextAttemptAt: Date;
  /** Stable across tries: the Message-ID header and the provider's idempotency key (a UUID). */
  messageId: string;
}

export const OUTBOX_COLUMNS = `id, channel, recipient, subject, body, created_at as "createdAt", delivered_at as "deliveredAt", error,
  status, attempts, next_attempt_at as "nextAttemptAt", message_id as "messageId"`;

export async function insertOutboxMessage(
  q: Queryable,
  message: { channel: OutboxChannel; recipient: string; subject?: string | null; body: string },
  now: Date,
): Promise<OutboxMessage> {
  const result = await q.query<OutboxMessage>(
    // Due at once; the worker's clock (the service's) decides, not the database's.
    `insert into outbox (channel, recipient, subject, body, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $5) returning ${OUTBOX_COLUMNS}`,
    [message.channel, message.recipient, message.subject ?? null, message.body, now],
  );
  return result.rows[0];
}

export interface OutboxQuery {
  recipient?: string | null;
  limit: number;
  offset: number;
}

/** Newest first; `recipient` matches whatever its case. */
export async function listOutbox(q: Queryable, query: OutboxQuery): Promise<{ messages: OutboxMessage[]; total: number }> {
  const recipient = query.recipient?.trim() || null;
  const [page, count] = await Promise.all([
    q.query<OutboxMessage>(
      `select ${OUTBOX_COLUMNS} from outbox where ($1::text is null or lower(recipient) = lower($1))
        order by id desc limit $2 offset $3`,
      [recipient, query.limit, query.offset],
    ),
    q.query<{ total: number }>('select count(*)::int as total from outbox where ($1::text is null or lower(recipient) = lower($1))', [
      recipient,
    ]),
  ]);
  return { messages: page.rows, total: count.rows[0].total };
}
