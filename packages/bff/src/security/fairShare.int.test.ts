// One doctor's flood of heavy queries against the real stack: each is batched within the REST call
// budget, their REST calls wait in the doctor's own lane (never more than its share in flight), and
// another user's requests all succeed meanwhile with the breaker closed. The latencies are measured
// by bench/fairShare.ts, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import { addPatientsInDatabase } from '../../test/doctorWrites';
import { FLOOD } from '../../test/flood';
import type { BffClient } from '../../test/bffClient';
import { FAIR_SHARE_DEFAULTS } from '../rest/fairShare';
import { buildExecutableSchema } from '../schema/executableSchema';
import { UPSTREAM_CALL_BUDGET, upstreamCallsOf } from './upstreamCalls';
import { parse } from 'graphql';

let stack: Stack;
let doctor: BffClient;
let other: BffClient;
beforeAll(async () => {
  stack = await startStack();
  const signedIn = await signedInClient(stack, ACCOUNTS.doctor);
  doctor = signedIn.client;
  await addPatientsInDatabase(stack, signedIn.uid, 120);
  // Some of them completed: the archive's page asks too.
  await stack.rest.db.query(`update patients set account_status = 3 where doctor_id = $1 and last_name like 'Patient 00%'`, [signedIn.uid]);
  other = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
}, 60_000);
afterAll(() => stack?.close());

const OTHER_USER = '{ viewer { id } doctorWorkspace { patients(first: 14) { totalCount } patientCounts { active } } }';

describe('a fair share of REST for every user', () => {
  it('answers the flood in the calls its budget allowed, batched per page of patients', async () => {
    const estimate = upstreamCallsOf(buildExecutableSchema(), parse(FLOOD));
    expect(estimate).toBeLessThanOrEqual(UPSTREAM_CALL_BUDGET);
    stack.proxy.reset();
    const { status, body, headers } = await doctor.gql(FLOOD);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.doctorWorkspace.a1.edges).toHaveLength(100);
    expect(Number(headers.get('x-upstream-calls'))).toBeLessThanOrEqual(estimate);
    expect(stack.proxy.calls.filter((c) => c.endsWith('/accessLog'))).toHaveLength(10);
  });

  it('refuses with 400 before any REST call an operation over the budget', async () => {
    stack.proxy.reset();
    // Under the cost limit, but each of 5,000 visits' patient asks for its access log: 54 calls.
    const deeper =
      '{ doctorWorkspace { patients(first: 100) { edges { node { visits(first: 50) { edges { node { patient { accessLog(first: 1) { at } } } } } } } } } }';
    const { status, body } = await doctor.gql(deeper);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions, JSON.stringify(body)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_MANY_UPSTREAM_CALLS' });
    expect(stack.proxy.calls.filter((c) => !c.endsWith('/users/self'))).toEqual([]);
  });

  it('keeps 21 floods from one doctor in their own lane while another user is answered every time', async () => {
    // The demo doctor's own patients only: the same 31 calls a flood, in a fraction of the test's time.
    await stack.rest.db.query(`delete from patients where first_name = 'Bulk'`);
    stack.proxy.reset();
    const floods = Promise.all(Array.from({ length: 21 }, () => doctor.gql(FLOOD)));
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await other.gql(OTHER_USER));
    const flooded = await floods;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    // The doctor's own operations are all answered too, in their turn.
    for (const answer of flooded) expect(answer.body.errors).toBeUndefined();
    const doctorPeak = Math.max(...[...stack.proxy.peakByToken].filter(([token]) => token !== '').map(([, peak]) => peak));
    expect(doctorPeak).toBeLessThanOrEqual(FAIR_SHARE_DEFAULTS.inFlight);
    expect((await stack.client().gql('{ appInfo { version } }')).status).toBe(200);
    const health = await fetch(`${stack.url}/ready`);
    expect(health.status).toBe(200);
  }, 120_000);
});
