import { VERSION_TYPE_KEYS } from '@portal/domain/enums';
import { compareVersionNumbers, versionNumberToInt } from '@portal/domain/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplate } from '../db/pglite';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME, demoAccountsStep } from './accounts';
import { seedFleet, type FleetSummary } from './fleet';

const now = new Date('2026-03-15T10:30:00Z');
// Argon2 is what production seeding uses; a marked clear text keeps this test fast and checkable.
const fakeHash = async (password: string) => `test-hash:${password}`;
const freshDatabase = pgliteTemplate(async (db) => {
  await migrate(db);
});

interface EcpRow {
  email: string;
  site: string;
  profession: number;
  is_site_admin: boolean;
  enabled: number;
  pending: number;
  password_hash: string | null;
  two_fa: boolean;
  terms_of_use_signed: boolean;
}

describe('seedFleet after the demo accounts', () => {
  let db: Database;
  let summary: FleetSummary;
  const demoEmails = Object.values(DEMO_EMAILS);

  beforeAll(async () => {
    db = await freshDatabase();
    await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
    summary = await seedFleet(db, { now, hashPassword: fakeHash });
  });
  afterAll(() => db.close());

  it('reuses the demo clinic by name (any case) and adds sites with full addresses, one in the U.S. with a state', async () => {
    expect(summary.demoSiteId).toBe(DEMO_SITE_ID);
    const sites = await db.query<{
      name: string;
      country: string;
      state: string | null;
      city: string;
      street: string;
      zip_code: string;
      email: string;
    }>('select name, country, state, city, street, zip_code, email from sites order by name');
    expect(sites.rows.filter((s) => s.name.toLowerCase() === DEMO_SITE_NAME.toLowerCase())).toHaveLength(1);
    expect(sites.rowCount).toBeGreaterThanOrEqual(3);
    for (const site of sites.rows) {
      expect([site.country, site.city, site.street, site.zip_code, site.email].every(Boolean)).toBe(true);
    }
    expect(sites.rows.some((s) => s.name !== DEMO_SITE_NAME && s.country === 'US' && s.state)).toBe(true);

    const again = await seedFleet(db, { now, hashPassword: fakeHash, demoSiteName: DEMO_SITE_NAME.toUpperCase() });
    expect(again.demoSiteId).toBe(DEMO_SITE_ID);
    expect(again.created).toEqual({ sites: 0, ecps: 0, devices: 0, deviceErrors: 0, versions: 0, pendingRegistrations: 0 });
  });

  it('adds at least 12 ECPs over the sites: every profession, site admins, two locked, one pending', async () => {
    const ecps = await db.query<EcpRow>(
      `select u.email, s.name as site, d.profession, d.is_site_admin, u.enabled, u.pending, u.password_hash, u.two_fa, u.terms_of_use_signed
         from users u join doctors d on d.user_id = u.id join sites s on s.id = d.site_id
        where 'Doctor' = any(u.roles) and not (lower(u.email) = any($1::text[]))
          and not exists (select 1 from pending_registrations p where p.user_id = u.id)`,
      [demoEmails],
    );
    const rows = ecps.rows;
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.site)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.profession))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(rows.filter((r) => r.is_site_admin).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.enabled === 0)).toHaveLength(2);
    const pending = rows.filter((r) => r.pending === 1);
    expect(pending).toHaveLength(1);
    expect(pending[0].password_hash).toBeNull();
    const active = rows.filter((r) => r.enabled === 1 && r.pending === 0);
    expect(active.every((r) => r.password_hash === `test-hash:${DEMO_PASSWORD}` && !r.two_fa && r.terms_of_use_signed)).toBe(true);
    expect(rows.every((r) => /^[a-z-]+\.[a-z-]+@[a-z-]+\.example$/.test(r.email))).toBe(true);
    expect(rows.map((r) => r.email)).toContain('marco.rinaldi@northside-eyecare.example');
    expect(summary.ecps.filter((e) => e.canSignIn)).toHaveLength(active.length);
  });

  it('adds devices with current and outdated components, varied statuses and a long error log', async () => {
    const devices = await db.query<Record<string, string | number | null>>(
      `select dv.device_id, s.name as site, dv.system_status, dv.es_version as "ESAPP", dv.windows_version as "WIN",
              dv.et_firmware_version as "ET", dv.emitter_firmware_version as "EMITTER", dv.tv_version as "TV",
              dv.last_run, dv.location, dv.teamviewer_id, (select count(*)::int from device_errors e where e.device_id = dv.id) as errors
         from devices dv join sites s on s.id = dv.site_id`,
    );
    const latest = await db.query<{ type: string; version_no: string }>(
      'select distinct on (type) type, version_no from versions order by type, version_no_int desc',
    );
    const latestOf = Object.fromEntries(latest.rows.map((v) => [v.type, v.version_no]));
    const behind = (d: Record<string, unknown>) => VERSION_TYPE_KEYS.some((t) => compareVersionNumbers(String(d[t]), latestOf[t]) < 0);

    expect(devices.rowCount).toBeGreaterThanOrEqual(6);
    expect(devices.rows.filter((d) => d.site === DEMO_SITE_NAME).length).toBeGreaterThanOrEqual(2);
    expect(devices.rows.some(behind)).toBe(true);
    expect(devices.rows.some((d) => !behind(d))).toBe(true);
    const statuses = new Set(devices.rows.map((d) => d.system_status));
    for (const status of ['OK', 'Error', 'error', 'Warning']) expect(statuses).toContain(status);
    expect(devices.rows.filter((d) => d.system_status === 'OK').length).toBeGreaterThan(devices.rowCount / 3);
    expect(Math.max(...devices.rows.map((d) => Number(d.errors)))).toBeGreaterThan(25);
    expect(devices.rows.every((d) => d.last_run && d.location && d.teamviewer_id)).toBe(true);
  });

  it('adds versions of every type with consistent version_no_int, written by the admin', async () => {
    const versions = await db.query<{ type: string; version_no: string; version_no_int: number; admin_id: string | null }>(
      'select type, version_no, version_no_int, admin_id from versions',
    );
    expect(versions.rowCount).toBeGreaterThanOrEqual(5);
    expect(new Set(versions.rows.map((v) => v.type))).toEqual(new Set(VERSION_TYPE_KEYS));
    for (const v of versions.rows) {
      expect(Number(v.version_no_int)).toBe(versionNumberToInt(v.version_no));
      expect(v.admin_id).toBe(DEMO_ACCOUNT_IDS.admin);
    }
    expect(versions.rows.some((v) => v.version_no === '1.10.0') && versions.rows.some((v) => v.version_no === '1.9.3')).toBe(true);
  });

  it('adds pending registrations, each with its pending site and site-admin account', async () => {
    const pending = await db.query<{
      email: string;
      site_name: string;
      country: string;
      site_pending: number;
      user_pending: number;
      is_site_admin: boolean;
      password_hash: string | null;
    }>(
      `select p.email, p.site_name, p.country, s.pending as site_pending, u.pending as user_pending, d.is_site_admin, u.password_hash
         from pending_registrations p join sites s on s.id = p.site_id join users u on u.id = p.user_id
         join doctors d on d.user_id = u.id and d.site_id = s.id`,
    );
    expect(pending.rowCount).toBeGreaterThanOrEqual(3);
    expect(pending.rows.every((p) => p.email && p.site_name && p.country)).toBe(true);
    expect(pending.rows.every((p) => p.site_pending === 1 && p.user_pending === 1 && p.is_site_admin && p.password_hash === null)).toBe(
      true,
    );
  });
});

describe('seedFleet on its own', () => {
  it('creates the demo clinic with a full address when the accounts seed has not run', async () => {
    const db = await freshDatabase();
    try {
      const summary = await seedFleet(db, { now, hashPassword: fakeHash });
      const site = await db.query<{ name: string; street: string; city: string; state: string; country: string; zip_code: string }>(
        'select name, street, city, state, country, zip_code from sites where id = $1',
        [summary.demoSiteId],
      );
      expect(site.rows[0]).toMatchObject({ name: DEMO_SITE_NAME, city: 'Boston', state: 'Massachusetts', country: 'US' });
      expect(summary.created.sites).toBeGreaterThanOrEqual(3);
      const devices = await db.query('select 1 from devices where site_id = $1', [summary.demoSiteId]);
      expect(devices.rowCount).toBeGreaterThanOrEqual(2);
      // No admin yet: the versions have no author rather than a wrong one.
      const authors = await db.query('select 1 from versions where admin_id is not null');
      expect(authors.rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });
});
