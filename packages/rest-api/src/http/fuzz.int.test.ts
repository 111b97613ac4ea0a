// Property-based fuzzing of every REST route (fast-check): hostile bodies, queries and ids from
// every role never give a 500, a refused request stores nothing, and no answer or log line
// carries a stack trace or SQL. Routes are taken from the service itself, so a new route is
// fuzzed without touching this file.
import fc from 'fast-check';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, patientBody } from '../patients/patientsTesting';
import { DEMO_SITE_ID } from '../seed/accounts';
import { registerDevice } from '../devices/deviceReports';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

/** Routes that end the caller's own session on success: fuzzed without a session only. */
const ENDS_SESSION = new Set(['POST /api/v1/webapp/signout', 'POST /api/v1/webapp/users/:uid/sessions/signOutAll']);

/** Fragments no clinician types, beside ordinary ones: the findings of the security review and friends. */
const NASTY = [
  '\u0000',
  'ann\u0000@demo.example',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil',
  'a\u2066b',
  '\u0007\u001B',
  "'; drop table users; --",
  '" OR 1=1 --',
  '%00',
  '../../etc/passwd',
  '{"$gt":""}',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '1899-12-31',
  '2026-02-30',
  'NaN',
  '-1',
  '1e309',
  'x'.repeat(600),
  '😀'.repeat(30),
  'דוד',
  '王',
  '',
  ' ',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'doctor@demo.example',
  'Portal!2026',
];
/** The fragments of the review's findings: tried on every route for every role before the random runs. */
const CRITICAL = ['\u0000', '\uD800', '\u202E', '0000-01-01', '9999-12-31T23:59:59Z'];
const nastyString = fc.oneof(
  fc.constantFrom(...CRITICAL),
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 12 }),
  fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 6 })).map(([a, b]) => a + b),
);
const scalar = fc.oneof(
  nastyString,
  fc.integer({ min: -2_147_483_649, max: 2_147_483_648 }),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('node'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES()), fc.string({ maxLength: 6 })), tie('node'), { maxKeys: 4 }),
})).node;
/** Field names the contract uses, so bodies reach the checks behind the first missing field. */
function FIELD_NAMES() {
  return [
    'Email',
    'Password',
    'TwoFaCode',
    'newPassword',
    'TermsOfUseSigned',
    'language',
    'FirstName',
    'LastName',
    'Birthdate',
    'Gender',
    'PhoneNumber',
    'Country',
    'State',
    'Notes',
    'SocialID',
    'UserStorageID',
    'AccountStatus',
    'NextVisitDate',
    'VisitDate',
    'NextVisit',
    'TreatmentDuration',
    'TestResults',
    'Method',
    'PatientsIDs',
    'DoctorsIDs',
    'SiteName',
    'SiteEmail',
    'SiteCountry',
    'SiteStorageID',
    'Profession',
    'isSiteAdmin',
    'Enabled',
    'VersionType',
    'VersionNO',
    'VersionURL',
    'BackUpData',
    'LastRun',
    'SystemStatus',
    'Errors',
    'ESVersion',
    'WindowsVersion',
    'ETFirmwareVersion',
    'EmitterFirmwareVersion',
    'TVVersion',
    'TwoFA',
    'PII',
    'Site',
    'Provider',
    'limit',
    'offset',
    'archive',
    'search',
    'recipient',
    'token',
  ];
}
/**
 * A plausible value for every field the contract knows (schemas ignore keys they do not use), so
 * a fuzzed body gets past the first missing field and its hostile parts reach the deeper checks
 * and the SQL. The password is wrong and the new password too short: no session is ended.
 */
