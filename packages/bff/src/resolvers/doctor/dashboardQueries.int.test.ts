// The doctor dashboard's queries as the web app sends them (its persisted documents): the Patients
// tab's query reads the list, its counts and the attention list, never the site statistics, which
// the tab reads by a query of their own once its rows are drawn (below the list, they
// must not delay its answer). Each costs a constant, small number of REST calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addResult, addVisit, createPatientVia } from '../../../test/doctorWrites';
import { loadPersistedDocuments } from '../../security/persistedDocuments';

const documents = [...loadPersistedDocuments().values()];
const documentOf = (name: string) => {
  const text = documents.find((document) => document.startsWith(`query ${name}(`) || document.startsWith(`query ${name} `));
  if (!text) throw new Error(`the web app has no ${name}`);
  return text;
};
const STATISTICS_CALLS = /getAllSiteTestsCount|getAllACTGraphData|getAllFusionalGraphData/;
const FIRST_PAGE = {
  isDoctor: true,
  search: null,
  visitPeriod: 'ALL',
  status: 'ALL',
  genders: null,
  adherence: null,
  dateConditions: null,
};

let stack: Stack;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: true });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  const patient = await createPatientVia(doctor, { lastName: 'Adams' });
  const visit = await addVisit(stack.rest, patient.uid, new Date());
  await addResult(stack.rest, visit, 'ACT', { ResultInDioptersHorizontalValue: 4 }, 'test succeeded', new Date());
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function callsOf(name: string, variables: Record<string, unknown>) {
  stack.proxy.reset();
  const answer = await doctor.gql(documentOf(name), variables);
  expect(answer.body.errors).toBeUndefined();
  expect(answer.headers.get('x-upstream-calls')).toBe(String(stack.proxy.calls.length));
  return { data: answer.body.data, calls: [...stack.proxy.calls] };
}

describe("the doctor dashboard's queries", () => {
  it('the Patients tab reads its rows, counts and attention list without the site statistics', async () => {
    const { data, calls } = await callsOf('PatientsTabQuery', FIRST_PAGE);
    expect(data.doctorWorkspace.patients.edges.length).toBeGreaterThan(0);
    expect(data.doctorWorkspace.statistics).toBeUndefined();
    expect(calls.filter((call) => STATISTICS_CALLS.test(call))).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(4);
  });

  it('the site statistics come by their own query, in the three statistics calls and the session', async () => {
    const { data, calls } = await callsOf('DoctorStatisticsSectionQuery', {});
    expect(data.doctorWorkspace.statistics.totalTests).toBe(1);
    expect(calls.filter((call) => STATISTICS_CALLS.test(call))).toHaveLength(3);
    expect(calls.length).toBeLessThanOrEqual(4);
  });
});
