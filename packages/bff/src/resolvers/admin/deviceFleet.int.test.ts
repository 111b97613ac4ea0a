// Device rules over HTTP against the real REST service and the demo fleet: needsUpdate on tricky
// version numbers, hasError in any case, the status filter, the counters, errors and graph edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionNumberToInt } from '@portal/domain/versions';
import { ACCOUNTS, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

let stack: Stack;
let admin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = stack.client();
  await signIn(admin, ACCOUNTS.admin);
});
afterAll(() => stack?.close());

const DEVICES = /* GraphQL */ `
  query Devices($status: DeviceStatusFilter, $search: String) {
    adminConsole {
      devices(first: 100, status: $status, search: $search) {
        totalCount
        edges {
          node {
            id
            serialNumber
            systemStatus
            hasError
            needsUpdate
            components {
              kind
              versionType
              installedVersion
              latestVersion
              needsUpdate
            }
          }
        }
      }
      fleetCounters {
        total
        needingUpdate
        withErrors
      }
    }
  }
`;

const devices = async (variables: Record<string, unknown> = {}) => {
  const { body } = await admin.gql(DEVICES, variables);
  expect(body.errors).toBeUndefined();
  return body.data.adminConsole as {
    devices: { totalCount: number; edges: { node: any }[] };
    fleetCounters: { total: number; needingUpdate: number; withErrors: number };
  };
};
const serials = (list: { edges: { node: { serialNumber: string } }[] }) => list.edges.map((e) => e.node.serialNumber);

/** Sets columns of one device, runs `fn`, and puts the row back. */
async function withDevice(serial: string, columns: Record<string, string | null>, fn: () => Promise<void>) {
  const names = Object.keys(columns);
  const before = (
    await stack.rest.db.query<Record<string, string | null>>(`select ${names.join(', ')} from devices where device_id = $1`, [serial])
  ).rows[0];
  const set = async (values: Record<string, string | null>) =>
    stack.rest.db.query(`update devices set ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} where device_id = $1`, [
      serial,
      ...names.map((n) => values[n]),
    ]);
  await set(columns);
  try {
    await fn();
  } finally {
    await set(before);
  }
}

const device = async (serial: string) => (await devices({ search: serial })).devices.edges[0].node;
const component = (node: any, kind: string) => node.components.find((c: any) => c.kind === kind);