const plausibleBody = () => ({
  Email: 'doctor@demo.example',
  Password: 'Wrong!2026x',
  TwoFaCode: '123456',
  newPassword: 'short',
  TermsOfUseSigned: true,
  language: 'it',
  FirstName: 'Lia',
  LastName: 'Rossi',
  Birthdate: '2015-04-02',
  Gender: 1,
  PhoneNumber: '+39 02 555 0100',
  Country: 'Italy',
  State: null,
  Notes: 'First visit',
  SocialID: 'RSSLIA15D42F205X',
  UserStorageID: patientId,
  AccountStatus: 1,
  NextVisitDate: '2026-07-01',
  VisitDate: '2026-06-15',
  NextVisit: '2026-07-01',
  TreatmentDuration: 6,
  TestResults: [],
  Method: 'EMAIL',
  PatientsIDs: [patientId],
  DoctorsIDs: [sessions.doctor.uid],
  SiteName: 'Fuzz Clinic',
  SiteEmail: 'fuzz@clinic.example',
  SiteCountry: 'Italy',
  SiteStorageID: DEMO_SITE_ID,
  Profession: 1,
  isSiteAdmin: false,
  Enabled: 1,
  VersionType: 'ESAPP',
  VersionNO: '1.0.0',
  VersionURL: 'https://updates.example/1.0.0',
  BackUpData: true,
  LastRun: '2026-06-15T09:00:00Z',
  SystemStatus: 'OK',
  ESVersion: '1.0.0',
  WindowsVersion: '10.0',
  ETFirmwareVersion: '1.0',
  EmitterFirmwareVersion: '1.0',
  TVVersion: '1.0',
  TwoFA: false,
});
/** Every text field of the plausible body carries the same hostile fragment, so whichever a route reads sees it. */
const poison = (fragment: string, mode: 'prefix' | 'suffix' | 'replace', keep: () => boolean = () => true) => {
  const base: Record<string, unknown> = plausibleBody();
  for (const [key, v] of Object.entries(base)) {
    if (typeof v !== 'string' || !keep()) continue;
    base[key] = mode === 'prefix' ? fragment + v : mode === 'suffix' ? v + fragment : fragment;
  }
  return base;
};
const poisoned = fc
  .record({
    fragment: nastyString,
    mode: fc.constantFrom('prefix', 'suffix', 'replace'),
    share: fc.double({ min: 0.3, max: 1, noNaN: true }),
  })
  .chain(({ fragment, mode, share }) =>
    fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })).map((coins) => {
      const it = coins[Symbol.iterator]();
      return poison(fragment, mode, () => it.next().value <= share);
    }),
  );
const body = fc.oneof(
  { weight: 5, arbitrary: poisoned },
  {
    weight: 3,
    arbitrary: fc
      .record({
        overrides: fc.dictionary(fc.constantFrom(...FIELD_NAMES()), value, { minKeys: 1, maxKeys: 3 }),
        drop: fc.subarray(FIELD_NAMES(), { maxLength: 3 }),
      })
      .map(({ overrides, drop }) => {
        const base: Record<string, unknown> = plausibleBody();
        for (const key of drop) delete base[key];
        return { ...base, ...overrides };
      }),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES()), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: value },
);

const SQL_OR_STACK = [
  /\n\s+at /,
  /node_modules/,
  /\bat \w+ \(/,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate \w+ set\b/i,
  /\bdelete from\b/i,
  /violates/i,
  /duplicate key/i,
  /relation "/i,
  /syntax error/i,
  /invalid input syntax/i,
  /out of range/i,
];

let api: TestRestApi;
const logLines: string[] = [];
const sessions: Record<string, DemoSession> = {};
let patientId = '';
let deviceKey = '';

/** A fingerprint of every table's row count: a refused request must leave it as it was. */
let fingerprintSql = '';
const fingerprint = async () => JSON.stringify((await api.db.query(fingerprintSql)).rows[0]);
/**
 * Tables a refused request may legitimately write: sign-in attempts are counted (auth_throttle, §4),
 * codes replaced, and failed sign-ins recorded in the audit trail.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['auth_throttle', 'two_fa_codes', 'auth_tokens', 'outbox', 'seed_state', 'audit_events']);

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z'), logger: pino({ level: 'info' }, sink) });
  for (const who of ['superAdmin', 'admin', 'siteAdmin', 'doctor'] as const) sessions[who] = await demoSession(api, who);
  patientId = (await doctorCall(api, sessions.doctor, 'POST', '/patients/signup', patientBody())).body.data.UserStorageID;
  deviceKey = (await registerDevice(api.db, { DeviceID: 'FUZZ-1', siteId: DEMO_SITE_ID }))!.key;
  const tables = (
    await api.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows
    .map((r) => r.name)
    .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  fingerprintSql = `select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`;
}, 120_000);
afterAll(() => api?.close());

interface Attempt {
  who: 'none' | keyof typeof sessions;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A path parameter: the caller's own uid or a known patient most of the time (to get past the guards), else hostile. */
const paramValue = (name: string, who: Attempt['who']) => {
  const own = who === 'none' ? [] : [sessions[who].uid];
  const known = name === 'uid' ? own : [patientId];
  return fc.oneof(
    { weight: 3, arbitrary: known.length ? fc.constantFrom(...known) : nastyString },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.uuid() },
  );
};

const attemptFor = (url: string) =>
  fc.constantFrom<Attempt['who']>('none', 'doctor', 'siteAdmin', 'admin', 'superAdmin').chain((who) => {
    const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    return fc.record({
      who: fc.constant(who),
      params: fc.record(Object.fromEntries(names.map((n) => [n, paramValue(n, who)]))) as fc.Arbitrary<Record<string, string>>,
      // `ids` (the by-id and batch reads): hostile, or a known patient's id among others so the reads run.
      query: fc.dictionary(
        fc.constantFrom('archive', 'limit', 'offset', 'recipient', 'search', 'token', 'q', 'ids'),
        fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.constant(`${patientId},x,${patientId.toUpperCase()}`) }),
        { maxKeys: 3 },
      ),
      body,
    });
  });

