// Devices in the §3 shape with their newest errors, and the latest version of each software type
// (§7 getAllDevices). Three statements whatever the fleet size (no query per device), for the
// whole fleet or for some devices by id; a page of the list and the header counters are searched,
// filtered by the §4 status and counted in SQL (migration 009 holds the §4 rules).
import type { ConsoleListPage } from '@portal/domain/consoleList';
import { DEVICE_LIST, type DeviceListColumn, type DeviceListQuery } from '@portal/domain/consoleLists/devices';
import { DEVICE_COMPONENTS, type DeviceComponentKind, type DeviceStatusFilter, type FleetCounters } from '@portal/domain/deviceStatus';
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import { latestVersions } from '@portal/domain/versions';
import { offlineBefore } from '@portal/domain/deviceProvisioning';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';

/** §9: the device panel shows 25 error rows. */
export const DEVICE_ERROR_ROWS = 25;

export interface DeviceErrorEntry {
  ErrorDate: Date;
  Error: string;
}

type DeviceRow = Record<string, unknown> & { DeviceStorageID: string };

const DEVICE_COLUMNS = `
  d.id as "DeviceStorageID", d.device_id as "DeviceID", d.site_id as "SiteStorageID", s.name as "SiteName",
    d.location as "Location", d.date_of_activation as "DateOfActivation", d.last_run as "LastRun",
    d.system_status as "SystemStatus", d.es_version as "ESVersion", d.windows_version as "WindowsVersion",
    d.et_firmware_version as "ETFirmwareVersion", d.emitter_firmware_version as "EmitterFirmwareVersion",
    d.tv_version as "TVVersion", d.teamviewer_id as "TeamViewerID", d.last_seen_at as "LastSeen", d.created_at as "RegisteredAt",
    d.key_prefix as "KeyPrefix", d.key_issued_at as "KeyIssuedAt", d.key_revoked_at as "KeyRevokedAt"`;

const DEVICE_FROM = 'from devices d left join sites s on s.id = d.site_id';

const DEVICE_SELECT = `select ${DEVICE_COLUMNS} ${DEVICE_FROM}`;

const DEVICE_ORDER = 'order by d.device_id';

// The newest rows per device, ranked once over the errors `where` keeps (the whole table for the fleet).
const errorsSelect = (where: string) => `
  select device_id as "deviceId", error_date as "ErrorDate", error as "Error"
  from (select e.*, row_number() over (partition by e.device_id order by e.error_date desc, e.id) as rank
        from device_errors e ${where}) ranked
  where rank <= $1
  order by device_id, error_date desc, id`;

/** Latest version number of each type by the part-by-part rule; null for a type without versions. */
export async function lastSystemVersion(q: Queryable): Promise<Record<VersionType, string | null>> {
  const rows = (await q.query<{ type: VersionType; versionNo: string }>('select type, version_no as "versionNo" from versions')).rows;
  const latest = latestVersions(rows);
  return Object.fromEntries(VERSION_TYPE_KEYS.map((type) => [type, latest[type] ?? null])) as Record<VersionType, string | null>;
}

function withErrors(devices: DeviceRow[], errors: (DeviceErrorEntry & { deviceId: string })[]): DeviceAnswer[] {
  const byDevice = new Map<string, DeviceErrorEntry[]>();
  for (const { deviceId, ErrorDate, Error } of errors) {
    const list = byDevice.get(deviceId) ?? [];
    list.push({ ErrorDate, Error });
    byDevice.set(deviceId, list);
  }
  return devices.map((device) => ({ ...device, DeviceErrors: byDevice.get(device.DeviceStorageID) ?? [] }));
}

/** Every device, by serial, with its newest errors (two statements). */
export async function listDevices(q: Queryable) {
  const [devices, errors] = await Promise.all([
    q.query<DeviceRow>(`${DEVICE_SELECT} ${DEVICE_ORDER}`),
    q.query<DeviceErrorEntry & { deviceId: string }>(errorsSelect(''), [DEVICE_ERROR_ROWS]),
  ]);
  return withErrors(devices.rows, errors.rows);
}

/**
 * The devices of `ids` (UUIDs) as `listDevices` answers them, by serial; unknown ids are absent.
 * Two statements through the primary key and the errors' device index.
 */
