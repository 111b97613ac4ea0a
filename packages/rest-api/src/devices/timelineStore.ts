// A device's health timeline: every report it sent, newest first, paged by the
// database, with when it was last seen; and the device facts the key calls need.
import type { DeviceTimelineQuery } from '@portal/domain/deviceProvisioning';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';

export interface DeviceTimelineEntry {
  ReportID: string;
  /** When the portal received the report (server time). */
  ReceivedAt: Date;
  /** The run the device reported (its clock). */
  LastRun: Date;
  SystemStatus: string;
  ESVersion: string | null;
  WindowsVersion: string | null;
  ETFirmwareVersion: string | null;
  EmitterFirmwareVersion: string | null;
  TVVersion: string | null;
  /** The report's error entries as sent. */
  Errors: { ErrorDate: string; Error: string }[];
}

export interface DeviceTimelinePage {
  data: DeviceTimelineEntry[];
  /** Reports in the whole timeline. */
  total: number;
  /** The device's last report's arrival (null: it never reported). */
  LastSeen: Date | null;
  RegisteredAt: Date;
}

/** The device facts the key and timeline calls need. */
export interface DeviceSummary {
  DeviceStorageID: string;
  DeviceID: string;
  SiteStorageID: string | null;
  LastSeen: Date | null;
  RegisteredAt: Date;
}

/** The device `id` as the key calls need it, or null when unknown. */
export async function findDeviceSummary(q: Queryable, id: string): Promise<DeviceSummary | null> {
  return (await findDeviceSummaries(q, [id]))[0] ?? null;
}

/**
 * The devices among `ids` (in that order; unknown and non-UUID ids left out), in one statement;
 * with `siteId`, only that site's devices (a site admin's reach).
 */
export async function findDeviceSummaries(q: Queryable, ids: readonly string[], siteId?: string): Promise<DeviceSummary[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter(isUuid);
  if (wanted.length === 0) return [];
  const found = await q.query<DeviceSummary>(
    `select d.id::text as "DeviceStorageID", d.device_id as "DeviceID", d.site_id::text as "SiteStorageID",
            d.last_seen_at as "LastSeen", d.created_at as "RegisteredAt"
       from devices d
      where d.id = any($1::uuid[]) and ($2::uuid is null or d.site_id = $2::uuid)
      order by array_position($1::uuid[], d.id)`,
    [wanted, siteId ?? null],
  );
  return found.rows;
}

/** Whether a site with this storage id exists. */
export async function siteExists(q: Queryable, siteId: string): Promise<boolean> {
  return (await q.query('select 1 from sites where id = $1', [siteId])).rows.length > 0;
}

/** One page of the device's timeline, newest arrival first; the page and its total in one statement. */
export async function readDeviceTimeline(
  q: Queryable,
  device: Pick<DeviceSummary, 'DeviceStorageID' | 'LastSeen' | 'RegisteredAt'>,
  page: DeviceTimelineQuery,
): Promise<DeviceTimelinePage> {
  return (await readDeviceTimelines(q, [device], page))[device.DeviceStorageID];
}

/**
 * readDeviceTimeline for several devices: the same page of each, by DeviceStorageID (every device
 * given is a key). The pages and their totals in one statement (a lateral join); the devices whose
 * page is past the end (no row to carry the count) are counted by a second, grouped one.
 */
export async function readDeviceTimelines(
  q: Queryable,
  devices: readonly Pick<DeviceSummary, 'DeviceStorageID' | 'LastSeen' | 'RegisteredAt'>[],
  page: DeviceTimelineQuery,
): Promise<Record<string, DeviceTimelinePage>> {
  const answer: Record<string, DeviceTimelinePage> = Object.fromEntries(
    devices.map((device) => [device.DeviceStorageID, { data: [], total: 0, LastSeen: device.LastSeen, RegisteredAt: device.RegisteredAt }]),
  );
  const ids = Object.keys(answer);
  if (ids.length === 0) return answer;
  const rows = await q.query<DeviceTimelineEntry & { deviceId: string; total: number }>(
    `select d.id as "deviceId", r."ReportID", r."ReceivedAt", r."LastRun", r."SystemStatus", r."ESVersion", r."WindowsVersion",
            r."ETFirmwareVersion", r."EmitterFirmwareVersion", r."TVVersion", r."Errors", r.total
       from unnest($1::text[]) with ordinality as d(id, n)
       cross join lateral (
         select id, id::text as "ReportID", received_at as "ReceivedAt", last_run as "LastRun", system_status as "SystemStatus",
                es_version as "ESVersion", windows_version as "WindowsVersion", et_firmware_version as "ETFirmwareVersion",
                emitter_firmware_version as "EmitterFirmwareVersion", tv_version as "TVVersion", errors as "Errors",
                (count(*) over ())::int as total
           from device_reports where device_id = d.id::uuid
          order by received_at desc, id desc
          limit $2 offset $3) r
      order by d.n, r."ReceivedAt" desc, r.id desc`,
    [ids, page.limit, page.offset],
  );
  const counted = new Set<string>();
  for (const { deviceId, total, ...entry } of rows.rows) {
    answer[deviceId].data.push(entry);
    answer[deviceId].total = total;
    counted.add(deviceId);
  }
  // A page past the end has no row to carry the count (the first page is empty only with no report).
  const uncounted = page.offset === 0 ? [] : ids.filter((id) => !counted.has(id));
  if (uncounted.length > 0) {
    const totals = await q.query<{ deviceId: string; n: number }>(
      `select device_id::text as "deviceId", count(*)::int as n from device_reports
        where device_id = any($1::uuid[]) group by device_id`,
      [uncounted],
    );
    for (const { deviceId, n } of totals.rows) answer[deviceId].total = n;
  }
  return answer;
}
