// The BFF in front of a clinic's existing backend: the bundled REST service behind a filter that
// answers only §7's calls. The BFF learns the profile on its own, names it in appInfo, and signs
// users in and out with §7's calls alone, keeping each session's user from its sign-in answer.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestRestApi } from '@portal/rest-api/testing';
import { UPSTREAM_EXTENSIONS } from '@portal/domain/upstream';
import { buildBffServer } from '../server';
import { BffClient } from '../../test/bffClient';
import { ACCOUNTS, VERIFY, signIn, type TestRestApi } from '../../test/stack';
import { startSection7Proxy, type Section7Proxy } from '../../test/section7Proxy';

let rest: TestRestApi;
let proxy: Section7Proxy;
let legacyUrl: string;
let portalUrl: string;
const servers: { close(): Promise<unknown> }[] = [];

async function bffOn(restApiUrl: string) {
  const bff = await buildBffServer({ restApiUrl, demoMode: true, logger: false, now: () => rest.clock.now() });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  servers.push(bff);
  return `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  rest = await startTestRestApi({ seed: true, demoMode: true });
  proxy = await startSection7Proxy(rest.url);
  legacyUrl = await bffOn(proxy.url);
  portalUrl = await bffOn(rest.url);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await proxy?.close();
  await rest?.close();
});
beforeEach(() => proxy.reset());

const APP_INFO = '{ appInfo { upstream { profile capabilities } } }';
const VIEWER = '{ viewer { fullName role email counts { patients } } }';

describe('the BFF in front of a §7 backend', () => {
  it('learns each upstream’s profile on its own and names it in appInfo', async () => {
    const legacy = await new BffClient(legacyUrl).gql(APP_INFO);
    expect(legacy.body.data.appInfo.upstream).toEqual({ profile: 'LEGACY', capabilities: [] });
    const portal = await new BffClient(portalUrl).gql(APP_INFO);
    expect(portal.body.data.appInfo.upstream.profile).toBe('PORTAL');
    expect(portal.body.data.appInfo.upstream.capabilities).toHaveLength(UPSTREAM_EXTENSIONS.length);
    expect(portal.body.data.appInfo.upstream.capabilities).toContain('BATCH_READS');
  });

  it('signs a doctor in, knows them on later requests and signs them out, with §7 calls only', async () => {
    const doctor = new BffClient(legacyUrl);
    const signedIn = await signIn(doctor, ACCOUNTS.doctor);
    expect(signedIn.body.data.signIn.step).toBe('SIGNED_IN');
    const viewer = await doctor.gql(VIEWER);
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data.viewer).toMatchObject({ role: 'DOCTOR', email: ACCOUNTS.doctor });
    expect((await doctor.gql('mutation { signOut { step } }')).body.data.signOut.step).toBe('SIGNED_OUT');
    expect((await doctor.gql(VIEWER)).body.data.viewer).toBeNull();
    expect(proxy.calls.map((c) => c.split('?')[0])).toEqual(['POST /api/v1/webapp/signin']);
    expect(proxy.refused).toEqual([]);
  });

  it('completes a second factor through §7’s 2FA call', async () => {
    const admin = new BffClient(legacyUrl);
    expect((await signIn(admin, ACCOUNTS.superAdmin)).body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
    const verified = await admin.gql(VERIFY, { code: await rest.twoFaCode(ACCOUNTS.superAdmin) });
    expect(verified.body.data.verifySecondFactor).toMatchObject({ step: 'SIGNED_IN', viewer: { role: 'SUPER_ADMIN' } });
    expect((await admin.gql(VIEWER)).body.data.viewer.role).toBe('SUPER_ADMIN');
    expect(proxy.refused).toEqual([]);
  });

  it('reports itself ready without a call §7 lacks', async () => {
    const ready = await fetch(`${legacyUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(proxy.refused).toEqual([]);
  });
});
