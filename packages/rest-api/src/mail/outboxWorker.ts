// The outbox worker: claims due messages, delivers them, records each try, and marks
// them sent, or queued again after a backoff (domain/outbox.ts), or failed. Every instance may
// run one; the claim (outboxStore.ts) keeps two from taking the same message. Delivery is at
// least once: a message is repeated only when an instance accepted it at the provider and then
// could not mark it (stopped, lost the database), and the repeat carries the same message id.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, nextAttempt } from '@portal/domain/outbox';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { OutboxChannel, OutboxMessage } from './outbox';
import { claimDueMessages, reportAttempt, type AttemptOutcome } from './outboxStore';
import { describeFailure, type Deliver } from './transport';

export interface OutboxWorkerOptions {
  db: Database;
  clock: Clock;
  /** The channels this instance can deliver; messages of the others wait for one that can. */
  transports: Partial<Record<OutboxChannel, Deliver>>;
  /** Names the worker in leases and tries; default host:pid:random. */
  workerId?: string;
  /** Looks for due messages this often (ms), besides every nudge; null: on nudges only. Default 1000. */
  pollMs?: number | null;
  /** Messages claimed, and delivered side by side, per round. Default 4. */
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** [0, 1) like Math.random: the backoff's jitter. */
  random?: () => number;
  log?: Pick<Logger, 'warn' | 'error'>;
  /** Told of every delivery try's outcome (the metrics count them). */
  onAttempt?: (attempt: { channel: OutboxChannel; outcome: AttemptOutcome['outcome'] }) => void;
}

export interface OutboxWorker {
  readonly id: string;
  /** Starts polling (nudges work without it). */
  start(): void;
  /** Looks for due messages now (after a commit that queued some). */
  nudge(): void;
  /** One round by hand: claims a batch and delivers it; resolves to how many messages it tried. */
  runOnce(): Promise<number>;
  /** True while a round runs or one is asked for. */
  readonly busy: boolean;
  /** Resolves when no round runs and none is asked for. */
  idle(): Promise<void>;
  /** Stops claiming; waits up to `drainMs` for the deliveries in flight. True when they finished. */
  stop(drainMs?: number): Promise<boolean>;
}

export const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, transports } = options;
  const id = options.workerId ?? defaultWorkerId();
  const pollMs = options.pollMs === undefined ? 1000 : options.pollMs;
  const batchSize = options.batchSize ?? 4;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const random = options.random ?? Math.random;
  const channels = (Object.keys(transports) as OutboxChannel[]).filter((c) => transports[c]);

  let round: Promise<void> | null = null;
  let again = false;
  let polling = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(message: OutboxMessage, deliver: Deliver): Promise<void> {
    const startedAt = clock.now();
    let result: AttemptOutcome;
    try {
      await deliver({ to: message.recipient, subject: message.subject ?? '', text: message.body, messageId: message.messageId });
      result = { outcome: 'sent' };
    } catch (error) {
      const failure = describeFailure(error);
      const decision = nextAttempt({ attemptsMade: message.attempts, permanent: failure.permanent, at: clock.now() }, random, maxAttempts);
      result = decision.retry
        ? { outcome: 'retry', error: failure.text, nextAttemptAt: decision.at }
        : { outcome: 'failed', error: failure.text };
      // The recipient, the text and the provider's words may be personal data: the row and a label only.
      options.log?.warn(
        { outboxId: message.id, channel: message.channel, attempt: message.attempts, code: failure.code, outcome: result.outcome },
        result.outcome === 'retry' ? 'message delivery failed, will retry' : 'message delivery failed for good',
      );
    }
    const report = { id: message.id, worker: id, attempt: message.attempts, startedAt, finishedAt: clock.now() };
    options.onAttempt?.({ channel: message.channel, outcome: result.outcome });
    try {
      const kept = await reportAttempt(db, report, result);
      if (!kept) options.log?.warn({ outboxId: message.id, attempt: message.attempts }, 'outbox lease lost before the message was marked');
    } catch (error) {
      // Unmarked: the lease lapses and another try follows (a repeat, with the same message id).
      options.log?.error({ err: error, outboxId: message.id }, 'recording a delivery failed');
    }
  }

  async function runOnce(): Promise<number> {
    if (channels.length === 0) return 0;
    const claimed = await claimDueMessages(db, { worker: id, now: clock.now(), channels, limit: batchSize, leaseMs, maxAttempts });
    await Promise.all(claimed.map((message) => attempt(message, transports[message.channel]!)));
    return claimed.length;
  }

  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || !polling || pollMs === null) return;
    timer = setTimeout(kick, pollMs);
    timer.unref();
  }

  function kick(): void {
    if (stopped || channels.length === 0) return;
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      do {
        again = false;
        const tried = await runOnce().catch((error: unknown) => {
          options.log?.error({ err: error }, 'claiming outbox messages failed');
          return 0;
        });
        // A full batch suggests more are due: go on without waiting for the poll.
        if (tried >= batchSize) again = true;
      } while (again && !stopped);
    })().finally(() => {
      round = null;
      schedule();
    });
  }

  return {
    id,
    start() {
      polling = true;
      kick();
    },
    nudge: kick,
    runOnce,
    get busy() {
      return round !== null || again;
    },
    async idle() {
      while (round) await round;
    },
    async stop(drainMs = 10_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!round) return true;
      let timeout: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        round.then(() => true),
        new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), drainMs))),
      ]);
      clearTimeout(timeout);
      return drained;
    },
  };
}
