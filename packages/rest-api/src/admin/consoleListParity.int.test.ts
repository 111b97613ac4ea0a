// The BFF's legacy mode pages the old backend's whole console lists in memory (domain
// consoleLists/inMemory); this holds it to the page the database gives (db/listPage.ts through each
// list's store) for generated lists and queries: the same ids in the same order, the same total and
// the same facets. Rows are stored with the test helpers and read back as the whole-list calls answer
// them (as JSON, instants as text). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
// CONSOLE_PARITY_RUNS sets the lists per property (default 6, each with 10 queries).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleListQuerySchema,
  consoleListQueryString,
  type ConsoleListPage,
  type ConsoleListQuery,
  type ConsoleListSpec,
} from '@portal/domain/consoleList';
import { REST_ROLES, VERSION_TYPE_KEYS } from '@portal/domain/enums';
import { ADMIN_LIST } from '@portal/domain/consoleLists/admins';
import { DEVICE_LIST, type DeviceListColumn } from '@portal/domain/consoleLists/devices';
import { PENDING_LIST, type PendingListColumn } from '@portal/domain/consoleLists/pending';
import { VERSION_LIST } from '@portal/domain/consoleLists/versions';
import { DEVICE_STATUS_FILTERS, type DeviceStatusFilter } from '@portal/domain/deviceStatus';
import { versionNumberToInt } from '@portal/domain/versions';
import { ADMIN_COLUMNS_IN_MEMORY, type InMemoryAdmin } from '@portal/domain/consoleLists/inMemory/admins';
import { DEVICE_COLUMNS_IN_MEMORY, pageDevicesInMemory, type InMemoryDevice } from '@portal/domain/consoleLists/inMemory/devices';
import { PENDING_COLUMNS_IN_MEMORY, type InMemoryPending } from '@portal/domain/consoleLists/inMemory/pending';
import { VERSION_COLUMNS_IN_MEMORY, type InMemoryVersion } from '@portal/domain/consoleLists/inMemory/versions';
import { postgresLower } from '@portal/domain/lists/postgresOrder';
import { ECP_LIST } from '@portal/domain/consoleLists/ecps';
import { SITE_LIST } from '@portal/domain/consoleLists/sites';
import {
  conditionValue,
  facetText,
  pageConsoleListInMemory,
  type ConsoleColumnsInMemory,
} from '@portal/domain/consoleLists/inMemory/consoleListInMemory';
import { COLUMN_COMPARISONS, type ColumnCondition, type ConditionKind } from '@portal/domain/columnCondition';
import { utcDayOf } from '@portal/domain/dateCondition';
import { ECP_COLUMNS_IN_MEMORY, type InMemoryEcp } from '@portal/domain/consoleLists/inMemory/ecps';
import { SITE_COLUMNS_IN_MEMORY, type InMemorySite } from '@portal/domain/consoleLists/inMemory/sites';
import { startTestRestApi, type TestRestApi } from '../testing';
import { insertDevice, insertSite, insertUser } from '../seed/records';
import { listEcps, pageEcps } from './ecpsStore';
import { ecpAnswer } from './ecpWrites';
import { listSites, pageSites } from './sitesStore';
import { listSiteDevices, listSiteEcps } from '../patients/siteStore';
import { listAdmins, pageAdmins } from './adminsStore';
import { lastSystemVersion, listDevices, pageDevices } from './devicesStore';
import { listPendingRegistrations, pagePendingRegistrations } from './pendingStore';
import { listVersions, pageVersions } from './versionsStore';

const RUNS = Number(process.env.CONSOLE_PARITY_RUNS ?? 6);
const QUERIES = 10;
/** What an arbitrary generates. */
type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi();
}, 120_000);
afterAll(() => api?.close());

/** A record as the wire carries it (instants as text). */
const overJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// ---- Text: accents, case, the letters whose lower case is special, LIKE's own characters.

