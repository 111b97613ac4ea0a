// Who may call the provider-admin routes (§6): platform admins and super admins with a session,
// on their own {uid}; admins' own records only for super admins. Doctors reach none of them.
import type { FastifyRequest } from 'fastify';
import { REST_ROLES } from '@portal/domain/enums';
import type { AppContext } from '../context';
import { authenticate, requireOwnUid, type Caller } from '../http/authenticate';
import { forbidden } from '../http/errors';

export interface AdminGuardOptions {
  /** Only super admins (the admins area). */
  superAdminOnly?: boolean;
}

export const isSuperAdmin = (caller: Caller) => caller.user.roles.includes(REST_ROLES.superAdmin);
export const isAdmin = (caller: Caller) =>
  caller.user.roles.includes(REST_ROLES.admin) || caller.user.roles.includes(REST_ROLES.superAdmin);

/** The signed-in platform admin calling `/{product}Admins/{uid}/...`; 401/403/404 otherwise. */
export async function requirePlatformAdmin(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  options: AdminGuardOptions = {},
): Promise<Caller> {
  const caller = await authenticate(ctx, request, ['session']);
  await requireOwnUid(ctx, caller, request.params.uid);
  if (!isAdmin(caller)) throw forbidden();
  if (options.superAdminOnly && !isSuperAdmin(caller)) throw forbidden();
  return caller;
}

/** The path prefix of the provider-admin calls (§7): /{product}Admins/:uid */
export const ADMIN_PREFIX = `/${REST_ROLES.admin}s/:uid`;
