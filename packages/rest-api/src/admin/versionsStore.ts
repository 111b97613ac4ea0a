// Software versions in the §3 Version shape (§7 versions calls), read and written with one
// statement each.
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { VERSION_LIST, type VersionListColumn } from '@portal/domain/consoleLists/versions';
import { VERSION_TYPES, type VersionType } from '@portal/domain/enums';
import type { VersionForm } from '@portal/domain/forms';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';

/** §3 Version as the REST contract answers it, with `IsLatest` (CONTRACT.md). */
export interface VersionRecord {
  SystemVersionID: string;
  VersionType: VersionType;
  /** §3 Type: the component name the version type updates (etFirmware for ET...). */
  Type: string | null;
  VersionNO: string;
  VersionNOInt: number;
  VersionURL: string;
  forceUpdate: boolean;
  createdAt: Date;
  AdminID: string | null;
  AdminName: string | null;
  /** Whether no version of its type has a higher number (§4, part by part: the same version_no_int). */
  IsLatest: boolean;
  /** The record's version (not the software's number): raised by each edit, an edit made from an older one is refused. */
  Version: number;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const TYPE_NAME = `case v.type ${Object.entries(VERSION_TYPES)
  .map(([type, name]) => `when ${sqlText(type)} then ${sqlText(name)}`)
  .join(' ')} end`;

// IsLatest: version_no_int is the §4 order as one integer (versionNumberToInt), so a version is the
// latest of its type when no version of that type has a bigger one (1.10 and 1.10.0 both are).
// In the same statement: one probe of versions_latest_idx per row read, no second query.
const VERSION_SELECT = `
  select v.id as "SystemVersionID", v.type as "VersionType", ${TYPE_NAME} as "Type", v.version_no as "VersionNO",
    v.version_no_int as "VersionNOInt", v.url as "VersionURL", v.force_update as "forceUpdate", v.created_at as "createdAt",
    v.admin_id as "AdminID", nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "AdminName",
    v.version_no_int = (select max(l.version_no_int) from versions l where l.type = v.type) as "IsLatest",
    v.version as "Version"
  from versions v left join users u on u.id = v.admin_id`;

const VERSION_ORDER = 'order by v.type, v.version_no_int desc, v.created_at desc';

/** Every version, by type, then newest number first. */
export async function listVersions(q: Queryable): Promise<VersionRecord[]> {
  return (await q.query<VersionRecord>(`${VERSION_SELECT} ${VERSION_ORDER}`)).rows;
}

const VERSION_LIST_SQL: ListSql<VersionListColumn> = {
  source: VERSION_SELECT,
  columns: {
    TYPE: { expr: 'r."VersionType"', kind: 'text' },
    // §4 order, part by part (1.10.0 after 1.9.3), not text order.
    VERSION_NO: { expr: 'r."VersionNOInt"', kind: 'number', condition: 'r."VersionNO"' },
    URL: { expr: 'r."VersionURL"', kind: 'text' },
    FORCE_UPDATE: { expr: 'r."forceUpdate"', kind: 'boolean' },
    CREATED_AT: { expr: 'r."createdAt"', kind: 'date' },
    ADDED_BY: { expr: 'r."AdminName"', kind: 'text' },
  },
  // What the console searched before it was paged: type code, component name, number, URL, author.
  search: ['r."VersionType"', 'r."Type"', 'r."VersionNO"', 'r."VersionURL"', 'r."AdminName"'],
  id: 'r."SystemVersionID"',
};

/** One page of the Versions tab: searched, filtered, sorted and counted in SQL. */
export async function pageVersions(
  q: Queryable,
  query: ConsoleListQuery<VersionListColumn>,
): Promise<ConsoleListPage<VersionRecord, VersionListColumn>> {
  return readListPage<VersionRecord, VersionListColumn>(q, VERSION_LIST, VERSION_LIST_SQL, query);
}

/** The versions of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readVersions(q: Queryable, ids: readonly string[]): Promise<VersionRecord[]> {
  return (await q.query<VersionRecord>(`${VERSION_SELECT} where v.id = any($1::uuid[]) ${VERSION_ORDER}`, [ids])).rows;
}

export async function findVersion(q: Queryable, id: string): Promise<VersionRecord | null> {
  return (await q.query<VersionRecord>(`${VERSION_SELECT} where v.id = $1`, [id])).rows[0] ?? null;
}

/** Throws the engine's unique violation for a type + number that exists. */
export async function insertVersion(
  q: Queryable,
  form: VersionForm,
  values: { versionNoInt: number; adminId: string; createdAt: Date },
): Promise<string> {
  const inserted = await q.query<{ id: string }>(
    `insert into versions (type, version_no, version_no_int, url, force_update, admin_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [form.VersionType, form.VersionNO, values.versionNoInt, form.VersionURL, form.forceUpdate, values.adminId, values.createdAt],
  );
  return inserted.rows[0].id;
}

/** False when no version has that id; throws the engine's unique violation like insertVersion. The author stays. */
export async function updateVersion(q: Queryable, id: string, form: VersionForm, versionNoInt: number): Promise<boolean> {
  const result = await q.query(
    `update versions set type = $2, version_no = $3, version_no_int = $4, url = $5, force_update = $6 where id = $1`,
    [id, form.VersionType, form.VersionNO, versionNoInt, form.VersionURL, form.forceUpdate],
  );
  return result.rowCount > 0;
}

/** False when no version has that id. */
export async function deleteVersion(q: Queryable, id: string): Promise<boolean> {
  const result = await q.query('delete from versions where id = $1', [id]);
  return result.rowCount > 0;
}
