// The paged Versions list (CONTRACT.md "Paged console lists"): search, ticked filters, any-column sort
// (the number by the §4 rule, not as text), LIMIT/OFFSET and the filter columns' counts, all from SQL;
// bad queries are 400. Every version read carries IsLatest, computed in SQL and right after writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_TYPE_KEYS } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let superAdmin: DemoSession;
let doctor: DemoSession;

const HOST = 'https://paged.example';
// Four numbers per type, whose text order is not their §4 order; 10 is a forced update.
const MINORS = [9, 10, 2, 100];
const majorOf = (type: string) => 20 + VERSION_TYPE_KEYS.indexOf(type as never);

type Version = { SystemVersionID: string; VersionType: string; VersionNO: string; IsLatest: boolean; forceUpdate: boolean };
const add = async (VersionType: string, VersionNO: string, forceUpdate = false) => {
  const answer = await adminCall(api, superAdmin, 'POST', '/versions/addNewVersion', {
    VersionType,
    VersionNO,
    VersionURL: `${HOST}/${VersionType.toLowerCase()}/${VersionNO}`,
    forceUpdate,
  });
  if (answer.status !== 200) throw new Error(`addNewVersion answered ${answer.status}`);
  return answer.body.data as Version;
};

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  superAdmin = await demoSession(api, 'superAdmin');
  doctor = await demoSession(api, 'doctor');
  for (const type of VERSION_TYPE_KEYS) {
    for (const minor of MINORS) await add(type, `${majorOf(type)}.${minor}.0`, minor === 10);
  }
});
afterAll(() => api?.close());

