// An admin cannot take a doctor's account over by changing its e-mail address.
// The editor re-enters their password; the doctor keeps the old address (and username) until
// they confirm the new one with their own password from the link sent there; the old address is
// told at both steps; confirming ends every session; each step is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { adminBody, adminCall, demoSession, ecpBody, type DemoSession } from '../admin/staffTesting';

let api: TestRestApi;
let admin: DemoSession;
let superAdmin: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  admin = await demoSession(api, 'admin');
  superAdmin = await demoSession(api, 'superAdmin');
});
afterAll(() => api?.close());

const doctorId = DEMO_ACCOUNT_IDS.doctor;
const doctorForm = (overrides: Record<string, unknown>) =>
  ecpBody({ FirstName: 'Dana', LastName: 'Doctor', SiteStorageID: DEMO_SITE_ID, ...overrides });
const editDoctor = (body: Record<string, unknown>) => adminCall(api, admin, 'POST', `/doctors/${doctorId}/profile`, body);

/** The token of the newest confirmation link e-mailed to `recipient`. */
async function confirmationToken(recipient: string): Promise<string> {
  const [mail] = await api.outbox(recipient);
  const token = mail?.body.match(/confirm-email\?token=([^\s]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link to ${recipient}`);
  return decodeURIComponent(token);
}

/** Whether a sign-in with the password alone opens a session (or asks the second step). */
const signsIn = async (email: string, password: string) =>
  (await call(api, 'POST', '/signin', { body: { Email: email, Password: password } })).status === 200;

const confirm = (Token: string, Password: string) => call(api, 'POST', '/emailChange/confirm', { body: { Token, Password } });

const auditActions = async (objectId: string) =>
  (
    await api.db.query<{ action: string; outcome: string }>(
      'select action, outcome from audit_events where $1 = any(object_ids) order by seq',
      [objectId],
    )
  ).rows.map((r) => `${r.action}:${r.outcome}`);

describe("an admin changes a doctor's e-mail address", () => {
  const target = 'dana.new@elsewhere.example';

  it('needs the admin to re-enter their own password, and changes nothing without it', async () => {
    const missing = await editDoctor(doctorForm({ Email: target }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([{ field: 'CurrentPassword', key: 'current_pwd_req' }]);
    const wrong = await editDoctor(doctorForm({ Email: target, CurrentPassword: 'Wrong!2026' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ field: 'CurrentPassword', key: 'current_pwd_wrong' }]);
    expect(await api.outbox(target)).toEqual([]);
    const { rows } = await api.db.query<{ email: string }>('select email from users where id = $1', [doctorId]);
    expect(rows[0].email).toBe(DEMO_EMAILS.doctor);
  });

  it('keeps the old address until the doctor confirms; the new one gets the link, the old one a notice', async () => {
    const doctor = await demoSession(api, 'doctor');
    const answer = await editDoctor(doctorForm({ Email: target, CurrentPassword: DEMO_PASSWORD }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ Email: DEMO_EMAILS.doctor, PendingEmail: target, FirstName: 'Dana' });

    const [link] = await api.outbox(target);
    expect(link.subject).toBe('Vista Portal: confirm your new e-mail address');
    const [notice] = await api.outbox(DEMO_EMAILS.doctor);
    expect(notice.subject).toBe('Vista Portal: a change of your e-mail address was requested');
    expect(notice.body).toContain(target);
    expect(notice.body).not.toContain('token=');

    // Nothing is reachable through the new address yet: no account answers to it.
    expect(await signsIn(target, DEMO_PASSWORD)).toBe(false);
    await call(api, 'POST', '/forgetPass', { body: { Email: target } });
    expect((await api.outbox(target)).length).toBe(1);
    // The doctor's session and sign-in are untouched.
    expect((await call(api, 'GET', '/users/self', { token: doctor.token })).status).toBe(200);
    expect(await auditActions(doctorId)).toContain('EMAIL_CHANGE_REQUEST:SUCCESS');
  });

  it('refuses a wrong password on the link, and the link stops after five', async () => {
    const token = await confirmationToken(target);
    const wrong = await confirm(token, 'Wrong!2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ field: 'Password', key: 'pwd_wrong' }]);
    expect(await auditActions(doctorId)).toContain('EMAIL_CHANGE:FAILURE');

    // A new request replaces the link (and its count); spend five wrong passwords on it.
    await editDoctor(doctorForm({ Email: 'dana.other@elsewhere.example', CurrentPassword: DEMO_PASSWORD }));
    const other = await confirmationToken('dana.other@elsewhere.example');
    expect((await confirm(token, DEMO_PASSWORD)).body.message).toBe(ERROR_MESSAGES.linkExpired);
    for (let i = 0; i < 5; i += 1) expect((await confirm(other, 'Wrong!2026')).status).toBe(400);
    const spent = await confirm(other, DEMO_PASSWORD);
    expect(spent.status).toBe(403);
    expect(spent.body.message).toBe(ERROR_MESSAGES.linkExpired);
  });

  it('changes the address once the doctor confirms with their password, ending every session', async () => {
    const doctor = await demoSession(api, 'doctor');
    await editDoctor(doctorForm({ Email: target, CurrentPassword: DEMO_PASSWORD }));
    const token = await confirmationToken(target);
    const done = await confirm(token, DEMO_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ Email: target });

    expect((await call(api, 'GET', '/users/self', { token: doctor.token })).status).toBe(401);
    expect(await signsIn(DEMO_EMAILS.doctor, DEMO_PASSWORD)).toBe(false);
    expect(await signsIn(target, DEMO_PASSWORD)).toBe(true);
    const [changed] = await api.outbox(DEMO_EMAILS.doctor);
    expect(changed.subject).toBe('Vista Portal: your e-mail address was changed');
    expect(await auditActions(doctorId)).toContain('EMAIL_CHANGE:SUCCESS');
    // The link works once.
    expect((await confirm(token, DEMO_PASSWORD)).status).toBe(403);
  });

  it('lets a link expire after 24 hours', async () => {
    await editDoctor(doctorForm({ Email: 'dana.late@elsewhere.example', CurrentPassword: DEMO_PASSWORD }));
    const token = await confirmationToken('dana.late@elsewhere.example');
    api.clock.advanceMinutes(24 * 60 + 1);
    expect((await confirm(token, DEMO_PASSWORD)).body.message).toBe(ERROR_MESSAGES.linkExpired);
  });
});

describe('the same rule for admins and for a pending account', () => {
  // The links above expired with a day of the clock, and the sessions with them.
  beforeAll(async () => {
    admin = await demoSession(api, 'admin');
    superAdmin = await demoSession(api, 'superAdmin');
  });

  it("asks the super admin's password to change an admin's address", async () => {
    const missing = await adminCall(
      api,
      superAdmin,
      'POST',
      `/admins/${DEMO_ACCOUNT_IDS.admin}/profile`,
      adminBody({ Email: 'admin.new@vista.example' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([{ field: 'CurrentPassword', key: 'current_pwd_req' }]);
  });

  it('re-addresses an invited ECP who never signed in at once, without a password', async () => {
    const created = await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody());
    const moved = await adminCall(api, admin, 'POST', `/doctors/${created.body.data.id}/profile`, ecpBody());
    expect(moved.status).toBe(200);
    expect(moved.body.data.PendingEmail).toBeNull();
    expect(moved.body.data.Email).not.toBe(created.body.data.Email);
  });
});
