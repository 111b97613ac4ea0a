// Every REST answer, the devices' own route included, carries the API's security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { DEVICE_API_BASE_PATH } from '../devices/reportRoutes';
import { REST_SECURITY_HEADERS } from './securityHeaders';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi({ seed: false });
});
afterAll(() => api?.close());

describe('the REST service’s answers', () => {
  it('carry the security headers on the device route, the API and a refusal alike', async () => {
    const answers = [
      await fetch(`${api.url}${DEVICE_API_BASE_PATH}/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      await fetch(`${api.baseUrl}/capabilities`),
      await fetch(`${api.baseUrl}/users/self`),
      await fetch(`${api.url}/nothing-here`),
    ];
    for (const answer of answers) {
      for (const [name, value] of Object.entries(REST_SECURITY_HEADERS))
        expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
    }
    expect(answers[0].status).toBe(401);
  });
});
