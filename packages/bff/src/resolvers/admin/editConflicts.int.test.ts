// Two people editing the same admin account, site or software version over HTTP against the real
// REST service (whole demo fleet): the second save made from the version both read is refused with
// an EditConflictError carrying the record as saved, and nothing of it is written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { DEMO_SITE_ID } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { globalId, signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let otherAdmin: BffClient;
let superAdmin: BffClient;
let otherSuperAdmin: BffClient;
let siteAdmin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  otherAdmin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  superAdmin = (await signedInClient(stack, ACCOUNTS.superAdmin)).client;
  otherSuperAdmin = (await signedInClient(stack, ACCOUNTS.superAdmin)).client;
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

/** The payload's one error: someone else saved `current` since the form read it. */
const conflict = (title: string, current: Record<string, unknown>) => ({
  __typename: 'EditConflictError',
  code: 'CONFLICT',
  title,
  messages: [ERROR_MESSAGES.changedSinceOpened],
  current,
});
const ERRORS = (fields: string) => `errors { __typename ... on UserError { code title messages }
  ... on EditConflictError { current { id ${fields} } } }`;

describe('an admin account edited by two super admins', () => {
  const ADMIN = '... on Admin { version firstName lastName locked }';
  const UPDATE = `mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { admin { id ${ADMIN} } ${ERRORS(ADMIN)} } }`;
  const LOCK = `mutation($input: SetAdminLockedInput!) { setAdminLocked(input: $input) { admin { id ${ADMIN} } ${ERRORS(ADMIN)} } }`;

  it('refuses the second save and a lock made from the version both read, with the admin as saved', async () => {
    const form = { firstName: 'Paolo', lastName: 'Greco', phoneNumber: '+39 02 555 0177', email: 'paolo.twice@example.com' };
    const CREATE = `mutation($input: CreateAdminInput!) { createAdmin(input: $input) { admin { id version } } }`;
    const created = (await superAdmin.gql(CREATE, { input: form })).body.data.createAdmin.admin;
    const first = await superAdmin.gql(UPDATE, {
      input: { id: created.id, ...form, lastName: 'Fontana', expectedVersion: created.version },
    });
    expect(first.body.data.updateAdmin.errors).toEqual([]);
    const saved = first.body.data.updateAdmin.admin;
    expect(saved.version).not.toBe(created.version);

    const second = await otherSuperAdmin.gql(UPDATE, {
      input: { id: created.id, ...form, firstName: 'Marta', expectedVersion: created.version },
    });
    const current = { id: created.id, version: saved.version, firstName: 'Paolo', lastName: 'Fontana', locked: false };
    expect(second.body.data.updateAdmin).toEqual({ admin: null, errors: [conflict('Admin was not edited', current)] });
    const lock = await otherSuperAdmin.gql(LOCK, { input: { id: created.id, locked: true, expectedVersion: created.version } });
    expect(lock.body.data.setAdminLocked).toEqual({ admin: null, errors: [conflict('Admin was not edited', current)] });

    // From the version shown now, the lock applies.
    const again = await otherSuperAdmin.gql(LOCK, { input: { id: created.id, locked: true, expectedVersion: saved.version } });
    expect(again.body.data.setAdminLocked).toMatchObject({ admin: { locked: true, firstName: 'Paolo' }, errors: [] });
  });
});

