// The BFF's legacy mode pages the old backend's whole list in memory (domain
// lists/patientListInMemory.ts); this holds it to the page the database gives (readPatientPage) for
// any patients and any query: the same ids in the same order, the same total, the same choices. The
// patients are stored as the REST service stores them and read back as its records (as they are,
// and as JSON, instants as text). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
// PATIENT_PARITY_RUNS raises the runs (default 100, each a fresh list and three queries).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { countPatientsInMemory, pagePatientsInMemory, type InMemoryPatient } from '@portal/domain/lists/patientListInMemory';
import {
  PATIENT_DATE_FIELDS,
  PATIENT_SORT_FIELDS,
  PATIENT_STATUS_FILTERS,
  VISIT_PERIODS,
  adultBornOnOrBefore,
  patientPageQuerySchema,
  patientPageQueryString,
  periodStart,
  type PatientDateCondition,
  type PatientPageQuery,
} from '@portal/domain/patientList';
import { DATE_COMPARISONS } from '@portal/domain/dateCondition';
import { overdueBefore } from '@portal/domain/nextVisit';
import { startTestRestApi, type TestRestApi } from '../testing';
import { insertDoctor, insertUser } from '../seed/records';
import { readPatientPage } from './patientPages';
import { findPatients } from './patientsStore';

const RUNS = Number(process.env.PATIENT_PARITY_RUNS ?? 100);
const DAY = 86_400_000;
/** What an arbitrary generates. */
type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

let api: TestRestApi;
let doctorId: string;
beforeAll(async () => {
  api = await startTestRestApi();
  doctorId = await insertUser(api.db, {
    email: 'parity@clinic.example',
    passwordHash: null,
    firstName: 'Pari',
    lastName: 'Ty',
    roles: [REST_ROLES.doctor],
  });
  await insertDoctor(api.db, { userId: doctorId, siteId: null });
}, 120_000);
afterAll(() => api?.close());

// ---- Instants and days, anchored where the rules turn (resolved once the run's `now` is known).

