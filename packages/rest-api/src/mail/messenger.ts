// Sending e-mail and SMS: the message is written to the outbox (inside the caller's transaction
// when there is one); the outbox worker (outboxWorker.ts) delivers it, retrying when the provider
// fails. `dispatch` after the commit only nudges the worker so the message leaves at once.
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from './mailer';
import { insertOutboxMessage, type OutboxMessage } from './outbox';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outboxWorker';
import type { SmsProvider } from './sms';
import type { Deliver } from './transport';

export interface Messenger {
  /** Writes an e-mail to the outbox with `q`; call `dispatch` once that is committed. */
  queueEmail(q: Queryable, message: { to: string; subject: string; text: string }): Promise<OutboxMessage>;
  queueSms(q: Queryable, message: { to: string; text: string }): Promise<OutboxMessage>;
  /** Tells the worker that committed messages wait (it would find them at its next poll anyway). */
  dispatch(...messages: OutboxMessage[]): void;
  /** Runs work that ends in messages after the answer has left (errors are logged). */
  later(work: () => Promise<void>): void;
  /** Resolves when the later work started so far and the deliveries it led to have finished (tests). */
  idle(): Promise<void>;
  /** The outbox worker of this instance. */
  readonly worker: OutboxWorker;
  /** Whether e-mails leave the portal (SMTP is set); without it they wait in the outbox. */
  readonly deliversEmail: boolean;
  /** Starts the worker's polling. */
  start(): void;
  /** Stops the worker: later work and the deliveries in flight get up to `drainMs`; the rest stays queued. */
  close(drainMs?: number): Promise<void>;
}

/** The worker's tuning (poll interval, lease, jitter...) for tests and settings. */
export type OutboxTuning = Omit<OutboxWorkerOptions, 'db' | 'clock' | 'transports' | 'log'>;

export interface MessengerOptions {
  db: Database;
  clock: Clock;
  /** SMTP; without it e-mails stay queued (the dev mailbox shows them). */
  mailer?: Mailer | null;
  /** An SMS provider; without it text messages stay queued. */
  sms?: SmsProvider | null;
  outbox?: OutboxTuning;
  log?: Pick<Logger, 'warn' | 'error'>;
}

export function createMessenger(options: MessengerOptions): Messenger {
  const { clock, mailer, sms } = options;
  const transports: Partial<Record<'EMAIL' | 'SMS', Deliver>> = {};
  if (mailer) transports.EMAIL = (m) => mailer.send(m);
  if (sms) transports.SMS = (m) => sms.send({ to: m.to, text: m.text, messageId: m.messageId });
  const worker = createOutboxWorker({ ...options.outbox, db: options.db, clock, transports, log: options.log });

  const inFlight = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    const tracked = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const laterDone = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return {
    deliversEmail: Boolean(mailer),
    queueEmail: (q, m) => insertOutboxMessage(q, { channel: 'EMAIL', recipient: m.to, subject: m.subject, body: m.text }, clock.now()),
    queueSms: (q, m) => insertOutboxMessage(q, { channel: 'SMS', recipient: m.to, body: m.text }, clock.now()),
    dispatch(...messages) {
      if (messages.length > 0) worker.nudge();
    },
    later(work) {
      // Started on the next turn, so the answer is on its way first.
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) => options.log?.error({ err: error }, 'background work failed')),
      );
    },
    async idle() {
      while (inFlight.size > 0 || worker.busy) {
        await laterDone();
        await worker.idle();
      }
    },
    worker,
    start: () => worker.start(),
    async close(drainMs = 10_000) {
      const deadline = Date.now() + drainMs;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([laterDone(), new Promise<void>((resolve) => (timeout = setTimeout(resolve, drainMs)))]);
      clearTimeout(timeout);
      await worker.stop(Math.max(0, deadline - Date.now()));
    },
  };
}
