// ECP, pending-registration and admin-account mutations over HTTP against the real REST service
// (whole demo fleet): success payloads, §8 failures, roles (admins refused on admin accounts,
// doctors everywhere), messages to ECPs and a lock that ends the ECP's session.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ERRORS, globalId, signedInClient, writeCalls } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let superAdmin: BffClient;
let superAdminUid: string;
let doctor: BffClient;
let doctorUid: string;
let siteId: string;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  ({ client: superAdmin, uid: superAdminUid } = await signedInClient(stack, ACCOUNTS.superAdmin));
  ({ client: doctor, uid: doctorUid } = await signedInClient(stack, ACCOUNTS.doctor));
  const sites = await admin.gql('{ adminConsole { sites(first: 1, search: "Demo Eye Clinic") { edges { node { id } } } } }');
  siteId = sites.body.data.adminConsole.sites.edges[0].node.id;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const CREATE_ECP = `mutation($input: CreateEcpInput!) { createEcp(input: $input) {
  ecp { id internalID fullName email profession pending locked isSiteAdmin site { id } defaultVaScale } ecpEdge { node { id } } ${ERRORS} } }`;
const UPDATE_ECP = `mutation($input: UpdateEcpInput!) { updateEcp(input: $input) { ecp { id firstName email notes site { id } } ${ERRORS} } }`;
const SET_ECP_LOCKED = `mutation($input: SetEcpLockedInput!) { setEcpLocked(input: $input) { ecp { id locked } ${ERRORS} } }`;
const SEND_TO_ECPS = `mutation($input: SendMessageToEcpsInput!) { sendMessageToEcps(input: $input) { recipientCount emailCount smsCount ${ERRORS} } }`;

const ecpInput = (email: string) => ({
  firstName: 'Sara',
  lastName: 'Conti',
  profession: 'ORTHOPTIST',
  phoneNumber: '+39 06 555 0142',
  email,
  siteId,
  isSiteAdmin: false,
  defaultVaScale: 'DECIMAL',
});

