// The statements of the first super admin's creation at start-up (firstSuperAdmin.ts).
import { REST_ROLES } from '@portal/domain/enums';
import type { Queryable } from '../db/database';

/** Whether any account holds the super admin role, whatever its state. */
export async function superAdminExists(q: Queryable): Promise<boolean> {
  const result = await q.query<{ found: boolean }>('select exists (select 1 from users where roles @> $1::text[]) as found', [
    [REST_ROLES.superAdmin],
  ]);
  return result.rows[0]?.found === true;
}

/**
 * Holds back every other instance's first-super-admin check until this transaction ends, so that
 * instances starting together on an empty database create one account, not one each.
 * (Reads of `users` go on; writes wait the few milliseconds of the creation.)
 */
export async function lockUsersForBootstrap(q: Queryable): Promise<void> {
  await q.query('lock table users in share row exclusive mode');
}

/** Whether another account already uses the address, whatever its case. */
export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const result = await q.query<{ taken: boolean }>('select exists (select 1 from users where lower(email) = lower($1)) as taken', [email]);
  return result.rows[0]?.taken === true;
}

/** The super admin account: no password yet, pending until the create-password link is used. */
export async function insertSuperAdmin(
  q: Queryable,
  admin: { email: string; firstName: string; lastName: string; twoFa: boolean },
): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, roles, language, two_fa, enabled, pending)
     values ($1, null, $2, $3, null, $4, 'en', $5, 1, 1) returning id`,
    [admin.email, admin.firstName, admin.lastName, [REST_ROLES.superAdmin], admin.twoFa],
  );
  return result.rows[0].id;
}
