// AdminConsole.devices served by the database: offset pages, the §4 status filter, the
// multi-column order, the ticked column filters and their facets in one paged REST call whatever the
// fleet's size, and the header counters from one SQL count call; a site admin's own site's only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, DEMO_SITE_NAME } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { globalId, signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let siteAdmin: BffClient;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  // 40 more devices, so a page is a small part of the fleet: the demo clinic's every fourth, errors
  // every third, an old ES app every fifth.
  const other = (await stack.rest.db.query<{ id: string }>('select id from sites where id <> $1 order by name limit 1', [DEMO_SITE_ID]))
    .rows[0].id;
  for (let i = 0; i < 40; i += 1) {
    await stack.rest.db.query(`insert into devices (device_id, site_id, location, system_status, es_version) values ($1, $2, $3, $4, $5)`, [
      `BULK-${String(i).padStart(2, '0')}`,
      i % 4 === 0 ? DEMO_SITE_ID : other,
      `Bay ${i}`,
      i % 3 === 0 ? 'Fault' : 'OK',
      i % 5 === 0 ? '0.0.1' : null,
    ]);
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const DEVICES = /* GraphQL */ `
  query Devices(
    $first: Int
    $offset: Int
    $search: String
    $status: DeviceStatusFilter
    $orderBy: [DeviceOrder!]
    $filters: [DeviceFilter!]
  ) {
    adminConsole {
      devices(first: $first, offset: $offset, search: $search, status: $status, orderBy: $orderBy, filters: $filters) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
        facets {
          column
          values {
            value
            count
          }
        }
        edges {
          node {
            id
            serialNumber
            siteName
            systemStatus
            hasError
            needsUpdate
          }
        }
      }
    }
  }
`;

const devicesOf = (body: any) => body.data.adminConsole.devices;
const serials = (body: any) => devicesOf(body).edges.map((e: any) => e.node.serialNumber);
const bulk = (...numbers: number[]) => numbers.map((i) => `BULK-${String(i).padStart(2, '0')}`);
const restCalls = () => stack.proxy.calls.map((call) => call.replace(/\/(VistaAdmins|eyeCareProviders)\/[^/]+/, '/$1/{uid}'));

describe('AdminConsole.devices paged by the database', () => {
  it('answers a page of 14 at an offset with one REST call beside the session', async () => {
    const { body, headers } = await admin.gql(DEVICES, { first: 14, offset: 14, search: 'bulk-' });
    expect(body.errors).toBeUndefined();
    expect(devicesOf(body)).toMatchObject({ totalCount: 40, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(serials(body)).toEqual(bulk(...Array.from({ length: 14 }, (_, i) => 14 + i)));
    expect(restCalls()).toEqual(['GET /api/v1/webapp/users/self', 'GET /api/v1/webapp/VistaAdmins/{uid}/devices/getAllDevices']);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('filters by the §4 status in the database, with the flags of each device agreeing', async () => {
    const { body } = await admin.gql(DEVICES, { first: 100, search: 'bulk-', status: 'NEEDS_UPDATE' });
    expect(body.errors).toBeUndefined();
    expect(serials(body)).toEqual(bulk(0, 5, 10, 15, 20, 25, 30, 35));
    expect(devicesOf(body).edges.every((e: any) => e.node.needsUpdate)).toBe(true);
    const erroneous = await admin.gql(DEVICES, { first: 100, search: 'bulk-', status: 'WITH_ERRORS' });
    expect(devicesOf(erroneous.body).totalCount).toBe(14);
    expect(devicesOf(erroneous.body).edges.every((e: any) => e.node.hasError && e.node.systemStatus === 'Fault')).toBe(true);
    // null is every device.
    expect(devicesOf((await admin.gql(DEVICES, { first: 1, search: 'bulk-', status: null })).body).totalCount).toBe(40);
  });

  it('sorts by several columns and filters by ticked values, with facets under the other filters and the status', async () => {
    const { body } = await admin.gql(DEVICES, {
      first: 4,
      search: 'bulk',
      status: 'WITH_ERRORS',
      orderBy: [
        { field: 'SITE', direction: 'ASC' },
        { field: 'SERIAL_NUMBER', direction: 'DESC' },
      ],
      filters: [{ column: 'SITE', values: [DEMO_SITE_NAME] }],
    });
    expect(body.errors).toBeUndefined();
    // The demo clinic's (multiples of 4) with errors (multiples of 3): 0, 12, 24, 36; newest serial first.
    expect(serials(body)).toEqual(bulk(36, 24, 12, 0));
    expect(devicesOf(body).totalCount).toBe(4);
    const facets = devicesOf(body).facets;
    expect(facets.map((f: any) => f.column)).toEqual(['SITE', 'SYSTEM_STATUS']);
    expect(facets[0].values.find((v: any) => v.value === DEMO_SITE_NAME)).toEqual({ value: DEMO_SITE_NAME, count: 4 });
    expect(facets[0].values.reduce((sum: number, v: any) => sum + v.count, 0)).toBe(14);
    expect(facets[1].values).toEqual([{ value: 'Fault', count: 4 }]);
  });

  it('an empty tick list shows no device; a foreign column or a negative offset is BAD_USER_INPUT', async () => {
    const none = await admin.gql(DEVICES, { first: 5, filters: [{ column: 'SYSTEM_STATUS', values: [] }] });
    expect(devicesOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await admin.gql(DEVICES, { first: 5, filters: [{ column: 'LOCATION', values: ['x'] }] });
    expect(wrongColumn.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const negative = await admin.gql(DEVICES, { first: 5, offset: -1 });
    expect(negative.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('counts the header counters with one SQL count call, never the whole list, agreeing with the status pages', async () => {
    const { body, headers } = await admin.gql('{ adminConsole { fleetCounters { total needingUpdate withErrors } } }');
    expect(body.errors).toBeUndefined();
    expect(restCalls()).toEqual(['GET /api/v1/webapp/users/self', 'GET /api/v1/webapp/VistaAdmins/{uid}/devices/getDeviceCounters']);
    expect(headers.get('x-upstream-calls')).toBe('2');
    const counts = await Promise.all(
      ['ALL', 'NEEDS_UPDATE', 'WITH_ERRORS'].map(
        async (status) => devicesOf((await admin.gql(DEVICES, { first: 1, status })).body).totalCount,
      ),
    );
    expect(body.data.adminConsole.fleetCounters).toEqual({ total: counts[0], needingUpdate: counts[1], withErrors: counts[2] });
    expect(counts[0]).toBe(50);
  });

  it('reads a device of the page by id with no by-id call', async () => {
    const { body: listed } = await admin.gql(DEVICES, { first: 1, search: 'bulk-07' });
    const id = devicesOf(listed).edges[0].node.id;
    stack.proxy.reset();
    const { body } = await admin.gql(
      `query D($id: ID!) { adminConsole { devices(first: 5, search: "bulk-07") { totalCount } } node(id: $id) { ... on Device { serialNumber } } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.node.serialNumber).toBe('BULK-07');
    expect(restCalls()).toEqual(['GET /api/v1/webapp/users/self', 'GET /api/v1/webapp/VistaAdmins/{uid}/devices/getAllDevices']);
    expect(id).toBe(
      globalId('Device', (await stack.rest.db.query<{ id: string }>(`select id from devices where device_id = 'BULK-07'`)).rows[0].id),
    );
  });

  it('is FORBIDDEN to a doctor, with no device call', async () => {
    const { body } = await doctor.gql(DEVICES, { first: 5 });
    expect(body.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(stack.proxy.calls.filter((c) => c.includes('Device'))).toEqual([]);
  });
});

describe("a site admin's devices, paged by the database", () => {
  it('pages, filters by status and counts only their own site, one call each', async () => {
    const { body } = await siteAdmin.gql(
      `query($status: DeviceStatusFilter) { adminConsole {
        devices(first: 3, offset: 3, search: "bulk-", status: $status) { totalCount facets { column values { value count } } edges { node { serialNumber siteName } } }
        fleetCounters { total needingUpdate withErrors }
      } }`,
      { status: 'WITH_ERRORS' },
    );
    expect(body.errors).toBeUndefined();
    const { devices, fleetCounters } = body.data.adminConsole;
    // Theirs (multiples of 4) with errors (multiples of 3): 0, 12, 24, 36.
    expect(devices.totalCount).toBe(4);
    expect(devices.edges.map((e: any) => e.node)).toEqual([{ serialNumber: 'BULK-36', siteName: DEMO_SITE_NAME }]);
    expect(devices.facets[0]).toEqual({ column: 'SITE', values: [{ value: DEMO_SITE_NAME, count: 4 }] });
    const own = (await stack.rest.db.query<{ n: number }>('select count(*)::int as n from devices where site_id = $1', [DEMO_SITE_ID]))
      .rows[0].n;
    expect(fleetCounters.total).toBe(own);
    expect(restCalls().sort()).toEqual(
      [
        'GET /api/v1/webapp/users/self',
        'GET /api/v1/webapp/eyeCareProviders/{uid}/getAllDevices',
        'GET /api/v1/webapp/eyeCareProviders/{uid}/getDeviceCounters',
      ].sort(),
    );
  });
});
