// The finding "safe by default": the dev mailbox (every 2FA code and password link) answered any
// anonymous caller, so four requests took any account over. Now it answers only in demo mode and
// only callers on this machine; a loopback caller in demo mode (the Playwright suite's browser on
// localhost) still reads it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildBffServer } from '../server';
import { ACCOUNTS, latestMail, MAILBOX, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ demoMode: true });
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const RESET = 'mutation($u: String!) { requestPasswordReset(input: { username: $u }) { accepted } }';
const NODE = 'query($id: ID!) { node(id: $id) { id ... on OutboxMessage { body } } }';

/** A GraphQL call as seen from `remoteAddress` (Fastify inject), without a session. */
async function gqlFrom(
  bff: FastifyInstance,
  remoteAddress: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  };
  const response = await bff.inject(request);
  return response.json() as { data?: any; errors?: unknown[] };
}

/** A password link for the super admin, and the id of its message (read over loopback). */
async function resetLinkMessage() {
  const requested = await gqlFrom(stack.bff, '203.0.113.9', RESET, { u: ACCOUNTS.superAdmin });
  expect(requested.data.requestPasswordReset.accepted).toBe(true);
  await stack.rest.app.messenger.idle();
  return latestMail(stack.client(), ACCOUNTS.superAdmin);
}

describe('the dev mailbox in demo mode', () => {
  it('gives an anonymous caller from the network nothing: neither devMailbox nor node(id:)', async () => {
    const message = await resetLinkMessage();
    expect(message.body).toContain('/create-password?token=');
    stack.proxy.reset();

    const mailbox = await gqlFrom(stack.bff, '203.0.113.9', MAILBOX, { recipient: ACCOUNTS.superAdmin, first: 5 });
    expect(mailbox).toEqual({ data: { devMailbox: null } });
    const node = await gqlFrom(stack.bff, '203.0.113.9', NODE, { id: message.id });
    expect(node).toEqual({ data: { node: null } });
    const mapped = await gqlFrom(stack.bff, '::ffff:203.0.113.9', MAILBOX, {});
    expect(mapped).toEqual({ data: { devMailbox: null } });
    // Refused in the BFF: the outbox was not even asked.
    expect(stack.proxy.calls).toEqual([]);
  });

  it('answers a loopback caller (IPv4, IPv6, IPv4-mapped), devMailbox and node(id:) alike', async () => {
    const message = await resetLinkMessage();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const mailbox = await gqlFrom(stack.bff, address, MAILBOX, { recipient: ACCOUNTS.superAdmin, first: 1 });
      expect(mailbox.data.devMailbox.edges[0].node.id, address).toBe(message.id);
      const node = await gqlFrom(stack.bff, address, NODE, { id: message.id });
      expect(node.data.node, address).toEqual({ id: message.id, body: message.body });
    }
  });

  it('gives nothing to a request a proxy on this machine forwarded for another address', async () => {
    const message = await resetLinkMessage();
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of forwarded) {
      const mailbox = await gqlFrom(stack.bff, '127.0.0.1', MAILBOX, {}, headers);
      expect(mailbox, JSON.stringify(headers)).toEqual({ data: { devMailbox: null } });
      const node = await gqlFrom(stack.bff, '127.0.0.1', NODE, { id: message.id }, headers);
      expect(node, JSON.stringify(headers)).toEqual({ data: { node: null } });
    }
    // A local proxy forwarding a local caller is still local.
    const local = await gqlFrom(
      stack.bff,
      '127.0.0.1',
      NODE,
      { id: message.id },
      { 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:4711"' },
    );
    expect(local.data.node.id).toBe(message.id);
  });

  it('gives nothing to a page of another site re-pointed at this machine (DNS rebinding): the Host must name it', async () => {
    const message = await resetLinkMessage();
    for (const host of ['evil.example', 'evil.example:4000', '127.0.0.1.evil.example', 'localhost.evil.example:80']) {
      const mailbox = await gqlFrom(stack.bff, '127.0.0.1', MAILBOX, {}, { host });
      expect(mailbox, host).toEqual({ data: { devMailbox: null } });
      expect(await gqlFrom(stack.bff, '127.0.0.1', NODE, { id: message.id }, { host }), host).toEqual({ data: { node: null } });
    }
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'localhost']) {
      const node = await gqlFrom(stack.bff, '127.0.0.1', NODE, { id: message.id }, { host });
      expect(node.data.node.id, host).toBe(message.id);
    }
  });

  it('gives nothing to the client behind a trusted proxy on this machine', async () => {
    const proxied = await buildBffServer({ restApiUrl: stack.proxy.url, demoMode: true, logger: false, trustProxy: 1 });
    try {
      const mailbox = await gqlFrom(proxied, '127.0.0.1', MAILBOX, {}, { 'x-forwarded-for': '203.0.113.9' });
      expect(mailbox).toEqual({ data: { devMailbox: null } });
      const local = await gqlFrom(proxied, '127.0.0.1', MAILBOX, { first: 1 }, { 'x-forwarded-for': '127.0.0.1' });
      expect(local.data.devMailbox.edges).toHaveLength(1);
    } finally {
      await proxied.close();
    }
  });
});

describe('the dev mailbox outside demo mode', () => {
  it('gives nothing even to a loopback caller', async () => {
    const production = await buildBffServer({ restApiUrl: stack.proxy.url, demoMode: false, logger: false });
    try {
      const message = await resetLinkMessage();
      stack.proxy.reset();
      expect(await gqlFrom(production, '127.0.0.1', MAILBOX, {})).toEqual({ data: { devMailbox: null } });
      expect(await gqlFrom(production, '127.0.0.1', NODE, { id: message.id })).toEqual({ data: { node: null } });
      expect(stack.proxy.calls).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
