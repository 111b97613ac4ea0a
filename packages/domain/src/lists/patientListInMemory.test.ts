import { describe, expect, it } from 'vitest';
import { patientPageQuerySchema, type PatientPageQuery } from '../patientList';
import { pagePatientsInMemory, sortPatientsInMemory, storedSearchText, type InMemoryPatient } from './patientListInMemory';
import { compareCollated, compareSqlValues, postgresLower } from './postgresOrder';

const now = new Date('2026-03-15T10:30:00.000Z');
let counter = 0;

/** An active, enabled patient with nothing recorded but a name; ids in creation order. */
function patient(first: string, last: string, extra: Partial<InMemoryPatient> & { pii?: Partial<InMemoryPatient['PII']> } = {}) {
  counter += 1;
  const { pii, ...rest } = extra;
  const record: InMemoryPatient = {
    UserStorageID: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    PII: { FirstName: first, LastName: last, SocialID: null, Gender: null, Birthdate: null, Email: null, PhoneNumber: null, ...pii },
    Status: 0,
    AccountStatus: 2,
    Enabled: 1,
    NumOfTests: 0,
    LastVisit: null,
    FirstVisit: null,
    NextVisitDate: null,
    TreatmentDuration: null,
    DeviceID: null,
    DateOfActivation: null,
    ...rest,
  };
  return record;
}

/** The query as the REST call reads its parameters. */
const query = (params: Record<string, string> = {}): PatientPageQuery => patientPageQuerySchema.parse(params);
const names = (rows: InMemoryPatient[]) => rows.map((p) => `${p.PII.FirstName} ${p.PII.LastName}`);
const page = (rows: InMemoryPatient[], params: Record<string, string> = {}, on = now) => pagePatientsInMemory(rows, query(params), on);

describe('PostgreSQL keys and order (postgresOrder.ts)', () => {
  it('lowers as lower() does: each character alone, İ to i, a final sigma to σ', () => {
    expect(postgresLower('ÉCOLE Ä')).toBe('école ä');
    expect(postgresLower('İpek')).toBe('ipek');
    expect(postgresLower('ΟΔΟΣ')).toBe('οδοσ');
    expect('ΟΔΟΣ'.toLowerCase()).toBe('οδος');
  });

  it('orders text by code point (C collation): upper case first, accents after z, astral last', () => {
    const sorted = ['é', 'z', 'ｚ', '😀', 'a', 'Z', '', 'ab', 'a b'].sort(compareCollated);
    expect(sorted).toEqual(['', 'Z', 'a', 'a b', 'ab', 'z', 'é', 'ｚ', '😀']);
  });

  it('puts nulls last ascending and first descending', () => {
    expect([3, null, 1].sort((a, b) => compareSqlValues(a, b))).toEqual([1, 3, null]);
    expect([3, null, 1].sort((a, b) => compareSqlValues(a, b, 'DESC'))).toEqual([null, 3, 1]);
  });
});

