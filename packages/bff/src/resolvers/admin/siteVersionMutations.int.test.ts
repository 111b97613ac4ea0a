// Site and software version mutations over HTTP against the real REST service (whole demo fleet):
// success payloads for Relay, §8 failures (validation, uniqueness, permission), deleted ECP ids,
// fresh fleet counters and REST calls per mutation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ERRORS, globalId, signedInClient, writeCalls } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const CREATE_SITE = `mutation($input: CreateSiteInput!) { createSite(input: $input) {
  site { id internalID name email country city street apartment backUpData ecpCount }
  siteEdge { cursor node { id name } }
  ${ERRORS} } }`;
const UPDATE_SITE = `mutation($input: UpdateSiteInput!) { updateSite(input: $input) { site { id name city backUpData } ${ERRORS} } }`;
const SET_BACKUP = `mutation($input: SetSiteBackupInput!) { setSiteBackup(input: $input) { site { id backUpData } ${ERRORS} } }`;
const DELETE_SITE = `mutation($input: DeleteSiteInput!) { deleteSite(input: $input) { deletedId deletedEcpIds ${ERRORS} } }`;
const CREATE_ECP = `mutation($input: CreateEcpInput!) { createEcp(input: $input) { ecp { id internalID } ${ERRORS} } }`;

const siteInput = (name: string) => ({
  name,
  email: 'clinic@example.com',
  phoneNumber: '+39 02 555 0101',
  country: 'Italy',
  city: 'Milano',
  street: 'Via Roma 1',
  apartment: '2',
});

describe('site mutations', () => {
  it('creates a site with an edge for Relay, in one REST call after the session look-up', async () => {
    const { body } = await admin.gql(CREATE_SITE, { input: siteInput('Clinica Nuova') });
    expect(body.errors).toBeUndefined();
    const payload = body.data.createSite;
    expect(payload.errors).toEqual([]);
    expect(payload.site).toMatchObject({ name: 'Clinica Nuova', country: 'Italy', backUpData: true, ecpCount: 0 });
    expect(payload.siteEdge.node.id).toBe(payload.site.id);
    expect(Buffer.from(payload.site.id, 'base64').toString()).toBe(`Site:${payload.site.internalID}`);
    expect(writeCalls(stack)).toEqual([expect.stringMatching(/^POST \/api\/v1\/webapp\/VistaAdmins\/[^/]+\/site\/signup$/)]);
    expect(stack.proxy.calls.length).toBeLessThanOrEqual(2);
  });

  it('refuses an invalid form with §5 keys on the input fields, before any REST call', async () => {
    const { body } = await admin.gql(CREATE_SITE, {
      input: { name: '', email: 'nope', country: 'USA', city: 'X', street: 'Y', apartment: 'Z' },
    });
    const [error] = body.data.createSite.errors;
    expect(body.data.createSite.site).toBeNull();
    expect(error).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', title: 'Site was not created' });
    expect(error.fieldErrors.map((f: any) => [f.field, f.key])).toEqual(
      expect.arrayContaining([
        ['name', 'site_name_req'],
        ['email', 'site_email_invalid'],
      ]),
    );
    const noState = await admin.gql(CREATE_SITE, { input: { ...siteInput('Clinic USA'), country: 'USA' } });
    expect(noState.body.data.createSite.errors[0].fieldErrors).toEqual([{ field: 'state', key: 'state_req', message: expect.any(String) }]);
    expect(writeCalls(stack)).toEqual([]);
  });

  it('answers a duplicate name (any case) with a ConflictError', async () => {
    const { body } = await admin.gql(CREATE_SITE, { input: siteInput('demo eye clinic') });
    expect(body.data.createSite.errors).toEqual([
      {
        __typename: 'ConflictError',
        code: 'CONFLICT',
        title: 'Site was not created',
        messages: ['Site Name must be unique'],
        field: 'name',
      },
    ]);
  });

  it('edits a site, keeping the backup flag when not given, and toggles backup', async () => {
    const created = (await admin.gql(CREATE_SITE, { input: { ...siteInput('Clinica Edit'), backUpData: false } })).body.data.createSite
      .site;
    const edited = await admin.gql(UPDATE_SITE, { input: { id: created.id, ...siteInput('Clinica Edit'), city: 'Torino' } });
    expect(edited.body.data.updateSite).toEqual({
      site: { id: created.id, name: 'Clinica Edit', city: 'Torino', backUpData: false },
      errors: [],
    });

    const conflict = await admin.gql(UPDATE_SITE, { input: { id: created.id, ...siteInput('Demo Eye Clinic') } });
    expect(conflict.body.data.updateSite.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: 'Site was not edited',
      messages: ['Site Name must be unique'],
    });

    const invalid = await admin.gql(UPDATE_SITE, { input: { id: created.id, ...siteInput(''), country: '' } });
    expect(invalid.body.data.updateSite.errors[0]).toMatchObject({ __typename: 'ValidationError', title: 'Site was not edited' });
    expect(invalid.body.data.updateSite.errors[0].fieldErrors.map((f: any) => f.key)).toEqual(
      expect.arrayContaining(['site_name_req', 'country_req']),
    );

    const backup = await admin.gql(SET_BACKUP, { input: { id: created.id, backUpData: true } });
    expect(backup.body.data.setSiteBackup).toEqual({ site: { id: created.id, backUpData: true }, errors: [] });
  });

  it('answers NOT_FOUND for an id of another type, and §8’s words for a site deleted meanwhile, whose row then leaves', async () => {
    const wrongType = await admin.gql(DELETE_SITE, { input: { id: globalId('Ecp', '00000000-0000-4000-8000-000000000000') } });
    expect(wrongType.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const site = (await admin.gql(CREATE_SITE, { input: siteInput('Clinica Due Volte') })).body.data.createSite.site;
    expect((await admin.gql(DELETE_SITE, { input: { id: site.id } })).body.data.deleteSite.errors).toEqual([]);
    // The other admin's table still showed it: their delete and their edit say what happened.
    const other = (await signedInClient(stack, ACCOUNTS.superAdmin)).client;
    const again = await other.gql(DELETE_SITE, { input: { id: site.id } });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.deleteSite).toMatchObject({
      deletedId: site.id,
      deletedEcpIds: [],
      errors: [
        {
          __typename: 'ConflictError',
          title: 'Failed to delete Site',
          messages: [ERROR_MESSAGES.couldNotDeleteSite, ERROR_MESSAGES.alreadyGone],
        },
      ],
    });
    const edited = await other.gql(UPDATE_SITE, { input: { id: site.id, ...siteInput('Clinica Due Volte') } });
    expect(edited.body.data.updateSite).toMatchObject({
      site: null,
      errors: [{ __typename: 'ConflictError', title: 'Site was not edited', messages: [ERROR_MESSAGES.alreadyGone] }],
    });
  });

  it('deletes a site with its ECPs and returns their global ids', async () => {
    const site = (await admin.gql(CREATE_SITE, { input: siteInput('Clinica Breve') })).body.data.createSite.site;
    const ecp = (
      await admin.gql(CREATE_ECP, {
        input: {
          firstName: 'Lia',
          lastName: 'Breve',
          profession: 'OPTICIAN',
          phoneNumber: '+39 02 555 0199',
          email: 'lia.breve@example.com',
          siteId: site.id,
          isSiteAdmin: false,
        },
      })
    ).body.data.createEcp;
    expect(ecp.errors).toEqual([]);
    stack.proxy.reset();
    const { body } = await admin.gql(DELETE_SITE, { input: { id: site.id } });
    expect(body.data.deleteSite).toEqual({ deletedId: site.id, deletedEcpIds: [ecp.ecp.id], errors: [] });
    expect(writeCalls(stack)).toHaveLength(1);
    const gone = await admin.gql('query($id: ID!) { node(id: $id) { id } }', { id: ecp.ecp.id });
    expect(gone.body.data.node).toBeNull();
  });

  it("refuses to delete a site whose ECPs have patients: 'Failed to delete Site'", async () => {
    const sites = (await admin.gql('{ adminConsole { sites(first: 100, search: "Demo Eye Clinic") { edges { node { id } } } } }')).body
      .data;
    // Its device would be left without a site: the refusal rolls that back too.
    const { body } = await admin.gql(DELETE_SITE, {
      input: { id: sites.adminConsole.sites.edges[0].node.id, devices: { action: 'UNASSIGN' } },
    });
    expect(body.data.deleteSite).toMatchObject({ deletedId: null, deletedEcpIds: [] });
    expect(body.data.deleteSite.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: 'Failed to delete Site',
      messages: ['Could not delete site'],
    });
  });

  it('refuses doctors with a PermissionError and makes no REST write', async () => {
    const { body } = await doctor.gql(CREATE_SITE, { input: siteInput('Clinica Dottore') });
    expect(body.data.createSite.errors).toEqual([
      {
        __typename: 'PermissionError',
        code: 'FORBIDDEN',
        title: 'Site was not created',
        messages: ['You do not have permission for this action'],
      },
    ]);
    const deleted = await doctor.gql(DELETE_SITE, { input: { id: globalId('Site', '00000000-0000-4000-8000-000000000000') } });
    expect(deleted.body.data.deleteSite.errors[0].__typename).toBe('PermissionError');
    expect(writeCalls(stack)).toEqual([]);
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const { body } = await stack.client().gql(CREATE_SITE, { input: siteInput('Clinica Anonima') });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const DEVICES = `{ adminConsole { fleetCounters { total needingUpdate withErrors } devices(first: 100) { edges { node { id needsUpdate components { kind versionType installedVersion needsUpdate } } } } } }`;
const ADD_VERSION = `mutation($input: AddSoftwareVersionInput!) { addSoftwareVersion(input: $input) {
  version { id type versionNumber url forceUpdate isLatest } versionEdge { node { id } }
  fleetCounters { total needingUpdate withErrors } ${ERRORS} } }`;
const EDIT_VERSION = `mutation($input: EditSoftwareVersionInput!) { editSoftwareVersion(input: $input) {
  version { id versionNumber url forceUpdate } fleetCounters { needingUpdate } ${ERRORS} } }`;
// The two newest versions of a type, by number (§4).
const LATEST_OF_TYPE = `query($type: String!) { adminConsole { versions(first: 2, filters: [{ column: TYPE, values: [$type] }], orderBy: [{ field: VERSION_NO, direction: DESC }]) {
  edges { node { id versionNumber isLatest } } } } }`;
const DELETE_VERSION = `mutation($input: DeleteSoftwareVersionInput!) { deleteSoftwareVersion(input: $input) { deletedId fleetCounters { needingUpdate } ${ERRORS} } }`;

describe('software version mutations', () => {
  it('adding a newer version makes an up-to-date device need an update; deleting it undoes that', async () => {
    const before = (await admin.gql(DEVICES)).body.data.adminConsole;
    const upToDate = before.devices.edges
      .map((e: any) => e.node)
      .find((d: any) => !d.needsUpdate && d.components.some((c: any) => c.installedVersion));
    expect(upToDate).toBeDefined();
    const component = upToDate.components.find((c: any) => c.installedVersion);
    const newer = `${Number(component.installedVersion.split('.')[0]) + 100}.0.0`;

    stack.proxy.reset();
    const { body } = await admin.gql(ADD_VERSION, {
      input: { type: component.versionType, versionNumber: newer, url: 'https://updates.example.com/new.zip' },
    });
    const payload = body.data.addSoftwareVersion;
    expect(payload.errors).toEqual([]);
    expect(payload.version).toMatchObject({ type: component.versionType, versionNumber: newer, forceUpdate: false, isLatest: true });
    expect(payload.versionEdge.node.id).toBe(payload.version.id);
    expect(payload.fleetCounters.total).toBe(before.fleetCounters.total);
    expect(payload.fleetCounters.needingUpdate).toBeGreaterThan(before.fleetCounters.needingUpdate);
    // The write, then one SQL count for the counters (no device list): isLatest reads no versions list.
    expect(writeCalls(stack)).toEqual([
      expect.stringMatching(/^POST .*\/versions\/addNewVersion$/),
      expect.stringMatching(/^GET .*\/devices\/getDeviceCounters$/),
    ]);
    // The version it outdated is no longer the latest; after the delete below it is again.
    const previous = await admin.gql(LATEST_OF_TYPE, { type: component.versionType });
    const previousLatest = previous.body.data.adminConsole.versions.edges.map((e: any) => e.node);
    expect(previousLatest[0]).toMatchObject({ versionNumber: newer, isLatest: true });
    expect(previousLatest[1]).toMatchObject({ isLatest: false });

    const device = await admin.gql('query($id: ID!) { node(id: $id) { ... on Device { needsUpdate } } }', { id: upToDate.id });
    expect(device.body.data.node.needsUpdate).toBe(true);

    const edited = await admin.gql(EDIT_VERSION, {
      input: {
        id: payload.version.id,
        type: component.versionType,
        versionNumber: newer,
        url: 'https://updates.example.com/v2.zip',
        forceUpdate: true,
      },
    });
    expect(edited.body.data.editSoftwareVersion).toMatchObject({
      version: { id: payload.version.id, url: 'https://updates.example.com/v2.zip', forceUpdate: true },
      fleetCounters: { needingUpdate: payload.fleetCounters.needingUpdate },
      errors: [],
    });

    const deleted = await admin.gql(DELETE_VERSION, { input: { id: payload.version.id } });
    expect(deleted.body.data.deleteSoftwareVersion).toEqual({
      deletedId: payload.version.id,
      fleetCounters: { needingUpdate: before.fleetCounters.needingUpdate },
      errors: [],
    });
    // Deleted again from a table that still showed it: §8's words, and the row leaves.
    const again = await admin.gql(DELETE_VERSION, { input: { id: payload.version.id } });
    expect(again.body.data.deleteSoftwareVersion).toMatchObject({
      deletedId: payload.version.id,
      errors: [
        {
          __typename: 'ConflictError',
          title: 'Delete version',
          messages: [ERROR_MESSAGES.couldNotDeleteVersion, ERROR_MESSAGES.alreadyGone],
        },
      ],
    });
    const after = (await admin.gql(LATEST_OF_TYPE, { type: component.versionType })).body.data.adminConsole.versions.edges[0].node;
    expect(after).toEqual({ id: previousLatest[1].id, versionNumber: previousLatest[1].versionNumber, isLatest: true });
  });

  it('refuses an invalid version form with §5 keys and a duplicate with the §8 text', async () => {
    const invalid = await admin.gql(ADD_VERSION, { input: { versionNumber: 'one.two', url: 'not a url' } });
    const [error] = invalid.body.data.addSoftwareVersion.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Version was not created' });
    expect(error.fieldErrors.map((f: any) => [f.field, f.key])).toEqual(
      expect.arrayContaining([
        ['type', 'version_type_req'],
        ['versionNumber', 'version_no_inv'],
        ['url', 'version_url_inv'],
      ]),
    );
    expect(invalid.body.data.addSoftwareVersion.fleetCounters).toBeNull();

    const duplicate = await admin.gql(ADD_VERSION, {
      input: { type: 'ET', versionNumber: '1.10.0', url: 'https://updates.example.com/et.zip' },
    });
    expect(duplicate.body.data.addSoftwareVersion.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: 'Version was not created',
      messages: ['Could not creat version'],
    });
  });

  it('refuses doctors on every version mutation', async () => {
    const id = globalId('SoftwareVersion', '00000000-0000-4000-8000-000000000000');
    const add = await doctor.gql(ADD_VERSION, { input: { type: 'ET', versionNumber: '9.9.9', url: 'https://x.example.com/a' } });
    const edit = await doctor.gql(EDIT_VERSION, { input: { id, type: 'ET', versionNumber: '9.9.9', url: 'https://x.example.com/a' } });
    const del = await doctor.gql(DELETE_VERSION, { input: { id } });
    expect(add.body.data.addSoftwareVersion.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'Version was not created' });
    expect(edit.body.data.editSoftwareVersion.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'Version was not edited' });
    expect(del.body.data.deleteSoftwareVersion.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'Delete version' });
  });
});
