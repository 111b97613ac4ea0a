// Provider-admin calls for self-registrations waiting for review (§7): list, reject (DELETE) and
// approve. §7 names only the first two; approving is this service's addition, without which a
// registration could never become an account (src/admin/selfRegistrations.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isUuid } from '../auth/users';
import { notFound } from '../http/errors';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { approveSelfRegistration, rejectSelfRegistration } from './selfRegistrations';

/** §3 Pending user; Phone and PhoneNumber carry the same number (both spellings are read). */
const PENDING_SELECT = `
  select id, first_name as "FirstName", last_name as "LastName", email as "Email", email as "username",
    site_name as "SiteName", phone as "Phone", phone as "PhoneNumber", created_at as "createdAt",
    site_id as "SiteStorageID", user_id as "UserStorageID"
  from pending_registrations`;

type PendingRequest = { Params: { uid: string; id: string } };

export function registerPendingRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/pendings/getAllPendings`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'pendingRegistration');
    const result = await ctx.db.query(`${PENDING_SELECT} order by created_at desc, id`);
    return { data: result.rows };
  });

  // Rejects the registration: its pending site and account go with it, and the registrant is told.
  api.delete<PendingRequest>(`${ADMIN_PREFIX}/pending/:id`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'delete', 'pendingRegistration');
    const id = request.params.id;
    const declined = isUuid(id) ? await ctx.db.transaction((tx) => rejectSelfRegistration(ctx, tx, id)) : null;
    if (!declined) throw notFound();
    ctx.messenger.dispatch(declined.notice);
    return { data: { id, SiteStorageID: declined.siteId, UserStorageID: declined.userId } };
  });

  // Approves it: the site becomes active and the registrant gets the create-password invitation.
  api.post<PendingRequest>(`${ADMIN_PREFIX}/pending/:id/approve`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'update', 'pendingRegistration');
    const id = request.params.id;
    const approval = isUuid(id) ? await ctx.db.transaction((tx) => approveSelfRegistration(ctx, tx, id)) : null;
    if (!approval) throw notFound();
    if (approval.invitation) ctx.messenger.dispatch(approval.invitation);
    return { data: { id, SiteStorageID: approval.siteId, UserStorageID: approval.userId } };
  });
}
