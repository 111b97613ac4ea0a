// The access policy as a table: every role × resource kind × action, on the actor's own resource
// and on someone else's. The REST guards and the BFF helpers ask the policy, so this table is what
// the portal enforces (the rest-api and bff integration tests check the wiring).
import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type AccessRole, type Actor } from './actor';
import {
  ACTIONS,
  RESOURCE_KINDS,
  can,
  decide,
  reach,
  reachesAll,
  type Action,
  type Decision,
  type Resource,
  type ResourceKind,
} from './policy';

const ACTORS: Record<AccessRole, Actor> = {
  DOCTOR: { role: 'DOCTOR', userId: 'doctor-1', siteId: 'site-1', isSiteAdmin: false },
  SITE_ADMIN: { role: 'DOCTOR', userId: 'siteadmin-1', siteId: 'site-1', isSiteAdmin: true },
  ADMIN: { role: 'ADMIN', userId: 'admin-1', siteId: null, isSiteAdmin: false },
  SUPER_ADMIN: { role: 'SUPER_ADMIN', userId: 'super-1', siteId: null, isSiteAdmin: false },
};

/** The actor's own resource of each kind (their patient, their site's items) and another's. */
function resources(actor: Actor, kind: ResourceKind): { own: Resource; other: Resource } {
  switch (kind) {
    case 'patient':
      return { own: { kind, doctorId: actor.userId }, other: { kind, doctorId: 'doctor-2' } };
    case 'site':
    case 'siteBackup':
    case 'siteAttention':
    case 'siteRecords':
    case 'device':
      return { own: { kind, siteId: 'site-1' }, other: { kind, siteId: 'site-2' } };
    case 'ecp':
      return { own: { kind, siteId: 'site-1', userId: 'ecp-1' }, other: { kind, siteId: 'site-2', userId: 'ecp-2' } };
    case 'admin':
      // Admin accounts belong to no one; both are other admins' (the caller's own is below).
      return { own: { kind, userId: 'admin-8' }, other: { kind, userId: 'admin-9' } };
    default:
      return { own: { kind }, other: { kind } };
  }
}

// all: allowed on own and other; own: allowed on own, other's is an unknown id (notFound);
// -: refused on both (forbidden).
type Cell = 'all' | 'own' | '-';
const EXPECTED: Record<Cell, [Decision, Decision]> = {
  all: ['allow', 'allow'],
  own: ['allow', 'notFound'],
  '-': ['forbidden', 'forbidden'],
};

//                         read   list   create update delete message lock
const TABLE: Record<AccessRole, Record<ResourceKind, string>> = {
  DOCTOR: {
    patient: 'own    own    own    own    own    own    -',
    site: 'own    -      -      -      -      -      -',
    siteBackup: 'own    -      -      -      -      -      -',
    siteAttention: '-      -      -      -      -      -      -',
    siteRecords: '-      -      -      -      -      -      -',
    ecp: '-      -      -      -      -      -      -',
    device: '-      -      -      -      -      -      -',
    admin: '-      -      -      -      -      -      -',
    version: '-      -      -      -      -      -      -',
    pendingRegistration: '-      -      -      -      -      -      -',
    auditTrail: '-      -      -      -      -      -      -',
    portalSettings: '-      -      -      -      -      -      -',
  },
  SITE_ADMIN: {
    patient: 'own    own    own    own    own    own    -',
    site: 'own    -      -      -      -      -      -',
    siteBackup: 'own    -      -      own    -      -      -',
    siteAttention: 'own    -      -      own    -      -      -',
    siteRecords: '-      own    -      -      -      -      -',
    ecp: 'own    own    own    own    -      -      own',
    device: 'own    own    -      -      -      -      -',
    admin: '-      -      -      -      -      -      -',
    version: '-      -      -      -      -      -      -',
    pendingRegistration: '-      -      -      -      -      -      -',
    auditTrail: '-      -      -      -      -      -      -',
    portalSettings: '-      -      -      -      -      -      -',
  },
  ADMIN: {
    patient: '-      -      -      -      -      -      -',
    site: 'all    all    all    all    all    -      -',
    siteBackup: 'all    -      -      all    -      -      -',
    siteAttention: '-      -      -      -      -      -      -',
    siteRecords: '-      -      -      -      -      -      -',
    ecp: 'all    all    all    all    all    all    all',
    device: 'all    all    all    all    -      -      -',
    admin: '-      -      -      -      -      -      -',
    version: 'all    all    all    all    all    -      -',
    pendingRegistration: 'all    all    -      all    all    -      -',
    auditTrail: '-      -      -      -      -      -      -',
    portalSettings: '-      -      -      -      -      -      -',
  },
  SUPER_ADMIN: {
    patient: '-      -      -      -      -      -      -',
    site: 'all    all    all    all    all    -      -',
    siteBackup: 'all    -      -      all    -      -      -',
    siteAttention: '-      -      -      -      -      -      -',
    siteRecords: '-      -      -      -      -      -      -',
    ecp: 'all    all    all    all    all    all    all',
    device: 'all    all    all    all    -      -      -',
    admin: 'all    all    all    all    all    -      all',
    version: 'all    all    all    all    all    -      -',
    pendingRegistration: 'all    all    -      all    all    -      -',
    auditTrail: 'all    all    -      -      -      -      -',
    portalSettings: 'all    -      -      all    -      -      -',
  },
};

const ROWS = ACCESS_ROLES.flatMap((role) =>
  RESOURCE_KINDS.flatMap((kind) => {
    const cells = TABLE[role][kind].trim().split(/\s+/) as Cell[];
    if (cells.length !== ACTIONS.length) throw new Error(`${role} ${kind}: ${cells.length} cells`);
    return ACTIONS.map((action, i) => ({ role, kind, action, cell: cells[i] }));
  }),
);

