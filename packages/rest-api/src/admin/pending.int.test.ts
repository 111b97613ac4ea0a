import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

describe('GET /pendings/getAllPendings and DELETE /pending/:id', () => {
  it('lists pending users newest first and deletes one', async () => {
    const now = api.clock.now().getTime();
    const inserted = await api.db.query<{ id: string }>(
      `insert into pending_registrations (first_name, last_name, email, phone, site_name, created_at)
       values ('Grace', 'Whitman', 'grace@bayside.example', '+1 860 555 0177', 'Bayside Pediatric Vision', $1),
              ('Samuel', 'Ashworth', 'samuel@leeds.example', null, 'Leeds Binocular Clinic', $2)
       returning id`,
      [new Date(now - 2 * HOUR), new Date(now - HOUR)],
    );
    const list = await call(api, 'GET', `${base}/pendings/getAllPendings`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { FirstName: string }) => p.FirstName)).toEqual(['Samuel', 'Grace']);
    expect(list.body.data[1]).toEqual({
      id: inserted.rows[0].id,
      FirstName: 'Grace',
      LastName: 'Whitman',
      Email: 'grace@bayside.example',
      username: 'grace@bayside.example',
      SiteName: 'Bayside Pediatric Vision',
      Phone: '+1 860 555 0177',
      PhoneNumber: '+1 860 555 0177',
      createdAt: new Date(now - 2 * HOUR).toISOString(),
    });

    const deleted = await call(api, 'DELETE', `${base}/pending/${inserted.rows[0].id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: inserted.rows[0].id });
    expect((await call(api, 'GET', `${base}/pendings/getAllPendings`, { token })).body.data).toHaveLength(1);
    expect((await call(api, 'DELETE', `${base}/pending/${inserted.rows[0].id}`, { token })).status).toBe(404);
    expect((await call(api, 'DELETE', `${base}/pending/garbage`, { token })).status).toBe(404);
  });
});
