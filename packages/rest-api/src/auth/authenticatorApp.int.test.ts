// The authenticator-app second factor: setting it up with the password and a
// first code, signing in with the app's code (±1 step, never the same step twice) or a recovery
// code (once each, with an e-mail), turning it off, renewing the recovery codes, and the super
// admin's policy that makes a second factor mandatory. Every change leaves its audit event.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { RECOVERY_CODE_COUNT, TOTP_SETTINGS } from '@portal/domain/secondFactor';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { DEMO_PASSWORD, DEMO_EMAILS } from '../seed/accounts';
import { createAccount } from '../seed/records';

const PASSWORD = 'Right!2026';
const STEP_MS = TOTP_SETTINGS.periodSeconds * 1000;
let api: TestRestApi;

beforeAll(async () => {
  // A step boundary plus 1 s: the clock moves by whole steps, so "now" never straddles one.
  // E-mail leaves this portal (a mailer that accepts everything): e-mailed codes can reach people.
  api = await startTestRestApi({
    seed: true,
    now: new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000),
    mailer: { send: async () => undefined },
  });
});
afterAll(() => api?.close());
// Each test in its own hour: wrong codes are counted per account and hour.
beforeEach(() => {
  api.clock.advanceMinutes(61);
});

let counter = 0;
async function freshDoctor() {
  counter += 1;
  const email = `totp${counter}@clinic.example`;
  const id = await createAccount(api.db, { email, password: PASSWORD, firstName: 'Tess', lastName: 'Otp', roles: [REST_ROLES.doctor] });
  return { email, id };
}

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: api.clock.now().getTime() + offsetSteps * STEP_MS,
  });
const nextStep = () => api.clock.advance(STEP_MS);

