// The user account as sign-in sees it, and the few writes the sign-in lifecycle makes.
import type { Queryable } from '../db/database';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  language: string;
  twoFa: boolean;
  enabled: number;
  pending: number;
  updatePassword: boolean;
  termsOfUseSigned: boolean;
  /** The most recent sign-in (the current session's, once one is open). */
  lastLoginAt: Date | null;
  /** The sign-in before the most recent one: what a signed-in user's "last login" shows. */
  previousLoginAt: Date | null;
}

const COLUMNS = `id, email, password_hash as "passwordHash", first_name as "firstName", last_name as "lastName", phone,
  roles, language, two_fa as "twoFa", enabled, pending, update_password as "updatePassword",
  terms_of_use_signed as "termsOfUseSigned", last_login_at as "lastLoginAt", previous_login_at as "previousLoginAt"`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRecord | null> {
  const result = await q.query<UserRecord>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [email.trim()]);
  return result.rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const result = await q.query<UserRecord>(`select ${COLUMNS} from users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export const isDoctor = (user: Pick<UserRecord, 'roles'>) => user.roles.includes('Doctor');

/** Records a sign-in; returns the previous one (what "last login" shows). */
export async function recordSignIn(q: Queryable, userId: string, now: Date): Promise<Date | null> {
  const result = await q.query<{ previous: Date | null }>(
    `update users set previous_login_at = last_login_at, last_login_at = $2 where id = $1
     returning previous_login_at as previous`,
    [userId, now],
  );
  return result.rows[0]?.previous ?? null;
}

/** A new password ends the must-create-password state and the invitation; signing the terms sticks. */
export async function setPassword(q: Queryable, userId: string, passwordHash: string, termsOfUseSigned: boolean): Promise<void> {
  await q.query(
    `update users set password_hash = $2, update_password = false, pending = 0,
       terms_of_use_signed = terms_of_use_signed or $3 where id = $1`,
    [userId, passwordHash, termsOfUseSigned],
  );
}

export async function setLanguage(q: Queryable, userId: string, language: string): Promise<void> {
  await q.query('update users set language = $2 where id = $1', [userId, language]);
}

/** Whether the site of a doctor has at least one device (§4: no session otherwise after a new password). */
export async function doctorSiteHasDevice(q: Queryable, userId: string): Promise<boolean> {
  const result = await q.query<{ has: boolean }>(
    `select exists (select 1 from doctors d join devices v on v.site_id = d.site_id where d.user_id = $1) as has`,
    [userId],
  );
  return result.rows[0]?.has ?? false;
}
