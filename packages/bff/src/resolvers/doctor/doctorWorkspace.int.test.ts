// The doctor workspace's read graph over HTTP against the real REST service, on a fixture with known
// answers: 18th birthday, the period boundaries, status toggles, counts, paging, statistics, isolation
// between doctors and the number of REST calls per operation. Time stands still at NOW (both services).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { globalId, signedInClient } from '../../../test/adminWrites';
import {
  COUNTS,
  PATIENT_FIELDS,
  addResult,
  addVisit,
  createPatientVia,
  otherClinicClient,
  setPatientColumns,
} from '../../../test/doctorWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

let stack: Stack;
let doctor: BffClient;
let other: BffClient;
let admin: BffClient;
const ids: Record<string, { id: string; uid: string }> = {};

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  other = (await otherClinicClient(stack)).client;
  const add = async (key: string, overrides: Record<string, unknown>, visits: Date[] = []) => {
    ids[key] = await createPatientVia(doctor, { firstName: key, ...overrides });
    for (const [i, date] of visits.entries()) await addVisit(stack.rest, ids[key].uid, date, i === 0 ? 6 : null);
  };
  // Active: sorted by last name. Adams turns 18 today; Baker turns 18 tomorrow.
  await add('Ada', { lastName: 'Adams', birthdate: '2008-06-15' }, [at('2026-06-15T00:00:00.000Z')]);
  await add('Ben', { lastName: 'Baker', birthdate: '2008-06-16' }, [at('2026-06-14T23:59:59.999Z')]);
  await add('Cara', { lastName: 'Clark', birthdate: '2010-01-01' }, [at('2026-06-08T10:00:00.000Z')]); // exactly 7 days ago
  await add('Dan', { lastName: 'Dunn', birthdate: '1980-05-05' }, [at('2026-06-08T09:59:59.999Z')]); // 7 days and 1 ms ago
  await add('Eve', { lastName: 'Evans', birthdate: '1990-02-02' }, [at('2026-05-15T09:59:59.999Z')]); // just over a month ago
  await add('Finn', {
    lastName: 'Ford',
    birthdate: '2015-03-03',
    socialId: 'FRDFNN15',
    email: 'finn.ford@mail.example',
    phoneNumber: '+39 333 777 1234',
  });
  // Archive: six months planned, 59 days done.
  await add('Gia', { lastName: 'Gray', birthdate: '2001-07-07' }, [at('2026-01-10T09:00:00.000Z'), at('2026-03-10T09:00:00.000Z')]);
  await setPatientColumns(stack, ids.Gia.uid, { accountStatus: 3 });
  await setPatientColumns(stack, ids.Cara.uid, { enabled: 0 });
  await setPatientColumns(stack, ids.Dan.uid, { accountStatus: 2, status: 1 });

  // Statistics: three ACT values here, one at the other clinic (Global only).
  const adaVisit = (await stack.rest.db.query<{ id: string }>('select id from visits where patient_id = $1', [ids.Ada.uid])).rows[0].id;
  for (const h of [0, 1, 3])
    await addResult(stack.rest, adaVisit, 'ACT', { ResultInDioptersHorizontalValue: h }, 'test succeeded', at('2026-06-15T08:00:00Z'));
  const theirs = await createPatientVia(other, { lastName: 'Secret' });
  ids.Secret = theirs;
  const theirVisit = await addVisit(stack.rest, theirs.uid, at('2026-06-01T09:00:00Z'));
  await addResult(stack.rest, theirVisit, 'ACT', { ResultInDioptersHorizontalValue: 3 }, 'test succeeded', at('2026-06-15T08:00:00Z'));
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const LIST = /* GraphQL */ `
  query ($search: String, $visitPeriod: VisitPeriod, $status: PatientStatusFilter, $first: Int, $after: String) {
    doctorWorkspace {
      patients(search: $search, visitPeriod: $visitPeriod, status: $status, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            firstName
          }
        }
      }
    }
  }
`;

