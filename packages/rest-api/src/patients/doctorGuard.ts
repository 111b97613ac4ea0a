// Who may call the eye care provider routes (§6, §7 /eyeCareProviders/{uid}): a signed-in Doctor on
// their own {uid}. Platform admins (who also reach patients' messages through their own area) get 403.
import type { FastifyRequest } from 'fastify';
import { REST_ROLES } from '@portal/domain/enums';
import type { AppContext } from '../context';
import { authenticate, requireOwnUid, type Caller } from '../http/authenticate';
import { forbidden } from '../http/errors';

export interface DoctorCaller extends Caller {
  /** The doctor's UserStorageID (DoctorStorageID of their patients). */
  doctorId: string;
  /** The doctor's site; null for a doctor without one (site statistics then cover their own patients). */
  siteId: string | null;
  isSiteAdmin: boolean;
}

export interface DoctorGuardOptions {
  /** Only doctors flagged isSiteAdmin (the site admin area, §2). */
  siteAdminOnly?: boolean;
}

/** The path prefix of the ECP calls (§7). */
export const DOCTOR_PREFIX = '/eyeCareProviders/:uid';

/** The signed-in doctor calling `/eyeCareProviders/{uid}/...`; 401/403/404 (no such user) otherwise. */
export async function requireDoctor(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  options: DoctorGuardOptions = {},
): Promise<DoctorCaller> {
  const caller = await authenticate(ctx, request, ['session']);
  await requireOwnUid(ctx, caller, request.params.uid);
  if (!caller.user.roles.includes(REST_ROLES.doctor)) throw forbidden();
  const doctor = await ctx.db.query<{ siteId: string | null; isSiteAdmin: boolean }>(
    'select site_id as "siteId", is_site_admin as "isSiteAdmin" from doctors where user_id = $1',
    [caller.user.id],
  );
  const row = doctor.rows[0];
  if (!row) throw forbidden();
  if (options.siteAdminOnly && !row.isSiteAdmin) throw forbidden();
  return { ...caller, doctorId: caller.user.id, siteId: row.siteId, isSiteAdmin: row.isSiteAdmin };
}
