import { describe, expect, it } from 'vitest';
import { botCheckErrorMessage, botCheckMessageKey, createBotCheck, type BotCheckFailureReason } from './botCheck';
import type { BotCheckConfig } from './botCheckConfig';
import { recaptchaVerdict, turnstileVerdict, verdictFor } from './siteVerify';

describe('failed outcome → §8 message', () => {
  it.each<[BotCheckFailureReason, string, string]>([
    ['BLOCKED', 'botBlocked', 'Blocked By ReCAPTCHA'],
    ['MISSING', 'botBlocked', 'Blocked By ReCAPTCHA'],
    ['EXPIRED', 'botExpired', 'ReCAPTCHA Expired, please refresh the page'],
    ['UNAVAILABLE', 'connectionTimedOut', 'connection error or Timed out'],
  ])('%s → %s', (reason, key, text) => {
    expect(botCheckMessageKey({ ok: false, reason })).toBe(key);
    expect(botCheckErrorMessage({ ok: false, reason })).toBe(text);
  });
});

describe('createBotCheck', () => {
  it("'none' passes every submit, with or without a token", async () => {
    const botCheck = createBotCheck({ provider: 'none' });
    expect(botCheck.provider).toBe('none');
    await expect(botCheck.verify(undefined, { action: 'signIn' })).resolves.toEqual({ ok: true });
    await expect(botCheck.verify('anything', { action: 'registration', remoteIp: '10.0.0.1' })).resolves.toEqual({ ok: true });
  });

  it('answers MISSING for an absent or blank token without asking the verifier', async () => {
    // Port 9 (discard) refuses connections: a request would end UNAVAILABLE, not MISSING.
    const config: BotCheckConfig = {
      provider: 'recaptcha',
      secret: 's',
      siteKey: 'k',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      minScore: 0.5,
      timeoutMs: 1000,
    };
    const warnings: unknown[] = [];
    const botCheck = createBotCheck(config, { logger: { warn: (details, message) => warnings.push({ details, message }) } });
    expect(botCheck.provider).toBe('recaptcha');
    for (const token of [undefined, null, '', '   ']) {
      await expect(botCheck.verify(token, { action: 'passwordReset' })).resolves.toEqual({ ok: false, reason: 'MISSING' });
    }
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toEqual({ details: { provider: 'recaptcha', action: 'passwordReset' }, message: 'bot check: no token' });
  });
});

describe('reCAPTCHA verdict', () => {
  const expected = { action: 'signIn' as const, minScore: 0.5 };

  it('passes success with a score at or above the minimum and the expected or no action', () => {
    expect(recaptchaVerdict({ success: true, score: 0.9, action: 'signIn' }, expected)).toEqual({ ok: true });
    expect(recaptchaVerdict({ success: true, score: 0.5, action: 'signIn' }, expected)).toEqual({ ok: true });
    expect(recaptchaVerdict({ success: true, score: 0.7 }, expected)).toEqual({ ok: true });
  });

  it('blocks a low score, a missing score, another action and any other failure', () => {
    expect(recaptchaVerdict({ success: true, score: 0.49, action: 'signIn' }, expected)).toEqual({ ok: false, reason: 'BLOCKED' });
    expect(recaptchaVerdict({ success: true }, expected)).toEqual({ ok: false, reason: 'BLOCKED' });
    expect(recaptchaVerdict({ success: true, score: 0.9, action: 'registration' }, expected)).toEqual({ ok: false, reason: 'BLOCKED' });
    expect(recaptchaVerdict({ success: false, 'error-codes': ['invalid-input-response'] }, expected)).toEqual({
      ok: false,
      reason: 'BLOCKED',
    });
    expect(recaptchaVerdict({ success: false }, expected)).toEqual({ ok: false, reason: 'BLOCKED' });
  });

  it("calls 'timeout-or-duplicate' EXPIRED", () => {
    expect(recaptchaVerdict({ success: false, 'error-codes': ['bad-request', 'timeout-or-duplicate'] }, expected)).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
  });
});

describe('Turnstile verdict', () => {
  it("passes success, calls 'timeout-or-duplicate' EXPIRED and blocks the rest", () => {
    expect(turnstileVerdict({ success: true, 'error-codes': [] })).toEqual({ ok: true });
    expect(turnstileVerdict({ success: false, 'error-codes': ['timeout-or-duplicate'] })).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(turnstileVerdict({ success: false, 'error-codes': ['invalid-input-secret'] })).toEqual({ ok: false, reason: 'BLOCKED' });
    expect(turnstileVerdict({ success: false })).toEqual({ ok: false, reason: 'BLOCKED' });
  });
});

describe('verdictFor', () => {
  const expected = { action: 'registration' as const, minScore: 0.5 };

  it('parses the answer with the provider schema, ignoring extra fields', () => {
    expect(verdictFor('recaptcha', { success: true, score: 0.8, action: 'registration', hostname: 'portal.example' }, expected)).toEqual({
      ok: true,
    });
    expect(verdictFor('turnstile', { success: true, 'error-codes': [], cdata: 'x', hostname: 'portal.example' }, expected)).toEqual({
      ok: true,
    });
  });

  it('calls an answer outside the shape UNAVAILABLE', () => {
    expect(verdictFor('recaptcha', { success: 'yes' }, expected)).toEqual({ ok: false, reason: 'UNAVAILABLE' });
    expect(verdictFor('recaptcha', { success: true, score: '0.9' }, expected)).toEqual({ ok: false, reason: 'UNAVAILABLE' });
    expect(verdictFor('turnstile', null, expected)).toEqual({ ok: false, reason: 'UNAVAILABLE' });
    expect(verdictFor('turnstile', { success: false, 'error-codes': 'timeout-or-duplicate' }, expected)).toEqual({
      ok: false,
      reason: 'UNAVAILABLE',
    });
  });
});
