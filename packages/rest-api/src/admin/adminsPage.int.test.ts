// The paged Admins list (CONTRACT.md "Paged console lists"): search, ticked filters, any-column sort,
// LIMIT/OFFSET and the filter columns' counts, all from SQL, for super admins only; bad queries are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { insertUser } from '../seed/records';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let superAdmin: DemoSession;
let admin: DemoSession;
const pad = (i: number) => String(i).padStart(2, '0');

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  superAdmin = await demoSession(api, 'superAdmin');
  admin = await demoSession(api, 'admin');
  // 30 admins: first names run backwards to the last names, so NAME (as shown) and the list's
  // own order (last name) differ. Two-factor on the even ones, locked every third, pending every fifth.
  for (let i = 0; i < 30; i += 1) {
    await insertUser(api.db, {
      email: `paged${i}@admins.example`,
      passwordHash: null,
      firstName: `F${pad(29 - i)}`,
      lastName: `Paged ${pad(i)}`,
      phone: i % 5 === 0 ? null : `+1 555 77${pad(i)}`,
      roles: [i === 7 ? REST_ROLES.superAdmin : REST_ROLES.admin],
      twoFa: i % 2 === 0,
      enabled: i % 3 === 0 ? 0 : 1,
      pending: i % 5 === 0 ? 1 : 0,
    });
  }
  // A doctor who matches the search is never an admin row.
  await insertUser(api.db, {
    email: 'paged.doctor@admins.example',
    passwordHash: null,
    firstName: 'Doc',
    lastName: 'Paged 99',
    roles: [REST_ROLES.doctor],
  });
});
afterAll(() => api?.close());

const page = (query: string, session = superAdmin) => adminCall(api, session, 'GET', `/admins/getAllAdmins?${query}`);
const lastNames = (body: { data: { LastName: string }[] }) => body.data.map((a) => a.LastName);
const filters = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /admins/getAllAdmins with limit', () => {
  it('answers one page searched in SQL, by last name, with the total and the facets; no doctor, no language', async () => {
    const answer = await page('limit=5&offset=5&search=paged');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(30);
    expect(lastNames(answer.body)).toEqual(['Paged 05', 'Paged 06', 'Paged 07', 'Paged 08', 'Paged 09']);
    expect(answer.body.data[0]).toEqual({
      UserStorageID: expect.any(String),
      FirstName: 'F24',
      LastName: 'Paged 05',
      Email: 'paged5@admins.example',
      PhoneNumber: null,
      username: 'paged5@admins.example',
      TwoFA: false,
      Enabled: 1,
      Pending: 1,
      PendingEmail: null,
      role: [REST_ROLES.admin],
      Version: 1,
    });
    expect(answer.body.facets).toEqual({
      ROLE: [
        { value: 'ADMIN', count: 29 },
        { value: 'SUPER_ADMIN', count: 1 },
      ],
      TWO_FA: [
        { value: 'false', count: 15 },
        { value: 'true', count: 15 },
      ],
      LOCKED: [
        { value: 'false', count: 20 },
        { value: 'true', count: 10 },
      ],
    });
  });

  it('searches the full name, the e-mail and the phone', async () => {
    expect((await page('limit=5&search=f04%20paged%2025')).body.data.map((a: { Email: string }) => a.Email)).toEqual([
      'paged25@admins.example',
    ]);
    expect((await page('limit=5&search=PAGED12@ADMINS')).body.total).toBe(1);
    expect(lastNames((await page('limit=5&search=555%207713')).body)).toEqual(['Paged 13']);
    expect((await page('limit=5&search=%25')).body.total).toBe(0);
  });

  it('filters by ticked values; a column counts its values under the other filters only', async () => {
    const answer = await page(`limit=100&search=paged&filters=${filters({ TWO_FA: ['true'], LOCKED: ['true'] })}`);
    // Two-factor on (even) and locked (every third): 0, 6, 12, 18, 24.
    expect(lastNames(answer.body)).toEqual(['Paged 00', 'Paged 06', 'Paged 12', 'Paged 18', 'Paged 24']);
    expect(answer.body.facets.TWO_FA).toEqual([
      { value: 'false', count: 5 },
      { value: 'true', count: 5 },
    ]);
    expect(answer.body.facets.LOCKED).toEqual([
      { value: 'false', count: 10 },
      { value: 'true', count: 5 },
    ]);
    // The role, as the sign-in rule reads the roles: Paged 07 is the super admin among them.
    const supers = await page(`limit=100&search=paged&filters=${filters({ ROLE: ['SUPER_ADMIN'] })}`);
    expect(lastNames(supers.body)).toEqual(['Paged 07']);
    expect(supers.body.facets.ROLE).toEqual([
      { value: 'ADMIN', count: 29 },
      { value: 'SUPER_ADMIN', count: 1 },
    ]);
    const none = await page(`limit=100&filters=${filters({ LOCKED: [] })}`);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by several columns (NAME as shown, first name first), ties by id, and says the total past the last page', async () => {
    expect(lastNames((await page('limit=3&search=paged&sort=NAME:ASC')).body)).toEqual(['Paged 29', 'Paged 28', 'Paged 27']);
    const lockedFirst = await page('limit=4&search=paged&sort=LOCKED:DESC,NAME:ASC');
    expect(lastNames(lockedFirst.body)).toEqual(['Paged 27', 'Paged 24', 'Paged 21', 'Paged 18']);
    const pendingFirst = await page('limit=3&search=paged&sort=PENDING:DESC,EMAIL:DESC');
    expect(pendingFirst.body.data.map((a: { Email: string }) => a.Email)).toEqual([
      'paged5@admins.example',
      'paged25@admins.example',
      'paged20@admins.example',
    ]);
    const past = await page('limit=4&offset=400&search=paged');
    expect(past.body).toMatchObject({ data: [], total: 30 });
  });

  it('refuses unknown columns, bad directions, non-filterable filters and bad JSON with 400', async () => {
    for (const query of [
      'limit=5&sort=SECRET:ASC',
      'limit=5&sort=NAME:UP',
      `limit=5&filters=${filters({ PENDING: ['true'] })}`,
      `limit=5&filters=${filters({ NAME: ['x'] })}`,
      'limit=5&filters=%7Bnope',
      'limit=500',
      'limit=5&offset=-1',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
    }
  });

  it('is for super admins only', async () => {
    expect((await page('limit=5', admin)).status).toBe(403);
  });

  it('keeps the legacy whole list without limit, and the by-id read', async () => {
    const whole = await adminCall(api, superAdmin, 'GET', '/admins/getAllAdmins');
    expect(whole.body.data.length).toBeGreaterThanOrEqual(32);
    expect(whole.body.total).toBeUndefined();
    const [first] = whole.body.data;
    const byId = await adminCall(api, superAdmin, 'GET', `/admins/getAllAdmins?ids=${first.UserStorageID}`);
    expect(byId.body).toEqual({ data: [first] });
  });
});
