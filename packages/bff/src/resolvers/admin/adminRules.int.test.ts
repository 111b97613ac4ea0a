// The administration rules of the domain, kept by the BFF in front of both upstreams: the sign-in
// message skips locked and pending ECPs, a site with devices is deleted only once they have
// somewhere to go, and a registration waiting for approval is not edited or locked from the ECPs
// tab. Upstream calls are counted: the bundled service through a counting proxy, a §7 backend
// through a filter that answers only §7's calls.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestRestApi } from '@portal/rest-api/testing';
import { insertDevice } from '@portal/rest-api/seed/records';
import { DEMO_ACCOUNT_IDS, DEMO_SITE_ID } from '@portal/rest-api/seed/accounts';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildBffServer } from '../../server';
import { BffClient } from '../../../test/bffClient';
import { ACCOUNTS, signIn, type TestRestApi } from '../../../test/stack';
import { startSection7Proxy, type Section7Proxy } from '../../../test/section7Proxy';
import { startCountingProxy, type CountingProxy } from '../../../test/countingProxy';
import { toGlobalId } from '../../graphql/globalId';

let rest: TestRestApi;
let legacyProxy: Section7Proxy;
let portalProxy: CountingProxy;
let legacy: BffClient;
let portal: BffClient;
const servers: { close(): Promise<unknown> }[] = [];

