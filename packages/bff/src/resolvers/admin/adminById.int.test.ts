// By-id everywhere for the admin console's types, against the real REST service
// with the whole demo fleet: node(id:) and the graph edges read each object with a by-id REST call
// (GET .../getAllSites?ids= and the other five), batched per type and operation, never the whole
// list; a list the operation reads anyway serves them with no call at all.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, VERIFY, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

/**
 * In front of the stack's counting proxy, every REST call with its query string (the counting
 * proxy keeps only the path, and a by-id read has the path of its list).
 */
async function startQueryRecorder() {
  let target = '';
  const calls: string[] = [];
  const server = createServer((req, res) => {
    // The BFF asks what its upstream serves as it starts, before the stack behind is known: unanswered.
    if (!target) {
      req.resume();
      res.writeHead(503).end();
      return;
    }
    calls.push(`${req.method} ${req.url}`);
    const upstream = new URL(target);
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    forwardTo: (url: string) => {
      target = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let recorder: Awaited<ReturnType<typeof startQueryRecorder>>;
let stack: Stack;
let admin: BffClient;
let superAdmin: BffClient;
let doctor: BffClient;

const SELF = 'GET /users/self';

/** The REST calls of the last operation: `METHOD /path` under the base path, the admin's uid as {uid}, and the ids asked by id. */
const calls = () =>
  recorder.calls.map((call) => {
    const [method, target] = call.split(' ');
    const url = new URL(target, 'http://rest');
    const path = url.pathname.replace('/api/v1/webapp', '').replace(/^\/VistaAdmins\/[^/]+/, '');
    const ids = url.searchParams.get('ids');
    return { call: `${method} ${path}`, ids: ids === null ? null : ids.split(',').sort() };
  });

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

interface NodeType {
  type: string;
  /** The by-id read (the path of the type's list). */
  list: string;
  /** Storage ids of some objects of the type. */
  sql: string;
  field: string;
}

const TYPES: readonly NodeType[] = [
  { type: 'Site', list: 'GET /sites/getAllSites', sql: 'select id::text from sites order by name', field: 'name' },
  { type: 'Ecp', list: 'GET /doctors/getAllECP', sql: 'select user_id::text as id from doctors order by user_id', field: 'email' },
  { type: 'Device', list: 'GET /devices/getAllDevices', sql: 'select id::text from devices order by device_id', field: 'serialNumber' },
  {
    type: 'SoftwareVersion',
    list: 'GET /versions/getAllVersions',
    sql: 'select id::text from versions order by id',
    field: 'versionNumber',
  },
  {
    type: 'PendingUser',
    list: 'GET /pendings/getAllPendings',
    sql: 'select id::text from pending_registrations order by id',
    field: 'email',
  },
  {
    type: 'Admin',
    list: 'GET /admins/getAllAdmins',
    sql: "select id::text from users where roles && array['VistaAdmin', 'VistaSuperAdmin']::text[] order by id",
    field: 'email',
  },
];

const FIELDS =
  '__typename id ... on Site { internalID name } ... on Ecp { internalID email } ... on Device { internalID serialNumber } ... on SoftwareVersion { internalID versionNumber } ... on PendingUser { internalID email } ... on Admin { internalID email }';
const NODE = `query N($id: ID!) { node(id: $id) { ${FIELDS} } }`;

/** One operation asking node(id:) for every id, each under its own alias. */
// Several objects in one operation: Query.nodes, in chunks of at most 100 ids (its limit).
const NODES_CHUNK = 100;
const chunkCount = (count: number) => Math.ceil(count / NODES_CHUNK);
const nodesQuery = (count: number) =>
  `query M(${Array.from({ length: chunkCount(count) }, (_, i) => `$ids${i}: [ID!]!`).join(', ')}) { ${Array.from(
    { length: chunkCount(count) },
    (_, i) => `c${i}: nodes(ids: $ids${i}) { ${FIELDS} }`,
  ).join(' ')} }`;
const nodesVariables = (ids: readonly string[]) =>
  Object.fromEntries(
    Array.from({ length: chunkCount(ids.length) }, (_, i) => [`ids${i}`, ids.slice(i * NODES_CHUNK, (i + 1) * NODES_CHUNK)]),
  );
/** The nodes of a nodesQuery answer, in the order asked. */
const nodesOf = (data: Record<string, unknown[]>): any[] => Object.values(data).flat();

const idsOf = async (type: NodeType, limit = 3) =>
  (await stack.rest.db.query<{ id: string }>(`${type.sql} limit ${limit}`)).rows.map((r) => r.id);

beforeAll(async () => {
  recorder = await startQueryRecorder();
  stack = await startStack({ restApiUrl: recorder.url }, { seed: 'all' });
  recorder.forwardTo(stack.proxy.url);
  admin = stack.client();
  await signIn(admin, ACCOUNTS.admin);
  superAdmin = stack.client();
  await signIn(superAdmin, ACCOUNTS.superAdmin);
  const verified = await superAdmin.gql(VERIFY, { code: await stack.rest.twoFaCode(ACCOUNTS.superAdmin) });
  expect(verified.body.data.verifySecondFactor.step).toBe('SIGNED_IN');
  doctor = stack.client();
  await signIn(doctor, ACCOUNTS.doctor);
});
afterAll(async () => {
  await stack?.close();
  await recorder?.close();
});
beforeEach(() => {
  recorder.calls.length = 0;
  stack.proxy.reset();
});

describe('node(id:) of the admin console types', () => {
  it.each(TYPES)('$type: the session and one by-id call, never the whole list', async (type) => {
    const [id] = await idsOf(type);
    const { body } = await superAdmin.gql(NODE, { id: globalId(type.type, id) });
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toMatchObject({
      __typename: type.type,
      id: globalId(type.type, id),
      internalID: id,
      [type.field]: expect.any(String),
    });
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: type.list, ids: [id] },
    ]);
    // What reached REST is exactly that: the counting proxy behind saw the same two calls.
    expect(stack.proxy.calls).toHaveLength(2);

    // An id that names nothing costs the same one call, and is null.
    recorder.calls.length = 0;
    const unknown = randomUUID();
    const missing = await superAdmin.gql(NODE, { id: globalId(type.type, unknown) });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data.node).toBeNull();
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: type.list, ids: [unknown] },
    ]);
  });

  it.each(TYPES)('$type: several nodes in one operation cost one batched call', async (type) => {
    const ids = await idsOf(type, 3);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const unknown = randomUUID();
    // Each asked for, one of them twice, and one that names nothing.
    const asked = [...ids, ids[0], unknown].map((id) => globalId(type.type, id));
    const { body } = await superAdmin.gql(nodesQuery(asked.length), nodesVariables(asked));
    expect(body.errors).toBeUndefined();
    expect(nodesOf(body.data).map((node: any) => node?.internalID ?? null)).toEqual([...ids, ids[0], null]);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: type.list, ids: [...ids, unknown].sort() },
    ]);
  });

  it('nodes of every type in one operation cost one by-id call per type', async () => {
    const asked: string[] = [];
    for (const type of TYPES) for (const id of await idsOf(type, 2)) asked.push(globalId(type.type, id));
    const { body } = await superAdmin.gql(nodesQuery(asked.length), nodesVariables(asked));
    expect(body.errors).toBeUndefined();
    expect(nodesOf(body.data).every((node) => node !== null)).toBe(true);
    const made = calls();
    expect(made).toHaveLength(1 + TYPES.length);
    expect(made.filter((c) => c.call === SELF)).toHaveLength(1);
    for (const type of TYPES) expect(made.filter((c) => c.call === type.list && c.ids?.length === 2)).toHaveLength(1);
  });

  it('sends more than 100 ids of one type in calls of 100', async () => {
    const [known] = await idsOf(TYPES[0], 1);
    const asked = [known, ...Array.from({ length: 149 }, () => randomUUID())].map((id) => globalId('Site', id));
    const { body } = await admin.gql(nodesQuery(asked.length), nodesVariables(asked));
    expect(body.errors).toBeUndefined();
    expect(nodesOf(body.data)[0].internalID).toBe(known);
    expect(nodesOf(body.data).filter((node) => node !== null)).toHaveLength(1);
    const byId = calls().filter((c) => c.call === 'GET /sites/getAllSites');
    expect(byId.map((c) => c.ids!.length).sort()).toEqual([100, 50]);
    expect(calls()).toHaveLength(3);
  });

  it('asks REST nothing for whom the type is not for: admins for plain admins, everything for doctors', async () => {
    const [adminId] = await idsOf(TYPES[5], 1);
    const refused = await admin.gql(NODE, { id: globalId('Admin', adminId) });
    expect(refused.body.data.node).toBeNull();
    expect(calls()).toEqual([{ call: SELF, ids: null }]);
    for (const type of TYPES) {
      recorder.calls.length = 0;
      const [id] = await idsOf(type, 1);
      expect((await doctor.gql(NODE, { id: globalId(type.type, id) })).body.data.node).toBeNull();
      expect(calls()).toEqual([{ call: SELF, ids: null }]);
    }
    // A plain admin reads every other type.
    recorder.calls.length = 0;
    const [siteId] = await idsOf(TYPES[0], 1);
    expect((await admin.gql(NODE, { id: globalId('Site', siteId) })).body.data.node.internalID).toBe(siteId);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /sites/getAllSites', ids: [siteId] },
    ]);
  });

  it('tells a failed by-id read as the list failure it replaces (§8 title and message)', async () => {
    const [id] = await idsOf(TYPES[3], 1);
    await stack.rest.db.query('alter table versions rename column url to url_gone');
    try {
      const { body } = await admin.gql(NODE, { id: globalId('SoftwareVersion', id) });
      expect(body.data.node).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]).toMatchObject({
        path: ['node'],
        message: 'Could not get versions, Please try again later',
        extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Versions' },
      });
      expect(
        calls()
          .filter((c) => c.call === 'GET /versions/getAllVersions')
          .every((c) => c.ids !== null),
      ).toBe(true);
    } finally {
      await stack.rest.db.query('alter table versions rename column url_gone to url');
    }
  });
});

