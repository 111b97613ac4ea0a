// The admin console's read side over HTTP against the real REST service with the whole demo fleet:
// lists, search, paging, node(id:), permissions, §8 list errors and REST calls per operation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, VERIFY, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

let stack: Stack;
let admin: BffClient;
let superAdmin: BffClient;
let adminUid: string;

const count = async (sql: string) => (await stack.rest.db.query<{ n: number }>(sql)).rows[0].n;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = stack.client();
  const signedIn = await signIn(admin, ACCOUNTS.admin);
  adminUid = signedIn.body.data.signIn.viewer.internalID;
  superAdmin = stack.client();
  await signIn(superAdmin, ACCOUNTS.superAdmin);
  const verified = await superAdmin.gql(VERIFY, { code: await stack.rest.twoFaCode(ACCOUNTS.superAdmin) });
  expect(verified.body.data.verifySecondFactor.step).toBe('SIGNED_IN');
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const LISTS = /* GraphQL */ `
  query Lists($first: Int, $search: String) {
    adminConsole {
      sites(first: $first, search: $search) {
        totalCount
        edges {
          node {
            id
            internalID
            name
            city
            country
            ecpCount
            deviceCount
            pending
            backUpData
            createdAt
          }
        }
      }
      ecps(first: $first, search: $search) {
        totalCount
        edges {
          node {
            id
            internalID
            fullName
            email
            profession
            locked
            pending
            isSiteAdmin
            siteName
            defaultVaScale
            activePatientCount
            site {
              name
            }
          }
        }
      }
      devices(first: $first, search: $search) {
        totalCount
        edges {
          node {
            id
            serialNumber
            siteName
            location
            systemStatus
            hasError
            needsUpdate
          }
        }
      }
      versions(first: $first, search: $search) {
        totalCount
        edges {
          node {
            id
            type
            component
            versionNumber
            url
            forceUpdate
            isLatest
            createdAt
            addedBy {
              email
            }
            addedByName
          }
        }
      }
      pendingUsers(first: $first, search: $search) {
        totalCount
        edges {
          node {
            id
            internalID
            fullName
            email
            siteName
            phoneNumber
            createdAt
          }
        }
      }
    }
  }
`;

