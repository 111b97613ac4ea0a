// The §4 device rules in SQL (migration 009) agree with the domain's functions on any input: the
// version comparison (isOlderVersion: blanks, leading zeros, numbers past 2^53 and past the largest
// double, trailing zero parts, non-numeric text), the error status (deviceHasError: any case, any
// blank), and, over random fleets and versions, the paged list's status filter and the counters.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIST } from '@portal/domain/consoleLists/devices';
import { deviceHasError, fleetCounters, matchesStatus, type DeviceStatusFilter } from '@portal/domain/deviceStatus';
import { VERSION_TYPE_KEYS } from '@portal/domain/enums';
import { isOlderVersion, latestVersions, versionNumberToInt } from '@portal/domain/versions';
import type { Database } from '../db/database';
import { startTestRestApi, type TestRestApi } from '../testing';
import { deviceCounters, pageDevices } from './devicesStore';

let api: TestRestApi;
let db: Database;

beforeAll(async () => {
  api = await startTestRestApi();
  db = api.db;
});
afterAll(() => api?.close());

/** Text PostgreSQL can store: no NUL, no lone surrogate. */
const storable = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

const DIGITS = [...'0123456789'];
/** JavaScript's trim removes these; the last three look blank but are not removed. */
const BLANKS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u0085',
  '\u200b',
  '\u180e',
];
/** Where Number() stops being finite: 2^1024 - 2^970 and up reads as Infinity. */
const INFINITY_FROM = 2n ** 1024n - 2n ** 970n;
const HUGE_PARTS = [
  String(INFINITY_FROM),
  String(INFINITY_FROM - 1n),
  String(2n ** 1024n),
  '1' + '0'.repeat(308),
  '9'.repeat(309),
  '9'.repeat(400),
  '000' + String(INFINITY_FROM),
  String(2n ** 53n),
  String(2n ** 53n + 1n),
  '18446744073709551617',
];

const digits = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength, maxLength });
const part = fc.oneof(
  { weight: 8, arbitrary: fc.nat(12).map(String) },
  { weight: 2, arbitrary: fc.nat().map(String) },
  { weight: 2, arbitrary: digits(1, 25) },
  { weight: 1, arbitrary: digits(300, 315) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_PARTS) },
);
const blank = fc.string({ unit: fc.constantFrom(...BLANKS), maxLength: 2 });
const dotted = fc.array(part, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.'));
/** Text a device may report as a version: mostly dotted numbers, some with blanks, some not numbers at all. */
const versionText: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(blank, dotted, blank).map(([before, version, after]) => `${before}${version}${after}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(dotted, fc.constantFrom('.', '..', 'a', '-', '+', 'e3', ' 1', '_', '\u0663', '\uff11', '0x'), fc.boolean())
      .map(([version, noise, first]) => (first ? `${noise}${version}` : `${version}${noise}`)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).filter(storable) },
  { weight: 1, arbitrary: fc.constantFrom(null, '', '.', 'unknown', '1.2.3.4.5.6.7.8', '١.٢') },
);
/** Pairs that agree on a prefix: equal numbers written apart, the same huge part on both sides, one part more. */
const closePair = fc
  .tuple(dotted, fc.constantFrom(...HUGE_PARTS, '0', '7'), dotted, dotted, fc.constantFrom('', '.0', '.0.0', '.00'))
  .chain(([prefix, shared, a, b, zeros]) =>
    fc.constantFrom<[string, string]>(
      [`${prefix}.${shared}.${a}`, `${prefix}.${shared}.${b}`],
      [`${prefix}.${shared}`, `${prefix}.${shared}${zeros}`],
      [`${prefix}${zeros}`, `0${prefix}`],
      [prefix, `${prefix}.${a}`],
    ),
  );
const versionPair: fc.Arbitrary<[string | null, string | null]> = fc.oneof(fc.tuple(versionText, versionText), closePair);

const STATUS_WORDS = ['OK', 'ok', 'Ok', 'oK', 'O K', 'OK.', '0K', 'ÖK', 'o\u212a', 'OKAY', 'Error', 'error', 'Warning', 'K', 'O', ''];
const statusText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(blank, fc.constantFrom(...STATUS_WORDS), blank).map(([before, word, after]) => `${before}${word}${after}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).filter(storable) },
);