describe('ECP mutations', () => {
  it('invites an ECP (pending, with an edge) and edits it without changing its site', async () => {
    const { body } = await admin.gql(CREATE_ECP, { input: ecpInput('sara.conti@example.com') });
    const created = body.data.createEcp;
    expect(created.errors).toEqual([]);
    expect(created.ecp).toMatchObject({
      fullName: 'Sara Conti',
      profession: 'ORTHOPTIST',
      pending: true,
      locked: false,
      site: { id: siteId },
      defaultVaScale: 'DECIMAL',
    });
    expect(created.ecpEdge.node.id).toBe(created.ecp.id);

    stack.proxy.reset();
    const { siteId: _site, ...withoutSite } = ecpInput('sara.conti@example.com');
    const edited = await admin.gql(UPDATE_ECP, { input: { id: created.ecp.id, ...withoutSite, firstName: 'Sarah', notes: 'Part time' } });
    expect(edited.body.data.updateEcp).toEqual({
      ecp: { id: created.ecp.id, firstName: 'Sarah', email: 'sara.conti@example.com', notes: 'Part time', site: { id: siteId } },
      errors: [],
    });
    // The ECPs list (for the unchanged site), the write, then the sites list for `site`: bounded.
    expect(writeCalls(stack).length).toBeLessThanOrEqual(3);
  });

  it('refuses the second of two admins’ saves made from the same version, with the ECP as saved, and applies neither blindly', async () => {
    const created = (await admin.gql(CREATE_ECP, { input: ecpInput('two.admins@example.com') })).body.data.createEcp.ecp;
    const READ = `query($id: ID!) { node(id: $id) { ... on Ecp { version lastName firstName } } }`;
    const opened = (await admin.gql(READ, { id: created.id })).body.data.node;
    const { siteId: _site, ...form } = ecpInput('two.admins@example.com');
    const CONFLICT = `mutation($input: UpdateEcpInput!) { updateEcp(input: $input) { ecp { id version lastName }
      errors { __typename code title messages ... on EditConflictError { current { id ... on Ecp { version firstName lastName } } } } } }`;
    const first = await admin.gql(CONFLICT, { input: { id: created.id, ...form, lastName: 'Fontana', expectedVersion: opened.version } });
    expect(first.body.data.updateEcp.errors).toEqual([]);
    const saved = first.body.data.updateEcp.ecp;
    expect(saved.version).not.toBe(opened.version);

    const second = await superAdmin.gql(CONFLICT, {
      input: { id: created.id, ...form, firstName: 'Marta', expectedVersion: opened.version },
    });
    expect(second.body.data.updateEcp).toEqual({
      ecp: null,
      errors: [
        {
          __typename: 'EditConflictError',
          code: 'CONFLICT',
          title: 'ECP was not edited',
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: { id: created.id, version: saved.version, firstName: 'Sara', lastName: 'Fontana' },
        },
      ],
    });
    // Nothing of the stale save was written; saving again from the version shown applies it.
    const again = await superAdmin.gql(CONFLICT, {
      input: { id: created.id, ...form, lastName: 'Fontana', firstName: 'Marta', expectedVersion: saved.version },
    });
    expect(again.body.data.updateEcp.ecp).toMatchObject({ lastName: 'Fontana' });
    const locked = await admin.gql(
      `mutation($input: SetEcpLockedInput!) { setEcpLocked(input: $input) { ecp { locked } errors { __typename } } }`,
      { input: { id: created.id, locked: true, expectedVersion: saved.version } },
    );
    expect(locked.body.data.setEcpLocked).toEqual({ ecp: null, errors: [{ __typename: 'EditConflictError' }] });
  });

  it('refuses an invalid ECP form with §5 keys and a taken e-mail with a ConflictError', async () => {
    const invalid = await admin.gql(CREATE_ECP, { input: { firstName: '', email: 'bad', siteId: globalId('Ecp', 'x') } });
    const [error] = invalid.body.data.createEcp.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'ECP was not created' });
    expect(error.fieldErrors.map((f: any) => [f.field, f.key])).toEqual(
      expect.arrayContaining([
        ['firstName', 'first_name_req'],
        ['lastName', 'last_name_req'],
        ['profession', 'profession_req'],
        ['email', 'email_invalid'],
        ['siteId', 'site_req'],
      ]),
    );
    expect(writeCalls(stack)).toEqual([]);

    const taken = await admin.gql(CREATE_ECP, { input: ecpInput('DOCTOR@demo.example') });
    expect(taken.body.data.createEcp.errors).toEqual([
      { __typename: 'ConflictError', code: 'CONFLICT', title: 'ECP was not created', messages: ['Email must be unique'], field: 'email' },
    ]);
  });

  it('sends a message to ECPs, and asks to select recipients when there are none', async () => {
    const { body } = await admin.gql(SEND_TO_ECPS, { input: { ecpIds: [globalId('Ecp', doctorUid)], method: 'EMAIL' } });
    expect(body.data.sendMessageToEcps).toEqual({ recipientCount: 1, emailCount: 1, smsCount: 0, errors: [] });

    const none = await admin.gql(SEND_TO_ECPS, { input: { ecpIds: [], method: 'SMS' } });
    expect(none.body.data.sendMessageToEcps.errors[0]).toMatchObject({
      __typename: 'ValidationError',
      title: 'Please select recipients',
      fieldErrors: [{ field: 'ecpIds', key: 'recipients_req' }],
    });
    const noMethod = await admin.gql(SEND_TO_ECPS, { input: { ecpIds: [globalId('Ecp', doctorUid)] } });
    expect(noMethod.body.data.sendMessageToEcps.errors[0]).toMatchObject({
      title: 'Message was not sent',
      fieldErrors: [{ field: 'method', key: 'method_req' }],
    });
  });

  it('refuses doctors on every ECP mutation', async () => {
    const id = globalId('Ecp', doctorUid);
    const results = await Promise.all([
      doctor.gql(CREATE_ECP, { input: ecpInput('x.y@example.com') }),
      doctor.gql(UPDATE_ECP, { input: { id, ...ecpInput('x.y@example.com') } }),
      doctor.gql(SET_ECP_LOCKED, { input: { id, locked: true } }),
      doctor.gql(SEND_TO_ECPS, { input: { ecpIds: [id], method: 'SMS' } }),
    ]);
    const errors = results.map((r) => Object.values(r.body.data)[0] as any).map((p) => p.errors[0]);
    expect(errors.map((e) => e.__typename)).toEqual(['PermissionError', 'PermissionError', 'PermissionError', 'PermissionError']);
    expect(errors.map((e) => e.title)).toEqual(['ECP was not created', 'ECP was not edited', 'ECP was not edited', 'Message was not sent']);
  });
});

const DELETE_PENDING = `mutation($input: DeletePendingUserInput!) { deletePendingUser(input: $input) { deletedId deletedSiteId deletedEcpId ${ERRORS} } }`;

