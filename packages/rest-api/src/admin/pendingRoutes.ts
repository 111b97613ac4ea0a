// Provider-admin calls for self-registrations waiting for review (§7): list (or some by id),
// reject (DELETE) and approve. §7 names only the first two; approving is this service's addition,
// without which a registration could never become an account (src/admin/selfRegistrations.ts).
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema, isPagedListQuery } from '@portal/domain/consoleList';
import { PENDING_LIST } from '@portal/domain/consoleLists/pending';
import type { AppContext } from '../context';
import { isUuid } from '../auth/users';
import { notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { listPendingRegistrations, pagePendingRegistrations, readPendingRegistrations } from './pendingStore';
import { approveSelfRegistration, rejectSelfRegistration } from './selfRegistrations';
import { auditActor, auditedWrite } from '../audit/auditRequest';
import { documented } from '../http/openapi';

type PendingRequest = { Params: { uid: string; id: string } };

const pendingListQuery = consoleListQuerySchema(PENDING_LIST);

export function registerPendingRoutes(api: FastifyInstance, ctx: AppContext): void {
  // With `ids`, only those registrations (CONTRACT.md "By-id reads"); with `limit`, one page
  // (CONTRACT.md "Paged console lists"); without either, every one (the legacy call).
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/pendings/getAllPendings`,
    documented({ querystring: pendingListQuery, ids: 'optional' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'pendingRegistration');
      const ids = idsQuery(request.query);
      if (ids) return { data: await readPendingRegistrations(ctx.db, ids) };
      if (isPagedListQuery(request.query)) return pagePendingRegistrations(ctx.db, parseBody(pendingListQuery, request.query));
      return { data: await listPendingRegistrations(ctx.db) };
    },
  );

  // Rejects the registration: its pending site and account go with it, and the registrant is told.
  api.delete<PendingRequest>(`${ADMIN_PREFIX}/pending/:id`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'delete', 'pendingRegistration');
    const id = request.params.id;
    const declined = isUuid(id)
      ? await auditedWrite(
          ctx.db,
          request,
          auditActor(caller),
          (tx) => rejectSelfRegistration(ctx, tx, id),
          (done) => (done ? { action: 'DELETE', objectType: 'PENDING', objectIds: [id] } : null),
        )
      : null;
    if (!declined) throw notFound();
    ctx.messenger.dispatch(declined.notice);
    return { data: { id, SiteStorageID: declined.siteId, UserStorageID: declined.userId } };
  });

  // Approves it: the site becomes active and the registrant gets the create-password invitation.
  api.post<PendingRequest>(`${ADMIN_PREFIX}/pending/:id/approve`, documented({ capability: 'pendingApproval' }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'pendingRegistration');
    const id = request.params.id;
    const approval = isUuid(id)
      ? await auditedWrite(
          ctx.db,
          request,
          auditActor(caller),
          (tx) => approveSelfRegistration(ctx, tx, id),
          (done) => (done ? { action: 'UPDATE', objectType: 'PENDING', objectIds: [id] } : null),
        )
      : null;
    if (!approval) throw notFound();
    if (approval.invitation) ctx.messenger.dispatch(approval.invitation);
    return { data: { id, SiteStorageID: approval.siteId, UserStorageID: approval.userId } };
  });
}
