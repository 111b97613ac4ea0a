// The attention list over HTTP (CONTRACT.md "Attention list"): each rule, paging (the
// order by urgency: attentionOrder.int.test.ts), facts kept up to date by new results, the site's thresholds and who may set them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTENTION_THRESHOLDS } from '@portal/domain/attentionThresholds';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from '../patients/patientsTesting';

const DAY = 86_400_000;
let api: TestRestApi;
let doctor: Awaited<ReturnType<typeof otherClinicDoctor>>;
let demoDoctor: DemoSession;
const ids: Record<string, string> = {};

const daysAgo = (days: number) => new Date(api.clock.now().getTime() - days * DAY);
const act = (dioptres: number) => ({ ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: 'Eso' });

async function patient(lastName: string, accountStatus: number, nextVisitInDays: number) {
  const created = await signUpPatient(api, doctor, { LastName: lastName, FirstName: 'Ada' });
  await api.db.query('update patients set account_status = $2, next_visit_date = $3, created_at = $4 where id = $1', [
    created.UserStorageID,
    accountStatus,
    new Date(api.clock.now().getTime() + nextVisitInDays * DAY),
    daysAgo(90),
  ]);
  await api.db.query('update patient_attention_facts set created_at = $2 where patient_id = $1', [created.UserStorageID, daysAgo(90)]);
  ids[lastName] = created.UserStorageID;
  return created.UserStorageID;
}

async function tested(patientId: string, daysBefore: number, values: Record<string, unknown>, outcome?: string) {
  const visit = await addVisit(api, patientId, daysAgo(daysBefore));
  await addResult(api, visit, 'ACT', values, outcome, daysAgo(daysBefore));
}

const attention = (query = '', session: DemoSession = doctor) => doctorCall(api, session, 'GET', `/attention${query}`);
const names = (body: { data: { Patient: { PII: { LastName: string } } }[] }) => body.data.map((entry) => entry.Patient.PII.LastName);
const thresholdsCall = (session: DemoSession, method: 'GET' | 'POST', body?: unknown) =>
  call(api, method, `/eyeCareProviders/${session.uid}/site/attentionThresholds`, { token: session.token, body });

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  demoDoctor = await demoSession(api, 'doctor');
  doctor = await otherClinicDoctor(api, 'Lagoon');
  await patient('Adams', ACCOUNT_STATUS.pendingPairing, -3); // overdue
  await tested(await patient('Baker', ACCOUNT_STATUS.active, 10), 40, act(6)); // no test for 40 days
  const clark = await patient('Clark', ACCOUNT_STATUS.active, 10); // ACT 4 → 12 Δ
  await tested(clark, 20, act(4));
  await tested(clark, 5, act(12));
  const dunn = await patient('Dunn', ACCOUNT_STATUS.active, 10); // the latest ACT failed
  await tested(dunn, 10, act(6));
  await tested(dunn, 2, { ResultInDioptersHorizontalValue: null }, 'test failed');
  await tested(await patient('Evans', ACCOUNT_STATUS.active, 10), 3, act(6)); // fine
  await patient('Ford', ACCOUNT_STATUS.completed, -30); // completed: never listed
});
afterAll(() => api?.close());

