// The SMS provider over HTTP against a local fake of a Twilio-style API: the form post,
// basic authentication and idempotency key; 2xx accepted, a 4xx refusal failed without another try,
// 5xx, 429 and an unreachable provider tried again with the same key. And its settings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createTestClock } from '../clock';
import { smsSettingsFromEnv } from '../config';
import type { Database } from '../db/database';
import { listAttempts } from './outboxStore';
import { outboxEngines, outboxRow, queueMessages, type OutboxStorage } from './outboxTesting';
import { createOutboxWorker } from './outboxWorker';
import { createHttpSmsProvider } from './smsHttp';
import { DeliveryError } from './transport';
import { freePorts } from '../testing';

// Ports the system hands out: one the fake provider listens on, one nothing does.
const [PORT, CLOSED_PORT] = await freePorts(2);
const URL_ = `http://127.0.0.1:${PORT}/2010-04-01/Accounts/AC123/Messages.json`;

interface Seen {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}
const seen: Seen[] = [];
/** Answers in turn (then: 201). */
const answers: { status: number; body?: unknown }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const answer = answers.shift() ?? { status: 201, body: { sid: 'SM1', status: 'queued' } };
      // No keep-alive: a pooled connection the server closed while PGlite started would reset the next post.
      response.writeHead(answer.status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answers.length = 0;
});

const provider = createHttpSmsProvider({ url: URL_, from: '+15005550006', account: 'AC123', token: 's3cret' });
const message = { to: '+39 333 000 1111', text: 'Your next visit is tomorrow at 10:30', messageId: '5b0e8d1c-0000-4000-8000-000000000001' };

describe('the HTTP SMS provider', () => {
  it('posts To, From and Body as a form, with basic authentication and the message id as idempotency key', async () => {
    await provider.send(message);
    expect(seen).toEqual([
      {
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${Buffer.from('AC123:s3cret').toString('base64')}`,
        idempotencyKey: message.messageId,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+39 333 000 1111', From: '+15005550006', Body: 'Your next visit is tomorrow at 10:30' },
      },
    ]);
    await createHttpSmsProvider({ url: URL_, from: 'Vista' }).send(message);
    expect(seen[1].authorization).toBeUndefined();
  });

  it('reads a 4xx as a refusal for good, and 5xx, 429 and no answer as passing', async () => {
    const failure = async (send: () => Promise<void>) => {
      const error = await send().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DeliveryError);
      return error as DeliveryError;
    };
    answers.push({ status: 400, body: { code: 21211, message: "The 'To' number is not valid." } });
    expect(await failure(() => provider.send(message))).toMatchObject({
      permanent: true,
      code: 'HTTP 400',
      message: "SMS provider answered 400: 21211 The 'To' number is not valid.",
    });
    answers.push({ status: 503 }, { status: 429 });
    expect(await failure(() => provider.send(message))).toMatchObject({ permanent: false, code: 'HTTP 503' });
    expect(await failure(() => provider.send(message))).toMatchObject({ permanent: false, code: 'HTTP 429' });
    const offline = createHttpSmsProvider({ url: `http://127.0.0.1:${CLOSED_PORT}/sms`, from: 'Vista' });
    expect(await failure(() => offline.send(message))).toMatchObject({ permanent: false, code: 'ECONNREFUSED' });
  });

  it('refuses settings it cannot use', () => {
    expect(() => createHttpSmsProvider({ url: 'ftp://sms.example/', from: 'Vista' })).toThrow(/http or https/);
    expect(() => createHttpSmsProvider({ url: URL_, from: 'Vista', account: 'AC1' })).toThrow(/both or neither/);
  });
});

describe('SMS settings (SMS_URL, SMS_FROM, SMS_ACCOUNT, SMS_TOKEN)', () => {
  it('are off without SMS_URL, and complete or refused with it', () => {
    expect(smsSettingsFromEnv({})).toBeNull();
    expect(smsSettingsFromEnv({ SMS_URL: URL_, SMS_FROM: '+15005550006', SMS_ACCOUNT: 'AC123', SMS_TOKEN: 's3cret' })).toEqual({
      url: URL_,
      from: '+15005550006',
      account: 'AC123',
      token: 's3cret',
    });
    expect(smsSettingsFromEnv({ SMS_URL: URL_, SMS_FROM: 'Vista' })).toEqual({ url: URL_, from: 'Vista', account: null, token: null });
    expect(() => smsSettingsFromEnv({ SMS_FROM: 'Vista' })).toThrow(/need SMS_URL/);
    expect(() => smsSettingsFromEnv({ SMS_URL: URL_ })).toThrow(/SMS_FROM is required/);
    expect(() => smsSettingsFromEnv({ SMS_URL: URL_, SMS_FROM: 'Vista', SMS_TOKEN: 'x' })).toThrow(/both or neither/);
    // The URL may hold credentials: the message does not repeat it.
    expect(() => smsSettingsFromEnv({ SMS_URL: 'mailto:user:pw@x', SMS_FROM: 'Vista' })).toThrow(/^SMS_URL must be an http or https URL$/);
  });
});

describe('SMS through the outbox worker', () => {
  const [engine] = outboxEngines(null);
  let storage: OutboxStorage;
  let db: Database;
  beforeAll(async () => {
    storage = await engine.open();
    db = storage.db;
  });
  afterAll(() => storage?.dispose());

  it('fails a message the provider refuses (4xx) without another try', async () => {
    const clock = createTestClock(new Date('2026-05-01T08:00:00Z'));
    const worker = createOutboxWorker({ db, clock, transports: { SMS: (m) => provider.send(m) }, pollMs: null });
    const [sms] = await queueMessages(db, clock.now(), 1, 'SMS');
    answers.push({ status: 400, body: { code: 21211, message: 'Invalid To number' } });
    await worker.runOnce();
    expect(await outboxRow(db, sms.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'SMS provider answered 400: 21211 Invalid To number',
    });
    clock.advance(24 * 3600_000);
    expect(await worker.runOnce()).toBe(0);
    expect(seen).toHaveLength(1);
    expect((await listAttempts(db, sms.id)).map((t) => t.outcome)).toEqual(['failed']);
  });

  it('tries again after a 5xx with the same idempotency key, then marks it sent', async () => {
    const clock = createTestClock(new Date('2026-05-02T08:00:00Z'));
    const worker = createOutboxWorker({ db, clock, transports: { SMS: (m) => provider.send(m) }, pollMs: null, random: () => 0 });
    const [sms] = await queueMessages(db, clock.now(), 1, 'SMS');
    answers.push({ status: 503, body: { message: 'Service unavailable' } });
    await worker.runOnce();
    expect(await outboxRow(db, sms.id)).toMatchObject({ status: 'queued', attempts: 1 });
    await worker.runOnce();
    expect(await outboxRow(db, sms.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(seen.map((s) => s.idempotencyKey)).toEqual([sms.messageId, sms.messageId]);
    expect(seen[0].form).toEqual({ To: sms.recipient, From: '+15005550006', Body: sms.body });
  });
});
