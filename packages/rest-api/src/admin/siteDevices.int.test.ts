// A site's devices when the site goes (DELETE /sites/{id} with where they go, in one transaction),
// a device's site set by an admin, and the records of a registration waiting for approval, which
// only the Pending tab settles: the Sites list shows and filters them, edits and locks are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { PROFESSIONS } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { insertDevice } from '../seed/records';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

async function addSite(name: string): Promise<string> {
  const answer = await call(api, 'POST', `${base}/site/signup`, {
    token,
    body: {
      SiteName: name,
      SiteEmail: 'desk@site.example',
      SiteCountry: 'Italy',
      SiteCity: 'Roma',
      SiteStreet: 'Via 1',
      SiteApartment: '1',
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.SiteStorageID;
}

const deviceSites = async (ids: string[]) =>
  (
    await api.db.query<{ id: string; site: string | null }>(
      'select id, site_id as site from devices where id = any($1::uuid[]) order by device_id',
      [ids],
    )
  ).rows.map((r) => r.site);
const siteExists = async (id: string) => (await api.db.query('select 1 from sites where id = $1', [id])).rowCount === 1;

async function register(first: string, siteName: string) {
  const email = `${first.toLowerCase()}@registrant.example`;
  const answer = await call(api, 'POST', '/users/self/signup', {
    body: {
      FirstName: first,
      LastName: 'Waiting',
      Email: email,
      Profession: PROFESSIONS.optometrist,
      SiteName: siteName,
      SiteEmail: email,
      SiteCountry: 'Italy',
      language: 'en',
    },
  });
  expect(answer.status).toBe(200);
  return { siteId: answer.body.data.SiteStorageID as string, userId: answer.body.data.UserStorageID as string };
}

describe('DELETE /sites/:id with devices', () => {
  it('refuses while devices point at the site and no choice was made, and changes nothing', async () => {
    const site = await addSite('Device Clinic One');
    const devices = [
      await insertDevice(api.db, { deviceId: 'DEL-0001', siteId: site }),
      await insertDevice(api.db, { deviceId: 'DEL-0002', siteId: site }),
    ];
    const answer = await call(api, 'DELETE', `${base}/sites/${site}`, { token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ERROR_MESSAGES.siteHasDevices);
    expect(await siteExists(site)).toBe(true);
    expect(await deviceSites(devices)).toEqual([site, site]);
  });

  it('moves the devices to another site and deletes the site in one transaction', async () => {
    const site = await addSite('Device Clinic Two');
    const devices = [
      await insertDevice(api.db, { deviceId: 'MOV-0001', siteId: site }),
      await insertDevice(api.db, { deviceId: 'MOV-0002', siteId: site }),
    ];
    const answer = await call(api, 'DELETE', `${base}/sites/${site}?devices=move&toSite=${DEMO_SITE_ID}`, { token });
    expect(answer.status).toBe(200);
    expect([...answer.body.data.MovedDevices].sort()).toEqual([...devices].sort());
    expect(await siteExists(site)).toBe(false);
    expect(await deviceSites(devices)).toEqual([DEMO_SITE_ID, DEMO_SITE_ID]);
    const audited = await api.db.query<{ ids: string[] }>(
      `select object_ids as ids from audit_events where action = 'UPDATE' and object_type = 'DEVICE' order by seq desc limit 1`,
    );
    expect([...audited.rows[0].ids].sort()).toEqual([...devices].sort());
  });

  it('leaves the devices without a site when told so explicitly', async () => {
    const site = await addSite('Device Clinic Three');
    const device = await insertDevice(api.db, { deviceId: 'UNA-0001', siteId: site });
    const answer = await call(api, 'DELETE', `${base}/sites/${site}?devices=unassign`, { token });
    expect(answer.status).toBe(200);
    expect(await deviceSites([device])).toEqual([null]);
  });

  it('refuses a move to the same, an unknown or a pending site, and changes nothing', async () => {
    const site = await addSite('Device Clinic Four');
    const device = await insertDevice(api.db, { deviceId: 'BAD-0001', siteId: site });
    const waiting = await register('Teresa', 'Waiting Optics Four');
    for (const toSite of [site, '00000000-0000-4000-8000-000000000000', 'not-a-site', waiting.siteId]) {
      const answer = await call(api, 'DELETE', `${base}/sites/${site}?devices=move&toSite=${toSite}`, { token });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(ERROR_MESSAGES.deviceSiteInvalid);
    }
    expect((await call(api, 'DELETE', `${base}/sites/${site}?devices=keep`, { token })).status).toBe(400);
    expect(await deviceSites([device])).toEqual([site]);
  });
});

describe('POST /devices/:id/site', () => {
  it('assigns a device without a site, and unassigns it', async () => {
    const device = await insertDevice(api.db, { deviceId: 'ASG-0001', siteId: null });
    const assigned = await call(api, 'POST', `${base}/devices/${device}/site`, { token, body: { SiteStorageID: DEMO_SITE_ID } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.Devices[0]).toMatchObject({ DeviceStorageID: device, SiteStorageID: DEMO_SITE_ID });
    const unassigned = await call(api, 'POST', `${base}/devices/${device}/site`, { token, body: { SiteStorageID: null } });
    expect(unassigned.body.data.Devices[0]).toMatchObject({ SiteStorageID: null, SiteName: null });
    expect(
      (
        await call(api, 'POST', `${base}/devices/${device}/site`, {
          token,
          body: { SiteStorageID: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('a registration waiting for approval', () => {
  it('shows in the Sites list as pending, filtered in SQL', async () => {
    const waiting = await register('Ilaria', 'Waiting Optics List');
    const page = await call(api, 'GET', `${base}/sites/getAllSites?limit=100&filters=${encodeURIComponent('{"PENDING":["true"]}')}`, {
      token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((s: { SiteStorageID: string }) => s.SiteStorageID)).toContain(waiting.siteId);
    expect(page.body.data.every((s: { Pending: number }) => s.Pending === 1)).toBe(true);
    expect(page.body.facets.PENDING).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'true' })]));
  });

  it('refuses editing, locking or deleting its site and account, with the Pending tab named', async () => {
    const waiting = await register('Bruno', 'Waiting Optics Edit');
    const refusals = [
      await call(api, 'POST', `${base}/doctors/${waiting.userId}/profile`, { token, body: { Enabled: 0 } }),
      await call(api, 'POST', `${base}/doctors/${waiting.userId}/profile`, {
        token,
        body: {
          FirstName: 'B',
          LastName: 'W',
          Email: 'bruno@registrant.example',
          PhoneNumber: '+39 06 1234567',
          Profession: 2,
          SiteStorageID: waiting.siteId,
          isSiteAdmin: true,
        },
      }),
      await call(api, 'POST', `${base}/sites/${waiting.siteId}/profile`, {
        token,
        body: { SiteName: 'Renamed', SiteEmail: 'a@b.example', SiteCountry: 'Italy', SiteCity: 'R', SiteStreet: 'S', SiteApartment: 'A' },
      }),
      await call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: waiting.siteId, BackUpData: false } }),
      await call(api, 'DELETE', `${base}/sites/${waiting.siteId}`, { token }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ERROR_MESSAGES.awaitsApproval);
    }
    const user = await api.db.query<{ enabled: number }>('select enabled from users where id = $1', [waiting.userId]);
    expect(user.rows[0].enabled).toBe(1);
    expect(await siteExists(waiting.siteId)).toBe(true);
    // An ordinary ECP is still edited as before.
    expect((await call(api, 'POST', `${base}/doctors/${DEMO_ACCOUNT_IDS.doctor}/profile`, { token, body: { Enabled: 1 } })).status).toBe(
      200,
    );
  });
});
