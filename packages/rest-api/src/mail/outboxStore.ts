// The outbox worker's SQL (migration 017): claiming due messages, reporting a try, and reading
// the tries back. The same statements run on PGlite and PostgreSQL.
import { storedError } from '@portal/domain/outbox';
import type { Database, Queryable } from '../db/database';
import { OUTBOX_COLUMNS, type OutboxChannel, type OutboxMessage } from './outbox';

export interface ClaimRequest {
  worker: string;
  now: Date;
  /** Only messages of these channels (those this worker can deliver). */
  channels: OutboxChannel[];
  limit: number;
  leaseMs: number;
  /** A message whose lease lapsed after this many tries is failed instead of taken over. */
  maxAttempts: number;
}

/** The interrupted try a lapsed lease stands for, as recorded. */
const INTERRUPTED = 'the lease lapsed before its worker reported: the instance stopped or hung mid-delivery';

/**
 * Claims up to `limit` due messages for `worker` until now + leaseMs: queued ones whose time has
 * come, oldest first, and those whose lease lapsed. SKIP LOCKED: rows another worker is claiming
 * at this moment are passed over, not waited for, so two workers never take the same message.
 * Each lapsed lease is recorded as an abandoned try; one that had used up its tries is failed.
 * Returns the messages claimed, each with `attempts` = the number of this try.
 */
export async function claimDueMessages(db: Queryable, request: ClaimRequest): Promise<OutboxMessage[]> {
  const result = await db.query<OutboxMessage>(
    `with due as (
       select id, status = 'sending' as lapsed, status = 'sending' and attempts >= $6 as exhausted,
              attempts as previous_attempt, claimed_by as previous_worker, claimed_at as previous_claimed_at
         from outbox
        where channel = any($3::text[])
          and ((status = 'queued' and next_attempt_at <= $1) or (status = 'sending' and claimed_until <= $1))
        order by next_attempt_at, id
        limit $4
        for update skip locked
     ), claimed as (
       update outbox o
          set status = case when due.exhausted then 'failed' else 'sending' end,
              attempts = o.attempts + case when due.exhausted then 0 else 1 end,
              error = case when due.exhausted then $7 else o.error end,
              claimed_by = case when due.exhausted then null else $2 end,
              claimed_at = case when due.exhausted then null else $1::timestamptz end,
              claimed_until = case when due.exhausted then null else $1::timestamptz + $5 * interval '1 millisecond' end
         from due
        where o.id = due.id
       returning o.*
     ), abandoned as (
       insert into outbox_attempts (outbox_id, attempt, worker, started_at, finished_at, outcome, error)
       select id, previous_attempt, coalesce(previous_worker, 'unknown'), coalesce(previous_claimed_at, $1), $1, 'abandoned', $7
         from due where lapsed
     )
     select ${OUTBOX_COLUMNS} from claimed where status = 'sending' order by next_attempt_at, id`,
    [request.now, request.worker, request.channels, request.limit, request.leaseMs, request.maxAttempts, INTERRUPTED],
  );
  return result.rows;
}

export type AttemptOutcome =
  { outcome: 'sent' } | { outcome: 'retry'; error: string; nextAttemptAt: Date } | { outcome: 'failed'; error: string };

export interface AttemptReport {
  id: number;
  worker: string;
  /** The try's number (the message's `attempts` when claimed): with `worker`, the lease's token. */
  attempt: number;
  startedAt: Date;
  finishedAt: Date;
}

/**
 * Records a try and marks its message: sent, queued again for `nextAttemptAt`, or failed. The
 * mark touches the message only while this worker still holds that lease: true when it did. The
 * try is recorded either way (it happened).
 */
export async function reportAttempt(db: Database, report: AttemptReport, result: AttemptOutcome): Promise<boolean> {
  const error = result.outcome === 'sent' ? null : storedError(result.error);
  return db.transaction(async (tx) => {
    const marked = await tx.query(
      `update outbox
          set status = case $5::text when 'sent' then 'sent' when 'retry' then 'queued' else 'failed' end,
              delivered_at = case when $5::text = 'sent' then $4::timestamptz else null end,
              error = $6,
              next_attempt_at = coalesce($7::timestamptz, next_attempt_at),
              claimed_by = null, claimed_at = null, claimed_until = null
        where id = $1 and status = 'sending' and claimed_by = $2 and attempts = $3`,
      [
        report.id,
        report.worker,
        report.attempt,
        report.finishedAt,
        result.outcome,
        error,
        result.outcome === 'retry' ? result.nextAttemptAt : null,
      ],
    );
    await tx.query(
      `insert into outbox_attempts (outbox_id, attempt, worker, started_at, finished_at, outcome, error) values ($1, $2, $3, $4, $5, $6, $7)`,
      [report.id, report.attempt, report.worker, report.startedAt, report.finishedAt, result.outcome, error],
    );
    return marked.rowCount === 1;
  });
}

export interface OutboxAttempt {
  attempt: number;
  worker: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: 'sent' | 'retry' | 'failed' | 'abandoned';
  error: string | null;
}

/** A message's tries, in order. */
export async function listAttempts(q: Queryable, outboxId: number): Promise<OutboxAttempt[]> {
  const result = await q.query<OutboxAttempt>(
    `select attempt, worker, started_at as "startedAt", finished_at as "finishedAt", outcome, error
       from outbox_attempts where outbox_id = $1 order by attempt, id`,
    [outboxId],
  );
  return result.rows;
}

/** How many messages wait by status: queued (due or backing off) and sending (claimed), and failed for good. */
export interface OutboxBacklog {
  /** queued + sending: not yet sent or failed. */
  pending: number;
  queued: number;
  sending: number;
  failed: number;
  /** How long the oldest due message has waited (ms); null when none is due. */
  oldestDueMs: number | null;
}

/** Messages not yet sent, those that failed for good, and how long the oldest due one has waited (metrics, readiness). */
export async function outboxBacklog(q: Queryable, now: Date): Promise<OutboxBacklog> {
  // No index serves the failed count (it scans the outbox): affordable at a scrape every 15 s or
  // more; a partial index on status = 'failed' would bound it should the outbox grow large.
  const result = await q.query<{ queued: number; sending: number; failed: number; oldest: Date | null }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'sending')::int as sending,
            (select count(*)::int from outbox where status = 'failed') as failed,
            min(next_attempt_at) filter (where status = 'queued' and next_attempt_at <= $1) as oldest
       from outbox where status in ('queued', 'sending')`,
    [now],
  );
  const { queued, sending, failed, oldest } = result.rows[0];
  return { pending: queued + sending, queued, sending, failed, oldestDueMs: oldest ? now.getTime() - oldest.getTime() : null };
}
