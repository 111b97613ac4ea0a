// The outbox table: every e-mail and SMS the portal sends, kept with its delivery outcome.
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
  error: string | null;
}

const COLUMNS = `id, channel, recipient, subject, body, created_at as "createdAt", delivered_at as "deliveredAt", error`;

export async function insertOutboxMessage(
  q: Queryable,
  message: { channel: OutboxChannel; recipient: string; subject?: string | null; body: string },
  now: Date,
): Promise<OutboxMessage> {
  const result = await q.query<OutboxMessage>(
    `insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [message.channel, message.recipient, message.subject ?? null, message.body, now],
  );
  return result.rows[0];
}

export async function markDelivered(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('update outbox set delivered_at = $2, error = null where id = $1', [id, now]);
}

export async function markFailed(q: Queryable, id: number, error: string): Promise<void> {
  await q.query('update outbox set error = $2 where id = $1', [id, error.slice(0, 1000)]);
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
      `select ${COLUMNS} from outbox where ($1::text is null or lower(recipient) = lower($1))
        order by id desc limit $2 offset $3`,
      [recipient, query.limit, query.offset],
    ),
    q.query<{ total: number }>('select count(*)::int as total from outbox where ($1::text is null or lower(recipient) = lower($1))', [
      recipient,
    ]),
  ]);
  return { messages: page.rows, total: count.rows[0].total };
}