describe('the access table', () => {
  it('covers every role, kind and action', () => {
    expect(ROWS).toHaveLength(ACCESS_ROLES.length * RESOURCE_KINDS.length * ACTIONS.length);
  });

  it.each(ROWS)('$role $action $kind: $cell', ({ role, kind, action, cell }) => {
    const actor = ACTORS[role];
    const { own, other } = resources(actor, kind);
    expect([decide(actor, action, own), decide(actor, action, other)]).toEqual(EXPECTED[cell]);
    expect(can(actor, action, own)).toBe(cell !== '-');
    expect(reachesAll(actor, action, kind)).toBe(cell === 'all');
  });
});

describe('isolation', () => {
  const patient: Resource = { kind: 'patient', doctorId: 'doctor-2' };

  it("answers another doctor's patient as an unknown id for everything a doctor may do", () => {
    for (const actor of [ACTORS.DOCTOR, ACTORS.SITE_ADMIN]) {
      for (const action of ['read', 'list', 'create', 'update', 'delete', 'message'] as const) {
        expect(decide(actor, action, patient)).toBe('notFound');
      }
    }
  });

  it('gives platform admins no patient at all, not even a reminder by id', () => {
    for (const actor of [ACTORS.ADMIN, ACTORS.SUPER_ADMIN]) {
      for (const action of ACTIONS) expect(decide(actor, action, patient)).toBe('forbidden');
      expect(reach(actor, 'message', 'patient')).toBe('none');
    }
  });

  it('lets only super admins near admin accounts', () => {
    for (const role of ACCESS_ROLES) {
      expect(ACTIONS.some((action) => can(ACTORS[role], action, { kind: 'admin', userId: 'admin-9' }))).toBe(role === 'SUPER_ADMIN');
    }
  });

  it('refuses everything when signed out', () => {
    for (const kind of RESOURCE_KINDS) {
      for (const action of ACTIONS) {
        expect(reach(null, action, kind)).toBe('none');
        expect(decide(null, action, resources(ACTORS.DOCTOR, kind).own)).toBe('forbidden');
      }
    }
  });

  it('compares storage ids whatever their case', () => {
    const actor = { ...ACTORS.DOCTOR, userId: 'AbC-1' };
    expect(decide(actor, 'read', { kind: 'patient', doctorId: 'abc-1' })).toBe('allow');
    expect(decide(ACTORS.SITE_ADMIN, 'update', { kind: 'ecp', siteId: 'SITE-1' })).toBe('allow');
  });
});

describe('own accounts', () => {
  it('keeps a site admin from locking themselves, not from editing themselves', () => {
    const self: Resource = { kind: 'ecp', siteId: 'site-1', userId: 'siteadmin-1' };
    expect(decide(ACTORS.SITE_ADMIN, 'lock', self)).toBe('forbidden');
    expect(decide(ACTORS.SITE_ADMIN, 'update', self)).toBe('allow');
  });

  it('keeps a super admin from locking or deleting themselves, not from editing themselves', () => {
    const self: Resource = { kind: 'admin', userId: 'SUPER-1' };
    expect(decide(ACTORS.SUPER_ADMIN, 'lock', self)).toBe('forbidden');
    expect(decide(ACTORS.SUPER_ADMIN, 'delete', self)).toBe('forbidden');
    expect(decide(ACTORS.SUPER_ADMIN, 'update', self)).toBe('allow');
  });
});

describe('a site admin without a site', () => {
  const actor: Actor = { ...ACTORS.SITE_ADMIN, siteId: null };

  it.each<[Action, ResourceKind]>([
    ['read', 'ecp'],
    ['list', 'ecp'],
    ['read', 'device'],
    ['list', 'device'],
    ['read', 'siteBackup'],
  ])('reads %s %s of no site: an empty list, every id unknown', (action, kind) => {
    expect(reach(actor, action, kind)).toEqual({ siteId: null });
    expect(decide(actor, action, { kind: kind as 'device', siteId: 'site-1' })).toBe('notFound');
    // Items without a site are not "theirs" either.
    expect(decide(actor, action, { kind: kind as 'device', siteId: null })).toBe('notFound');
  });

  it.each<[Action, ResourceKind]>([
    ['create', 'ecp'],
    ['update', 'ecp'],
    ['lock', 'ecp'],
    ['update', 'siteBackup'],
  ])('may not %s %s (403)', (action, kind) => {
    expect(reach(actor, action, kind)).toBe('none');
    expect(decide(actor, action, { kind: kind as 'ecp', siteId: null })).toBe('forbidden');
  });
});

describe('reach', () => {
  it('names the scope a list is read with', () => {
    expect(reach(ACTORS.DOCTOR, 'list', 'patient')).toEqual({ doctorId: 'doctor-1' });
    expect(reach(ACTORS.SITE_ADMIN, 'list', 'patient')).toEqual({ doctorId: 'siteadmin-1' });
    expect(reach(ACTORS.SITE_ADMIN, 'list', 'ecp')).toEqual({ siteId: 'site-1' });
    expect(reach(ACTORS.SITE_ADMIN, 'list', 'site')).toBe('none');
    expect(reach(ACTORS.ADMIN, 'list', 'ecp')).toBe('all');
    expect(reach(ACTORS.ADMIN, 'list', 'admin')).toBe('none');
    expect(reach(ACTORS.SUPER_ADMIN, 'list', 'admin')).toBe('all');
  });

  it('ignores the site admin flag and site of a platform admin', () => {
    const flagged: Actor = { ...ACTORS.ADMIN, siteId: 'site-1', isSiteAdmin: true };
    expect(reach(flagged, 'list', 'ecp')).toBe('all');
    expect(reach(flagged, 'read', 'patient')).toBe('none');
  });
});
