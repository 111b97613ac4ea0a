// The patient connections' date conditions (§2 search options: less than, greater than, include, as
// before, after and on a day) through GraphQL against the real REST service: the rule is domain
// dateCondition.ts, applied by REST's SQL; the BFF passes the conditions on in the one page call a
// connection costs, and refuses a day that is none before calling anyone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addVisit, createPatientVia, setPatientColumns } from '../../../test/doctorWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');

let stack: Stack;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  const add = async (firstName: string, birthdate: string, lastVisit: string | null) => {
    const { uid } = await createPatientVia(doctor, { firstName, lastName: `${firstName}son`, birthdate });
    if (lastVisit) await addVisit(stack.rest, uid, new Date(lastVisit), 6);
    return uid;
  };
  await add('Ada', '2008-06-15', '2026-03-01T23:59:59.999Z'); // the last instant of 1 March (UTC)
  await add('Ben', '2012-03-01', '2026-03-02T00:00:00.000Z'); // the first instant of 2 March
  await add('Cara', '1990-01-01', '2026-03-02T18:30:00.000Z');
  await add('Dan', '2001-09-09', '2026-05-20T09:00:00.000Z');
  await add('Eve', '2015-12-31', null); // no visit yet: meets no last-visit condition
  const gia = await add('Gia', '2001-09-09', '2026-03-02T08:00:00.000Z');
  await setPatientColumns(stack, gia, { accountStatus: 3 });
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const LISTS = /* GraphQL */ `
  query ($active: [PatientDateCondition!], $archived: [PatientDateCondition!], $visitPeriod: VisitPeriod) {
    doctorWorkspace {
      patients(first: 20, dateConditions: $active, visitPeriod: $visitPeriod) {
        totalCount
        genderFacets {
          count
        }
        edges {
          node {
            firstName
          }
        }
      }
      archivedPatients(first: 20, dateConditions: $archived) {
        totalCount
        edges {
          node {
            firstName
          }
        }
      }
    }
  }
`;

type Connection = { totalCount: number; genderFacets?: { count: number }[]; edges: { node: { firstName: string } }[] };
const names = (connection: Connection) => connection.edges.map((edge) => edge.node.firstName).sort();

async function lists(variables: Record<string, unknown>) {
  const { body } = await doctor.gql(LISTS, variables);
  expect(body.errors).toBeUndefined();
  return body.data.doctorWorkspace as { patients: Connection; archivedPatients: Connection };
}

const lastVisit = (comparison: string, date: string) => [{ field: 'LAST_VISIT', comparison, date }];

describe('DoctorWorkspace patients and archive: date conditions', () => {
  it('keeps the last visits before, after or on a UTC day, in the rows, the total and the choices', async () => {
    const on = await lists({ active: lastVisit('ON', '2026-03-02'), archived: lastVisit('ON', '2026-03-02') });
    expect(names(on.patients)).toEqual(['Ben', 'Cara']);
    expect(on.patients.totalCount).toBe(2);
    expect(on.patients.genderFacets!.reduce((n, facet) => n + facet.count, 0)).toBe(2);
    expect(names(on.archivedPatients)).toEqual(['Gia']);
    expect(names((await lists({ active: lastVisit('BEFORE', '2026-03-02') })).patients)).toEqual(['Ada']);
    expect(names((await lists({ active: lastVisit('AFTER', '2026-03-01') })).patients)).toEqual(['Ben', 'Cara', 'Dan']);
    expect(names((await lists({ active: lastVisit('AFTER', '2026-05-20') })).patients)).toEqual([]);
  });

  it('combines conditions on several columns with the other filters', async () => {
    const active = [
      { field: 'LAST_VISIT', comparison: 'AFTER', date: '2026-02-28' },
      { field: 'LAST_VISIT', comparison: 'BEFORE', date: '2026-05-20' },
      { field: 'BIRTHDATE', comparison: 'AFTER', date: '2000-01-01' },
    ];
    expect(names((await lists({ active })).patients)).toEqual(['Ada', 'Ben']);
    expect(names((await lists({ active, visitPeriod: 'MONTH' })).patients)).toEqual([]);
    const born = await lists({ active: [{ field: 'BIRTHDATE', comparison: 'ON', date: '2015-12-31' }] });
    expect(names(born.patients)).toEqual(['Eve']);
  });

  it('costs one page call per connection, conditions or not (bounded whatever the list)', async () => {
    const calls = async (variables: Record<string, unknown>) => {
      stack.proxy.reset();
      await lists(variables);
      return [...stack.proxy.calls];
    };
    const plain = await calls({});
    const conditioned = await calls({ active: lastVisit('ON', '2026-03-02'), archived: lastVisit('BEFORE', '2026-06-01') });
    expect(conditioned.filter((call) => call.endsWith('/patients'))).toHaveLength(2);
    expect(conditioned).toHaveLength(plain.length);
    expect(conditioned.length).toBeLessThanOrEqual(3);
  });

  it('refuses a day that is none, or too many conditions, with a BAD_USER_INPUT error and no REST call', async () => {
    const tooMany = Array.from({ length: 7 }, () => ({ field: 'BIRTHDATE', comparison: 'ON', date: '2000-01-01' }));
    const ACTIVE = `query ($active: [PatientDateCondition!]) { doctorWorkspace { patients(dateConditions: $active) { totalCount } } }`;
    for (const active of [lastVisit('ON', '2026-02-30'), lastVisit('ON', '02/03/2026'), tooMany]) {
      stack.proxy.reset();
      const { body } = await doctor.gql(ACTIVE, { active });
      expect(body.errors?.[0]).toMatchObject({
        message: 'A date filter compares the date of birth, last visit or next visit with a real day: before, after or on it (yyyy-mm-dd)',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_DATE_CONDITION' },
      });
      expect(stack.proxy.calls.filter((call) => call.endsWith('/patients'))).toEqual([]);
    }
  });
});
