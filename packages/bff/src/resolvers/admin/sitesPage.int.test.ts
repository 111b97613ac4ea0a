// AdminConsole.sites served by the database: offset pages, the multi-column order, the
// ticked column filters and their facets, all in one paged REST call whatever the fleet's size.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

let stack: Stack;
let admin: BffClient;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = stack.client();
  await signIn(admin, ACCOUNTS.admin);
  doctor = stack.client();
  await signIn(doctor, ACCOUNTS.doctor);
  // 40 more sites, so a page is a small part of the list.
  for (let i = 0; i < 40; i += 1) {
    await stack.rest.db.query(
      `insert into sites (name, email, country, city, street, apartment, backup_data) values ($1, $2, $3, 'Town', 'Main 1', '1', $4)`,
      [`Bulk Site ${String(i).padStart(2, '0')}`, `bulk${i}@sites.example`, i % 4 === 0 ? 'DE' : 'NL', i % 2 === 0],
    );
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const SITES = /* GraphQL */ `
  query Sites($first: Int, $offset: Int, $search: String, $orderBy: [SiteOrder!], $filters: [SiteFilter!]) {
    adminConsole {
      sites(first: $first, offset: $offset, search: $search, orderBy: $orderBy, filters: $filters) {
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
            name
            country
            backUpData
          }
        }
      }
    }
  }
`;

const sitesOf = (body: any) => body.data.adminConsole.sites;
const names = (body: any) => sitesOf(body).edges.map((e: any) => e.node.name);

describe('AdminConsole.sites paged by the database', () => {
  it('answers a page of 14 at an offset with one REST call beside the session', async () => {
    const { body, headers } = await admin.gql(SITES, { first: 14, offset: 14, search: 'bulk site' });
    expect(body.errors).toBeUndefined();
    expect(sitesOf(body)).toMatchObject({ totalCount: 40, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(names(body)).toEqual(Array.from({ length: 14 }, (_, i) => `Bulk Site ${String(14 + i).padStart(2, '0')}`));
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self', expect.stringMatching(/\/sites\/getAllSites$/)]);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('sorts by several columns and filters by ticked values, with facets under the other filters', async () => {
    const { body } = await admin.gql(SITES, {
      first: 5,
      search: 'bulk',
      orderBy: [
        { field: 'COUNTRY', direction: 'ASC' },
        { field: 'NAME', direction: 'DESC' },
      ],
      filters: [{ column: 'BACKUP', values: ['true'] }],
    });
    expect(body.errors).toBeUndefined();
    // Backup on: even numbers; DE: multiples of 4, first, newest name first.
    expect(names(body)).toEqual(['Bulk Site 36', 'Bulk Site 32', 'Bulk Site 28', 'Bulk Site 24', 'Bulk Site 20']);
    expect(sitesOf(body).totalCount).toBe(20);
    expect(sitesOf(body).facets).toEqual([
      {
        column: 'COUNTRY',
        values: [
          { value: 'DE', count: 10 },
          { value: 'NL', count: 10 },
        ],
      },
      {
        column: 'BACKUP',
        values: [
          { value: 'false', count: 20 },
          { value: 'true', count: 20 },
        ],
      },
      // No bulk site waits for approval (the status column's filter).
      { column: 'PENDING', values: [{ value: 'false', count: 20 }] },
    ]);
  });

  it('an empty tick list shows no site; a foreign column or a negative offset is BAD_USER_INPUT', async () => {
    const none = await admin.gql(SITES, { first: 5, filters: [{ column: 'COUNTRY', values: [] }] });
    expect(sitesOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await admin.gql(SITES, { first: 5, filters: [{ column: 'NAME', values: ['x'] }] });
    expect(wrongColumn.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await admin.gql(SITES, { first: 5, offset: -1 });
    expect(negative.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN to a doctor, with no list call', async () => {
    const { body } = await doctor.gql(SITES, { first: 5 });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.calls.filter((c) => c.includes('getAllSites'))).toEqual([]);
  });
});
