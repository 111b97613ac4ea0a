// The BFF server against a scripted REST stand-in: failure injection (no such user, REST
// errors, contract violations) and the HTTP surface (CSRF, headers, GraphiQL, SPA fallback).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BffClient } from '../test/bffClient';
import { json, startFakeRest, type FakeRest } from '../test/fakeRest';
import { GRAPHQL_SYNC_COMPRESSION_LIMIT, buildBffServer, type BffServerOptions } from './server';
import { getIntrospectionQuery } from 'graphql';

const SELF = {
  scope: 'session',
  UserStorageID: 'u1',
  role: ['Doctor'],
  language: 'en',
  LastLoginAt: '2026-01-02T08:30:00.000Z',
  TermsOfUseSigned: true,
  profile: {
    FirstName: 'Ada',
    LastName: 'Byron',
    Email: 'ada@demo.example',
    TermsOfUseSigned: true,
    NumOfPatients: 3,
    NumOfArchivePatients: 1,
    Doctor: { isSiteAdmin: true },
    Site: { SiteStorageID: 's1', SiteName: 'Demo Eye Clinic' },
  },
};

let fake: FakeRest;
const servers: FastifyInstance[] = [];
const dirs: string[] = [];

async function startBff(options: Partial<BffServerOptions> = {}) {
  // A scripted service answers only the calls it was given: the profile is the bundled service's, not asked.
  const app = await buildBffServer({ restApiUrl: fake.url, demoMode: true, logger: false, upstreamProfile: 'portal', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  fake = await startFakeRest();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await fake.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.handle((req, res) => {
    if (req.url === '/api/v1/webapp/users/self') return json(res, 200, { data: SELF });
    if (req.url === '/health') return json(res, 200, { data: { status: 'ok' } });
    return json(res, 404, { code: 'NOT_FOUND', message: 'not found', messages: ['not found'] });
  });
});

describe('BFF failure mapping (scripted REST)', () => {
  it('resolves the viewer once however often the operation asks for it', async () => {
    const client = new BffClient(await startBff());
    client.cookie = 'session-token';
    const { body, headers } = await client.gql(
      '{ a: viewer { id fullName } b: viewer { role site { name } } c: viewer { counts { patients } } }',
    );
    expect(body.data).toEqual({
      a: { id: Buffer.from('Viewer:u1').toString('base64'), fullName: 'Ada Byron' },
      b: { role: 'DOCTOR', site: { name: 'Demo Eye Clinic' } },
      c: { counts: { patients: 3 } },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/webapp/users/self']);
    expect(fake.requests[0].headers.authorization).toBe('Bearer session-token');
    expect(headers.get('x-upstream-calls')).toBe('1');
  });

  it('signs out a user who no longer exists: UNAUTHENTICATED with reason NO_SUCH_USER and the cookie cleared', async () => {
    fake.handle((req, res) => {
      if (req.url === '/api/v1/webapp/users/self') return json(res, 200, { data: SELF });
      return json(res, 404, { code: 'NOT_FOUND', message: 'no such user', messages: ['no such user'] });
    });
    const client = new BffClient(await startBff());
    client.cookie = 'session-token';
    const response = await client.gql('mutation { changeLanguage(input: { language: IT }) { viewer { language } errors { title } } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please sign in again',
      extensions: { code: 'UNAUTHENTICATED', reason: 'NO_SUCH_USER' },
    });
    expect(response.sessionCookie?.cleared).toBe(true);
    expect(client.cookie).toBeNull();
  });

  it('reports a REST server error as UPSTREAM_UNAVAILABLE with the §8 connection texts', async () => {
    fake.handle((_req, res) => json(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'db down', messages: ['db down'] }));
    const client = new BffClient(await startBff());
    client.cookie = 'session-token';
    const { body } = await client.gql('{ viewer { id } }');
    expect(body.data).toEqual({ viewer: null });
    expect(body.errors?.[0]).toEqual({
      message: 'connection error or Timed out',
      path: ['viewer'],
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' },
    });
  });

  it('masks an answer outside the contract as INTERNAL_SERVER_ERROR without details', async () => {
    fake.handle((_req, res) => json(res, 200, { data: { scope: 'session', surprise: true } }));
    const client = new BffClient(await startBff());
    client.cookie = 'session-token';
    const { body, text } = await client.gql('{ viewer { id } }');
    expect(body.errors?.[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(body.errors?.[0].message).toBe('Something went wrong. Please try again later');
    expect(text).not.toMatch(/stack|zod|users\/self|\.ts/i);
  });

  it('clears a cookie whose token the REST service no longer knows', async () => {
    fake.handle((_req, res) => json(res, 401, { code: 'UNAUTHENTICATED', message: 'expired', messages: ['expired'] }));
    const client = new BffClient(await startBff());
    client.cookie = 'stale-token';
    const response = await client.gql('{ viewer { id } pendingSignIn { step } }');
    expect(response.body).toEqual({ data: { viewer: null, pendingSignIn: null } });
    expect(response.sessionCookie?.cleared).toBe(true);
  });
});

describe('session cookie', () => {
  const LOGIN = {
    status: 'pass',
    token: 'fresh-session',
    language: 'en',
    updatePassword: false,
    role: ['Doctor'],
    UserStorageID: 'u1',
    LastLoginAt: null,
    profile: SELF.profile,
  };
  const SIGN_IN = 'mutation { signIn(input: { username: "ada@demo.example", password: "x" }) { step } }';

  beforeEach(() => {
    fake.handle((req, res) => json(res, 200, { data: req.url.endsWith('/signin') ? LOGIN : SELF }));
  });

  it('is Secure when the request came over https through a trusted proxy', async () => {
    const client = new BffClient(await startBff({ trustProxy: true }));
    const plain = await client.gql(SIGN_IN);
    expect(plain.sessionCookie?.attributes.secure).toBeUndefined();
    const https = await client.gql(SIGN_IN, undefined, { 'x-forwarded-proto': 'https' });
    expect(https.sessionCookie).toMatchObject({ value: 'fresh-session', attributes: { secure: true, httponly: true, samesite: 'Strict' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('is Secure, with HSTS on every answer, when the public address is https', async () => {
    const client = new BffClient(await startBff({ publicUrl: 'https://portal.example' }));
    const signedIn = await client.gql(SIGN_IN);
    expect(signedIn.sessionCookie).toMatchObject({
      value: 'fresh-session',
      attributes: { secure: true, httponly: true, samesite: 'Strict' },
    });
    expect(signedIn.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${client.url}/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // COOKIE_SECURE=false does not undo it: an https address always gets a Secure cookie.
    const stillSecure = new BffClient(await startBff({ publicUrl: 'https://portal.example', cookieSecure: false }));
    expect((await stillSecure.gql(SIGN_IN)).sessionCookie?.attributes.secure).toBe(true);
  });

  it('is not Secure over plain http with an http public address or COOKIE_SECURE=false, and sends no HSTS', async () => {
    for (const options of [{ publicUrl: 'http://localhost:4000' }, { publicUrl: 'http://portal.example', cookieSecure: false }]) {
      const client = new BffClient(await startBff(options));
      const signedIn = await client.gql(SIGN_IN);
      expect(signedIn.sessionCookie?.value, JSON.stringify(options)).toBe('fresh-session');
      expect(signedIn.sessionCookie?.attributes.secure, JSON.stringify(options)).toBeUndefined();
      expect(signedIn.headers.get('strict-transport-security'), JSON.stringify(options)).toBeNull();
    }
  });

  it('is Secure everywhere with COOKIE_SECURE, and ignores forwarded headers from untrusted peers', async () => {
    const forced = new BffClient(await startBff({ cookieSecure: true }));
    expect((await forced.gql(SIGN_IN)).sessionCookie?.attributes.secure).toBe(true);
    const untrusted = new BffClient(await startBff());
    const spoofed = await untrusted.gql(SIGN_IN, undefined, { 'x-forwarded-proto': 'https' });
    expect(spoofed.sessionCookie?.attributes.secure).toBeUndefined();
  });

  it('prefers an explicit Bearer token over the cookie', async () => {
    const client = new BffClient(await startBff());
    client.cookie = 'cookie-token';
    client.bearer = 'bearer-token';
    await client.gql('{ viewer { id } }');
    expect(fake.requests[0].headers.authorization).toBe('Bearer bearer-token');
  });
});

describe('BFF HTTP surface', () => {
  it('rejects simple (CSRF-able) requests and accepts JSON', async () => {
    const url = await startBff();
    const textPlain = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { signOut { step } }' }),
    });
    expect(textPlain.status).toBe(400);
    expect(await textPlain.text()).toMatch(/Cross-Site Request Forgery/);
    const form = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation%7BsignOut%7Bstep%7D%7D',
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const simpleGet = await fetch(`${url}/graphql?query=${encodeURIComponent('{ appInfo { version } }')}`);
    expect(simpleGet.status).toBe(400);
    const preflighted = await fetch(`${url}/graphql?query=${encodeURIComponent('{ appInfo { version } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await preflighted.json()).toEqual({ data: { appInfo: { version: '01.02.25' } } });
    expect(fake.requests).toHaveLength(0);
  });

  it('sends security headers and never lets GraphQL answers be cached', async () => {
    const url = await startBff();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appInfo { demoMode idleTimeoutMinutes } }' }),
    });
    expect(await response.json()).toEqual({ data: { appInfo: { demoMode: true, idleTimeoutMinutes: 40 } } });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a self-hosted GraphiQL in demo mode', async () => {
    const url = await startBff();
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="graphiql">');
    expect(html).not.toMatch(/https?:\/\//);
    // The icon is the portal's own, served with the web app (not built in this test); the rest is GraphiQL's.
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((src) => src !== '/favicon.svg')) {
      const asset = await fetch(`${url}${src}`);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type'), src).toMatch(/javascript|css/);
      await asset.arrayBuffer();
    }
    expect((await fetch(`${url}/graphiql/constructor`)).status).toBe(404);
  });

  it('in production: no GraphiQL, no introspection, no dev mailbox, no call-count header', async () => {
    const url = await startBff({ demoMode: false });
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('graphiql');
    expect((await fetch(`${url}/graphiql/graphiql.min.js`)).status).toBe(404);
    const client = new BffClient(url);
    const introspection = await client.gql('{ __schema { types { name } } }');
    expect(introspection.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const mailbox = await client.gql('{ devMailbox { totalCount } appInfo { demoMode } }');
    expect(mailbox.body.data).toEqual({ devMailbox: null, appInfo: { demoMode: false } });
    expect(mailbox.headers.get('x-upstream-calls')).toBeNull();
  });

  it('serves the web app with index.html for client routes only', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'bff-web-'));
    dirs.push(dist);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const url = await startBff({ webDistDir: dist });

    for (const route of ['/', '/login', '/dashboard/patients', '/create-password?token=abc']) {
      const response = await fetch(`${url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<title>Portal</title>');
    }
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const miss of ['/assets/missing.js', '/graphql/nope', '/health/x', '/favicon.png']) {
      expect((await fetch(`${url}${miss}`)).status, miss).toBe(404);
    }
    // An unknown API path is a 404 in JSON, never the app's page with 200.
    for (const miss of ['/api/v1/webapp/nothing', '/api/v1/webapp/reports', '/fhir/Nothing', '/ready/x']) {
      const response = await fetch(`${url}${miss}`);
      expect(response.status, miss).toBe(404);
      expect(response.headers.get('content-type'), miss).toContain('application/json');
    }
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok', rest: 'ok' });
  });

  it('serves the build’s brotli and gzip copies to browsers that accept them, and source maps only in demo mode', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'bff-web-'));
    dirs.push(dist);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    const script = 'console.log("portal");\n'.repeat(200);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3}');
    const production = await startBff({ webDistDir: dist, demoMode: false });

    const br = await fetch(`${production}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(script);
    const gz = await fetch(`${production}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${production}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    expect((await fetch(`${production}/assets/app-abc123.js.map`)).status).toBe(404);
    const demo = await startBff({ webDistDir: dist, demoMode: true });
    expect((await fetch(`${demo}/assets/app-abc123.js.map`)).status).toBe(200);
  });

  it('compresses GraphQL answers above the threshold, and leaves small ones alone', async () => {
    const url = await startBff({ demoMode: true });
    // A browser elsewhere, through a proxy on this machine that says whom it forwards for.
    const ask = (query: string, headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.9' }) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...headers },
        body: JSON.stringify({ query }),
      });
    const large = await ask('{ __schema { types { name description } } }');
    expect(large.headers.get('content-encoding')).toBe('br');
    const answer = (await large.json()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(50);
    // Past the one-call limit the answer is compressed through a stream, whole all the same.
    const huge = await ask(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(huge.headers.get('content-encoding')).toBe('br');
    const hugeText = await huge.text();
    expect(Buffer.byteLength(hugeText)).toBeGreaterThan(GRAPHQL_SYNC_COMPRESSION_LIMIT);
    expect(JSON.parse(hugeText).data.__schema.types.length).toBeGreaterThan(50);
    const small = await ask('{ __typename }');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
    // A client on this machine: bytes cost nothing on loopback, compressing them does.
    const local = await ask('{ __schema { types { name description } } }', {});
    expect(local.headers.get('content-encoding')).toBeNull();
    expect(((await local.json()) as typeof answer).data.__schema.types.length).toBe(answer.data.__schema.types.length);
  });

  it('reports itself degraded when the REST service is down', async () => {
    const url = await startBff({ restApiUrl: 'http://127.0.0.1:1' });
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', rest: 'unavailable' });
  });
});
