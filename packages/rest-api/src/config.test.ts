import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseFlag, productionProblems, REPO_ROOT, unsafeSettingsMessage } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:4000',
      demoMode: false,
      seedDemo: false,
      seedPatients: 50,
    });
    expect(path.basename(path.join(REPO_ROOT, 'packages'))).toBe('packages');
  });

  it('reads the session idle time and maximum lifetime (40 minutes and 12 hours by default)', () => {
    expect(loadConfig({}).sessions).toEqual({ idleMinutes: 40, maxHours: 12 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' }).sessions).toEqual({ idleMinutes: 30, maxHours: 8 });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: 'forever' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '1' })).toThrow(/must be longer/);
  });

  it('reads the demo size and refuses nonsense', () => {
    expect(loadConfig({ SEED_PATIENTS: '5000' }).seedPatients).toBe(5000);
    expect(() => loadConfig({ SEED_PATIENTS: 'lots' })).toThrow(/SEED_PATIENTS/);
    expect(() => loadConfig({ SEED_PATIENTS: '0' })).toThrow(/SEED_PATIENTS/);
  });

  it('is in demo mode (and so seeds the demo) only when DEMO_MODE asks, whatever NODE_ENV says', () => {
    // The finding: a NODE_ENV other than exactly 'production' (a typo, 'prod', none) kept demo mode on.
    for (const NODE_ENV of [undefined, '', 'prod', 'Production', 'development', 'production']) {
      expect(loadConfig({ NODE_ENV }), String(NODE_ENV)).toMatchObject({ demoMode: false, seedDemo: false });
    }
    expect(loadConfig({ DEMO_MODE: '1' })).toMatchObject({ demoMode: true, seedDemo: true });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'on', SEED_DEMO: '0' })).toMatchObject({ demoMode: true, seedDemo: false });
    expect(loadConfig({ DEMO_MODE: '0' })).toMatchObject({ demoMode: false, seedDemo: false });
    expect(() => loadConfig({ DEMO_MODE: 'prod' })).toThrow(/DEMO_MODE/);
  });

  it('reads ports, directories and URLs', () => {
    const config = loadConfig({
      REST_PORT: '4901',
      DATA_DIR: '/tmp/x',
      PORT: '5000',
      DATABASE_URL: 'postgres://u:p@db/portal',
      SMTP_URL: ' smtp://mail:25 ',
    });
    expect(config).toMatchObject({
      port: 4901,
      dataDir: '/tmp/x',
      publicUrl: 'http://localhost:5000',
      databaseUrl: 'postgres://u:p@db/portal',
      smtpUrl: 'smtp://mail:25',
    });
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(path.join(REPO_ROOT, 'var/data'));
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
  });

  it('reads where report files live and how their download links are signed', () => {
    expect(loadConfig({})).toMatchObject({
      reportsDir: path.join(REPO_ROOT, 'data', 'reports'),
      reportLinkSecret: null,
      reportLinkTtlSeconds: 300,
      reportLinkBaseUrl: 'http://localhost:4000/api/v1/webapp/reports',
    });
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).reportsDir).toBe('/srv/portal/reports');
    expect(loadConfig({ DATA_DIR: 'memory://' }).reportsDir).toBe('memory://');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).reportLinkBaseUrl).toBe('https://portal.example/api/v1/webapp/reports');
    expect(
      loadConfig({
        REPORTS_DIR: '/mnt/reports',
        REPORT_LINK_SECRET: 'a-long-enough-secret',
        REPORT_LINK_TTL_SECONDS: '120',
        REPORT_LINK_BASE_URL: 'https://files.example/r/',
      }),
    ).toMatchObject({
      reportsDir: '/mnt/reports',
      reportLinkSecret: 'a-long-enough-secret',
      reportLinkTtlSeconds: 120,
      reportLinkBaseUrl: 'https://files.example/r',
    });
    expect(() => loadConfig({ REPORT_LINK_TTL_SECONDS: '0' })).toThrow(/REPORT_LINK_TTL_SECONDS/);
    expect(() => loadConfig({ REPORT_LINK_TTL_SECONDS: '999999' })).toThrow(/REPORT_LINK_TTL_SECONDS/);
    // Listed with every other start-up problem rather than stopping the reading on its own.
    expect(productionProblems(loadConfig({ DEMO_MODE: '1', REPORT_LINK_SECRET: 'short' }))).toEqual([
      'REPORT_LINK_SECRET must be at least 16 characters.',
    ]);
  });

  it('refuses settings it cannot read', () => {
    expect(() => loadConfig({ REST_PORT: 'eighty' })).toThrow(/REST_PORT/);
    expect(() => parseFlag('maybe', true, 'DEMO_MODE')).toThrow(/DEMO_MODE/);
    expect(parseFlag('OFF', true)).toBe(false);
    expect(parseFlag(undefined, true)).toBe(true);
  });
});

