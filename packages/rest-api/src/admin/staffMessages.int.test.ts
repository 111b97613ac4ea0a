import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_SITE_ID } from '../seed/accounts';
import { createAccount } from '../seed/records';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let admin: DemoSession;
let superAdmin: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  admin = await demoSession(api, 'admin');
  superAdmin = await demoSession(api, 'superAdmin');
});
afterAll(() => api?.close());

const outboxCount = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from outbox')).rows[0].n;
const UNKNOWN = '00000000-0000-4000-8000-000000000009';

async function insertPatient(values: { firstName: string; email: string | null; phone: string | null }) {
  const result = await api.db.query<{ id: string }>(
    'insert into patients (doctor_id, first_name, last_name, email, phone) values ($1, $2, $3, $4, $5) returning id',
    [DEMO_ACCOUNT_IDS.doctor, values.firstName, 'Test', values.email, values.phone],
  );
  return result.rows[0].id;
}

describe('POST /doctors/sendMessages', () => {
  it('queues one message per ECP and channel, and reports a missing phone', async () => {
    const noPhoneEmail = 'nophone@clinic.example';
    const noPhone = await createAccount(api.db, {
      email: noPhoneEmail,
      password: null,
      firstName: 'Ugo',
      lastName: 'Sala',
      roles: [REST_ROLES.doctor],
      language: 'it',
      doctor: { siteId: DEMO_SITE_ID },
    });
    const phone = (await api.db.query<{ phone: string }>('select phone from users where id = $1', [DEMO_ACCOUNT_IDS.doctor])).rows[0].phone;
    expect(phone).toBeTruthy();

    const answer = await adminCall(api, admin, 'POST', '/doctors/sendMessages', {
      Method: 'BOTH',
      DoctorsIDs: [DEMO_ACCOUNT_IDS.doctor, noPhone, DEMO_ACCOUNT_IDS.doctor.toUpperCase()],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      Method: 'BOTH',
      recipients: 2,
      emails: 2,
      sms: 1,
      skipped: [{ id: noPhone, name: expect.any(String), channel: 'SMS' }],
      notMessaged: [],
    });
    const toDoctor = await api.outbox(DEMO_EMAILS.doctor);
    expect(toDoctor[0]).toMatchObject({ channel: 'EMAIL', subject: 'A message from your Vista Portal administrator' });
    expect(toDoctor[0].body).toContain('http://localhost:4000/login');
    const sms = await api.outbox(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'SMS', subject: null });
    expect((await api.outbox(noPhoneEmail))[0].subject).toBe('Un messaggio dal tuo amministratore del Portale Vista');
    const audited = await api.db.query<{ role: string; ids: string[] }>(
      `select actor_role as role, object_ids as ids from audit_events where action = 'MESSAGE_SEND' and object_type = 'ECP' order by seq desc limit 1`,
    );
    expect(audited.rows).toEqual([{ role: 'ADMIN', ids: expect.arrayContaining([DEMO_ACCOUNT_IDS.doctor, noPhone]) }]);

    const emailOnly = await adminCall(api, superAdmin, 'POST', '/doctors/sendMessages', { Method: 'EMAIL', DoctorsIDs: [noPhone] });
    expect(emailOnly.body.data).toMatchObject({ emails: 1, sms: 0, skipped: [] });
    const smsOnly = await adminCall(api, admin, 'POST', '/doctors/sendMessages', { Method: 'SMS', DoctorsIDs: [DEMO_ACCOUNT_IDS.doctor] });
    expect(smsOnly.body.data).toMatchObject({ emails: 0, sms: 1 });
  });

  it('skips locked ECPs and registrants waiting for approval by the domain rule and names them; nothing is queued for them', async () => {
    const waitingSite = (
      await api.db.query<{ id: string }>(
        `insert into sites (name, email, country, pending) values ('Waiting Optics', 'w@o.example', 'Italy', 1) returning id`,
      )
    ).rows[0].id;
    const account = (email: string, values: { enabled?: 0 | 1; pending?: 0 | 1 }, siteId = DEMO_SITE_ID) =>
      createAccount(api.db, {
        email,
        password: null,
        firstName: 'Skip',
        lastName: email.split('@')[0],
        roles: [REST_ROLES.doctor],
        language: 'en',
        doctor: { siteId },
        ...values,
      });
    const locked = await account('locked.ecp@clinic.example', { enabled: 0 });
    const pending = await account('pending.ecp@clinic.example', { pending: 1 }, waitingSite);
    // Invited by an admin, no password yet: still reminded to sign in.
    const invited = await account('invited.ecp@clinic.example', { pending: 1 });
    const answer = await adminCall(api, admin, 'POST', '/doctors/sendMessages', {
      Method: 'EMAIL',
      DoctorsIDs: [locked, DEMO_ACCOUNT_IDS.doctor, pending, invited],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      recipients: 2,
      emails: 2,
      notMessaged: [
        { id: locked, name: 'Skip locked.ecp', reason: 'LOCKED' },
        { id: pending, name: 'Skip pending.ecp', reason: 'PENDING' },
      ],
    });
    expect(await api.outbox('locked.ecp@clinic.example')).toHaveLength(0);
    expect(await api.outbox('pending.ecp@clinic.example')).toHaveLength(0);
    expect(await api.outbox('invited.ecp@clinic.example')).toHaveLength(1);

    // Only locked ones: nothing is sent, and the answer says why.
    const before = await outboxCount();
    const none = await adminCall(api, admin, 'POST', '/doctors/sendMessages', { Method: 'BOTH', DoctorsIDs: [locked] });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ recipients: 0, emails: 0, sms: 0, notMessaged: [{ id: locked, reason: 'LOCKED' }] });
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a missing method or recipients, an unknown ECP or a non-ECP, and queues nothing', async () => {
    const before = await outboxCount();
    const empty = await adminCall(api, admin, 'POST', '/doctors/sendMessages', { DoctorsIDs: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'Method', key: 'method_req' },
        { field: 'DoctorsIDs', key: 'recipients_req' },
      ]),
    );
    for (const stranger of [UNKNOWN, 'not-a-uuid', DEMO_ACCOUNT_IDS.admin]) {
      const answer = await adminCall(api, admin, 'POST', '/doctors/sendMessages', {
        Method: 'EMAIL',
        DoctorsIDs: [DEMO_ACCOUNT_IDS.doctor, stranger],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual([{ field: 'DoctorsIDs', key: 'recipients_req' }]);
    }
    expect(await outboxCount()).toBe(before);
  });
});

