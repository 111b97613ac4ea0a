// An account's authenticator app removed by a platform admin, for a clinician or admin who lost the
// phone and the recovery codes: admins reset ECPs' apps, super admins admins'; a site admin, a
// doctor and the account itself cannot. The app and codes go, every session ends, the account is
// e-mailed, and the trail records it.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { TOTP_SETTINGS } from '@portal/domain/secondFactor';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

const STEP_MS = TOTP_SETTINGS.periodSeconds * 1000;
let api: TestRestApi;
let admin: DemoSession;
let superAdmin: DemoSession;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000) });
  admin = await demoSession(api, 'admin');
  superAdmin = await demoSession(api, 'superAdmin');
});
afterAll(() => api?.close());

/** Signs `email` in and sets up an app: its session. */
async function withApp(email: string): Promise<string> {
  const session = (await signIn(api, email, DEMO_PASSWORD)).token as string;
  const start = await call(api, 'POST', '/users/self/secondFactor/app/start', { token: session, body: { Password: DEMO_PASSWORD } });
  expect(start.status).toBe(200);
  const code = new TOTP({ secret: Secret.fromBase32(start.body.data.Secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: api.clock.now().getTime(),
  });
  const confirm = await call(api, 'POST', '/users/self/secondFactor/app/confirm', { token: session, body: { TwoFaCode: code } });
  expect(confirm.status).toBe(200);
  api.clock.advance(STEP_MS);
  return session;
}

const appEnrolled = async (session: string) => (await call(api, 'GET', '/users/self/secondFactor', { token: session })).status;

describe("an admin resets an account's authenticator app", () => {
  it("removes a clinician's app, ends their sessions, tells them, and records it", async () => {
    const session = await withApp(DEMO_EMAILS.doctor);
    const doctorId = DEMO_ACCOUNT_IDS.doctor;
    const reset = await adminCall(api, admin, 'POST', `/doctors/${doctorId}/secondFactor/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ AppEnrolled: false });
    // Their session is over; a new sign-in needs no app code.
    expect(await appEnrolled(session)).toBe(401);
    const again = await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD);
    expect(again.status).not.toBe('app');
    const status = await call(api, 'GET', '/users/self/secondFactor', { token: again.token });
    expect(status.body.data).toMatchObject({ AppEnrolled: false, RecoveryCodesLeft: 0 });
    const codes = await api.db.query('select 1 from recovery_codes where user_id = $1', [doctorId]);
    expect(codes.rows).toHaveLength(0);
    const mail = (await api.outbox(DEMO_EMAILS.doctor)).filter((m) => /removed by an administrator/.test(m.subject ?? ''));
    expect(mail).toHaveLength(1);
    const events = await api.db.query<{ actor_id: string; object_type: string; object_ids: string[] }>(
      `select actor_id, object_type, object_ids from audit_events where action = 'SECOND_FACTOR_RESET'`,
    );
    expect(events.rows).toEqual([{ actor_id: DEMO_ACCOUNT_IDS.admin, object_type: 'ECP', object_ids: [doctorId] }]);
  });

  it('says so when the account has no app, and changes nothing', async () => {
    const reset = await adminCall(api, admin, 'POST', `/doctors/${DEMO_ACCOUNT_IDS.siteAdmin}/secondFactor/reset`);
    expect(reset.status).toBe(409);
    expect(JSON.stringify(reset.body)).toContain(ERROR_MESSAGES.appNotEnrolled);
  });

  it("lets super admins reset an admin's app, and nobody their own or beyond their reach", async () => {
    // Setting up the app ends the admin's other sessions: the one that set it up goes on.
    const adminWithApp = { uid: DEMO_ACCOUNT_IDS.admin, token: await withApp(DEMO_EMAILS.admin) };
    // An admin may not reset admins' apps, nor their own; a site admin or a doctor no one's.
    expect((await adminCall(api, adminWithApp, 'POST', `/admins/${DEMO_ACCOUNT_IDS.admin}/secondFactor/reset`)).status).toBe(403);
    const siteAdmin = await demoSession(api, 'siteAdmin');
    const asSiteAdmin = await call(api, 'POST', `/VistaAdmins/${siteAdmin.uid}/doctors/${DEMO_ACCOUNT_IDS.doctor}/secondFactor/reset`, {
      token: siteAdmin.token,
    });
    expect(asSiteAdmin.status).toBe(403);
    // Not an ECP: unknown on the ECP path.
    expect((await adminCall(api, superAdmin, 'POST', `/doctors/${DEMO_ACCOUNT_IDS.admin}/secondFactor/reset`)).status).toBe(404);
    expect((await adminCall(api, superAdmin, 'POST', `/admins/${DEMO_ACCOUNT_IDS.superAdmin}/secondFactor/reset`)).status).toBe(403);
    const reset = await adminCall(api, superAdmin, 'POST', `/admins/${DEMO_ACCOUNT_IDS.admin}/secondFactor/reset`);
    expect(reset.status).toBe(200);
  });
});