describe('graph edges by id', () => {
  it("a site's ECPs and devices (and their site) cost one by-id call per type", async () => {
    const site = (
      await stack.rest.db.query<{ id: string; ecps: number; devices: number }>(
        `select s.id::text, (select count(*)::int from doctors d where d.site_id = s.id) as ecps,
                (select count(*)::int from devices d where d.site_id = s.id) as devices
           from sites s order by 2 desc, 3 desc limit 1`,
      )
    ).rows[0];
    expect(site.ecps).toBeGreaterThan(1);
    expect(site.devices).toBeGreaterThan(1);
    const { body } = await admin.gql(
      `query S($id: ID!) { node(id: $id) { ... on Site { name
        ecps(first: 100) { totalCount edges { node { internalID site { name } } } }
        devices(first: 100) { totalCount edges { node { serialNumber needsUpdate site { name } } } }
        firstEcp: ecps(first: 1) { totalCount pageInfo { hasNextPage } edges { node { internalID } } } } } }`,
      { id: globalId('Site', site.id) },
    );
    expect(body.errors).toBeUndefined();
    const node = body.data.node;
    expect(node.ecps.totalCount).toBe(site.ecps);
    expect(node.ecps.edges).toHaveLength(site.ecps);
    expect(node.devices.edges).toHaveLength(site.devices);
    for (const { node: edge } of [...node.ecps.edges, ...node.devices.edges]) expect(edge.site.name).toBe(node.name);
    expect(node.firstEcp).toMatchObject({
      totalCount: site.ecps,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { internalID: node.ecps.edges[0].node.internalID } }],
    });
    const made = calls();
    expect(made).toHaveLength(4);
    expect(made.map((c) => c.call).sort()).toEqual(
      [SELF, 'GET /devices/getAllDevices', 'GET /doctors/getAllECP', 'GET /sites/getAllSites'].sort(),
    );
    expect(made.find((c) => c.call === 'GET /sites/getAllSites')!.ids).toEqual([site.id]);
    expect(made.find((c) => c.call === 'GET /doctors/getAllECP')!.ids).toHaveLength(site.ecps);
    expect(made.find((c) => c.call === 'GET /devices/getAllDevices')!.ids).toHaveLength(site.devices);
  });

  it("a version's author is read by id (super admins), ECPs' and a device's site too", async () => {
    const version = (
      await stack.rest.db.query<{ id: string; admin: string }>(
        'select id::text, admin_id::text as admin from versions where admin_id is not null limit 1',
      )
    ).rows[0];
    const { body } = await superAdmin.gql(
      `query V($id: ID!) { node(id: $id) { ... on SoftwareVersion { addedBy { internalID email } } } }`,
      {
        id: globalId('SoftwareVersion', version.id),
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.node.addedBy.internalID).toBe(version.admin);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /versions/getAllVersions', ids: [version.id] },
      { call: 'GET /admins/getAllAdmins', ids: [version.admin] },
    ]);

    // Two ECPs of two sites: both sites in one call, once the ECPs are read (in one call).
    recorder.calls.length = 0;
    const ecps = (
      await stack.rest.db.query<{ id: string; site: string }>(
        'select distinct on (site_id) user_id::text as id, site_id::text as site from doctors where site_id is not null order by site_id, user_id limit 2',
      )
    ).rows;
    expect(ecps).toHaveLength(2);
    const both = await admin.gql(
      `query B($a: ID!, $b: ID!) { a: node(id: $a) { ... on Ecp { site { internalID } } } b: node(id: $b) { ... on Ecp { site { internalID } } } }`,
      {
        a: globalId('Ecp', ecps[0].id),
        b: globalId('Ecp', ecps[1].id),
      },
    );
    expect(both.body.errors).toBeUndefined();
    expect([both.body.data.a.site.internalID, both.body.data.b.site.internalID]).toEqual(ecps.map((e) => e.site));
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /doctors/getAllECP', ids: ecps.map((e) => e.id).sort() },
      { call: 'GET /sites/getAllSites', ids: ecps.map((e) => e.site).sort() },
    ]);

    // A device's site.
    recorder.calls.length = 0;
    const device = (
      await stack.rest.db.query<{ id: string; site: string }>(
        'select id::text, site_id::text as site from devices where site_id is not null limit 1',
      )
    ).rows[0];
    const read = await admin.gql(`query D($id: ID!) { node(id: $id) { ... on Device { site { internalID } } } }`, {
      id: globalId('Device', device.id),
    });
    expect(read.body.data.node.site.internalID).toBe(device.site);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /devices/getAllDevices', ids: [device.id] },
      { call: 'GET /sites/getAllSites', ids: [device.site] },
    ]);
  });
});

