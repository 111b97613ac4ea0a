// The site admin's console over HTTP against the real REST service (whole demo fleet): their own
// site's ECPs and devices only, the platform lists FORBIDDEN, ECP invite, edit and lock scoped to
// their site, the site's backup flag, and plain doctors refused everywhere.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, DEMO_SITE_NAME } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, latestMail, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERRORS, globalId, signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let siteAdmin: BffClient;
let doctor: BffClient;
let admin: BffClient;
let otherSiteId: string;
let otherSiteEcpId: string;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  const { body } = await admin.gql('{ adminConsole { ecps(first: 100) { edges { node { id site { id name } } } } } }');
  const other = body.data.adminConsole.ecps.edges.map((e: any) => e.node).find((n: any) => n.site && n.site.name !== DEMO_SITE_NAME);
  otherSiteEcpId = other.id;
  otherSiteId = other.site.id;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const CONSOLE = `{ adminConsole {
  ecps(first: 100) { totalCount edges { node { id email siteName locked } } }
  devices(first: 100) { totalCount edges { node { serialNumber siteName } } }
  fleetCounters { total needingUpdate withErrors }
} }`;
const CREATE_ECP = `mutation($input: CreateEcpInput!) { createEcp(input: $input) { ecp { id email siteName pending site { id } } ecpEdge { node { id } } ${ERRORS} } }`;
const SET_ECP_LOCKED = `mutation($input: SetEcpLockedInput!) { setEcpLocked(input: $input) { ecp { id locked } ${ERRORS} } }`;
const SET_BACKUP = `mutation($input: SetSiteBackupInput!) { setSiteBackup(input: $input) { site { id backUpData } viewer { site { backUpData } } ${ERRORS} } }`;

const ecpInput = (email: string, siteId: string | null = null) => ({
  firstName: 'Elena',
  lastName: 'Greco',
  profession: 'ORTHOPTIST',
  phoneNumber: '+39 06 555 0199',
  email,
  siteId,
  isSiteAdmin: false,
});

