// How the REST service and the BFF read an actor from what they know of the caller: the REST role
// list (and the doctor's record), or the portal session's signed role and profile.
import { describe, expect, it } from 'vitest';
import { REST_ROLES } from '../enums';
import { accessRoleOf, actorFromSession, doctorActor, heldRoles, platformActor } from './actor';
import { reach } from './policy';

const { admin, superAdmin, doctor } = REST_ROLES;

describe('heldRoles', () => {
  it.each([
    [[doctor], ['DOCTOR']],
    [[admin], ['ADMIN']],
    [[superAdmin], ['SUPER_ADMIN']],
    [
      [superAdmin, admin, 'Other'],
      ['ADMIN', 'SUPER_ADMIN'],
    ],
    [['Other'], []],
    [[], []],
  ])('%j holds %j', (roles, held) => {
    expect(heldRoles(roles)).toEqual(held);
  });
});

describe('platformActor (the provider-admin REST area)', () => {
  it('acts as the strongest platform role held', () => {
    expect(platformActor('u1', [admin])?.role).toBe('ADMIN');
    expect(platformActor('u1', [superAdmin])?.role).toBe('SUPER_ADMIN');
    expect(platformActor('u1', [admin, superAdmin])?.role).toBe('SUPER_ADMIN');
    expect(platformActor('u1', [admin, doctor])).toEqual({ role: 'ADMIN', userId: 'u1', siteId: null, isSiteAdmin: false });
  });

  it('is null for doctors and unknown roles', () => {
    expect(platformActor('u1', [doctor])).toBeNull();
    expect(platformActor('u1', ['Other'])).toBeNull();
  });
});

describe('doctorActor (the ECP REST area)', () => {
  it('is the Doctor role with the doctor record', () => {
    const actor = doctorActor('u1', [doctor], { siteId: 's1', isSiteAdmin: true });
    expect(actor).toEqual({ role: 'DOCTOR', userId: 'u1', siteId: 's1', isSiteAdmin: true });
    expect(accessRoleOf(actor!)).toBe('SITE_ADMIN');
    expect(doctorActor('u1', [admin, doctor], { siteId: null, isSiteAdmin: false })?.role).toBe('DOCTOR');
  });

  it('is null without the role or without a doctor record', () => {
    expect(doctorActor('u1', [admin], { siteId: 's1', isSiteAdmin: false })).toBeNull();
    expect(doctorActor('u1', [doctor], null)).toBeNull();
  });
});

describe('actorFromSession (the portal)', () => {
  const profile = {
    Doctor: { isSiteAdmin: true, Profession: 1, DefaultVAUnit: 1 },
    Site: { SiteStorageID: 's1', SiteName: 'S', BackUpData: true },
  };

  it('acts as the signed role, in the §6 order (admin before super admin)', () => {
    expect(actorFromSession({ UserStorageID: 'u1', role: [superAdmin], profile: null })?.role).toBe('SUPER_ADMIN');
    expect(actorFromSession({ UserStorageID: 'u1', role: [superAdmin, admin], profile: null })?.role).toBe('ADMIN');
    expect(actorFromSession({ UserStorageID: 'u1', role: ['Other'], profile: null })).toBeNull();
  });

  it("reads a doctor's site and site admin flag from the profile", () => {
    const actor = actorFromSession({ UserStorageID: 'u1', role: [doctor], profile });
    expect(actor).toEqual({ role: 'DOCTOR', userId: 'u1', siteId: 's1', isSiteAdmin: true });
    expect(reach(actor, 'list', 'ecp')).toEqual({ siteId: 's1' });
    const plain = actorFromSession({ UserStorageID: 'u2', role: [doctor], profile: null });
    expect(plain).toEqual({ role: 'DOCTOR', userId: 'u2', siteId: null, isSiteAdmin: false });
    expect(reach(plain, 'list', 'ecp')).toBe('none');
  });

  it('gives a platform admin with a doctor profile nothing of a doctor', () => {
    const actor = actorFromSession({ UserStorageID: 'u1', role: [admin, doctor], profile });
    expect(actor?.role).toBe('ADMIN');
    expect(reach(actor, 'read', 'patient')).toBe('none');
    expect(reach(actor, 'list', 'ecp')).toBe('all');
  });
});