async function bffOn(restApiUrl: string) {
  const bff = await buildBffServer({ restApiUrl, demoMode: true, logger: false, now: () => rest.clock.now() });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  servers.push(bff);
  return `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  rest = await startTestRestApi({ seed: true, demoMode: true });
  legacyProxy = await startSection7Proxy(rest.url);
  portalProxy = await startCountingProxy(rest.url);
  legacy = new BffClient(await bffOn(legacyProxy.url));
  portal = new BffClient(await bffOn(portalProxy.url));
  await signIn(legacy, ACCOUNTS.admin);
  await signIn(portal, ACCOUNTS.admin);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await legacyProxy?.close();
  await portalProxy?.close();
  await rest?.close();
});
beforeEach(() => {
  legacyProxy.reset();
  portalProxy.reset();
});

/** The calls an operation made, ids as :id, without the session's own check (GET /users/self). */
const callsOf = (calls: string[]) =>
  calls.map((c) => c.split('?')[0].replace(/[0-9a-f-]{36}/g, ':id')).filter((c) => c !== 'GET /api/v1/webapp/users/self');

let serial = 0;
/** An ECP of the demo site (or of `siteId`), locked or pending as asked, straight in the database. */
async function ecp(values: { enabled: number; pending: number }, siteId = DEMO_SITE_ID) {
  serial += 1;
  const email = `rule.${serial}@clinic.example`;
  const user = await rest.db.query<{ id: string }>(
    `insert into users (email, first_name, last_name, roles, language, enabled, pending) values ($1, 'Rule', $2, '{Doctor}', 'en', $3, $4) returning id`,
    [email, `Ecp${serial}`, values.enabled, values.pending],
  );
  await rest.db.query('insert into doctors (user_id, site_id) values ($1, $2)', [user.rows[0].id, siteId]);
  return { id: user.rows[0].id, email };
}

const SEND = `mutation Send($input: SendMessageToEcpsInput!) {
  sendMessageToEcps(input: $input) { recipientCount emailCount notMessagedLockedCount notMessagedPendingCount errors { title messages } }
}`;

/** A site whose self-registration waits for approval (§3 Pending 1). */
const waitingSite = async (name: string) =>
  (
    await rest.db.query<{ id: string }>(
      `insert into sites (name, email, country, pending) values ($1, 'w@o.example', 'Italy', 1) returning id`,
      [name],
    )
  ).rows[0].id;

describe('Send message to ECPs', () => {
  // The filter forwards the bundled service's ECP records whole, site flag included, so neither reads the sites.
  for (const [name, client, calls] of [
    ['bundled service', () => portal, () => callsOf(portalProxy.calls)],
    ['§7 backend', () => legacy, () => callsOf(legacyProxy.calls)],
  ] as const) {
    it(`skips a locked ECP and a registrant waiting for approval named in the request (${name})`, async () => {
      const locked = await ecp({ enabled: 0, pending: 0 });
      const pending = await ecp({ enabled: 1, pending: 1 }, await waitingSite(`Waiting ${name}`));
      const ecpIds = [locked.id, DEMO_ACCOUNT_IDS.doctor, pending.id].map((id) => toGlobalId('Ecp', id));
      const sent = await client().gql(SEND, { input: { ecpIds, method: 'EMAIL' } });
      expect(sent.body.data.sendMessageToEcps).toEqual({
        recipientCount: 1,
        emailCount: 1,
        notMessagedLockedCount: 1,
        notMessagedPendingCount: 1,
        errors: [],
      });
      expect(await rest.outbox(locked.email)).toEqual([]);
      expect(await rest.outbox(pending.email)).toEqual([]);
      // One read of the recipients (by id, or the §7 whole list), then the message.
      expect(calls()).toEqual([
        'GET /api/v1/webapp/VistaAdmins/:id/doctors/getAllECP',
        'POST /api/v1/webapp/VistaAdmins/:id/doctors/sendMessages',
      ]);
    });
  }

  it('sends nothing when every chosen ECP is locked', async () => {
    const locked = await ecp({ enabled: 0, pending: 0 });
    const sent = await legacy.gql(SEND, { input: { ecpIds: [toGlobalId('Ecp', locked.id)], method: 'BOTH' } });
    expect(sent.body.data.sendMessageToEcps).toMatchObject({ recipientCount: 0, notMessagedLockedCount: 1 });
    expect(legacyProxy.calls.some((c) => c.includes('sendMessages'))).toBe(false);
  });
});

const DELETE_SITE = `mutation Delete($input: DeleteSiteInput!) {
  deleteSite(input: $input) { deletedId movedDeviceIds errors { title messages } }
}`;

async function siteWithDevice(name: string) {
  const site = await rest.db.query<{ id: string }>(
    `insert into sites (name, email, country) values ($1, 'a@b.example', 'Italy') returning id`,
    [name],
  );
  const device = await insertDevice(rest.db, { deviceId: `DEV-${name}`, siteId: site.rows[0].id });
  return { siteId: site.rows[0].id, deviceId: device };
}

describe('deleteSite with devices', () => {
  it('bundled service: refuses without a choice in its one DELETE, then moves the devices and deletes the site', async () => {
    const { siteId, deviceId } = await siteWithDevice('Portal Device Site');
    const id = toGlobalId('Site', siteId);
    const refused = await portal.gql(DELETE_SITE, { input: { id } });
    expect(refused.body.data.deleteSite).toMatchObject({
      deletedId: null,
      errors: [{ title: 'Failed to delete Site', messages: [ERROR_MESSAGES.siteHasDevices] }],
    });
    expect(callsOf(portalProxy.calls)).toEqual(['DELETE /api/v1/webapp/VistaAdmins/:id/sites/:id']);
    const moved = await portal.gql(DELETE_SITE, { input: { id, devices: { action: 'MOVE', toSiteId: toGlobalId('Site', DEMO_SITE_ID) } } });
    expect(moved.body.data.deleteSite).toMatchObject({ deletedId: id, movedDeviceIds: [toGlobalId('Device', deviceId)], errors: [] });
    const device = await rest.db.query<{ site: string }>('select site_id as site from devices where id = $1', [deviceId]);
    expect(device.rows[0].site).toBe(DEMO_SITE_ID);
  });

  it('§7 backend: reads the site, refuses while it has devices and never sends the DELETE', async () => {
    const { siteId } = await siteWithDevice('Legacy Device Site');
    const id = toGlobalId('Site', siteId);
    const refused = await legacy.gql(DELETE_SITE, { input: { id } });
    expect(refused.body.data.deleteSite.errors).toEqual([{ title: 'Failed to delete Site', messages: [ERROR_MESSAGES.siteHasDevices] }]);
    const chosen = await legacy.gql(DELETE_SITE, { input: { id, devices: { action: 'UNASSIGN' } } });
    expect(chosen.body.data.deleteSite.errors[0].messages).toEqual([
      ERROR_MESSAGES.siteHasDevices,
      ERROR_MESSAGES.notAvailableWithThisBackend,
    ]);
    expect(callsOf(legacyProxy.calls).every((c) => c === 'GET /api/v1/webapp/VistaAdmins/:id/sites/getAllSites')).toBe(true);
    expect((await rest.db.query('select 1 from sites where id = $1', [siteId])).rowCount).toBe(1);
    expect(legacyProxy.refused).toEqual([]);
  });
});

const LOCK = `mutation Lock($input: SetEcpLockedInput!) { setEcpLocked(input: $input) { ecp { locked } errors { title messages } } }`;

describe('a registrant waiting for approval', () => {
  it('is shown as such and cannot be locked, by either upstream; §7 gets no profile call', async () => {
    const signup = await fetch(`${rest.baseUrl}/users/self/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        FirstName: 'Wanda',
        LastName: 'Waiting',
        Email: 'wanda@waiting.example',
        Profession: 2,
        SiteName: 'Waiting Vision',
        SiteEmail: 'desk@waiting.example',
        SiteCountry: 'Italy',
        language: 'en',
      }),
    });
    const { UserStorageID } = ((await signup.json()) as { data: { UserStorageID: string } }).data;
    const id = toGlobalId('Ecp', UserStorageID);
    for (const client of [portal, legacy]) {
      const read = await client.gql(`query Ecp($id: ID!) { node(id: $id) { ... on Ecp { awaitingApproval messageable } } }`, { id });
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.node).toEqual({ awaitingApproval: true, messageable: false });
      const locked = await client.gql(LOCK, { input: { id, locked: true } });
      expect(locked.body.data.setEcpLocked).toEqual({
        ecp: null,
        errors: [{ title: 'ECP was not edited', messages: [ERROR_MESSAGES.awaitsApproval] }],
      });
    }
    expect(legacyProxy.calls.some((c) => c.includes('/profile'))).toBe(false);
    const user = await rest.db.query<{ enabled: number }>('select enabled from users where id = $1', [UserStorageID]);
    expect(user.rows[0].enabled).toBe(1);
  });

  it('has a site that takes no new clinician before the approval, by either upstream; §7 gets no signup call', async () => {
    const signup = await fetch(`${rest.baseUrl}/users/self/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        FirstName: 'Yara',
        LastName: 'Young',
        Email: 'yara@young-optics.example',
        Profession: 2,
        SiteName: 'Young Optics',
        SiteEmail: 'desk@young-optics.example',
        SiteCountry: 'Italy',
        language: 'en',
      }),
    });
    expect(signup.status).toBe(200);
    const site = await rest.db.query<{ id: string }>("select id from sites where name = 'Young Optics'");
    const siteId = toGlobalId('Site', site.rows[0].id);
    for (const [client, email] of [
      [portal, 'zeno@young-optics.example'],
      [legacy, 'zoe@young-optics.example'],
    ] as const) {
      const created = await client.gql(
        `mutation($input: CreateEcpInput!) { createEcp(input: $input) { ecp { id } errors { title messages } } }`,
        {
          input: {
            firstName: 'Zeno',
            lastName: 'Added',
            email,
            phoneNumber: '+39 051 555 0102',
            profession: 'ORTHOPTIST',
            siteId,
            isSiteAdmin: false,
          },
        },
      );
      expect(created.body.data.createEcp).toEqual({
        ecp: null,
        errors: [{ title: 'ECP was not created', messages: [ERROR_MESSAGES.awaitsApproval] }],
      });
      expect((await rest.db.query('select 1 from users where email = $1', [email])).rowCount).toBe(0);
    }
    expect(legacyProxy.calls.some((c) => c.includes('/signup'))).toBe(false);
  });
});
