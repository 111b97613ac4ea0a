import { describe, expect, it } from 'vitest';
import { REST_ROLES } from './enums';
import {
  classifySecondFactorCode,
  formatRecoveryCode,
  secondFactorBodySchema,
  secondFactorMethodFor,
  secondFactorRequired,
  secondFactorProofBodySchema,
} from './secondFactor';
import { check } from './validation';

describe('secondFactorRequired', () => {
  it('covers the platform roles under ADMINS, everyone under EVERYONE, nobody under NONE', () => {
    const admin = [REST_ROLES.admin];
    const superAdmin = [REST_ROLES.superAdmin];
    const doctor = [REST_ROLES.doctor];
    expect([admin, superAdmin, doctor].map((roles) => secondFactorRequired('NONE', roles))).toEqual([false, false, false]);
    expect([admin, superAdmin, doctor].map((roles) => secondFactorRequired('ADMINS', roles))).toEqual([true, true, false]);
    expect([admin, superAdmin, doctor].map((roles) => secondFactorRequired('EVERYONE', roles))).toEqual([true, true, true]);
  });
});

describe('secondFactorMethodFor', () => {
  it('prefers the app, falls back to e-mailed codes when the account or the policy asks, else none', () => {
    expect(secondFactorMethodFor({ appConfirmed: true, emailCodes: false, requiredByPolicy: false })).toBe('app');
    expect(secondFactorMethodFor({ appConfirmed: true, emailCodes: true, requiredByPolicy: true })).toBe('app');
    expect(secondFactorMethodFor({ appConfirmed: false, emailCodes: true, requiredByPolicy: false })).toBe('email');
    expect(secondFactorMethodFor({ appConfirmed: false, emailCodes: false, requiredByPolicy: true })).toBe('email');
    expect(secondFactorMethodFor({ appConfirmed: false, emailCodes: false, requiredByPolicy: false })).toBeNull();
  });
});

describe('codes', () => {
  it('tells an app code from a recovery code, however typed, and refuses anything else', () => {
    expect(classifySecondFactorCode(' 123 456 ')).toEqual({ kind: 'app', code: '123456' });
    expect(classifySecondFactorCode('ABCD-EFGH-JK23')).toEqual({ kind: 'recovery', code: 'abcdefghjk23' });
    expect(classifySecondFactorCode('abcd efgh jk23')).toEqual({ kind: 'recovery', code: 'abcdefghjk23' });
    // 0, 1, i, l and o are not in the alphabet.
    expect(classifySecondFactorCode('abcd-efgh-ijk0')).toBeNull();
    expect(classifySecondFactorCode('12345')).toBeNull();
    expect(formatRecoveryCode('ABCDEFGHJK23')).toBe('abcd-efgh-jk23');
  });

  it('takes exactly one code at /signin/2fa and in a proof', () => {
    expect(check(secondFactorBodySchema, { TwoFaCode: '123456' }).ok).toBe(true);
    expect(check(secondFactorBodySchema, { RecoveryCode: 'abcd-efgh-jk23' })).toEqual({
      ok: true,
      value: { RecoveryCode: 'abcdefghjk23' },
    });
    expect(check(secondFactorBodySchema, {})).toEqual({ ok: false, problems: [{ field: 'TwoFaCode', key: 'code_req' }] });
    expect(check(secondFactorBodySchema, { TwoFaCode: '123456', RecoveryCode: 'abcd-efgh-jk23' }).ok).toBe(false);
    expect(check(secondFactorProofBodySchema, { Password: 'x' })).toEqual({
      ok: false,
      problems: [{ field: 'TwoFaCode', key: 'second_factor_code_req' }],
    });
    expect(check(secondFactorProofBodySchema, { Password: 'x', RecoveryCode: 'nope' })).toEqual({
      ok: false,
      problems: [{ field: 'RecoveryCode', key: 'recovery_code_inv' }],
    });
  });
});