describe('device status', () => {
  it('filters by status and counts the fleet consistently', async () => {
    const all = await devices();
    const needing = await devices({ status: 'NEEDS_UPDATE' });
    const withErrors = await devices({ status: 'WITH_ERRORS' });
    expect(all.fleetCounters).toEqual({
      total: all.devices.totalCount,
      needingUpdate: needing.devices.totalCount,
      withErrors: withErrors.devices.totalCount,
    });
    expect(all.devices.totalCount).toBe(10);
    expect(serials(needing.devices)).toEqual(all.devices.edges.filter((e) => e.node.needsUpdate).map((e) => e.node.serialNumber));
    expect(serials(withErrors.devices)).toEqual(all.devices.edges.filter((e) => e.node.hasError).map((e) => e.node.serialNumber));
    // The demo fleet: behind on some component, and statuses Error, error, Warning (ok/OK are fine).
    expect(serials(needing.devices)).toEqual(expect.arrayContaining(['VB-1003', 'VB-1005', 'VB-1007', 'VB-1008', 'VB-1009']));
    expect(serials(needing.devices)).not.toContain('VB-1010');
    expect(serials(withErrors.devices)).toEqual(expect.arrayContaining(['VB-1003', 'VB-1005', 'VB-1007', 'VB-1009']));
    expect(serials(withErrors.devices)).not.toContain('VB-1008'); // status 'ok'
    // The counters ignore search; the filter combines with it.
    const searched = await devices({ status: 'WITH_ERRORS', search: 'vb-100' });
    expect(searched.fleetCounters).toEqual(all.fleetCounters);
    expect(serials(searched.devices).every((s) => s.startsWith('VB-100'))).toBe(true);
  });

  it('gives every component its installed and latest version', async () => {
    const node = await device('VB-1005');
    expect(node.components.map((c: any) => c.kind)).toEqual(['WINDOWS', 'ES_APP', 'ET_FIRMWARE', 'EMITTER_FIRMWARE', 'TEAM_VIEWER']);
    expect(component(node, 'ET_FIRMWARE')).toEqual({
      kind: 'ET_FIRMWARE',
      versionType: 'ET',
      installedVersion: '1.8.2',
      latestVersion: '1.10.0',
      needsUpdate: true,
    });
    expect(component(node, 'EMITTER_FIRMWARE')).toMatchObject({ installedVersion: '2.5.1', latestVersion: '3.1.0', needsUpdate: true });
    expect(component(node, 'WINDOWS').needsUpdate).toBe(false);
  });

  it('compares numerically: 1.9.3 is older than 1.10.0, 1.10 is not', async () => {
    await withDevice('VB-1010', { et_firmware_version: '1.9.3' }, async () => {
      const node = await device('VB-1010');
      expect(component(node, 'ET_FIRMWARE')).toMatchObject({ installedVersion: '1.9.3', latestVersion: '1.10.0', needsUpdate: true });
      expect(node.needsUpdate).toBe(true);
    });
    await withDevice('VB-1010', { et_firmware_version: '1.10' }, async () => {
      const node = await device('VB-1010');
      expect(component(node, 'ET_FIRMWARE').needsUpdate).toBe(false);
      expect(node.needsUpdate).toBe(false);
    });
  });

  it('treats 2 as older than 2.0.1, and a missing component as not needing an update', async () => {
    const emitter = (
      await stack.rest.db.query<{ id: string; version_no: string }>(`select id, version_no from versions where type = 'EMITTER'`)
    ).rows;
    const setNumber = (id: string, no: string) =>
      stack.rest.db.query('update versions set version_no = $2, version_no_int = $3 where id = $1', [id, no, versionNumberToInt(no)]);
    await setNumber(emitter[0].id, '2.0.1');
    for (const row of emitter.slice(1)) await setNumber(row.id, '1.0.0');
    try {
      await withDevice('VB-1010', { emitter_firmware_version: '2' }, async () => {
        expect(component(await device('VB-1010'), 'EMITTER_FIRMWARE')).toMatchObject({
          installedVersion: '2',
          latestVersion: '2.0.1',
          needsUpdate: true,
        });
      });
      await withDevice('VB-1010', { emitter_firmware_version: '2.0.1.0' }, async () => {
        expect(component(await device('VB-1010'), 'EMITTER_FIRMWARE').needsUpdate).toBe(false);
      });
      await withDevice('VB-1010', { emitter_firmware_version: null, tv_version: null }, async () => {
        const node = await device('VB-1010');
        expect(component(node, 'EMITTER_FIRMWARE')).toMatchObject({ installedVersion: null, latestVersion: '2.0.1', needsUpdate: false });
        expect(component(node, 'TEAM_VIEWER')).toMatchObject({ installedVersion: null, needsUpdate: false });
        expect(node.needsUpdate).toBe(false);
      });
    } finally {
      for (const row of emitter) await setNumber(row.id, row.version_no);
    }
  });

  it('reads the status case-insensitively: ok, OK and oK are fine, anything else is an error', async () => {
    for (const [status, hasError] of [
      ['oK', false],
      ['OK', false],
      ['ok', false],
      ['Fault', true],
      ['ERROR', true],
    ] as const) {
      await withDevice('VB-1010', { system_status: status }, async () => {
        const node = await device('VB-1010');
        expect({ status: node.systemStatus, hasError: node.hasError }).toEqual({ status, hasError });
        const withErrors = serials((await devices({ status: 'WITH_ERRORS' })).devices);
        expect(withErrors.includes('VB-1010')).toBe(hasError);
      });
    }
  });
});

describe('device errors and edges', () => {
  it('gives the newest errors first, at most the 25 REST keeps, paged by cursor', async () => {
    const QUERY = `query E($after: String) { adminConsole { devices(search: "VB-1003") { edges { node {
      all: errors(first: 100) { totalCount edges { node { date message } } }
      page: errors(first: 10, after: $after) { pageInfo { hasNextPage endCursor } edges { node { date } } }
      site { name devices { edges { node { serialNumber } } } } siteName
    } } } } }`;
    const first = (await admin.gql(QUERY)).body.data.adminConsole.devices.edges[0].node;
    expect(first.all.totalCount).toBe(25);
    const times = first.all.edges.map((e: any) => Date.parse(e.node.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.all.edges[0].node.message).toEqual(expect.any(String));
    expect(first.page.edges).toHaveLength(10);
    const second = (await admin.gql(QUERY, { after: first.page.pageInfo.endCursor })).body.data.adminConsole.devices.edges[0].node;
    expect(second.page.edges[0].node.date).toBe(first.all.edges[10].node.date);
    expect(first.site.name).toBe(first.siteName);
    expect(first.site.devices.edges.map((e: any) => e.node.serialNumber)).toContain('VB-1003');
  });

  it('links ECPs and devices to their site and back', async () => {
    const { body } = await admin.gql(`{ adminConsole { sites(search: "Centro Visione Roma") { edges { node { name ecpCount deviceCount
      ecps { totalCount edges { node { fullName site { name } } } } devices { totalCount edges { node { serialNumber site { name } } } } } } } } }`);
    const site = body.data.adminConsole.sites.edges[0].node;
    expect(site.ecps.totalCount).toBe(site.ecpCount);
    expect(site.devices.totalCount).toBe(site.deviceCount);
    expect(site.devices.edges.map((e: any) => e.node.serialNumber)).toEqual(['VB-1006', 'VB-1007']);
    for (const { node } of [...site.ecps.edges, ...site.devices.edges]) expect(node.site.name).toBe('Centro Visione Roma');
  });
});
