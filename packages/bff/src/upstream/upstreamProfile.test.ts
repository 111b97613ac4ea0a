import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeRest, type FakeRest } from '../../test/fakeRest';
import { createRestTransport } from '../rest/http';
import { readUpstreamSetting, upstreamProfileSource } from './upstreamProfile';

let fake: FakeRest;
beforeAll(async () => {
  fake = await startFakeRest();
});
afterAll(() => fake.close());

const sourceFor = (setting: 'auto' | 'legacy' | 'portal', baseUrl = fake.url) =>
  upstreamProfileSource({ setting, transport: createRestTransport({ baseUrl, getRetries: 0 }) });

describe('the upstream profile', () => {
  it('is the bundled service’s with the extensions it lists, or §7 only when it has no such call', async () => {
    fake.handle((req, res) =>
      req.url.endsWith('/capabilities')
        ? json(res, 200, { data: { profile: 'portal', extensions: ['pagedLists', 'byIdReads', 'unknownOne'] } })
        : json(res, 404, {}),
    );
    const portal = sourceFor('auto');
    expect(portal.stale).toBe(true);
    await portal.refresh();
    expect(portal.current().name).toBe('portal');
    expect([...portal.current().extensions]).toEqual(['pagedLists', 'byIdReads']);
    expect(portal.stale).toBe(false);

    fake.handle((_req, res) => json(res, 404, { message: 'Not found' }));
    const legacy = sourceFor('auto');
    await legacy.refresh();
    expect(legacy.current()).toMatchObject({ name: 'legacy' });
    expect(legacy.has('pagedLists')).toBe(false);
  });

  it('asks again after the upstream was unreachable, and keeps what it knew meanwhile', async () => {
    const source = sourceFor('auto', 'http://127.0.0.1:1');
    await source.refresh();
    expect(source.stale).toBe(true);
    expect(source.current().name).toBe('portal');
  });

  it('follows UPSTREAM_PROFILE without asking', async () => {
    fake.requests.length = 0;
    const legacy = sourceFor('legacy');
    await legacy.refresh();
    expect(legacy.current().name).toBe('legacy');
    expect(fake.requests).toEqual([]);
    expect(readUpstreamSetting(undefined)).toBe('auto');
    expect(readUpstreamSetting(' Legacy ')).toBe('legacy');
    expect(() => readUpstreamSetting('old')).toThrow(/auto, legacy or portal/);
  });
});
