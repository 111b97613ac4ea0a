// Who may call the provider-admin routes (§6): the access policy (@portal/domain/access/policy)
// decides; this only names the caller. Each route says what it does to which kind of resource, and
// the caller, on their own {uid}, must reach every item of that kind for it: these calls are
// platform-wide, so doctors (even site admins) reach none of them, and admin accounts only super admins.
import type { FastifyRequest } from 'fastify';
import { REST_ROLES } from '@portal/domain/enums';
import { platformActor, type Actor } from '@portal/domain/access/actor';
import { reachesAll, type Action, type ResourceKind } from '@portal/domain/access/policy';
import type { AppContext } from '../context';
import { authenticate, requireOwnUid, type Caller } from '../http/authenticate';
import { forbidden } from '../http/errors';

export interface PlatformCaller extends Caller {
  /** The caller as the policy sees them here: their strongest platform role. */
  actor: Actor;
}

/** The signed-in platform admin calling `/{product}Admins/{uid}/...` to `action` any `kind`; 401/403/404 otherwise. */
export async function requirePlatformAdmin(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  action: Action,
  kind: ResourceKind,
): Promise<PlatformCaller> {
  const caller = await authenticate(ctx, request, ['session']);
  await requireOwnUid(ctx, caller, request.params.uid);
  const actor = platformActor(caller.user.id, caller.user.roles);
  if (!actor || !reachesAll(actor, action, kind)) throw forbidden();
  return { ...caller, actor };
}

/** The path prefix of the provider-admin calls (§7): /{product}Admins/:uid */
export const ADMIN_PREFIX = `/${REST_ROLES.admin}s/:uid`;
