// GET /metrics of the BFF on the real stack: a persisted operation counted under its name, the
// REST calls it made under their route patterns (no ids), HTTP routes as patterns, the breaker's
// state; and the page only for the token or this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REST_ROLES } from '@portal/domain/enums';
import { createAccount } from '@portal/rest-api/seed/records';
import { SESSION_COOKIE } from '../session/cookie';
import { loadPersistedDocuments } from '../security/persistedDocuments';
import { buildBffServer } from '../server';
import { signIn, startStack, type Stack } from '../../test/stack';

// The web app's own document (its id is the hash of its text, which relay-compiler rewrites).
const ACTIVE_SESSIONS = [...loadPersistedDocuments()].find(([, text]) => text.startsWith('query ActiveSessionsQuery'))![0];
const TOKEN = 'scrape-token-0123456789';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const scrape = async (bff: FastifyInstance) => {
  const answer = await bff.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe('BFF metrics', () => {
  it('count a persisted operation by name and its REST calls by route pattern', async () => {
    const email = 'bff.metrics@clinic.example';
    const accountId = await createAccount(stack.rest.db, {
      email,
      password: 'Right!2026',
      firstName: 'Mia',
      lastName: 'Tran',
      roles: [REST_ROLES.admin],
      twoFa: false,
    });
    const client = stack.client();
    expect((await signIn(client, email, 'Right!2026')).body.data.signIn.step).toBe('SIGNED_IN');
    // As the web app sends it: the document's id, the session in its cookie.
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie!)}` },
      body: JSON.stringify({ documentId: ACTIVE_SESSIONS }),
    });
    expect(((await response.json()) as { data: { viewer: { sessions: unknown[] } } }).data.viewer.sessions).toHaveLength(1);
    // Unnamed and invalid: a bounded label, and the error's code from the vocabulary as the outcome.
    const invalid = await stack.client().gql('{ viewer { noSuchField } }');
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const page = await scrape(stack.bff);
    expect(page).toContain('bff_graphql_operations_total{operation="ActiveSessionsQuery",outcome="ok"} 1');
    expect(page).toContain('bff_graphql_operations_total{operation="anonymous",outcome="BAD_USER_INPUT"} 1');
    expect(page).toMatch(/bff_graphql_operation_duration_seconds_count\{operation="ActiveSessionsQuery",outcome="ok"\} 1\b/);
    expect(page).toMatch(/bff_upstream_requests_total\{method="GET",route="\/api\/v1\/webapp\/users\/:id\/sessions",outcome="ok"\} [1-9]/);
    expect(page).toMatch(/bff_upstream_requests_total\{method="POST",route="\/api\/v1\/webapp\/signin",outcome="ok"\} 1\b/);
    expect(page).toMatch(
      /bff_upstream_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/v1\/webapp\/users\/:id\/sessions"/,
    );
    expect(page).toMatch(/http_requests_total\{method="POST",route="\/graphql",status_class="2xx"\} [1-9]/);
    expect(page).toContain('bff_upstream_circuit_state{state="closed"} 1');
    expect(page).toContain('bff_upstream_circuit_state{state="open"} 0');
    expect(page).toContain('process_cpu_user_seconds_total');
    // Neither the account's id, nor its address, nor any query text.
    expect(page).not.toContain(accountId);
    expect(page).not.toContain(email);
    expect(page).not.toContain('viewer');
    expect(page).not.toMatch(/route="\/(metrics|health|ready)"/);
  });

  it('open the page to the token, or without one to this machine only', async () => {
    const cases = [
      { token: null, remoteAddress: '127.0.0.1', headers: {}, status: 200 },
      { token: null, remoteAddress: '198.51.100.4', headers: {}, status: 404 },
      { token: null, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' }, status: 404 },
      { token: TOKEN, remoteAddress: '198.51.100.4', headers: { authorization: `Bearer ${TOKEN}` }, status: 200 },
      { token: TOKEN, remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer not-the-token-at-all' }, status: 404 },
      { token: TOKEN, remoteAddress: '127.0.0.1', headers: {}, status: 404 },
    ];
    for (const metricsToken of [null, TOKEN]) {
      const bff = await buildBffServer({ restApiUrl: stack.proxy.url, demoMode: false, logger: false, metricsToken });
      try {
        for (const { remoteAddress, headers, status } of cases.filter((c) => c.token === metricsToken)) {
          const answer = await bff.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { accept: 'text/html', ...headers } });
          expect(answer.statusCode, JSON.stringify({ metricsToken, remoteAddress, headers })).toBe(status);
          if (status === 404) expect(answer.body).not.toContain('http_requests_total');
        }
      } finally {
        await bff.close();
      }
    }
  });
});