describe('POST /patients/sendMessages (§7, provider admins)', () => {
  it('refuses platform admins as the access policy does: patients and their names are health data', async () => {
    const patient = await insertPatient({ firstName: 'Ada', email: 'ada.patient@mail.example', phone: '+1 617 555 0111' });
    // The super admin's sign-in e-mails a code: counted before, not against the refusal.
    const sessions = [admin, await demoSession(api, 'superAdmin')];
    const before = await outboxCount();
    for (const session of sessions) {
      const answer = await adminCall(api, session, 'POST', '/patients/sendMessages', { Method: 'BOTH', PatientsIDs: [patient] });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Ada');
    }
    expect(await outboxCount()).toBe(before);
  });
});

describe('who may send messages', () => {
  it('refuses doctors and site admins', async () => {
    const before = await outboxCount();
    for (const who of ['doctor', 'siteAdmin'] as const) {
      const session = await demoSession(api, who);
      const toEcps = await adminCall(api, session, 'POST', '/doctors/sendMessages', {
        Method: 'EMAIL',
        DoctorsIDs: [DEMO_ACCOUNT_IDS.doctor],
      });
      expect(toEcps.status).toBe(403);
      const toPatients = await adminCall(api, session, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [UNKNOWN] });
      expect(toPatients.status).toBe(403);
    }
    expect(await outboxCount()).toBe(before);
  });
});
