// Who may read the admin console (§6): the access policy (@portal/domain/access/policy) decides,
// from the session's actor. Platform-wide lists are for whoever reaches every item of their kind
// (admins, super admins; admin accounts for super admins only); a site admin reads their own site's
// ECPs and devices. The REST service checks the same again on every call.
import type { Actor } from '@portal/domain/access/actor';
import { isSiteReach, reach, reachesAll, type Action, type ResourceKind } from '@portal/domain/access/policy';
import { loadSession, type BffContext } from '../../context';
import { forbiddenError, unauthenticatedError } from '../../errors/graphqlErrors';
import { sessionActor } from '../../session/actor';

export interface AdminCaller {
  /** The admin's UserStorageID: the `{uid}` of every provider-admin REST call. */
  uid: string;
  role: 'ADMIN' | 'SUPER_ADMIN';
  /** The caller as the policy sees them. */
  actor: Actor;
}

/** A doctor who administers their own site (§6 isSiteAdmin): that site's ECPs and devices only. */
export interface SiteAdminCaller {
  /** The doctor's UserStorageID: the `{uid}` of their `/eyeCareProviders/{uid}` REST calls. */
  uid: string;
  role: 'SITE_ADMIN';
  /** Their site's SiteStorageID. */
  siteId: string;
  actor: Actor;
}

/** Who may read the console's ECP and device lists: a platform admin, or a site admin for their site. */
export type ConsoleCaller = AdminCaller | SiteAdminCaller;

export const isSiteAdminCaller = (caller: ConsoleCaller): caller is SiteAdminCaller => caller.role === 'SITE_ADMIN';

/** The platform admin for an actor who reaches every item of `kind` for `action` (only platform roles ever do); null otherwise. */
export const platformCaller = (actor: Actor | null, action: Action, kind: ResourceKind): AdminCaller | null =>
  actor && reachesAll(actor, action, kind) ? { uid: actor.userId, role: actor.role as AdminCaller['role'], actor } : null;

/**
 * The console caller who may `action` the `kind` items of the console: a platform admin reaching
 * all of them, a site admin reaching their own site's (a site admin without a site has nothing to
 * show), or null.
 */
export function consoleCallerOf(actor: Actor | null, action: Action, kind: ResourceKind): ConsoleCaller | null {
  const platform = platformCaller(actor, action, kind);
  if (platform || !actor) return platform;
  const site = reach(actor, action, kind);
  return isSiteReach(site) && site.siteId ? { uid: actor.userId, role: 'SITE_ADMIN', siteId: site.siteId, actor } : null;
}

/** The signed-in site admin (a doctor with isSiteAdmin and a site), or null. */
export async function siteAdminOrNull(context: BffContext): Promise<SiteAdminCaller | null> {
  const caller = consoleCallerOf(await sessionActor(context), 'list', 'ecp');
  return caller && isSiteAdminCaller(caller) ? caller : null;
}

/** A platform admin or a site admin; UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requireConsoleCaller(context: BffContext): Promise<ConsoleCaller> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = consoleCallerOf(await sessionActor(context), 'list', 'ecp');
  if (!caller) throw forbiddenError();
  return caller;
}

/** The platform admin among console callers for a platform-wide list of `kind`; anyone else is FORBIDDEN. */
export function platformOnly(caller: ConsoleCaller, kind: ResourceKind): AdminCaller {
  const platform = platformCaller(caller.actor, 'list', kind);
  if (!platform) throw forbiddenError();
  return platform;
}

/** The signed-in admin who may read every item of `kind` (platform admins; admins: super admins), or null. */
export async function platformAdminOrNull(context: BffContext, kind: ResourceKind): Promise<AdminCaller | null> {
  return platformCaller(await sessionActor(context), 'read', kind);
}

/** Like platformAdminOrNull; UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requirePlatformAdmin(context: BffContext, kind: ResourceKind): Promise<AdminCaller> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = await platformAdminOrNull(context, kind);
  if (!caller) throw forbiddenError();
  return caller;
}
