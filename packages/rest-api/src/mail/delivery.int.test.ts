import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { createAccount } from '../seed/records';
import { createSmtpMailer } from './mailer';
import type { SmsProvider } from './sms';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];

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
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const quotedPrintableDecoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('outbox delivery over SMTP', () => {
  let api: TestRestApi;
  afterAll(() => api?.close());

  it('delivers a reset e-mail to the SMTP peer and records the delivery', async () => {
    api = await startTestRestApi({
      mailer: createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Vista Portal <no-reply@portal.example>'),
      publicUrl: 'https://portal.example',
    });
    await createAccount(api.db, {
      email: 'mail@clinic.example',
      password: 'Start!2026',
      firstName: 'Mia',
      lastName: 'Hart',
      roles: ['VistaAdmin'],
    });
    expect((await call(api, 'POST', '/forgetPass', { body: { Email: 'mail@clinic.example' } })).status).toBe(200);

    const [row] = await api.outbox('mail@clinic.example'); // waits for the delivery
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    const mail = received.find((m) => m.to.includes('mail@clinic.example'));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@portal.example');
    expect(mail!.raw).toContain('Subject: Create a new Vista Portal password');
    const token = await api.passwordLinkToken('mail@clinic.example');
    expect(quotedPrintableDecoded(mail!.raw)).toContain(`https://portal.example/create-password?token=${token}`);
  });

  it('keeps the message and records the error when the SMTP server cannot be reached', async () => {
    const port = await closedPort();
    const offline = await startTestRestApi({ mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`) });
    try {
      await createAccount(offline.db, {
        email: 'down@clinic.example',
        password: 'Start!2026',
        firstName: 'Dee',
        lastName: 'Own',
        roles: ['VistaAdmin'],
      });
      expect((await call(offline, 'POST', '/forgetPass', { body: { Email: 'down@clinic.example' } })).status).toBe(200);
      const [row] = await offline.outbox('down@clinic.example');
      expect(row.deliveredAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await offline.close();
    }
  });
});

describe('SMS through the provider interface', () => {
  it('keeps every SMS in the outbox and marks it delivered when the provider hands it on', async () => {
    const sent: { to: string; text: string }[] = [];
    const gateway: SmsProvider = { send: async (message) => (sent.push(message), true) };
    const api = await startTestRestApi({ sms: gateway });
    try {
      const queued = await api.app.messenger.queueSms(api.db, { to: '+39 333 000 1111', text: 'Your next visit is tomorrow at 10:30' });
      api.app.messenger.dispatch(queued);
      const [row] = await api.outbox('+39 333 000 1111');
      expect(row).toMatchObject({ channel: 'SMS', subject: null, body: 'Your next visit is tomorrow at 10:30' });
      expect(row.deliveredAt).toBeInstanceOf(Date);
      expect(sent).toEqual([{ to: '+39 333 000 1111', text: 'Your next visit is tomorrow at 10:30' }]);
    } finally {
      await api.close();
    }
  });

  it('by default keeps SMS in the outbox only', async () => {
    const api = await startTestRestApi();
    try {
      api.app.messenger.dispatch(await api.app.messenger.queueSms(api.db, { to: '+1 555 0100', text: 'Hello' }));
      const [row] = await api.outbox('+1 555 0100');
      expect(row).toMatchObject({ channel: 'SMS', deliveredAt: null, error: null });
    } finally {
      await api.close();
    }
  });
});
