// Dashboard statistics and the site admin lists over HTTP (§2, §7, §9) on fixtures with known answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_BUCKETS } from '@portal/domain/constants';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { DEMO_SITE_ID } from '../seed/accounts';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let siteAdmin: DemoSession;
let other: DemoSession;

/** One patient with one visit per doctor; the results are what the charts count. */
async function visitOf(session: DemoSession) {
  const p = await signUpPatient(api, session);
  return addVisit(api, p.UserStorageID, new Date('2026-05-01T09:00:00Z'), 3);
}

beforeAll(async () => {
  // A fixed clock: the results below without a begin time are stamped later (the database's now).
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  siteAdmin = await demoSession(api, 'siteAdmin');
  other = await otherClinicDoctor(api);
  // The demo site (two doctors): 8 charted ACT values, one failed test and one without a value.
  const mine = await visitOf(doctor);
  const colleague = await visitOf(siteAdmin);
  for (const h of [0, 1, 3, -3, 7]) await addResult(api, mine, 'ACT', { ResultInDioptersHorizontalValue: h });
  for (const h of [59.5, 60, 100]) await addResult(api, colleague, 'ACT', { ResultInDioptersHorizontalValue: h });
  await addResult(api, mine, 'ACT', { ResultInDioptersHorizontalValue: 5 }, 'test failed');
  await addResult(api, mine, 'ACT', { ResultInDioptersHorizontalValue: null });
  for (const c of [10, 11, 0]) await addResult(api, colleague, 'FusionalReserve', { FusionalConvergence: c, FusionalDivergence: 8 });
  // Another clinic: only in Global.
  const theirs = await visitOf(other);
  for (const h of [3, 3, 10]) await addResult(api, theirs, 'ACT', { ResultInDioptersHorizontalValue: h });
  await addResult(api, theirs, 'FusionalReserve', { FusionalConvergence: 30 });
});
afterAll(() => api?.close());

const nonEmpty = (data: { mySite: number; global: number; mySiteCount: number; globalCount: number; label: string }[]) =>
  data
    .filter((b) => b.globalCount > 0)
    .map(({ label, mySite, global, mySiteCount, globalCount }) => ({ label, mySite, global, mySiteCount, globalCount }));

describe('GET /getAllSiteTestsCount', () => {
  it("counts every test of the site's patients (all its doctors), not other sites'", async () => {
    const answer = await doctorCall(api, doctor, 'GET', '/getAllSiteTestsCount');
    expect(answer.body.data.totalTests).toBe(13);
    expect((await doctorCall(api, other, 'GET', '/getAllSiteTestsCount')).body.data.totalTests).toBe(4);
  });
});

describe('GET /getAllACTGraphData and /getAllFusionalGraphData', () => {
  it('answers 31 buckets 2 PD wide with an open last one, percentages rounded (12.5 → 13)', async () => {
    const answer = await doctorCall(api, doctor, 'GET', '/getAllACTGraphData');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toHaveLength(GRAPH_BUCKETS);
    expect(data[0]).toMatchObject({ bucket: 0, label: '0-2', from: 0, to: 2 });
    expect(data[30]).toMatchObject({ bucket: 30, label: '60+', from: 60, to: null });
    expect(nonEmpty(data)).toEqual([
      { label: '0-2', mySite: 25, global: 18, mySiteCount: 2, globalCount: 2 },
      { label: '2-4', mySite: 25, global: 36, mySiteCount: 2, globalCount: 4 },
      { label: '6-8', mySite: 13, global: 9, mySiteCount: 1, globalCount: 1 },
      { label: '10-12', mySite: 0, global: 9, mySiteCount: 0, globalCount: 1 },
      { label: '58-60', mySite: 13, global: 9, mySiteCount: 1, globalCount: 1 },
      { label: '60+', mySite: 25, global: 18, mySiteCount: 2, globalCount: 2 },
    ]);
  });

  it('charts the fusional convergence break point the same way', async () => {
    const data = (await doctorCall(api, siteAdmin, 'GET', '/getAllFusionalGraphData')).body.data;
    expect(data).toHaveLength(GRAPH_BUCKETS);
    expect(nonEmpty(data)).toEqual([
      { label: '0-2', mySite: 33, global: 25, mySiteCount: 1, globalCount: 1 },
      { label: '10-12', mySite: 67, global: 50, mySiteCount: 2, globalCount: 2 },
      { label: '30-32', mySite: 0, global: 25, mySiteCount: 0, globalCount: 1 },
    ]);
  });

  it('answers zero percent everywhere for a site without results', async () => {
    const lonely = await otherClinicDoctor(api, 'Quiet');
    const data = (await doctorCall(api, lonely, 'GET', '/getAllFusionalGraphData')).body.data;
    expect(data.every((b: { mySite: number }) => b.mySite === 0)).toBe(true);
    expect(data.find((b: { label: string }) => b.label === '10-12')).toMatchObject({ global: 50 });
  });
});

