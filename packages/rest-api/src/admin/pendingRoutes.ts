// Provider-admin calls for self-registrations waiting for review (§7): list and delete.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isUuid } from '../auth/users';
import { notFound } from '../http/errors';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';

/** §3 Pending user; Phone and PhoneNumber carry the same number (both spellings are read). */
const PENDING_SELECT = `
  select id, first_name as "FirstName", last_name as "LastName", email as "Email", email as "username",
    site_name as "SiteName", phone as "Phone", phone as "PhoneNumber", created_at as "createdAt"
  from pending_registrations`;

export function registerPendingRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/pendings/getAllPendings`, async (request) => {
    await requirePlatformAdmin(ctx, request);
    const result = await ctx.db.query(`${PENDING_SELECT} order by created_at desc, id`);
    return { data: result.rows };
  });

  api.delete<{ Params: { uid: string; id: string } }>(`${ADMIN_PREFIX}/pending/:id`, async (request) => {
    await requirePlatformAdmin(ctx, request);
    const id = request.params.id;
    const result = isUuid(id) ? await ctx.db.query('delete from pending_registrations where id = $1', [id]) : null;
    if (!result?.rowCount) throw notFound();
    return { data: { id } };
  });
}
