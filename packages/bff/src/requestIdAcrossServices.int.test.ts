// One operation reads alike in both services' logs: the BFF logs a GraphQL
// request under its id, and every REST call that request makes is logged by the REST service
// under the same id (x-request-id, reqId in each line); two operations never share one.
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi } from '@portal/rest-api/testing';
import { buildBffServer } from './server';
import { BffClient } from '../test/bffClient';
import { ACCOUNTS, signIn } from '../test/stack';

type Line = {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
  operationName?: string;
  upstreamCalls?: number;
  res?: { statusCode?: number };
};

function capture() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

const restLog = capture();
const bffLog = capture();
let rest: Awaited<ReturnType<typeof startTestRestApi>>;
let bff: Awaited<ReturnType<typeof buildBffServer>>;
let client: BffClient;

beforeAll(async () => {
  rest = await startTestRestApi({ seed: true, demoMode: true, logger: restLog.logger });
  bff = await buildBffServer({ restApiUrl: rest.url, demoMode: true, logger: bffLog.logger, now: () => rest.clock.now() });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  client = new BffClient(`http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await bff.close();
  await rest.close();
});

/** The ids the BFF logged its /graphql requests under (one line each, when it ends), in order. */
const bffGraphqlIds = () =>
  bffLog.lines.filter((line) => line.msg === 'request completed' && line.req?.url?.startsWith('/graphql')).map((line) => line.reqId!);

describe('request ids across the BFF and REST', () => {
  it("logs every REST call of an operation under the BFF's id for it, and each operation under its own", async () => {
    const restBefore = restLog.lines.length;
    const signedIn = await signIn(client, ACCOUNTS.doctor);
    expect(signedIn.body.data.signIn.step).toBe('SIGNED_IN');
    const afterSignIn = restLog.lines.length;
    const listed = await client.gql('{ doctorWorkspace { patients(first: 3) { edges { node { id } } } } }');
    expect(listed.body.errors).toBeUndefined();

    const [signInId, listId] = bffGraphqlIds().slice(-2);
    expect(signInId).toMatch(/^[0-9a-f-]{36}$/);
    expect(listId).not.toBe(signInId);
    const restIds = (from: number, to: number) =>
      restLog.lines
        .slice(from, to)
        .filter((line) => line.msg === 'incoming request')
        .map((line) => line.reqId);
    const signInCalls = restIds(restBefore, afterSignIn);
    const listCalls = restIds(afterSignIn, restLog.lines.length);
    expect(signInCalls.length).toBeGreaterThan(0);
    expect(listCalls.length).toBeGreaterThan(0);
    expect(new Set(signInCalls)).toEqual(new Set([signInId]));
    expect(new Set(listCalls)).toEqual(new Set([listId]));
    // Every line the REST service wrote for those calls carries the id, not only the first.
    const restLines = restLog.lines.slice(restBefore).filter((line) => line.msg === 'request completed');
    expect(restLines.every((line) => line.reqId === signInId || line.reqId === listId)).toBe(true);
  });

  it('writes one line per GraphQL request, when it ends, naming the operation and its REST calls', async () => {
    const before = bffLog.lines.length;
    const listed = await client.gql('query ListForLog { doctorWorkspace { patients(first: 2) { edges { node { id } } } } }');
    expect(listed.body.errors).toBeUndefined();
    const lines = bffLog.lines.slice(before);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    const [line] = lines.filter((l) => l.msg === 'request completed' && l.req?.url?.startsWith('/graphql'));
    expect(line).toMatchObject({ operationName: 'ListForLog', res: { statusCode: 200 } });
    expect(line.upstreamCalls).toBeGreaterThan(0);
  });
});