describe('site admin console', () => {
  it('lists only the own site’s ECPs and devices, in a bounded number of calls', async () => {
    const { body } = await siteAdmin.gql(CONSOLE);
    expect(body.errors).toBeUndefined();
    const { ecps, devices, fleetCounters } = body.data.adminConsole;
    expect(ecps.totalCount).toBeGreaterThan(1);
    expect(new Set(ecps.edges.map((e: any) => e.node.siteName))).toEqual(new Set([DEMO_SITE_NAME]));
    expect(devices.totalCount).toBeGreaterThan(0);
    expect(new Set(devices.edges.map((e: any) => e.node.siteName))).toEqual(new Set([DEMO_SITE_NAME]));
    expect(fleetCounters.total).toBe(devices.totalCount);
    const calls = stack.proxy.calls.filter((c) => !c.endsWith('/users/self'));
    // One page of each list and one SQL count for the counters, all of the own site.
    expect(calls.map((c) => c.replace(/\/eyeCareProviders\/[^/]+/, '/eyeCareProviders/{uid}')).sort()).toEqual([
      'GET /api/v1/webapp/eyeCareProviders/{uid}/getAllDevices',
      'GET /api/v1/webapp/eyeCareProviders/{uid}/getAllECP',
      'GET /api/v1/webapp/eyeCareProviders/{uid}/getDeviceCounters',
    ]);
  });

  it('says which ECPs the site admin may lock, by the policy: every one of the site but their own account', async () => {
    const { body } = await siteAdmin.gql(
      '{ viewer { email } adminConsole { ecps(first: 100) { edges { node { email viewerCanLock } } } } }',
    );
    const rows = body.data.adminConsole.ecps.edges.map((e: any) => e.node);
    expect(rows.find((row: any) => row.email === body.data.viewer.email)).toEqual({ email: body.data.viewer.email, viewerCanLock: false });
    expect(rows.filter((row: any) => row.email !== body.data.viewer.email).every((row: any) => row.viewerCanLock)).toBe(true);
  });

  it('refuses the platform lists to a site admin, and the whole console to a plain doctor', async () => {
    const { body } = await siteAdmin.gql(
      '{ adminConsole { sites(first: 1) { totalCount } versions(first: 1) { totalCount } pendingUsers(first: 1) { totalCount } } }',
    );
    expect(body.data.adminConsole).toEqual({ sites: null, versions: null, pendingUsers: null });
    expect(body.errors!.map((e: any) => e.extensions.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const plain = await doctor.gql(CONSOLE);
    expect(plain.body.data.adminConsole).toBeNull();
    expect(plain.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('invites an ECP to the own site whatever site is sent, with the invitation mailed', async () => {
    const { body } = await siteAdmin.gql(CREATE_ECP, { input: ecpInput('elena.greco@example.com', otherSiteId) });
    expect(body.data.createEcp).toMatchObject({
      ecp: { email: 'elena.greco@example.com', siteName: DEMO_SITE_NAME, pending: true, site: null },
      errors: [],
    });
    expect(body.data.createEcp.ecpEdge.node.id).toBe(body.data.createEcp.ecp.id);
    expect((await latestMail(siteAdmin, 'elena.greco@example.com')).body).toContain('/create-password?token=');
    const again = await siteAdmin.gql(CREATE_ECP, { input: ecpInput('ELENA.greco@example.com') });
    expect(again.body.data.createEcp.errors[0]).toMatchObject({
      __typename: 'ConflictError',
      title: 'ECP was not created',
      messages: ['Email must be unique'],
    });
    const plain = await doctor.gql(CREATE_ECP, { input: ecpInput('nobody@example.com') });
    expect(plain.body.data.createEcp.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'ECP was not created' });
  });

  it('locks and unlocks an ECP of the own site; another site’s ECP is not found', async () => {
    const { body } = await siteAdmin.gql(CONSOLE);
    const colleague = body.data.adminConsole.ecps.edges.map((e: any) => e.node).find((n: any) => n.email === ACCOUNTS.doctor);
    const locked = await siteAdmin.gql(SET_ECP_LOCKED, { input: { id: colleague.id, locked: true } });
    expect(locked.body.data.setEcpLocked).toEqual({ ecp: { id: colleague.id, locked: true }, errors: [] });
    const unlocked = await siteAdmin.gql(SET_ECP_LOCKED, { input: { id: colleague.id, locked: false } });
    expect(unlocked.body.data.setEcpLocked).toEqual({ ecp: { id: colleague.id, locked: false }, errors: [] });
    const foreign = await siteAdmin.gql(SET_ECP_LOCKED, { input: { id: otherSiteEcpId, locked: true } });
    // Exactly like an unknown ECP.
    expect(foreign.body.data).toBeNull();
    expect(foreign.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const stillOpen = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Ecp { locked } } }`, { id: otherSiteEcpId });
    expect(stillOpen.body.data.node.locked).toBe(false);
  });

  it('turns the own site’s backup off and on, and the viewer follows; another site is not theirs', async () => {
    const own = globalId('Site', DEMO_SITE_ID);
    const off = await siteAdmin.gql(SET_BACKUP, { input: { id: own, backUpData: false } });
    expect(off.body.data.setSiteBackup).toEqual({
      site: { id: own, backUpData: false },
      viewer: { site: { backUpData: false } },
      errors: [],
    });
    const on = await siteAdmin.gql(SET_BACKUP, { input: { id: own, backUpData: true } });
    expect(on.body.data.setSiteBackup.viewer).toEqual({ site: { backUpData: true } });
    const foreign = await siteAdmin.gql(SET_BACKUP, { input: { id: otherSiteId, backUpData: false } });
    expect(foreign.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // The lock above ended the doctor's sessions: sign in again.
    doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
    const plain = await doctor.gql(SET_BACKUP, { input: { id: own, backUpData: false } });
    expect(plain.body.data.setSiteBackup.errors[0]).toMatchObject({ __typename: 'PermissionError', title: 'Site was not edited' });
  });
});
