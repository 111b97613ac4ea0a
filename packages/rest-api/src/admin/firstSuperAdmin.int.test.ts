// The first super admin of a production start: created once, on a database
// without one, with a single-use create-password link in the log and, with SMTP, in an e-mail;
// instances starting together create one; an address another account holds is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { ensureFirstSuperAdmin, type FirstSuperAdminLog } from './firstSuperAdmin';

let api: TestRestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

const ADMIN = { email: 'owner@clinic.example', firstName: 'Olga', lastName: 'Owner' };

function recordingLog(): FirstSuperAdminLog & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => void lines.push({ level, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

const contextOf = (service: TestRestApi) => ({
  db: service.db,
  clock: service.clock,
  publicUrl: 'https://portal.example',
  messenger: service.app.messenger,
});

const superAdmins = async (service: TestRestApi) =>
  (
    await service.db.query<{ email: string; two_fa: boolean; pending: number }>(
      `select email, two_fa, pending from users where roles @> array['VistaSuperAdmin']`,
    )
  ).rows;

describe('ensureFirstSuperAdmin', () => {
  it('creates one pending super admin with a logged link, e-mails it when SMTP is set, and does nothing the next time', async () => {
    api = await startTestRestApi();
    const log = recordingLog();
    const outcome = await ensureFirstSuperAdmin(contextOf(api), ADMIN, { emailLink: true, log });
    expect(outcome).toMatchObject({ created: true, emailed: true });
    if (!outcome.created) throw new Error('not created');
    expect(outcome.link).toMatch(/^https:\/\/portal\.example\/create-password\?token=[\w-]{43}$/);
    expect(log.lines).toEqual([
      { level: 'warn', message: `first super admin created: create the password within 24 hours at ${outcome.link} (single use)` },
    ]);
    expect(await superAdmins(api)).toEqual([{ email: ADMIN.email, two_fa: true, pending: 1 }]);
    const [mail] = await api.outbox(ADMIN.email);
    expect(mail.body).toContain(outcome.link);
    const audit = await api.db.query<{ action: string; object_type: string; actor_role: string }>(
      'select action, object_type, actor_role from audit_events where $1 = any(object_ids)',
      [outcome.userId],
    );
    expect(audit.rows).toEqual([{ action: 'CREATE', object_type: 'ADMIN', actor_role: 'ANONYMOUS' }]);

    const again = recordingLog();
    expect(
      await ensureFirstSuperAdmin(contextOf(api), { ...ADMIN, email: 'other@clinic.example' }, { emailLink: true, log: again }),
    ).toEqual({
      created: false,
      reason: 'super-admin-exists',
    });
    expect(again.lines).toEqual([{ level: 'info', message: 'ADMIN_EMAIL ignored: a super admin exists' }]);
    expect(await superAdmins(api)).toHaveLength(1);
    expect(await api.outbox()).toHaveLength(1);
  });

  it('without SMTP queues no e-mail and starts the account without a second step', async () => {
    api = await startTestRestApi();
    const log = recordingLog();
    expect(await ensureFirstSuperAdmin(contextOf(api), ADMIN, { emailLink: false, log })).toMatchObject({ created: true, emailed: false });
    expect(await superAdmins(api)).toEqual([{ email: ADMIN.email, two_fa: false, pending: 1 }]);
    expect(await api.outbox()).toEqual([]);
    expect(log.lines[0].message).toContain('no SMTP_URL, so the account has no second step');
  });

  it('creates one super admin when instances start together', async () => {
    api = await startTestRestApi();
    const service = api;
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        ensureFirstSuperAdmin(contextOf(service), { ...ADMIN, email: `${name}@clinic.example` }, { emailLink: false, log: recordingLog() }),
      ),
    );
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    expect(await superAdmins(api)).toHaveLength(1);
  });

  it('refuses an address another account holds, whatever its case, and creates nothing', async () => {
    api = await startTestRestApi();
    await api.db.query(
      `insert into users (email, first_name, last_name, roles) values ('Owner@Clinic.example', 'Dora', 'Doctor', array['Doctor'])`,
    );
    const log = recordingLog();
    expect(await ensureFirstSuperAdmin(contextOf(api), ADMIN, { emailLink: true, log })).toEqual({ created: false, reason: 'email-taken' });
    expect(await superAdmins(api)).toEqual([]);
    expect(log.lines).toEqual([
      { level: 'error', message: 'ADMIN_EMAIL not used: another account has this address; no super admin was created' },
    ]);
  });
});