const LETTERS = 'aAbBeEéÉöÖßçÇıİσΣςøØzZ中😀ａ'.split(/(?:)/u);
const freeText = (maxLength: number, minLength = 0) =>
  fc.string({ unit: fc.constantFrom(...LETTERS, ' ', '-', '_', '%', '\\', '1', '2'), minLength, maxLength });
const WORDS = [
  'Rossi',
  'rossi',
  'ROSSI',
  'Rössi',
  'de Luca',
  'De Luca',
  'Öztürk',
  'İpek',
  'Ipek',
  'ΣΟΦΙΑ',
  'Zoë',
  'zoe',
  '中村',
  'a_b',
  '50%',
];
const word = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...WORDS) }, freeText(8, 1));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 3 });
const COUNTRIES = ['IT', 'FR', 'it', 'Ísland', 'DE', ''];

// ---- A store: sites, ECPs at some of them (or none), devices at some of them.

const siteSpec = fc.record({
  id: fc.uuid(),
  name: word,
  email: optional(word),
  phone: optional(fc.constantFrom('+39 02 555 0123', '252 686 3784', '(909) 555-0199', '1')),
  country: optional(fc.constantFrom(...COUNTRIES)),
  state: optional(word),
  city: optional(word),
  street: optional(word),
  zip: optional(fc.constantFrom('20100', '75001', 'AB1 2CD')),
  backup: fc.boolean(),
});
/** A site by its index: mostly one of the first three (a site admin's list then has rows), or none. */
const siteIndex = fc.option(fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 2 }) }, fc.nat()), { freq: 8 });
const ecpSpec = fc.record({
  id: fc.uuid(),
  site: siteIndex,
  first: word,
  last: word,
  email: word,
  phone: optional(fc.constantFrom('+39 02 555 0123', '252 686 3784', '555')),
  profession: fc.option(fc.integer({ min: 1, max: 7 }), { freq: 4 }),
  license: optional(word),
  siteAdmin: fc.boolean(),
  enabled: fc.constantFrom<0 | 1>(0, 1),
  pending: fc.constantFrom<0 | 1>(0, 1),
});
const INSTALLED = ['1.2', '1.10', '1.10.0', '01.2', ' 1.2 ', '10.0.19045.4291', '2', '0', 'unknown', 'Beta', '', '1.a', '1..2'];
const installed = fc.option(fc.constantFrom(...INSTALLED), { freq: 5 });
const MS_2026 = Date.UTC(2026, 0, 1);
/** Instants to the millisecond (the records' precision), often equal. */
const instant = fc
  .oneof(fc.constantFrom(MS_2026, MS_2026 + 1), fc.integer({ min: MS_2026 - 1e10, max: MS_2026 + 1e10 }))
  .map((ms) => new Date(ms));
const deviceSpec = fc.record({
  id: fc.uuid(),
  serial: fc.oneof(word, fc.constantFrom('SN-1', 'sn-1', 'SN-10', 'SN-2')),
  site: siteIndex,
  location: optional(word),
  lastRun: fc.option(instant, { freq: 3 }),
  status: fc.constantFrom('OK', 'ok', ' OK ', 'Error', 'ERR 5', '', 'Ok'),
  es: installed,
  windows: installed,
  et: installed,
  emitter: installed,
  tv: installed,
});
const VERSION_NUMBERS = ['1.2', '1.10', '1.10.0', '2', '0.9', '10.0.19045.4291', '1.2.3.4', '9006.999.99999.9999'];
const versionSpec = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom(...VERSION_TYPE_KEYS),
  number: fc.constantFrom(...VERSION_NUMBERS),
  url: word,
  force: fc.boolean(),
  createdAt: instant,
  admin: fc.option(fc.nat(), { freq: 3 }),
});
const adminSpec = fc.record({
  id: fc.uuid(),
  first: word,
  last: word,
  email: word,
  phone: optional(fc.constantFrom('+39 02 555 0123', '252 686 3784', '555')),
  superAdmin: fc.boolean(),
  twoFa: fc.boolean(),
  enabled: fc.constantFrom<0 | 1>(0, 1),
  pending: fc.constantFrom<0 | 1>(0, 1),
});
const pendingSpec = fc.record({
  id: fc.uuid(),
  first: word,
  last: word,
  email: word,
  phone: optional(fc.constantFrom('+39 02 555 0123', '252 686 3784', '555')),
  site: word,
  createdAt: instant,
});
const storeSpec = fc.record({
  sites: fc.uniqueArray(siteSpec, { minLength: 10, maxLength: 30, selector: (s) => postgresLower(s.name) }),
  ecps: fc.array(ecpSpec, { minLength: 10, maxLength: 30 }),
  devices: fc.uniqueArray(deviceSpec, { minLength: 10, maxLength: 30, selector: (d) => d.serial }),
  versions: fc.uniqueArray(versionSpec, { minLength: 10, maxLength: 30, selector: (v) => `${v.type} ${v.number}` }),
  admins: fc.array(adminSpec, { minLength: 10, maxLength: 30 }),
  pending: fc.array(pendingSpec, { minLength: 10, maxLength: 30 }),
});
type StoreSpec = Of<typeof storeSpec>;

