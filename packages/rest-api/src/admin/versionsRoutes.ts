// Provider-admin software version calls (§7): add, edit, list (or some by id), delete. Storage in versionsStore.ts.
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema, isPagedListQuery } from '@portal/domain/consoleList';
import { VERSION_LIST } from '@portal/domain/consoleLists/versions';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { versionEditSchema, versionFormSchema, type VersionForm } from '@portal/domain/forms';
import { versionNumberToInt } from '@portal/domain/versions';
import type { AppContext } from '../context';
import { sqlErrorCode, UNIQUE_VIOLATION } from '../db/database';
import { isUuid } from '../auth/users';
import { badInput, conflict, notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { deleteVersion, findVersion, insertVersion, listVersions, pageVersions, readVersions, updateVersion } from './versionsStore';
import { auditActor, auditedWrite } from '../audit/auditRequest';
import { claimRecord } from './recordClaims';
import { documented } from '../http/openapi';

const versionListQuery = consoleListQuerySchema(VERSION_LIST);

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
  api.post<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/versions/addNewVersion`,
    documented({ body: versionFormSchema }),
    async (request) => {
      const caller = await requirePlatformAdmin(ctx, request, 'create', 'version');
      const form = parseBody(versionFormSchema, request.body);
      const id = await uniqueVersion(ERROR_MESSAGES.couldNotCreateVersion, () =>
        auditedWrite(
          ctx.db,
          request,
          auditActor(caller),
          (tx) => insertVersion(tx, form, { versionNoInt: versionInt(form), adminId: caller.user.id, createdAt: ctx.clock.now() }),
          (created) => ({ action: 'CREATE', objectType: 'VERSION', objectIds: [created] }),
        ),
      );
      return { data: await findVersion(ctx.db, id) };
    },
  );

  // The author (AdminID) stays the admin who added the version.
  api.post<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/versions/editVersion`,
    documented({ body: versionEditSchema }),
    async (request) => {
      const caller = await requirePlatformAdmin(ctx, request, 'update', 'version');
      const form = parseBody(versionEditSchema, request.body);
      const id = form.SystemVersionID;
      const updated =
        isUuid(id) &&
        (await uniqueVersion(ERROR_MESSAGES.couldNotEditVersion, () =>
          auditedWrite(
            ctx.db,
            request,
            auditActor(caller),
            async (tx) => {
              // 409 with the version as saved when the body read an older one.
              await claimRecord(tx, 'versions', id, request.body, (q) => findVersion(q, id));
              return updateVersion(tx, id, form, versionInt(form));
            },
            (done) => (done ? { action: 'UPDATE', objectType: 'VERSION', objectIds: [id] } : null),
          ),
        ));
      if (!updated) throw notFound();
      return { data: await findVersion(ctx.db, id) };
    },
  );

  // With `ids`, only those versions (CONTRACT.md "By-id reads"); with `limit`, one page (CONTRACT.md
  // "Paged console lists"); without either, every version (the legacy call).
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/versions/getAllVersions`,
    documented({ querystring: versionListQuery, ids: 'optional' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'version');
      const ids = idsQuery(request.query);
      if (ids) return { data: await readVersions(ctx.db, ids) };
      if (isPagedListQuery(request.query)) return pageVersions(ctx.db, parseBody(versionListQuery, request.query));
      return { data: await listVersions(ctx.db) };
    },
  );

  api.delete<{ Params: { uid: string; id: string } }>(`${ADMIN_PREFIX}/versions/:id`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'delete', 'version');
    const id = request.params.id;
    const deleted =
      isUuid(id) &&
      (await auditedWrite(
        ctx.db,
        request,
        auditActor(caller),
        (tx) => deleteVersion(tx, id),
        (done) => (done ? { action: 'DELETE', objectType: 'VERSION', objectIds: [id] } : null),
      ));
    if (!deleted) throw notFound();
    return { data: { SystemVersionID: id } };
  });
}
