// Who may call the eye care provider routes (§6, §7 /eyeCareProviders/{uid}): a signed-in Doctor on
// their own {uid}; the access policy (@portal/domain/access/policy) says what they reach there. Their
// patients are those the policy's reach names (the stores filter by it, so another doctor's patient
// answers 404 like an unknown id); the site admin area is their own site's. Platform admins get 403
// (they reach patients only through their own area's reminder call).
import type { FastifyRequest } from 'fastify';
import { doctorActor, heldRoles, type Actor } from '@portal/domain/access/actor';
import { isDoctorReach, isSiteReach, reach, type Action, type ResourceKind } from '@portal/domain/access/policy';
import type { AppContext } from '../context';
import { authenticate, requireOwnUid, type Caller } from '../http/authenticate';
import { forbidden } from '../http/errors';

export interface DoctorCaller extends Caller {
  /** The DoctorStorageID of the patients the doctor reaches: their own UserStorageID. */
  doctorId: string;
  /** The doctor's site; null for a doctor without one (site statistics then cover their own patients). */
  siteId: string | null;
  isSiteAdmin: boolean;
  /** The caller as the policy sees them here: the Doctor role with their doctor record. */
  actor: Actor;
}

/** The path prefix of the ECP calls (§7). */
export const DOCTOR_PREFIX = '/eyeCareProviders/:uid';

/** The signed-in doctor calling `/eyeCareProviders/{uid}/...`; 401/403/404 (no such user) otherwise. */
export async function requireDoctor(ctx: AppContext, request: FastifyRequest<{ Params: { uid: string } }>): Promise<DoctorCaller> {
  const caller = await authenticate(ctx, request, ['session']);
  await requireOwnUid(ctx, caller, request.params.uid);
  // The role first: a user without it has no doctor record worth reading.
  if (!heldRoles(caller.user.roles).includes('DOCTOR')) throw forbidden();
  const doctor = await ctx.db.query<{ siteId: string | null; isSiteAdmin: boolean }>(
    'select site_id as "siteId", is_site_admin as "isSiteAdmin" from doctors where user_id = $1',
    [caller.user.id],
  );
  const row = doctor.rows[0] ?? null;
  const actor = doctorActor(caller.user.id, caller.user.roles, row);
  const patients = reach(actor, 'read', 'patient');
  if (!actor || !row || !isDoctorReach(patients)) throw forbidden();
  return { ...caller, doctorId: patients.doctorId, siteId: row.siteId, isSiteAdmin: row.isSiteAdmin, actor };
}

export interface SiteScopedDoctor extends DoctorCaller {
  /** The one site whose items the call reaches; null: their site is none (lists are empty). */
  scopeSiteId: string | null;
}

/**
 * The signed-in doctor who may `action` the `kind` items of a site (the site admin area: site
 * admins, on their own site). 403 for doctors who reach no site's items, and for writes by a
 * site admin without a site (there is nothing to write to).
 */
export async function requireSiteScope(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  action: Action,
  kind: ResourceKind,
): Promise<SiteScopedDoctor> {
  const doctor = await requireDoctor(ctx, request);
  const scope = reach(doctor.actor, action, kind);
  if (!isSiteReach(scope)) throw forbidden();
  return { ...doctor, scopeSiteId: scope.siteId };
}
