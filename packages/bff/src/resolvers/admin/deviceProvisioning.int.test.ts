// Device provisioning through the BFF: registerDevice returns the key once, rotateDeviceKey and
// revokeDeviceKey refuse the old key at once, and a device's health timeline is one REST call per
// page (the database cuts it), whatever the timeline's length.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@portal/rest-api/seed/accounts';
import { DEVICE_OFFLINE_DAYS } from '@portal/domain/deviceProvisioning';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERRORS, globalId, signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let siteAdmin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const restCalls = () =>
  stack.proxy.calls.map((call) =>
    call.replace(/\/(VistaAdmins|eyeCareProviders)\/[^/]+/, '/$1/{uid}').replace(/\/devices\/[0-9a-f-]{36}\//, '/devices/{id}/'),
  );

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterDeviceInput!) {
    registerDevice(input: $input) {
      key
      device { id serialNumber siteName location keyPrefix offline lastSeen }
      fleetCounters { total offline offlineAfterDays }
      viewer { counts { devices } }
      ${ERRORS}
    }
  }
`;
const ROTATE = /* GraphQL */ `mutation Rotate($input: RotateDeviceKeyInput!) { rotateDeviceKey(input: $input) { key device { keyPrefix } ${ERRORS} } }`;
const REVOKE = /* GraphQL */ `mutation Revoke($input: RevokeDeviceKeyInput!) { revokeDeviceKey(input: $input) { device { keyPrefix keyRevokedAt } ${ERRORS} } }`;
const TIMELINE = /* GraphQL */ `
  query Timeline($id: ID!, $first: Int, $after: String) {
    node(id: $id) {
      ... on Device {
        lastSeen
        healthTimeline(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              receivedAt
              lastRun
              systemStatus
              hasError
              esVersion
              errors {
                message
              }
            }
          }
        }
      }
    }
  }
