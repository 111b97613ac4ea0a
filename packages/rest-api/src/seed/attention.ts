// Demo patients of doctor@demo.example that show each reason of the attention list
// (README "Attention list"), one reason each, whatever the random demo list holds: overdue for the
// next visit, no test for 45 days (a patient who had clearly improved until then), an ACT deviation
// 8 Δ worse than the visit before, and a visual acuity test aborted at the last visit and not taken
// again. Dates are relative to the seeding time.
import { ACCOUNT_STATUS, GENDERS } from '@portal/domain/enums';
import { TEST_SUCCEEDED } from '@portal/domain/testResults';
import type { Queryable } from '../db/database';
import { refreshStaleAttentionFacts } from '../attention/attentionFactsStore';
import { DEMO_EMAILS } from './accounts';
import type { SeedStep } from './seedTypes';

const DAY = 86_400_000;

interface ShowcaseTest {
  type: 'ACT' | 'ChartsVA';
  outcome: string;
  values: Record<string, unknown>;
}

interface ShowcasePatient {
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: number;
  /** Days from the seeding time: negative is past. */
  nextVisitInDays: number;
  visits: { daysAgo: number; tests: ShowcaseTest[] }[];
}

const act = (dioptres: number): ShowcaseTest => ({
  type: 'ACT',
  outcome: TEST_SUCCEEDED,
  values: {
    ResultInDioptersHorizontalValue: dioptres,
    ResultInDioptersVerticalValue: 0,
    HorizontalDirection: 'Eso',
    VerticalDirection: 'None',
    IntermittentResult: false,
    SelectedByUser: false,
  },
});
const va = (left: number | null, right: number | null, outcome: string = TEST_SUCCEEDED): ShowcaseTest => ({
  type: 'ChartsVA',
  outcome,
  values: {
    LeftEyeLogMarValue: left,
    RightEyeLogMarValue: right,
    BinocularLogMarValue: left === null ? null : Math.min(left, right ?? left),
  },
});

/** The showcase, one reason each (README "Attention list" names them). */
export const ATTENTION_SHOWCASE: readonly ShowcasePatient[] = [
  {
    firstName: 'Grace',
    lastName: 'Holloway',
    birthdate: '2014-03-09',
    gender: GENDERS.female,
    nextVisitInDays: -4,
    visits: [
      { daysAgo: 40, tests: [act(10), va(0.4, 0.1)] },
      { daysAgo: 12, tests: [act(8), va(0.3, 0.1)] },
    ],
  },
  {
    firstName: 'Tomas',
    lastName: 'Lindqvist',
    birthdate: '2011-11-21',
    gender: GENDERS.male,
    nextVisitInDays: 9,
    // And a clear improvement over the course (progress at a glance): ACT 16 → 6 Δ, the left eye's
    // visual acuity 0.5 → 0.2 logMAR. Getting better never puts a patient on the list.
    visits: [
      { daysAgo: 100, tests: [act(16), va(0.5, 0.2)] },
      { daysAgo: 70, tests: [act(10), va(0.3, 0.1)] },
      { daysAgo: 45, tests: [act(6), va(0.2, 0.1)] },
    ],
  },
  {
    firstName: 'Ella',
    lastName: 'Brennan',
    birthdate: '2016-06-02',
    gender: GENDERS.female,
    nextVisitInDays: 11,
    visits: [
      { daysAgo: 20, tests: [act(6), va(0.3, 0.1)] },
      { daysAgo: 3, tests: [act(14), va(0.3, 0.1)] },
    ],
  },
  {
    firstName: 'Luca',
    lastName: 'Moretti',
    birthdate: '2013-01-17',
    gender: GENDERS.male,
    nextVisitInDays: 20,
    visits: [
      { daysAgo: 15, tests: [act(12), va(0.5, 0.2)] },
      { daysAgo: 2, tests: [act(11), va(null, null, 'test aborted by user')] },
    ],
  },
];

async function insertShowcasePatient(tx: Queryable, doctorId: string, deviceId: string | null, patient: ShowcasePatient, now: Date) {
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * 60_000);
  const first = Math.max(...patient.visits.map((v) => v.daysAgo));
  const last = Math.min(...patient.visits.map((v) => v.daysAgo));
  const email = `${patient.firstName}.${patient.lastName}`.toLowerCase();
  const inserted = await tx.query<{ id: string }>(
    `insert into patients (doctor_id, device_id, first_name, last_name, email, birthdate, gender, account_status,
                           next_visit_date, visit_date, terms_of_use_signed, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11) returning id`,
    [
      doctorId,
      deviceId,
      patient.firstName,
      patient.lastName,
      `${email}@mail.example`,
      patient.birthdate,
      patient.gender,
      ACCOUNT_STATUS.active,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + patient.nextVisitInDays * DAY),
      at(last, -60),
      at(first + 1),
    ],
  );
  const patientId = inserted.rows[0].id;
  for (const [k, visit] of patient.visits.entries()) {
    const created = await tx.query<{ id: string }>(
      `insert into visits (patient_id, visit_date, next_visit, treatment_duration, created_at) values ($1, $2, $3, $4, $2) returning id`,
      [patientId, at(visit.daysAgo, -60), at(visit.daysAgo - 21), k === 0 ? 6 : null],
    );
    const rows = visit.tests.flatMap((test, i) =>
      (['SC', 'CC'] as const).map((correction, j) => ({
        t: test.type,
        c: correction,
        r: test.outcome,
        // Within the hour before the seeding time's clock time: "45 days ago" is 45 whole days.
        b: at(visit.daysAgo, -50 + i * 6 + j * 3).toISOString(),
        x: test.values,
      })),
    );
    await tx.query(
      `insert into test_results (visit_id, test_type, optical_correction, test_result, begin_test_time, "values", created_at)
       select $1, t, c, r, b, x, b from jsonb_to_recordset($2::jsonb) as r(t text, c text, r text, b timestamptz, x jsonb)`,
      [created.rows[0].id, JSON.stringify(rows)],
    );
  }
}

export const demoAttentionStep: SeedStep = {
  name: 'demo-attention',
  async run(tx, { now }) {
    const doctor = await tx.query<{ id: string; deviceId: string | null }>(
      `select u.id, (select dv.id from devices dv where dv.site_id = d.site_id order by dv.device_id limit 1) as "deviceId"
         from users u join doctors d on d.user_id = u.id where lower(u.email) = lower($1)`,
      [DEMO_EMAILS.doctor],
    );
    const row = doctor.rows[0];
    if (!row) throw new Error('demo-attention: the demo doctor is missing');
    for (const patient of ATTENTION_SHOWCASE) await insertShowcasePatient(tx, row.id, row.deviceId, patient, now);
    await refreshStaleAttentionFacts(tx, row.id);
  },
};