describe('lists and by-id reads in one operation', () => {
  it('serves the edges of listed objects from the lists the operation reads, with no by-id call', async () => {
    const { body } = await admin.gql(`{ adminConsole {
      ecps(first: 100) { edges { node { site { name } } } }
      devices(first: 100) { edges { node { site { name } } } }
      sites(first: 100) { edges { node { ecps(first: 100) { totalCount } devices(first: 100) { totalCount } } } }
    } }`);
    expect(body.errors).toBeUndefined();
    expect(calls()).toEqual(
      expect.arrayContaining([
        { call: 'GET /doctors/getAllECP', ids: null },
        { call: 'GET /devices/getAllDevices', ids: null },
        { call: 'GET /sites/getAllSites', ids: null },
      ]),
    );
    expect(calls()).toHaveLength(4);
  });

  it('reads a node beside a paged list with one by-id call when the page does not hold it, with none when it does', async () => {
    // The last site by name is not on a first page of one.
    const siteId = (await stack.rest.db.query<{ id: string }>('select id::text from sites order by lower(name) desc, id desc limit 1'))
      .rows[0].id;
    const query = `query L($id: ID!, $first: Int) { adminConsole { sites(first: $first) { totalCount } } node(id: $id) { ... on Site { internalID } } }`;
    const { body } = await admin.gql(query, { id: globalId('Site', siteId), first: 1 });
    expect(body.errors).toBeUndefined();
    expect(body.data.node.internalID).toBe(siteId);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /sites/getAllSites', ids: null },
      { call: 'GET /sites/getAllSites', ids: [siteId] },
    ]);

    // The by-id read waits for the page of the same operation: a site the page holds costs no call.
    recorder.calls.length = 0;
    const held = await admin.gql(query, { id: globalId('Site', siteId), first: 100 });
    expect(held.body.data.node.internalID).toBe(siteId);
    expect(calls()).toEqual([
      { call: SELF, ids: null },
      { call: 'GET /sites/getAllSites', ids: null },
    ]);
  });

  it("reads an approved registration's ECP and site by id after the write", async () => {
    const pending = (
      await stack.rest.db.query<{ id: string; site: string; usr: string }>(
        'select id::text, site_id::text as site, user_id::text as usr from pending_registrations where site_id is not null and user_id is not null limit 1',
      )
    ).rows[0];
    const { body } = await admin.gql(
      `mutation A($input: ApprovePendingUserInput!) { approvePendingUser(input: $input) { approvedId ecp { internalID } site { internalID pending } errors { __typename } } }`,
      { input: { id: globalId('PendingUser', pending.id) } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.approvePendingUser).toMatchObject({
      errors: [],
      ecp: { internalID: pending.usr },
      site: { internalID: pending.site, pending: false },
    });
    const reads = calls().filter((c) => c.call.startsWith('GET ') && c.call !== SELF);
    expect(reads).toEqual(
      expect.arrayContaining([
        { call: 'GET /doctors/getAllECP', ids: [pending.usr] },
        { call: 'GET /sites/getAllSites', ids: [pending.site] },
      ]),
    );
    expect(reads).toHaveLength(2);
  });
});
