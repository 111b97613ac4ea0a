import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startFakeRest, type FakeRest } from '../../test/fakeRest';
import { HttpError, UpstreamUnavailableError, createRestClient, createRestTransport } from './http';

let fake: FakeRest;
beforeAll(async () => {
  fake = await startFakeRest();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (token: string | null = 'tok', options: Partial<Parameters<typeof createRestTransport>[0]> = {}) =>
  createRestClient(createRestTransport({ baseUrl: fake.url, ...options }), () => token);

describe('REST http client', () => {
  it('sends JSON with the bearer token under the base path and returns the parsed answer', async () => {
    fake.handle((_req, res) => json(res, 200, { data: { ok: true } }));
    const rest = client('secret-token');
    await expect(rest.call({ method: 'POST', path: '/signin', body: { Email: 'a@b.example' } })).resolves.toEqual({ data: { ok: true } });
    const [request] = fake.requests;
    expect(request.url).toBe('/api/v1/webapp/signin');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ Email: 'a@b.example' });
    expect(rest.calls).toBe(1);
  });

  it('sends no Authorization header when the call says token: null, and tolerates a base path in the URL', async () => {
    fake.handle((_req, res) => json(res, 200, { data: { status: 'ok' } }));
    const rest = createRestClient(createRestTransport({ baseUrl: `${fake.url}/api/v1/webapp/` }), () => 'tok');
    await rest.call({ method: 'GET', path: '/health', root: true, token: null, query: { a: 1, b: undefined } });
    expect(fake.requests[0].url).toBe('/health?a=1');
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it('turns a non-2xx answer into a typed HttpError with §8 messages and §5 fields', async () => {
    fake.handle((_req, res) =>
      json(res, 400, {
        code: 'BAD_USER_INPUT',
        message: 'x',
        messages: ['"Fill all required"'],
        fields: [{ field: 'Email', key: 'username_inv' }],
      }),
    );
    const error = await client()
      .call({ method: 'POST', path: '/signin', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      messages: ['Fill all required'],
      fields: [{ field: 'Email', key: 'username_inv' }],
    });
  });

  it('derives the code from the status when the body has none', async () => {
    fake.handle((_req, res) => {
      res.writeHead(403);
      res.end('nope');
    });
    const error = await client()
      .call({ method: 'POST', path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', messages: [] });
  });

  it('retries an idempotent GET on 503 and counts every attempt', async () => {
    let attempts = 0;
    fake.handle((_req, res) => {
      attempts += 1;
      if (attempts < 3) json(res, 503, { code: 'INTERNAL_SERVER_ERROR', message: 'busy', messages: ['busy'] });
      else json(res, 200, { data: 1 });
    });
    const rest = client();
    await expect(rest.call({ method: 'GET', path: '/users/self' })).resolves.toEqual({ data: 1 });
    expect(rest.calls).toBe(3);
  });

  it('never retries a POST', async () => {
    fake.handle((_req, res) => json(res, 503, { code: 'INTERNAL_SERVER_ERROR', message: 'busy', messages: [] }));
    const rest = client();
    await expect(rest.call({ method: 'POST', path: '/signin' })).rejects.toBeInstanceOf(HttpError);
    expect(rest.calls).toBe(1);
  });

  it('turns a refused connection into an upstream-unavailable error', async () => {
    const rest = createRestClient(createRestTransport({ baseUrl: 'http://127.0.0.1:1', getRetries: 0 }), () => null);
    const error = await rest.call({ method: 'POST', path: '/signin' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).reason).toBe('network');
  });

  it('gives up on a call that takes longer than the time limit', async () => {
    fake.handle(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 500));
      json(res, 200, { data: 1 });
    });
    const rest = client('t', { timeoutMs: 50 });
    const error = await rest.call({ method: 'POST', path: '/slow' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout' });
  });

  it('streams a download past the read limit once it has started, and answers a refusal as an HttpError', async () => {
    fake.handle(async (req, res) => {
      if (req.url.endsWith('/gone')) return json(res, 404, { code: 'NOT_FOUND', message: 'Not found', messages: [] });
      res.writeHead(200, { 'content-type': 'application/fhir+ndjson' });
      for (let line = 0; line < 3; line += 1) {
        res.write(`{"line":${line}}\n`);
        await new Promise((r) => setTimeout(r, 60));
      }
      res.end();
    });
    const rest = client('t', { readTimeoutMs: 50 });
    const body = await rest.stream({ method: 'GET', path: '/file' });
    let text = '';
    for await (const chunk of body) text += chunk.toString();
    expect(text).toBe('{"line":0}\n{"line":1}\n{"line":2}\n');
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer t');
    const refused = await rest.stream({ method: 'GET', path: '/gone' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 404 });
  });

  it('sizes the time limit to the call: reads short, writes longer, a call its own; a read that timed out is not retried', async () => {
    fake.handle(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 150));
      json(res, 200, { data: 1 });
    });
    const rest = client('t', { readTimeoutMs: 50, timeoutMs: 1_000 });
    const read = await rest.call({ method: 'GET', path: '/slow' }).catch((e: unknown) => e);
    expect(read).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout' });
    // Retrying a service too slow to answer would triple the wait and its load.
    expect(fake.requests).toHaveLength(1);
    await expect(rest.call({ method: 'POST', path: '/slow' })).resolves.toEqual({ data: 1 });
    await expect(rest.call({ method: 'GET', path: '/slow', timeoutMs: 1_000 })).resolves.toEqual({ data: 1 });
  });

  it('opens the circuit after consecutive failures and stops calling the service', async () => {
    fake.handle((_req, res) => json(res, 503, { code: 'INTERNAL_SERVER_ERROR', message: 'unavailable', messages: [] }));
    const transport = createRestTransport({ baseUrl: fake.url, breakerThreshold: 2, breakerHalfOpenAfterMs: 60_000 });
    const rest = createRestClient(transport, () => null);
    await expect(rest.call({ method: 'POST', path: '/a' })).rejects.toBeInstanceOf(HttpError);
    await expect(rest.call({ method: 'POST', path: '/a' })).rejects.toBeInstanceOf(HttpError);
    const error = await rest.call({ method: 'POST', path: '/a' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'circuit-open' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not count 4xx answers against the circuit', async () => {
    fake.handle((_req, res) => json(res, 401, { code: 'UNAUTHENTICATED', message: 'no', messages: ['no'] }));
    const rest = createRestClient(createRestTransport({ baseUrl: fake.url, breakerThreshold: 1 }), () => null);
    for (let i = 0; i < 3; i += 1) await expect(rest.call({ method: 'POST', path: '/signin' })).rejects.toBeInstanceOf(HttpError);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not count a 500 caused by one request against the circuit: six bad requests never stop everyone', async () => {
    // The attack of the security review: a NUL byte in a username made REST answer 500, and six
    // such requests opened the shared breaker for every user for 10 s.
    fake.handle((req, res) =>
      req.url?.includes('bad')
        ? json(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'boom', messages: [] })
        : json(res, 200, { data: { ok: true } }),
    );
    const transport = createRestTransport({ baseUrl: fake.url, breakerThreshold: 5, breakerHalfOpenAfterMs: 60_000 });
    const attacker = createRestClient(transport, () => null);
    const user = createRestClient(transport, () => 'tok');
    for (let i = 0; i < 6; i += 1) await expect(attacker.call({ method: 'POST', path: '/bad' })).rejects.toBeInstanceOf(HttpError);
    await expect(user.call({ method: 'POST', path: '/good' })).resolves.toEqual({ data: { ok: true } });
  });

  it('opens the circuit for gateway failures (502-504), the sign of an unavailable service', async () => {
    fake.handle((_req, res) => json(res, 502, {}));
    const rest = createRestClient(
      createRestTransport({ baseUrl: fake.url, breakerThreshold: 1, breakerHalfOpenAfterMs: 60_000 }),
      () => null,
    );
    await expect(rest.call({ method: 'POST', path: '/a' })).rejects.toBeInstanceOf(HttpError);
    await expect(rest.call({ method: 'POST', path: '/a' })).rejects.toMatchObject({ reason: 'circuit-open' });
  });

  it('does not open the circuit on one caller’s timeouts while others are answered, only once several callers met one', async () => {
    fake.handle((req, res) => {
      if (req.url.includes('slow')) setTimeout(() => json(res, 200, { data: 'late' }), 300);
      else json(res, 200, { data: 'ok' });
    });
    const transport = createRestTransport({ baseUrl: fake.url, readTimeoutMs: 50, breakerThreshold: 2, breakerHalfOpenAfterMs: 60_000 });
    const heavy = createRestClient(
      transport,
      () => 'a',
      undefined,
      () => 'user:heavy',
    );
    const other = createRestClient(
      transport,
      () => 'b',
      undefined,
      () => 'user:other',
    );
    // Another user is being answered: the heavy user's own timeouts are their load, not the service's.
    await expect(other.call({ method: 'GET', path: '/fine' })).resolves.toEqual({ data: 'ok' });
    for (let i = 0; i < 6; i += 1) await expect(heavy.call({ method: 'GET', path: '/slow' })).rejects.toMatchObject({ reason: 'timeout' });
    expect(transport.circuitState()).toBe('closed');
    await expect(other.call({ method: 'GET', path: '/fine' })).resolves.toEqual({ data: 'ok' });

    // Three different callers timing out within the window: the service itself is slow.
    for (const caller of ['user:b', 'user:c']) {
      const rest = createRestClient(
        transport,
        () => 'x',
        undefined,
        () => caller,
      );
      await expect(rest.call({ method: 'GET', path: '/slow' })).rejects.toMatchObject({ reason: 'timeout' });
    }
    await expect(other.call({ method: 'GET', path: '/slow' })).rejects.toMatchObject({ reason: 'timeout' });
    expect(transport.circuitState()).toBe('open');
  });

  it('gives each caller a few calls in flight and queues the rest in their own lane, never in front of others', async () => {
    let inFlight = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    fake.handle((req, res) => {
      if (!req.url.includes('held')) return json(res, 200, { data: 'quick' });
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      release.push(() => {
        inFlight -= 1;
        json(res, 200, { data: 'held' });
      });
    });
    const transport = createRestTransport({ baseUrl: fake.url, readTimeoutMs: 5_000, fairShare: { inFlight: 2, queue: 3 } });
    const heavy = createRestClient(
      transport,
      () => 'a',
      undefined,
      () => 'user:heavy',
    );
    const calls = Array.from({ length: 5 }, () => heavy.call({ method: 'GET', path: '/held' }));
    // A sixth call is over the lane's two in flight and three queued: refused at once.
    await expect(heavy.call({ method: 'GET', path: '/held' })).rejects.toMatchObject({ reason: 'caller-busy' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inFlight).toBe(2);
    // Another user is answered while the heavy user's calls wait on each other.
    const other = createRestClient(
      transport,
      () => 'b',
      undefined,
      () => 'user:other',
    );
    await expect(other.call({ method: 'GET', path: '/quick' })).resolves.toEqual({ data: 'quick' });
    while (release.length > 0 || inFlight > 0) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(Promise.all(calls)).resolves.toHaveLength(5);
    expect(peak).toBe(2);
  });
});