export async function readDevices(q: Queryable, ids: readonly string[], siteId?: string) {
  // A site admin's by-id read names only their site's devices: another's is an unknown id.
  const [devices, errors] = await Promise.all([
    siteId === undefined
      ? q.query<DeviceRow>(`${DEVICE_SELECT} where d.id = any($1::uuid[]) ${DEVICE_ORDER}`, [ids])
      : q.query<DeviceRow>(`${DEVICE_SELECT} where d.id = any($1::uuid[]) and d.site_id = $2::uuid ${DEVICE_ORDER}`, [ids, siteId]),
    q.query<DeviceErrorEntry & { deviceId: string }>(errorsSelect('where e.device_id = any($2::uuid[])'), [DEVICE_ERROR_ROWS, ids]),
  ]);
  return withErrors(devices.rows, errors.rows);
}

/** Which devices a page or the counters cover: the whole fleet, or one site's (a site admin's; null: no site, no device). */
export type DeviceScope = { siteId: string | null } | null;

/** Each component's §4 comparison key: a column of devices kept from its installed version (migration 009). */
const KEY_COLUMNS: Record<DeviceComponentKind, string> = {
  WINDOWS: 'windows_version_key',
  ES_APP: 'es_version_key',
  ET_FIRMWARE: 'et_firmware_version_key',
  EMITTER_FIRMWARE: 'emitter_firmware_version_key',
  TEAM_VIEWER: 'tv_version_key',
};

/** A statement's parameters, named as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** §4 "needs update" of the device `d` in SQL: a component older than the latest version of its type. */
const needsUpdate = (latest: Record<VersionType, string | null>, params: Params) =>
  `(${DEVICE_COMPONENTS.map(
    ({ kind, versionType }) => `version_key_is_older(d.${KEY_COLUMNS[kind]}, version_key(${params.add(latest[versionType], 'text')}))`,
  ).join(' or ')})`;

/** §4 "has error" of the device `d` in SQL. */
const HAS_ERROR = 'device_has_error(d.system_status)';

/** The conditions on `d` of a scope and a status filter. */
/** §2 offline as of `now` in SQL: not heard of (or, never heard of, registered) too long ago; indexed (migration 019). */
const isOffline = (now: Date, params: Params) =>
  `coalesce(d.last_seen_at, d.created_at) < ${params.add(offlineBefore(now), 'timestamptz')}`;

