// An integrator's export: 100 patients with their visits (50 each, within the query cost limit) and results in one GraphQL
// operation costs at most 3 REST calls (the session, one page, one batch of visits), and the same
// 3 for 10 patients; the x-upstream-calls header says so too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_IDS } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import { addPatientsInDatabase } from '../../../test/doctorWrites';
import { signedInClient } from '../../../test/adminWrites';
import type { BffClient } from '../../../test/bffClient';

const EXPORT = /* GraphQL */ `
  query Export($first: Int!) {
    doctorWorkspace {
      patients(first: $first) {
        totalCount
        edges {
          node {
            id
            internalID
            firstName
            lastName
            visits(first: 50) {
              totalCount
              edges {
                node {
                  id
                  visitDate
                  testCount
                  testResults {
                    __typename
                    testType
                    succeeded
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

let stack: Stack;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  // The demo's 40 active patients and 70 more, so a page of 100 is full.
  await addPatientsInDatabase(stack, DEMO_ACCOUNT_IDS.doctor, 70);
}, 120_000);
afterAll(() => stack?.close());

describe('an integrator export of patients with their visits', () => {
  it('costs at most 3 REST calls for 100 patients, as for 10', async () => {
    const run = async (first: number) => {
      stack.proxy.reset();
      const answer = await doctor.gql(EXPORT, { first });
      expect(answer.body.errors).toBeUndefined();
      return { answer, calls: [...stack.proxy.calls] };
    };
    const ten = await run(10);
    const hundred = await run(100);
    const patients = hundred.answer.body.data.doctorWorkspace.patients.edges;
    expect(patients).toHaveLength(100);
    const visits = patients.flatMap((e: any) => e.node.visits.edges);
    expect(visits.length).toBeGreaterThan(100);
    expect(visits.flatMap((v: any) => v.node.testResults).length).toBeGreaterThan(500);
    expect(hundred.calls.length).toBeLessThanOrEqual(3);
    expect(hundred.calls.length).toBe(ten.calls.length);
    expect(hundred.answer.headers.get('x-upstream-calls')).toBe(String(hundred.calls.length));
    expect(hundred.calls.filter((c) => c.endsWith('/patients/visits'))).toHaveLength(1);
  });

  it('reads one patient by id with one call, whatever the list length', async () => {
    const first = (await doctor.gql(EXPORT, { first: 1 })).body.data.doctorWorkspace.patients.edges[0].node;
    stack.proxy.reset();
    const { body } = await doctor.gql('query($id: ID!) { node(id: $id) { ... on Patient { lastName } } }', { id: first.id });
    expect(body.data.node.lastName).toBe(first.lastName);
    // The session and the patient's profile by id: no list.
    expect(stack.proxy.calls.filter((c) => !c.endsWith('/users/self'))).toEqual([
      expect.stringMatching(/\/eyeCareProviders\/[^/]+\/patients\/profiles$/),
    ]);
  });
});