/** Replaces every site, ECP and device with these; the sites' ids. */
async function store(spec: StoreSpec): Promise<string[]> {
  await api.db.query('delete from devices');
  await api.db.query('delete from sites');
  await api.db.query('delete from users');
  const siteIds: string[] = [];
  for (const s of spec.sites) {
    siteIds.push(
      await insertSite(api.db, {
        id: s.id,
        name: s.name,
        email: s.email,
        phone: s.phone,
        country: s.country,
        state: s.state,
        city: s.city,
        street: s.street,
        zipCode: s.zip,
        backupData: s.backup,
      }),
    );
  }
  const siteOf = (index: number | null) => (index === null ? null : siteIds[index % siteIds.length]);
  for (const [i, e] of spec.ecps.entries()) {
    const id = await insertUser(api.db, {
      id: e.id,
      email: `${e.email}.${i}@ecp.example`,
      passwordHash: null,
      firstName: e.first,
      lastName: e.last,
      phone: e.phone,
      roles: [REST_ROLES.doctor],
      enabled: e.enabled,
      pending: e.pending,
    });
    await api.db.query('insert into doctors (user_id, site_id, is_site_admin, profession, medical_license) values ($1, $2, $3, $4, $5)', [
      id,
      siteOf(e.site),
      e.siteAdmin,
      e.profession,
      e.license,
    ]);
  }
  for (const d of spec.devices) {
    await insertDevice(api.db, {
      id: d.id,
      deviceId: d.serial,
      siteId: siteOf(d.site),
      location: d.location,
      lastRun: d.lastRun,
      systemStatus: d.status,
      esVersion: d.es,
      windowsVersion: d.windows,
      etFirmwareVersion: d.et,
      emitterFirmwareVersion: d.emitter,
      tvVersion: d.tv,
    });
  }
  const adminIds: string[] = [];
  for (const [i, a] of spec.admins.entries()) {
    adminIds.push(
      await insertUser(api.db, {
        id: a.id,
        email: `${a.email}.${i}@admin.example`,
        passwordHash: null,
        firstName: a.first,
        lastName: a.last,
        phone: a.phone,
        roles: [a.superAdmin ? REST_ROLES.superAdmin : REST_ROLES.admin],
        twoFa: a.twoFa,
        enabled: a.enabled,
        pending: a.pending,
      }),
    );
  }
  await api.db.query('delete from versions');
  for (const v of spec.versions) {
    await api.db.query(
      `insert into versions (id, type, version_no, version_no_int, url, force_update, admin_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        v.id,
        v.type,
        v.number,
        versionNumberToInt(v.number),
        v.url,
        v.force,
        v.admin === null || adminIds.length === 0 ? null : adminIds[v.admin % adminIds.length],
        v.createdAt,
      ],
    );
  }
  await api.db.query('delete from pending_registrations');
  for (const p of spec.pending) {
    await api.db.query(
      `insert into pending_registrations (id, first_name, last_name, email, phone, site_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [p.id, p.first, p.last, `${p.email}@pending.example`, p.phone, p.site, p.createdAt],
    );
  }
  return siteIds;
}

// ---- Queries, drawn partly from the list they run on.

// Mostly queries that keep rows: no search or a piece of a row's text, one or two ticked values.
const searchSpec = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.record({ text: fc.nat(), start: fc.nat(), length: fc.integer({ min: 1, max: 4 }), upper: fc.boolean() }) },
  { weight: 1, arbitrary: freeText(3) },
);
const filterSpec = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(fc.oneof({ weight: 4, arbitrary: fc.nat() }, fc.constantFrom('', 'absent value', 'TRUE')), {
      minLength: 1,
      maxLength: 3,
    }),
  },
  { weight: 1, arbitrary: fc.constant([]) },
);
// A condition mostly near a row's value: its day or number moved by -1, 0 or +1, or a piece of its text.
const conditionSpec = fc.record({
  comparison: fc.constantFrom(...COLUMN_COMPARISONS),
  row: fc.nat(),
  shift: fc.integer({ min: -1, max: 1 }),
  start: fc.nat(),
  length: fc.integer({ min: 1, max: 4 }),
  upper: fc.boolean(),
  free: fc.option(freeText(3, 1), { freq: 5 }),
});
const conditionColumns = <C extends string>(spec: ConsoleListSpec<C>) => Object.keys(spec.conditions ?? {}) as C[];
const querySpec = <C extends string>(spec: ConsoleListSpec<C>) =>
  fc.record({
    conditions: fc.oneof(
      { weight: 2, arbitrary: fc.constant({}) },
      { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...conditionColumns(spec)), conditionSpec, { minKeys: 1, maxKeys: 2 }) },
    ),
    search: searchSpec,
    sort: fc.oneof(
      fc.constant([]),
      fc.uniqueArray(fc.record({ field: fc.constantFrom(...spec.columns), direction: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC') }), {
        minLength: 1,
        maxLength: 3,
        selector: (s) => s.field,
      }),
      fc.uniqueArray(fc.record({ field: fc.constantFrom(...spec.columns), direction: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC') }), {
        minLength: 1,
        maxLength: 3,
        selector: (s) => s.field,
      }),
    ),
    filters: fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom(...spec.filterable), filterSpec, { maxKeys: spec.filterable.length })),
    limit: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(100)),
    offset: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.integer({ min: 0, max: 30 })),
  });