describe('pending registrations', () => {
  it('deletes a pending registration; doctors are refused; an unknown one is NOT_FOUND', async () => {
    const list = await admin.gql('{ adminConsole { pendingUsers(first: 100) { totalCount edges { node { id } } } } }');
    const { totalCount, edges } = list.body.data.adminConsole.pendingUsers;
    const refused = await doctor.gql(DELETE_PENDING, { input: { id: edges[0].node.id } });
    expect(refused.body.data.deletePendingUser.errors[0].__typename).toBe('PermissionError');

    const { body } = await admin.gql(DELETE_PENDING, { input: { id: edges[0].node.id } });
    // The pending site and ECP the registration created went with it, and are named.
    expect(body.data.deletePendingUser).toEqual({
      deletedId: edges[0].node.id,
      deletedSiteId: expect.any(String),
      deletedEcpId: expect.any(String),
      errors: [],
    });
    const site = await admin.gql('query($id: ID!) { node(id: $id) { id } }', { id: body.data.deletePendingUser.deletedSiteId });
    expect(site.body.data.node).toBeNull();
    const after = await admin.gql('{ adminConsole { pendingUsers { totalCount } } }');
    expect(after.body.data.adminConsole.pendingUsers.totalCount).toBe(totalCount - 1);

    // Settled meanwhile (here by this admin): the row is named so it leaves, with a ConflictError.
    const again = await admin.gql(DELETE_PENDING, { input: { id: edges[0].node.id } });
    expect(again.body.data.deletePendingUser.deletedId).toBe(edges[0].node.id);
    expect(again.body.data.deletePendingUser.errors).toMatchObject([
      { __typename: 'ConflictError', messages: [ERROR_MESSAGES.registrationNotPending] },
    ]);
  });
});

const APPROVE_PENDING = `mutation($input: ApprovePendingUserInput!) { approvePendingUser(input: $input) {
  approvedId ecp { email pending isSiteAdmin site { name pending } } site { name pending } viewer { counts { pendingUsers } } ${ERRORS} } }`;