/** Percent-encodes like a hostile client: a lone surrogate goes out as its raw (invalid UTF-8) bytes. */
const encodeLoose = (text: string) =>
  text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });

/** Each critical fragment in every text field, path id and query value, for a caller without a session, a doctor and a super admin. */
function criticalExamples(url: string): [Attempt][] {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return (['none', 'doctor', 'superAdmin'] as const).flatMap((who) =>
    CRITICAL.flatMap(
      (fragment) =>
        [
          [
            {
              who,
              params: Object.fromEntries(names.map((n) => [n, n === 'uid' && who !== 'none' ? sessions[who].uid : patientId])),
              query: { search: fragment },
              body: poison(fragment, 'prefix'),
            },
          ],
          [
            {
              who,
              params: Object.fromEntries(names.map((n) => [n, n === 'uid' && who !== 'none' ? sessions[who].uid : fragment])),
              query: {},
              body: poison(fragment, 'replace'),
            },
          ],
        ] as [Attempt][],
    ),
  );
}

async function send(method: string, url: string, attempt: Attempt) {
  const path = url.replace(/:(\w+)/g, (_m, name: string) => encodeLoose(attempt.params[name] ?? ''));
  const query = Object.entries(attempt.query)
    .map(([k, v]) => `${k}=${encodeLoose(String(v))}`)
    .join('&');
  const target = `${api.url}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {};
  if (url.startsWith('/api/v1/devices')) headers.authorization = `Device ${deviceKey}`;
  else if (attempt.who !== 'none') headers.authorization = `Bearer ${sessions[attempt.who].token}`;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(target, { method, headers, body: hasBody ? JSON.stringify(attempt.body ?? {}) : undefined });
  return { status: response.status, text: await response.text() };
}

describe('REST fuzz: every route, every role, hostile input', () => {
  it('finds the routes of the contract', () => {
    expect(api.routes.length).toBeGreaterThan(40);
  });

  it('never answers 500, stores nothing when it refuses, and never shows a stack trace or SQL', async () => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const { method, url } of api.routes) {
      if (url.includes('*')) continue;
      const key = `${method} ${url}`;
      await fc
        .assert(
          fc.asyncProperty(attemptFor(url), async (attempt) => {
            if (ENDS_SESSION.has(key) && attempt.who !== 'none') attempt = { ...attempt, who: 'none' };
            const before = await fingerprint();
            const answer = await send(method, url, attempt);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            const leak = SQL_OR_STACK.find((pattern) => pattern.test(answer.text));
            if (answer.status >= 500 || leak) {
              failures.push(
                `${key} as ${attempt.who} → ${answer.status} ${answer.text.slice(0, 200)} (input ${JSON.stringify(attempt).slice(0, 300)})`,
              );
              return false;
            }
            if (answer.status >= 400 && (await fingerprint()) !== before) {
              failures.push(
                `${key} as ${attempt.who} → ${answer.status} but stored something (input ${JSON.stringify(attempt).slice(0, 300)})`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true, examples: criticalExamples(url) },
        )
        .catch((error: unknown) => {
          // A failed property is already in `failures`; anything else (a throw) is a failure too.
          if (!failures.some((f) => f.startsWith(`${key} `))) failures.push(`${key}: ${String(error).slice(0, 500)}`);
        });
    }
    if (process.env.FUZZ_REPORT) console.log(api.routes.length, 'routes', statuses);
    expect(failures).toEqual([]);
    const problems = logLines.filter((line) => /"level":(50|60)/.test(line) || SQL_OR_STACK.slice(3).some((p) => p.test(line)));
    expect(problems).toEqual([]);
  }, 300_000);

  it('refuses the NUL-byte username of the review with a §5 answer, not a 500', async () => {
    const answer = await fetch(`${api.baseUrl}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'doctor\u0000@demo.example', Password: 'x' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'Email', key: 'text_invalid' }] });
  });

  it('refuses a device report from year 9999, which would freeze the device status', async () => {
    const answer = await fetch(`${api.url}/api/v1/devices/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Device ${deviceKey}` },
      body: JSON.stringify({
        LastRun: '9999-12-31T23:59:59Z',
        SystemStatus: 'OK',
        ESVersion: '1.0.0',
        WindowsVersion: '10.0',
        ETFirmwareVersion: '1.0',
        EmitterFirmwareVersion: '1.0',
        TVVersion: '1.0',
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fields: [{ field: 'LastRun', key: 'report_time_inv' }] });
  });
});
