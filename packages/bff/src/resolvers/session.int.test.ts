// The signed-in session and demo conveniences over HTTP against the real REST service:
// changeLanguage, the dev mailbox, node(id:), CSRF prevention and the REST service going away.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BffClient } from '../../test/bffClient';
import { ACCOUNTS, MAILBOX, signIn, startStack, type Stack } from '../../test/stack';
import { buildBffServer } from '../server';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const CHANGE_LANGUAGE = /* GraphQL */ `
  mutation Language($language: Language!) {
    changeLanguage(input: { language: $language }) {
      viewer {
        language
        fullName
      }
      errors {
        __typename
        title
        messages
      }
    }
  }
`;

describe('changeLanguage', () => {
  it('stores the language, which then comes with the viewer and the next sign-in', async () => {
    const client = stack.client();
    await signIn(client, ACCOUNTS.admin);
    stack.proxy.reset();
    const changed = await client.gql(CHANGE_LANGUAGE, { language: 'IT' });
    expect(changed.body.data.changeLanguage).toMatchObject({ viewer: { language: 'IT' }, errors: [] });
    expect(stack.proxy.calls).toEqual([
      'GET /api/v1/webapp/users/self',
      expect.stringMatching(/^POST \/api\/v1\/webapp\/users\/.+\/changeLanguage$/),
    ]);
    expect((await client.gql('{ viewer { language } }')).body.data.viewer).toEqual({ language: 'IT' });

    const next = await signIn(stack.client(), ACCOUNTS.admin);
    expect(next.body.data.signIn.viewer.language).toBe('IT');
    await client.gql(CHANGE_LANGUAGE, { language: 'EN' });
  });

  it('needs a session: UNAUTHENTICATED otherwise', async () => {
    const response = await stack.client().gql(CHANGE_LANGUAGE, { language: 'HE' });
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]).toMatchObject({ path: ['changeLanguage'], extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('dev mailbox and node(id:)', () => {
  it('pages the outbox newest first with cursors, caps first at 100, and finds a message by global ID', async () => {
    const client = stack.client();
    for (let i = 0; i < 3; i += 1) await signIn(client, ACCOUNTS.superAdmin);
    const first = await client.gql(MAILBOX, { recipient: ACCOUNTS.superAdmin, first: 2 });
    const page = first.body.data.devMailbox;
    expect(page.edges).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: page.edges[1].cursor });
    const [newest, older] = page.edges.map((e: { node: { createdAt: string } }) => Date.parse(e.node.createdAt));
    expect(newest).toBeGreaterThanOrEqual(older);
    expect(page.edges[0].node).toMatchObject({ channel: 'EMAIL', recipient: ACCOUNTS.superAdmin });

    const second = await client.gql(MAILBOX, { recipient: ACCOUNTS.superAdmin, first: 2, after: page.pageInfo.endCursor });
    const secondPage = second.body.data.devMailbox;
    expect(secondPage.pageInfo.hasPreviousPage).toBe(true);
    expect(secondPage.edges[0].node.id).not.toBe(page.edges[1].node.id);

    const capped = await client.gql(MAILBOX, { first: 1000 });
    expect(capped.body.data.devMailbox.edges.length).toBeLessThanOrEqual(100);

    const message = page.edges[0].node;
    expect(Buffer.from(message.id, 'base64').toString()).toBe(`OutboxMessage:${message.internalID}`);
    const found = await client.gql('query N($id: ID!) { node(id: $id) { id ... on OutboxMessage { body recipient } } }', {
      id: message.id,
    });
    expect(found.body.data.node).toEqual({ id: message.id, body: message.body, recipient: ACCOUNTS.superAdmin });
  });

  it('answers null for unknown, malformed and foreign global IDs', async () => {
    const client = stack.client();
    const signedIn = await signIn(client, ACCOUNTS.doctor);
    expect(signedIn.body.data.signIn.step).toBe('SIGNED_IN');
    for (const id of ['garbage', Buffer.from('Viewer:someone-else').toString('base64'), Buffer.from('Patient:1').toString('base64')]) {
      const response = await client.gql('query N($id: ID!) { node(id: $id) { id } }', { id });
      expect(response.body, id).toEqual({ data: { node: null } });
    }
  });

  it('rejects a cursor it did not issue', async () => {
    const response = await stack.client().gql(MAILBOX, { after: 'bogus' });
    expect(response.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('CSRF prevention', () => {
  it('rejects a simple form POST and changes nothing', async () => {
    const client = stack.client();
    await signIn(client, ACCOUNTS.doctor);
    stack.proxy.reset();
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: `portal_session=${client.cookie}` },
      body: JSON.stringify({ query: 'mutation { signOut { step } }' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(stack.proxy.calls).toEqual([]);
    expect((await client.gql('{ viewer { email } }')).body.data.viewer).toEqual({ email: ACCOUNTS.doctor });
  });
});

describe('REST service unavailable', () => {
  it('reports UPSTREAM_UNAVAILABLE with the §8 Connection Error texts', async () => {
    const bff = await buildBffServer({ restApiUrl: 'http://127.0.0.1:1', demoMode: true, logger: false });
    await bff.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = new BffClient(`http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`);
      const signInResponse = await signIn(client, ACCOUNTS.doctor);
      expect(signInResponse.body.data).toBeNull();
      expect(signInResponse.body.errors).toEqual([
        {
          message: 'connection error or Timed out',
          path: ['signIn'],
          locations: expect.any(Array),
          extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' },
        },
      ]);
      client.cookie = 'some-session';
      const viewer = await client.gql('{ viewer { id } appInfo { version } }');
      expect(viewer.body.data).toEqual({ viewer: null, appInfo: { version: '01.02.25' } });
      expect(viewer.body.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' });
      expect(client.cookie).toBe('some-session'); // an outage is not a sign-out
    } finally {
      await bff.close();
    }
  });
});