describe('approving a pending registration', () => {
  it('activates its site and invites its ECP, in a bounded number of REST calls; doctors are refused', async () => {
    const list = await admin.gql('{ adminConsole { pendingUsers(first: 100) { totalCount edges { node { id email siteName } } } } }');
    const { totalCount, edges } = list.body.data.adminConsole.pendingUsers;
    const registration = edges[0].node;
    const refused = await doctor.gql(APPROVE_PENDING, { input: { id: registration.id } });
    expect(refused.body.data.approvePendingUser.errors[0].__typename).toBe('PermissionError');

    stack.proxy.reset();
    const { body } = await admin.gql(APPROVE_PENDING, { input: { id: registration.id } });
    expect(body.data.approvePendingUser).toEqual({
      approvedId: registration.id,
      ecp: { email: registration.email, pending: true, isSiteAdmin: true, site: { name: registration.siteName, pending: false } },
      site: { name: registration.siteName, pending: false },
      viewer: { counts: { pendingUsers: totalCount - 1 } },
      errors: [],
    });
    // The approval, the ECPs and the sites lists (the ECP's site comes from the same list), the profile.
    expect(writeCalls(stack)).toHaveLength(3);
    expect(stack.proxy.calls.filter((c) => c.includes('/approve'))).toHaveLength(1);
    expect(await stack.rest.passwordLinkToken(registration.email)).toEqual(expect.any(String));

    const again = await admin.gql(APPROVE_PENDING, { input: { id: registration.id } });
    expect(again.body.data.approvePendingUser).toMatchObject({
      approvedId: registration.id,
      ecp: null,
      errors: [{ __typename: 'ConflictError', title: 'Could not save data', messages: [ERROR_MESSAGES.registrationNotPending] }],
    });
    // An ID that is no registration at all stays NOT_FOUND.
    const foreign = await admin.gql(APPROVE_PENDING, { input: { id: globalId('Site', registration.id) } });
    expect(foreign.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

const CREATE_ADMIN = `mutation($input: CreateAdminInput!) { createAdmin(input: $input) {
  admin { id email role twoFactorEnabled pending locked } adminEdge { node { id } } ${ERRORS} } }`;
const UPDATE_ADMIN = `mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { admin { id lastName twoFactorEnabled } ${ERRORS} } }`;
const SET_ADMIN_LOCKED = `mutation($input: SetAdminLockedInput!) { setAdminLocked(input: $input) { admin { id locked } ${ERRORS} } }`;
const DELETE_ADMIN = `mutation($input: DeleteAdminInput!) { deleteAdmin(input: $input) { deletedId ${ERRORS} } }`;

const adminInput = (email: string) => ({ firstName: 'Paolo', lastName: 'Greco', phoneNumber: '+39 02 555 0177', email });

describe('admin account mutations', () => {
  it('lets a super admin invite, edit, lock, unlock and delete an admin', async () => {
    const created = (await superAdmin.gql(CREATE_ADMIN, { input: adminInput('paolo.greco@example.com') })).body.data.createAdmin;
    expect(created.errors).toEqual([]);
    expect(created.admin).toMatchObject({
      email: 'paolo.greco@example.com',
      role: 'ADMIN',
      twoFactorEnabled: true,
      pending: true,
      locked: false,
    });
    expect(created.adminEdge.node.id).toBe(created.admin.id);

    // Without twoFactorEnabled the stored setting stays.
    const edited = await superAdmin.gql(UPDATE_ADMIN, {
      input: { id: created.admin.id, ...adminInput('paolo.greco@example.com'), lastName: 'Greco-Rossi' },
    });
    expect(edited.body.data.updateAdmin).toEqual({
      admin: { id: created.admin.id, lastName: 'Greco-Rossi', twoFactorEnabled: true },
      errors: [],
    });

    const locked = await superAdmin.gql(SET_ADMIN_LOCKED, { input: { id: created.admin.id, locked: true } });
    expect(locked.body.data.setAdminLocked).toEqual({ admin: { id: created.admin.id, locked: true }, errors: [] });
    const unlocked = await superAdmin.gql(SET_ADMIN_LOCKED, { input: { id: created.admin.id, locked: false } });
    expect(unlocked.body.data.setAdminLocked.admin.locked).toBe(false);

    stack.proxy.reset();
    const deleted = await superAdmin.gql(DELETE_ADMIN, { input: { id: created.admin.id } });
    expect(deleted.body.data.deleteAdmin).toEqual({ deletedId: created.admin.id, errors: [] });
    expect(writeCalls(stack)).toEqual([expect.stringMatching(/^DELETE .*\/admins\/[^/]+\/profile$/)]);
  });

  it('answers §8 failures: validation, a taken e-mail, deleting or locking oneself', async () => {
    const invalid = await superAdmin.gql(CREATE_ADMIN, { input: { firstName: 'A', email: 'nope' } });
    const [error] = invalid.body.data.createAdmin.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Admin was not created' });
    expect(error.fieldErrors.map((f: any) => [f.field, f.key])).toEqual(
      expect.arrayContaining([
        ['lastName', 'last_name_req'],
        ['email', 'email_invalid'],
      ]),
    );
    const taken = await superAdmin.gql(CREATE_ADMIN, { input: adminInput('Admin@demo.example') });
    expect(taken.body.data.createAdmin.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: 'Admin was not created',
      messages: ['Email must be unique'],
      field: 'email',
    });

    const self = globalId('Admin', superAdminUid);
    const deleteSelf = await superAdmin.gql(DELETE_ADMIN, { input: { id: self } });
    expect(deleteSelf.body.data.deleteAdmin).toMatchObject({
      deletedId: null,
      errors: [{ __typename: 'PermissionError', title: 'Admin was not deleted' }],
    });
    const lockSelf = await superAdmin.gql(SET_ADMIN_LOCKED, { input: { id: self, locked: true } });
    expect(lockSelf.body.data.setAdminLocked.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'Admin was not edited' });
  });

  it('refuses admins and doctors on every admin-account mutation, with no REST write', async () => {
    const id = globalId('Admin', superAdminUid);
    for (const client of [admin, doctor]) {
      const results = await Promise.all([
        client.gql(CREATE_ADMIN, { input: adminInput('someone@example.com') }),
        client.gql(UPDATE_ADMIN, { input: { id, ...adminInput('someone@example.com') } }),
        client.gql(SET_ADMIN_LOCKED, { input: { id, locked: true } }),
        client.gql(DELETE_ADMIN, { input: { id } }),
      ]);
      const errors = results.map((r) => (Object.values(r.body.data)[0] as any).errors[0]);
      expect(errors.map((e) => [e.__typename, e.title])).toEqual([
        ['PermissionError', 'Admin was not created'],
        ['PermissionError', 'Admin was not edited'],
        ['PermissionError', 'Admin was not edited'],
        ['PermissionError', 'Admin was not deleted'],
      ]);
    }
    expect(writeCalls(stack)).toEqual([]);
  });
});

// Last: it ends the doctor's session used by the tests above.
describe('locking an ECP', () => {
  it("ends the ECP's session; unlocking lets them sign in again", async () => {
    const before = await doctor.gql('{ viewer { email } }');
    expect(before.body.data.viewer.email).toBe(ACCOUNTS.doctor);
    const id = globalId('Ecp', doctorUid);
    const locked = await admin.gql(SET_ECP_LOCKED, { input: { id, locked: true } });
    expect(locked.body.data.setEcpLocked).toEqual({ ecp: { id, locked: true }, errors: [] });

    const after = await doctor.gql('{ viewer { email } }');
    expect(after.body.data?.viewer ?? null).toBeNull();

    const unlocked = await admin.gql(SET_ECP_LOCKED, { input: { id, locked: false } });
    expect(unlocked.body.data.setEcpLocked.ecp.locked).toBe(false);
    await expect(signedInClient(stack, ACCOUNTS.doctor)).resolves.toBeDefined();
  });
});