type QuerySpec = Of<ReturnType<typeof querySpec<string>>>;

/** The query a spec makes over `rows`, as the REST service parses it from the address. */
function queryOf<R, C extends string>(
  q: QuerySpec,
  rows: readonly R[],
  spec: ConsoleListSpec<C>,
  columns: ConsoleColumnsInMemory<R, C>,
): ConsoleListQuery<C> {
  const texts = rows.flatMap((row) =>
    columns.search.map((read) => read(row)).filter((t): t is string => typeof t === 'string' && t !== ''),
  );
  let search: string | null = null;
  if (typeof q.search === 'string') search = q.search;
  else if (q.search && texts.length > 0) {
    const chars = Array.from(texts[q.search.text % texts.length]);
    const start = q.search.start % chars.length;
    const part = chars.slice(start, start + q.search.length).join('');
    search = q.search.upper ? part.toUpperCase() : part;
  }
  const filters: Record<string, string[]> = {};
  for (const [column, picks] of Object.entries(q.filters)) {
    const values = [...new Set(rows.map((row) => facetText(columns.columns[column as C], row)))];
    filters[column] = picks.map((p) => (typeof p === 'number' ? (values.length > 0 ? values[p % values.length] : '') : p));
  }
  const conditions: Record<string, ColumnCondition> = {};
  for (const [column, c] of Object.entries(q.conditions)) {
    const kind = (spec.conditions as Record<string, ConditionKind>)[column];
    const values = rows.map((row) => conditionValue(columns, column as C, row)).filter((v) => v !== null && v !== '');
    const near = values.length > 0 ? values[c.row % values.length] : null;
    if (kind === 'date') {
      const day = utcDayOf(near as string | null) ?? '2026-01-01';
      const moved = new Date(`${day}T00:00:00.000Z`);
      moved.setUTCDate(moved.getUTCDate() + c.shift);
      conditions[column] = { comparison: c.comparison, value: moved.toISOString().slice(0, 10) };
    } else if (kind === 'number') {
      conditions[column] = { comparison: c.comparison, value: String(Number(near ?? 0) + c.shift) };
    } else {
      const chars = Array.from(String(near ?? 'a'));
      const start = c.start % chars.length;
      const part =
        chars
          .slice(start, start + c.length)
          .join('')
          .trim() || 'a';
      conditions[column] = { comparison: 'INCLUDE', value: c.free?.trim() || (c.upper ? part.toUpperCase() : part) };
    }
  }
  const raw = consoleListQueryString<C>({
    conditions: conditions as ConsoleListQuery<C>['conditions'],
    offset: q.offset,
    limit: q.limit,
    search,
    sort: q.sort as ConsoleListQuery<C>['sort'],
    filters: filters as ConsoleListQuery<C>['filters'],
  });
  return consoleListQuerySchema(spec).parse(raw);
}

