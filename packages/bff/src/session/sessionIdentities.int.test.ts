// The memory of session owners (sessionIdentities.ts) against the real REST service: once a doctor
// is known, the workspace asks REST for the page straight away, and REST still has the last word
// on the token (a session ended elsewhere or a locked account is refused on that very call).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_IDS } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import { sessionIdentities } from './sessionIdentities';

const PAGE = /* GraphQL */ `
  {
    doctorWorkspace {
      patients(first: 3) {
        totalCount
      }
    }
  }
`;
const END_OTHERS = /* GraphQL */ `
  mutation {
    signOutEverywhere(input: { keepCurrent: true }) {
      step
    }
  }
`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { seed: true });
}, 120_000);
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const errorCodes = (body: { errors?: { extensions?: { code?: string } }[] }) => (body.errors ?? []).map((e) => e.extensions?.code);

describe('a doctor the BFF already knows', () => {
  it('gets the page without asking REST who they are first', async () => {
    const { client } = await signedInClient(stack, ACCOUNTS.doctor);
    stack.proxy.reset();
    const answer = await client.gql(PAGE);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.proxy.calls.some((call) => call.endsWith('/users/self'))).toBe(false);
    expect(stack.proxy.calls).toHaveLength(1);
  });

  it('is refused by REST once the session was ended from another browser', async () => {
    const { client: first } = await signedInClient(stack, ACCOUNTS.doctor);
    expect((await first.gql(PAGE)).body.errors).toBeUndefined();
    const { client: second } = await signedInClient(stack, ACCOUNTS.doctor);
    expect((await second.gql(END_OTHERS)).body.errors).toBeUndefined();
    const answer = await first.gql(PAGE);
    expect(answer.body.data?.doctorWorkspace?.patients ?? null).toBeNull();
    expect(errorCodes(answer.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('is refused by REST once the account was locked', async () => {
    const { client } = await signedInClient(stack, ACCOUNTS.doctor);
    expect((await client.gql(PAGE)).body.errors).toBeUndefined();
    await stack.rest.db.query('update users set enabled = 0 where id = $1', [DEMO_ACCOUNT_IDS.doctor]);
    try {
      const answer = await client.gql(PAGE);
      expect(answer.body.data?.doctorWorkspace?.patients ?? null).toBeNull();
      // A locked account's session is over (§4): the browser signs out and the sign-in says why.
      expect(errorCodes(answer.body)).toEqual(['UNAUTHENTICATED']);
    } finally {
      await stack.rest.db.query('update users set enabled = 1 where id = $1', [DEMO_ACCOUNT_IDS.doctor]);
    }
  });
});

describe('sessionIdentities', () => {
  const doctor = { role: 'DOCTOR', userId: 'u1', siteId: 's1', isSiteAdmin: false } as const;

  it('recalls a token for the time it is kept, and not after signing out', async () => {
    const identities = sessionIdentities({ ttlMs: 40 });
    identities.remember('token-a', doctor);
    expect(identities.recall('token-a')).toEqual(doctor);
    expect(identities.recall('token-b')).toBeUndefined();
    identities.forget('token-a');
    expect(identities.recall('token-a')).toBeUndefined();
    identities.remember('token-a', doctor);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(identities.recall('token-a')).toBeUndefined();
  });
});
