// The attention list's order over HTTP: most urgent first by the SQL's score, which must be the
// domain's attentionUrgency of the very reasons the entry lists; the reason filter, the whole
// list's counts per reason, the keyset cursor across pages, and a bad reason refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionReason } from '@portal/domain/attention';
import { attentionUrgency, compareAttentionRanks, reasonUrgency } from '@portal/domain/attentionUrgency';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { startTestRestApi, type TestRestApi } from '../testing';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from '../patients/patientsTesting';

const DAY = 86_400_000;
let api: TestRestApi;
let doctor: Awaited<ReturnType<typeof otherClinicDoctor>>;

type Entry = {
  Patient: { UserStorageID: string; PII: { LastName: string; FirstName: string } };
  Reasons: AttentionReason[];
  Urgency: number;
};

const daysAgo = (days: number) => new Date(api.clock.now().getTime() - days * DAY);
const act = (dioptres: number | null) => ({ ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: 'Eso' });
const stereo = (disparity: number) => ({ StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: disparity } });

async function patient(lastName: string, firstName: string, accountStatus: number, nextVisitInDays: number) {
  const created = await signUpPatient(api, doctor, { LastName: lastName, FirstName: firstName });
  const id = created.UserStorageID;
  await api.db.query('update patients set account_status = $2, next_visit_date = $3, created_at = $4 where id = $1', [
    id,
    accountStatus,
    new Date(api.clock.now().getTime() + nextVisitInDays * DAY),
    daysAgo(90),
  ]);
  await api.db.query('update patient_attention_facts set created_at = $2 where patient_id = $1', [id, daysAgo(90)]);
  return id;
}

async function tested(id: string, days: number, type: string, values: Record<string, unknown>, outcome = 'test succeeded') {
  await addResult(api, await addVisit(api, id, daysAgo(days)), type, values, outcome, daysAgo(days));
}

const attention = (query = '') => doctorCall(api, doctor, 'GET', `/attention${query}`);
const lastNames = (entries: Entry[]) => entries.map((entry) => entry.Patient.PII.LastName);

/** Every page of `first`, following the cursors. */
async function everyPage(first: number, reason = '') {
  const entries: Entry[] = [];
  let after = '';
  for (let i = 0; i < 20; i += 1) {
    const answer = await attention(`?first=${first}${reason}${after ? `&after=${after}` : ''}`);
    expect(answer.status).toBe(200);
    entries.push(...answer.body.data);
    if (!answer.body.pageInfo.hasNextPage) return entries;
    after = answer.body.pageInfo.endCursor;
  }
  throw new Error('more pages than patients');
}

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  doctor = await otherClinicDoctor(api, 'Harbour');
  const { active, pendingPairing, completed } = ACCOUNT_STATUS;
  await patient('Oakes', 'Ada', pendingPairing, -686); // long overdue
  await tested(await patient('Price', 'Ben', active, -3), 100, 'ACT', act(6)); // a little overdue, no test for 100 days
  const quinn = await patient('Quinn', 'Cleo', active, 20); // stereo lost 5 days ago
  await tested(quinn, 30, 'StereoAcuity', stereo(60));
  await tested(quinn, 5, 'StereoAcuity', stereo(-1));
  const reyes = await patient('Reyes', 'Dan', active, 20); // ACT 6 Δ worse 2 days ago, a failed test 12 days ago
  await tested(reyes, 12, 'ChartsVA', { LeftEyeLogMarValue: null }, 'test aborted by user');
  await tested(reyes, 20, 'ACT', act(4));
  await tested(reyes, 2, 'ACT', act(10));
  const stone = await patient('Stone', 'Eve', active, 20); // three old failed tests, nothing since
  await tested(stone, 200, 'ACT', act(null), 'test failed');
  await tested(stone, 201, 'ChartsVA', { LeftEyeLogMarValue: null }, 'test failed');
  await tested(stone, 202, 'StereoAcuity', stereo(-1), 'test failed');
  const torres = await patient('Torres', 'Fay', active, 20); // failed yesterday
  await tested(torres, 1, 'ACT', act(null), 'test failed');
  await tested(await patient('Underwood', 'Gus', active, 20), 1, 'ACT', act(6)); // fine
  await patient('Vance', 'Hal', completed, -30); // completed: never listed
  await patient('Ward', 'Ida', pendingPairing, 20); // not paired yet, nothing due
  await patient('Xu', 'Jo', active, 20); // paired, never tested in 90 days
  // Three equally overdue, tested lately: by last name, then first name, then id.
  for (const [last, first] of [
    ['Young', 'Kim'],
    ['Yates', 'Lee'],
    ['Young', 'Kim'],
  ]) {
    await tested(await patient(last, first, active, -10), 3, 'ACT', act(6));
  }
});
afterAll(() => api?.close());