describe('the attention list', () => {
  it('lists the patients each rule names, most urgent first (attentionOrder.int.test.ts), with every reason', async () => {
    const answer = await attention();
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(['Adams', 'Clark', 'Dunn', 'Baker']);
    const [adams, clark, dunn, baker] = answer.body.data;
    expect(adams.Reasons).toEqual([expect.objectContaining({ kind: 'OVERDUE', daysOverdue: 3 })]);
    expect(baker.Reasons).toEqual([expect.objectContaining({ kind: 'NO_RECENT_TEST', daysWithoutTest: 40, thresholdDays: 30 })]);
    expect(clark.Reasons).toEqual([
      expect.objectContaining({ kind: 'WORSENED', measure: 'ACT_HORIZONTAL_DEVIATION', previous: 4, latest: 12, threshold: 5 }),
    ]);
    expect(dunn.Reasons).toEqual([expect.objectContaining({ kind: 'FAILED_NOT_RETAKEN', testType: 'ACT', outcome: 'test failed' })]);
    expect(answer.body.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    expect(answer.body.thresholds).toEqual(DEFAULT_ATTENTION_THRESHOLDS);
  });

  it('pages by cursor', async () => {
    const first = await attention('?first=3');
    expect(names(first.body)).toEqual(['Adams', 'Clark', 'Dunn']);
    expect(first.body.pageInfo.hasNextPage).toBe(true);
    const next = await attention(`?first=3&after=${first.body.pageInfo.endCursor}`);
    expect(names(next.body)).toEqual(['Baker']);
    expect(next.body.pageInfo.hasNextPage).toBe(false);
    expect((await attention('?first=101')).status).toBe(400);
    expect((await attention('?after=not-a-cursor')).body.fields).toEqual([{ field: 'query.after', key: 'fill_required' }]);
  });

  it('follows new results: a retaken test leaves the list, a new worsening joins it', async () => {
    await tested(ids.Dunn, 1, act(6));
    await tested(ids.Evans, 0, act(20));
    const answer = await attention();
    // Evans' 14 Δ worse today outranks Adams' visit 3 days late.
    expect(names(answer.body)).toEqual(['Evans', 'Adams', 'Clark', 'Baker']);
    expect(answer.body.data[0].Reasons[0]).toMatchObject({ kind: 'WORSENED', previous: 6, latest: 20 });
  });

  it('shows a doctor only their own patients', async () => {
    const answer = await attention('', demoDoctor);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry: { Patient: { UserStorageID: string } }) => entry.Patient.UserStorageID)).not.toContain(ids.Adams);
  });
});

describe("a site's thresholds", () => {
  it('are for the site admins of the site only', async () => {
    for (const who of ['doctor', 'admin'] as const) {
      const session = await demoSession(api, who);
      expect((await thresholdsCall(session, 'GET')).status).toBe(403);
      expect((await thresholdsCall(session, 'POST', DEFAULT_ATTENTION_THRESHOLDS)).status).toBe(403);
    }
    const siteAdmin = await demoSession(api, 'siteAdmin');
    // A site that never set them reads the defaults as version 1.
    expect((await thresholdsCall(siteAdmin, 'GET')).body).toEqual({
      data: { ...DEFAULT_ATTENTION_THRESHOLDS, Version: 1 },
      defaults: DEFAULT_ATTENTION_THRESHOLDS,
    });
  });

  it("are checked, kept per site, and move the site's doctors' lists", async () => {
    await api.db.query('update doctors set is_site_admin = true where user_id = $1', [doctor.uid]);
    const refused = await thresholdsCall(doctor, 'POST', { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field: 'actDeviation', key: 'attention_threshold_inv' }]);
    const changed = { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 10, noTestDays: 60 };
    const saved = await thresholdsCall(doctor, 'POST', changed);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...changed, Version: 2 });
    // Clark's 8 Δ is under 10 now, Baker's 40 days under 60; Evans' 14 Δ is still over.
    expect(names((await attention()).body)).toEqual(['Adams', 'Evans']);
    // The demo site keeps the defaults.
    const siteAdmin = await demoSession(api, 'siteAdmin');
    expect((await thresholdsCall(siteAdmin, 'GET')).body.data).toEqual({ ...DEFAULT_ATTENTION_THRESHOLDS, Version: 1 });
  });

  it('refuse the second of two saves made from the same version, with the thresholds as saved, and write nothing', async () => {
    const other = await otherClinicDoctor(api, 'Meadow');
    await api.db.query('update doctors set is_site_admin = true where user_id = $1', [other.uid]);
    const colleague = await otherClinicDoctor(api, 'Orchard');
    await api.db.query('update doctors set is_site_admin = true, site_id = $2 where user_id = $1', [colleague.uid, other.siteId]);
    const read = (await thresholdsCall(other, 'GET')).body.data.Version;
    expect(read).toBe(1);
    const first = await thresholdsCall(other, 'POST', { ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 45, Version: read });
    expect(first.body.data).toEqual({ ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 45, Version: 2 });

    const second = await thresholdsCall(colleague, 'POST', { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 8, Version: read });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 45, Version: 2 },
    });
    expect((await thresholdsCall(colleague, 'GET')).body.data).toEqual({ ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 45, Version: 2 });
    // From the version shown it applies; without a version it applies to whatever is saved.
    const again = await thresholdsCall(colleague, 'POST', { ...DEFAULT_ATTENTION_THRESHOLDS, actDeviation: 8, Version: 2 });
    expect(again.body.data).toMatchObject({ actDeviation: 8, Version: 3 });
    const blind = await thresholdsCall(other, 'POST', { ...DEFAULT_ATTENTION_THRESHOLDS, stereoArcsec: 200 });
    expect(blind.body.data).toEqual({ ...DEFAULT_ATTENTION_THRESHOLDS, stereoArcsec: 200, Version: 4 });
  });
});