/** The SQL page and the in-memory page of one query agree on ids, order, total and facets. */
function expectSamePage<R, C extends string>(
  sql: ConsoleListPage<R, C>,
  memory: ConsoleListPage<R, C>,
  columns: ConsoleColumnsInMemory<R, C>,
  query: ConsoleListQuery<C>,
) {
  const context = JSON.stringify(query);
  expect(memory.data.map(columns.id), context).toEqual(sql.data.map(columns.id));
  expect(memory.total, context).toBe(sql.total);
  expect(memory.facets, context).toEqual(sql.facets);
}

const property = (run: (spec: StoreSpec, queries: QuerySpec[][]) => Promise<void>, specs: readonly ConsoleListSpec<string>[]) =>
  fc.assert(
    fc.asyncProperty(storeSpec, fc.tuple(...specs.map((s) => fc.array(querySpec(s), { minLength: QUERIES, maxLength: QUERIES }))), run),
    { numRuns: RUNS, endOnFailure: true },
  );

describe('console lists paged in memory agree with SQL', () => {
  it('Sites', async () => {
    await property(
      async (spec, [queries]) => {
        await store(spec);
        const whole = overJson(await listSites(api.db)) as InMemorySite[];
        for (const q of queries) {
          const query = queryOf(q, whole, SITE_LIST, SITE_COLUMNS_IN_MEMORY);
          const sql = overJson(await pageSites(api.db, query));
          expectSamePage(sql, pageConsoleListInMemory(whole, SITE_LIST, SITE_COLUMNS_IN_MEMORY, query), SITE_COLUMNS_IN_MEMORY, query);
        }
      },
      [SITE_LIST],
    );
  }, 120_000);

  it("Devices (every status filter), and a site admin's own site's devices", async () => {
    await property(
      async (spec, [queries, siteQueries]) => {
        const siteIds = await store(spec);
        const whole = overJson(await listDevices(api.db)) as unknown as InMemoryDevice[];
        const latest = overJson(await lastSystemVersion(api.db));
        const check = async (q: QuerySpec, status: DeviceStatusFilter, rows: InMemoryDevice[], siteId?: string) => {
          const query = { ...queryOf(q, rows, DEVICE_LIST, DEVICE_COLUMNS_IN_MEMORY), status };
          const sql = overJson(await pageDevices(api.db, query, siteId === undefined ? null : { siteId })) as unknown as ConsoleListPage<
            InMemoryDevice,
            DeviceListColumn
          >;
          expectSamePage(sql, pageDevicesInMemory(rows, latest, query), DEVICE_COLUMNS_IN_MEMORY, query);
        };
        for (const [i, q] of queries.entries()) await check(q, DEVICE_STATUS_FILTERS[i % DEVICE_STATUS_FILTERS.length], whole);
        for (const [i, q] of siteQueries.entries()) {
          const siteId = siteIds[i % Math.min(3, siteIds.length)];
          const own = overJson(await listSiteDevices(api.db, siteId));
          expect(own.LastSystemVersion).toEqual(latest);
          await check(q, DEVICE_STATUS_FILTERS[i % DEVICE_STATUS_FILTERS.length], own.Devices as unknown as InMemoryDevice[], siteId);
        }
      },
      [DEVICE_LIST, DEVICE_LIST],
    );
  }, 120_000);

  it('Admins, Versions and Pending', async () => {
    await property(
      async (spec, [adminQueries, versionQueries, pendingQueries]) => {
        await store(spec);
        const admins = overJson((await listAdmins(api.db)) as InMemoryAdmin[]);
        for (const q of adminQueries) {
          const query = queryOf(q, admins, ADMIN_LIST, ADMIN_COLUMNS_IN_MEMORY);
          const sql = overJson(await pageAdmins(api.db, query));
          expectSamePage(sql, pageConsoleListInMemory(admins, ADMIN_LIST, ADMIN_COLUMNS_IN_MEMORY, query), ADMIN_COLUMNS_IN_MEMORY, query);
        }
        const versions = overJson((await listVersions(api.db)) as InMemoryVersion[]);
        for (const q of versionQueries) {
          const query = queryOf(q, versions, VERSION_LIST, VERSION_COLUMNS_IN_MEMORY);
          const sql = overJson(await pageVersions(api.db, query));
          expectSamePage(
            sql,
            pageConsoleListInMemory(versions, VERSION_LIST, VERSION_COLUMNS_IN_MEMORY, query),
            VERSION_COLUMNS_IN_MEMORY,
            query,
          );
        }
        const pending = overJson((await listPendingRegistrations(api.db)) as unknown as InMemoryPending[]);
        for (const q of pendingQueries) {
          const query = queryOf(q, pending, PENDING_LIST, PENDING_COLUMNS_IN_MEMORY);
          const sql = overJson(await pagePendingRegistrations(api.db, query)) as unknown as ConsoleListPage<
            InMemoryPending,
            PendingListColumn
          >;
          expectSamePage(
            sql,
            pageConsoleListInMemory(pending, PENDING_LIST, PENDING_COLUMNS_IN_MEMORY, query),
            PENDING_COLUMNS_IN_MEMORY,
            query,
          );
        }
      },
      [ADMIN_LIST, VERSION_LIST, PENDING_LIST],
    );
  }, 120_000);

  it("ECPs, and a site admin's own site's ECPs", async () => {
    await property(
      async (spec, [queries, siteQueries]) => {
        const siteIds = await store(spec);
        const whole = overJson((await listEcps(api.db)).map(ecpAnswer)) as InMemoryEcp[];
        for (const q of queries) {
          const query = queryOf(q, whole, ECP_LIST, ECP_COLUMNS_IN_MEMORY);
          const sql = overJson(await pageEcps(api.db, query));
          expectSamePage(sql, pageConsoleListInMemory(whole, ECP_LIST, ECP_COLUMNS_IN_MEMORY, query), ECP_COLUMNS_IN_MEMORY, query);
        }
        for (const [i, q] of siteQueries.entries()) {
          const siteId = siteIds[i % Math.min(3, siteIds.length)];
          const own = overJson(await listSiteEcps(api.db, siteId)) as InMemoryEcp[];
          const query = queryOf(q, own, ECP_LIST, ECP_COLUMNS_IN_MEMORY);
          const sql = overJson(await pageEcps(api.db, query, siteId));
          expectSamePage(sql, pageConsoleListInMemory(own, ECP_LIST, ECP_COLUMNS_IN_MEMORY, query), ECP_COLUMNS_IN_MEMORY, query);
        }
      },
      [ECP_LIST, ECP_LIST],
    );
  }, 120_000);
});
