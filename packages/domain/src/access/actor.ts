// Who is acting, as the access policy (./policy.ts) sees them: one portal role, the user, their
// site and the site admin flag. The REST service and the BFF build actors here, so both read the
// same facts the same way before asking the policy anything.
import { REST_ROLES, resolveRole, type Role } from '../enums';
import type { Profile } from '../auth';

/**
 * The roles the policy tells apart (§6). SITE_ADMIN is not a REST role: it is a Doctor whose
 * doctor record says isSiteAdmin, so it is derived from the actor rather than signed.
 */
export type AccessRole = 'DOCTOR' | 'SITE_ADMIN' | 'ADMIN' | 'SUPER_ADMIN';
export const ACCESS_ROLES: readonly AccessRole[] = ['DOCTOR', 'SITE_ADMIN', 'ADMIN', 'SUPER_ADMIN'];

export interface Actor {
  role: Role;
  /** The user's UserStorageID: the DoctorStorageID of a doctor's patients. */
  userId: string;
  /** The doctor's site; null for platform admins and for a doctor without a site. */
  siteId: string | null;
  /** Doctor.isSiteAdmin; meaningless (and ignored) for platform admins. */
  isSiteAdmin: boolean;
}

/** The role the policy applies: a doctor flagged isSiteAdmin acts as SITE_ADMIN. */
export const accessRoleOf = (actor: Actor): AccessRole => (actor.role === 'DOCTOR' && actor.isSiteAdmin ? 'SITE_ADMIN' : actor.role);

/** The REST role that stands for each portal role. */
const REST_ROLE_OF: Record<Role, string> = {
  ADMIN: REST_ROLES.admin,
  SUPER_ADMIN: REST_ROLES.superAdmin,
  DOCTOR: REST_ROLES.doctor,
};

/**
 * Every portal role a REST role list holds. The REST service checks each area against the role
 * the area is for (a user may hold more than one), while the portal acts as the one signed role
 * (`resolveRole`, §6); both views start from this list.
 */
export const heldRoles = (roles: readonly string[]): Role[] =>
  (['ADMIN', 'SUPER_ADMIN', 'DOCTOR'] as const).filter((role) => roles.includes(REST_ROLE_OF[role]));

/**
 * The actor of the provider-admin REST area (/{product}Admins/{uid}): the strongest platform role
 * held, so a holder of both platform roles acts as a super admin there. Null for anyone else.
 */
export function platformActor(userId: string, roles: readonly string[]): Actor | null {
  const held = heldRoles(roles);
  const role = held.includes('SUPER_ADMIN') ? 'SUPER_ADMIN' : held.includes('ADMIN') ? 'ADMIN' : null;
  return role ? { role, userId, siteId: null, isSiteAdmin: false } : null;
}

/** What the doctors table says about a doctor: their site and the site admin flag. */
export interface DoctorRecord {
  siteId: string | null;
  isSiteAdmin: boolean;
}

/**
 * The actor of the ECP REST area (/eyeCareProviders/{uid}): the Doctor role, read with the doctor's
 * record. Null without the role or without a doctor record (nothing to act as).
 */
export function doctorActor(userId: string, roles: readonly string[], doctor: DoctorRecord | null): Actor | null {
  if (!doctor || !heldRoles(roles).includes('DOCTOR')) return null;
  return { role: 'DOCTOR', userId, siteId: doctor.siteId, isSiteAdmin: doctor.isSiteAdmin };
}

/** The parts of a session record (GET /users/self, a sign-in answer) an actor is read from. */
export interface SessionFacts {
  UserStorageID: string;
  role: readonly string[];
  profile: Pick<Profile, 'Doctor' | 'Site'> | null;
}

/**
 * The actor of a portal session: the signed role (§6 order), the doctor's flag and site from the
 * profile. Null for a session whose roles the portal does not know.
 */
export function actorFromSession(session: SessionFacts): Actor | null {
  const role = resolveRole(session.role);
  if (!role) return null;
  return {
    role,
    userId: session.UserStorageID,
    siteId: session.profile?.Site?.SiteStorageID ?? null,
    isSiteAdmin: session.profile?.Doctor?.isSiteAdmin ?? false,
  };
}
