// The narrow copy the patient lists are searched, counted and paged from (migration 012): its
// search text is domain patientSearchText, written in SQL; and the counts a REST instance keeps
// (listCounts.ts) follow every write to the doctor's patients, whichever instance made it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_COMPARISONS, meetsDateCondition, nextIsoDay } from '@portal/domain/dateCondition';
import { PATIENT_DATE_FIELDS, PATIENT_SORT_FIELDS, type PatientDateField, type PatientPageQuery } from '@portal/domain/patientList';
import { patientSearchText } from '@portal/domain/patientSearch';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplate } from '../db/pglite';
import { DEMO_EMAILS, demoAccountsStep } from '../seed/accounts';
import { seedFleet } from '../seed/fleet';
import { seedPatients } from '../seed/patients';
import { countEveryTime, listCountsCache } from './listCounts';
import { readPatientCounts, readPatientPage } from './patientPages';

const now = new Date('2026-03-15T10:30:00Z');
const freshDatabase = pgliteTemplate(async (db) => {
  await migrate(db);
  await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
  await seedFleet(db, { now, hashPassword: async (pw) => `test-hash:${pw}` });
  await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.doctor, active: 60, archived: 10 });
});

let db: Database;
let doctorId: string;
beforeAll(async () => {
  db = await freshDatabase();
  doctorId = (await db.query<{ id: string }>('select id from users where email = $1', [DEMO_EMAILS.doctor])).rows[0].id;
});
afterAll(() => db?.close());

const addPatient = async (first: string, last: string, extra: { phone?: string; birthdate?: string } = {}) =>
  (
    await db.query<{ id: string }>(
      `insert into patients (doctor_id, first_name, last_name, phone, birthdate, account_status) values ($1, $2, $3, $4, $5, 2) returning id`,
      [doctorId, first, last, extra.phone ?? null, extra.birthdate ?? '1990-01-01'],
    )
  ).rows[0].id;

const pageQuery: PatientPageQuery = {
  archive: false,
  offset: 0,
  limit: 14,
  search: null,
  period: 'ALL',
  status: 'ALL',
  genders: null,
  missed: null,
  sort: [],
  dates: [],
};

describe('the search text (SQL patient_search_text = domain patientSearchText)', () => {
  // Letters of several scripts, digits, spaces and the punctuation of e-mails and phone numbers.
  const text = fc.string({ unit: fc.constantFrom(...'aZéÖßçñ ΔжЖ中 0123456789+-().@_'.split('')), maxLength: 14 });
  const optional = fc.option(text, { nil: null });

  it('gives the same text for any patient', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, optional, optional, optional, async (firstName, lastName, socialId, email, phone) => {
        const sql = await db.query<{ t: string }>('select patient_search_text($1, $2, $3, $4, $5) as t', [
          firstName,
          lastName,
          socialId,
          email,
          phone,
        ]);
        expect(sql.rows[0].t).toBe(patientSearchText({ firstName, lastName, socialId, email, phone }));
      }),
      { numRuns: 150 },
    );
  });

  it('finds a patient by last name first and by the phone digits only', async () => {
    const id = await addPatient('Zebedee', 'Quarrington', { phone: '+1 (909) 555-0199' });
    for (const search of ['Quarrington Zebedee', 'zebedee quarrington', '9095550199', '(909) 555']) {
      const page = await readPatientPage(db, doctorId, { ...pageQuery, search }, now);
      expect(
        page.rows.map((row) => row.UserStorageID),
        search,
      ).toEqual([id]);
      expect(page.total).toBe(1);
    }
  });
});

describe('the counts an instance keeps (listCounts.ts)', () => {
  it('follow every insert, update and delete, made through any instance', async () => {
    const first = listCountsCache();
    const second = listCountsCache();
    const counts = (cache = first) => readPatientCounts(db, doctorId, now, cache);
    const found = async (search: string, cache = first) =>
      (await readPatientPage(db, doctorId, { ...pageQuery, search }, now, cache)).total;

    const before = await counts();
    expect(await counts(second)).toEqual(before);
    expect(await found('Quillon')).toBe(0);

    const id = await addPatient('Mara', 'Quillon', { birthdate: '2019-05-01' });
    expect(await counts()).toEqual({ ...before, active: before.active + 1, children: before.children + 1 });
    expect(await found('Quillon')).toBe(1);
    expect(await found('Quillon', second)).toBe(1);

    await db.query('update patients set enabled = 0, last_name = $2 where id = $1', [id, 'Quillane']);
    expect(await counts(second)).toEqual({
      ...before,
      active: before.active + 1,
      children: before.children + 1,
      locked: before.locked + 1,
    });
    expect(await found('Quillon')).toBe(0);
    expect(await found('Quillane')).toBe(1);

    await db.query('delete from patients where id = $1', [id]);
    expect(await counts()).toEqual(before);
    expect(await found('Quillane', second)).toBe(0);
  });

  it('keeps what it counted while nothing changed (the version is all it reads)', async () => {
    const cache = listCountsCache();
    await readPatientCounts(db, doctorId, now, cache);
    const statements: string[] = [];
    const watched = {
      ...db,
      query: ((sql: string, params?: readonly unknown[]) => (statements.push(sql), db.query(sql, params))) as Database['query'],
    };
    await readPatientCounts(watched, doctorId, now, cache);
    expect(statements).toEqual(['select version::text from doctor_patient_counts where doctor_id = $1']);
  });
});