describe('a site edited by two admins', () => {
  const SITE = '... on Site { version name street backUpData }';
  const UPDATE = `mutation($input: UpdateSiteInput!) { updateSite(input: $input) { site { id ${SITE} } ${ERRORS(SITE)} } }`;
  const BACKUP = `mutation($input: SetSiteBackupInput!) { setSiteBackup(input: $input) {
    site { id ${SITE} } viewer { site { backUpData version } } ${ERRORS(SITE)} } }`;
  const form = {
    name: 'Clinica Doppia',
    email: 'clinic@example.com',
    country: 'Italy',
    city: 'Milano',
    street: 'Via Roma 1',
    apartment: '2',
  };

  it('refuses the second save and a backup toggle made from the version both read, with the site as saved', async () => {
    const CREATE = `mutation($input: CreateSiteInput!) { createSite(input: $input) { site { id version } } }`;
    const created = (await admin.gql(CREATE, { input: form })).body.data.createSite.site;
    const first = await admin.gql(UPDATE, { input: { id: created.id, ...form, city: 'Torino', expectedVersion: created.version } });
    expect(first.body.data.updateSite.errors).toEqual([]);
    const saved = first.body.data.updateSite.site;

    const second = await otherAdmin.gql(UPDATE, {
      input: { id: created.id, ...form, street: 'Via Po 9', expectedVersion: created.version },
    });
    const current = { id: created.id, version: saved.version, name: 'Clinica Doppia', street: 'Via Roma 1', backUpData: true };
    expect(second.body.data.updateSite).toEqual({ site: null, errors: [conflict('Site was not edited', current)] });
    const toggle = await otherAdmin.gql(BACKUP, { input: { id: created.id, backUpData: false, expectedVersion: created.version } });
    expect(toggle.body.data.setSiteBackup).toMatchObject({ site: null, errors: [conflict('Site was not edited', current)] });
    const node = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Site { street backUpData } } }`, { id: created.id });
    expect(node.body.data.node).toEqual({ street: 'Via Roma 1', backUpData: true });
  });

  it('refuses a site admin’s own backup toggle made from an older version; the payload’s viewer holds the flag as saved', async () => {
    const own = globalId('Site', DEMO_SITE_ID);
    const read = (await siteAdmin.gql('{ viewer { site { backUpData version } } }')).body.data.viewer.site;
    expect(read).toEqual({ backUpData: true, version: expect.stringMatching(/^[0-9]+$/) });
    // Meanwhile a platform admin turns the backup off.
    const off = await admin.gql(BACKUP, { input: { id: own, backUpData: false } });
    expect(off.body.data.setSiteBackup.errors).toEqual([]);

    const stale = await siteAdmin.gql(BACKUP, { input: { id: own, backUpData: false, expectedVersion: read.version } });
    const { site, viewer, errors } = stale.body.data.setSiteBackup;
    expect(site).toBeNull();
    expect(errors).toMatchObject([{ __typename: 'EditConflictError', title: 'Site was not edited', current: { backUpData: false } }]);
    expect(viewer.site).toEqual({ backUpData: false, version: errors[0].current.version });

    const again = await siteAdmin.gql(BACKUP, { input: { id: own, backUpData: true, expectedVersion: viewer.site.version } });
    expect(again.body.data.setSiteBackup).toMatchObject({ site: { backUpData: true }, viewer: { site: { backUpData: true } }, errors: [] });
  });
});

describe('a software version edited by two admins', () => {
  const VERSION = '... on SoftwareVersion { version url forceUpdate }';
  const EDIT = `mutation($input: EditSoftwareVersionInput!) { editSoftwareVersion(input: $input) {
    version { id ${VERSION} } ${ERRORS(VERSION)} } }`;

  it('refuses the second save made from the version both read, with the software version as saved', async () => {
    const form = { type: 'TV', versionNumber: '77.1', url: 'https://updates.example/tv-77.1' };
    const ADD = `mutation($input: AddSoftwareVersionInput!) { addSoftwareVersion(input: $input) { version { id version } } }`;
    const created = (await admin.gql(ADD, { input: form })).body.data.addSoftwareVersion.version;
    const first = await admin.gql(EDIT, { input: { id: created.id, ...form, forceUpdate: true, expectedVersion: created.version } });
    expect(first.body.data.editSoftwareVersion.errors).toEqual([]);
    const saved = first.body.data.editSoftwareVersion.version;

    const second = await otherAdmin.gql(EDIT, {
      input: { id: created.id, ...form, url: 'https://updates.example/tv-77.1b', expectedVersion: created.version },
    });
    const current = { id: created.id, version: saved.version, url: form.url, forceUpdate: true };
    expect(second.body.data.editSoftwareVersion).toEqual({ version: null, errors: [conflict('Version was not edited', current)] });
    // Saved over it from the version shown now, it applies.
    const again = await otherAdmin.gql(EDIT, {
      input: { id: created.id, ...form, url: 'https://updates.example/tv-77.1b', expectedVersion: saved.version },
    });
    expect(again.body.data.editSoftwareVersion).toMatchObject({ version: { url: 'https://updates.example/tv-77.1b' }, errors: [] });
  });
});