const page = (query: string, session = superAdmin) => adminCall(api, session, 'GET', `/versions/getAllVersions?${query}`);
const numbers = (body: { data: Version[] }) => body.data.map((v) => v.VersionNO);
const filters = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /versions/getAllVersions with limit', () => {
  it('answers one page searched in SQL, by type then newest number, with the total and the facets', async () => {
    const answer = await page('limit=5&offset=2&search=paged.example');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(20);
    // EMITTER (23) first, newest number first (§4), then ESAPP (21).
    expect(numbers(answer.body)).toEqual(['23.9.0', '23.2.0', '21.100.0', '21.10.0', '21.9.0']);
    expect(answer.body.data[2]).toMatchObject({
      VersionType: 'ESAPP',
      Type: 'esapp',
      VersionURL: `${HOST}/esapp/21.100.0`,
      AdminName: 'Helen Carter',
      IsLatest: true,
      forceUpdate: false,
    });
    expect(answer.body.data.map((v: Version) => v.IsLatest)).toEqual([false, false, true, false, false]);
    expect(answer.body.facets).toEqual({
      TYPE: ['EMITTER', 'ESAPP', 'ET', 'TV', 'WIN'].map((value) => ({ value, count: 4 })),
      FORCE_UPDATE: [
        { value: 'false', count: 15 },
        { value: 'true', count: 5 },
      ],
    });
  });

  it('searches the type code, the component name, the number, the URL and the author', async () => {
    const byComponent = await page('limit=100&search=TEAMVIEWER');
    expect(byComponent.body.data.length).toBeGreaterThanOrEqual(4);
    expect(byComponent.body.data.every((v: Version) => v.VersionType === 'TV')).toBe(true);
    const byCode = await page('limit=100&search=emitter&filters=' + filters({ TYPE: ['EMITTER'] }));
    expect(byCode.body.total).toBe((await page('limit=1&filters=' + filters({ TYPE: ['EMITTER'] }))).body.total);
    expect(numbers((await page('limit=5&search=22.100')).body)).toEqual(['22.100.0']);
    expect((await page('limit=5&search=carter')).body.total).toBe(20);
    expect((await page('limit=5&search=_')).body.total).toBe(0);
  });

  it('filters by ticked values; a column counts its values under the other filters only', async () => {
    const answer = await page(`limit=100&search=paged&filters=${filters({ TYPE: ['TV', 'WIN'], FORCE_UPDATE: ['false'] })}`);
    expect(numbers(answer.body)).toEqual(['24.100.0', '24.9.0', '24.2.0', '20.100.0', '20.9.0', '20.2.0']);
    expect(answer.body.facets.TYPE).toEqual(['EMITTER', 'ESAPP', 'ET', 'TV', 'WIN'].map((value) => ({ value, count: 3 })));
    expect(answer.body.facets.FORCE_UPDATE).toEqual([
      { value: 'false', count: 6 },
      { value: 'true', count: 2 },
    ]);
    const none = await page(`limit=100&filters=${filters({ TYPE: [] })}`);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('sorts the number part by part (not as text), by several columns, and says the total past the last page', async () => {
    const tv = await page(`limit=10&search=paged&sort=VERSION_NO:ASC&filters=${filters({ TYPE: ['TV'] })}`);
    expect(numbers(tv.body)).toEqual(['24.2.0', '24.9.0', '24.10.0', '24.100.0']);
    const forcedFirst = await page('limit=3&search=paged&sort=FORCE_UPDATE:DESC,VERSION_NO:DESC');
    expect(numbers(forcedFirst.body)).toEqual(['24.10.0', '23.10.0', '22.10.0']);
    const byType = await page('limit=2&search=paged&sort=TYPE:DESC,URL:DESC');
    expect(numbers(byType.body)).toEqual(['20.9.0', '20.2.0']);
    const byDate = await page('limit=1&search=paged&sort=CREATED_AT:DESC,ADDED_BY:ASC');
    expect(byDate.status).toBe(200);
    const past = await page('limit=4&offset=400&search=paged');
    expect(past.body).toMatchObject({ data: [], total: 20 });
  });

  it('refuses unknown columns, bad directions, non-filterable filters and bad JSON with 400', async () => {
    for (const query of [
      'limit=5&sort=VERSION:ASC',
      'limit=5&sort=TYPE:DOWN',
      `limit=5&filters=${filters({ URL: ['x'] })}`,
      'limit=5&filters=%5B1',
      'limit=101',
      'limit=5&offset=x',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
    }
  });

  it('is for platform admins only', async () => {
    expect((await page('limit=5', doctor)).status).toBe(403);
  });

  it('keeps the legacy whole list without limit, and the by-id read, both with IsLatest', async () => {
    const whole = await adminCall(api, superAdmin, 'GET', '/versions/getAllVersions');
    expect(whole.body.total).toBeUndefined();
    const tv = (whole.body.data as Version[]).filter((v) => v.VersionType === 'TV');
    expect(tv.filter((v) => v.IsLatest).map((v) => v.VersionNO)).toEqual(['24.100.0']);
    const byId = await adminCall(api, superAdmin, 'GET', `/versions/getAllVersions?ids=${tv[1].SystemVersionID}`);
    expect(byId.body).toEqual({ data: [tv[1]] });
  });
});

describe('IsLatest after writes', () => {
  const isLatest = async (id: string) =>
    ((await adminCall(api, superAdmin, 'GET', `/versions/getAllVersions?ids=${id}`)).body.data[0] as Version).IsLatest;

  it('moves to a newer version when one is added, to equal numbers alike, and back when it is removed', async () => {
    const [current] = (await page(`limit=1&filters=${filters({ TYPE: ['ET'] })}&sort=VERSION_NO:DESC`)).body.data as Version[];
    expect(current).toMatchObject({ VersionNO: '22.100.0', IsLatest: true });
    const newer = await add('ET', '22.100.1');
    expect(newer.IsLatest).toBe(true);
    expect(await isLatest(current.SystemVersionID)).toBe(false);
    // 22.100.1.0 is the same number part by part: both are the latest.
    const same = await add('ET', '22.100.1.0');
    expect(same.IsLatest).toBe(true);
    expect(await isLatest(newer.SystemVersionID)).toBe(true);
    for (const version of [newer, same]) {
      expect((await adminCall(api, superAdmin, 'DELETE', `/versions/${version.SystemVersionID}`)).status).toBe(200);
    }
    expect(await isLatest(current.SystemVersionID)).toBe(true);
  });
});
