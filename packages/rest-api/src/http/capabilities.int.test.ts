import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_EXTENSIONS } from '@portal/domain/upstream';
import { startTestRestApi } from '../testing';

let api: Awaited<ReturnType<typeof startTestRestApi>>;
beforeAll(async () => {
  api = await startTestRestApi({ seed: false });
});
afterAll(() => api?.close());

describe('GET /capabilities', () => {
  it('names the portal profile and every extension, without a session', async () => {
    const answer = await fetch(`${api.baseUrl}/capabilities`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { profile: 'portal', extensions: [...UPSTREAM_EXTENSIONS] } });
  });
});