describe('the attention list by urgency', () => {
  it("orders by the SQL's score, which is the domain's urgency of each entry's reasons", async () => {
    const entries = await everyPage(100);
    const now = api.clock.now();
    for (const entry of entries) expect(entry.Urgency).toBe(attentionUrgency(entry.Reasons, now));
    const ranks = entries.map((entry) => ({
      urgency: attentionUrgency(entry.Reasons, now),
      lastKey: entry.Patient.PII.LastName.toLowerCase(),
      firstKey: entry.Patient.PII.FirstName.toLowerCase(),
      id: entry.Patient.UserStorageID,
    }));
    expect(ranks).toEqual([...ranks].sort(compareAttentionRanks));
    expect(lastNames(entries)).toEqual(['Oakes', 'Quinn', 'Price', 'Yates', 'Young', 'Young', 'Reyes', 'Stone', 'Torres', 'Xu']);
    expect(ranks[0].urgency).toBe(100 + 3 * 686);
    // Each entry's reasons most urgent first.
    for (const entry of entries) {
      const points = entry.Reasons.map((reason) => reasonUrgency(reason, now));
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
    const reyes = entries.find((entry) => entry.Patient.PII.LastName === 'Reyes')!;
    expect(reyes.Reasons.map((reason) => reason.kind)).toEqual(['WORSENED', 'FAILED_NOT_RETAKEN']);
  });

  it('pages by keyset across equal scores, each patient once', async () => {
    const whole = await everyPage(100);
    for (const size of [1, 2, 3])
      expect((await everyPage(size)).map((e) => e.Patient.UserStorageID)).toEqual(whole.map((e) => e.Patient.UserStorageID));
  });

  it("filters by reason, counting the whole list's patients per reason whatever the page", async () => {
    const answer = await attention('?first=2&reason=FAILED_NOT_RETAKEN');
    expect(answer.status).toBe(200);
    expect(lastNames(answer.body.data)).toEqual(['Reyes', 'Stone']);
    expect(answer.body.pageInfo.hasNextPage).toBe(true);
    const counts = {
      totalCount: 10,
      countsByReason: [
        { kind: 'OVERDUE', count: 5 },
        { kind: 'NO_RECENT_TEST', count: 3 },
        { kind: 'WORSENED', count: 2 },
        { kind: 'FAILED_NOT_RETAKEN', count: 3 },
      ],
    };
    expect(answer.body).toMatchObject(counts);
    expect((await attention('?first=1')).body).toMatchObject(counts);
    for (const { kind, count } of counts.countsByReason) {
      const listed = await everyPage(2, `&reason=${kind}`);
      expect(listed).toHaveLength(count);
      for (const entry of listed) expect(entry.Reasons.map((reason) => reason.kind)).toContain(kind);
    }
    expect(lastNames(await everyPage(2, '&reason=WORSENED'))).toEqual(['Quinn', 'Reyes']);
  });

  it('refuses a reason that is not one of the four, and a cursor it did not give, with a clear message', async () => {
    for (const reason of ['worse', 'ALL', 'OVERDUE,WORSENED']) {
      const answer = await attention(`?reason=${reason}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: VALIDATION_MESSAGES.attention_reason_inv,
        fields: [{ field: 'reason', key: 'attention_reason_inv' }],
      });
    }
    const oldCursor = Buffer.from(JSON.stringify(['oakes', 'ada', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    expect((await attention(`?after=${oldCursor}`)).status).toBe(400);
  });
});
