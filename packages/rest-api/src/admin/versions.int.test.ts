import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { versionNumberToInt } from '@portal/domain/versions';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const url = (type: string, no: string) => `https://updates.example/${type}/${no}.zip`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const addVersion = (body: unknown) => call(api, 'POST', `${base}/versions/addNewVersion`, { token, body });

describe('POST /versions/addNewVersion', () => {
  it('stores the version with its ordering integer and the caller as author', async () => {
    const answer = await addVersion({ VersionType: 'ET', VersionNO: ' 1.10.0 ', VersionURL: url('et', '1.10.0') });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      VersionType: 'ET',
      Type: 'etFirmware',
      VersionNO: '1.10.0',
      VersionNOInt: versionNumberToInt('1.10.0'),
      VersionURL: url('et', '1.10.0'),
      forceUpdate: false,
      AdminID: DEMO_ACCOUNT_IDS.admin,
      AdminName: 'James Whitfield',
    });
    expect(answer.body.data.SystemVersionID).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(answer.body.data.createdAt).getTime()).toBe(api.clock.now().getTime());
  });

  it('refuses the same type and number again with 409', async () => {
    const answer = await addVersion({ VersionType: 'ET', VersionNO: '1.10.0', VersionURL: url('et', 'again') });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'CONFLICT',
      message: ERROR_MESSAGES.couldNotCreateVersion,
      messages: [ERROR_MESSAGES.couldNotCreateVersion],
    });
    // The same number for another type is a different version.
    expect((await addVersion({ VersionType: 'ESAPP', VersionNO: '1.10.0', VersionURL: url('esapp', '1.10.0') })).status).toBe(200);
  });

  it('answers 400 with the §5 keys and stores nothing', async () => {
    const before = await api.db.query('select count(*)::int as n from versions');
    const empty = await addVersion({ VersionNO: '', VersionURL: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'VersionType', key: 'version_type_req' },
        { field: 'VersionNO', key: 'version_no_req' },
        { field: 'VersionURL', key: 'version_url_req' },
      ]),
    );
    const bad = await addVersion({ VersionType: 'TV', VersionNO: '1.x', VersionURL: `https://u.example/${'a'.repeat(100)}` });
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'VersionNO', key: 'version_no_inv' },
        { field: 'VersionURL', key: 'max_100' },
      ]),
    );
    // Dotted, but more parts than the ordering integer holds.
    const tooLong = await addVersion({ VersionType: 'TV', VersionNO: '1.2.3.4.5', VersionURL: url('tv', 'x') });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual([{ field: 'VersionNO', key: 'version_no_inv' }]);
    expect((await api.db.query('select count(*)::int as n from versions')).rows).toEqual(before.rows);
  });
});

describe('POST /versions/editVersion', () => {
  it('changes number, url and force flag, keeping the author', async () => {
    const created = (await addVersion({ VersionType: 'WIN', VersionNO: '10.0.19045', VersionURL: url('win', 'a') })).body.data;
    const answer = await call(api, 'POST', `${base}/versions/editVersion`, {
      token,
      body: {
        SystemVersionID: created.SystemVersionID,
        VersionType: 'WIN',
        VersionNO: '10.0.19045.4291',
        VersionURL: url('win', 'b'),
        forceUpdate: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      SystemVersionID: created.SystemVersionID,
      VersionNO: '10.0.19045.4291',
      VersionNOInt: versionNumberToInt('10.0.19045.4291'),
      VersionURL: url('win', 'b'),
      forceUpdate: true,
      AdminID: DEMO_ACCOUNT_IDS.admin,
      Type: 'windows',
    });
  });

  it('refuses a duplicate (409), an unknown id (404) and a body without the id (400)', async () => {
    const created = (await addVersion({ VersionType: 'EMITTER', VersionNO: '3.0.0', VersionURL: url('em', '3') })).body.data;
    await addVersion({ VersionType: 'EMITTER', VersionNO: '3.1.0', VersionURL: url('em', '31') });
    const edit = (body: object) => call(api, 'POST', `${base}/versions/editVersion`, { token, body });
    const duplicate = await edit({
      SystemVersionID: created.SystemVersionID,
      VersionType: 'EMITTER',
      VersionNO: '3.1.0',
      VersionURL: url('em', '3'),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(ERROR_MESSAGES.couldNotEditVersion);
    const unknown = await edit({
      SystemVersionID: '00000000-0000-4000-8000-000000000000',
      VersionType: 'EMITTER',
      VersionNO: '9.0',
      VersionURL: url('em', '9'),
    });
    expect(unknown.status).toBe(404);
    const noId = await edit({ VersionType: 'EMITTER', VersionNO: '9.0', VersionURL: url('em', '9') });
    expect(noId.status).toBe(400);
    expect(noId.body.fields).toEqual([{ field: 'SystemVersionID', key: 'fill_required' }]);
  });
});

describe('two admins editing the same version', () => {
  it('refuses the second save made from the version both read, with 409 and the version as saved, and writes nothing', async () => {
    const created = (await addVersion({ VersionType: 'TV', VersionNO: '15.0', VersionURL: url('tv', '15') })).body.data;
    expect(created.Version).toBe(1);
    const edit = (body: object) =>
      call(api, 'POST', `${base}/versions/editVersion`, {
        token,
        body: { SystemVersionID: created.SystemVersionID, VersionType: 'TV', VersionNO: '15.0', VersionURL: url('tv', '15'), ...body },
      });
    const first = await edit({ forceUpdate: true, Version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ forceUpdate: true, Version: 2 });

    const second = await edit({ VersionURL: url('tv', '15b'), Version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { SystemVersionID: created.SystemVersionID, VersionURL: url('tv', '15'), forceUpdate: true, Version: 2 },
    });
    const row = await api.db.query('select url, force_update, version from versions where id = $1', [created.SystemVersionID]);
    expect(row.rows[0]).toEqual({ url: url('tv', '15'), force_update: true, version: 2 });
    // Without a version (a §7 client) the write applies to whatever is saved.
    expect((await edit({ VersionURL: url('tv', '15b') })).body.data).toMatchObject({ VersionURL: url('tv', '15b'), Version: 3 });
  });
});

describe('GET /versions/getAllVersions and DELETE /versions/:id', () => {
  it('lists versions newest number first within a type, numerically', async () => {
    await addVersion({ VersionType: 'ESAPP', VersionNO: '1.9.3', VersionURL: url('esapp', '1.9.3') });
    const answer = await call(api, 'GET', `${base}/versions/getAllVersions`, { token });
    expect(answer.status).toBe(200);
    const esapp = answer.body.data
      .filter((v: { VersionType: string }) => v.VersionType === 'ESAPP')
      .map((v: { VersionNO: string }) => v.VersionNO);
    expect(esapp).toEqual(['1.10.0', '1.9.3']);
    expect(answer.body.data.every((v: { AdminName: string }) => v.AdminName === 'James Whitfield')).toBe(true);
  });

  it('deletes a version once', async () => {
    const created = (await addVersion({ VersionType: 'TV', VersionNO: '15.49.2', VersionURL: url('tv', '15') })).body.data;
    const answer = await call(api, 'DELETE', `${base}/versions/${created.SystemVersionID}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ SystemVersionID: created.SystemVersionID });
    expect((await call(api, 'DELETE', `${base}/versions/${created.SystemVersionID}`, { token })).status).toBe(404);
    expect((await call(api, 'DELETE', `${base}/versions/not-an-id`, { token })).status).toBe(404);
  });
});