type Anchor = 'midnight' | 'now' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
interface InstantSpec {
  anchor: Anchor;
  days: number;
  ms: number;
}
const instantSpec: fc.Arbitrary<InstantSpec> = fc.oneof(
  fc.record({
    anchor: fc.constant<Anchor>('midnight'),
    days: fc.integer({ min: -800, max: 400 }),
    ms: fc.oneof(fc.constantFrom(0, DAY - 1), fc.integer({ min: 0, max: DAY - 1 })),
  }),
  fc.record({
    anchor: fc.constantFrom<Anchor>('now', 'DAY', 'WEEK', 'MONTH', 'YEAR'),
    days: fc.constantFrom(0, 0, -1, 1),
    ms: fc.integer({ min: -1, max: 1 }),
  }),
);
function instantOf(spec: InstantSpec, now: Date): Date {
  const base = spec.anchor === 'midnight' ? overdueBefore(now) : spec.anchor === 'now' ? now : periodStart(spec.anchor, now)!;
  return new Date(base.getTime() + spec.days * DAY + spec.ms);
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A birthdate near the 18th birthday's day or anywhere in the last 90 years. */
const birthdateSpec = fc.oneof(
  fc.record({ adult: fc.constant(true), days: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ adult: fc.constant(false), days: fc.integer({ min: -33_000, max: 30 }) }),
);
const birthdateOf = (spec: { adult: boolean; days: number }, now: Date) =>
  isoDay(new Date((spec.adult ? new Date(`${adultBornOnOrBefore(now)}T00:00:00Z`) : overdueBefore(now)).getTime() + spec.days * DAY));

// ---- Patients: names with accents, case and spaces; every status; missing values everywhere.

// İ and Σ are where PostgreSQL's lower() and JavaScript's toLowerCase part (postgresOrder.ts). Left
// out: the letters the engines' Unicode tables lower differently (PGlite leaves Ⓐ-Ⓩ, U+FEFF and some
// letters of Unicode 14+ as they are; PostgreSQL 15 on glibc 2.36 does so for those of Unicode 16, which
// JavaScript lowers): no rule in memory matches both engines there.
const LETTERS = 'aAeEéÉèöÖüÜßçÇñÑıİσΣςøØåÅłŁzZ中😀ａ'.split(/(?:)/u);
const freeText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...LETTERS, ' ', '-', "'"), maxLength });
const NAMES = ['Rossi', 'rossi', 'ROSSI', 'Rössi', 'Rossì', 'de Luca', 'De Luca', 'DE LUCA', 'Dé Luca', 'Öztürk', 'Ozturk', 'İpek'];
const MORE_NAMES = ['Ipek', 'ıpek', 'ΟΔΟΣ', 'Οδός', 'ΣΟΦΙΑ', 'Ångström', 'Zoë', 'Zoe', 'zoe', 'Ñúñez', '中村', 'Łukasz', "O'Brien"];
const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NAMES, ...MORE_NAMES, ' Spaced  Out ', 'a', 'Z', '') }, freeText(10));
const socialId = fc.option(fc.oneof(fc.constantFrom('BNCLCU10A01F205X', 'bnclcu10a01f205x', 'AB-123', 'ab-123', 'Ä-9', ''), freeText(8)), {
  freq: 3,
});
const email = fc.option(fc.oneof(fc.constantFrom('Jack.A@Example.COM', 'jack.a@example.com', 'zoë@mail.example'), fc.emailAddress()), {
  freq: 3,
});
const phone = fc.option(
  fc.oneof(fc.constantFrom('+39 02 555 0123', '252 686 3784', '(909) 555-0199'), fc.stringMatching(/^\+?[0-9 ()-]{3,14}$/)),
  { freq: 3 },
);
const optionalInstant = fc.option(instantSpec, { freq: 4 });

const patientSpec = fc.record({
  id: fc.uuid(),
  first: name,
  last: name,
  socialId,
  email,
  phone,
  gender: fc.constantFrom(null, 1, 2, 3),
  birthdate: fc.option(birthdateSpec, { freq: 6 }),
  status: fc.constantFrom(0, 1),
  accountStatus: fc.constantFrom(1, 2, 3),
  enabled: fc.constantFrom(0, 1),
  testCount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
  lastVisit: optionalInstant,
  firstVisit: optionalInstant,
  nextVisit: optionalInstant,
  treatmentDuration: fc.option(fc.oneof(fc.constantFrom(-1, 0, 1, 20), fc.integer({ min: 1, max: 24 })), { freq: 3 }),
  device: fc.option(fc.nat(), { freq: 3 }),
});
type PatientSpec = Of<typeof patientSpec>;

const serial = fc.string({ unit: fc.constantFrom('A', 'B', 'a', 'b', '-', '1', '2', 'é', 'Z'), minLength: 1, maxLength: 4 });
const devicesSpec = fc.uniqueArray(fc.record({ serial, activation: optionalInstant }), { maxLength: 5, selector: (d) => d.serial });

const nowSpec = fc.oneof(
  fc.constantFrom(
    new Date('2026-03-15T10:30:00.000Z'),
    new Date('2028-02-29T23:59:59.999Z'),
    new Date('2026-03-31T00:00:00.000Z'),
    new Date('2027-01-01T00:00:00.000Z'),
  ),
  fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true }),
);

