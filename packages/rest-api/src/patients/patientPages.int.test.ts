// The paged patient calls: a page searched, filtered and sorted by the database, the
// same rows the legacy whole list gives; the counts; the visits of many patients in one call; and
// the visit and result summaries the triggers keep on every patient row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENDERS } from '@portal/domain/enums';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { treatmentProgress } from '@portal/domain/treatment';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let other: DemoSession;
type Row = {
  UserStorageID: string;
  PII: { FirstName: string; LastName: string; Gender: number | null };
  LastVisit: string | null;
} & Record<string, unknown>;

beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  other = await otherClinicDoctor(api);
}, 120_000);
afterAll(() => api?.close());

const page = async (query: string, session = doctor) => {
  const answer = await doctorCall(api, session, 'GET', `/patients${query ? `?${query}` : ''}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    data: Row[];
    total: number;
    facets: { Gender: { value: number | null; count: number }[]; Missed: { value: boolean; count: number }[] };
  };
};
const legacy = async (archive = false) =>
  (await doctorCall(api, doctor, 'GET', `/getallpatients${archive ? '?archive=true' : ''}`)).body.data as Row[];

describe('GET /eyeCareProviders/{uid}/patients (paged)', () => {
  it('pages the active list in the legacy order with the same rows, and says how many there are', async () => {
    const whole = await legacy();
    expect(whole.length).toBeGreaterThan(30);
    const first = await page('limit=14');
    const second = await page('limit=14&offset=14');
    expect(first.total).toBe(whole.length);
    expect(first.data).toEqual(whole.slice(0, 14));
    expect(second.data).toEqual(whole.slice(14, 28));
    const archived = await page('archive=true&limit=100');
    expect(archived.data).toEqual(await legacy(true));
  });

  it('searches name, social ID, e-mail and phone case-insensitively', async () => {
    const whole = await legacy();
    const someone = whole[5];
    const byName = await page(`search=${encodeURIComponent(`${someone.PII.FirstName} ${someone.PII.LastName}`.toUpperCase())}`);
    expect(byName.data.map((p) => p.UserStorageID)).toContain(someone.UserStorageID);
    expect(byName.total).toBe(byName.data.length);
    expect((await page('search=zzzz-nobody')).total).toBe(0);
  });

  it('sorts by any column and direction, ties by name, never overlapping pages', async () => {
    const desc = await page('sort=LAST_VISIT:DESC&limit=100');
    const visits = desc.data.map((p) => p.LastVisit).filter((v): v is string => v !== null);
    expect(visits).toEqual([...visits].sort().reverse());
    const ids = new Set<string>();
    for (let offset = 0; offset < desc.total; offset += 7) {
      for (const row of (await page(`sort=GENDER:ASC,BIRTHDATE:DESC&limit=7&offset=${offset}`)).data) ids.add(row.UserStorageID);
    }
    expect(ids.size).toBe(desc.total);
  });

  it('filters by status toggle, time period and gender, with the gender choices counted under the other filters', async () => {
    const whole = await legacy();
    const counts = (await doctorCall(api, doctor, 'GET', '/patients/counts')).body.data;
    expect((await page('status=TESTED')).total).toBe(counts.tested);
    expect((await page('status=CHILDREN')).total).toBe(counts.children);
    expect((await page('status=PENDING')).total).toBe(counts.pending);
    expect(counts.active).toBe(whole.length);
    expect(counts.tested).toBe(whole.filter((p) => (p.NumOfTests as number) > 0).length);
    const month = await page('period=MONTH');
    const since = new Date('2026-05-15T10:00:00Z').getTime();
    expect(month.total).toBe(whole.filter((p) => p.LastVisit && new Date(p.LastVisit).getTime() >= since).length);
    const all = await page('limit=1');
    const females = all.facets.Gender.find((g) => g.value === GENDERS.female)?.count ?? 0;
    expect(all.facets.Gender.reduce((n, g) => n + g.count, 0)).toBe(whole.length);
    const onlyFemales = await page(`genders=${GENDERS.female}`);
    expect(onlyFemales.total).toBe(females);
    // Choices stay countable while one is filtered; nothing ticked shows nobody.
    expect(onlyFemales.facets.Gender).toEqual(all.facets.Gender);
    expect((await page('genders=')).total).toBe(0);
  });

  it('sorts the archive by treatment progress exactly as the domain computes it, and filters and counts its Status column', async () => {
    const archived = await page('archive=true&limit=100&sort=TREATMENT_PROGRESS:DESC');
    const progress = archived.data.map((p) =>
      treatmentProgress({
        TreatmentDuration: p.TreatmentDuration as number | null,
        FirstVisit: p.FirstVisit ? new Date(p.FirstVisit as string) : null,
        LastVisit: p.LastVisit ? new Date(p.LastVisit) : null,
      }),
    );
    const known = progress.filter((v): v is number => v !== null);
    expect(known.length).toBeGreaterThan(3);
    // Descending puts the patients without a plan first (PostgreSQL sorts nulls first then), then by progress.
    expect(progress.slice(progress.length - known.length)).toEqual([...known].sort((a, b) => b - a));
    const missed = archived.data.filter((p) => p.Status === 1).length;
    expect(archived.facets.Missed).toEqual(
      [
        { value: false, count: archived.total - missed },
        { value: true, count: missed },
      ].filter((f) => f.count > 0),
    );
    expect((await page('archive=true&missed=true')).total).toBe(missed);
    expect((await page('archive=true&missed=false')).total).toBe(archived.total - missed);
    expect((await page('archive=true&missed=')).total).toBe(0);
    expect((await page('archive=true&sort=MISSED_VISITS:DESC&limit=1')).data[0].Status).toBe(missed > 0 ? 1 : 0);
  });

  it('keeps the patients whose date is before, after or on a day (§2 search options), in the page, the total and the choices', async () => {
    const whole = await legacy();
    const day = (value: unknown) => (value ? new Date(value as string).toISOString().slice(0, 10) : null);
    // A day some patients' last visits fall on, so each comparison keeps some and leaves some.
    const pivot = day(whole[Math.floor(whole.length / 2)].LastVisit ?? whole.find((p) => p.LastVisit)?.LastVisit)!;
    const expected = {
      BEFORE: whole.filter((p) => p.LastVisit && day(p.LastVisit)! < pivot),
      AFTER: whole.filter((p) => p.LastVisit && day(p.LastVisit)! > pivot),
      ON: whole.filter((p) => day(p.LastVisit) === pivot),
    };
    for (const [comparison, rows] of Object.entries(expected)) {
      const answer = await page(`dates=LAST_VISIT:${comparison}:${pivot}&limit=100`);
      expect(rows.length, comparison).toBeGreaterThan(0);
      expect(answer.total, comparison).toBe(rows.length);
      expect(answer.data.map((p) => p.UserStorageID)).toEqual(rows.map((p) => p.UserStorageID));
      expect(answer.facets.Gender.reduce((n, g) => n + g.count, 0)).toBe(rows.length);
    }
    expect(expected.BEFORE.length + expected.ON.length + expected.AFTER.length).toBe(whole.filter((p) => p.LastVisit).length);
    // Combined with the other filters and another column's condition.
    const born = '2010-01-01';
    const females = await page(`dates=LAST_VISIT:BEFORE:${pivot},BIRTHDATE:AFTER:${born}&genders=${GENDERS.female}&limit=100`);
    const bornAfter = (p: Row) => ((p.PII as { Birthdate?: string | null }).Birthdate ?? '') > born;
    expect(females.data.map((p) => p.UserStorageID)).toEqual(
      expected.BEFORE.filter((p) => bornAfter(p) && p.PII.Gender === GENDERS.female).map((p) => p.UserStorageID),
    );
  });

  it('refuses a date condition it cannot read with a clear §5 answer', async () => {
    for (const dates of [
      'LAST_VISIT:BEFORE:2026-02-30',
      'LAST_VISIT:NEAR:2026-01-15',
      'GENDER:ON:2026-01-15',
      'LAST_VISIT:BEFORE:15/01/2026',
    ]) {
      const answer = await doctorCall(api, doctor, 'GET', `/patients?dates=${encodeURIComponent(dates)}`);
      expect(answer.status, dates).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: VALIDATION_MESSAGES.date_filter_inv,
        fields: [{ field: 'dates.0', key: 'date_filter_inv' }],
      });
    }
  });

  it('refuses a bad query with the §5 answer and serves another doctor none of these patients', async () => {
    for (const query of ['limit=101', 'sort=PASSWORD:ASC', 'status=ALIVE', 'offset=-1', 'period=CENTURY', 'missed=maybe']) {
      expect((await doctorCall(api, doctor, 'GET', `/patients?${query}`)).status).toBe(400);
    }
    expect((await page('limit=100', other)).total).toBe(0);
  });
});

describe('GET /eyeCareProviders/{uid}/patients/visits (several patients at once)', () => {
  it('answers each patient’s visits exactly as getVisitsData does, in one call', async () => {
    const ids = (await page('limit=20')).data.map((p) => p.UserStorageID);
    const batch = (await doctorCall(api, doctor, 'GET', `/patients/visits?ids=${ids.join(',')}`)).body.data;
    for (const id of ids.slice(0, 5)) {
      const single = (await doctorCall(api, doctor, 'GET', `/patients/${id}/getVisitsData`)).body.data;
      // Signed report links differ by their signature time only.
      const strip = (visits: { VisitReports: unknown[] }[]) => visits.map((v) => ({ ...v, VisitReports: v.VisitReports.length }));
      expect(strip(batch[id.toLowerCase()])).toEqual(strip(single));
    }
  });

  it('leaves out unknown ids and other doctors’ patients, and wants 1 to 100 ids', async () => {
    const mine = (await page('limit=1')).data[0].UserStorageID;
    const answer = await doctorCall(api, other, 'GET', `/patients/visits?ids=${mine},00000000-0000-0000-0000-000000000000,nonsense`);
    expect(answer.body.data).toEqual({});
    expect((await doctorCall(api, doctor, 'GET', '/patients/visits?ids=')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    expect((await doctorCall(api, doctor, 'GET', `/patients/visits?ids=${tooMany.join(',')}`)).status).toBe(400);
  });
});

describe('visit and result summaries on the patient row (migration 006 triggers)', () => {
  it('match the aggregates over the visits and results for every seeded patient', async () => {
    const mismatches = await api.db.query(
      `select p.id from patients p
         left join lateral (select max(visit_date) as last_visit, min(visit_date) as first_visit, count(*)::int as visits,
                                   (array_agg(treatment_duration order by visit_date, created_at))[1] as first_duration
                              from visits x where x.patient_id = p.id) v on true
         left join lateral (select count(*)::int as tests from visits y join test_results r on r.visit_id = y.id where y.patient_id = p.id) t on true
        where p.last_visit is distinct from v.last_visit or p.first_visit is distinct from v.first_visit
           or p.visit_count <> v.visits or p.test_count <> t.tests or p.first_treatment_duration is distinct from v.first_duration`,
    );
    expect(mismatches.rows).toEqual([]);
  });

  it('follow each new visit and result, an earlier visit taking over the first treatment plan', async () => {
    const patient = await signUpPatient(api, doctor);
    const read = async () => (await doctorCall(api, doctor, 'GET', `/patients/${patient.UserStorageID}/profile`)).body.data;
    expect(await read()).toMatchObject({ NumOfVisits: 0, NumOfTests: 0, LastVisit: null, FirstVisit: null, TreatmentDuration: null });
    const later = await addVisit(api, patient.UserStorageID, new Date('2026-06-01T09:00:00Z'), 6);
    await addResult(api, later, 'ACT', { ResultInDioptersHorizontalValue: 4 });
    await addResult(api, later, 'ACT', { ResultInDioptersHorizontalValue: 2 });
    expect(await read()).toMatchObject({ NumOfVisits: 1, NumOfTests: 2, TreatmentDuration: 6, LastVisit: '2026-06-01T09:00:00.000Z' });
    await addVisit(api, patient.UserStorageID, new Date('2026-05-01T09:00:00Z'), 3);
    expect(await read()).toMatchObject({
      NumOfVisits: 2,
      NumOfTests: 2,
      TreatmentDuration: 3,
      FirstVisit: '2026-05-01T09:00:00.000Z',
      LastVisit: '2026-06-01T09:00:00.000Z',
    });
  });

  it('keep the statistics counters equal to a scan of every result, after inserts and a patient’s deletion', async () => {
    const scan = `
      with keyed as (select coalesce(d.site_id::text, 'doctor:' || p.doctor_id::text) as k, r.*
                       from test_results r join visits v on v.id = r.visit_id join patients p on p.id = v.patient_id
                       join doctors d on d.user_id = p.doctor_id)
      select 'day' as what, k, (begin_test_time at time zone 'UTC')::date::text as at, count(*)::int as n from keyed group by 2, 3
      union all
      select 'bucket', k, g.graph || ':' || g.bucket, count(*)::int from keyed cross join lateral result_graph(test_type, test_result, "values") g group by 2, 3
      order by 1, 2, 3`;
    const counters = `
      select 'day' as what, site_key as k, day::text as at, tests as n from result_day_counts where tests <> 0
      union all
      select 'bucket', site_key, graph || ':' || bucket, measured from result_bucket_counts where measured <> 0
      order by 1, 2, 3`;
    const same = async () => expect((await api.db.query(counters)).rows).toEqual((await api.db.query(scan)).rows);
    await same();
    const withResults = (await page('status=TESTED&limit=1')).data[0].UserStorageID;
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${withResults}/profile`)).status).toBe(200);
    await same();
    const patient = await signUpPatient(api, doctor);
    const visit = await addVisit(api, patient.UserStorageID, new Date('2026-06-10T09:00:00Z'), 6);
    await addResult(api, visit, 'ACT', { ResultInDioptersHorizontalValue: -13 });
    await addResult(api, visit, 'FusionalReserve', { FusionalConvergence: 75 }, 'test succeeded');
    await addResult(api, visit, 'ACT', { ResultInDioptersHorizontalValue: 8 }, 'test failed');
    await same();
  });

  it('keep each doctor’s active and archived counts (the badges) equal to a count of their patients', async () => {
    const recount = `select doctor_id::text as d, count(*) filter (where account_status <> 3)::int as active,
                            count(*) filter (where account_status = 3)::int as archived from patients group by 1 order by 1`;
    const kept = `select doctor_id::text as d, active, archived from doctor_patient_counts where active <> 0 or archived <> 0 order by 1`;
    const same = async () => expect((await api.db.query(kept)).rows).toEqual((await api.db.query(recount)).rows);
    await same();
    const patient = await signUpPatient(api, doctor);
    await same();
    const status = (AccountStatus: number) =>
      doctorCall(api, doctor, 'POST', `/patients/${patient.UserStorageID}/profile`, { AccountStatus });
    expect((await status(2)).status).toBe(200);
    expect((await status(3)).status).toBe(200);
    await same();
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${patient.UserStorageID}/profile`)).status).toBe(200);
    await same();
    const self = (await doctorCall(api, doctor, 'GET', '/patients/counts')).body.data;
    const profile = (
      await api.app.inject({ method: 'GET', url: '/api/v1/webapp/users/self', headers: { authorization: `Bearer ${doctor.token}` } })
    ).json().data.profile;
    expect([profile.NumOfPatients, profile.NumOfArchivePatients]).toEqual([self.active, self.archived]);
  });
});