function deviceConditions(
  scope: DeviceScope,
  status: DeviceStatusFilter,
  latest: Record<VersionType, string | null>,
  params: Params,
  now: Date,
): string {
  const conditions: string[] = [];
  if (scope) conditions.push(`d.site_id = ${params.add(scope.siteId, 'uuid')}`);
  if (status === 'NEEDS_UPDATE') conditions.push(needsUpdate(latest, params));
  if (status === 'WITH_ERRORS') conditions.push(HAS_ERROR);
  if (status === 'OFFLINE') conditions.push(isOffline(now, params));
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** The sort key of each component column in the page's rows: the §4 key (missing or non-numeric lowest), then the text. */
const sortKey = (kind: DeviceComponentKind) => `"__${kind}_key"`;

function deviceListSql(
  query: DeviceListQuery,
  scope: DeviceScope,
  latest: Record<VersionType, string | null>,
  now: Date,
): ListSql<DeviceListColumn> {
  const params = new Params();
  const where = deviceConditions(scope, query.status, latest, params, now);
  // Only the keys of the components the page sorts by: the rows stay narrow.
  const sorted = new Set<string>(query.sort.map((s) => s.field));
  const keys = DEVICE_COMPONENTS.filter(({ kind }) => sorted.has(kind))
    .map(({ kind }) => `, d.${KEY_COLUMNS[kind]} as ${sortKey(kind)}`)
    .join('');
  const component = (kind: DeviceComponentKind, field: string) => ({
    expr: `(coalesce(r.${sortKey(kind)}, '{}'::float8[]), lower(r."${field}"))`,
    kind: 'number' as const,
    // A condition looks in the version as written.
    condition: `r."${field}"`,
  });
  return {
    source: `select ${DEVICE_COLUMNS}${keys} ${DEVICE_FROM} ${where}`,
    sourceParams: params.values,
    columns: {
      // A missing value sorts as the lowest (first up, last down), as an empty cell does.
      SERIAL_NUMBER: { expr: 'r."DeviceID"', kind: 'text' },
      SITE: { expr: `coalesce(r."SiteName", '')`, kind: 'text' },
      ES_APP: component('ES_APP', 'ESVersion'),
      WINDOWS: component('WINDOWS', 'WindowsVersion'),
      ET_FIRMWARE: component('ET_FIRMWARE', 'ETFirmwareVersion'),
      EMITTER_FIRMWARE: component('EMITTER_FIRMWARE', 'EmitterFirmwareVersion'),
      TEAM_VIEWER: component('TEAM_VIEWER', 'TVVersion'),
      LAST_RUN: { expr: `coalesce(r."LastRun", '-infinity')`, kind: 'date', condition: 'r."LastRun"' },
      SYSTEM_STATUS: { expr: 'r."SystemStatus"', kind: 'text' },
      LOCATION: { expr: `coalesce(r."Location", '')`, kind: 'text' },
    },
    // What the console's search covered before it was paged: serial, site, location, status and the versions.
    search: [
      'r."DeviceID"',
      'r."SiteName"',
      'r."Location"',
      'r."SystemStatus"',
      'r."WindowsVersion"',
      'r."ESVersion"',
      'r."ETFirmwareVersion"',
      'r."EmitterFirmwareVersion"',
      'r."TVVersion"',
    ],
    id: 'r."DeviceStorageID"',
  };
}

/** A device as the list calls answer it: the §3 shape with its newest errors. */
export type DeviceAnswer = DeviceRow & { DeviceErrors: DeviceErrorEntry[] };

/** The paged devices call's answer: the page, its total and facets, and the latest version of each type. */
export type DevicePage = ConsoleListPage<DeviceAnswer, DeviceListColumn> & { LastSystemVersion: Record<VersionType, string | null> };

/**
 * One page of the Devices tab: searched, filtered by ticked values and by the §4 status,
 * sorted and counted in SQL, each device with its newest errors, beside LastSystemVersion. A fixed
 * number of statements whatever the fleet size: the versions, the page (and its count past the
 * end), one per filterable column and the page's errors.
 */
export async function pageDevices(
  q: Queryable,
  query: DeviceListQuery,
  scope: DeviceScope = null,
  now: Date = new Date(),
): Promise<DevicePage> {
  const LastSystemVersion = await lastSystemVersion(q);
  const page = await readListPage<DeviceRow, DeviceListColumn>(q, DEVICE_LIST, deviceListSql(query, scope, LastSystemVersion, now), query);
  const rows = page.data.map((row) => {
    const record = { ...row };
    for (const { kind } of DEVICE_COMPONENTS) delete record[`__${kind}_key`];
    return record as DeviceRow;
  });
  const ids = rows.map((row) => row.DeviceStorageID);
  const errors =
    ids.length === 0
      ? []
      : (
          await q.query<DeviceErrorEntry & { deviceId: string }>(errorsSelect('where e.device_id = any($2::uuid[])'), [
            DEVICE_ERROR_ROWS,
            ids,
          ])
        ).rows;
  return { data: withErrors(rows, errors), total: page.total, facets: page.facets, LastSystemVersion };
}

/**
 * The header counters (§2) of the fleet or of one site, counted in SQL with the §4 rules, and the
 * devices offline as of `now` (deviceProvisioning.ts isDeviceOffline). Two statements.
 */
export async function deviceCounters(q: Queryable, scope: DeviceScope = null, now: Date = new Date()): Promise<FleetCounters> {
  const latest = await lastSystemVersion(q);
  const params = new Params();
  const where = deviceConditions(scope, 'ALL', latest, params, now);
  const offline = isOffline(now, params);
  const result = await q.query<FleetCounters>(
    `select count(*)::int as total, (count(*) filter (where ${needsUpdate(latest, params)}))::int as "needingUpdate",
            (count(*) filter (where ${HAS_ERROR}))::int as "withErrors", (count(*) filter (where ${offline}))::int as offline
       from devices d ${where}`,
    params.values,
  );
  return result.rows[0];
}
