// Storage of eye care professionals (a users row with the Doctor role and its doctors row) in
// the §3 ECP shape the provider-admin calls answer.
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { ECP_LIST, type EcpListColumn } from '@portal/domain/consoleLists/ecps';
import { ACCOUNT_STATUS, PROFESSIONS, professionKey, REST_ROLES } from '@portal/domain/enums';
import type { EcpForm } from '@portal/domain/forms';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';
import { isUuid } from '../auth/users';
import { pendingEmailColumn } from '../auth/emailChanges';

/** §3 ECP as the REST contract answers it. */
export interface EcpRecord {
  id: string;
  UserStorageID: string;
  FirstName: string;
  LastName: string;
  FullName: string;
  Email: string;
  PhoneNumber: string | null;
  SocialID: string | null;
  Profession: number | null;
  ProfessionLabel: string | null;
  MedicalLicense: string | null;
  Notes: string | null;
  SiteStorageID: string | null;
  SiteName: string | null;
  /** The site's §3 Pending flag: 1 while the registration that created the ECP waits for approval. */
  SitePending: number | null;
  isSiteAdmin: boolean;
  Pending: number;
  Enabled: number;
  DefaultVAUnit: number | null;
  NumOfPatients: number;
  /** The address the ECP is asked to move to, until they confirm it. */
  PendingEmail: string | null;
  /** Raised by each edit, lock and unlock: an edit made from an older one is refused. */
  Version: number;
  language: string;
}

const ECP_COLUMNS = `
  u.id, u.id as "UserStorageID", u.first_name as "FirstName", u.last_name as "LastName",
  u.first_name || ' ' || u.last_name as "FullName", u.email as "Email", u.phone as "PhoneNumber",
  d.social_id as "SocialID", d.birthdate::text as "Birthdate", d.profession as "Profession", d.medical_license as "MedicalLicense",
  d.notes as "Notes", d.site_id as "SiteStorageID", s.name as "SiteName", s.pending as "SitePending",
  d.is_site_admin as "isSiteAdmin",
  u.pending as "Pending", u.enabled as "Enabled", d.default_va_unit as "DefaultVAUnit",
  coalesce(p.active, 0)::int as "NumOfPatients", u.language, u.version as "Version",
  ${pendingEmailColumn('u.id')} as "PendingEmail"`;

const ECPS_FROM = `
    from doctors d
    join users u on u.id = d.user_id
    left join sites s on s.id = d.site_id
    left join (select doctor_id, count(*) as active from patients where account_status <> ${ACCOUNT_STATUS.completed}
                group by doctor_id) p on p.doctor_id = d.user_id`;

// One statement for one ECP or all of them: patients are counted in a grouped join, not per row.
const SELECT_ECPS = `select ${ECP_COLUMNS} ${ECPS_FROM}`;

// Some ECPs by id: each one's patients counted through the doctor's index, not table-wide.
const SELECT_ECPS_BY_ID = `
  select ${ECP_COLUMNS}
    from doctors d
    join users u on u.id = d.user_id
    left join sites s on s.id = d.site_id
    cross join lateral (select count(*) as active from patients pt
                         where pt.doctor_id = d.user_id and pt.account_status <> ${ACCOUNT_STATUS.completed}) p
   where d.user_id = any($1::uuid[])`;

const ECP_ORDER = 'order by lower(u.last_name), lower(u.first_name), u.id';

const withLabel = (row: Omit<EcpRecord, 'ProfessionLabel'>): EcpRecord => ({
  ...row,
  ProfessionLabel: row.Profession === null ? null : professionKey(row.Profession),
});

/** Every ECP, or one site's (a site admin's list), in the list's order. */
export async function listEcps(q: Queryable, siteId?: string): Promise<EcpRecord[]> {
  const result =
    siteId === undefined
      ? await q.query<EcpRecord>(`${SELECT_ECPS} ${ECP_ORDER}`)
      : await q.query<EcpRecord>(`${SELECT_ECPS} where d.site_id = $1 ${ECP_ORDER}`, [siteId]);
  return result.rows.map(withLabel);
}

/** §3 ProfessionLabel (the profession's key) in SQL, from the domain's table, so the list sorts and searches by it. */
const PROFESSION_LABEL = `case d.profession ${Object.entries(PROFESSIONS)
  .map(([key, code]) => `when ${code} then '${key}'`)
  .join(' ')} end`;