describe('pagePatientsInMemory', () => {
  it('keeps the tab: completed patients in the archive only', () => {
    const active = patient('Ann', 'Active');
    const pending = patient('Pia', 'Pending', { AccountStatus: 1 });
    const done = patient('Carl', 'Completed', { AccountStatus: 3 });
    expect(page([active, pending, done]).rows).toEqual([active, pending]);
    expect(page([active, pending, done], { archive: 'true' }).rows).toEqual([done]);
  });

  it('sorts by last name, first name (lower case, C collation), then id', () => {
    const rows = [
      patient('Zoë', 'Ångström'),
      patient('b', 'rossi'),
      patient('A', 'ROSSI'),
      patient('a', 'Rossi'),
      patient('Mia', 'de Luca'),
      patient('Ugo', 'Zanetti'),
      patient('Ece', 'İpek'),
    ];
    // "rossi" = "ROSSI" = "Rossi"; "a" = "A" by first name, then by id (creation order here).
    expect(names(page(rows).rows)).toEqual(['Mia de Luca', 'Ece İpek', 'A ROSSI', 'a Rossi', 'b rossi', 'Ugo Zanetti', 'Zoë Ångström']);
  });

  it('sorts by several keys and directions, nulls as PostgreSQL puts them, ties by name', () => {
    const a = patient('A', 'A', { LastVisit: '2026-03-01T00:00:00.000Z', pii: { Gender: 2 } });
    const b = patient('B', 'B', { LastVisit: null, pii: { Gender: 1 } });
    const c = patient('C', 'C', { LastVisit: new Date('2026-03-10T00:00:00.000Z'), pii: { Gender: 1 } });
    const d = patient('D', 'D', { LastVisit: null, pii: { Gender: null } });
    expect(page([a, b, c, d], { sort: 'LAST_VISIT:ASC' }).rows).toEqual([a, c, b, d]);
    expect(page([a, b, c, d], { sort: 'LAST_VISIT:DESC' }).rows).toEqual([b, d, c, a]);
    expect(page([a, b, c, d], { sort: 'GENDER:DESC,LAST_VISIT:ASC' }).rows).toEqual([d, a, c, b]);
  });

  it('sorts device serials as written (no lower case) and treatment progress by the SQL formula', () => {
    const lower = patient('L', 'L', { DeviceID: 'a-1' });
    const upper = patient('U', 'U', { DeviceID: 'B-1' });
    const none = patient('N', 'N');
    expect(page([lower, upper, none], { sort: 'DEVICE_ID:ASC' }).rows).toEqual([upper, lower, none]);

    const first = '2026-01-01T08:00:00.000Z';
    const half = patient('H', 'H', { TreatmentDuration: 2, FirstVisit: first, LastVisit: '2026-01-31T23:00:00.000Z' });
    // A first visit without a last one: SQL's greatest(0, null) counts no days (0%).
    const noLast = patient('Z', 'Z', { TreatmentDuration: 2, FirstVisit: first, LastVisit: null });
    const noPlan = patient('P', 'P', { FirstVisit: first, LastVisit: first });
    const zeroPlan = patient('Q', 'Q', { TreatmentDuration: 0, FirstVisit: first, LastVisit: first });
    expect(page([half, noLast, noPlan, zeroPlan], { sort: 'TREATMENT_PROGRESS:ASC' }).rows).toEqual([noLast, half, zeroPlan, noPlan]);
  });

  it('searches the stored text: either name order, social ID, e-mail, phone as written or its digits, any case', () => {
    const jack = patient('Jack', 'Ashworth', { pii: { SocialID: 'AB-123', Email: 'Jack.A@Example.com', PhoneNumber: '252 686 3784' } });
    const other = patient('Ann', 'Lee');
    for (const search of ['ashworth JACK', 'jack ash', 'ab-1', 'jack.a@example', '686 37', '2526863784', '  Ashworth ']) {
      expect(page([jack, other], { search }).rows, search).toEqual([jack]);
    }
    expect(page([jack, other], { search: 'ashworth ab' }).total).toBe(0);
  });

  it('searches as SQL does where lower() and toLowerCase differ (İ, final Σ)', () => {
    const greek = patient('Ανδρέας', 'ΟΔΟΣ');
    expect(storedSearchText(greek)).toContain('ανδρέας οδοσ');
    expect(page([greek], { search: 'οδοσ' }).total).toBe(1);
    // The needle is lowered by JavaScript ("οδος"), the stored text by PostgreSQL ("οδοσ"): SQL finds nobody.
    expect(page([greek], { search: 'ΟΔΟΣ' }).total).toBe(0);
    expect(page([patient('Ece', 'İpek')], { search: 'ipek' }).total).toBe(1);
  });

  it('filters by the status toggles on the day of `now`', () => {
    const eighteenToday = patient('Adult', 'Today', { pii: { Birthdate: '2008-03-15' } });
    const eighteenTomorrow = patient('Child', 'Tomorrow', { pii: { Birthdate: '2008-03-16' } });
    const unknownAge = patient('No', 'Birthdate');
    const pending = patient('Pending', 'P', { AccountStatus: 1 });
    const locked = patient('Locked', 'L', { Enabled: 0 });
    const tested = patient('Tested', 'T', { NumOfTests: 2 });
    const overdue = patient('Over', 'Due', { NextVisitDate: '2026-03-14T00:00:00.000Z' });
    const dueToday = patient('Due', 'Today', { NextVisitDate: '2026-03-15T00:00:00.000Z' });
    const all = [eighteenToday, eighteenTomorrow, unknownAge, pending, locked, tested, overdue, dueToday];
    expect(page(all, { status: 'ADULTS' }).rows).toEqual([eighteenToday]);
    expect(page(all, { status: 'CHILDREN' }).rows).toEqual([eighteenTomorrow]);
    expect(page(all, { status: 'PENDING' }).rows).toEqual([pending]);
    expect(page(all, { status: 'LOCKED' }).rows).toEqual([locked]);
    expect(page(all, { status: 'TESTED' }).rows).toEqual([tested]);
    expect(page(all, { status: 'OVERDUE' }).rows).toEqual([overdue]);
  });

  it('filters by the time period and the date conditions (UTC days; no date meets none)', () => {
    const weekAgo = patient('Week', 'Ago', { LastVisit: '2026-03-08T10:30:00.000Z', pii: { Birthdate: '1990-05-01' } });
    const justBefore = patient('Just', 'Before', { LastVisit: '2026-03-08T10:29:59.999Z', pii: { Birthdate: '1990-05-02' } });
    const never = patient('Never', 'Came');
    const rows = [weekAgo, justBefore, never];
    expect(page(rows, { period: 'WEEK' }).rows).toEqual([weekAgo]);
    expect(page(rows, { dates: 'LAST_VISIT:ON:2026-03-08' }).rows).toEqual([weekAgo, justBefore]);
    expect(page(rows, { dates: 'LAST_VISIT:AFTER:2026-03-07,BIRTHDATE:BEFORE:1990-05-02' }).rows).toEqual([weekAgo]);
  });

  it('filters by gender and missed visits, each column counted under the other filters', () => {
    const rows = [
      patient('A', 'A', { Status: 1, pii: { Gender: 1 } }),
      patient('B', 'B', { Status: 0, pii: { Gender: 1 } }),
      patient('C', 'C', { Status: 1, pii: { Gender: 2 } }),
      patient('D', 'D', { Status: 0, pii: { Gender: null } }),
    ];
    expect(page(rows)).toMatchObject({
      total: 4,
      genders: [
        { value: 1, count: 2 },
        { value: 2, count: 1 },
        { value: null, count: 1 },
      ],
      missed: [
        { value: false, count: 2 },
        { value: true, count: 2 },
      ],
    });
    const filtered = page(rows, { genders: '1,NONE', missed: 'true' });
    expect(names(filtered.rows)).toEqual(['A A']);
    expect(filtered).toMatchObject({
      total: 1,
      genders: [
        { value: 1, count: 1 },
        { value: 2, count: 1 },
      ],
      missed: [
        { value: false, count: 2 },
        { value: true, count: 1 },
      ],
    });
    expect(page(rows, { genders: '' }).total).toBe(0);
    expect(page(rows, { missed: '' }).total).toBe(0);
  });

  it('slices the page after sorting and counts every row', () => {
    const rows = Array.from({ length: 7 }, (_, i) => patient(`P${i}`, `Name ${6 - i}`));
    const second = page(rows, { limit: '3', offset: '3' });
    expect(second.total).toBe(7);
    expect(names(second.rows)).toEqual(['P3 Name 3', 'P2 Name 4', 'P1 Name 5']);
    expect(page(rows, { limit: '3', offset: '9' }).rows).toEqual([]);
  });

  it('gives the same page for records with Date instants and for the same records read from JSON', () => {
    const rows = [
      patient('A', 'A', { LastVisit: new Date('2026-03-10T00:00:00.000Z'), NextVisitDate: new Date('2026-03-01T00:00:00.000Z') }),
      patient('B', 'B', { LastVisit: new Date('2026-03-12T00:00:00.000Z'), DateOfActivation: new Date('2025-01-01T00:00:00.000Z') }),
    ];
    const json = JSON.parse(JSON.stringify(rows)) as InMemoryPatient[];
    const ids = (list: InMemoryPatient[]) => list.map((p) => p.UserStorageID);
    const queries: Record<string, string>[] = [{ sort: 'LAST_VISIT:DESC' }, { status: 'OVERDUE' }, { sort: 'DATE_OF_ACTIVATION:ASC' }];
    for (const params of queries) {
      expect(ids(page(json, params).rows)).toEqual(ids(page(rows, params).rows));
    }
    expect(ids(sortPatientsInMemory(json, []))).toEqual(ids(rows));
  });
});
