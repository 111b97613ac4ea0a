// The paged ECP lists (CONTRACT.md "Paged console lists"): the platform admins' list and a site admin's
// list of their own site, searched, filtered by ticked values, sorted by any column and cut with
// LIMIT/OFFSET in SQL, with the filter columns' counts; bad queries are 400, and the site restriction
// is the SQL's (a site admin never pages another site's ECPs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFESSIONS } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { insertSite } from '../seed/records';
import { doctorCall } from '../patients/patientsTesting';
import { insertEcp } from './ecpsStore';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let admin: DemoSession;
let siteAdmin: DemoSession;
let doctor: DemoSession;

const pad = (i: number) => String(i).padStart(2, '0');

/** ECP i: Ecp{i} Pagedoc {i}; North when i is a multiple of 3 (else South), locked when even, administrative below 10 (else MD). */
async function addEcp(i: number, siteId: string) {
  const id = await insertEcp(
    api.db,
    {
      FirstName: `Ecp${i}`,
      LastName: `Pagedoc ${pad(i)}`,
      Email: `pagedoc${pad(i)}@ecps.example`,
      PhoneNumber: `+39 02 555 01${pad(i)}`,
      Profession: i < 10 ? PROFESSIONS.administrative : PROFESSIONS.md,
      SiteStorageID: siteId,
      isSiteAdmin: i % 5 === 0,
      MedicalLicense: `LIC-${pad(i)}`,
      Notes: null,
      SocialID: null,
      DefaultVAUnit: null,
    },
    'en',
  );
  if (i % 2 === 0) await api.db.query('update users set enabled = 0 where id = $1', [id]);
}

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  admin = await demoSession(api, 'admin');
  siteAdmin = await demoSession(api, 'siteAdmin');
  doctor = await demoSession(api, 'doctor');
  const north = await insertSite(api.db, { name: 'Paged North' });
  const south = await insertSite(api.db, { name: 'Paged South' });
  for (let i = 0; i < 30; i += 1) await addEcp(i, i % 3 === 0 ? north : south);
  // Five more at the site admin's own site (the demo clinic).
  for (let i = 30; i < 35; i += 1) await addEcp(i, DEMO_SITE_ID);
});
afterAll(() => api?.close());

const page = (query: string) => adminCall(api, admin, 'GET', `/doctors/getAllECP?${query}`);
const sitePage = (query: string, session: DemoSession = siteAdmin) => doctorCall(api, session, 'GET', `/getAllECP?${query}`);
const lastNames = (body: { data: { LastName: string }[] }) => body.data.map((e) => e.LastName);
const filters = (value: Record<string, string[]>) => encodeURIComponent(JSON.stringify(value));

