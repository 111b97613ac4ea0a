// Provider-admin site calls (§7): signup, profile edit, backup toggle, list (or some sites by id), delete.
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema, isPagedListQuery } from '@portal/domain/consoleList';
import { SITE_LIST } from '@portal/domain/consoleLists/sites';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { siteBackupSchema, siteFormSchema } from '@portal/domain/forms';
import { siteAwaitsApproval } from '@portal/domain/pendingApproval';
import { siteDeletionQuerySchema, siteDeletionRefusal } from '@portal/domain/siteDeletion';
import type { AppContext } from '../context';
import { isReferenceViolation, sqlErrorCode, UNIQUE_VIOLATION } from '../db/database';
import { isUuid } from '../auth/users';
import { conflict, notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import {
  deleteSite,
  findSite,
  findSiteStatus,
  insertSite,
  listSites,
  lockSiteDevices,
  pageSites,
  readSites,
  setSiteBackup,
  updateSite,
} from './sitesStore';
import { audit, auditActor, auditedWrite } from '../audit/auditRequest';
import { claimSite } from './recordClaims';
import { documented } from '../http/openapi';

const siteListQuery = consoleListQuerySchema(SITE_LIST);

type SiteParams = { uid: string; id: string };

// The only unique index on sites is the case-insensitive name.
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ERROR_MESSAGES.siteNameUnique);
    throw error;
  }
}

/** 409 while the site's registration waits for approval: the Pending tab settles it, not an edit. */
async function requireApprovedSite(ctx: AppContext, id: string): Promise<void> {
  const site = await findSiteStatus(ctx.db, id);
  if (site && siteAwaitsApproval(site)) throw conflict(ERROR_MESSAGES.awaitsApproval);
}

async function existingSite(ctx: AppContext, id: string) {
  const site = isUuid(id) ? await findSite(ctx.db, id) : null;
  if (!site) throw notFound();
  return site;
}

export function registerSiteRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/site/signup`, documented({ body: siteFormSchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'create', 'site');
    const form = parseBody(siteFormSchema, request.body);
    const id = await uniqueName(() =>
      auditedWrite(
        ctx.db,
        request,
        auditActor(caller),
        (tx) => insertSite(tx, form),
        (created) => ({ action: 'CREATE', objectType: 'SITE', objectIds: [created] }),
      ),
    );
    return { data: await existingSite(ctx, id) };
  });

  api.post<{ Params: SiteParams }>(`${ADMIN_PREFIX}/sites/:id/profile`, documented({ body: siteFormSchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'site');
    const form = parseBody(siteFormSchema, request.body);
    // The schema defaults BackUpData to true; an edit that does not send it keeps the stored flag.
    const sent = request.body as { BackUpData?: unknown } | undefined;
    const backUpData = typeof sent?.BackUpData === 'boolean' ? form.BackUpData : null;
    const id = request.params.id;
    await requireApprovedSite(ctx, id);
    const updated =
      isUuid(id) &&
      (await uniqueName(() =>
        auditedWrite(
          ctx.db,
          request,
          auditActor(caller),
          async (tx) => {
            await claimSite(tx, id, request.body);
            return updateSite(tx, id, form, backUpData);
          },
          (done) => (done ? { action: 'UPDATE', objectType: 'SITE', objectIds: [id] } : null),
        ),
      ));
    if (!updated) throw notFound();
    return { data: await existingSite(ctx, id) };
  });

  api.post<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/site/update`, documented({ body: siteBackupSchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'siteBackup');
    const body = parseBody(siteBackupSchema, request.body);
    await requireApprovedSite(ctx, body.SiteStorageID);
    const updated =
      isUuid(body.SiteStorageID) &&
      (await auditedWrite(
        ctx.db,
        request,
        auditActor(caller),
        async (tx) => {
          await claimSite(tx, body.SiteStorageID, request.body);
          return setSiteBackup(tx, body.SiteStorageID, body.BackUpData);
        },
        (done) => (done ? { action: 'UPDATE', objectType: 'SITE', objectIds: [body.SiteStorageID] } : null),
      ));
    if (!updated) throw notFound();
    return { data: await existingSite(ctx, body.SiteStorageID) };
  });

  // With `ids`, only those sites (CONTRACT.md "By-id reads"); with `limit`, one page (CONTRACT.md
  // "Paged console lists"); without either, every site (the legacy call).
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/sites/getAllSites`,
    documented({ querystring: siteListQuery, ids: 'optional' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'site');
      const ids = idsQuery(request.query);
      if (ids) return { data: await readSites(ctx.db, ids) };
      if (isPagedListQuery(request.query)) return pageSites(ctx.db, parseBody(siteListQuery, request.query));
      return { data: await listSites(ctx.db) };
    },
  );

  // `devices=move&toSite=` or `devices=unassign` (the deviceSites extension) says where the site's
  // devices go; a site that still has devices is refused without it (domain siteDeletion.ts).
  api.delete<{ Params: SiteParams }>(`${ADMIN_PREFIX}/sites/:id`, documented({ querystring: siteDeletionQuerySchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'delete', 'site');
    const id = request.params.id;
    if (!isUuid(id)) throw notFound();
    const choice = parseBody(siteDeletionQuerySchema, request.query ?? {});
    const who = auditActor(caller);
    let deleted: Awaited<ReturnType<typeof deleteSite>>;
    try {
      deleted = await auditedWrite(
        ctx.db,
        request,
        who,
        async (tx) => {
          const site = await lockSiteDevices(tx, id);
          if (!site) return null;
          if (siteAwaitsApproval(site)) throw conflict(ERROR_MESSAGES.awaitsApproval);
          const target = choice?.action === 'MOVE' ? await findSiteStatus(tx, choice.toSiteId) : null;
          const refusal = siteDeletionRefusal({ id, deviceCount: site.deviceCount }, choice, target);
          if (refusal) throw conflict(refusal);
          const gone = await deleteSite(tx, id, site.deviceCount > 0 ? choice : null);
          if (gone && gone.movedDevices.length > 0) {
            await audit(tx, request, who, { action: 'UPDATE', objectType: 'DEVICE', objectIds: gone.movedDevices });
          }
          return gone;
        },
        (gone) => (gone ? { action: 'DELETE', objectType: 'SITE', objectIds: [id, ...gone.deletedEcps] } : null),
      );
    } catch (error) {
      // Health records are never deleted as a side effect: an ECP of the site still has patients.
      if (isReferenceViolation(error)) throw conflict(ERROR_MESSAGES.couldNotDeleteSite);
      throw error;
    }
    if (!deleted) throw notFound();
    return { data: { SiteStorageID: id, DeletedECPs: deleted.deletedEcps, MovedDevices: deleted.movedDevices } };
  });
}
