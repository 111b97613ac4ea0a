// The outbox worker against a real SMTP server: refused, then delivered on a later try
// with every try recorded; refused for good at once on a 5xx; an interrupted delivery taken over by
// another worker with the same Message-ID; and the loop (nudge, poll, drain on stop).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestClock } from '../clock';
import type { Database } from '../db/database';
import { createSmtpMailer, type Mailer } from './mailer';
import { listAttempts } from './outboxStore';
import { outboxEngines, outboxRow, queueMessages, type OutboxStorage } from './outboxTesting';
import { createOutboxWorker } from './outboxWorker';
import type { OutboundMessage } from './transport';
import { freePorts } from '../testing';

const [SMTP_PORT] = await freePorts(1);
const FROM = 'Vista Portal <no-reply@portal.example>';

/** What the SMTP server answers to each message's data, in turn (then: accepted). */
const plan: { code: number; text: string }[] = [];
const received: { to: string[]; messageId: string | null }[] = [];
let smtp: SMTPServer;
let mailer: Mailer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = plan.shift();
        if (refusal) return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1].trim() ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  mailer = createSmtpMailer(`smtp://127.0.0.1:${SMTP_PORT}`, FROM);
});
afterAll(async () => {
  mailer?.close?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const header = (messageId: string) => `<${messageId}@portal.example>`;

describe.each(outboxEngines())('the outbox worker on $name', (engine) => {
  let storage: OutboxStorage;
  let db: Database;
  beforeAll(async () => {
    storage = await engine.open();
    db = storage.db;
  });
  afterAll(() => storage?.dispose());
  beforeEach(async () => {
    plan.length = 0;
    received.length = 0;
    await db.query('delete from outbox');
  });

  it('retries a message the SMTP server refused, delivers it on a later try and records every try', async () => {
    const clock = createTestClock(new Date('2026-04-01T08:00:00Z'));
    const worker = createOutboxWorker({ db, clock, transports: { EMAIL: (m) => mailer.send(m) }, pollMs: null, random: () => 0.5 });
    const [message] = await queueMessages(db, clock.now());
    plan.push({ code: 451, text: 'Greylisted, try again later' });

    expect(await worker.runOnce()).toBe(1);
    const waiting = await outboxRow(db, message.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, deliveredAt: null, claimedBy: null });
    expect(waiting.error).toMatch(/451.*Greylisted/);
    // Half (the jitter drawn) of the first ceiling, one minute.
    expect(waiting.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));
    expect(await worker.runOnce()).toBe(0); // not due yet

    clock.advance(30_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'sent', attempts: 2, error: null, deliveredAt: clock.now() });
    expect(received).toEqual([{ to: [message.recipient], messageId: header(message.messageId) }]);
    const tries = await listAttempts(db, message.id);
    expect(tries.map((t) => [t.attempt, t.worker, t.outcome])).toEqual([
      [1, worker.id, 'retry'],
      [2, worker.id, 'sent'],
    ]);
    expect(tries[0].error).toMatch(/451/);
    expect(tries[1].error).toBeNull();
  });

  it('fails a message the SMTP server refuses for good (5xx) without another try', async () => {
    const clock = createTestClock(new Date('2026-04-02T08:00:00Z'));
    const worker = createOutboxWorker({ db, clock, transports: { EMAIL: (m) => mailer.send(m) }, pollMs: null });
    const [message] = await queueMessages(db, clock.now());
    plan.push({ code: 550, text: 'No such user here' });

    await worker.runOnce();
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'failed', attempts: 1, claimedBy: null });
    clock.advance(24 * 3600_000);
    expect(await worker.runOnce()).toBe(0);
    expect((await listAttempts(db, message.id)).map((t) => t.outcome)).toEqual(['failed']);
    expect(received).toEqual([]);
  });

  it('gives up after the last try', async () => {
    const clock = createTestClock(new Date('2026-04-03T08:00:00Z'));
    const worker = createOutboxWorker({
      db,
      clock,
      transports: { EMAIL: (m) => mailer.send(m) },
      pollMs: null,
      maxAttempts: 3,
      random: () => 0,
    });
    const [message] = await queueMessages(db, clock.now());
    plan.push(...[1, 2, 3, 4].map(() => ({ code: 421, text: 'Service not available' })));
    for (let i = 0; i < 4; i++) await worker.runOnce(); // a zero jitter makes every retry due at once
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await listAttempts(db, message.id)).map((t) => t.outcome)).toEqual(['retry', 'retry', 'failed']);
    expect(plan).toHaveLength(1);
  });

  it('lets another worker take over a delivery whose instance stopped, with the same Message-ID', async () => {
    const clock = createTestClock(new Date('2026-04-04T08:00:00Z'));
    const [message] = await queueMessages(db, clock.now());
    // Worker A hands the message over and hangs (its instance stops before it can mark it).
    let handedOver!: (m: OutboundMessage) => void;
    const seenByA = new Promise<OutboundMessage>((resolve) => (handedOver = resolve));
    let finishA!: () => void;
    const a = createOutboxWorker({
      db,
      clock,
      workerId: 'instance-a',
      pollMs: null,
      transports: { EMAIL: (m) => (handedOver(m), new Promise<void>((resolve) => (finishA = resolve))) },
    });
    const b = createOutboxWorker({ db, clock, workerId: 'instance-b', pollMs: null, transports: { EMAIL: (m) => mailer.send(m) } });

    const roundA = a.runOnce();
    const aMessage = await seenByA;
    expect(await b.runOnce()).toBe(0); // leased to A
    clock.advance(2 * 60_000);
    expect(await b.runOnce()).toBe(1);
    expect(received).toEqual([{ to: [message.recipient], messageId: header(aMessage.messageId) }]);
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'sent', attempts: 2 });

    // A comes back late: its mark changes nothing.
    finishA();
    await roundA;
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await listAttempts(db, message.id)).map((t) => [t.attempt, t.worker, t.outcome])).toEqual([
      [1, 'instance-a', 'abandoned'],
      [1, 'instance-a', 'sent'],
      [2, 'instance-b', 'sent'],
    ]);
  });

  it('delivers on a nudge and on its poll, and stopping waits for the delivery in flight up to the limit', async () => {
    const clock = createTestClock(new Date('2026-04-05T08:00:00Z'));
    const nudged = createOutboxWorker({ db, clock, transports: { EMAIL: (m) => mailer.send(m) }, pollMs: null });
    nudged.start();
    const [first] = await queueMessages(db, clock.now());
    nudged.nudge();
    await nudged.idle();
    expect(await outboxRow(db, first.id)).toMatchObject({ status: 'sent' });
    expect(await nudged.stop()).toBe(true);

    const polling = createOutboxWorker({ db, clock, transports: { EMAIL: (m) => mailer.send(m) }, pollMs: 20 });
    polling.start();
    const [second] = await queueMessages(db, clock.now());
    await expect.poll(async () => (await outboxRow(db, second.id)).status, { timeout: 3000, interval: 20 }).toBe('sent');
    expect(await polling.stop()).toBe(true);

    // Stopping: a slow delivery in flight finishes and is marked; a hung one is left to its lease.
    const slow = createOutboxWorker({
      db,
      clock,
      pollMs: null,
      transports: { EMAIL: (m) => new Promise<void>((resolve) => setTimeout(resolve, 150)).then(() => mailer.send(m)) },
    });
    const [third] = await queueMessages(db, clock.now());
    slow.nudge();
    expect(await slow.stop(5000)).toBe(true);
    expect(await outboxRow(db, third.id)).toMatchObject({ status: 'sent' });
    const [fourth] = await queueMessages(db, clock.now());
    slow.nudge(); // stopped: claims nothing more
    expect(slow.busy).toBe(false);

    const hung = createOutboxWorker({ db, clock, pollMs: null, transports: { EMAIL: () => new Promise<void>(() => undefined) } });
    hung.nudge();
    await expect.poll(async () => (await outboxRow(db, fourth.id)).status, { timeout: 3000, interval: 10 }).toBe('sending');
    const started = Date.now();
    expect(await hung.stop(100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await outboxRow(db, fourth.id)).toMatchObject({ status: 'sending', attempts: 1 });
  });
});
