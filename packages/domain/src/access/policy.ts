// Who may do what to which resource (§6): the one place the portal's access rules are written.
// The REST guards (rest-api admin/guard.ts, patients/doctorGuard.ts) and the BFF access helpers
// (resolvers/admin/access.ts, resolvers/doctor/access.ts) ask here; none re-derives a rule.
//
//   DOCTOR       their own patients only (another doctor's patient is an unknown id).
//   SITE_ADMIN   a doctor flagged isSiteAdmin: their patients, plus their own site's ECPs and
//                devices and its backup flag, and the site's records in bulk for the clinic's
//                other systems (the site-level FHIR export); nothing of another site.
//   ADMIN        the platform: sites, ECPs, devices, versions, pending registrations; no patient
//                health data at all (they may only send patients a reminder, which reads nothing).
//   SUPER_ADMIN  everything ADMIN may, plus the platform admins' accounts.
import { accessRoleOf, type AccessRole, type Actor } from './actor';

// ---- The vocabulary: what the policy is asked about, and its answers -------------------------

/**
 * Everything a portal user can be refused. `siteBackup` is a site's BackUpData flag, which site
 * admins may set apart from the rest of their site; `siteAttention` its attention list thresholds,
 * which its site admins set for the site's doctors; `siteRecords` every patient record
 * of a site at once, of every doctor there: the site-level FHIR bulk export, which the
 * site's admins run for the clinic's other systems (its EHR). No screen lists them: in the portal
 * a site admin still reads their own patients only.
 */
export type ResourceKind =
  | 'patient'
  | 'site'
  | 'siteBackup'
  | 'siteAttention'
  | 'siteRecords'
  | 'ecp'
  | 'device'
  | 'admin'
  | 'version'
  | 'pendingRegistration'
  | 'auditTrail'
  | 'portalSettings';
export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'patient',
  'site',
  'siteBackup',
  'siteAttention',
  'siteRecords',
  'ecp',
  'device',
  'admin',
  'version',
  'pendingRegistration',
  'auditTrail',
  'portalSettings',
];

/**
 * read: one item; list: a collection; message: send a patient or an ECP a message (no record is
 * read); lock: set an account's Enabled to 0, which ends its sessions (unlocking is an update).
 */
export type Action = 'read' | 'list' | 'create' | 'update' | 'delete' | 'message' | 'lock';
export const ACTIONS: readonly Action[] = ['read', 'list', 'create', 'update', 'delete', 'message', 'lock'];

/** Reading never needs a site to exist; writing does (see `reach` below). */
export const isReadAction = (action: Action) => action === 'read' || action === 'list';

/**
 * One resource, described by what decides access to it: a patient's doctor (DoctorStorageID), the
 * site a site, device or ECP belongs to (for a site: its own id; null: no site), and for accounts the
 * account's user id (nobody locks or deletes themselves). A new ECP has no user id yet.
 */
export type Resource =
  | { kind: 'patient'; doctorId: string }
  | { kind: 'site' | 'siteBackup' | 'siteAttention' | 'siteRecords' | 'device'; siteId: string | null }
  | { kind: 'ecp'; siteId: string | null; userId?: string }
  | { kind: 'admin'; userId?: string }
  | { kind: 'version' | 'pendingRegistration' | 'auditTrail' | 'portalSettings' };

/**
 * How far an actor reaches over a kind for an action: nothing, everything, their own patients, or
 * one site's items. `{ siteId: null }` is "their site, which is none": it matches no item, so a
 * list of it is empty and any id in it is unknown.
 */
export type Reach = 'none' | 'all' | { doctorId: string } | { siteId: string | null };

export const isDoctorReach = (scope: Reach): scope is { doctorId: string } => typeof scope === 'object' && 'doctorId' in scope;
export const isSiteReach = (scope: Reach): scope is { siteId: string | null } => typeof scope === 'object' && 'siteId' in scope;

/**
 * allow; forbidden: the actor may not do this to any such item, or to this one whatever they
 * know of it (403 / FORBIDDEN / PermissionError); notFound: the item is outside the actor's reach,
 * and is answered exactly like an unknown id so its existence does not leak (404 / null).
 */
export type Decision = 'allow' | 'forbidden' | 'notFound';

/** Storage ids are UUIDs, which may arrive in either case. */
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether `resource` lies within `scope`. A site reach of null covers nothing, not the items without a site. */
export function within(scope: Reach, resource: Resource): boolean {
  if (scope === 'none') return false;
  if (scope === 'all') return true;
  if (isDoctorReach(scope)) return resource.kind === 'patient' && sameId(resource.doctorId, scope.doctorId);
  if (!('siteId' in resource) || scope.siteId === null || resource.siteId === null) return false;
  return sameId(resource.siteId, scope.siteId);
}

/** Whether the account `resource` names is the actor's own (lock and delete spare it). */
export const isOwnAccount = (resource: Resource, userId: string) =>
  'userId' in resource && resource.userId !== undefined && sameId(resource.userId, userId);

