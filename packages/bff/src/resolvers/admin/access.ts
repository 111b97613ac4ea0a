// Who may read the admin console (§6): platform admins and super admins; the admins list is for
// super admins only; site admins read their own site's ECPs and devices. The REST service checks
// the same again on every call.
import { isPlatformAdmin, resolveRole } from '@portal/domain/enums';
import { loadSession, type BffContext } from '../../context';
import { forbiddenError, unauthenticatedError } from '../../errors/graphqlErrors';

export interface AdminCaller {
  /** The admin's UserStorageID: the `{uid}` of every provider-admin REST call. */
  uid: string;
  role: 'ADMIN' | 'SUPER_ADMIN';
}

/** A doctor who administers their own site (§6 isSiteAdmin): that site's ECPs and devices only. */
export interface SiteAdminCaller {
  /** The doctor's UserStorageID: the `{uid}` of their `/eyeCareProviders/{uid}` REST calls. */
  uid: string;
  role: 'SITE_ADMIN';
  /** Their site's SiteStorageID. */
  siteId: string;
}

/** Who may read the console's ECP and device lists: a platform admin, or a site admin for their site. */
export type ConsoleCaller = AdminCaller | SiteAdminCaller;

export const isSiteAdminCaller = (caller: ConsoleCaller): caller is SiteAdminCaller => caller.role === 'SITE_ADMIN';

/** The signed-in site admin (a doctor with isSiteAdmin and a site), or null. */
export async function siteAdminOrNull(context: BffContext): Promise<SiteAdminCaller | null> {
  const record = await loadSession(context);
  const profile = record?.profile;
  if (!record || resolveRole(record.role) !== 'DOCTOR' || !profile?.Doctor?.isSiteAdmin || !profile.Site) return null;
  return { uid: record.UserStorageID, role: 'SITE_ADMIN', siteId: profile.Site.SiteStorageID };
}

/** A platform admin or a site admin; UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requireConsoleCaller(context: BffContext): Promise<ConsoleCaller> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = (await platformAdminOrNull(context)) ?? (await siteAdminOrNull(context));
  if (!caller) throw forbiddenError();
  return caller;
}

/** The platform admin among console callers; a site admin reading a platform-wide list is FORBIDDEN. */
export function platformOnly(caller: ConsoleCaller): AdminCaller {
  if (isSiteAdminCaller(caller)) throw forbiddenError();
  return caller;
}

/** The signed-in platform admin, or null for anyone else (signed out, doctors). */
export async function platformAdminOrNull(context: BffContext): Promise<AdminCaller | null> {
  const record = await loadSession(context);
  if (!record) return null;
  const role = resolveRole(record.role);
  if (!isPlatformAdmin(role)) return null;
  return { uid: record.UserStorageID, role: role as AdminCaller['role'] };
}

/** The signed-in platform admin; UNAUTHENTICATED when signed out, FORBIDDEN for doctors. */
export async function requirePlatformAdmin(context: BffContext): Promise<AdminCaller> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = await platformAdminOrNull(context);
  if (!caller) throw forbiddenError();
  return caller;
}

/** The signed-in super admin (the admins area); FORBIDDEN for admins. */
export async function requireSuperAdmin(context: BffContext): Promise<AdminCaller> {
  const caller = await requirePlatformAdmin(context);
  if (caller.role !== 'SUPER_ADMIN') throw forbiddenError();
  return caller;
}