describe('lost stereo vision', () => {
  it('counts whatever the threshold, with no latest reading', async () => {
    const young = await patient('Young', ACCOUNT_STATUS.active, 10);
    const stereo = (disparity: number) => ({ StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: disparity } });
    for (const [days, disparity] of [
      [9, 60],
      [2, -1],
    ] as const) {
      const visit = await addVisit(api, young, daysAgo(days));
      await addResult(api, visit, 'StereoAcuity', stereo(disparity), 'test succeeded', daysAgo(days));
    }
    const entry = (await attention()).body.data.find((e: { Patient: { UserStorageID: string } }) => e.Patient.UserStorageID === young);
    expect(entry.Reasons).toEqual([
      expect.objectContaining({ kind: 'WORSENED', measure: 'STEREO_ACUITY', previous: 60, latest: null, worsening: null, unit: 'ARCSEC' }),
    ]);
  });
});

describe('the merged visit', () => {
  it('reads a pass followed by a failed retest in one visit as the pass, as the record shows it', async () => {
    const retested = await patient('Quinn', ACCOUNT_STATUS.active, 10);
    const stereo = (outcome: string, disparity: number | null) => ({
      StereoAcuityResult: { TestResult: outcome, DisparityValue: disparity },
    });
    const earlier = await addVisit(api, retested, daysAgo(12));
    await addResult(api, earlier, 'StereoAcuity', stereo('test succeeded', 60), 'test succeeded', daysAgo(12));
    const visit = await addVisit(api, retested, daysAgo(3));
    await addResult(api, visit, 'StereoAcuity', stereo('test succeeded', 60), 'test succeeded', daysAgo(3));
    await addResult(api, visit, 'StereoAcuity', stereo('test failed', null), 'test failed', new Date(daysAgo(3).getTime() + 60_000));
    const entryOf = async () =>
      (await attention()).body.data.find((e: { Patient: { UserStorageID: string } }) => e.Patient.UserStorageID === retested);
    // Neither "failed and not retaken" nor a worsening: the visit's stereo is the 60″ pass.
    expect(await entryOf()).toBeUndefined();

    // Every attempt of a later visit failed: now it is listed, dated by its last attempt.
    const failedVisit = await addVisit(api, retested, daysAgo(1));
    await addResult(api, failedVisit, 'StereoAcuity', stereo('test failed', null), 'test failed', daysAgo(1));
    const entry = await entryOf();
    expect(entry.Reasons).toEqual([expect.objectContaining({ kind: 'FAILED_NOT_RETAKEN' })]);
  });
});