/** The ECP list as the paged call reads it: the §3 shape with its label, every ECP or one site's ($1). */
const ecpListSql = (siteId: string | null | undefined): ListSql<EcpListColumn> => ({
  source: `select ${ECP_COLUMNS}, ${PROFESSION_LABEL} as "ProfessionLabel" ${ECPS_FROM}${siteId === undefined ? '' : ' where d.site_id = $1'}`,
  sourceParams: siteId === undefined ? [] : [siteId],
  columns: {
    FIRST_NAME: { expr: 'r."FirstName"', kind: 'text' },
    LAST_NAME: { expr: 'r."LastName"', kind: 'text' },
    EMAIL: { expr: 'r."Email"', kind: 'text' },
    PROFESSION: { expr: 'r."ProfessionLabel"', kind: 'text' },
    SITE: { expr: 'r."SiteName"', kind: 'text' },
    SITE_ADMIN: { expr: 'r."isSiteAdmin"', kind: 'boolean' },
    LOCKED: { expr: '(r."Enabled" = 0)', kind: 'boolean' },
    PENDING: { expr: '(r."Pending" = 1)', kind: 'boolean' },
  },
  // What the console's search covered before it was paged: name, e-mail, phone, profession, license, site.
  search: ['r."FullName"', 'r."Email"', 'r."PhoneNumber"', 'r."ProfessionLabel"', 'r."MedicalLicense"', 'r."SiteName"'],
  id: 'r.id',
});

/**
 * One page of the ECPs tab: searched, filtered, sorted and counted in SQL. With `siteId`,
 * only that site's ECPs (a site admin's list; null: no site, no ECP).
 */
export async function pageEcps(
  q: Queryable,
  query: ConsoleListQuery<EcpListColumn>,
  siteId?: string | null,
): Promise<ConsoleListPage<EcpRecord, EcpListColumn>> {
  return readListPage<EcpRecord, EcpListColumn>(q, ECP_LIST, ecpListSql(siteId), query);
}

/** The ECPs of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readEcps(q: Queryable, ids: readonly string[]): Promise<EcpRecord[]> {
  const result = await q.query<EcpRecord>(`${SELECT_ECPS_BY_ID} ${ECP_ORDER}`, [ids]);
  return result.rows.map(withLabel);
}

export async function findEcp(q: Queryable, id: string): Promise<EcpRecord | null> {
  if (!isUuid(id)) return null;
  const result = await q.query<EcpRecord>(`${SELECT_ECPS} where d.user_id = $1`, [id]);
  return result.rows[0] ? withLabel(result.rows[0]) : null;
}

/** What an ECP insert stores: the ECP form, or a self-registration (§5 Registration: phone nullable, no date of birth). */
export type EcpValues = Omit<EcpForm, 'PhoneNumber' | 'Birthdate'> & { PhoneNumber: string | null; Birthdate?: string | null };

/** The invited ECP: no password yet, pending until the invitation is used, no second factor. */
export async function insertEcp(q: Queryable, form: EcpValues, language: string): Promise<string> {
  const user = await q.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, roles, language, two_fa, enabled, pending)
     values ($1, null, $2, $3, $4, $5, $6, false, 1, 1) returning id`,
    [form.Email, form.FirstName, form.LastName, form.PhoneNumber, [REST_ROLES.doctor], language],
  );
  const id = user.rows[0].id;
  await q.query(
    `insert into doctors (user_id, site_id, is_site_admin, profession, medical_license, notes, social_id, default_va_unit, birthdate)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date)`,
    [
      id,
      form.SiteStorageID,
      form.isSiteAdmin,
      form.Profession,
      form.MedicalLicense,
      form.Notes,
      form.SocialID,
      form.DefaultVAUnit,
      form.Birthdate ?? null,
    ],
  );
  return id;
}

/** Edits everything but the site (§5: the site field is disabled in edit). */
export async function updateEcp(q: Queryable, id: string, form: EcpForm): Promise<void> {
  await q.query('update users set email = $2, first_name = $3, last_name = $4, phone = $5 where id = $1', [
    id,
    form.Email,
    form.FirstName,
    form.LastName,
    form.PhoneNumber,
  ]);
  await q.query(
    `update doctors set is_site_admin = $2, profession = $3, medical_license = $4, notes = $5, social_id = $6,
       default_va_unit = $7, birthdate = $8::date where user_id = $1`,
    [id, form.isSiteAdmin, form.Profession, form.MedicalLicense, form.Notes, form.SocialID, form.DefaultVAUnit, form.Birthdate ?? null],
  );
}
