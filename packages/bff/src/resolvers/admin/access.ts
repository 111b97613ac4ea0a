// Who may read the admin console (§6): platform admins and super admins; the admins list is for
// super admins only. The REST service checks the same again on every call.
import { isPlatformAdmin, resolveRole } from '@portal/domain/enums';
import { loadSession, type BffContext } from '../../context';
import { forbiddenError, unauthenticatedError } from '../../errors/graphqlErrors';

export interface AdminCaller {
  /** The admin's UserStorageID: the `{uid}` of every provider-admin REST call. */
  uid: string;
  role: 'ADMIN' | 'SUPER_ADMIN';
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
