// Site.countryCode and PatientAddress.countryCode: the stored country's ISO code by the domain's
// recognition, beside the stored text, in front of the bundled REST service and of a §7 backend.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi } from '@portal/rest-api/testing';
import { buildBffServer } from '../server';
import { BffClient } from '../../test/bffClient';
import { ACCOUNTS, signIn, type TestRestApi } from '../../test/stack';
import { startSection7Proxy, type Section7Proxy } from '../../test/section7Proxy';

let rest: TestRestApi;
let proxy: Section7Proxy;
const urls: Record<'portal' | 'legacy', string> = { portal: '', legacy: '' };
const servers: { close(): Promise<unknown> }[] = [];

async function bffOn(restApiUrl: string) {
  const bff = await buildBffServer({ restApiUrl, demoMode: true, logger: false, now: () => rest.clock.now() });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  servers.push(bff);
  return `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
}

// Stored country texts as older records hold them, and what each is recognised as.
const STORED: Array<[string, string | null]> = [
  ['United States', 'US'],
  ['US', 'US'],
  ['u.s.a.', 'US'],
  ['Italia', 'IT'],
  ['DEU', 'DE'],
  ['Atlantis', null],
];

beforeAll(async () => {
  rest = await startTestRestApi({ seed: 'all', demoMode: true });
  proxy = await startSection7Proxy(rest.url);
  urls.legacy = await bffOn(proxy.url);
  urls.portal = await bffOn(rest.url);
  for (const [i, [country]] of STORED.entries()) {
    await rest.db.query(
      `insert into sites (name, email, country, city, street, apartment, backup_data) values ($1, $2, $3, 'Town', 'Main 1', '1', true)`,
      [`Country Site ${i}`, `country${i}@sites.example`, country],
    );
  }
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await proxy?.close();
  await rest?.close();
});

const SITES = `{ adminConsole { sites(first: 100, search: "Country Site") { edges { node { name country countryCode } } } } }`;
const PATIENTS = `{ doctorWorkspace { patients(first: 100) {
  edges { node { internalID personal { address { country countryCode } } } } } } }`;

describe.each(['portal', 'legacy'] as const)('countryCode in front of the %s profile', (profile) => {
  it("answers each site's stored country with its recognised code, null for one naming no country", async () => {
    const admin = new BffClient(urls[profile]);
    await signIn(admin, ACCOUNTS.admin);
    const { body } = await admin.gql(SITES);
    expect(body.errors).toBeUndefined();
    const byName = Object.fromEntries(body.data.adminConsole.sites.edges.map((e: any) => [e.node.name, e.node]));
    for (const [i, [country, code]] of STORED.entries()) {
      expect(byName[`Country Site ${i}`]).toEqual({ name: `Country Site ${i}`, country, countryCode: code });
    }
  });

  it("answers a patient's stored country with its recognised code", async () => {
    // Three of the doctor's active patients with older records' countries (set before the list is
    // read: in front of a §7 backend the BFF reuses a whole list it read a moment ago).
    const stored: Array<[string | null, string | null]> = [
      ['united states of america', 'US'],
      ['Atlantis', null],
      [null, null],
    ];
    const { rows } = await rest.db.query<{ id: string }>(
      `select p.id from patients p join users u on u.id = p.doctor_id where u.email = $1 and p.account_status = 2 order by p.id limit 3`,
      [ACCOUNTS.doctor],
    );
    for (const [i, row] of rows.entries()) await rest.db.query('update patients set country = $1 where id = $2', [stored[i][0], row.id]);
    const doctor = new BffClient(urls[profile]);
    await signIn(doctor, ACCOUNTS.doctor);
    const { body } = await doctor.gql(PATIENTS);
    expect(body.errors).toBeUndefined();
    const byId = Object.fromEntries(body.data.doctorWorkspace.patients.edges.map((e: any) => [e.node.internalID, e.node.personal.address]));
    for (const [i, row] of rows.entries()) expect(byId[row.id]).toEqual({ country: stored[i][0], countryCode: stored[i][1] });
  });
});
