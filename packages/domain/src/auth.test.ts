import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createPasswordFormSchema,
  isAcceptablePassword,
  loginFormSchema,
  passwordRuleFailures,
  PASSWORD_FORBIDDEN_CHARACTERS,
  resetPasswordFormSchema,
  twoFactorFormSchema,
  usernameSchema,
} from './auth';
import { fieldProblems } from './validation';

const keysOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldProblems(result.error as never).map((p) => `${p.field}:${p.key}`);

describe('password policy (§5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordRuleFailures('Portal!2026')).toEqual([]);
    expect(isAcceptablePassword('aB3!aB3!')).toBe(true);
    expect(isAcceptablePassword('aB3!aB3!aB3!aB3!aB3!')).toBe(true); // 20 characters
  });

  it.each([
    ['aB3!aB3', 'length'], // 7 characters
    ['aB3!aB3!aB3!aB3!aB3!a', 'length'], // 21 characters
    ['AB3!AB3!', 'lowercase'],
    ['ab3!ab3!', 'uppercase'],
    ['aBc!aBc!', 'digit'],
    ['aB3aB3aB', 'special'],
  ])('%s breaks the %s rule', (password, rule) => {
    expect(passwordRuleFailures(password)).toContain(rule);
  });

  it.each([...PASSWORD_FORBIDDEN_CHARACTERS])('refuses the forbidden character %s', (c) => {
    expect(passwordRuleFailures(`aB3!aB3${c}`)).toContain('forbidden');
  });

  it('every special character of ! @ # % ^ & * satisfies the special rule', () => {
    for (const c of ['!', '@', '#', '%', '^', '&', '*']) expect(isAcceptablePassword(`aB3xyz1${c}`)).toBe(true);
  });

  it('never accepts a password with a forbidden character (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 18 }), fc.constantFrom(...PASSWORD_FORBIDDEN_CHARACTERS), (s, c) => {
        expect(isAcceptablePassword(`${s}${c}`)).toBe(false);
      }),
    );
  });

  it('strips spaces before checking the new password and confirmation', () => {
    const schema = createPasswordFormSchema(false);
    const r = schema.safeParse({ password: ' Portal!2026 ', confirmation: 'Portal! 2026' });
    expect(r.success).toBe(true);
    expect(r.data?.password).toBe('Portal!2026');
  });

  it('reports pwd_validation, pwd_match and sign_terms', () => {
    expect(keysOf(createPasswordFormSchema(false).safeParse({ password: 'short', confirmation: 'short' }))).toEqual([
      'password:pwd_validation',
    ]);
    expect(keysOf(createPasswordFormSchema(false).safeParse({ password: 'Portal!2026', confirmation: 'Portal!2027' }))).toEqual([
      'confirmation:pwd_match',
    ]);
    expect(keysOf(createPasswordFormSchema(true).safeParse({ password: 'Portal!2026', confirmation: 'Portal!2026' }))).toEqual([
      'acceptTerms:sign_terms',
    ]);
    expect(
      createPasswordFormSchema(true).safeParse({ password: 'Portal!2026', confirmation: 'Portal!2026', acceptTerms: true }).success,
    ).toBe(true);
  });
});

describe('username rules (§5)', () => {
  it('requires a username', () => {
    expect(keysOf(usernameSchema.safeParse(''))).toEqual([':username_req']);
    expect(keysOf(usernameSchema.safeParse(undefined))).toEqual([':username_req']);
    expect(keysOf(usernameSchema.safeParse('   '))).toEqual([':username_req']);
  });

  it('needs at least 6 characters', () => {
    expect(keysOf(usernameSchema.safeParse('a@b.c'))).toContain(':username_empty_inv');
  });

  it('must be an e-mail address', () => {
    expect(keysOf(usernameSchema.safeParse('doctor.demo'))).toEqual([':username_inv']);
    expect(usernameSchema.safeParse(' doctor@demo.example ').data).toBe('doctor@demo.example');
  });

  it('the login form reports username and password keys', () => {
    expect(keysOf(loginFormSchema.safeParse({ username: '', password: '' }))).toEqual(['username:username_req', 'password:pwd_req']);
  });

  it('the reset form uses the same username rules', () => {
    expect(keysOf(resetPasswordFormSchema.safeParse({ username: 'nobody' }))).toEqual(['username:username_inv']);
  });
});

describe('second factor (§5)', () => {
  it('requires the code and strips spaces', () => {
    expect(keysOf(twoFactorFormSchema.safeParse({ code: '' }))).toEqual(['code:code_req']);
    expect(twoFactorFormSchema.safeParse({ code: ' 123 456 ' }).data?.code).toBe('123456');
    expect(keysOf(twoFactorFormSchema.safeParse({ code: '12345' }))).toEqual(['code:code_inv']);
  });
});
