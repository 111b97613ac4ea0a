// The authenticator app over GraphQL against the real REST service: setting it up
// (QR code, first code, recovery codes), signing in with it or a recovery code, renewing codes,
// turning it off, and the super admin's policy; each failure a typed payload error.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { createAccount } from '@portal/rest-api/seed/records';
import { ACCOUNTS, latestMail, signIn, sixDigitCode, startStack, VERIFY, type Stack } from '../../test/stack';

const PASSWORD = 'Right!2026';
const STEP_MS = 30_000;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { now: new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000) });
});
afterAll(() => stack?.close());

const ERRORS = 'errors { __typename code title messages ... on ValidationError { fieldErrors { field key } } }';
const START = `mutation ($input: StartAuthenticatorEnrolmentInput!) {
  startAuthenticatorEnrolment(input: $input) { secret otpauthUri expiresInMinutes qrCode { size path } ${ERRORS} } }`;
const CONFIRM = `mutation ($input: ConfirmAuthenticatorEnrolmentInput!) {
  confirmAuthenticatorEnrolment(input: $input) { recoveryCodes viewer { secondFactor { authenticatorApp recoveryCodesLeft } } ${ERRORS} } }`;
const DISABLE = `mutation ($input: DisableAuthenticatorAppInput!) {
  disableAuthenticatorApp(input: $input) { viewer { secondFactor { authenticatorApp } } ${ERRORS} } }`;
const RENEW = `mutation ($input: RenewRecoveryCodesInput!) { renewRecoveryCodes(input: $input) { recoveryCodes ${ERRORS} } }`;
const RECOVERY = `mutation ($input: VerifyRecoveryCodeInput!) { verifyRecoveryCode(input: $input) { step viewer { email } ${ERRORS} } }`;
const POLICY = `mutation ($input: SetSecondFactorPolicyInput!) { setSecondFactorPolicy(input: $input) { policy ${ERRORS} } }`;
const PENDING = '{ pendingSignIn { step secondFactorMethod } }';
const SETTINGS = '{ viewer { secondFactor { authenticatorApp recoveryCodesLeft emailCodes requiredByPolicy portalPolicy } } }';

const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: stack.rest.clock.now().getTime() + steps * STEP_MS,
  });

