// Inserting the records seeds and tests need, one function per table, with sensible defaults.
import { PROFESSIONS, REST_ROLES } from '@portal/domain/enums';
import type { Queryable } from '../db/database';
import { hashPassword } from '../auth/passwords';

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  roles: string[];
  language?: string;
  twoFa?: boolean;
  enabled?: 0 | 1;
  pending?: 0 | 1;
  updatePassword?: boolean;
  termsOfUseSigned?: boolean;
  createdAt?: Date;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into users (id, email, password_hash, first_name, last_name, phone, roles, language, two_fa, enabled, pending,
       update_password, terms_of_use_signed, created_at)
     values (coalesce($1, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, coalesce($14, now()))
     returning id`,
    [
      user.id ?? null,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.phone ?? null,
      user.roles,
      user.language ?? 'en',
      user.twoFa ?? false,
      user.enabled ?? 1,
      user.pending ?? 0,
      user.updatePassword ?? false,
      user.termsOfUseSigned ?? false,
      user.createdAt ?? null,
    ],
  );
  return result.rows[0].id;
}

export interface NewSite {
  id?: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  street?: string | null;
  apartment?: string | null;
  zipCode?: string | null;
  backupData?: boolean;
}

export async function insertSite(q: Queryable, site: NewSite): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into sites (id, name, email, phone, country, state, city, street, apartment, zip_code, backup_data)
     values (coalesce($1, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      site.id ?? null,
      site.name,
      site.email ?? null,
      site.phone ?? null,
      site.country ?? null,
      site.state ?? null,
      site.city ?? null,
      site.street ?? null,
      site.apartment ?? null,
      site.zipCode ?? null,
      site.backupData ?? true,
    ],
  );
  return result.rows[0].id;
}

export interface NewDoctor {
  userId: string;
  siteId: string | null;
  isSiteAdmin?: boolean;
  profession?: number;
  medicalLicense?: string | null;
  notes?: string | null;
  socialId?: string | null;
  birthdate?: string | null;
  defaultVaUnit?: number | null;
}

export async function insertDoctor(q: Queryable, doctor: NewDoctor): Promise<void> {
  await q.query(
    `insert into doctors (user_id, site_id, is_site_admin, profession, medical_license, notes, social_id, birthdate, default_va_unit)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      doctor.userId,
      doctor.siteId,
      doctor.isSiteAdmin ?? false,
      doctor.profession ?? PROFESSIONS.optometrist,
      doctor.medicalLicense ?? null,
      doctor.notes ?? null,
      doctor.socialId ?? null,
      doctor.birthdate ?? null,
      doctor.defaultVaUnit ?? null,
    ],
  );
}

export interface NewDevice {
  id?: string;
  deviceId: string;
  siteId: string | null;
  location?: string | null;
  dateOfActivation?: Date | null;
  lastRun?: Date | null;
  systemStatus?: string;
  esVersion?: string | null;
  windowsVersion?: string | null;
  etFirmwareVersion?: string | null;
  emitterFirmwareVersion?: string | null;
  tvVersion?: string | null;
  teamviewerId?: string | null;
}

export async function insertDevice(q: Queryable, device: NewDevice): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into devices (id, device_id, site_id, location, date_of_activation, last_run, system_status, es_version,
       windows_version, et_firmware_version, emitter_firmware_version, tv_version, teamviewer_id)
     values (coalesce($1, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      device.id ?? null,
      device.deviceId,
      device.siteId,
      device.location ?? null,
      device.dateOfActivation ?? null,
      device.lastRun ?? null,
      device.systemStatus ?? 'OK',
      device.esVersion ?? null,
      device.windowsVersion ?? null,
      device.etFirmwareVersion ?? null,
      device.emitterFirmwareVersion ?? null,
      device.tvVersion ?? null,
      device.teamviewerId ?? null,
    ],
  );
  return result.rows[0].id;
}

export interface NewAccount extends Omit<NewUser, 'passwordHash'> {
  /** A clear-text password, hashed here; null for an account without one yet (an invitation). */
  password: string | null;
  /** For a Doctor: the doctor record (site, site admin flag...). */
  doctor?: Omit<NewDoctor, 'userId'>;
}

/** A whole sign-in account: the user, hashed password and, for doctors, the doctor record. */
export async function createAccount(q: Queryable, account: NewAccount): Promise<string> {
  const { password, doctor, ...user } = account;
  const passwordHash = password === null ? null : await hashPassword(password);
  const id = await insertUser(q, { ...user, passwordHash });
  if (doctor || user.roles.includes(REST_ROLES.doctor)) await insertDoctor(q, { siteId: null, ...doctor, userId: id });
  return id;
}
