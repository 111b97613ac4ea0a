// AdminConsole.versions served by the database: offset pages, the multi-column order (the
// number by the §4 rule), the ticked column filters and their facets, all in one paged REST call
// whatever the number of versions; isLatest comes with each row and costs no list read.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { versionNumberToInt } from '@portal/domain/versions';
import { ACCOUNTS, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';

let stack: Stack;
let admin: BffClient;
let doctor: BffClient;

// Five numbers of each of two types, whose text order is not their §4 order; .10 is forced.
const MINORS = [9, 10, 2, 100, 1];
const BULK = [...MINORS.map((minor) => ['TV', `70.${minor}.0`] as const), ...MINORS.map((minor) => ['WIN', `80.${minor}.0`] as const)];

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = stack.client();
  await signIn(admin, ACCOUNTS.admin);
  doctor = stack.client();
  await signIn(doctor, ACCOUNTS.doctor);
  for (const [type, versionNo] of BULK) {
    await stack.rest.db.query(`insert into versions (type, version_no, version_no_int, url, force_update) values ($1, $2, $3, $4, $5)`, [
      type,
      versionNo,
      versionNumberToInt(versionNo),
      `https://bulk.example/${type}/${versionNo}`,
      versionNo.includes('.10.'),
    ]);
  }
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const VERSIONS = /* GraphQL */ `
  query Versions($first: Int, $offset: Int, $search: String, $orderBy: [SoftwareVersionOrder!], $filters: [SoftwareVersionFilter!]) {
    adminConsole {
      versions(first: $first, offset: $offset, search: $search, orderBy: $orderBy, filters: $filters) {
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
            type
            versionNumber
            forceUpdate
            isLatest
            addedBy {
              email
            }
            addedByName
          }
        }
      }
    }
  }
`;

const versionsOf = (body: any) => body.data.adminConsole.versions;
const numbers = (body: any) => versionsOf(body).edges.map((e: any) => e.node.versionNumber);

describe('AdminConsole.versions paged by the database', () => {
  it('answers a page at an offset with isLatest, in one REST call beside the session', async () => {
    const { body, headers } = await admin.gql(VERSIONS, { first: 4, offset: 3, search: 'bulk.example' });
    expect(body.errors).toBeUndefined();
    expect(versionsOf(body)).toMatchObject({ totalCount: 10, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    // By type (TV before WIN), newest number first by the §4 rule.
    expect(versionsOf(body).edges.map((e: any) => [e.node.versionNumber, e.node.isLatest])).toEqual([
      ['70.2.0', false],
      ['70.1.0', false],
      ['80.100.0', true],
      ['80.10.0', false],
    ]);
    // A plain admin sees the author by name only: addedBy costs no call either.
    expect(versionsOf(body).edges.every((e: any) => e.node.addedBy === null)).toBe(true);
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self', expect.stringMatching(/\/versions\/getAllVersions$/)]);
    expect(headers.get('x-upstream-calls')).toBe('2');
  });

  it('sorts the number part by part and by several columns, filters by ticked values, with facets under the other filters', async () => {
    const byNumber = await admin.gql(VERSIONS, {
      first: 10,
      search: 'bulk',
      orderBy: [{ field: 'VERSION_NO', direction: 'ASC' }],
      filters: [{ column: 'TYPE', values: ['TV'] }],
    });
    expect(numbers(byNumber.body)).toEqual(['70.1.0', '70.2.0', '70.9.0', '70.10.0', '70.100.0']);

    const { body } = await admin.gql(VERSIONS, {
      first: 3,
      search: 'bulk',
      orderBy: [
        { field: 'FORCE_UPDATE', direction: 'DESC' },
        { field: 'TYPE', direction: 'DESC' },
        { field: 'VERSION_NO', direction: 'DESC' },
      ],
      filters: [{ column: 'TYPE', values: ['TV', 'WIN'] }],
    });
    expect(body.errors).toBeUndefined();
    expect(numbers(body)).toEqual(['80.10.0', '70.10.0', '80.100.0']);
    expect(versionsOf(body).facets).toEqual([
      {
        column: 'TYPE',
        values: [
          { value: 'TV', count: 5 },
          { value: 'WIN', count: 5 },
        ],
      },
      {
        column: 'FORCE_UPDATE',
        values: [
          { value: 'false', count: 8 },
          { value: 'true', count: 2 },
        ],
      },
    ]);
  });

  it('searches the component name as before; an empty tick list shows nothing; a column that does not filter is BAD_USER_INPUT', async () => {
    const byComponent = await admin.gql(VERSIONS, { first: 100, search: 'teamviewer' });
    expect(versionsOf(byComponent.body).edges.every((e: any) => e.node.type === 'TV')).toBe(true);
    expect(versionsOf(byComponent.body).totalCount).toBeGreaterThanOrEqual(5);
    const none = await admin.gql(VERSIONS, { first: 5, filters: [{ column: 'FORCE_UPDATE', values: [] }] });
    expect(versionsOf(none.body)).toMatchObject({ totalCount: 0, edges: [] });
    const wrongColumn = await admin.gql(VERSIONS, { first: 5, filters: [{ column: 'URL', values: ['x'] }] });
    expect(wrongColumn.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the versions meeting §2 conditions (a day, a text), asked of REST in the same one call; a condition the column cannot take is BAD_USER_INPUT with no call', async () => {
    const CONDITIONED = /* GraphQL */ `
      query Conditioned($conditions: [SoftwareVersionCondition!]) {
        adminConsole {
          versions(first: 100, search: "bulk.example", conditions: $conditions) {
            totalCount
            edges {
              node {
                versionNumber
              }
            }
          }
        }
      }
    `;
    const ask = async (conditions: unknown) => (await admin.gql(CONDITIONED, { conditions })).body;
    const tens = await ask([
      { column: 'VERSION_NO', comparison: 'INCLUDE', value: '.10.' },
      { column: 'URL', comparison: 'INCLUDE', value: 'BULK.EXAMPLE/TV' },
    ]);
    expect(tens.errors).toBeUndefined();
    expect(numbers(tens)).toEqual(['70.10.0']);
    expect(stack.proxy.calls.filter((call) => call.includes('/versions/getAllVersions'))).toHaveLength(1);
    expect(versionsOf(await ask([{ column: 'CREATED_AT', comparison: 'LESS', value: '2000-01-01' }])).totalCount).toBe(0);
    expect(versionsOf(await ask([{ column: 'CREATED_AT', comparison: 'GREATER', value: '2000-01-01' }])).totalCount).toBe(10);
    stack.proxy.reset();
    for (const conditions of [
      [{ column: 'URL', comparison: 'LESS', value: 'x' }],
      [{ column: 'CREATED_AT', comparison: 'INCLUDE', value: '31/12/2025' }],
      [{ column: 'TYPE', comparison: 'INCLUDE', value: 'TV' }],
    ]) {
      const refused = await ask(conditions);
      expect(refused.errors?.[0].extensions?.code, JSON.stringify(conditions)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toBe(VALIDATION_MESSAGES.column_condition_inv);
    }
    expect(stack.proxy.calls.filter((call) => call.includes('/versions/'))).toEqual([]);
  });

  it('is FORBIDDEN to a doctor, with no list call', async () => {
    const { body } = await doctor.gql(VERSIONS, { first: 5 });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.calls.filter((c) => c.includes('getAllVersions'))).toEqual([]);
  });
});
