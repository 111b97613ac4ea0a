// Sending e-mail and SMS: the message is written to the outbox (inside the caller's transaction
// when there is one), then handed to SMTP or the SMS provider after the answer, never before it.
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from './mailer';
import { insertOutboxMessage, markDelivered, markFailed, type OutboxMessage } from './outbox';
import { outboxOnlySmsProvider, type SmsProvider } from './sms';

export interface Messenger {
  /** Writes an e-mail to the outbox with `q`; call `dispatch` once that is committed. */
  queueEmail(q: Queryable, message: { to: string; subject: string; text: string }): Promise<OutboxMessage>;
  queueSms(q: Queryable, message: { to: string; text: string }): Promise<OutboxMessage>;
  /** Delivers queued messages in the background. */
  dispatch(...messages: OutboxMessage[]): void;
  /** Runs work that ends in messages after the answer has left (errors are logged). */
  later(work: () => Promise<void>): void;
  /** Resolves when every delivery and later work started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MessengerOptions {
  db: Database;
  clock: Clock;
  mailer?: Mailer | null;
  sms?: SmsProvider;
  log?: Pick<Logger, 'warn' | 'error'>;
}

export function createMessenger(options: MessengerOptions): Messenger {
  const { db, clock, mailer } = options;
  const sms = options.sms ?? outboxOnlySmsProvider;
  const inFlight = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    const tracked = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  async function deliver(message: OutboxMessage): Promise<void> {
    try {
      let delivered = false;
      if (message.channel === 'EMAIL' && mailer) {
        await mailer.send({ to: message.recipient, subject: message.subject ?? '', text: message.body });
        delivered = true;
      } else if (message.channel === 'SMS') {
        delivered = await sms.send({ to: message.recipient, text: message.body });
      }
      if (delivered) await markDelivered(db, message.id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The recipient and body are personal data: the log names the outbox row only.
      options.log?.warn({ outboxId: message.id, channel: message.channel, reason }, 'message delivery failed');
      await markFailed(db, message.id, reason).catch(() => undefined);
    }
  }

  return {
    queueEmail: (q, m) => insertOutboxMessage(q, { channel: 'EMAIL', recipient: m.to, subject: m.subject, body: m.text }, clock.now()),
    queueSms: (q, m) => insertOutboxMessage(q, { channel: 'SMS', recipient: m.to, body: m.text }, clock.now()),
    dispatch(...messages) {
      for (const message of messages) track(deliver(message));
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
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
