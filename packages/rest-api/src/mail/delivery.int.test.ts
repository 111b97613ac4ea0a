import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { createAccount } from '../seed/records';
import { createSmtpMailer } from './mailer';
import { listAttempts } from './outboxStore';
import type { SmsProvider } from './sms';
import { DeliveryError } from './transport';
import { demoSession } from '../admin/staffTesting';
import { doctorCall, signUpPatient } from '../patients/patientsTesting';

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
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const mail = received.find((m) => m.to.includes('mail@clinic.example'));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@portal.example');
    expect(mail!.raw).toContain('Subject: Create a new Vista Portal password');
    // The stored id, so a repeat of this message (another try) is recognisable as one.
    expect(/^Message-ID: (.+)$/im.exec(mail!.raw)?.[1].trim()).toBe(`<${row.messageId}@portal.example>`);
    const token = await api.passwordLinkToken('mail@clinic.example');
    expect(quotedPrintableDecoded(mail!.raw)).toContain(`https://portal.example/create-password?token=${token}`);
  });

  it('keeps the message for another try and records the error when the SMTP server cannot be reached', async () => {
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
      expect(row).toMatchObject({ deliveredAt: null, status: 'queued', attempts: 1 });
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect((await listAttempts(offline.db, row.id)).map((t) => t.outcome)).toEqual(['retry']);
    } finally {
      await offline.close();
    }
  });
});

describe('SMS through the provider interface', () => {
  it('keeps every SMS in the outbox and marks it delivered when the provider hands it on', async () => {
    const sent: { to: string; text: string; messageId: string }[] = [];
    const gateway: SmsProvider = {
      send: async (message) => {
        sent.push(message);
      },
    };
    const api = await startTestRestApi({ sms: gateway });
    try {
      const queued = await api.app.messenger.queueSms(api.db, { to: '+39 333 000 1111', text: 'Your next visit is tomorrow at 10:30' });
      api.app.messenger.dispatch(queued);
      const [row] = await api.outbox('+39 333 000 1111');
      expect(row).toMatchObject({ channel: 'SMS', subject: null, body: 'Your next visit is tomorrow at 10:30' });
      expect(row.deliveredAt).toBeInstanceOf(Date);
      expect(sent).toEqual([{ to: '+39 333 000 1111', text: 'Your next visit is tomorrow at 10:30', messageId: row.messageId }]);
    } finally {
      await api.close();
    }
  });

  it('without a provider keeps SMS queued in the outbox, untried', async () => {
    const api = await startTestRestApi();
    try {
      api.app.messenger.dispatch(await api.app.messenger.queueSms(api.db, { to: '+1 555 0100', text: 'Hello' }));
      const [row] = await api.outbox('+1 555 0100');
      expect(row).toMatchObject({ channel: 'SMS', deliveredAt: null, error: null, status: 'queued', attempts: 0 });
    } finally {
      await api.close();
    }
  });
});

describe("delivery in a patient's message history", () => {
  it('shows a message queued, then retrying after a failed try, then sent or failed', async () => {
    // The gateway's answers, in turn: a passing fault, then acceptance or refusal.
    const answers: ('busy' | 'refuse' | 'accept')[] = [];
    let hold: Promise<void> | null = null;
    const gateway: SmsProvider = {
      async send() {
        await hold;
        const answer = answers.shift() ?? 'accept';
        if (answer === 'busy') throw new DeliveryError('SMS provider answered 503', { permanent: false, code: 'HTTP 503' });
        if (answer === 'refuse') throw new DeliveryError('SMS provider answered 400', { permanent: true, code: 'HTTP 400' });
      },
    };
    const api = await startTestRestApi({ seed: true, sms: gateway, outbox: { pollMs: null, random: () => 0.5 } });
    try {
      const doctor = await demoSession(api, 'doctor');
      const status = async (patientId: string) => {
        await api.app.messenger.idle();
        const history = await doctorCall(api, doctor, 'GET', `/patients/${patientId}/messages`);
        return history.body.data.map((m: { Status: string }) => m.Status);
      };
      const send = (patientId: string) =>
        doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'SMS', PatientsIDs: [patientId] });
      const refused = await signUpPatient(api, doctor, { FirstName: 'Rita', LastName: 'Refused' });
      const accepted = await signUpPatient(api, doctor, { FirstName: 'Alma', LastName: 'Accepted' });

      // Queued while the provider has not answered yet.
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      answers.push('busy', 'busy');
      expect((await send(refused.UserStorageID)).status).toBe(200);
      expect((await send(accepted.UserStorageID)).status).toBe(200);
      const history = await doctorCall(api, doctor, 'GET', `/patients/${refused.UserStorageID}/messages`);
      expect(history.body.data.map((m: { Status: string }) => m.Status)).toEqual(['QUEUED']);
      release();
      hold = null;
      expect(await status(refused.UserStorageID)).toEqual(['RETRYING']);
      expect(await status(accepted.UserStorageID)).toEqual(['RETRYING']);

      answers.push('refuse', 'accept');
      api.clock.advance(60_000);
      await api.app.messenger.worker.runOnce();
      expect(await status(refused.UserStorageID)).toEqual(['FAILED']);
      expect(await status(accepted.UserStorageID)).toEqual(['SENT']);
    } finally {
      await api.close();
    }
  });
});