// ---- The rules ---------------------------------------------------------------------------------

/** How far one rule reaches: everything, the actor's own patients, or the actor's own site. */
type Grant = 'all' | 'own' | 'site';
type Rules = Partial<Record<ResourceKind, Partial<Record<Action, Grant>>>>;

const everything = (...actions: Action[]): Partial<Record<Action, Grant>> => Object.fromEntries(actions.map((action) => [action, 'all']));

const DOCTOR: Rules = {
  // The whole health record: profile, visits, results, reports, reminders.
  patient: { read: 'own', list: 'own', create: 'own', update: 'own', delete: 'own', message: 'own' },
  // Their clinic's name and backup flag come with their profile (the flag hides reports when off).
  site: { read: 'site' },
  siteBackup: { read: 'site' },
};

const SITE_ADMIN: Rules = {
  ...DOCTOR,
  // §6: the backup flag only; the rest of the site is the platform admins'.
  siteBackup: { read: 'site', update: 'site' },
  // The thresholds of the site's attention list, for every doctor of the site.
  siteAttention: { read: 'site', update: 'site' },
  // The site's records in bulk (the site-level FHIR export), the clinic's data custodian's
  // task; list only: one record is never read this way, and nothing is written.
  siteRecords: { list: 'site' },
  // §6: invite, edit, lock and unlock their site's ECPs; never delete one or message them.
  ecp: { read: 'site', list: 'site', create: 'site', update: 'site', lock: 'site' },
  // Devices write themselves (their reports, by device key); people at a site only look at them:
  // registering a device and holding its key (rotate, revoke) are the platform admins'.
  device: { read: 'site', list: 'site' },
};

const ADMIN: Rules = {
  // No patient at all, not even a reminder by id: which ids are patients, their names and which
  // channels reach them are health data, and platform admins hold none (§7's admin call answers 403).
  site: everything('read', 'list', 'create', 'update', 'delete'),
  siteBackup: everything('read', 'update'),
  // ECPs are never deleted one by one; deleting a site deletes its ECPs that have no patients.
  ecp: everything('read', 'list', 'create', 'update', 'lock', 'delete', 'message'),
  // create: register a device and issue its first key; update: rotate or revoke its key.
  device: everything('read', 'list', 'create', 'update'),
  version: everything('read', 'list', 'create', 'update', 'delete'),
  // Registrations are created by the public registration form (no actor); update approves, delete rejects.
  pendingRegistration: everything('read', 'list', 'update', 'delete'),
};

const SUPER_ADMIN: Rules = {
  ...ADMIN,
  admin: everything('read', 'list', 'create', 'update', 'lock', 'delete'),
  // Who did what, for the auditor: ids only, never health data; written by the service alone.
  auditTrail: everything('read', 'list'),
  // The portal-wide settings (the second-factor policy): one set, for the portal's owner.
  portalSettings: everything('read', 'update'),
};

const RULES: Record<AccessRole, Rules> = { DOCTOR, SITE_ADMIN, ADMIN, SUPER_ADMIN };

/**
 * How far `actor` reaches over `kind` for `action`; 'none' when signed out. A site grant without a
 * site reaches `{ siteId: null }` for reads (an empty list) and nothing for writes (refused), so a
 * site admin whose site is gone sees nothing and changes nothing.
 */
export function reach(actor: Actor | null, action: Action, kind: ResourceKind): Reach {
  if (!actor) return 'none';
  const grant = RULES[accessRoleOf(actor)][kind]?.[action];
  switch (grant) {
    case undefined:
      return 'none';
    case 'all':
      return 'all';
    case 'own':
      return { doctorId: actor.userId };
    case 'site':
      return actor.siteId !== null || isReadAction(action) ? { siteId: actor.siteId } : 'none';
  }
}

/** Whether `actor` reaches every item of `kind` for `action`: what the platform-wide calls and lists need. */
export const reachesAll = (actor: Actor | null, action: Action, kind: ResourceKind) => reach(actor, action, kind) === 'all';

/** Actions that would end or remove the actor's own account: nobody may do them to themselves. */
const SPARES_SELF: readonly Action[] = ['lock', 'delete'];

/**
 * The answer to "may `actor` do `action` to `resource`": 'forbidden' when the role may not do it
 * to any such item (or it is their own account), 'notFound' when the item is outside their reach,
 * so that it reads as an unknown id, otherwise 'allow'.
 */
export function decide(actor: Actor | null, action: Action, resource: Resource): Decision {
  const reached = reach(actor, action, resource.kind);
  if (!actor || reached === 'none') return 'forbidden';
  if (!within(reached, resource)) return 'notFound';
  if (SPARES_SELF.includes(action) && isOwnAccount(resource, actor.userId)) return 'forbidden';
  return 'allow';
}

/** `decide` as a yes or no. */
export const can = (actor: Actor | null, action: Action, resource: Resource) => decide(actor, action, resource) === 'allow';
