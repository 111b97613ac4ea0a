// The browser's facts forwarded by the BFF (address, User-Agent) are believed from this machine and
// from the addresses TRUST_FORWARDED_FROM lists only: a BFF in another container is heard, a
// device or a stranger setting the same headers is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { buildRestApp } from '../app';
import { requestFacts } from '../audit/auditRequest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { clientOf } from './client';
import { parseTrustedForwarders } from './forwarders';

let db: Database;
let rest: FastifyInstance;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  rest = buildRestApp({ db, demoMode: false, publicUrl: 'http://localhost:4000', trustForwardedFrom: ['10.0.0.0/8', '2001:db8::/32'] });
  rest.get('/facts', async (request) => ({ ...requestFacts(request), userAgent: clientOf(request).userAgent }));
});

afterAll(async () => {
  await rest.close();
  await db.close();
});

const facts = async (remoteAddress: string) =>
  (
    await rest.inject({
      method: 'GET',
      url: '/facts',
      remoteAddress,
      headers: {
        [FORWARDED_HEADERS.clientAddress]: '198.51.100.7',
        [FORWARDED_HEADERS.clientAgent]: 'Browser/1.0',
        'user-agent': 'Caller/2.0',
      },
    })
  ).json<{ address: string; userAgent: string }>();

describe('forwarded headers', () => {
  it.each([
    { peer: '127.0.0.1', believed: true },
    { peer: '10.20.30.40', believed: true },
    { peer: '2001:db8::5', believed: true },
    { peer: '192.0.2.1', believed: false },
    { peer: '11.0.0.1', believed: false },
  ])('from $peer: believed $believed', async ({ peer, believed }) => {
    const seen = await facts(peer);
    expect(seen.address).toBe(believed ? '198.51.100.7' : peer);
    expect(seen.userAgent).toBe(believed ? 'Browser/1.0' : 'Caller/2.0');
  });

  it('refuses a TRUST_FORWARDED_FROM that is not a list of addresses or ranges', () => {
    expect(parseTrustedForwarders(' 10.0.0.0/8, 172.29.53.10 ')).toEqual(['10.0.0.0/8', '172.29.53.10']);
    expect(parseTrustedForwarders(undefined)).toEqual([]);
    expect(() => parseTrustedForwarders('10.0.0.0/8, proxy.internal')).toThrow(/TRUST_FORWARDED_FROM/);
    expect(() => parseTrustedForwarders('10.0.0.0/33')).toThrow(/TRUST_FORWARDED_FROM/);
  });
});
