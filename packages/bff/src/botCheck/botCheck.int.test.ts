// Both HTTP adapters against a local fake siteverify endpoint (never Google or Cloudflare).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBotCheck, type BotCheck, type BotCheckLogger } from './botCheck';
import { botCheckConfigFromEnv, type VerifyingProvider } from './botCheckConfig';
import { startFakeVerifier, type FakeVerifier } from './fakeVerifier';

const TIMEOUT_MS = 300;

let fake: FakeVerifier;
beforeAll(async () => {
  fake = await startFakeVerifier();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const botCheckFor = (provider: VerifyingProvider, extra: Record<string, string> = {}, logger?: BotCheckLogger): BotCheck =>
  createBotCheck(
    botCheckConfigFromEnv({
      BOT_CHECK_PROVIDER: provider,
      BOT_CHECK_SECRET: `${provider}-secret`,
      BOT_CHECK_SITE_KEY: `${provider}-site-key`,
      BOT_CHECK_VERIFY_URL: fake.url,
      BOT_CHECK_TIMEOUT_MS: String(TIMEOUT_MS),
      ...extra,
    }),
    { logger },
  );

/** Collects the warnings, so tests can read why a check failed and that no secret was logged. */
const warningLog = () => {
  const warnings: { details: object; message: string }[] = [];
  return { warnings, logger: { warn: (details: object, message: string) => warnings.push({ details, message }) } };
};

// The same five situations in each provider's own words.
const answers: Record<VerifyingProvider, { pass: unknown; fail: unknown; expired: unknown }> = {
  recaptcha: {
    pass: { success: true, score: 0.9, action: 'signIn', challenge_ts: '2025-01-01T00:00:00Z', hostname: 'portal.example' },
    fail: { success: true, score: 0.1, action: 'signIn', challenge_ts: '2025-01-01T00:00:00Z', hostname: 'portal.example' },
    expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  },
  turnstile: {
    pass: { success: true, 'error-codes': [], challenge_ts: '2025-01-01T00:00:00Z', hostname: 'portal.example', action: 'signIn' },
    fail: { success: false, 'error-codes': ['invalid-input-response'] },
    expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  },
};

describe.each<VerifyingProvider>(['recaptcha', 'turnstile'])('%s adapter', (provider) => {
  it('passes a good token, posting secret, token and remote ip as a form', async () => {
    fake.reply({ body: answers[provider].pass });
    const outcome = await botCheckFor(provider).verify('token-abc', { action: 'signIn', remoteIp: '203.0.113.7' });
    expect(outcome).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/siteverify');
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({ secret: `${provider}-secret`, response: 'token-abc', remoteip: '203.0.113.7' });
  });

  it('sends no remoteip when the caller has none', async () => {
    fake.reply({ body: answers[provider].pass });
    await expect(botCheckFor(provider).verify('token-def', { action: 'signIn' })).resolves.toEqual({ ok: true });
    expect(fake.requests[0].form).toEqual({ secret: `${provider}-secret`, response: 'token-def' });
  });

  it('answers BLOCKED when the provider refuses the token', async () => {
    fake.reply({ body: answers[provider].fail });
    const { warnings, logger } = warningLog();
    await expect(botCheckFor(provider, {}, logger).verify('token-bad', { action: 'signIn', remoteIp: '203.0.113.7' })).resolves.toEqual({
      ok: false,
      reason: 'BLOCKED',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toBe('bot check: failed');
    expect(JSON.stringify(warnings)).not.toMatch(/token-bad|secret/);
  });

  it("answers EXPIRED for 'timeout-or-duplicate'", async () => {
    fake.reply({ body: answers[provider].expired });
    await expect(botCheckFor(provider).verify('token-old', { action: 'signIn' })).resolves.toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('answers UNAVAILABLE when the verifier fails with a 500', async () => {
    fake.reply({ status: 500, body: { error: 'boom' } });
    const { warnings, logger } = warningLog();
    await expect(botCheckFor(provider, {}, logger).verify('token-abc', { action: 'signIn' })).resolves.toEqual({
      ok: false,
      reason: 'UNAVAILABLE',
    });
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toEqual([
      { details: { provider, action: 'signIn', failure: 'status 500' }, message: 'bot check: verifier unavailable' },
    ]);
  });

  it('answers UNAVAILABLE when the verifier is slower than the timeout, without waiting for it', async () => {
    fake.reply({ body: answers[provider].pass, delayMs: TIMEOUT_MS * 5 });
    const { warnings, logger } = warningLog();
    const started = Date.now();
    await expect(botCheckFor(provider, {}, logger).verify('token-abc', { action: 'signIn' })).resolves.toEqual({
      ok: false,
      reason: 'UNAVAILABLE',
    });
    expect(warnings).toEqual([{ details: { provider, action: 'signIn', failure: 'timeout' }, message: 'bot check: verifier unavailable' }]);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 5);
  });

  it('answers UNAVAILABLE for a 200 that is not JSON', async () => {
    fake.reply({ body: '<html>maintenance</html>' });
    await expect(botCheckFor(provider).verify('token-abc', { action: 'signIn' })).resolves.toEqual({ ok: false, reason: 'UNAVAILABLE' });
  });

  it('answers MISSING for an empty token and never calls the verifier', async () => {
    await expect(botCheckFor(provider).verify('', { action: 'signIn' })).resolves.toEqual({ ok: false, reason: 'MISSING' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('recaptcha adapter rules', () => {
  it('answers BLOCKED for success false without an expiry code', async () => {
    fake.reply({ body: { success: false, 'error-codes': ['invalid-input-response'] } });
    await expect(botCheckFor('recaptcha').verify('token-abc', { action: 'signIn' })).resolves.toEqual({ ok: false, reason: 'BLOCKED' });
  });

  it('blocks a token executed for another action', async () => {
    fake.reply({ body: { success: true, score: 0.9, action: 'registration' } });
    await expect(botCheckFor('recaptcha').verify('token-abc', { action: 'passwordReset' })).resolves.toEqual({
      ok: false,
      reason: 'BLOCKED',
    });
  });

  it('applies BOT_CHECK_MIN_SCORE', async () => {
    fake.reply({ body: { success: true, score: 0.7, action: 'registration' } });
    await expect(botCheckFor('recaptcha').verify('t', { action: 'registration' })).resolves.toEqual({ ok: true });
    await expect(botCheckFor('recaptcha', { BOT_CHECK_MIN_SCORE: '0.8' }).verify('t', { action: 'registration' })).resolves.toEqual({
      ok: false,
      reason: 'BLOCKED',
    });
  });
});

describe('an unreachable verifier', () => {
  it('answers UNAVAILABLE when nothing listens', async () => {
    const gone = await startFakeVerifier();
    await gone.close();
    const { warnings, logger } = warningLog();
    const botCheck = botCheckFor('turnstile', { BOT_CHECK_VERIFY_URL: gone.url }, logger);
    await expect(botCheck.verify('token-abc', { action: 'signIn' })).resolves.toEqual({ ok: false, reason: 'UNAVAILABLE' });
    expect(warnings).toEqual([
      { details: { provider: 'turnstile', action: 'signIn', failure: 'network' }, message: 'bot check: verifier unavailable' },
    ]);
  });
});