let counter = 0;
async function signedInDoctor() {
  counter += 1;
  const email = `bff.totp${counter}@clinic.example`;
  await createAccount(stack.rest.db, { email, password: PASSWORD, firstName: 'Ada', lastName: 'App', roles: [REST_ROLES.doctor] });
  const client = stack.client();
  expect((await signIn(client, email, PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');
  return { client, email };
}

describe('the authenticator app over GraphQL', () => {
  it('sets the app up with the password and a first code, then signs in with its code or a recovery code', async () => {
    const { client, email } = await signedInDoctor();
    expect((await client.gql(SETTINGS)).body.data.viewer.secondFactor).toEqual({
      authenticatorApp: false,
      recoveryCodesLeft: 0,
      emailCodes: false,
      requiredByPolicy: false,
      portalPolicy: null,
    });
    const wrong = (await client.gql(START, { input: { password: 'Nope!2026' } })).body.data.startAuthenticatorEnrolment;
    expect(wrong).toMatchObject({ secret: null, qrCode: null });
    expect(wrong.errors[0]).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'password', key: 'pwd_wrong' }] });
    const empty = (await client.gql(START, { input: { password: '' } })).body.data.startAuthenticatorEnrolment;
    expect(empty.errors[0].fieldErrors).toEqual([{ field: 'password', key: 'pwd_req' }]);

    const started = (await client.gql(START, { input: { password: PASSWORD } })).body.data.startAuthenticatorEnrolment;
    expect(started.errors).toEqual([]);
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\/Vista%20Portal:bff\.totp/);
    expect(started.expiresInMinutes).toBe(15);
    expect(started.qrCode.size).toBeGreaterThanOrEqual(21);
    expect(started.qrCode.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    const badCode = (await client.gql(CONFIRM, { input: { code: '12345' } })).body.data.confirmAuthenticatorEnrolment;
    expect(badCode.errors[0].fieldErrors).toEqual([{ field: 'code', key: 'code_inv' }]);
    const confirmed = (await client.gql(CONFIRM, { input: { code: codeAt(started.secret) } })).body.data.confirmAuthenticatorEnrolment;
    expect(confirmed.errors).toEqual([]);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.viewer.secondFactor).toEqual({ authenticatorApp: true, recoveryCodesLeft: 10 });

    // A new browser: the password, then the app's code (a later step than the one confirmed).
    stack.rest.clock.advance(STEP_MS);
    const browser = stack.client();
    expect((await signIn(browser, email, PASSWORD)).body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
    expect((await browser.gql(PENDING)).body.data.pendingSignIn).toEqual({ step: 'SECOND_FACTOR_REQUIRED', secondFactorMethod: 'APP' });
    const verified = (await browser.gql(VERIFY, { code: codeAt(started.secret) })).body.data.verifySecondFactor;
    expect(verified.step).toBe('SIGNED_IN');

    // Another: a recovery code, once.
    const other = stack.client();
    await signIn(other, email, PASSWORD);
    const wrongRecovery = (await other.gql(RECOVERY, { input: { recoveryCode: 'aaaa-bbbb-cccc' } })).body.data.verifyRecoveryCode;
    expect(wrongRecovery).toMatchObject({
      step: 'SECOND_FACTOR_REQUIRED',
      errors: [{ __typename: 'AuthenticationError', messages: [ERROR_MESSAGES.recoveryCodeWrong] }],
    });
    const malformed = (await other.gql(RECOVERY, { input: { recoveryCode: '12' } })).body.data.verifyRecoveryCode;
    expect(malformed.errors[0].fieldErrors).toEqual([{ field: 'recoveryCode', key: 'recovery_code_inv' }]);
    const recovered = (await other.gql(RECOVERY, { input: { recoveryCode: confirmed.recoveryCodes[0] } })).body.data.verifyRecoveryCode;
    expect(recovered).toMatchObject({ step: 'SIGNED_IN', viewer: { email }, errors: [] });
    expect((await latestMail(other, email)).body).toContain('9 unused codes remain');
  });

  it('renews the recovery codes and turns the app off with the password and a code of either kind', async () => {
    const { client } = await signedInDoctor();
    const { secret } = (await client.gql(START, { input: { password: PASSWORD } })).body.data.startAuthenticatorEnrolment;
    const { recoveryCodes } = (await client.gql(CONFIRM, { input: { code: codeAt(secret) } })).body.data.confirmAuthenticatorEnrolment;
    stack.rest.clock.advance(STEP_MS);

    const malformed = (await client.gql(RENEW, { input: { password: PASSWORD, code: 'nope' } })).body.data.renewRecoveryCodes;
    expect(malformed.errors[0].fieldErrors).toEqual([{ field: 'code', key: 'second_factor_code_inv' }]);
    const renewed = (await client.gql(RENEW, { input: { password: PASSWORD, code: codeAt(secret) } })).body.data.renewRecoveryCodes;
    expect(renewed.errors).toEqual([]);
    expect(renewed.recoveryCodes).toHaveLength(10);

    const stale = (await client.gql(DISABLE, { input: { password: PASSWORD, code: recoveryCodes[1] } })).body.data.disableAuthenticatorApp;
    expect(stale.errors[0]).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'code', key: 'second_factor_code_wrong' }],
    });
    const off = (await client.gql(DISABLE, { input: { password: PASSWORD, code: renewed.recoveryCodes[2] } })).body.data
      .disableAuthenticatorApp;
    expect(off).toEqual({ viewer: { secondFactor: { authenticatorApp: false } }, errors: [] });
    const again = (await client.gql(DISABLE, { input: { password: PASSWORD, code: renewed.recoveryCodes[3] } })).body.data
      .disableAuthenticatorApp;
    expect(again.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: ERROR_TITLES.secondFactorNotChanged,
      messages: [ERROR_MESSAGES.appNotEnrolled],
    });
  });

  it('lets only super admins set the policy, which then asks doctors for an e-mailed code', async () => {
    const { client: doctor, email } = await signedInDoctor();
    const refused = (await doctor.gql(POLICY, { input: { policy: 'EVERYONE' } })).body.data.setSecondFactorPolicy;
    expect(refused).toMatchObject({ policy: null, errors: [{ __typename: 'PermissionError' }] });

    const superAdmin = stack.client();
    await signIn(superAdmin, ACCOUNTS.superAdmin);
    const code = sixDigitCode((await latestMail(superAdmin, ACCOUNTS.superAdmin)).body);
    expect((await superAdmin.gql(VERIFY, { code })).body.data.verifySecondFactor.step).toBe('SIGNED_IN');
    expect((await superAdmin.gql(POLICY, { input: { policy: 'EVERYONE' } })).body.data.setSecondFactorPolicy).toEqual({
      policy: 'EVERYONE',
      errors: [],
    });
    expect((await superAdmin.gql(SETTINGS)).body.data.viewer.secondFactor.portalPolicy).toBe('EVERYONE');

    const browser = stack.client();
    expect((await signIn(browser, email, PASSWORD)).body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
    expect((await browser.gql(PENDING)).body.data.pendingSignIn.secondFactorMethod).toBe('EMAIL');
    expect((await superAdmin.gql(POLICY, { input: { policy: 'NONE' } })).body.data.setSecondFactorPolicy.policy).toBe('NONE');
  });
});
