// The sign-in throttles counted per account and address, before
// the attempt is evaluated (so concurrent guesses cannot pass them), and the second-factor limits
// counted per account across codes and sign-ins. The client's address is the one the BFF forwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { createAccount } from '../seed/records';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi();
});
afterAll(() => api?.close());

const RIGHT = 'Right!2026';
const WRONG = 'Wrong!2026';

/** POST /signin as the BFF sends it for a browser at `address`. */
const attempt = (email: string, password: string, address: string) =>
  call(api, 'POST', '/signin', { body: { Email: email, Password: password }, headers: { 'x-portal-client-address': address } });

const account = (email: string, options: { twoFa?: boolean } = {}) =>
  createAccount(api.db, {
    email,
    password: RIGHT,
    firstName: 'Gus',
    lastName: 'Ward',
    roles: [REST_ROLES.admin],
    twoFa: options.twoFa ?? false,
  });

const messages = (answers: { body: { message?: string } }[]) => answers.map((answer) => answer.body.message);
const count = (answers: { body: { message?: string } }[], message: string) => messages(answers).filter((m) => m === message).length;

describe('wrong passwords', () => {
  it('evaluates at most 5 of 40 concurrent wrong passwords for one account and address (the race of finding 7)', async () => {
    await account('raced@clinic.example');
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt('raced@clinic.example', WRONG, '198.51.100.7')));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    // Each attempt is counted before its password is looked at: only the first 5 counts get a verdict.
    expect(count(answers, ERROR_MESSAGES.authFailed)).toBe(SIGN_IN_LIMITS.accountAddress.points);
    expect(count(answers, ERROR_MESSAGES.tooManyAttempts)).toBe(40 - SIGN_IN_LIMITS.accountAddress.points);
    expect((await attempt('raced@clinic.example', RIGHT, '198.51.100.7')).body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
  });

  it('pauses an account at one address only: the same account signs in from another, and the pause ends', async () => {
    await account('pair@clinic.example');
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('pair@clinic.example', WRONG, '203.0.113.5')).body.message).toBe(ERROR_MESSAGES.authFailed);
    expect((await attempt('pair@clinic.example', RIGHT, '203.0.113.5')).body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
    expect((await attempt('pair@clinic.example', RIGHT, '192.0.2.44')).status).toBe(200);
    api.clock.advanceMinutes(SIGN_IN_LIMITS.accountAddress.pauseMinutes + 1);
    expect((await attempt('pair@clinic.example', RIGHT, '203.0.113.5')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    await account('six@clinic.example');
    for (let i = 1; i <= 5; i += 1) await attempt('six@clinic.example', WRONG, `2001:db8:1:2::${i}`);
    expect((await attempt('six@clinic.example', RIGHT, '2001:db8:1:2::99')).body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
    expect((await attempt('six@clinic.example', RIGHT, '2001:db8:1:3::1')).status).toBe(200);
  });

  it("does not let 50 failures at a clinic's shared address block its staff; a newcomer there waits 15 minutes", async () => {
    const CLINIC = '198.51.100.200';
    await account('staff@clinic.example');
    await account('newcomer@clinic.example');
    // The staff member has signed in at the clinic before.
    expect((await attempt('staff@clinic.example', RIGHT, CLINIC)).status).toBe(200);
    // Others at the clinic (or someone behind its address) get 50 passwords wrong, 5 each for 10 usernames.
    for (let user = 0; user < 10; user += 1) {
      for (let i = 0; i < 5; i += 1)
        expect((await attempt(`typo${user}@clinic.example`, WRONG, CLINIC)).body.message).toBe(ERROR_MESSAGES.authFailed);
    }
    expect((await attempt('another@clinic.example', WRONG, CLINIC)).body.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect((await attempt('staff@clinic.example', RIGHT, CLINIC)).status).toBe(200);
    // Someone who never signed in there waits, from there only.
    expect((await attempt('newcomer@clinic.example', RIGHT, CLINIC)).body.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect((await attempt('newcomer@clinic.example', RIGHT, '192.0.2.80')).status).toBe(200);
    api.clock.advanceMinutes(SIGN_IN_LIMITS.address.pauseMinutes + 1);
    expect((await attempt('newcomer@clinic.example', RIGHT, CLINIC)).status).toBe(200);
  });

  it('pauses an account attacked from 100 addresses for new addresses only, until a new password', async () => {
    const email = 'target@clinic.example';
    const id = await account(email);
    expect((await attempt(email, RIGHT, '192.0.2.10')).status).toBe(200); // the user's own address
    // A rotating address (a forged X-Forwarded-For, a botnet) never meets the per-address limits.
    for (let i = 1; i <= SIGN_IN_LIMITS.account.points; i += 1) {
      expect((await attempt(email, WRONG, `10.${Math.floor(i / 250)}.${i % 250}.1`)).body.message).toBe(ERROR_MESSAGES.authFailed);
    }
    expect((await attempt(email, RIGHT, '172.16.0.1')).body.message).toBe(ERROR_MESSAGES.accountPaused);
    expect((await attempt(email, RIGHT, '192.0.2.10')).status).toBe(200);
    // A new password (here from an e-mailed link) clears the account's counts.
    await call(api, 'POST', '/forgetPass', { body: { Email: email } });
    await api.app.messenger.idle();
    const link = await api.passwordLinkToken(email);
    const changed = await call(api, 'POST', `/users/${id}/changePass`, {
      token: link,
      body: { newPassword: 'Newer!2026', TermsOfUseSigned: true },
    });
    expect(changed.status).toBe(200);
    expect((await attempt(email, 'Newer!2026', '172.16.0.1')).status).toBe(200);
  });

  it('pauses an unknown username the same way, so a pause reveals no account', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('ghost@clinic.example', WRONG, '203.0.113.77')).body.message).toBe(ERROR_MESSAGES.authFailed);
    expect((await attempt('ghost@clinic.example', WRONG, '203.0.113.77')).body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
  });
});

describe('second-factor codes', () => {
  /** A code that is not the right one. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const signIn = (email: string) => attempt(email, RIGHT, '192.0.2.99');
  const verify = (token: string, code: string) => call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } });
  const mailsTo = async (email: string, subject: string) => (await api.outbox(email)).filter((m) => m.subject === subject).length;
  const CODE_SUBJECT = 'Your Vista Portal sign-in code';
  const PAUSED_SUBJECT = 'Vista Portal: sign-in paused for your account';

  it('counts wrong codes across sign-ins: 10 in an hour pause the second step, and the user hears once (finding 5)', async () => {
    const email = 'coded@clinic.example';
    await account(email, { twoFa: true });
    let wrongAnswers = 0;
    const refusals: (string | undefined)[] = [];
    // The finding: each new sign-in gave a new code and 5 more guesses, without end.
    for (let signIns = 0; signIns < 12; signIns += 1) {
      const started = await signIn(email);
      if (started.status !== 200) {
        refusals.push(started.body.message);
        continue;
      }
      const code = await api.twoFaCode(email);
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await verify(started.body.data.token, otherThan(code));
        if (answer.body.message !== ERROR_MESSAGES.codeWrong) {
          refusals.push(answer.body.message);
          break;
        }
        wrongAnswers += 1;
      }
    }
    // 9 answered as wrong, the 10th pauses: then every sign-in is refused before a code is sent.
    expect(wrongAnswers).toBe(SIGN_IN_LIMITS.codeFailures.points - 1);
    expect(refusals).toEqual(Array(11).fill(ERROR_MESSAGES.codesPaused));
    expect(await mailsTo(email, CODE_SUBJECT)).toBe(2);
    expect(await mailsTo(email, PAUSED_SUBJECT)).toBe(1);
    const [notice] = await api.outbox(email);
    expect(notice.body).toContain(`${SIGN_IN_LIMITS.codeFailures.points} times within an hour`);

    // An hour later the second step works again.
    api.clock.advanceMinutes(SIGN_IN_LIMITS.codeFailures.pauseMinutes + 1);
    const again = await signIn(email);
    expect(again.status).toBe(200);
    expect((await verify(again.body.data.token, await api.twoFaCode(email))).status).toBe(200);
  });

  it('answers the pause (403) to a code already in flight, and ends its sign-in', async () => {
    const email = 'inflight@clinic.example';
    await account(email, { twoFa: true });
    const first = await signIn(email);
    const second = await signIn(email); // newest sign-in: the first one's code is no longer live
    const code = await api.twoFaCode(email);
    for (let i = 0; i < 5; i += 1) await verify(second.body.data.token, otherThan(code));
    const third = await signIn(email);
    const thirdCode = await api.twoFaCode(email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(third.body.data.token, otherThan(thirdCode))));
    // Concurrent guesses are counted one by one: 4 more wrong, then the pause.
    expect(count(answers, ERROR_MESSAGES.codeWrong)).toBe(4);
    expect(count(answers, ERROR_MESSAGES.codesPaused) + count(answers, ERROR_MESSAGES.codeExpired)).toBe(8);
    expect(answers.filter((answer) => answer.body.message === ERROR_MESSAGES.codesPaused).every((answer) => answer.status === 403)).toBe(
      true,
    );
    expect((await verify(third.body.data.token, thirdCode)).status).not.toBe(200);
    expect((await verify(first.body.data.token, thirdCode)).status).toBe(401);
    expect(await mailsTo(email, PAUSED_SUBJECT)).toBe(1);
  });

  it(`sends at most ${SIGN_IN_LIMITS.codeEmails.points} code e-mails an hour, then says so`, async () => {
    const email = 'flooded@clinic.example';
    await account(email, { twoFa: true });
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await signIn(email));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SIGN_IN_LIMITS.codeEmails.points);
    expect(answers.slice(SIGN_IN_LIMITS.codeEmails.points).every((answer) => answer.status === 403)).toBe(true);
    expect(count(answers, ERROR_MESSAGES.tooManyCodes)).toBe(20 - SIGN_IN_LIMITS.codeEmails.points);
    // The finding's victim got 317 e-mails; now at most 5 an hour.
    expect(await mailsTo(email, CODE_SUBJECT)).toBe(SIGN_IN_LIMITS.codeEmails.points);
    api.clock.advanceMinutes(SIGN_IN_LIMITS.codeEmails.windowMinutes + 1);
    expect((await signIn(email)).status).toBe(200);
  });

  it('refuses the e-mailed limits only to someone who knows the password', async () => {
    const email = 'quiet@clinic.example';
    await account(email, { twoFa: true });
    for (let i = 0; i < SIGN_IN_LIMITS.codeEmails.points; i += 1) await signIn(email);
    expect((await signIn(email)).body.message).toBe(ERROR_MESSAGES.tooManyCodes);
    expect((await attempt(email, WRONG, '192.0.2.99')).body.message).toBe(ERROR_MESSAGES.authFailed);
  });
});
