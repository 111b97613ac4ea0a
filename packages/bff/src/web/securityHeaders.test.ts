// The security headers (helmet's, worked out once, plus the Permissions-Policy): the Content-Security-Policy
// follows the bot check (strict without one, and only the configured provider's script and frame
// origins with reCAPTCHA or Turnstile), and HSTS follows the public address.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBffServer, type BffServerOptions } from '../server';
import { botCheckConfigFromEnv, type BotCheckProvider } from '../botCheck/botCheckConfig';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, contentSecurityPolicyDirectives } from './securityHeaders';

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

  it('hands helmet the same directives', () => {
    expect(contentSecurityPolicyDirectives('turnstile')).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://challenges.cloudflare.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ['https://challenges.cloudflare.com'],
    });
  });
});

/** Helmet joins directives with ';' where the policy above reads '; ': the same directives, in order. */
const directivesOf = (policy: string | string[] | number | undefined) => String(policy).split(/;\s*/);

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
    return { policy: directivesOf(response.headers['content-security-policy']), body: response.json() };
  }

  it('is strict for none and allows the widget for reCAPTCHA and Turnstile', async () => {
    expect(await servedPolicy('none')).toEqual({
      policy: directivesOf(STRICT),
      body: { data: { appInfo: { botCheck: { provider: 'NONE', siteKey: null } } } },
    });
    expect(await servedPolicy('recaptcha')).toEqual({
      policy: directivesOf(RECAPTCHA),
      body: { data: { appInfo: { botCheck: { provider: 'RECAPTCHA', siteKey: 'k' } } } },
    });
    expect(await servedPolicy('turnstile')).toEqual({
      policy: directivesOf(TURNSTILE),
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

describe('the other headers', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function start(options: Partial<BffServerOptions> = {}) {
    const app = await buildBffServer({ restApiUrl: 'http://127.0.0.1:9', demoMode: false, logger: false, ...options });
    apps.push(app);
    return app;
  }
  const APP_INFO = {
    method: 'POST' as const,
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: '{ appInfo { version } }' },
  };

  it('keeps the set the hand-written hook sent, on answers, 404s and refusals alike', async () => {
    const app = await start();
    for (const request of [
      APP_INFO,
      { method: 'GET' as const, url: '/no-such-page' },
      { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: '{}' },
    ]) {
      const { headers, statusCode } = await app.inject(request);
      const what = `${request.method} ${request.url} (${statusCode})`;
      expect(directivesOf(headers['content-security-policy']), what).toEqual(directivesOf(STRICT));
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('no-referrer');
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      // helmet's further defaults
      expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
      expect(headers['x-permitted-cross-domain-policies'], what).toBe('none');
      // plain http, no https public address: no HSTS
      expect(headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('sends HSTS on every answer when the public address is https', async () => {
    const app = await start({ publicUrl: 'https://portal.example' });
    for (const request of [APP_INFO, { method: 'GET' as const, url: '/health' }, { method: 'GET' as const, url: '/no-such-page' }]) {
      const { headers } = await app.inject(request);
      expect(headers['strict-transport-security'], request.url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('sends HSTS for an http public address only to requests that came over https through a trusted proxy', async () => {
    const app = await start({ publicUrl: 'http://localhost:4000', trustProxy: 1 });
    expect((await app.inject(APP_INFO)).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ ...APP_INFO, headers: { ...APP_INFO.headers, 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await start({ publicUrl: 'http://localhost:4000' });
    const spoofed = await untrusted.inject({ ...APP_INFO, headers: { ...APP_INFO.headers, 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
