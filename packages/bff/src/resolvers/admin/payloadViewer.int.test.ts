// `viewer` on count-changing payloads: the tab badges follow a write without another query,
// and reading it costs one session look-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERRORS, signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: true });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
});
afterAll(() => stack?.close());

const COUNTS = 'viewer { counts { sites ecps versions pendingUsers } }';
const CREATE_SITE = `mutation($input: CreateSiteInput!) { createSite(input: $input) { site { id } ${COUNTS} ${ERRORS} } }`;
const DELETE_SITE = `mutation($input: DeleteSiteInput!) { deleteSite(input: $input) { deletedId ${COUNTS} ${ERRORS} } }`;
const ADD_VERSION = `mutation($input: AddSoftwareVersionInput!) { addSoftwareVersion(input: $input) { version { id } ${COUNTS} ${ERRORS} } }`;

describe('viewer on admin payloads', () => {
  it('gives the tab counts after a site is created and deleted', async () => {
    const before = (await admin.gql(`{ viewer { counts { sites } } }`)).body.data.viewer.counts.sites as number;
    const input = { name: 'Badge Clinic', email: 'badge@example.com', country: 'Italy', city: 'Pisa', street: 'Via A 1', apartment: '1' };
    const created = (await admin.gql(CREATE_SITE, { input })).body.data.createSite;
    expect(created.errors).toEqual([]);
    expect(created.viewer.counts.sites).toBe(before + 1);
    stack.proxy.reset();
    const deleted = (await admin.gql(DELETE_SITE, { input: { id: created.site.id } })).body.data.deleteSite;
    expect(deleted.errors).toEqual([]);
    expect(deleted.viewer.counts.sites).toBe(before);
    // session look-up, the delete, the site's ECPs for deletedEcpIds, the fresh profile: bounded.
    expect(stack.proxy.calls.length).toBeLessThanOrEqual(5);
  });

  it('counts a new version', async () => {
    const before = (await admin.gql(`{ viewer { counts { versions } } }`)).body.data.viewer.counts.versions as number;
    const { body } = await admin.gql(ADD_VERSION, {
      input: { type: 'TV', versionNumber: '99.1.0', url: 'https://updates.example.com/tv/99.1.0' },
    });
    expect(body.data.addSoftwareVersion.errors).toEqual([]);
    expect(body.data.addSoftwareVersion.viewer.counts.versions).toBe(before + 1);
  });
});
