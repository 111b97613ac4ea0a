// The BFF's settings as it reads them: demo mode only when asked for, where it listens, the
// cookie's Secure flag; TRUST_PROXY never trusts the client's own X-Forwarded-For entries unless
// a list of proxies says so; and the process refuses unsafe production settings.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, readMetricsToken, trustProxyFromEnv } from './main';

describe('optionsFromEnv', () => {
  it('is not in demo mode unless DEMO_MODE asks, whatever NODE_ENV says', () => {
    // The finding: a NODE_ENV other than exactly 'production' (a typo, 'prod', none) kept demo mode on.
    for (const NODE_ENV of [undefined, '', 'prod', 'development', 'production']) {
      expect(optionsFromEnv({ NODE_ENV }), String(NODE_ENV)).toMatchObject({ demoMode: false, introspection: false, host: '0.0.0.0' });
    }
    expect(optionsFromEnv({ DEMO_MODE: '1' })).toMatchObject({ demoMode: true, introspection: true });
    expect(optionsFromEnv({ DEMO_MODE: 'off', NODE_ENV: 'development' }).demoMode).toBe(false);
    expect(() => optionsFromEnv({ DEMO_MODE: 'prod' })).toThrow(/DEMO_MODE must be one of/);
    // Every problem in one message, the unsafe ones too: an operator fixes them in one go.
    let message = '';
    try {
      optionsFromEnv({ REDIS_URL: 'localhost:6379', SESSION_IDLE_MINUTES: '0', PUBLIC_URL: 'http://portal.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SESSION_IDLE_MINUTES must be/);
    expect(message).toMatch(/REDIS_URL must be/);
    expect(message).toMatch(/PUBLIC_URL http:\/\/portal\.example is plain http:\/\//);
  });

  it('listens on this machine only in demo mode, on every interface otherwise, unless HOST says', () => {
    expect(optionsFromEnv({ DEMO_MODE: '1' }).host).toBe('127.0.0.1');
    expect(optionsFromEnv({ DEMO_MODE: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(optionsFromEnv({}).host).toBe('0.0.0.0');
    expect(optionsFromEnv({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads PUBLIC_URL and COOKIE_SECURE (unset: follow PUBLIC_URL)', () => {
    expect(optionsFromEnv({})).toMatchObject({ publicUrl: null, cookieSecure: undefined });
    expect(optionsFromEnv({ PUBLIC_URL: 'https://portal.example/', COOKIE_SECURE: '1' })).toMatchObject({
      publicUrl: 'https://portal.example',
      cookieSecure: true,
    });
    expect(optionsFromEnv({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => optionsFromEnv({ COOKIE_SECURE: 'nope' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads SESSION_IDLE_MINUTES as the REST service does, for appInfo', () => {
    expect(optionsFromEnv({}).sessionIdleMinutes).toBeUndefined();
    expect(optionsFromEnv({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
    for (const value of ['0', '1441', 'soon', '2.5'])
      expect(() => optionsFromEnv({ SESSION_IDLE_MINUTES: value }), value).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('the lifecycle settings', () => {
  it('waits SHUTDOWN_DELAY_MS (5 s outside demo mode, none in it) and sizes REST time limits by call', () => {
    expect(optionsFromEnv({})).toMatchObject({ shutdownDelayMs: 5_000, restTimeoutMs: 10_000, restReadTimeoutMs: 3_000 });
    expect(optionsFromEnv({ DEMO_MODE: '1' }).shutdownDelayMs).toBe(0);
    expect(optionsFromEnv({ SHUTDOWN_DELAY_MS: '15000', REST_READ_TIMEOUT_MS: '2000', REST_TIMEOUT_MS: '20000' })).toMatchObject({
      shutdownDelayMs: 15_000,
      restReadTimeoutMs: 2_000,
      restTimeoutMs: 20_000,
    });
    expect(() => optionsFromEnv({ SHUTDOWN_DELAY_MS: 'soon' })).toThrow(/SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0/);
    expect(() => optionsFromEnv({ REST_READ_TIMEOUT_MS: '0' })).toThrow(
      /REST_READ_TIMEOUT_MS must be a whole number of milliseconds from 100/,
    );
  });
});

describe('BFF start-up', () => {
  const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: fileURLToPath(new URL('../../../', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', WEB_DIST_DIR: '', PORT: '0', REST_API_URL: 'http://127.0.0.1:9', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('refuses a plain-http public address in production with one message and no stack trace', () => {
    const result = start({ NODE_ENV: 'prod', PUBLIC_URL: 'http://portal.example' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'BFF not started: unsafe settings outside demo mode (DEMO_MODE is not 1):\n  - PUBLIC_URL http://portal.example is plain http://',
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe('');
  });
});

describe('trustProxyFromEnv', () => {
  it('trusts no proxy when unset, empty, 0 or off', () => {
    for (const value of [undefined, '', '0', 'false', 'off', 'no']) expect(trustProxyFromEnv(value)).toBe(false);
  });

  it('reads 1, true, yes and on as the one proxy in front, and a number as that many hops', () => {
    for (const value of ['1', 'true', 'yes', 'on', ' TRUE ']) expect(trustProxyFromEnv(value)).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
  });

  it('passes a list of proxy addresses through', () => {
    expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.4')).toBe('10.0.0.0/8, 192.168.1.4');
  });
});

describe('readMetricsToken', () => {
  it('is null when unset (loopback scrapes only) and refuses a short or spaced token', () => {
    expect(readMetricsToken(undefined)).toBeNull();
    expect(readMetricsToken(' ')).toBeNull();
    expect(readMetricsToken('scrape-token-0123456789')).toBe('scrape-token-0123456789');
    expect(optionsFromEnv({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe('scrape-token-0123456789');
    expect(() => readMetricsToken('short')).toThrow(/at least 16/);
    expect(() => readMetricsToken('a token with spaces in it')).toThrow(/printable/);
  });
});
