// Provider-admin software version calls (§7): add, edit, list, delete.
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { VERSION_TYPES } from '@portal/domain/enums';
import { versionEditSchema, versionFormSchema, type VersionForm } from '@portal/domain/forms';
import { versionNumberToInt } from '@portal/domain/versions';
import type { AppContext } from '../context';
import { sqlErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/database';
import { isUuid } from '../auth/users';
import { badInput, conflict, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';

const VERSION_SELECT = `
  select v.id as "SystemVersionID", v.type as "VersionType", v.version_no as "VersionNO", v.version_no_int as "VersionNOInt",
    v.url as "VersionURL", v.force_update as "forceUpdate", v.created_at as "createdAt", v.admin_id as "AdminID",
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "AdminName"
  from versions v left join users u on u.id = v.admin_id`;

type VersionRow = { VersionType: keyof typeof VERSION_TYPES } & Record<string, unknown>;
// §3 Type: the component name the version type updates (etFirmware for ET...).
const withType = (row: VersionRow) => ({ ...row, Type: VERSION_TYPES[row.VersionType] ?? null });

async function listVersions(q: Queryable) {
  const rows = await q.query<VersionRow>(`${VERSION_SELECT} order by v.type, v.version_no_int desc, v.created_at desc`);
  return rows.rows.map(withType);
}

async function findVersion(q: Queryable, id: string) {
  const row = (await q.query<VersionRow>(`${VERSION_SELECT} where v.id = $1`, [id])).rows[0];
  return row ? withType(row) : null;
}

/** The ordering integer; a number the integer layout cannot hold is a bad version number. */
function versionInt(form: VersionForm): number {
  try {
    return versionNumberToInt(form.VersionNO);
  } catch (error) {
    if (error instanceof RangeError) throw badInput([{ field: 'VersionNO', key: 'version_no_inv' }]);
    throw error;
  }
}

// The only unique index on versions is type + number.
async function uniqueVersion<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlErrorCode(error) === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}

export function registerVersionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/versions/addNewVersion`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'create', 'version');
    const form = parseBody(versionFormSchema, request.body);
    const id = await uniqueVersion(ERROR_MESSAGES.couldNotCreateVersion, async () => {
      const inserted = await ctx.db.query<{ id: string }>(
        `insert into versions (type, version_no, version_no_int, url, force_update, admin_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [form.VersionType, form.VersionNO, versionInt(form), form.VersionURL, form.forceUpdate, caller.user.id, ctx.clock.now()],
      );
      return inserted.rows[0].id;
    });
    return { data: await findVersion(ctx.db, id) };
  });

  // The author (AdminID) stays the admin who added the version.
  api.post<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/versions/editVersion`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'update', 'version');
    const form = parseBody(versionEditSchema, request.body);
    const id = form.SystemVersionID;
    const updated =
      isUuid(id) &&
      (await uniqueVersion(ERROR_MESSAGES.couldNotEditVersion, async () => {
        const result = await ctx.db.query(
          `update versions set type = $2, version_no = $3, version_no_int = $4, url = $5, force_update = $6 where id = $1`,
          [id, form.VersionType, form.VersionNO, versionInt(form), form.VersionURL, form.forceUpdate],
        );
        return result.rowCount > 0;
      }));
    if (!updated) throw notFound();
    return { data: await findVersion(ctx.db, id) };
  });

  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/versions/getAllVersions`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'version');
    return { data: await listVersions(ctx.db) };
  });

  api.delete<{ Params: { uid: string; id: string } }>(`${ADMIN_PREFIX}/versions/:id`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'delete', 'version');
    const id = request.params.id;
    const result = isUuid(id) ? await ctx.db.query('delete from versions where id = $1', [id]) : null;
    if (!result?.rowCount) throw notFound();
    return { data: { SystemVersionID: id } };
  });
}
