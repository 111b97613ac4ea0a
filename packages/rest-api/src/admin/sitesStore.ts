// Sites in the §3 shape, read and written with a bounded number of statements (no query per site).
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { SITE_LIST, type SiteListColumn } from '@portal/domain/consoleLists/sites';
import type { SiteForm } from '@portal/domain/forms';
import type { SiteDevicesChoice } from '@portal/domain/siteDeletion';
import { isUuid } from '../auth/users';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';

export interface SiteRecord {
  id: string;
  SiteStorageID: string;
  SiteName: string;
  SiteEmail: string | null;
  SitePhoneNumber: string | null;
  SiteCountry: string | null;
  SiteState: string | null;
  SiteCity: string | null;
  SiteStreet: string | null;
  SiteApartment: string | null;
  SiteZipCode: string | null;
  BackUpData: boolean;
  AccountStatus: number;
  Pending: number;
  NumOfECP: number;
  NumOfDevices: number;
  /** UserStorageIDs of the site's ECPs, oldest first. */
  LinkedECPs: string[];
  /** DeviceStorageIDs of the site's devices, by serial. */
  LinkedDevices: string[];
  createdAt: Date;
  /** Raised by each edit of the site's details or backup flag: an edit made from an older one is refused. */
  Version: number;
}

const SITE_COLUMNS = `
    s.id, s.id as "SiteStorageID", s.name as "SiteName", s.email as "SiteEmail", s.phone as "SitePhoneNumber",
    s.country as "SiteCountry", s.state as "SiteState", s.city as "SiteCity", s.street as "SiteStreet",
    s.apartment as "SiteApartment", s.zip_code as "SiteZipCode", s.backup_data as "BackUpData",
    s.account_status as "AccountStatus", s.pending as "Pending",
    coalesce(e.n, 0)::int as "NumOfECP", coalesce(v.n, 0)::int as "NumOfDevices",
    coalesce(e.ids, '{}'::text[]) as "LinkedECPs", coalesce(v.ids, '{}'::text[]) as "LinkedDevices",
    s.created_at as "createdAt", s.version as "Version"`;

// Every site: linked ids are aggregated per site in one pass each (text arrays parse the same on both engines).
const SITE_SELECT = `
  select ${SITE_COLUMNS}
  from sites s
  left join (select site_id, count(*) as n, array_agg(user_id::text order by created_at, user_id) as ids
             from doctors group by site_id) e on e.site_id = s.id
  left join (select site_id, count(*) as n, array_agg(id::text order by device_id) as ids
             from devices where site_id is not null group by site_id) v on v.site_id = s.id`;

// Some sites by id: each one's ECPs and devices read through their site index, not aggregated table-wide.
const SITES_BY_ID_SELECT = `
  select ${SITE_COLUMNS}
  from sites s
  cross join lateral (select count(*) as n, array_agg(d.user_id::text order by d.created_at, d.user_id) as ids
                        from doctors d where d.site_id = s.id) e
  cross join lateral (select count(*) as n, array_agg(d.id::text order by d.device_id) as ids
                        from devices d where d.site_id = s.id) v
  where s.id = any($1::uuid[])`;

const SITE_ORDER = 'order by lower(s.name)';

export async function listSites(q: Queryable): Promise<SiteRecord[]> {
  return (await q.query<SiteRecord>(`${SITE_SELECT} ${SITE_ORDER}`)).rows;
}

const SITE_LIST_SQL: ListSql<SiteListColumn> = {
  source: SITE_SELECT,
  columns: {
    NAME: { expr: 'r."SiteName"', kind: 'text' },
    EMAIL: { expr: 'r."SiteEmail"', kind: 'text' },
    PHONE: { expr: 'r."SitePhoneNumber"', kind: 'text' },
    COUNTRY: { expr: 'r."SiteCountry"', kind: 'text' },
    CITY: { expr: 'r."SiteCity"', kind: 'text' },
    ECP_COUNT: { expr: 'r."NumOfECP"', kind: 'number' },
    DEVICE_COUNT: { expr: 'r."NumOfDevices"', kind: 'number' },
    BACKUP: { expr: 'r."BackUpData"', kind: 'boolean' },
    PENDING: { expr: '(r."Pending" = 1)', kind: 'boolean' },
  },
  search: [
    'r."SiteName"',
    'r."SiteEmail"',
    'r."SitePhoneNumber"',
    'r."SiteCountry"',
    'r."SiteState"',
    'r."SiteCity"',
    'r."SiteStreet"',
    'r."SiteApartment"',
    'r."SiteZipCode"',
  ],
  id: 'r.id',
};

/** One page of the Sites tab: searched, filtered, sorted and counted in SQL. */
export async function pageSites(
  q: Queryable,
  query: ConsoleListQuery<SiteListColumn>,
): Promise<ConsoleListPage<SiteRecord, SiteListColumn>> {
  return readListPage<SiteRecord, SiteListColumn>(q, SITE_LIST, SITE_LIST_SQL, query);
}

