// The REST service logs each request under the BFF's x-request-id (reqId in its log lines), so
// one operation reads alike in both services' logs; an id that is not sane, or that comes from
// another machine, is replaced by one of its own.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildRestApp } from './app';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';

const UID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

let db: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  for (const built of apps) await built.close();
  await db.close();
});

describe('REST request ids', () => {
  const logged = async (request: { headers?: Record<string, string>; remoteAddress?: string }, trustForwardedFrom?: string[]) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const rest = buildRestApp({
      db,
      demoMode: false,
      publicUrl: 'http://localhost:4000',
      logger: pino({ level: 'info' }, sink),
      trustForwardedFrom,
    });
    apps.push(rest);
    await rest.inject({ method: 'GET', url: '/api/v1/webapp/users/self', ...request });
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.reqId).toBeTruthy();
    return incoming!.reqId!;
  };

  it("log under the BFF's x-request-id", async () => {
    expect(await logged({ headers: { 'x-request-id': UID } })).toBe(UID);
  });

  it('make their own id when the one sent is not sane or not from this machine', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(await logged({})).toMatch(uuid);
    expect(await logged({ headers: { 'x-request-id': 'x'.repeat(65) } })).toMatch(uuid);
    expect(await logged({ headers: { 'x-request-id': 'id with spaces {"forged":1}' } })).toMatch(uuid);
    expect(await logged({ headers: { 'x-request-id': UID }, remoteAddress: '203.0.113.9' })).toMatch(uuid);
  });

  it('take the id from a BFF on another machine that TRUST_FORWARDED_FROM lists', async () => {
    expect(await logged({ headers: { 'x-request-id': UID }, remoteAddress: '10.1.2.3' }, ['10.0.0.0/8'])).toBe(UID);
    expect(await logged({ headers: { 'x-request-id': UID }, remoteAddress: '192.0.2.1' }, ['10.0.0.0/8'])).not.toBe(UID);
  });
});
