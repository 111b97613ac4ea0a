import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { verifyPassword } from '../auth/passwords';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_NAME } from './accounts';
import { DEMO_SEED_STEPS, seedDemo, type SeedStep } from './seedDemo';

interface AccountRow {
  email: string;
  roles: string[];
  twoFa: boolean;
  updatePassword: boolean;
  terms: boolean;
  siteName: string | null;
  isSiteAdmin: boolean | null;
  passwordHash: string;
}

describe('seedDemo on PGlite persisted in a data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rest-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the demo accounts once; a restart keeps the data and seeds nothing again', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await migrate(first);
      const allSteps = DEMO_SEED_STEPS.map((step) => step.name);
      expect(allSteps[0]).toBe('demo-accounts');
      expect(await seedDemo(first)).toEqual({ applied: allSteps, skipped: [] });
      await first.query(`update users set first_name = 'Changed' where id = $1`, [DEMO_ACCOUNT_IDS.doctor]);
    } finally {
      await first.close();
    }

    const again = await openDatabase({ dataDir });
    try {
      expect(await migrate(again)).toEqual([]);
      expect(await seedDemo(again)).toEqual({ applied: [], skipped: DEMO_SEED_STEPS.map((step) => step.name) });
      const accounts = await again.query<AccountRow>(
        `select u.email, u.roles, u.two_fa as "twoFa", u.update_password as "updatePassword", u.terms_of_use_signed as terms,
                s.name as "siteName", d.is_site_admin as "isSiteAdmin", u.password_hash as "passwordHash"
           from users u left join doctors d on d.user_id = u.id left join sites s on s.id = d.site_id
          where u.email = any($1::text[]) order by u.email`,
        [Object.values(DEMO_EMAILS)],
      );
      const byEmail = Object.fromEntries(accounts.rows.map((a) => [a.email, a]));
      expect(Object.keys(byEmail).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
      expect(byEmail[DEMO_EMAILS.superAdmin]).toMatchObject({ roles: ['VistaSuperAdmin'], twoFa: true });
      expect(byEmail[DEMO_EMAILS.admin]).toMatchObject({ roles: ['VistaAdmin'], twoFa: false });
      expect(byEmail[DEMO_EMAILS.siteAdmin]).toMatchObject({
        roles: ['Doctor'],
        twoFa: false,
        siteName: DEMO_SITE_NAME,
        isSiteAdmin: true,
      });
      expect(byEmail[DEMO_EMAILS.doctor]).toMatchObject({ twoFa: false, siteName: DEMO_SITE_NAME, isSiteAdmin: false });
      expect(byEmail[DEMO_EMAILS.newDoctor]).toMatchObject({ updatePassword: true, terms: false, siteName: DEMO_SITE_NAME });
      for (const account of accounts.rows) expect(await verifyPassword(account.passwordHash, DEMO_PASSWORD)).toBe(true);
      const devices = await again.query<{ n: number }>(
        `select count(*)::int as n from devices v join sites s on s.id = v.site_id where s.name = $1`,
        [DEMO_SITE_NAME],
      );
      expect(devices.rows[0].n).toBeGreaterThanOrEqual(1);
      const kept = await again.query<{ first_name: string }>('select first_name from users where id = $1', [DEMO_ACCOUNT_IDS.doctor]);
      expect(kept.rows[0].first_name).toBe('Changed');
    } finally {
      await again.close();
    }
  });

  it('runs only the steps it has not run, in order (how later data modules are added)', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const order: string[] = [];
      const step = (name: string): SeedStep => ({ name, run: async () => void order.push(name) });
      const report = await seedDemo(db, { steps: [step('demo-accounts'), step('test-step-a'), step('test-step-b')] });
      expect(report).toEqual({ applied: ['test-step-a', 'test-step-b'], skipped: ['demo-accounts'] });
      expect(order).toEqual(['test-step-a', 'test-step-b']);
    } finally {
      await db.close();
    }
  });

  it('records nothing when a step fails, so it runs again next time', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const failing: SeedStep = {
        name: 'broken',
        run: async (tx) => {
          await tx.query(`insert into sites (name) values ('Half Clinic')`);
          throw new Error('boom');
        },
      };
      await expect(seedDemo(db, { steps: [failing] })).rejects.toThrow('boom');
      expect((await db.query(`select 1 from seed_state where name = 'broken'`)).rowCount).toBe(0);
      expect((await db.query(`select 1 from sites where name = 'Half Clinic'`)).rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });
});
