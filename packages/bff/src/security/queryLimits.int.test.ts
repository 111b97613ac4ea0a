// Query limits over HTTP: the finding's queries are refused before anything runs (no REST call
// beyond the session, a fast answer), batches and automatic persisted queries are refused, and
// production hides field suggestions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import type { BffClient } from '../../test/bffClient';
import { QUERY_LIMITS } from './queryLimits';

let stack: Stack;
let production: Stack;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  production = await startStack({ demoMode: false }, { seed: true });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await production?.close();
});
beforeEach(() => stack.proxy.reset());

const restCallsBeyondSession = () => stack.proxy.calls.filter((c) => !c.endsWith('/users/self'));

/** The finding's 341-byte query: the Visit.patient → Patient.visits cycle, five lists of 12. */
const CYCLE = `{ doctorWorkspace { patients(first: 12) { edges { node { ${'visits(first: 12) { edges { node { patient { '.repeat(4)}id${' } } } }'.repeat(4)} } } } } }`;

describe('query limits over HTTP', () => {
  it('refuses the visit ↔ patient cycle as too deep or costly, running nothing', async () => {
    const started = Date.now();
    const { body, status } = await doctor.gql(CYCLE);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/depth|cost/i);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.data).toBeUndefined();
    expect(restCallsBeyondSession()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an operation over the cost limit with its cost in the message', async () => {
    const { body, status } = await doctor.gql(
      `{ doctorWorkspace { patients(first: 100) { edges { node { visits(first: 100) { edges { node { patient { visits(first: 100) { totalCount } } } } } } } } } }`,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_COSTLY' } });
    expect(body.errors?.[0].message).toContain(`limit ${QUERY_LIMITS.maxCost}`);
    expect(restCallsBeyondSession()).toEqual([]);
  });

  it('refuses many aliases of the patient list, and 5,000 anonymous aliases of passwordLink, with no REST call', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `p${i}: patients(first: 1) { totalCount }`).join(' ');
    const many = await doctor.gql(`{ doctorWorkspace { ${aliases} } }`);
    expect(many.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(restCallsBeyondSession()).toEqual([]);

    stack.proxy.reset();
    const anonymous = stack.client();
    const links = Array.from({ length: 5000 }, (_, i) => `l${i}: passwordLink(token: "t${i}") { __typename }`).join(' ');
    const refused = await anonymous.gql(`{ ${links} }`);
    expect(refused.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.proxy.calls).toEqual([]);

    const eleven = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: appInfo { __typename }`).join(' ');
    expect((await anonymous.gql(`{ ${eleven} }`)).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads many objects through Query.nodes, and refuses more than 100 ids at once', async () => {
    const ids = Array.from({ length: 101 }, (_, i) =>
      Buffer.from(`Site:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).toString('base64'),
    );
    const tooMany = await doctor.gql('query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_MANY_IDS' });
    const hundred = await doctor.gql('query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids.slice(0, 100) });
    expect(hundred.body.errors).toBeUndefined();
    // A doctor sees no site: every one is null.
    expect(hundred.body.data.nodes).toEqual(Array(100).fill(null));
  });

  it('refuses batched requests and automatic persisted query registration', async () => {
    const batch = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batch.status).toBe(400);
    const apq = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } },
      }),
    });
    expect(((await apq.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_SUPPORTED',
    );
  });

  it('stops parsing a document over the token limit with a 400, and a malformed one too', async () => {
    const long = await doctor.gql(`{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens + 1)}}`);
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const malformed = await doctor.gql('{ viewer { id } } }');
    expect(malformed.status).toBe(400);
  });

  it('gives no field suggestions in production', async () => {
    const { body } = await production.client().gql('{ viewr { id } }');
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).not.toMatch(/Did you mean/i);
  });

  it('gives no enum value suggestions in production, in a literal or a variable', async () => {
    const client = production.client();
    const literal = await client.gql(
      'mutation { signIn(input: { username: "a@b.example", password: "x", tokenDelivery: RESPONS }) { step } }',
    );
    const variable = await client.gql(
      'mutation S($d: TokenDelivery) { signIn(input: { username: "a@b.example", password: "x", tokenDelivery: $d }) { step } }',
      {
        d: 'RESPONS',
      },
    );
    for (const { status, body } of [literal, variable]) {
      expect(status).toBe(400);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].message).not.toMatch(/Did you mean|RESPONSE/);
    }
  });

  it('answers 400 to a subscription and to variables nested 5,000 deep, running nothing', async () => {
    const subscription = await doctor.gql('subscription { viewer { id } }');
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SUBSCRIPTION_NOT_SUPPORTED' });

    // Written by hand: JSON.stringify itself overflows at this depth.
    const deep = `{"unused":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    stack.proxy.reset();
    const nested = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"{ appInfo { version } }","variables":${deep}}`,
    });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { errors: { extensions: unknown }[] }).errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'VARIABLES_TOO_DEEP',
    });
    expect(stack.proxy.calls).toEqual([]);
  });
});