async function passwordSignIn(email: string, password = PASSWORD) {
  const answer = await call(api, 'POST', '/signin', { body: { Email: email, Password: password } });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Signs in (no second factor yet), starts and confirms the app: its secret, the session and the recovery codes. */
async function enrolled() {
  const account = await freshDoctor();
  const session = (await passwordSignIn(account.email)).token as string;
  const start = await call(api, 'POST', '/users/self/secondFactor/app/start', { token: session, body: { Password: PASSWORD } });
  expect(start.status).toBe(200);
  const secret = start.body.data.Secret as string;
  const confirm = await call(api, 'POST', '/users/self/secondFactor/app/confirm', { token: session, body: { TwoFaCode: codeAt(secret) } });
  expect(confirm.status).toBe(200);
  return { ...account, session, secret, recoveryCodes: confirm.body.data.RecoveryCodes as string[] };
}

const auditActions = async (userId: string) =>
  (await api.db.query<{ action: string }>('select action from audit_events where actor_id = $1 order by seq', [userId])).rows.map(
    (r) => r.action,
  );

describe('setting up the authenticator app', () => {
  it('asks for the password, then a first code; answers ten recovery codes once and ends the other sessions', async () => {
    const { email, id } = await freshDoctor();
    const other = (await passwordSignIn(email)).token;
    const session = (await passwordSignIn(email)).token;
    const before = await call(api, 'GET', '/users/self/secondFactor', { token: session });
    expect(before.body.data).toEqual({
      AppEnrolled: false,
      RecoveryCodesLeft: 0,
      EmailCodes: false,
      RequiredByPolicy: false,
      PortalPolicy: null,
    });

    const wrongPassword = await call(api, 'POST', '/users/self/secondFactor/app/start', {
      token: session,
      body: { Password: 'Wrong!2026' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.fields).toEqual([{ field: 'Password', key: 'pwd_wrong' }]);

    const start = await call(api, 'POST', '/users/self/secondFactor/app/start', { token: session, body: { Password: PASSWORD } });
    expect(start.status).toBe(200);
    const { Secret: secret, Uri: uri } = start.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain('otpauth://totp/Vista%20Portal:totp');
    expect(uri).toContain(`secret=${secret}`);
    // The secret is stored encrypted, never as the app's text.
    const stored = await api.db.query<{ secret_ciphertext: string }>(
      'select secret_ciphertext from authenticator_apps where user_id = $1',
      [id],
    );
    expect(stored.rows[0].secret_ciphertext).toMatch(/^v1:/);
    expect(stored.rows[0].secret_ciphertext).not.toContain(secret);

    const wrongCode = await call(api, 'POST', '/users/self/secondFactor/app/confirm', {
      token: session,
      body: { TwoFaCode: codeAt(secret, 5) },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.fields).toEqual([{ field: 'TwoFaCode', key: 'second_factor_code_wrong' }]);
    expect((await call(api, 'GET', '/users/self/secondFactor', { token: session })).body.data.AppEnrolled).toBe(false);

    const confirm = await call(api, 'POST', '/users/self/secondFactor/app/confirm', {
      token: session,
      body: { TwoFaCode: codeAt(secret) },
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.data.RecoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const hashes = await api.db.query<{ code_hash: string }>('select code_hash from recovery_codes where user_id = $1', [id]);
    expect(hashes.rows.map((r) => r.code_hash).join()).not.toContain(codes[0].replace(/-/g, ''));

    expect((await call(api, 'GET', '/users/self', { token: other })).status).toBe(401);
    expect((await call(api, 'GET', '/users/self/secondFactor', { token: session })).body.data).toMatchObject({
      AppEnrolled: true,
      RecoveryCodesLeft: 10,
    });
    expect(await auditActions(id)).toContain('SECOND_FACTOR_ENROL');
    const [notice] = await api.outbox(email);
    expect(notice.subject).toBe('Vista Portal: authenticator app turned on');
    // A second set-up waits until this one is turned off.
    const again = await call(api, 'POST', '/users/self/secondFactor/app/start', { token: session, body: { Password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ERROR_MESSAGES.appAlreadyEnrolled);
  });

  it('refuses a confirmation after the set-up expired', async () => {
    const { email } = await freshDoctor();
    const session = (await passwordSignIn(email)).token;
    const start = await call(api, 'POST', '/users/self/secondFactor/app/start', { token: session, body: { Password: PASSWORD } });
    api.clock.advanceMinutes(16);
    const late = await call(api, 'POST', '/users/self/secondFactor/app/confirm', {
      token: session,
      body: { TwoFaCode: codeAt(start.body.data.Secret) },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ERROR_MESSAGES.enrolmentExpired);
  });
});

describe('signing in with the app', () => {
  it('sends no e-mail, accepts a code of this or the adjacent step once, and refuses the same step again', async () => {
    const { email, id, secret } = await enrolled();
    const mails = (await api.outbox(email)).length;
    const started = await passwordSignIn(email);
    expect(started).toMatchObject({ status: '2fa', SecondFactorMethod: 'app', profile: null });
    expect((await api.outbox(email)).length).toBe(mails);
    expect((await call(api, 'GET', '/users/self', { token: started.token })).body.data.SecondFactorMethod).toBe('app');

    // The step confirmed at set-up cannot be used again.
    const replay = await call(api, 'POST', '/signin/2fa', { token: started.token, body: { TwoFaCode: codeAt(secret) } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(ERROR_MESSAGES.codeWrong);
    api.clock.advance(3 * STEP_MS);
    // One step behind (a phone clock that lags) still passes.
    const lagging = await call(api, 'POST', '/signin/2fa', { token: started.token, body: { TwoFaCode: codeAt(secret, -1) } });
    expect(lagging.status).toBe(200);
    expect(lagging.body.data).toMatchObject({ status: 'pass', UserStorageID: id });

    const second = await passwordSignIn(email);
    // The same code again (its step is used), and one two steps away: both refused.
    for (const code of [codeAt(secret, -1), codeAt(secret, 2)]) {
      const refused = await call(api, 'POST', '/signin/2fa', { token: second.token, body: { TwoFaCode: code } });
      expect(refused.status).toBe(401);
    }
    const ahead = await call(api, 'POST', '/signin/2fa', { token: second.token, body: { TwoFaCode: codeAt(secret, 1) } });
    expect(ahead.status).toBe(200);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['SECOND_FACTOR_FAILED', 'SIGN_IN']));
  });

  it('accepts each recovery code once and tells the owner how many remain', async () => {
    const { email, id, recoveryCodes } = await enrolled();
    const started = await passwordSignIn(email);
    const used = await call(api, 'POST', '/signin/2fa', { token: started.token, body: { RecoveryCode: recoveryCodes[3].toUpperCase() } });
    expect(used.status).toBe(200);
    expect(used.body.data.status).toBe('pass');
    const [notice] = await api.outbox(email);
    expect(notice.subject).toBe('Vista Portal: a recovery code was used');
    expect(notice.body).toContain('9 unused codes remain');
    expect(await auditActions(id)).toContain('RECOVERY_CODE_USED');

    const again = await passwordSignIn(email);
    const reused = await call(api, 'POST', '/signin/2fa', { token: again.token, body: { RecoveryCode: recoveryCodes[3] } });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(ERROR_MESSAGES.recoveryCodeWrong);
  });

  it('counts wrong app codes with the e-mailed ones: the tenth in an hour pauses the second step', async () => {
    const { email, secret } = await enrolled();
    nextStep();
    let token = (await passwordSignIn(email)).token;
    for (let i = 1; i <= 10; i += 1) {
      const wrong = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: codeAt(secret, 4) } });
      expect(wrong.status).toBe(i === 10 ? 403 : 401);
      if (i % 5 === 0 && i < 10) token = (await passwordSignIn(email)).token;
    }
    const paused = await call(api, 'POST', '/signin', { body: { Email: email, Password: PASSWORD } });
    expect(paused.status).toBe(403);
    expect(paused.body.message).toBe(ERROR_MESSAGES.codesPaused);
  });
});

describe('turning the app off and renewing recovery codes', () => {
  it('needs the password and a current code or recovery code; a renewal replaces every recovery code', async () => {
    const { email, id, session, secret, recoveryCodes } = await enrolled();
    nextStep();
    const noPassword = await call(api, 'POST', '/users/self/secondFactor/recoveryCodes', {
      token: session,
      body: { Password: 'Wrong!2026', TwoFaCode: codeAt(secret) },
    });
    expect(noPassword.status).toBe(400);
    const noCode = await call(api, 'POST', '/users/self/secondFactor/recoveryCodes', { token: session, body: { Password: PASSWORD } });
    expect(noCode.status).toBe(400);
    const renewed = await call(api, 'POST', '/users/self/secondFactor/recoveryCodes', {
      token: session,
      body: { Password: PASSWORD, TwoFaCode: codeAt(secret) },
    });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.data.RecoveryCodes;
    expect(fresh).toHaveLength(10);

    const oldCode = await call(api, 'POST', '/users/self/secondFactor/app/disable', {
      token: session,
      body: { Password: PASSWORD, RecoveryCode: recoveryCodes[0] },
    });
    expect(oldCode.status).toBe(400);
    expect(oldCode.body.fields).toEqual([{ field: 'TwoFaCode', key: 'second_factor_code_wrong' }]);
    const other = await passwordSignIn(email);
    const off = await call(api, 'POST', '/users/self/secondFactor/app/disable', {
      token: session,
      body: { Password: PASSWORD, RecoveryCode: fresh[0] },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ AppEnrolled: false, RecoveryCodesLeft: 0 });
    // The sign-in that was waiting for the app ends; the next needs no second factor.
    expect((await call(api, 'POST', '/signin/2fa', { token: other.token, body: { TwoFaCode: codeAt(secret) } })).status).toBe(401);
    expect((await passwordSignIn(email)).status).toBe('pass');
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(['SECOND_FACTOR_ENROL', 'RECOVERY_CODES_RENEW', 'SECOND_FACTOR_DISABLE']),
    );
    expect((await api.outbox(email))[0].subject).toBe('Vista Portal: authenticator app turned off');
  });
});

describe('the second-factor policy', () => {
  async function superAdminSession() {
    const started = await passwordSignIn(DEMO_EMAILS.superAdmin, DEMO_PASSWORD);
    const code = await api.twoFaCode(DEMO_EMAILS.superAdmin);
    return (await call(api, 'POST', '/signin/2fa', { token: started.token, body: { TwoFaCode: code } })).body.data.token as string;
  }
  const setPolicy = (token: string, policy: string) =>
    call(api, 'POST', '/settings/secondFactorPolicy', { token, body: { SecondFactorPolicy: policy } });

  it('is read and set by super admins only, audited, and asks the accounts it covers for an e-mailed code', async () => {
    const superAdmin = await superAdminSession();
    const doctor = await freshDoctor();
    const doctorSession = (await passwordSignIn(doctor.email)).token;
    expect((await setPolicy(doctorSession, 'NONE')).status).toBe(403);
    expect((await call(api, 'GET', '/settings/secondFactorPolicy', { token: doctorSession })).status).toBe(403);
    expect((await setPolicy(superAdmin, 'SOMETIMES')).status).toBe(400);

    expect((await setPolicy(superAdmin, 'ADMINS')).status).toBe(200);
    expect((await call(api, 'GET', '/settings/secondFactorPolicy', { token: superAdmin })).body.data).toEqual({
      SecondFactorPolicy: 'ADMINS',
    });
    expect((await passwordSignIn(DEMO_EMAILS.admin, DEMO_PASSWORD)).SecondFactorMethod).toBe('email');
    expect((await passwordSignIn(doctor.email)).status).toBe('pass');

    expect((await setPolicy(superAdmin, 'EVERYONE')).status).toBe(200);
    const covered = await passwordSignIn(doctor.email);
    expect(covered).toMatchObject({ status: '2fa', SecondFactorMethod: 'email' });
    expect((await call(api, 'GET', '/users/self/secondFactor', { token: doctorSession })).body.data.RequiredByPolicy).toBe(true);
    expect((await call(api, 'GET', '/users/self/secondFactor', { token: superAdmin })).body.data.PortalPolicy).toBe('EVERYONE');

    expect((await setPolicy(superAdmin, 'NONE')).status).toBe(200);
    expect((await passwordSignIn(doctor.email)).status).toBe('pass');
    const events = await api.db.query<{ action: string; object_type: string }>(
      "select action, object_type from audit_events where action = 'POLICY_CHANGE' order by seq",
    );
    expect(events.rows).toEqual(Array(3).fill({ action: 'POLICY_CHANGE', object_type: 'SETTING' }));
  });
});

describe('a policy that would lock its author out', () => {
  it('is refused on a portal that cannot e-mail codes, for an author without an authenticator app', async () => {
    const closed = await startTestRestApi({ seed: true });
    try {
      const started = await call(closed, 'POST', '/signin', { body: { Email: DEMO_EMAILS.superAdmin, Password: DEMO_PASSWORD } });
      const code = await closed.twoFaCode(DEMO_EMAILS.superAdmin);
      const token = (await call(closed, 'POST', '/signin/2fa', { token: started.body.data.token, body: { TwoFaCode: code } })).body.data
        .token;
      for (const policy of ['ADMINS', 'EVERYONE']) {
        const refused = await call(closed, 'POST', '/settings/secondFactorPolicy', { token, body: { SecondFactorPolicy: policy } });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(ERROR_MESSAGES.policyLocksOut);
      }
      expect((await call(closed, 'GET', '/settings/secondFactorPolicy', { token })).body.data).toEqual({ SecondFactorPolicy: 'NONE' });
      // Asking nothing more of anyone is always possible.
      expect((await call(closed, 'POST', '/settings/secondFactorPolicy', { token, body: { SecondFactorPolicy: 'NONE' } })).status).toBe(
        200,
      );
    } finally {
      await closed.close();
    }
  });
});