describe('GET /doctors/getAllECP with limit', () => {
  it('answers one page searched in SQL, by last name, with the total and the facets', async () => {
    const answer = await page('limit=5&offset=5&search=pagedoc%200');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(10);
    expect(lastNames(answer.body)).toEqual(['Pagedoc 05', 'Pagedoc 06', 'Pagedoc 07', 'Pagedoc 08', 'Pagedoc 09']);
    // The §3 row, as the legacy list answers it (the account's language is not part of it).
    expect(answer.body.data[0]).toMatchObject({
      FirstName: 'Ecp5',
      ProfessionLabel: 'administrative',
      SiteName: 'Paged South',
      isSiteAdmin: true,
      Enabled: 1,
      Pending: 1,
      NumOfPatients: 0,
    });
    expect(answer.body.data[0]).not.toHaveProperty('language');

    const all = await page('limit=1&search=pagedoc');
    expect(all.body.total).toBe(35);
    expect(all.body.facets.SITE).toEqual([
      { value: DEMO_SITE_NAME, count: 5 },
      { value: 'Paged North', count: 10 },
      { value: 'Paged South', count: 20 },
    ]);
    expect(all.body.facets.LOCKED).toEqual([
      { value: 'false', count: 17 },
      { value: 'true', count: 18 },
    ]);
  });

  it('searches the full name, e-mail, phone, profession, license and site name; LIKE characters are text', async () => {
    const total = async (search: string) => (await page(`limit=1&search=${encodeURIComponent(search)}`)).body.total;
    expect(await total('Ecp7 Pagedoc')).toBe(1);
    expect(await total('pagedoc07@ECPS')).toBe(1);
    expect(await total('555 0107')).toBe(1);
    expect(await total('LIC-1')).toBe(10);
    expect(await total('paged north')).toBe(10);
    const administrative = await page('limit=100&search=administrat');
    expect(administrative.body.data.every((e: { ProfessionLabel: string }) => e.ProfessionLabel === 'administrative')).toBe(true);
    expect(lastNames(administrative.body).filter((name) => name.startsWith('Pagedoc'))).toHaveLength(10);
    expect(await total('%')).toBe(0);
    expect(await total('_')).toBe(0);
  });

  it('filters by ticked values; a column counts its values under the other filters only', async () => {
    const answer = await page(`limit=100&search=pagedoc&filters=${filters({ SITE: ['Paged North'], LOCKED: ['true'] })}`);
    // North: 0, 3, ..., 27; locked (even): 0, 6, 12, 18, 24.
    expect(lastNames(answer.body)).toEqual(['Pagedoc 00', 'Pagedoc 06', 'Pagedoc 12', 'Pagedoc 18', 'Pagedoc 24']);
    expect(answer.body.facets.SITE).toEqual([
      { value: DEMO_SITE_NAME, count: 3 },
      { value: 'Paged North', count: 5 },
      { value: 'Paged South', count: 10 },
    ]);
    expect(answer.body.facets.LOCKED).toEqual([
      { value: 'false', count: 5 },
      { value: 'true', count: 5 },
    ]);
    const none = await page(`limit=100&filters=${filters({ SITE: [] })}`);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by several columns (profession by its name, flags by value), ties by id, and says the total past the last page', async () => {
    const answer = await page('limit=4&search=pagedoc&sort=SITE:DESC,LOCKED:DESC,LAST_NAME:DESC');
    // South first; locked before unlocked; then the last name backwards: 28, 26, 22, 20.
    expect(lastNames(answer.body)).toEqual(['Pagedoc 28', 'Pagedoc 26', 'Pagedoc 22', 'Pagedoc 20']);
    // administrative (code 6) before md (code 1): the profession sorts by its name.
    const byProfession = await page('limit=1&search=pagedoc&sort=PROFESSION:ASC,FIRST_NAME:DESC');
    expect(byProfession.body.data[0]).toMatchObject({ FirstName: 'Ecp9', ProfessionLabel: 'administrative' });
    const admins = await page('limit=2&search=pagedoc&sort=SITE_ADMIN:DESC,PENDING:ASC,EMAIL:ASC');
    expect(lastNames(admins.body)).toEqual(['Pagedoc 00', 'Pagedoc 05']);
    const past = await page('limit=4&offset=400&search=pagedoc');
    expect(past.body).toMatchObject({ data: [], total: 35 });
  });

  it('refuses unknown columns, bad directions, non-filterable filters, bad JSON and bad numbers with 400', async () => {
    for (const query of [
      'limit=5&sort=SECRET:ASC',
      'limit=5&sort=LAST_NAME:UP',
      `limit=5&filters=${filters({ EMAIL: ['x'] })}`,
      'limit=5&filters=%7Bnope',
      'limit=500',
      'limit=5&offset=-1',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps the legacy whole list and the by-id read, in the same row shape as a page', async () => {
    const whole = await adminCall(api, admin, 'GET', '/doctors/getAllECP');
    expect(whole.body.total).toBeUndefined();
    expect(whole.body.data.length).toBeGreaterThanOrEqual(35);
    const paged = await page('limit=100&search=pagedoc');
    for (const row of paged.body.data) expect(whole.body.data).toContainEqual(row);
    const one = paged.body.data[0];
    const byId = await adminCall(api, admin, 'GET', `/doctors/getAllECP?ids=${one.id}`);
    expect(byId.body).toEqual({ data: [one] });
  });
});

describe('GET /eyeCareProviders/{uid}/getAllECP with limit (site admins)', () => {
  it("pages the site admin's own site only: search, sort, filters and facets never reach another site", async () => {
    const answer = await sitePage('limit=3&search=pagedoc&sort=LAST_NAME:DESC');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(5);
    expect(lastNames(answer.body)).toEqual(['Pagedoc 34', 'Pagedoc 33', 'Pagedoc 32']);
    expect(answer.body.facets.SITE).toEqual([{ value: DEMO_SITE_NAME, count: 5 }]);
    const everyone = await sitePage('limit=100');
    expect(everyone.body.data.every((e: { SiteStorageID: string }) => e.SiteStorageID === DEMO_SITE_ID)).toBe(true);
    const elsewhere = await sitePage(`limit=100&filters=${filters({ SITE: ['Paged North'] })}`);
    expect(elsewhere.body).toMatchObject({ data: [], total: 0 });
    expect((await sitePage('limit=5&search=paged%20north')).body.total).toBe(0);
  });

  it('answers the legacy whole list without limit, and 400 for a bad query', async () => {
    const whole = await doctorCall(api, siteAdmin, 'GET', '/getAllECP');
    expect(whole.body.total).toBeUndefined();
    expect(whole.body.data.every((e: { SiteStorageID: string }) => e.SiteStorageID === DEMO_SITE_ID)).toBe(true);
    expect((await sitePage('limit=5&sort=SECRET:ASC')).status).toBe(400);
  });

  it('refuses plain doctors and platform admins (403), before reading the query', async () => {
    for (const session of [doctor, admin]) {
      const answer = await sitePage('limit=5&sort=SECRET:ASC', session);
      expect(answer.status).toBe(403);
    }
    expect((await call(api, 'GET', `/eyeCareProviders/${siteAdmin.uid}/getAllECP?limit=5`)).status).toBe(401);
  });
});
