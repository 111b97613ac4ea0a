// resetAuthenticatorApp against the real REST service: an admin removes a clinician's app (lost
// phone and codes), the clinician's session ends and the next sign-in asks no app code; without an
// app, or from a doctor, a typed payload error and nothing changes.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { DEMO_ACCOUNT_IDS } from '@portal/rest-api/seed/accounts';
import { toGlobalId } from '../../graphql/globalId';
import { ACCOUNTS, DEMO_PASSWORD, signIn, startStack, type Stack } from '../../../test/stack';

const STEP_MS = 30_000;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { now: new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000) });
});
afterAll(() => stack?.close());

const RESET = `mutation ($input: ResetAuthenticatorAppInput!) {
  resetAuthenticatorApp(input: $input) { resetId errors { __typename title messages } } }`;
const START = `mutation ($input: StartAuthenticatorEnrolmentInput!) { startAuthenticatorEnrolment(input: $input) { secret errors { title } } }`;
const CONFIRM = `mutation ($input: ConfirmAuthenticatorEnrolmentInput!) { confirmAuthenticatorEnrolment(input: $input) { recoveryCodes errors { title } } }`;
const SETTINGS = '{ viewer { secondFactor { authenticatorApp } } }';

const doctorEcp = toGlobalId('Ecp', DEMO_ACCOUNT_IDS.doctor);

describe('resetAuthenticatorApp', () => {
  it("lets an admin remove a clinician's app: their session ends and the next sign-in needs no app code", async () => {
    const doctor = stack.client();
    expect((await signIn(doctor, ACCOUNTS.doctor, DEMO_PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');
    const { secret } = (await doctor.gql(START, { input: { password: DEMO_PASSWORD } })).body.data.startAuthenticatorEnrolment;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: stack.rest.clock.now().getTime(),
    });
    expect((await doctor.gql(CONFIRM, { input: { code } })).body.data.confirmAuthenticatorEnrolment.errors).toEqual([]);

    // A doctor may not; the app stays.
    const refused = (await doctor.gql(RESET, { input: { id: doctorEcp } })).body.data.resetAuthenticatorApp;
    expect(refused).toMatchObject({
      resetId: null,
      errors: [{ __typename: 'PermissionError', title: ERROR_TITLES.secondFactorNotChanged }],
    });
    expect((await doctor.gql(SETTINGS)).body.data.viewer.secondFactor.authenticatorApp).toBe(true);

    const admin = stack.client();
    await signIn(admin, ACCOUNTS.admin, DEMO_PASSWORD);
    stack.proxy.reset();
    const reset = (await admin.gql(RESET, { input: { id: doctorEcp } })).body.data.resetAuthenticatorApp;
    expect(reset).toEqual({ resetId: doctorEcp, errors: [] });
    expect(stack.proxy.calls.filter((c) => c.includes('/secondFactor/reset'))).toHaveLength(1);

    // The doctor's session is over; signing in again asks for no app code.
    const afterwards = await doctor.gql(SETTINGS);
    expect(afterwards.body.data.viewer).toBeNull();
    const again = stack.client();
    expect((await signIn(again, ACCOUNTS.doctor, DEMO_PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');

    // Done once: a second reset finds no app.
    const twice = (await admin.gql(RESET, { input: { id: doctorEcp } })).body.data.resetAuthenticatorApp;
    expect(twice.resetId).toBeNull();
    expect(twice.errors[0].messages).toEqual([ERROR_MESSAGES.appNotEnrolled]);
  });

  it('refuses an id that names no ECP or admin', async () => {
    const admin = stack.client();
    await signIn(admin, ACCOUNTS.admin, DEMO_PASSWORD);
    const answer = await admin.gql(RESET, { input: { id: toGlobalId('Site', DEMO_ACCOUNT_IDS.doctor) } });
    expect(answer.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