async function names(variables: Record<string, unknown>) {
  const { body } = await doctor.gql(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data.doctorWorkspace.patients.edges.map((e: { node: { firstName: string } }) => e.node.firstName);
}

describe('DoctorWorkspace.patients filters', () => {
  it('splits children and adults on the 18th birthday exactly', async () => {
    expect(await names({ status: 'ADULTS' })).toEqual(['Ada', 'Dan', 'Eve']);
    expect(await names({ status: 'CHILDREN' })).toEqual(['Ben', 'Cara', 'Finn']);
    const { body } = await doctor.gql(`query($id: ID!) { node(id: $id) { ... on Patient { age category } } }`, { id: ids.Ada.id });
    expect(body.data.node).toEqual({ age: 18, category: 'ADULT' });
  });

  it('keeps the last visits of the period: today from midnight UTC, the last 7 days to the millisecond, a month, a year', async () => {
    expect(await names({ visitPeriod: 'DAY' })).toEqual(['Ada']);
    expect(await names({ visitPeriod: 'WEEK' })).toEqual(['Ada', 'Ben', 'Cara']);
    expect(await names({ visitPeriod: 'MONTH' })).toEqual(['Ada', 'Ben', 'Cara', 'Dan']);
    expect(await names({ visitPeriod: 'YEAR' })).toEqual(['Ada', 'Ben', 'Cara', 'Dan', 'Eve']);
    expect(await names({ visitPeriod: 'ALL' })).toEqual(['Ada', 'Ben', 'Cara', 'Dan', 'Eve', 'Finn']);
  });

  it('filters pending, locked and tested patients, and combines filters with search', async () => {
    expect(await names({ status: 'PENDING' })).toEqual(['Ada', 'Ben', 'Cara', 'Eve', 'Finn']);
    expect(await names({ status: 'LOCKED' })).toEqual(['Cara']);
    expect(await names({ status: 'TESTED' })).toEqual(['Ada']);
    expect(await names({ status: 'CHILDREN', visitPeriod: 'WEEK' })).toEqual(['Ben', 'Cara']);
  });

  it('searches full name, social ID, e-mail and phone, case-insensitively', async () => {
    for (const search of ['finn ford', 'frdfnn', 'FINN.FORD@', '777 1234']) expect(await names({ search })).toEqual(['Finn']);
    expect(await names({ search: '   ' })).toHaveLength(6);
    expect(await names({ search: 'nobody' })).toEqual([]);
  });

  it('pages with cursors', async () => {
    const first = await doctor.gql(LIST, { first: 4 });
    const page = first.body.data.doctorWorkspace.patients;
    expect(page.totalCount).toBe(6);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(await names({ first: 4, after: page.pageInfo.endCursor })).toEqual(['Eve', 'Finn']);
  });
});

describe('DoctorWorkspace archive, counts and Patient fields', () => {
  it('lists completed patients with treatment progress, and counts both lists', async () => {
    const { body } = await doctor.gql(`{ doctorWorkspace {
      archivedPatients(search: "gray") { totalCount edges { node { ${PATIENT_FIELDS} } } }
      patientCounts { ${COUNTS} } } }`);
    expect(body.errors).toBeUndefined();
    const { archivedPatients, patientCounts } = body.data.doctorWorkspace;
    expect(archivedPatients.totalCount).toBe(1);
    expect(archivedPatients.edges[0].node).toMatchObject({
      id: ids.Gia.id,
      fullName: 'Gia Gray',
      accountStatus: 'COMPLETED',
      age: 24,
      category: 'ADULT',
      visitCount: 2,
      lastVisit: '2026-03-10T09:00:00.000Z',
      treatmentDays: 180,
      daysInTreatment: 59,
      treatmentProgress: 33,
      personal: {
        firstName: 'Gia',
        lastName: 'Gray',
        gender: 'MALE',
        birthdate: '2001-07-07',
        address: { country: 'Italy', city: 'Milano', state: null },
      },
    });
    expect(patientCounts).toEqual({ active: 6, archived: 1, pending: 5, locked: 1, children: 3, adults: 3, tested: 1 });
  });

  it('maps the flags of the list rows', async () => {
    const { body } = await doctor.gql(`{ doctorWorkspace { patients(first: 10) { edges { node { ${PATIENT_FIELDS} } } } } }`);
    const byName = Object.fromEntries(body.data.doctorWorkspace.patients.edges.map((e: any) => [e.node.firstName, e.node]));
    expect(byName.Dan).toMatchObject({ accountStatus: 'ACTIVE', missedMoreThanThreshold: true, locked: false });
    expect(byName.Cara).toMatchObject({ accountStatus: 'PENDING_PAIRING', locked: true, missedMoreThanThreshold: false });
    expect(byName.Ada).toMatchObject({ testCount: 3, treatmentDays: 180, daysInTreatment: 0, treatmentProgress: 0 });
    expect(byName.Finn).toMatchObject({ lastVisit: null, treatmentDays: null, daysInTreatment: null, treatmentProgress: null });
  });
});

describe('DoctorWorkspace.statistics', () => {
  it('answers 31 buckets per histogram with rounded percentages, the total and the daily averages', async () => {
    const { body } = await doctor.gql(`{ doctorWorkspace { statistics {
      totalTests
      actDeviation { label from to mySite global }
      convergenceBreakPoint { label mySite global }
      averageDailyTests { month mySite global } } } }`);
    expect(body.errors).toBeUndefined();
    const stats = body.data.doctorWorkspace.statistics;
    expect(stats.totalTests).toBe(3);
    expect(stats.actDeviation).toHaveLength(31);
    expect(stats.convergenceBreakPoint).toHaveLength(31);
    expect(stats.actDeviation[30]).toEqual({ label: '60+', from: 60, to: null, mySite: 0, global: 0 });
    // 2 of 3 here (66.7 → 67), 1 of 3 (33.3 → 33); Global 2 of 4 each.
    expect(stats.actDeviation.slice(0, 2)).toEqual([
      { label: '0-2', from: 0, to: 2, mySite: 67, global: 50 },
      { label: '2-4', from: 2, to: 4, mySite: 33, global: 50 },
    ]);
    expect(stats.averageDailyTests.map((m: { month: string }) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    // June so far is 15 days: 3 / 15 = 0.2 here; (3 + 1) / 2 sites / 15 = 0.13 → 0.1.
    expect(stats.averageDailyTests[5]).toEqual({ month: '2026-06', mySite: 0.2, global: 0.1 });
  });

  it('makes a bounded number of REST calls for the whole dashboard, however many patients', async () => {
    const DASHBOARD = `{ doctorWorkspace {
      patients(first: 100) { totalCount edges { node { ${PATIENT_FIELDS} } } }
      archivedPatients(first: 100) { totalCount edges { node { ${PATIENT_FIELDS} } } }
      adults: patients(status: ADULTS) { totalCount }
      patientCounts { ${COUNTS} }
      statistics { totalTests actDeviation { mySite } convergenceBreakPoint { mySite } averageDailyTests { mySite } } } }`;
    const measure = async () => {
      stack.proxy.reset();
      const { body } = await doctor.gql(DASHBOARD);
      expect(body.errors).toBeUndefined();
      return [...stack.proxy.calls];
    };
    const before = await measure();
    for (let i = 0; i < 3; i += 1) await createPatientVia(doctor, { lastName: `Zed${i}` });
    const after = await measure();
    expect(after).toHaveLength(before.length);
    // The session, one page per connection asked (3), the counts and the three statistics; never a whole list.
    expect(after.length).toBeLessThanOrEqual(8);
    expect(after.filter((c) => c.endsWith('/patients'))).toHaveLength(3);
    expect(after.filter((c) => c.endsWith('/getallpatients'))).toHaveLength(0);
    await stack.rest.db.query("delete from patients where last_name like 'Zed%'");
  });
});

describe('overdue patients', () => {
  it('counts, filters and marks the active patients whose planned next visit day has passed', async () => {
    const setNext = (key: string, date: string) =>
      stack.rest.db.query('update patients set next_visit_date = $2 where id = $1', [ids[key].uid, date]);
    await setNext('Eve', '2026-06-10T00:00:00Z');
    await setNext('Finn', '2026-06-15T00:00:00Z'); // due today: not overdue
    await setNext('Gia', '2026-01-01T00:00:00Z'); // archived: no visit to come
    const { body } = await doctor.gql(`{ doctorWorkspace {
      overdue: patients(status: OVERDUE, first: 20, orderBy: [{ field: NEXT_VISIT, direction: ASC }]) {
        totalCount edges { node { firstName nextVisitDate daysOverdue } } }
      all: patients(first: 20) { edges { node { firstName daysOverdue } } }
      archivedPatients(first: 20) { edges { node { firstName daysOverdue } } }
      patientCounts { overdue } } }`);
    expect(body.errors).toBeUndefined();
    const { overdue, all, archivedPatients, patientCounts } = body.data.doctorWorkspace;
    const overdueNames = overdue.edges.map((e: { node: { firstName: string } }) => e.node.firstName);
    expect(overdueNames).toContain('Eve');
    expect(overdueNames).not.toContain('Finn');
    expect(overdue.totalCount).toBe(patientCounts.overdue);
    expect(overdue.edges.find((e: { node: { firstName: string } }) => e.node.firstName === 'Eve').node.daysOverdue).toBe(5);
    // Every row the filter keeps is overdue; every other active row is not.
    for (const { node } of all.edges) expect(node.daysOverdue !== null).toBe(overdueNames.includes(node.firstName));
    expect(archivedPatients.edges.map((e: { node: { daysOverdue: number | null } }) => e.node.daysOverdue)).toEqual([null]);
  });
});

describe('access and isolation', () => {
  it('refuses signed-out callers and platform admins', async () => {
    const anonymous = await stack.client().gql('{ doctorWorkspace { patientCounts { active } } }');
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const asAdmin = await admin.gql('{ doctorWorkspace { patientCounts { active } } }');
    expect(asAdmin.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql('query($id: ID!) { node(id: $id) { id } }', { id: ids.Ada.id })).body.data.node).toBeNull();
  });

  it("shows a doctor only their own patients: another doctor's patient is null by id and absent from the lists", async () => {
    const mine = await other.gql(
      `query($id: ID!) { node(id: $id) { id } doctorWorkspace { patients { edges { node { lastName } } } patientCounts { active } } }`,
      {
        id: ids.Ada.id,
      },
    );
    expect(mine.body.data.node).toBeNull();
    expect(mine.body.data.doctorWorkspace.patients.edges.map((e: any) => e.node.lastName)).toEqual(['Secret']);
    expect(mine.body.data.doctorWorkspace.patientCounts.active).toBe(1);
    const unknown = await doctor.gql('query($id: ID!) { node(id: $id) { id } }', {
      id: globalId('Patient', '00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.body.data.node).toBeNull();
    expect((await doctor.gql('query($id: ID!) { node(id: $id) { id } }', { id: ids.Secret.id })).body.data.node).toBeNull();
  });
});