`;

async function report(key: string, status: string, minutesAgo: number) {
  const response = await fetch(`${stack.rest.url}/api/v1/devices/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${key}` },
    body: JSON.stringify({
      LastRun: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      SystemStatus: status,
      ESVersion: '2.4.1',
      WindowsVersion: '10.0.19045',
      ETFirmwareVersion: '1.10.0',
      EmitterFirmwareVersion: '3.1.0',
      TVVersion: '',
      Errors: status === 'OK' ? [] : [{ ErrorDate: new Date(Date.now() - minutesAgo * 60_000).toISOString(), Error: 'Camera lost' }],
    }),
  });
  return response.status;
}

describe('devices provisioned through the BFF', () => {
  let id: string;
  let key: string;

  it('registers a device and shows its key once, in the payload only', async () => {
    const before = (await admin.gql('{ viewer { counts { devices } } }')).body.data.viewer.counts.devices as number;
    const { body } = await admin.gql(REGISTER, {
      input: { serialNumber: 'VB-G1', site: globalId('Site', DEMO_SITE_ID), location: 'Bay 4' },
    });
    const payload = body.data.registerDevice;
    expect(payload.errors).toEqual([]);
    expect(payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.device).toMatchObject({
      serialNumber: 'VB-G1',
      location: 'Bay 4',
      keyPrefix: payload.key.slice(0, 8),
      offline: false,
      lastSeen: null,
    });
    expect(payload.fleetCounters.offlineAfterDays).toBe(DEVICE_OFFLINE_DAYS);
    // The Devices tab's badge follows at once, as the header's total does.
    expect(payload.viewer.counts.devices).toBe(before + 1);
    expect(payload.fleetCounters.total).toBe(before + 1);
    ({ id, key } = { id: payload.device.id, key: payload.key });
  });

  it('pages the health timeline with one REST call per page', async () => {
    for (const [status, minutesAgo] of [
      ['OK', 30],
      ['Camera fault', 20],
      ['OK', 10],
    ] as const)
      expect(await report(key, status, minutesAgo)).toBe(200);
    stack.proxy.reset();
    const first = await admin.gql(TIMELINE, { id, first: 2 });
    expect(first.body.errors).toBeUndefined();
    const timeline = first.body.data.node.healthTimeline;
    expect(timeline).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(timeline.edges.map((e: any) => e.node.systemStatus)).toEqual(['OK', 'Camera fault']);
    expect(timeline.edges[1].node).toMatchObject({ hasError: true, esVersion: '2.4.1', errors: [{ message: 'Camera lost' }] });
    expect(first.body.data.node.lastSeen).toEqual(expect.any(String));
    expect(restCalls()).toEqual([
      'GET /api/v1/webapp/users/self',
      'GET /api/v1/webapp/VistaAdmins/{uid}/devices/getAllDevices',
      'GET /api/v1/webapp/VistaAdmins/{uid}/devices/reports',
    ]);
    expect(first.headers.get('x-upstream-calls')).toBe('3');

    stack.proxy.reset();
    const second = await admin.gql(TIMELINE, { id, first: 2, after: timeline.pageInfo.endCursor });
    expect(second.body.data.node.healthTimeline.edges.map((e: any) => e.node.systemStatus)).toEqual(['OK']);
    expect(second.headers.get('x-upstream-calls')).toBe('3');
  });

  it('rotates (the old key refused at once) and revokes (every key refused)', async () => {
    const rotated = (await admin.gql(ROTATE, { input: { id } })).body.data.rotateDeviceKey;
    expect(rotated.errors).toEqual([]);
    expect(rotated.key).not.toBe(key);
    expect(rotated.device.keyPrefix).toBe(rotated.key.slice(0, 8));
    expect(await report(key, 'OK', 5)).toBe(401);
    expect(await report(rotated.key, 'OK', 5)).toBe(200);

    const revoked = (await admin.gql(REVOKE, { input: { id } })).body.data.revokeDeviceKey;
    expect(revoked).toMatchObject({ errors: [], device: { keyPrefix: null, keyRevokedAt: expect.any(String) } });
    expect(await report(rotated.key, 'OK', 1)).toBe(401);
  });

  it("reads a site admin's own site's device timeline on the site admin's own REST path", async () => {
    const { body } = await siteAdmin.gql(/* GraphQL */ `
      query {
        adminConsole {
          devices(first: 1, search: "VB-G1") {
            edges {
              node {
                serialNumber
                healthTimeline(first: 1) {
                  totalCount
                }
              }
            }
          }
        }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data.adminConsole.devices.edges[0].node).toEqual({ serialNumber: 'VB-G1', healthTimeline: { totalCount: 4 } });
    expect(restCalls()).toContain('GET /api/v1/webapp/eyeCareProviders/{uid}/devices/reports');
  });

  it("gives a site admin their own site's device by id, with its timeline, and no other site's", async () => {
    // The info panel's query (web DeviceHealthTimeline): node(id:) of a device of the demo clinic.
    stack.proxy.reset();
    const own = await siteAdmin.gql(TIMELINE, { id, first: 2 });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.node.healthTimeline.totalCount).toBeGreaterThan(0);
    expect(restCalls()).toEqual([
      'GET /api/v1/webapp/users/self',
      'GET /api/v1/webapp/eyeCareProviders/{uid}/getAllDevices',
      'GET /api/v1/webapp/eyeCareProviders/{uid}/devices/reports',
    ]);
    // A device of another site: null, as an unknown id; a plain doctor gets none.
    const elsewhere = (
      await admin.gql(`{ adminConsole { devices(first: 100) { edges { node { id site { internalID } } } } } }`)
    ).body.data.adminConsole.devices.edges.find((e: any) => e.node.site?.internalID !== DEMO_SITE_ID).node.id;
    expect((await siteAdmin.gql(TIMELINE, { id: elsewhere, first: 1 })).body.data.node).toBeNull();
    const doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
    expect((await doctor.gql(TIMELINE, { id, first: 1 })).body.data.node).toBeNull();
  });

  it('answers typed errors: a taken serial, a missing site, and anyone but a platform admin', async () => {
    const taken = (await admin.gql(REGISTER, { input: { serialNumber: 'VB-G1', site: globalId('Site', DEMO_SITE_ID) } })).body.data
      .registerDevice;
    expect(taken).toMatchObject({ key: null, device: null, errors: [{ __typename: 'ConflictError', field: 'serialNumber' }] });
    const noSite = (
      await admin.gql(REGISTER, { input: { serialNumber: 'VB-G2', site: globalId('Site', '00000000-0000-4000-8000-000000000000') } })
    ).body.data.registerDevice;
    expect(noSite.errors[0]).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'site' }] });
    stack.proxy.reset();
    const refused = (await siteAdmin.gql(REGISTER, { input: { serialNumber: 'VB-G3', site: globalId('Site', DEMO_SITE_ID) } })).body.data
      .registerDevice;
    expect(refused).toMatchObject({ key: null, errors: [{ __typename: 'PermissionError' }] });
    expect(restCalls().filter((c) => c.includes('/devices/'))).toEqual([]);
    const rotateRefused = (await siteAdmin.gql(ROTATE, { input: { id } })).body.data.rotateDeviceKey;
    expect(rotateRefused.errors[0].__typename).toBe('PermissionError');
  });
});
