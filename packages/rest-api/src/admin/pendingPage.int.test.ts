// The paged Pending list (CONTRACT.md "Paged console lists"): search, the ticked site names, any-column
// sort (newest first without one), LIMIT/OFFSET and the site names' counts, all from SQL; bad queries
// are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let admin: DemoSession;

const pad = (i: number) => String(i).padStart(2, '0');

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  admin = await demoSession(api, 'admin');
  // Registration i: Reg{i} Pendee {i}, a minute after i - 1; Hill Vision for multiples of 3 (else Lake
  // Optics); no phone for multiples of 5.
  for (let i = 0; i < 30; i += 1) {
    await api.db.query(
      `insert into pending_registrations (first_name, last_name, email, phone, site_name, created_at)
       values ($1, $2, $3, $4, $5, timestamptz '2026-01-01T08:00:00Z' + make_interval(mins => $6))`,
      [
        `Reg${i}`,
        `Pendee ${pad(i)}`,
        `pendee${pad(i)}@reg.example`,
        i % 5 === 0 ? null : `+1 860 555 01${pad(i)}`,
        i % 3 === 0 ? 'Hill Vision' : 'Lake Optics',
        i,
      ],
    );
  }
});
afterAll(() => api?.close());

const page = (query: string) => adminCall(api, admin, 'GET', `/pendings/getAllPendings?${query}`);
const lastNames = (body: { data: { LastName: string }[] }) => body.data.map((p) => p.LastName);
const filters = (value: Record<string, string[]>) => encodeURIComponent(JSON.stringify(value));

describe('GET /pendings/getAllPendings with limit', () => {
  it('answers one page newest first, searched in SQL, with the total and the site facet', async () => {
    const answer = await page('limit=3&offset=3&search=pendee');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(30);
    expect(lastNames(answer.body)).toEqual(['Pendee 26', 'Pendee 25', 'Pendee 24']);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(String),
      FirstName: 'Reg26',
      LastName: 'Pendee 26',
      Email: 'pendee26@reg.example',
      username: 'pendee26@reg.example',
      SiteName: 'Lake Optics',
      Phone: '+1 860 555 0126',
      PhoneNumber: '+1 860 555 0126',
      createdAt: '2026-01-01T08:26:00.000Z',
      SiteStorageID: null,
      UserStorageID: null,
    });
    expect(answer.body.facets).toEqual({
      SITE: [
        { value: 'Hill Vision', count: 10 },
        { value: 'Lake Optics', count: 20 },
      ],
    });
  });

  it('searches the full name, e-mail, site name and phone; LIKE characters are text', async () => {
    const total = async (search: string) => (await page(`limit=1&search=${encodeURIComponent(search)}`)).body.total;
    expect(await total('Reg7 Pendee')).toBe(1);
    expect(await total('PENDEE07@reg')).toBe(1);
    expect(await total('hill vis')).toBe(10);
    expect(await total('555 0107')).toBe(1);
    expect(await total('%')).toBe(0);
    expect(await total('_')).toBe(0);
  });

  it('filters by ticked site names, counting them under the search', async () => {
    const answer = await page(`limit=100&search=pendee%200&filters=${filters({ SITE: ['Hill Vision'] })}`);
    expect(lastNames(answer.body)).toEqual(['Pendee 09', 'Pendee 06', 'Pendee 03', 'Pendee 00']);
    expect(answer.body.facets.SITE).toEqual([
      { value: 'Hill Vision', count: 4 },
      { value: 'Lake Optics', count: 6 },
    ]);
    expect((await page(`limit=100&filters=${filters({ SITE: [] })}`)).body).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by several columns (a missing phone last, first backwards), ties by id, and says the total past the last page', async () => {
    const answer = await page('limit=4&search=pendee&sort=PHONE:DESC,LAST_NAME:DESC');
    expect(lastNames(answer.body)).toEqual(['Pendee 25', 'Pendee 20', 'Pendee 15', 'Pendee 10']);
    const oldest = await page('limit=2&search=pendee&sort=CREATED_AT:ASC');
    expect(lastNames(oldest.body)).toEqual(['Pendee 00', 'Pendee 01']);
    const bySite = await page('limit=2&search=pendee&sort=SITE:DESC,FIRST_NAME:ASC,EMAIL:ASC');
    expect(lastNames(bySite.body)).toEqual(['Pendee 01', 'Pendee 10']);
    expect((await page('limit=4&offset=400&search=pendee')).body).toMatchObject({ data: [], total: 30 });
  });

  it('refuses unknown columns, bad directions, non-filterable filters, bad JSON and bad numbers with 400', async () => {
    for (const query of [
      'limit=5&sort=SECRET:ASC',
      'limit=5&sort=CREATED_AT:NEWEST',
      `limit=5&filters=${filters({ EMAIL: ['x'] })}`,
      'limit=5&filters=%5B',
      'limit=101',
      'limit=5&offset=x',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps the legacy whole list (newest first) and the by-id read, in the same row shape as a page', async () => {
    const whole = await adminCall(api, admin, 'GET', '/pendings/getAllPendings');
    expect(whole.body.total).toBeUndefined();
    const paged = await page('limit=100');
    expect(paged.body.data).toEqual(whole.body.data);
    const one = paged.body.data[0];
    expect((await adminCall(api, admin, 'GET', `/pendings/getAllPendings?ids=${one.id}`)).body).toEqual({ data: [one] });
  });
});