/** The sites of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readSites(q: Queryable, ids: readonly string[]): Promise<SiteRecord[]> {
  return (await q.query<SiteRecord>(`${SITES_BY_ID_SELECT} ${SITE_ORDER}`, [ids])).rows;
}

export async function findSite(q: Queryable, id: string): Promise<SiteRecord | null> {
  return (await q.query<SiteRecord>(`${SITE_SELECT} where s.id = $1`, [id])).rows[0] ?? null;
}

/**
 * What a site write stores: the provider-admin form, or a self-registration (§5 Registration),
 * whose city, street and apartment may be empty.
 */
export type SiteValues = Pick<SiteForm, 'SiteName' | 'BackUpData'> & {
  [K in Exclude<keyof SiteForm, 'SiteName' | 'BackUpData'>]: SiteForm[K] | null;
};

const formValues = (form: SiteValues) => [
  form.SiteName,
  form.SiteEmail,
  form.SitePhoneNumber,
  form.SiteCountry,
  form.SiteState,
  form.SiteCity,
  form.SiteStreet,
  form.SiteApartment,
  form.SiteZipCode,
];

/**
 * Throws the engine's unique violation when the name is taken (any case). `pending`: a site
 * registered by a visitor (§4 Pending 1) that waits for a provider administrator.
 */
export async function insertSite(q: Queryable, form: SiteValues, options: { pending?: boolean } = {}): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into sites (name, email, phone, country, state, city, street, apartment, zip_code, backup_data, pending)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [...formValues(form), form.BackUpData, options.pending ? 1 : 0],
  );
  return result.rows[0].id;
}

/** False when no site has that id. `backUpData` null keeps the stored flag. */
export async function updateSite(q: Queryable, id: string, form: SiteForm, backUpData: boolean | null): Promise<boolean> {
  const result = await q.query(
    `update sites set name = $2, email = $3, phone = $4, country = $5, state = $6, city = $7, street = $8,
       apartment = $9, zip_code = $10, backup_data = coalesce($11, backup_data)
     where id = $1`,
    [id, ...formValues(form), backUpData],
  );
  return result.rowCount > 0;
}

export async function setSiteBackup(q: Queryable, id: string, backUpData: boolean): Promise<boolean> {
  const result = await q.query('update sites set backup_data = $2 where id = $1', [id, backUpData]);
  return result.rowCount > 0;
}

/**
 * Deletes the site; the schema deletes its ECPs and their accounts with it (§4) and refuses
 * (reference violation) while one of them still has patients. Its devices first go where `choice`
 * says (another site, or none), in the caller's transaction, so none is left at a deleted site.
 * Null when no site has that id.
 */
export async function deleteSite(
  q: Queryable,
  id: string,
  choice: SiteDevicesChoice | null,
): Promise<{ deletedEcps: string[]; movedDevices: string[] } | null> {
  const moved = choice
    ? await q.query<{ id: string }>('update devices set site_id = $2 where site_id = $1 returning id', [
        id,
        choice.action === 'MOVE' ? choice.toSiteId : null,
      ])
    : { rows: [] };
  const result = await q.query<{ ids: string[] | null }>(
    `with gone as (delete from sites where id = $1 returning id)
     select (select array_agg(user_id::text) from doctors where site_id = $1) as ids from gone`,
    [id],
  );
  const row = result.rows[0];
  return row ? { deletedEcps: row.ids ?? [], movedDevices: moved.rows.map((r) => r.id) } : null;
}

/** The site's devices, counted with the site row locked, so none is added between the count and the delete. */
export async function lockSiteDevices(q: Queryable, id: string): Promise<{ Pending: number; deviceCount: number } | null> {
  const site = await q.query<{ Pending: number }>('select pending as "Pending" from sites where id = $1 for update', [id]);
  if (!site.rows[0]) return null;
  const devices = await q.query<{ n: number }>('select count(*)::int as n from devices where site_id = $1', [id]);
  return { Pending: site.rows[0].Pending, deviceCount: devices.rows[0].n };
}

/** Moves the device to `siteId` (null: no site). False when no device has that id. */
export async function setDeviceSite(q: Queryable, id: string, siteId: string | null): Promise<boolean> {
  return (await q.query('update devices set site_id = $2 where id = $1', [id, siteId])).rowCount > 0;
}

/** A site's id, name and pending flag (null: no such site): whether it may receive devices or clinicians, or be edited. */
export async function findSiteStatus(q: Queryable, id: string): Promise<{ id: string; Name: string; Pending: number } | null> {
  if (!isUuid(id)) return null;
  const result = await q.query<{ id: string; Name: string; Pending: number }>(
    'select id, name as "Name", pending as "Pending" from sites where id = $1',
    [id],
  );
  return result.rows[0] ?? null;
}
