// The attention list through GraphQL against the real REST service: every reason with
// its fields, most urgent first, paging, the reason filter and the counts per reason, a constant number of REST calls per operation however many patients need
// attention, and the site's thresholds for site admins only. Time stands still at NOW.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ATTENTION_THRESHOLDS } from '@portal/domain/attentionThresholds';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addResult, addVisit, createPatientVia, otherClinicClient } from '../../../test/doctorWrites';
import { otherClinicDoctor } from '@portal/rest-api/patients/patientsTesting';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const act = (dioptres: number | null) => ({ ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: 'Eso' });

let stack: Stack;
let doctor: BffClient;
let siteAdmin: BffClient;

async function patient(client: BffClient, lastName: string, next: string, accountStatus = 2) {
  const { uid } = await createPatientVia(client, { lastName });
  await stack.rest.db.query('update patients set account_status = $2, next_visit_date = $3 where id = $1', [uid, accountStatus, next]);
  await stack.rest.db.query("update patient_attention_facts set created_at = '2026-01-01T00:00:00Z' where patient_id = $1", [uid]);
  return uid;
}

async function tested(uid: string, day: string, values: Record<string, unknown>, outcome = 'test succeeded') {
  const visit = await addVisit(stack.rest, uid, new Date(`${day}T09:00:00.000Z`));
  await addResult(stack.rest, visit, 'ACT', values, outcome, new Date(`${day}T09:05:00.000Z`));
}

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await otherClinicClient(stack, 'Lagoon')).client;
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
  await patient(doctor, 'Adams', '2026-06-10T00:00:00Z', 1);
  await tested(await patient(doctor, 'Baker', '2026-07-01T00:00:00Z'), '2026-05-01', act(6));
  const clark = await patient(doctor, 'Clark', '2026-07-01T00:00:00Z');
  await tested(clark, '2026-06-01', act(4));
  await tested(clark, '2026-06-10', act(12));
  const dunn = await patient(doctor, 'Dunn', '2026-07-01T00:00:00Z');
  await tested(dunn, '2026-06-01', act(6));
  await tested(dunn, '2026-06-12', act(null), 'test aborted by user');
  await tested(await patient(doctor, 'Evans', '2026-07-01T00:00:00Z'), '2026-06-14', act(6));
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const LIST = /* GraphQL */ `
  query ($first: Int, $after: String, $reason: AttentionReasonKind) {
    doctorWorkspace {
      attention(first: $first, after: $after, reason: $reason) {
        totalCount
        countsByReason {
          kind
          count
        }
        edges {
          cursor
          node {
            patient {
              lastName
              nextVisitDate
            }
            reasons {
              kind
              nextVisitDate
              daysOverdue
              lastTestAt
              daysWithoutTest
              thresholdDays
              measure
              correction
              unit
              previous
              latest
              previousDate
              latestDate
              worsening
              threshold
              testType
              failedAt
              outcome
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          endCursor
        }
        thresholds {
          noTestDays
          actDeviation
          stereoArcsec
          visualAcuityLogMar
          fusionalBreak
        }
      }
    }
  }
`;
type Edge = { node: { patient: { lastName: string }; reasons: Record<string, unknown>[] } };
const lastNames = (edges: Edge[]) => edges.map((edge) => edge.node.patient.lastName);