describe('the §4 rules in SQL agree with the domain', () => {
  it('version_is_older(installed, latest) is isOlderVersion(installed, latest)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(versionPair, { minLength: 1, maxLength: 40 }), async (pairs) => {
        const result = await db.query<{ older: boolean }>(
          'select version_is_older(a, b) as older from unnest($1::text[], $2::text[]) with ordinality as t(a, b, n) order by n',
          [pairs.map(([a]) => a), pairs.map(([, b]) => b)],
        );
        expect(result.rows.map((row) => row.older)).toEqual(pairs.map(([a, b]) => isOlderVersion(a, b)));
      }),
      { numRuns: 300 },
    );
  });

  it('decides the edges of the rule as the domain does', async () => {
    const cases: [string | null, string | null][] = [
      ['1.9.3', '1.10.0'],
      ['1.10', '1.10.0'],
      ['2', '2.0.1'],
      [' 1.2 ', '1.3'],
      ['\u00a01.2\u3000', '1.3'],
      ['\u00851.2', '1.3'],
      ['01.002', '1.2'],
      ['1.2.3a', '2'],
      [null, '1'],
      ['1', null],
      [String(2n ** 53n), String(2n ** 53n + 1n)],
      [`1.${'9'.repeat(400)}.1`, `1.${'9'.repeat(401)}.2`],
      [`1.${'9'.repeat(400)}`, `2.${'9'.repeat(400)}`],
      [`1.${String(INFINITY_FROM - 1n)}`, `1.${String(INFINITY_FROM)}`],
    ];
    const result = await db.query<{ older: boolean }>(
      'select version_is_older(a, b) as older from unnest($1::text[], $2::text[]) with ordinality as t(a, b, n) order by n',
      [cases.map(([a]) => a), cases.map(([, b]) => b)],
    );
    expect(result.rows.map((row) => row.older)).toEqual(cases.map(([a, b]) => isOlderVersion(a, b)));
    expect(result.rows.map((row) => row.older).slice(0, 4)).toEqual([true, false, true, true]);
  });

  it('device_has_error(status) is deviceHasError(status)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(statusText), { minLength: 1, maxLength: 40 }), async (statuses) => {
        const result = await db.query<{ error: boolean }>(
          'select device_has_error(s) as error from unnest($1::text[]) with ordinality as t(s, n) order by n',
          [statuses],
        );
        expect(result.rows.map((row) => row.error)).toEqual(statuses.map(deviceHasError));
      }),
      { numRuns: 300 },
    );
  });
});

interface DeviceDraft {
  es: string | null;
  windows: string | null;
  et: string | null;
  emitter: string | null;
  tv: string | null;
  status: string;
}

/** A random fleet: installed versions and statuses, and the versions table the latest versions come from. */
const device: fc.Arbitrary<DeviceDraft> = fc.record({
  es: versionText,
  windows: versionText,
  et: versionText,
  emitter: versionText,
  tv: versionText,
  status: statusText,
});
const storedVersion = fc.record({
  type: fc.constantFrom(...VERSION_TYPE_KEYS),
  versionNo: fc.oneof({ weight: 4, arbitrary: dotted }, { weight: 1, arbitrary: versionText.filter((v): v is string => v !== null) }),
});

async function storeFleet(devices: DeviceDraft[], versions: { type: string; versionNo: string }[]) {
  await db.query('delete from devices');
  await db.query('delete from versions');
  for (const [i, d] of devices.entries()) {
    await db.query(
      `insert into devices (device_id, es_version, windows_version, et_firmware_version, emitter_firmware_version, tv_version, system_status)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [`PROP-${String(i).padStart(3, '0')}`, d.es, d.windows, d.et, d.emitter, d.tv, d.status],
    );
  }
  const seen = new Set<string>();
  for (const { type, versionNo } of versions) {
    if (seen.has(`${type} ${versionNo}`)) continue;
    seen.add(`${type} ${versionNo}`);
    let asInt = 0;
    try {
      asInt = versionNumberToInt(versionNo);
    } catch {
      // Stored anyway: the latest is picked from the numbers as text, by the domain rule.
    }
    await db.query(`insert into versions (type, version_no, version_no_int, url) values ($1, $2, $3, 'https://u.example')`, [
      type,
      versionNo,
      asInt,
    ]);
  }
}

describe('the devices list and counters over random fleets', () => {
  it('filter by status and count exactly as the domain rules do', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(device, { maxLength: 12 }), fc.array(storedVersion, { maxLength: 8 }), async (devices, versions) => {
        await storeFleet(devices, versions);
        const latest = latestVersions(versions);
        const records = devices.map((d, i) => ({
          serial: `PROP-${String(i).padStart(3, '0')}`,
          ESVersion: d.es,
          WindowsVersion: d.windows,
          ETFirmwareVersion: d.et,
          EmitterFirmwareVersion: d.emitter,
          TVVersion: d.tv,
          SystemStatus: d.status,
        }));
        expect(await deviceCounters(db)).toEqual(fleetCounters(records, latest));
        for (const status of ['NEEDS_UPDATE', 'WITH_ERRORS'] as DeviceStatusFilter[]) {
          const page = await pageDevices(db, { offset: 0, limit: 100, search: null, sort: [], filters: {}, status });
          expect(
            page.data.map((row) => row.DeviceID),
            status,
          ).toEqual(records.filter((r) => matchesStatus(r, latest, status)).map((r) => r.serial));
          expect(page.total).toBe(page.data.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('sorts every column without failing on any stored text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(device, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...DEVICE_LIST.columns),
        fc.boolean(),
        async (devices, field, up) => {
          await storeFleet(devices, []);
          const page = await pageDevices(db, {
            offset: 0,
            limit: 100,
            search: null,
            sort: [{ field, direction: up ? 'ASC' : 'DESC' }],
            filters: {},
            status: 'ALL',
          });
          expect(page.total).toBe(devices.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