describe('a search page', () => {
  // Counted afresh, a search's page comes from the same pass as its counts; with the counts kept,
  // from the name order (patientPages.ts). Both must give the same rows in the same order.
  it.each(PATIENT_SORT_FIELDS.flatMap((field) => [`${field}:ASC`, `${field}:DESC`]))(
    'is the same both ways, sorted by %s',
    async (item) => {
      const [field, direction] = item.split(':') as [PatientPageQuery['sort'][number]['field'], 'ASC' | 'DESC'];
      const kept = listCountsCache();
      for (const [search, offset] of [
        ['a', 0],
        ['a', 14],
        ['e', 7],
        ['@', 0],
      ] as const) {
        const query = { ...pageQuery, search, offset, limit: 14, sort: [{ field, direction }] };
        const fresh = await readPatientPage(db, doctorId, query, now, countEveryTime);
        await readPatientPage(db, doctorId, query, now, kept);
        const walked = await readPatientPage(db, doctorId, query, now, kept);
        expect(fresh.rows.length).toBeGreaterThan(0);
        expect(walked.rows.map((row) => row.UserStorageID)).toEqual(fresh.rows.map((row) => row.UserStorageID));
        expect(walked.total).toBe(fresh.total);
      }
    },
  );
});

describe('overdue patients', () => {
  it('filters, counts and sorts by the planned next visit, the planned day itself not overdue', async () => {
    const add = async (last: string, nextVisit: string) => {
      const id = await addPatient('Otto', last);
      await db.query('update patients set next_visit_date = $2 where id = $1', [id, nextVisit]);
      return id;
    };
    const yesterday = await add('Overdueby-One', '2026-03-14T00:00:00Z');
    const today = await add('Dueby-Today', '2026-03-15T00:00:00Z');
    const recount = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from patients where doctor_id = $1 and account_status <> 3 and next_visit_date < '2026-03-15T00:00:00Z'`,
          [doctorId],
        )
      ).rows[0].n;
    const overdue = await readPatientPage(db, doctorId, { ...pageQuery, status: 'OVERDUE', limit: 100 }, now);
    expect(overdue.total).toBe(await recount());
    expect(overdue.rows.map((row) => row.UserStorageID)).toContain(yesterday);
    expect(overdue.rows.map((row) => row.UserStorageID)).not.toContain(today);
    expect((await readPatientCounts(db, doctorId, now)).overdue).toBe(await recount());

    const sorted = await readPatientPage(
      db,
      doctorId,
      { ...pageQuery, limit: 100, sort: [{ field: 'NEXT_VISIT', direction: 'ASC' }] },
      now,
    );
    const times = sorted.rows.flatMap((row) => (row.NextVisitDate ? [new Date(row.NextVisitDate).getTime()] : []));
    expect(times.length).toBeGreaterThan(10);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('date conditions (§2 search options: less than, greater than, include)', () => {
  // The SQL ranges (patientPages.ts) keep exactly the patients domain meetsDateCondition keeps, on
  // days taken from the patients' own dates, the day before and the day after (the boundaries).
  const valueOf: Record<PatientDateField, (row: Awaited<ReturnType<typeof readPatientPage>>['rows'][number]) => string | Date | null> = {
    BIRTHDATE: (row) => row.PII.Birthdate,
    LAST_VISIT: (row) => row.LastVisit,
    NEXT_VISIT: (row) => row.NextVisitDate,
  };

  it('agree with the domain rule for any column, comparison and day, alone or combined, on both lists', async () => {
    const lists = await Promise.all(
      [false, true].map(async (archive) => (await readPatientPage(db, doctorId, { ...pageQuery, archive, limit: 100 }, now)).rows),
    );
    const days = [
      ...new Set(
        lists.flat().flatMap((row) =>
          PATIENT_DATE_FIELDS.flatMap((field) => {
            const value = valueOf[field](row);
            if (!value) return [];
            const day = new Date(value).toISOString().slice(0, 10);
            const before = new Date(new Date(`${day}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
            return [before, day, nextIsoDay(day)];
          }),
        ),
      ),
    ];
    const condition = fc.record({
      field: fc.constantFrom(...PATIENT_DATE_FIELDS),
      comparison: fc.constantFrom(...DATE_COMPARISONS),
      day: fc.constantFrom(...days),
    });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(condition, { minLength: 1, maxLength: 2 }), async (archive, dates) => {
        const page = await readPatientPage(db, doctorId, { ...pageQuery, archive, limit: 100, dates }, now);
        const expected = lists[archive ? 1 : 0].filter((row) => dates.every((c) => meetsDateCondition(valueOf[c.field](row), c)));
        expect(page.rows.map((row) => row.UserStorageID)).toEqual(expected.map((row) => row.UserStorageID));
        expect(page.total).toBe(expected.length);
        expect(page.genders.reduce((n, g) => n + g.count, 0)).toBe(expected.length);
      }),
      { numRuns: 60 },
    );
  });
});
