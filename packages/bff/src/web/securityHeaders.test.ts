// The Content-Security-Policy follows the bot check: strict without one, and only the configured
// provider's script and frame origins with reCAPTCHA or Turnstile.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBffServer } from '../server';
import { botCheckConfigFromEnv, type BotCheckProvider } from '../botCheck/botCheckConfig';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './securityHeaders';

const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const RECAPTCHA =
  "default-src 'self'; script-src 'self' https://www.google.com https://www.gstatic.com; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; frame-src https://www.google.com https://www.gstatic.com";

const TURNSTILE =
  "default-src 'self'; script-src 'self' https://challenges.cloudflare.com; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; frame-src https://challenges.cloudflare.com";

describe('contentSecurityPolicy', () => {
  it('is the strict default without a bot check', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(STRICT);
    expect(contentSecurityPolicy()).toBe(STRICT);
    expect(contentSecurityPolicy('none')).toBe(STRICT);
  });

  it("adds the provider's script and frame origins, and nothing else", () => {
    expect(contentSecurityPolicy('recaptcha')).toBe(RECAPTCHA);
    expect(contentSecurityPolicy('turnstile')).toBe(TURNSTILE);
  });
});

describe('the served header', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  // appInfo needs no REST call, so no REST service is started.
  async function servedPolicy(provider: BotCheckProvider) {
    const botCheckConfig = botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: provider, BOT_CHECK_SECRET: 's', BOT_CHECK_SITE_KEY: 'k' });
    const app = await buildBffServer({ restApiUrl: 'http://127.0.0.1:9', demoMode: false, logger: false, botCheckConfig });
    apps.push(app);
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ appInfo { botCheck { provider siteKey } } }' },
    });
    return { policy: response.headers['content-security-policy'], body: response.json() };
  }

  it('is strict for none and allows the widget for reCAPTCHA and Turnstile', async () => {
    expect(await servedPolicy('none')).toEqual({ policy: STRICT, body: { data: { appInfo: { botCheck: { provider: 'NONE', siteKey: null } } } } });
    expect(await servedPolicy('recaptcha')).toEqual({
      policy: RECAPTCHA,
      body: { data: { appInfo: { botCheck: { provider: 'RECAPTCHA', siteKey: 'k' } } } },
    });
    expect(await servedPolicy('turnstile')).toEqual({
      policy: TURNSTILE,
      body: { data: { appInfo: { botCheck: { provider: 'TURNSTILE', siteKey: 'k' } } } },
    });
  });

  it('refuses a verifier of another provider than the configuration names', async () => {
    const botCheckConfig = botCheckConfigFromEnv({ BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SECRET: 's', BOT_CHECK_SITE_KEY: 'k' });
    const recaptcha = { provider: 'recaptcha' as const, verify: async () => ({ ok: true as const }) };
    await expect(
      buildBffServer({ restApiUrl: 'http://127.0.0.1:9', demoMode: false, logger: false, botCheckConfig, botCheck: recaptcha }),
    ).rejects.toThrow('botCheck verifies recaptcha but botCheckConfig names turnstile: pass both for one provider');
  });
});
