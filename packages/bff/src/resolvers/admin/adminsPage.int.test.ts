// AdminConsole.admins served by the database: offset pages, the multi-column order, the
// ticked column filters and their facets, all in one paged REST call whatever the number of admins;
// super admins only (an admin is FORBIDDEN before any list call).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, VERIFY, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

let stack: Stack;
let superAdmin: BffClient;
let admin: BffClient;
let doctor: BffClient;
const pad = (i: number) => String(i).padStart(2, '0');

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  superAdmin = stack.client();
  await signIn(superAdmin, ACCOUNTS.superAdmin);
  const verified = await superAdmin.gql(VERIFY, { code: await stack.rest.twoFaCode(ACCOUNTS.superAdmin) });
  expect(verified.body.data.verifySecondFactor.step).toBe('SIGNED_IN');
  admin = stack.client();
  await signIn(admin, ACCOUNTS.admin);
  doctor = stack.client();
  await signIn(doctor, ACCOUNTS.doctor);
  // 30 more admins, so a page is a small part of the list: two-factor on the even ones, locked
  // every third; first names run backwards to the last names.
  for (let i = 0; i < 30; i += 1) {
    await stack.rest.db.query(
      `insert into users (email, password_hash, first_name, last_name, phone, roles, two_fa, enabled, pending)
       values ($1, null, $2, $3, $4, array['VistaAdmin'], $5, $6, 0)`,
      [`bulk${i}@admins.example`, `Ann${pad(29 - i)}`, `Bulkadmin ${pad(i)}`, `+1 555 88${pad(i)}`, i % 2 === 0, i % 3 === 0 ? 0 : 1],
    );
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const ADMINS = /* GraphQL */ `
  query Admins($first: Int, $offset: Int, $search: String, $orderBy: [AdminOrder!], $filters: [AdminFilter!]) {
    adminConsole {
      admins(first: $first, offset: $offset, search: $search, orderBy: $orderBy, filters: $filters) {
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
            fullName
            lastName
            email
            twoFactorEnabled
            locked
          }
        }
      }
    }
  }
`;

const adminsOf = (body: any) => body.data.adminConsole.admins;
const lastNames = (body: any) => adminsOf(body).edges.map((e: any) => e.node.lastName);

describe('AdminConsole.admins paged by the database', () => {
  it('answers a page of 14 at an offset, by last name, with one REST call beside the session', async () => {
    const { body, headers } = await superAdmin.gql(ADMINS, { first: 14, offset: 14, search: 'bulkadmin' });
    expect(body.errors).toBeUndefined();
    expect(adminsOf(body)).toMatchObject({ totalCount: 30, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(lastNames(body)).toEqual(Array.from({ length: 14 }, (_, i) => `Bulkadmin ${pad(14 + i)}`));
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self', expect.stringMatching(/\/admins\/getAllAdmins$/)]);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('sorts by several columns and filters by ticked values, with facets under the other filters', async () => {
    const { body } = await superAdmin.gql(ADMINS, {
      first: 4,
      search: 'bulk',
      orderBy: [
        { field: 'TWO_FA', direction: 'DESC' },
        { field: 'NAME', direction: 'ASC' },
      ],
      filters: [{ column: 'LOCKED', values: ['false'] }],
    });
    expect(body.errors).toBeUndefined();
    // Unlocked (not a multiple of 3), two-factor on (even) first, by the name as shown (Ann01 is 28).
    expect(lastNames(body)).toEqual(['Bulkadmin 28', 'Bulkadmin 26', 'Bulkadmin 22', 'Bulkadmin 20']);
    expect(adminsOf(body).totalCount).toBe(20);
    expect(adminsOf(body).facets).toEqual([
      { column: 'ROLE', values: [{ value: 'ADMIN', count: 20 }] },
      {
        column: 'TWO_FA',
        values: [
          { value: 'false', count: 10 },
          { value: 'true', count: 10 },
        ],
      },
      {
        column: 'LOCKED',
        values: [
          { value: 'false', count: 20 },
          { value: 'true', count: 10 },
        ],
      },
    ]);
  });

  it('an empty tick list shows no admin; a column that does not filter or a negative offset is BAD_USER_INPUT', async () => {
    const none = await superAdmin.gql(ADMINS, { first: 5, filters: [{ column: 'TWO_FA', values: [] }] });
    expect(adminsOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await superAdmin.gql(ADMINS, { first: 5, filters: [{ column: 'PENDING', values: ['true'] }] });
    expect(wrongColumn.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await superAdmin.gql(ADMINS, { first: 5, offset: -1 });
    expect(negative.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN to a plain admin and to a doctor, with no list call', async () => {
    for (const client of [admin, doctor]) {
      stack.proxy.reset();
      const { body, headers } = await client.gql(ADMINS, { first: 5 });
      expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(body.data?.adminConsole?.admins ?? null).toBeNull();
      expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self']);
      expect(headers.get('x-upstream-calls')).toBe('1');
    }
  });
});
