import { describe, expect, it } from 'vitest';
import { BotCheckConfigError, botCheckConfigFromEnv, publicBotCheckConfig } from './botCheckConfig';

const errorOf = (env: Record<string, string | undefined>) => {
  try {
    botCheckConfigFromEnv(env);
  } catch (error) {
    return error;
  }
  throw new Error('expected a configuration error');
};

describe('botCheckConfigFromEnv', () => {
  it('defaults to no bot check, the demo setting', () => {
    expect(botCheckConfigFromEnv({})).toEqual({ provider: 'none' });
    expect(botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: '' })).toEqual({ provider: 'none' });
  });

  it('reads the provider case-insensitively and ignores keys when it is none', () => {
    expect(botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: ' None ', BOT_CHECK_SECRET: 's', BOT_CHECK_MIN_SCORE: '7' })).toEqual({
      provider: 'none',
    });
    expect(botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: 'ReCaptcha', BOT_CHECK_SECRET: 's', BOT_CHECK_SITE_KEY: 'k' }).provider).toBe(
      'recaptcha',
    );
  });

  it('fills reCAPTCHA defaults: Google siteverify, minimum score 0.5, 5 s timeout', () => {
    expect(
      botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_SECRET: ' secret-1 ', BOT_CHECK_SITE_KEY: 'site-1' }),
    ).toEqual({
      provider: 'recaptcha',
      secret: 'secret-1',
      siteKey: 'site-1',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      timeoutMs: 5000,
    });
  });

  it('takes every override, here for Turnstile, whose default URL is Cloudflare siteverify', () => {
    expect(
      botCheckConfigFromEnv({
        BOT_CHECK_PROVIDER: 'turnstile',
        BOT_CHECK_SECRET: 'secret-2',
        BOT_CHECK_SITE_KEY: 'site-2',
        BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
        BOT_CHECK_MIN_SCORE: '0.7',
        BOT_CHECK_TIMEOUT_MS: '1500',
      }),
    ).toEqual({
      provider: 'turnstile',
      secret: 'secret-2',
      siteKey: 'site-2',
      verifyUrl: 'http://127.0.0.1:9999/siteverify',
      minScore: 0.7,
      timeoutMs: 1500,
    });
    const turnstile = botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SECRET: 's', BOT_CHECK_SITE_KEY: 'k' });
    expect(turnstile.provider === 'turnstile' && turnstile.verifyUrl).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });

  it('refuses an unknown provider', () => {
    const error = errorOf({ BOT_CHECK_PROVIDER: 'hcaptcha' });
    expect(error).toBeInstanceOf(BotCheckConfigError);
    expect((error as Error).message).toBe('BOT_CHECK_PROVIDER must be one of none, recaptcha, turnstile (got "hcaptcha")');
  });

  it('requires the secret and the site key of a real provider, blank counting as missing', () => {
    expect((errorOf({ BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_SITE_KEY: 'k' }) as Error).message).toBe(
      'BOT_CHECK_SECRET is required when BOT_CHECK_PROVIDER is recaptcha',
    );
    expect((errorOf({ BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SECRET: '   ', BOT_CHECK_SITE_KEY: 'k' }) as Error).message).toBe(
      'BOT_CHECK_SECRET is required when BOT_CHECK_PROVIDER is turnstile',
    );
    const noSiteKey = errorOf({ BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_SECRET: 'top-secret' });
    expect(noSiteKey).toBeInstanceOf(BotCheckConfigError);
    expect((noSiteKey as Error).message).toBe('BOT_CHECK_SITE_KEY is required when BOT_CHECK_PROVIDER is recaptcha');
  });

  it('refuses a verify URL, minimum score or timeout it cannot use', () => {
    const base = { BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_SECRET: 's', BOT_CHECK_SITE_KEY: 'k' };
    expect((errorOf({ ...base, BOT_CHECK_VERIFY_URL: 'not a url' }) as Error).message).toBe(
      'BOT_CHECK_VERIFY_URL must be an http(s) URL (got "not a url")',
    );
    expect((errorOf({ ...base, BOT_CHECK_VERIFY_URL: 'ftp://example.com/v' }) as Error).message).toBe(
      'BOT_CHECK_VERIFY_URL must be an http(s) URL (got "ftp://example.com/v")',
    );
    expect((errorOf({ ...base, BOT_CHECK_MIN_SCORE: '1.5' }) as Error).message).toBe(
      'BOT_CHECK_MIN_SCORE must be a number from 0 to 1 (got "1.5")',
    );
    expect((errorOf({ ...base, BOT_CHECK_MIN_SCORE: 'high' }) as Error).message).toBe(
      'BOT_CHECK_MIN_SCORE must be a number from 0 to 1 (got "high")',
    );
    expect((errorOf({ ...base, BOT_CHECK_TIMEOUT_MS: '0' }) as Error).message).toBe(
      'BOT_CHECK_TIMEOUT_MS must be a positive whole number of milliseconds (got "0")',
    );
    expect((errorOf({ ...base, BOT_CHECK_TIMEOUT_MS: '2.5' }) as Error).message).toBe(
      'BOT_CHECK_TIMEOUT_MS must be a positive whole number of milliseconds (got "2.5")',
    );
    expect(botCheckConfigFromEnv({ ...base, BOT_CHECK_MIN_SCORE: '0' })).toMatchObject({ minScore: 0 });
    expect(botCheckConfigFromEnv({ ...base, BOT_CHECK_MIN_SCORE: '1' })).toMatchObject({ minScore: 1 });
  });
});

describe('publicBotCheckConfig', () => {
  it('gives the browser the provider and site key, never the secret', () => {
    const config = botCheckConfigFromEnv({
      BOT_CHECK_PROVIDER: 'recaptcha',
      BOT_CHECK_SECRET: 'top-secret',
      BOT_CHECK_SITE_KEY: 'site-key',
    });
    expect(publicBotCheckConfig(config)).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(JSON.stringify(publicBotCheckConfig(config))).not.toContain('top-secret');
  });

  it('has no site key when there is no bot check', () => {
    expect(publicBotCheckConfig({ provider: 'none' })).toEqual({ provider: 'none', siteKey: null });
  });
});
