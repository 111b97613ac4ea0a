// AdminConsole.ecps served by the database: offset pages, the multi-column order, the
// ticked column filters and their facets in one paged REST call beside the session, for platform
// admins (every site) and site admins (their own site only, through their own REST call).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFESSIONS } from '@portal/domain/enums';
import { DEMO_SITE_ID, DEMO_SITE_NAME } from '@portal/rest-api/seed/accounts';
import { insertSite } from '@portal/rest-api/seed/records';
import { insertEcp } from '@portal/rest-api/admin/ecpsStore';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let siteAdmin: BffClient;
let doctor: BffClient;

const pad = (i: number) => String(i).padStart(2, '0');

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  // 40 more ECPs: Bulkdoc 00..39, at Bulk East for multiples of 4 (else the demo clinic), locked when even.
  const east = await insertSite(stack.rest.db, { name: 'Bulk East' });
  for (let i = 0; i < 40; i += 1) {
    const id = await insertEcp(
      stack.rest.db,
      {
        FirstName: `Doc${i}`,
        LastName: `Bulkdoc ${pad(i)}`,
        Email: `bulkdoc${pad(i)}@ecps.example`,
        PhoneNumber: '+39 02 555 0100',
        Profession: PROFESSIONS.optometrist,
        SiteStorageID: i % 4 === 0 ? east : DEMO_SITE_ID,
        isSiteAdmin: false,
        MedicalLicense: null,
        Notes: null,
        SocialID: null,
        DefaultVAUnit: null,
      },
      'en',
    );
    if (i % 2 === 0) await stack.rest.db.query('update users set enabled = 0 where id = $1', [id]);
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const ECPS = /* GraphQL */ `
  query Ecps($first: Int, $offset: Int, $search: String, $orderBy: [EcpOrder!], $filters: [EcpFilter!]) {
    adminConsole {
      ecps(first: $first, offset: $offset, search: $search, orderBy: $orderBy, filters: $filters) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
        facets {
          column
          values {
            value
            count
          }
        }
        edges {
          node {
            id
            lastName
            siteName
            locked
          }
        }
      }
    }
  }
`;

const ecpsOf = (body: any) => body.data.adminConsole.ecps;
const names = (body: any) => ecpsOf(body).edges.map((e: any) => e.node.lastName);
const listCalls = () => stack.proxy.calls.filter((c) => c.includes('getAllECP'));

describe('AdminConsole.ecps paged by the database (platform admins)', () => {
  it('answers a page of 14 at an offset with one REST call beside the session', async () => {
    const { body, headers } = await admin.gql(ECPS, { first: 14, offset: 14, search: 'bulkdoc' });
    expect(body.errors).toBeUndefined();
    expect(ecpsOf(body)).toMatchObject({ totalCount: 40, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(names(body)).toEqual(Array.from({ length: 14 }, (_, i) => `Bulkdoc ${pad(14 + i)}`));
    expect(stack.proxy.calls).toEqual([
      'GET /api/v1/webapp/users/self',
      expect.stringMatching(/\/VistaAdmins\/[^/]+\/doctors\/getAllECP$/),
    ]);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('sorts by several columns and filters by ticked values, with facets under the other filters', async () => {
    const { body } = await admin.gql(ECPS, {
      first: 5,
      search: 'bulkdoc',
      orderBy: [
        { field: 'SITE', direction: 'ASC' },
        { field: 'LAST_NAME', direction: 'DESC' },
      ],
      filters: [{ column: 'LOCKED', values: ['true'] }],
    });
    expect(body.errors).toBeUndefined();
    // Locked: even numbers; Bulk East (multiples of 4) before the demo clinic, last name backwards.
    expect(names(body)).toEqual(['Bulkdoc 36', 'Bulkdoc 32', 'Bulkdoc 28', 'Bulkdoc 24', 'Bulkdoc 20']);
    expect(ecpsOf(body).edges.every((e: any) => e.node.locked && e.node.siteName === 'Bulk East')).toBe(true);
    expect(ecpsOf(body).totalCount).toBe(20);
    expect(ecpsOf(body).facets).toEqual([
      {
        column: 'SITE',
        values: [
          { value: 'Bulk East', count: 10 },
          { value: DEMO_SITE_NAME, count: 10 },
        ],
      },
      {
        column: 'LOCKED',
        values: [
          { value: 'false', count: 20 },
          { value: 'true', count: 20 },
        ],
      },
    ]);
  });

  it('an empty tick list shows no ECP; a column that does not filter or a negative offset is BAD_USER_INPUT', async () => {
    const none = await admin.gql(ECPS, { first: 5, filters: [{ column: 'SITE', values: [] }] });
    expect(ecpsOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await admin.gql(ECPS, { first: 5, filters: [{ column: 'EMAIL', values: ['x'] }] });
    expect(wrongColumn.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await admin.gql(ECPS, { first: 5, offset: -1 });
    expect(negative.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves a node the page holds from the page: no by-id call', async () => {
    const first = await admin.gql(ECPS, { first: 3, search: 'bulkdoc' });
    const id = ecpsOf(first.body).edges[1].node.id;
    stack.proxy.reset();
    const { body } = await admin.gql(
      `query N($id: ID!) { adminConsole { ecps(first: 3, search: "bulkdoc") { totalCount } } node(id: $id) { ... on Ecp { lastName } } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.node.lastName).toBe('Bulkdoc 01');
    expect(listCalls()).toHaveLength(1);
    expect(stack.proxy.calls).toHaveLength(2);
  });
});

describe('AdminConsole.ecps of a site admin', () => {
  it('pages their own site only, with their own REST call: another site is neither a row nor a facet value', async () => {
    const { body, headers } = await siteAdmin.gql(ECPS, {
      first: 5,
      search: 'bulkdoc',
      orderBy: [{ field: 'LAST_NAME', direction: 'DESC' }],
    });
    expect(body.errors).toBeUndefined();
    // The demo clinic's: not multiples of 4.
    expect(names(body)).toEqual(['Bulkdoc 39', 'Bulkdoc 38', 'Bulkdoc 37', 'Bulkdoc 35', 'Bulkdoc 34']);
    expect(ecpsOf(body).totalCount).toBe(30);
    expect(ecpsOf(body).facets[0]).toEqual({ column: 'SITE', values: [{ value: DEMO_SITE_NAME, count: 30 }] });
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self', expect.stringMatching(/\/eyeCareProviders\/[^/]+\/getAllECP$/)]);
    expect(headers.get('x-upstream-calls')).toBe('2');

    const elsewhere = await siteAdmin.gql(ECPS, { first: 5, filters: [{ column: 'SITE', values: ['Bulk East'] }] });
    expect(ecpsOf(elsewhere.body)).toMatchObject({ totalCount: 0, edges: [] });
    const searched = await siteAdmin.gql(ECPS, { first: 5, search: 'bulk east' });
    expect(ecpsOf(searched.body).totalCount).toBe(0);
  });

  it('is FORBIDDEN to a plain doctor, with no list call; a site admin cannot read another site’s ECP by id', async () => {
    const { body } = await doctor.gql(ECPS, { first: 5 });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(listCalls()).toEqual([]);
    const east = await admin.gql(ECPS, { first: 1, search: 'bulk east' });
    const node = await siteAdmin.gql('query N($id: ID!) { node(id: $id) { id } }', { id: ecpsOf(east.body).edges[0].node.id });
    expect(node.body.data.node).toBeNull();
  });
});
