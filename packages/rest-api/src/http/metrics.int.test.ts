// GET /metrics of the REST service: route patterns (never ids) as labels, the outbox backlog read
// at scrape time, delivery tries counted, the page only for the token or this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildRestApp, type RestAppOptions } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DeliveryError } from '../mail/transport';

const TOKEN = 'scrape-token-0123456789';
const UID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

let db: Database;
const apps: FastifyInstance[] = [];

const app = async (options: Partial<RestAppOptions> = {}) => {
  const built = buildRestApp({ db, demoMode: false, publicUrl: 'http://localhost:4000', ...options });
  apps.push(built);
  await built.ready();
  return built;
};

const scrape = async (target: FastifyInstance) => {
  const answer = await target.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  for (const built of apps) await built.close();
  await db.close();
});

describe('REST metrics', () => {
  it('label requests with the route pattern and the status class, never the ids in the URL', async () => {
    const rest = await app();
    await rest.inject({ method: 'GET', url: `/api/v1/webapp/users/${UID}/sessions` });
    await rest.inject({ method: 'GET', url: '/api/v1/webapp/no/such/path' });
    await rest.inject({ method: 'GET', url: '/health' });
    const page = await scrape(rest);
    expect(page).toContain('http_requests_total{method="GET",route="/api/v1/webapp/users/:uid/sessions",status_class="4xx"} 1');
    expect(page).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
    expect(page).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/v1\/webapp\/users\/:uid\/sessions"/);
    expect(page).not.toContain(UID);
    // The probes and the scrape are left out; the process's own metrics are in.
    expect(page).not.toMatch(/route="\/(health|metrics)"/);
    expect(page).toContain('process_cpu_user_seconds_total');
  });

  it('read the outbox backlog at scrape time, and count delivery tries by outcome', async () => {
    const rest = await app();
    const queue = (to: string) => rest.messenger.queueEmail(db, { to, subject: 'Hello', text: 'Body' });
    await queue('a@clinic.example');
    await queue('b@clinic.example');
    const before = await scrape(rest);
    expect(before).toMatch(/rest_outbox_messages\{status="queued"\} 2\b/);
    expect(before).toMatch(/rest_outbox_messages\{status="failed"\} 0\b/);
    // The first scrape's own series, not a second app's: each app has its own registry.
    expect(before).not.toContain('rest_outbox_deliveries_total{');

    const sent: string[] = [];
    const delivering = await app({ mailer: { send: async (message) => void sent.push(message.to) }, outbox: { pollMs: null } });
    delivering.messenger.dispatch(await queue('c@clinic.example'));
    await delivering.messenger.idle();
    expect(sent).toHaveLength(3);
    const after = await scrape(delivering);
    expect(after).toContain('rest_outbox_deliveries_total{channel="EMAIL",outcome="sent"} 3');
    expect(after).toMatch(/rest_outbox_messages\{status="queued"\} 0\b/);

    const refusing = await app({
      mailer: {
        send: () => Promise.reject(new DeliveryError('mailbox unavailable', { permanent: true, code: 'SMTP 550' })),
      },
      outbox: { pollMs: null },
    });
    refusing.messenger.dispatch(await queue('d@clinic.example'));
    await refusing.messenger.idle();
    const refused = await scrape(refusing);
    expect(refused).toContain('rest_outbox_deliveries_total{channel="EMAIL",outcome="failed"} 1');
    expect(refused).toMatch(/rest_outbox_messages\{status="failed"\} 1\b/);
  });

  it.each([
    { name: 'no token set, loopback caller', token: null, remoteAddress: '127.0.0.1', headers: {}, status: 200 },
    { name: 'no token set, IPv6 loopback caller', token: null, remoteAddress: '::1', headers: {}, status: 200 },
    { name: 'no token set, another machine', token: null, remoteAddress: '203.0.113.9', headers: {}, status: 404 },
    {
      name: 'no token set, loopback proxy forwarding a stranger',
      token: null,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      status: 404,
    },
    {
      name: 'token set, right bearer',
      token: TOKEN,
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
      status: 200,
    },
    {
      name: 'token set, wrong bearer',
      token: TOKEN,
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}x` },
      status: 404,
    },
    { name: 'token set, none sent (loopback)', token: TOKEN, remoteAddress: '127.0.0.1', headers: {}, status: 404 },
  ])('answer $status to $name', async ({ token, remoteAddress, headers, status }) => {
    const rest = await app({ metricsToken: token });
    const answer = await rest.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect(answer.statusCode).toBe(status);
    if (status === 200) expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    else expect(answer.body).not.toContain('http_requests_total');
  });
});