describe('productionProblems', () => {
  const SECRET = 'k3J9-qPz!t7Vx2Lm-a-long-enough-secret';
  const KEY_BYTES = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 97 + 13) % 251));
  const KEY = KEY_BYTES.toString('hex');

  it('finds none in demo mode, whatever else is set', () => {
    expect(productionProblems(loadConfig({ DEMO_MODE: '1' }))).toEqual([]);
    expect(productionProblems(loadConfig({ DEMO_MODE: '1', SEED_DEMO: '1' }))).toEqual([]);
  });

  it('finds none in production with a report-link secret and no demo seed', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', REPORT_LINK_SECRET: SECRET, SECOND_FACTOR_KEY: KEY }))).toEqual([]);
    expect(productionProblems(loadConfig({ REPORT_LINK_SECRET: SECRET, SEED_DEMO: 'off', SECOND_FACTOR_KEY: KEY }))).toEqual([]);
  });

  it('refuses the demo seed and a missing report-link secret outside demo mode, each in one sentence', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'prod', SEED_DEMO: '1' }));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^SEED_DEMO is on outside demo mode/);
    expect(problems[1]).toMatch(/^REPORT_LINK_SECRET is not set/);
    expect(problems[2]).toMatch(/^SECOND_FACTOR_KEY is not set/);
    expect(productionProblems(loadConfig({ REPORT_LINK_SECRET: '   ', SECOND_FACTOR_KEY: KEY }))).toEqual([
      expect.stringMatching(/^REPORT_LINK_SECRET/),
    ]);
  });

  it('refuses a plain-http PUBLIC_URL on another machine, as the BFF does, unless COOKIE_SECURE=false says it is on purpose', () => {
    const safe = { REPORT_LINK_SECRET: SECRET, SECOND_FACTOR_KEY: KEY };
    expect(productionProblems(loadConfig({ ...safe, PUBLIC_URL: 'http://portal.example' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL http:\/\/portal\.example is plain http:\/\/ on another machine/),
    ]);
    expect(productionProblems(loadConfig({ ...safe, PUBLIC_URL: 'http://portal.example', COOKIE_SECURE: 'false' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...safe, PUBLIC_URL: 'https://portal.example' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...safe, PUBLIC_URL: 'http://localhost:4000' }))).toEqual([]);
    expect(productionProblems(loadConfig({ DEMO_MODE: '1', PUBLIC_URL: 'http://portal.example' }))).toEqual([]);
  });

  it('reads SECOND_FACTOR_KEY as 32 bytes in hex or base64 and refuses anything else', () => {
    expect(loadConfig({ SECOND_FACTOR_KEY: KEY }).secondFactorKey).toEqual(KEY_BYTES);
    expect(loadConfig({ SECOND_FACTOR_KEY: KEY_BYTES.toString('base64') }).secondFactorKey).toEqual(KEY_BYTES);
    expect(loadConfig({}).secondFactorKey).toBeNull();
    // Unreadable: a start-up problem in any mode, listed with the others.
    expect(productionProblems(loadConfig({ DEMO_MODE: '1', SECOND_FACTOR_KEY: 'too-short' }))).toEqual([
      expect.stringMatching(/SECOND_FACTOR_KEY must be 32 random bytes/),
    ]);
    expect(productionProblems(loadConfig({ DEMO_MODE: '1', SECOND_FACTOR_KEY: 'ab'.repeat(31) }))).toEqual([
      expect.stringMatching(/SECOND_FACTOR_KEY/),
    ]);
  });

  it('refuses weak secrets in production: a repeated text, an all-zero or repetitive key, and lists every problem at once', () => {
    const problems = productionProblems(
      loadConfig({ REPORT_LINK_SECRET: 'abcdefgh'.repeat(2), SECOND_FACTOR_KEY: '00'.repeat(32), SEED_DEMO: '1' }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^SEED_DEMO is on outside demo mode/),
      expect.stringMatching(/^REPORT_LINK_SECRET is too weak \(one short text repeated\)/),
      expect.stringMatching(/^SECOND_FACTOR_KEY is too weak \(all its bytes are the same\)/),
    ]);
    expect(productionProblems(loadConfig({ REPORT_LINK_SECRET: 'short', SECOND_FACTOR_KEY: 'nope' }))).toEqual([
      expect.stringMatching(/SECOND_FACTOR_KEY must be 32 random bytes/),
      'REPORT_LINK_SECRET must be at least 16 characters.',
    ]);
  });

  it('says them all in one message, one line each', () => {
    expect(unsafeSettingsMessage(['A.', 'B.'])).toBe('unsafe settings outside demo mode (DEMO_MODE is not 1):\n  - A.\n  - B.');
  });
});

describe('first super admin and shutdown settings', () => {
  it('reads ADMIN_EMAIL with optional names, and SHUTDOWN_DELAY_MS (5 s outside demo mode, none in it)', () => {
    expect(loadConfig({}).firstSuperAdmin).toBeNull();
    expect(loadConfig({ ADMIN_EMAIL: ' owner@clinic.example ' }).firstSuperAdmin).toEqual({
      email: 'owner@clinic.example',
      firstName: 'Super',
      lastName: 'Admin',
    });
    expect(loadConfig({ ADMIN_EMAIL: 'o@c.example', ADMIN_FIRST_NAME: 'Olga', ADMIN_LAST_NAME: 'Owner' }).firstSuperAdmin).toMatchObject({
      firstName: 'Olga',
      lastName: 'Owner',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL.*Email refused/);
    expect(() => loadConfig({ ADMIN_FIRST_NAME: 'Olga' })).toThrow(/need ADMIN_EMAIL/);
    expect(loadConfig({}).shutdownDelayMs).toBe(5_000);
    expect(loadConfig({ DEMO_MODE: '1' }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '250' }).shutdownDelayMs).toBe(250);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('reads METRICS_TOKEN: unset is null (loopback scrapes only), a short one is refused', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' scrape-token-0123456789 ' }).metricsToken).toBe('scrape-token-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
