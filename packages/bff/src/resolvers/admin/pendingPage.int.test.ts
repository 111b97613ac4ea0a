// AdminConsole.pendingUsers served by the database: offset pages newest first, the
// multi-column order, the ticked site names and their facet, in one paged REST call beside the
// session; platform admins only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  // 40 more registrations, a minute apart: Bulkreg 00 (oldest) .. 39, at Bulk Hill for multiples of 4.
  for (let i = 0; i < 40; i += 1) {
    await stack.rest.db.query(
      `insert into pending_registrations (first_name, last_name, email, site_name, created_at)
       values ($1, $2, $3, $4, timestamptz '2026-02-01T08:00:00Z' + make_interval(mins => $5))`,
      [`Reg${i}`, `Bulkreg ${pad(i)}`, `bulkreg${pad(i)}@reg.example`, i % 4 === 0 ? 'Bulk Hill' : 'Bulk Dale', i],
    );
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const PENDING = /* GraphQL */ `
  query Pending($first: Int, $offset: Int, $search: String, $orderBy: [PendingUserOrder!], $filters: [PendingUserFilter!]) {
    adminConsole {
      pendingUsers(first: $first, offset: $offset, search: $search, orderBy: $orderBy, filters: $filters) {
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
          }
        }
      }
    }
  }
`;

const pendingOf = (body: any) => body.data.adminConsole.pendingUsers;
const names = (body: any) => pendingOf(body).edges.map((e: any) => e.node.lastName);
const listCalls = () => stack.proxy.calls.filter((c) => c.includes('getAllPendings'));

describe('AdminConsole.pendingUsers paged by the database', () => {
  it('answers a page of 14 at an offset, newest first, with one REST call beside the session', async () => {
    const { body, headers } = await admin.gql(PENDING, { first: 14, offset: 14, search: 'bulkreg' });
    expect(body.errors).toBeUndefined();
    expect(pendingOf(body)).toMatchObject({ totalCount: 40, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(names(body)).toEqual(Array.from({ length: 14 }, (_, i) => `Bulkreg ${pad(25 - i)}`));
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self', expect.stringMatching(/\/pendings\/getAllPendings$/)]);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('sorts by several columns and filters by ticked site names, with the facet under the search', async () => {
    const { body } = await admin.gql(PENDING, {
      first: 3,
      search: 'bulkreg',
      orderBy: [
        { field: 'SITE', direction: 'DESC' },
        { field: 'CREATED_AT', direction: 'ASC' },
      ],
      filters: [{ column: 'SITE', values: ['Bulk Hill'] }],
    });
    expect(body.errors).toBeUndefined();
    expect(names(body)).toEqual(['Bulkreg 00', 'Bulkreg 04', 'Bulkreg 08']);
    expect(pendingOf(body).totalCount).toBe(10);
    expect(pendingOf(body).facets).toEqual([
      {
        column: 'SITE',
        values: [
          { value: 'Bulk Dale', count: 30 },
          { value: 'Bulk Hill', count: 10 },
        ],
      },
    ]);
    const byName = await admin.gql(PENDING, { first: 2, search: 'bulkreg', orderBy: [{ field: 'LAST_NAME', direction: 'ASC' }] });
    expect(names(byName.body)).toEqual(['Bulkreg 00', 'Bulkreg 01']);
  });

  it('an empty tick list shows no registration; a column that does not filter or a negative offset is BAD_USER_INPUT', async () => {
    const none = await admin.gql(PENDING, { first: 5, filters: [{ column: 'SITE', values: [] }] });
    expect(pendingOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await admin.gql(PENDING, { first: 5, filters: [{ column: 'EMAIL', values: ['x'] }] });
    expect(wrongColumn.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await admin.gql(PENDING, { first: 5, offset: -1 });
    expect(negative.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves a node the page holds from the page: no by-id call', async () => {
    const first = await admin.gql(PENDING, { first: 3, search: 'bulkreg' });
    const id = pendingOf(first.body).edges[2].node.id;
    stack.proxy.reset();
    const { body } = await admin.gql(
      `query N($id: ID!) { adminConsole { pendingUsers(first: 3, search: "bulkreg") { totalCount } } node(id: $id) { ... on PendingUser { lastName } } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.node.lastName).toBe('Bulkreg 37');
    expect(listCalls()).toHaveLength(1);
    expect(stack.proxy.calls).toHaveLength(2);
  });

  it('is FORBIDDEN to site admins and doctors, with no list call', async () => {
    for (const client of [siteAdmin, doctor]) {
      const { body } = await client.gql(PENDING, { first: 5 });
      expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(listCalls()).toEqual([]);
  });
});