describe('DoctorWorkspace.attention', () => {
  it('names each patient who needs a look with every reason, most urgent first', async () => {
    const { body } = await doctor.gql(LIST, { first: 100 });
    expect(body.errors).toBeUndefined();
    const { edges, pageInfo, thresholds } = body.data.doctorWorkspace.attention;
    // Adams 5 days overdue, Clark's ACT 8 Δ worse 5 days ago, Dunn's test aborted 3 days ago, Baker 45 days without a test.
    expect(lastNames(edges)).toEqual(['Adams', 'Clark', 'Dunn', 'Baker']);
    const [adams, clark, dunn, baker] = edges.map((edge: Edge) => edge.node.reasons[0]);
    const reasons = [adams, baker, clark, dunn];
    expect(reasons[0]).toMatchObject({ kind: 'OVERDUE', nextVisitDate: '2026-06-10', daysOverdue: 5, measure: null });
    expect(reasons[1]).toMatchObject({
      kind: 'NO_RECENT_TEST',
      lastTestAt: '2026-05-01T09:05:00.000Z',
      daysWithoutTest: 45,
      thresholdDays: 30,
    });
    expect(reasons[2]).toMatchObject({
      kind: 'WORSENED',
      measure: 'ACT_HORIZONTAL_DEVIATION',
      correction: 'WITHOUT_GLASSES',
      unit: 'PRISM_DIOPTRES',
      previous: 4,
      latest: 12,
      previousDate: '2026-06-01',
      latestDate: '2026-06-10',
      worsening: 8,
      threshold: 5,
    });
    expect(reasons[3]).toMatchObject({ kind: 'FAILED_NOT_RETAKEN', testType: 'ACT', outcome: 'test aborted by user' });
    expect(pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(thresholds).toEqual(DEFAULT_ATTENTION_THRESHOLDS);
  });

  it('pages forward by cursor', async () => {
    const first = (await doctor.gql(LIST, { first: 2 })).body.data.doctorWorkspace.attention;
    expect(lastNames(first.edges)).toEqual(['Adams', 'Clark']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await doctor.gql(LIST, { first: 2, after: first.pageInfo.endCursor })).body.data.doctorWorkspace.attention;
    expect(lastNames(next.edges)).toEqual(['Dunn', 'Baker']);
    const bad = await doctor.gql(LIST, { first: 2, after: 'nonsense' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("filters by reason in the same one REST call, with the whole list's counts per reason", async () => {
    stack.proxy.reset();
    const answer = await doctor.gql(LIST, { first: 1, reason: 'FAILED_NOT_RETAKEN' });
    expect(answer.body.errors).toBeUndefined();
    const list = answer.body.data.doctorWorkspace.attention;
    expect(lastNames(list.edges)).toEqual(['Dunn']);
    expect(list.pageInfo.hasNextPage).toBe(false);
    expect(list.totalCount).toBe(4);
    expect(list.countsByReason).toEqual([
      { kind: 'OVERDUE', count: 1 },
      { kind: 'NO_RECENT_TEST', count: 1 },
      { kind: 'WORSENED', count: 1 },
      { kind: 'FAILED_NOT_RETAKEN', count: 1 },
    ]);
    // Unfiltered, the first entry would be Adams: the REST service applied the reason, in one call.
    expect(stack.proxy.calls.filter((call) => call.includes('/attention'))).toHaveLength(1);
    expect(answer.headers.get('x-upstream-calls')).toBe(String(stack.proxy.calls.length));
    const bad = await doctor.gql(LIST, { first: 1, reason: 'WORSE' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs the session check and one REST call, however many patients need attention', async () => {
    const measure = async () => {
      stack.proxy.reset();
      const answer = await doctor.gql(LIST, { first: 100 });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.headers.get('x-upstream-calls')).toBe(String(stack.proxy.calls.length));
      return [...stack.proxy.calls];
    };
    const before = await measure();
    for (const name of ['Ford', 'Gray', 'Hill']) await patient(doctor, name, '2026-06-01T00:00:00Z');
    const after = await measure();
    expect(after).toHaveLength(before.length);
    expect(after.filter((call) => call.includes('/attention'))).toHaveLength(1);
    expect(after.length).toBeLessThanOrEqual(2);
  });
});

describe("a site's attention thresholds", () => {
  const SETTINGS = `{ doctorWorkspace { attentionSettings { thresholds { noTestDays actDeviation } defaults { noTestDays } } } }`;
  const SET = /* GraphQL */ `
    mutation ($input: SetAttentionThresholdsInput!) {
      setAttentionThresholds(input: $input) {
        settings {
          thresholds {
            noTestDays
            actDeviation
            stereoArcsec
            visualAcuityLogMar
            fusionalBreak
          }
        }
        errors {
          __typename
          code
          title
          messages
          ... on ValidationError {
            fieldErrors {
              field
              key
              message
            }
          }
        }
      }
    }
  `;

  it('are for the site admins of a site only', async () => {
    const refused = await doctor.gql(SETTINGS);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await doctor.gql(SET, { input: DEFAULT_ATTENTION_THRESHOLDS });
    expect(write.body.data.setAttentionThresholds).toMatchObject({
      settings: null,
      errors: [{ __typename: 'PermissionError', code: 'FORBIDDEN', title: ERROR_TITLES.siteNotEdited }],
    });
    const read = await siteAdmin.gql(SETTINGS);
    expect(read.body.data.doctorWorkspace.attentionSettings).toEqual({
      thresholds: { noTestDays: 30, actDeviation: 5 },
      defaults: { noTestDays: 30 },
    });
  });

  it('are checked before any REST call, then saved for the site', async () => {
    stack.proxy.reset();
    const invalid = await siteAdmin.gql(SET, { input: { ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 0 } });
    expect(invalid.body.data.setAttentionThresholds.errors).toEqual([
      {
        __typename: 'ValidationError',
        code: 'BAD_USER_INPUT',
        title: ERROR_TITLES.siteNotEdited,
        messages: [VALIDATION_MESSAGES.attention_threshold_inv],
        fieldErrors: [{ field: 'noTestDays', key: 'attention_threshold_inv', message: VALIDATION_MESSAGES.attention_threshold_inv }],
      },
    ]);
    expect(stack.proxy.calls.filter((call) => call.includes('attentionThresholds'))).toHaveLength(0);
    const saved = await siteAdmin.gql(SET, { input: { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 8.5 } });
    expect(saved.body.data.setAttentionThresholds).toEqual({
      settings: { thresholds: { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 8.5 } },
      errors: [],
    });
  });

  it('refuse the second of two site admins’ saves made from the same version, with the thresholds as saved', async () => {
    const { uid: siteAdminUid } = await signedInClient(stack, ACCOUNTS.siteAdmin);
    const colleagueAccount = await otherClinicDoctor(stack.rest, 'Orchard');
    await stack.rest.db.query(
      'update doctors set is_site_admin = true, site_id = (select site_id from doctors where user_id = $2) where user_id = $1',
      [colleagueAccount.uid, siteAdminUid],
    );
    const colleague = (await signedInClient(stack, colleagueAccount.email)).client;
    const READ = `{ doctorWorkspace { attentionSettings { id version thresholds { noTestDays } } } }`;
    const opened = (await siteAdmin.gql(READ)).body.data.doctorWorkspace.attentionSettings;
    expect((await colleague.gql(READ)).body.data.doctorWorkspace.attentionSettings).toEqual(opened);
    const CONFLICT = `mutation($input: SetAttentionThresholdsInput!) { setAttentionThresholds(input: $input) {
      settings { id version thresholds { noTestDays actDeviation } }
      errors { __typename code title messages ... on EditConflictError { current { id ... on AttentionSettings { version thresholds { noTestDays actDeviation } } } } } } }`;
    const first = await siteAdmin.gql(CONFLICT, {
      input: { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 8.5, noTestDays: 45, expectedVersion: opened.version },
    });
    const saved = first.body.data.setAttentionThresholds.settings;
    expect(saved).toEqual({ id: opened.id, version: expect.any(String), thresholds: { noTestDays: 45, actDeviation: 8.5 } });
    expect(saved.version).not.toBe(opened.version);

    const second = await colleague.gql(CONFLICT, {
      input: { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 12, expectedVersion: opened.version },
    });
    expect(second.body.data.setAttentionThresholds).toEqual({
      settings: null,
      errors: [
        {
          __typename: 'EditConflictError',
          code: 'CONFLICT',
          title: ERROR_TITLES.siteNotEdited,
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: { id: opened.id, version: saved.version, thresholds: { noTestDays: 45, actDeviation: 8.5 } },
        },
      ],
    });
    // The id names the site's settings for its site admins only.
    const NODE = `query($id: ID!) { node(id: $id) { ... on AttentionSettings { version } } }`;
    expect((await colleague.gql(NODE, { id: opened.id })).body.data.node).toEqual({ version: saved.version });
    expect((await doctor.gql(NODE, { id: opened.id })).body.data.node).toBeNull();
  });
});