describe('admin console lists', () => {
  it('lists every site, ECP, device, version and pending user with totals that match storage', async () => {
    const { body } = await admin.gql(LISTS, { first: 100 });
    expect(body.errors).toBeUndefined();
    const c = body.data.adminConsole;
    expect(c.sites.totalCount).toBe(await count('select count(*)::int as n from sites'));
    expect(c.ecps.totalCount).toBe(await count('select count(*)::int as n from doctors'));
    expect(c.devices.totalCount).toBe(await count('select count(*)::int as n from devices'));
    expect(c.versions.totalCount).toBe(await count('select count(*)::int as n from versions'));
    expect(c.pendingUsers.totalCount).toBe(await count('select count(*)::int as n from pending_registrations'));
    for (const list of Object.values(c) as { totalCount: number; edges: unknown[] }[]) expect(list.edges).toHaveLength(list.totalCount);

    const demo = c.sites.edges.map((e: any) => e.node).find((s: any) => s.name === 'Demo Eye Clinic');
    expect(demo).toMatchObject({ pending: false, backUpData: true });
    expect(demo.ecpCount).toBeGreaterThan(0);
    expect(Buffer.from(demo.id, 'base64').toString()).toBe(`Site:${demo.internalID}`);

    const ecps = c.ecps.edges.map((e: any) => e.node);
    const chiara = ecps.find((e: any) => e.fullName === 'Chiara Moretti');
    expect(chiara).toMatchObject({
      locked: true,
      pending: false,
      profession: 'OPTICIAN',
      site: { name: 'Demo Eye Clinic' },
      siteName: 'Demo Eye Clinic',
    });
    expect(ecps.find((e: any) => e.fullName === 'Megan Sullivan')).toMatchObject({
      pending: true,
      locked: false,
      profession: 'ADMINISTRATIVE',
    });
    expect(ecps.find((e: any) => e.fullName === 'Marco Rinaldi')).toMatchObject({ isSiteAdmin: true, profession: 'OPTOMETRIST' });
    expect(ecps.every((e: any) => e.defaultVaScale === null || ['LOG_MAR', 'FEET', 'METER', 'DECIMAL'].includes(e.defaultVaScale))).toBe(
      true,
    );

    const versions = c.versions.edges.map((e: any) => e.node);
    const et = versions.filter((v: any) => v.type === 'ET');
    // Newest number first, numerically: 1.10.0 before 1.8.2; only the newest is the latest.
    expect(et.map((v: any) => [v.versionNumber, v.isLatest, v.component])).toEqual([
      ['1.10.0', true, 'ET_FIRMWARE'],
      ['1.8.2', false, 'ET_FIRMWARE'],
    ]);
    // Plain admins see who added a version by name only: admin accounts are for super admins.
    expect(versions.every((v: any) => v.addedBy === null)).toBe(true);

    expect(c.pendingUsers.edges[0].node).toMatchObject({
      fullName: 'Alessandro Marchetti',
      siteName: 'Ottica Marchetti',
      phoneNumber: '+39 051 555 0123',
    });
  });

  it('searches each list case-insensitively over its visible text fields', async () => {
    const rome = (await admin.gql(LISTS, { first: 100, search: 'ROMA' })).body.data.adminConsole;
    expect(rome.sites.edges.map((e: any) => e.node.name)).toEqual(['Centro Visione Roma']);
    // ECPs match by site name, e-mail domain too.
    expect(rome.ecps.totalCount).toBeGreaterThanOrEqual(3);
    expect(rome.ecps.edges.every((e: any) => e.node.siteName === 'Centro Visione Roma' || /roma/i.test(e.node.email))).toBe(true);
    expect(rome.devices.edges.every((e: any) => e.node.siteName === 'Centro Visione Roma')).toBe(true);

    const byStatus = (await admin.gql(LISTS, { first: 100, search: 'warn' })).body.data.adminConsole;
    expect(byStatus.devices.edges.map((e: any) => e.node.serialNumber).sort()).toEqual(['VB-1007', 'VB-1009']);

    const byVersion = (await admin.gql(LISTS, { first: 100, search: 'emitterfirmware' })).body.data.adminConsole;
    expect(byVersion.versions.edges.map((e: any) => e.node.versionNumber)).toEqual(['3.1.0', '2.5.1']);

    const pending = (await admin.gql(LISTS, { first: 100, search: 'leeds' })).body.data.adminConsole;
    expect(pending.pendingUsers.edges.map((e: any) => e.node.fullName)).toEqual(['Samuel Ashworth']);

    const none = (await admin.gql(LISTS, { first: 100, search: 'zzz-nothing' })).body.data.adminConsole;
    for (const list of Object.values(none) as { totalCount: number }[]) expect(list.totalCount).toBe(0);
  });

  it('pages with cursors, caps first at 100 and rejects a foreign cursor', async () => {
    const PAGE =
      'query P($after: String, $first: Int) { adminConsole { devices(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { serialNumber } } } } }';
    const all = (await admin.gql(PAGE, { first: 1000 })).body.data.adminConsole.devices;
    const serials: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = (await admin.gql(PAGE, { first: 3, after })).body.data.adminConsole.devices;
      serials.push(...page.edges.map((e: any) => e.node.serialNumber));
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(serials).toEqual(all.edges.map((e: any) => e.node.serialNumber));
    expect(serials).toEqual([...serials].sort());
    const bad = await admin.gql(PAGE, { first: 3, after: 'bogus' });
    expect(bad.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('lists admins for super admins, with who added each version', async () => {
    const { body } = await superAdmin.gql(`{ adminConsole {
      admins(first: 100) { totalCount edges { node { id fullName email role locked pending twoFactorEnabled } } }
      matching: admins(search: "SUPERADMIN@") { totalCount edges { node { role } } }
      versions(first: 100) { edges { node { addedBy { email } addedByName } } }
    } }`);
    expect(body.errors).toBeUndefined();
    const c = body.data.adminConsole;
    expect(c.admins.totalCount).toBe(
      await count(`select count(*)::int as n from users where roles && array['VistaAdmin','VistaSuperAdmin']`),
    );
    expect(c.admins.edges.map((e: any) => e.node.email)).toEqual(expect.arrayContaining([ACCOUNTS.admin, ACCOUNTS.superAdmin]));
    expect(c.matching).toEqual({ totalCount: 1, edges: [{ node: { role: 'SUPER_ADMIN' } }] });
    const withAuthor = c.versions.edges.map((e: any) => e.node).filter((v: any) => v.addedByName);
    expect(withAuthor.length).toBeGreaterThan(0);
    for (const v of withAuthor) expect(v.addedBy?.email).toEqual(expect.any(String));
    // Each admins field is its own page (one paged call each), the versions one paged call, and every
    // version's author at most one batched by-id call (none when a page already holds them).
    const calls = stack.proxy.calls.map((call) => call.replace(/VistaAdmins\/[^/]+/, 'VistaAdmins/{uid}'));
    const ADMINS_CALL = 'GET /api/v1/webapp/VistaAdmins/{uid}/admins/getAllAdmins';
    expect(calls.filter((call) => call !== ADMINS_CALL).sort()).toEqual([
      'GET /api/v1/webapp/VistaAdmins/{uid}/versions/getAllVersions',
      'GET /api/v1/webapp/users/self',
    ]);
    expect(calls.filter((call) => call === ADMINS_CALL).length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((call) => call === ADMINS_CALL).length).toBeLessThanOrEqual(3);
  });
});

describe('permissions', () => {
  it('refuses a doctor with FORBIDDEN and a signed-out caller with UNAUTHENTICATED, before any list call', async () => {
    const doctor = stack.client();
    await signIn(doctor, ACCOUNTS.doctor);
    stack.proxy.reset();
    const refused = await doctor.gql('{ adminConsole { sites { totalCount } } }');
    expect(refused.body.data.adminConsole).toBeNull();
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', title: 'Permission denied' });
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self']);

    const anonymous = await stack.client().gql('{ adminConsole { sites { totalCount } } }');
    expect(anonymous.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the admins list to an admin who is not a super admin, without asking REST', async () => {
    const { body } = await admin.gql('{ adminConsole { admins { totalCount } versions(first: 1) { totalCount } } }');
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ path: ['adminConsole', 'admins'], extensions: { code: 'FORBIDDEN' } });
    // Only the refused list is null; the rest of the console still answers.
    expect(body.data.adminConsole).toEqual({ admins: null, versions: { totalCount: expect.any(Number) } });
    expect(stack.proxy.calls).not.toContain(`GET /api/v1/webapp/VistaAdmins/${adminUid}/admins/getAllAdmins`);
  });
});

describe('node(id:)', () => {
  const NODE =
    'query N($id: ID!) { node(id: $id) { __typename id ... on Site { name } ... on Ecp { email } ... on Device { serialNumber } ... on SoftwareVersion { versionNumber } ... on PendingUser { email } ... on Admin { email } } }';

  it('resolves every console type by its global ID for admins, and nothing for doctors', async () => {
    const { body } = await superAdmin.gql(`{ adminConsole {
      sites(first: 1) { edges { node { id } } } ecps(first: 1) { edges { node { id } } } devices(first: 1) { edges { node { id } } }
      versions(first: 1) { edges { node { id } } } pendingUsers(first: 1) { edges { node { id } } } admins(first: 1) { edges { node { id } } }
    } }`);
    const ids = Object.values(body.data.adminConsole).map((list: any) => list.edges[0].node.id as string);
    const doctor = stack.client();
    await signIn(doctor, ACCOUNTS.doctor);
    for (const id of ids) {
      const found = (await superAdmin.gql(NODE, { id })).body.data.node;
      expect(found.id).toBe(id);
      expect(found.__typename).toBe(Buffer.from(id, 'base64').toString().split(':')[0]);
      expect((await doctor.gql(NODE, { id })).body.data.node).toBeNull();
      expect((await stack.client().gql(NODE, { id })).body.data.node).toBeNull();
    }
    const adminId = ids[5];
    expect((await admin.gql(NODE, { id: adminId })).body.data.node).toBeNull(); // admins: super admins only
    expect((await admin.gql(NODE, { id: ids[0] })).body.data.node.__typename).toBe('Site');
    const unknown = Buffer.from('Site:00000000-0000-0000-0000-000000000000').toString('base64');
    expect((await admin.gql(NODE, { id: unknown })).body.data.node).toBeNull();
  });
});

describe('REST failures', () => {
  it('reports a failed list with its §8 title and message', async () => {
    // Break the list statements only (the session check still counts rows of both tables).
    await stack.rest.db.query('alter table pending_registrations rename column site_name to site_name_gone');
    await stack.rest.db.query('alter table versions rename column url to url_gone');
    try {
      const { body } = await admin.gql('{ adminConsole { versions { totalCount } } }');
      expect(body.errors![0]).toMatchObject({
        message: 'Could not get versions, Please try again later',
        extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Versions' },
      });
      const pending = await admin.gql('{ adminConsole { pendingUsers { totalCount } } }');
      expect(pending.body.errors![0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' } });
    } finally {
      await stack.rest.db.query('alter table versions rename column url_gone to url');
      await stack.rest.db.query('alter table pending_registrations rename column site_name_gone to site_name');
    }
  });
});

describe('REST calls per operation', () => {
  it('serves sites with devices and ECPs, devices with site and errors, versions and counters with one call per list (the counters one SQL count)', async () => {
    const { body } = await admin.gql(`{ adminConsole {
      sites(first: 100) { edges { node { name
        devices(first: 100) { totalCount edges { node { serialNumber needsUpdate site { name } } } }
        ecps(first: 100) { totalCount edges { node { fullName site { name } } } } } } }
      devices(first: 100) { edges { node { serialNumber hasError site { name devices { totalCount } }
        errors(first: 5) { totalCount edges { node { date message } } } components { kind needsUpdate } } } }
      ecps(first: 100) { edges { node { site { deviceCount } } } }
      versions(first: 100) { edges { node { versionNumber isLatest addedBy { email } addedByName } } }
      fleetCounters { total needingUpdate withErrors }
    } viewer { id } }`);
    expect(body.errors).toBeUndefined();
    const sites = body.data.adminConsole.sites.edges.map((e: any) => e.node);
    expect(sites.length).toBeGreaterThanOrEqual(5);
    for (const site of sites) {
      for (const { node } of site.devices.edges) expect(node.site.name).toBe(site.name);
      for (const { node } of site.ecps.edges) expect(node.site.name).toBe(site.name);
    }
    const base = `/api/v1/webapp/VistaAdmins/${adminUid}`;
    expect([...stack.proxy.calls].sort()).toEqual(
      [
        'GET /api/v1/webapp/users/self',
        `GET ${base}/devices/getAllDevices`,
        `GET ${base}/devices/getDeviceCounters`,
        `GET ${base}/doctors/getAllECP`,
        `GET ${base}/sites/getAllSites`,
        `GET ${base}/versions/getAllVersions`,
      ].sort(),
    );
  });
});
