// Software versions in the §3 Version shape (§7 versions calls), read and written with one
// statement each.
import { VERSION_TYPES, type VersionType } from '@portal/domain/enums';
import type { VersionForm } from '@portal/domain/forms';
import type { Queryable } from '../db/database';

const VERSION_SELECT = `
  select v.id as "SystemVersionID", v.type as "VersionType", v.version_no as "VersionNO", v.version_no_int as "VersionNOInt",
    v.url as "VersionURL", v.force_update as "forceUpdate", v.created_at as "createdAt", v.admin_id as "AdminID",
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "AdminName"
  from versions v left join users u on u.id = v.admin_id`;

const VERSION_ORDER = 'order by v.type, v.version_no_int desc, v.created_at desc';

type VersionRow = { VersionType: VersionType } & Record<string, unknown>;
// §3 Type: the component name the version type updates (etFirmware for ET...).
const withType = (row: VersionRow) => ({ ...row, Type: VERSION_TYPES[row.VersionType] ?? null });

/** Every version, by type, then newest number first. */
export async function listVersions(q: Queryable) {
  const rows = await q.query<VersionRow>(`${VERSION_SELECT} ${VERSION_ORDER}`);
  return rows.rows.map(withType);
}

/** The versions of `ids` (UUIDs) in the list's order and shape, in one statement; unknown ids are absent. */
export async function readVersions(q: Queryable, ids: readonly string[]) {
  const rows = await q.query<VersionRow>(`${VERSION_SELECT} where v.id = any($1::uuid[]) ${VERSION_ORDER}`, [ids]);
  return rows.rows.map(withType);
}

export async function findVersion(q: Queryable, id: string) {
  const row = (await q.query<VersionRow>(`${VERSION_SELECT} where v.id = $1`, [id])).rows[0];
  return row ? withType(row) : null;
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
