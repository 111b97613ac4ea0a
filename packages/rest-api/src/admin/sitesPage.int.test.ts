// The paged Sites list (CONTRACT.md "Paged console lists"): search, ticked filters, any-column sort,
// LIMIT/OFFSET and the filter columns' counts, all from SQL; bad queries are 400 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';
import { insertSite } from './sitesStore';

let api: TestRestApi;
let token: string;
const list = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}/sites/getAllSites`;

const site = (name: string, country: string, backUp: boolean) => ({
  SiteName: name,
  SiteEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@sites.example`,
  SitePhoneNumber: null,
  SiteCountry: country,
  SiteState: null,
  SiteCity: 'Town',
  SiteStreet: 'Main 1',
  SiteApartment: '1',
  SiteZipCode: null,
  BackUpData: backUp,
});

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  for (let i = 0; i < 30; i += 1) {
    const name = `Paged Site ${String(i).padStart(2, '0')}`;
    await insertSite(api.db, site(name, i % 3 === 0 ? 'IT' : 'FR', i % 2 === 0));
  }
});
afterAll(() => api?.close());

const page = (query: string) => call(api, 'GET', `${list}?${query}`, { token });
const names = (body: { data: { SiteName: string }[] }) => body.data.map((s) => s.SiteName);

describe('GET /sites/getAllSites with limit', () => {
  it('answers one page searched in SQL, the total and the facets', async () => {
    const answer = await page('limit=5&offset=5&search=paged%20site');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(30);
    expect(names(answer.body)).toEqual(['Paged Site 05', 'Paged Site 06', 'Paged Site 07', 'Paged Site 08', 'Paged Site 09']);
    expect(answer.body.facets.COUNTRY).toEqual([
      { value: 'FR', count: 20 },
      { value: 'IT', count: 10 },
    ]);
    expect(answer.body.facets.BACKUP).toEqual([
      { value: 'false', count: 15 },
      { value: 'true', count: 15 },
    ]);
  });

  it('filters by ticked values; a column counts its values under the other filters only', async () => {
    const filters = encodeURIComponent(JSON.stringify({ COUNTRY: ['IT'], BACKUP: ['true'] }));
    const answer = await page(`limit=100&search=paged&filters=${filters}`);
    // IT: 0, 3, ..., 27; with backup (even): 0, 6, 12, 18, 24.
    expect(names(answer.body)).toEqual(['Paged Site 00', 'Paged Site 06', 'Paged Site 12', 'Paged Site 18', 'Paged Site 24']);
    expect(answer.body.facets.COUNTRY).toEqual([
      { value: 'FR', count: 10 },
      { value: 'IT', count: 5 },
    ]);
    expect(answer.body.facets.BACKUP).toEqual([
      { value: 'false', count: 5 },
      { value: 'true', count: 5 },
    ]);
    const none = await page(`limit=100&filters=${encodeURIComponent(JSON.stringify({ COUNTRY: [] }))}`);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by several columns, ties by id, and says the total past the last page', async () => {
    const answer = await page('limit=4&search=paged&sort=COUNTRY:DESC,NAME:DESC');
    expect(names(answer.body)).toEqual(['Paged Site 27', 'Paged Site 24', 'Paged Site 21', 'Paged Site 18']);
    const past = await page('limit=4&offset=400&search=paged');
    expect(past.body).toMatchObject({ data: [], total: 30 });
  });

  it('treats LIKE characters in the search as text', async () => {
    expect((await page('limit=10&search=%25')).body.total).toBe(0);
    expect((await page('limit=10&search=_')).body.total).toBe(0);
  });

  it('refuses unknown columns, bad directions, non-filterable filters and bad JSON with 400', async () => {
    for (const query of [
      'limit=5&sort=SECRET:ASC',
      'limit=5&sort=NAME:UP',
      `limit=5&filters=${encodeURIComponent(JSON.stringify({ NAME: ['x'] }))}`,
      'limit=5&filters=%7Bnope',
      'limit=500',
      'limit=5&offset=-1',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
    }
  });

  it('keeps the legacy whole list without limit', async () => {
    const answer = await call(api, 'GET', list, { token });
    expect(answer.body.data.length).toBeGreaterThanOrEqual(30);
    expect(answer.body.total).toBeUndefined();
  });
});