describe('GET /getAllECP and /getAllDevices (site admin area)', () => {
  it("lists the site's ECPs and devices for its site admin, 403 for other doctors", async () => {
    const ecps = await doctorCall(api, siteAdmin, 'GET', '/getAllECP');
    expect(ecps.status).toBe(200);
    expect(ecps.body.data.length).toBeGreaterThanOrEqual(2);
    expect(ecps.body.data.every((e: { SiteStorageID: string }) => e.SiteStorageID === DEMO_SITE_ID)).toBe(true);
    expect(ecps.body.data.find((e: { id: string }) => e.id === doctor.uid)).toMatchObject({
      NumOfPatients: 1,
      ProfessionLabel: 'optometrist',
    });
    expect(ecps.body.data[0]).not.toHaveProperty('language');
    const devices = await doctorCall(api, siteAdmin, 'GET', '/getAllDevices');
    expect(devices.body.data.Devices.map((d: { DeviceID: string }) => d.DeviceID)).toEqual(['VB-1001']);
    expect(devices.body.data).toHaveProperty('LastSystemVersion');
    expect((await doctorCall(api, doctor, 'GET', '/getAllECP')).status).toBe(403);
    expect((await doctorCall(api, doctor, 'GET', '/getAllDevices')).status).toBe(403);
  });
});

describe('GET /getAllSiteTestsCount averageDailyTests', () => {
  it('answers six months, oldest first: tests per elapsed day, Global over the sites with tests, one decimal', async () => {
    const mine = await visitOf(doctor);
    const theirs = await visitOf(other);
    const at = (iso: string) => new Date(iso);
    // June so far (15 days, today included): 4 tests (one later today: days count whole) → 0.3 a day, the only site with tests.
    for (const day of ['01', '10', '15']) await addResult(api, mine, 'CT', {}, 'test succeeded', at(`2026-06-${day}T08:00:00Z`));
    // February (28 days): 14 here, 28 at the other clinic → 0.5 and (14 + 28) / 2 sites / 28 = 0.75 → 0.8.
    for (let i = 0; i < 14; i += 1) await addResult(api, mine, 'CT', {}, 'test failed', at('2026-02-03T08:00:00Z'));
    for (let i = 0; i < 28; i += 1) await addResult(api, theirs, 'CT', {}, 'test succeeded', at('2026-02-27T23:59:00Z'));
    // Outside the window: December.
    await addResult(api, mine, 'CT', {}, 'test succeeded', at('2025-12-31T23:00:00Z'));
    await addResult(api, mine, 'CT', {}, 'test succeeded', at('2026-06-15T11:00:00Z'));

    const data = (await doctorCall(api, doctor, 'GET', '/getAllSiteTestsCount')).body.data.averageDailyTests;
    expect(data).toEqual([
      { month: '2026-01', mySite: 0, global: 0 },
      { month: '2026-02', mySite: 0.5, global: 0.8 },
      { month: '2026-03', mySite: 0, global: 0 },
      { month: '2026-04', mySite: 0, global: 0 },
      { month: '2026-05', mySite: 0, global: 0 },
      { month: '2026-06', mySite: 0.3, global: 0.3 },
    ]);
    const theirsData = (await doctorCall(api, other, 'GET', '/getAllSiteTestsCount')).body.data.averageDailyTests;
    expect(theirsData[1]).toEqual({ month: '2026-02', mySite: 1, global: 0.8 });
    expect(theirsData[5]).toEqual({ month: '2026-06', mySite: 0, global: 0.3 });
  });
});