/** Replaces the doctor's list with these patients (and their devices); their ids. */
async function storeList(patients: PatientSpec[], devices: Of<typeof devicesSpec>, now: Date): Promise<string[]> {
  await api.db.query('delete from patients where doctor_id = $1', [doctorId]);
  await api.db.query('delete from devices');
  const deviceIds: string[] = [];
  for (const device of devices) {
    const stored = await api.db.query<{ id: string }>('insert into devices (device_id, date_of_activation) values ($1, $2) returning id', [
      device.serial,
      device.activation && instantOf(device.activation, now),
    ]);
    deviceIds.push(stored.rows[0].id);
  }
  const at = (spec: InstantSpec | null) => spec && instantOf(spec, now);
  const rows = patients.map((p) => [
    p.id,
    doctorId,
    p.device === null || deviceIds.length === 0 ? null : deviceIds[p.device % deviceIds.length],
    p.first,
    p.last,
    p.socialId,
    p.email,
    p.phone,
    p.gender,
    p.birthdate && birthdateOf(p.birthdate, now),
    p.status,
    p.accountStatus,
    p.enabled,
    p.testCount,
    at(p.lastVisit),
    at(p.firstVisit),
    p.treatmentDuration,
    at(p.nextVisit),
  ]);
  const width = rows[0].length;
  const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
  await api.db.query(
    `insert into patients (id, doctor_id, device_id, first_name, last_name, social_id, email, phone, gender, birthdate, status,
       account_status, enabled, test_count, last_visit, first_visit, first_treatment_duration, next_visit_date)
     values ${values}`,
    rows.flat(),
  );
  return patients.map((p) => p.id);
}

// ---- Queries: searches taken from the stored patients, every filter, 0-3 sort keys.

const SEARCH_FIELDS = ['first', 'last', 'firstLast', 'lastFirst', 'socialId', 'email', 'phone', 'phoneDigits'] as const;
const searchSpec = fc.oneof(
  fc.record({
    patient: fc.nat(),
    field: fc.constantFrom(...SEARCH_FIELDS),
    start: fc.nat({ max: 12 }),
    length: fc.integer({ min: 1, max: 14 }),
    casing: fc.constantFrom('asIs', 'upper', 'lower'),
    pad: fc.boolean(),
  }),
  freeText(6),
);
function searchOf(spec: Of<typeof searchSpec>, patients: PatientSpec[]): string {
  if (typeof spec === 'string') return spec;
  const p = patients[spec.patient % patients.length];
  const text = {
    first: p.first,
    last: p.last,
    firstLast: `${p.first} ${p.last}`,
    lastFirst: `${p.last} ${p.first}`,
    socialId: p.socialId ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    phoneDigits: (p.phone ?? '').replace(/[^0-9]/g, ''),
  }[spec.field];
  const part = Array.from(text)
    .slice(spec.start % Math.max(1, text.length), (spec.start % Math.max(1, text.length)) + spec.length)
    .join('');
  const cased = spec.casing === 'upper' ? part.toUpperCase() : spec.casing === 'lower' ? part.toLowerCase() : part;
  return spec.pad ? `  ${cased} ` : cased;
}

const dateSpec = fc.record({
  field: fc.constantFrom(...PATIENT_DATE_FIELDS),
  comparison: fc.constantFrom(...DATE_COMPARISONS),
  day: fc.oneof(
    { weight: 2, arbitrary: fc.record({ patient: fc.nat(), of: fc.constantFrom('birthdate', 'lastVisit', 'nextVisit') }) },
    { weight: 1, arbitrary: fc.integer({ min: -900, max: 400 }) },
  ),
});
function dateConditionOf(spec: Of<typeof dateSpec>, patients: PatientSpec[], now: Date): PatientDateCondition {
  let day = isoDay(new Date(overdueBefore(now).getTime() + (typeof spec.day === 'number' ? spec.day : 0) * DAY));
  if (typeof spec.day !== 'number') {
    const p = patients[spec.day.patient % patients.length];
    const value = spec.day.of === 'birthdate' ? p.birthdate : spec.day.of === 'lastVisit' ? p.lastVisit : p.nextVisit;
    if (value && 'adult' in value) day = birthdateOf(value, now);
    else if (value) day = isoDay(instantOf(value, now));
  }
  return { field: spec.field, comparison: spec.comparison, day };
}

/** Mostly `off` (every filter at once would leave nobody), else one of `on`. */
const mostlyOff = <T>(off: T, on: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: fc.constant(off) }, { weight: 1, arbitrary: on });
const querySpec = fc.record({
  archive: fc.boolean(),
  offset: mostlyOff(0, fc.nat({ max: 30 })),
  limit: fc.oneof(fc.constantFrom(0, 1, 5, 14, 100), fc.integer({ min: 0, max: 100 })),
  search: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: searchSpec }),
  period: mostlyOff('ALL' as const, fc.constantFrom(...VISIT_PERIODS)),
  status: mostlyOff('ALL' as const, fc.constantFrom(...PATIENT_STATUS_FILTERS)),
  genders: mostlyOff(null, fc.oneof(fc.subarray<number | null>([null, 1, 2, 3, 4], { minLength: 1 }), fc.constant<(number | null)[]>([]))),
  missed: mostlyOff(null, fc.oneof(fc.subarray([true, false], { minLength: 1 }), fc.constant<boolean[]>([]))),
  sort: fc.array(
    fc.record({ field: fc.constantFrom(...PATIENT_SORT_FIELDS), direction: fc.constantFrom('ASC' as const, 'DESC' as const) }),
    {
      maxLength: 3,
    },
  ),
  dates: mostlyOff([], fc.array(dateSpec, { minLength: 1, maxLength: 2 })),
});

/** The query as the REST call reads it (the search trimmed and cut to length); null when the call would refuse it. */
function queryOf(spec: Of<typeof querySpec>, patients: PatientSpec[], now: Date): PatientPageQuery | null {
  const parsed = patientPageQuerySchema.safeParse(
    patientPageQueryString({
      ...spec,
      search: spec.search === null ? null : searchOf(spec.search, patients),
      dates: spec.dates.map((d) => dateConditionOf(d, patients, now)),
    }),
  );
  return parsed.success ? parsed.data : null;
}

const summary = (page: { rows: { UserStorageID: string }[]; total: number; genders: unknown; missed: unknown }) => ({
  ids: page.rows.map((row) => row.UserStorageID),
  total: page.total,
  genders: page.genders,
  missed: page.missed,
});

describe('a page computed in memory (domain lists/patientListInMemory.ts) = the page SQL gives (readPatientPage)', () => {
  it(
    'for any patients and any query',
    async () => {
      let queries = 0;
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(patientSpec, { minLength: 30, maxLength: 45, selector: (p) => p.id }),
          devicesSpec,
          nowSpec,
          fc.array(querySpec, { minLength: 3, maxLength: 3 }),
          async (patients, devices, now, querySpecs) => {
            const ids = await storeList(patients, devices, now);
            const records = await findPatients(api.db, doctorId, ids, now);
            expect(records).toHaveLength(patients.length);
            const fromJson = JSON.parse(JSON.stringify(records)) as InMemoryPatient[];
            for (const spec of querySpecs) {
              const query = queryOf(spec, patients, now);
              if (!query) continue;
              const sql = summary(await readPatientPage(api.db, doctorId, query, now));
              queries += 1;
              if (sql.ids.length > 0) nonEmpty += 1;
              const context = JSON.stringify({ query, now });
              expect(summary(pagePatientsInMemory(records, query, now)), context).toEqual(sql);
              expect(summary(pagePatientsInMemory(fromJson, query, now)), context).toEqual(sql);
              expect(countPatientsInMemory(records, query, now), context).toBe(sql.total);
            }
          },
        ),
        { numRuns: RUNS },
      );
      // Many queries must find someone (about 40% do), or the property says little.
      console.info(`patient page parity: ${queries} queries over ${RUNS} lists, ${nonEmpty} with rows`);
      expect(nonEmpty).toBeGreaterThan(queries / 4);
    },
    Math.max(120_000, RUNS * 1_000),
  );
});
