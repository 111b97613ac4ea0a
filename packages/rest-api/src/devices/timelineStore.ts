// A device's health timeline (issue 18 item 4): every report it sent, newest first, paged by the
// database, with when it was last seen; and the device facts the key calls need.
import type { DeviceTimelineQuery } from '@portal/domain/deviceProvisioning';
import type { Queryable } from '../db/database';

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

/** The device `id` as the key calls need it, or null when unknown. */
export async function findDeviceSummary(
  q: Queryable,
  id: string,
): Promise<{ DeviceStorageID: string; DeviceID: string; SiteStorageID: string | null; LastSeen: Date | null; RegisteredAt: Date } | null> {
  const found = await q.query<{
    DeviceStorageID: string;
    DeviceID: string;
    SiteStorageID: string | null;
    LastSeen: Date | null;
    RegisteredAt: Date;
  }>(
    `select id as "DeviceStorageID", device_id as "DeviceID", site_id as "SiteStorageID", last_seen_at as "LastSeen",
            created_at as "RegisteredAt"
       from devices where id = $1`,
    [id],
  );
  return found.rows[0] ?? null;
}

/** Whether a site with this storage id exists. */
export async function siteExists(q: Queryable, siteId: string): Promise<boolean> {
  return (await q.query('select 1 from sites where id = $1', [siteId])).rows.length > 0;
}

/** One page of the device's timeline, newest arrival first; the page and its total in one statement. */
export async function readDeviceTimeline(
  q: Queryable,
  device: { DeviceStorageID: string; LastSeen: Date | null; RegisteredAt: Date },
  page: DeviceTimelineQuery,
): Promise<DeviceTimelinePage> {
  const rows = await q.query<DeviceTimelineEntry & { total: number }>(
    `select id::text as "ReportID", received_at as "ReceivedAt", last_run as "LastRun", system_status as "SystemStatus",
            es_version as "ESVersion", windows_version as "WindowsVersion", et_firmware_version as "ETFirmwareVersion",
            emitter_firmware_version as "EmitterFirmwareVersion", tv_version as "TVVersion", errors as "Errors",
            (count(*) over ())::int as total
       from device_reports where device_id = $1
      order by received_at desc, id desc
      limit $2 offset $3`,
    [device.DeviceStorageID, page.limit, page.offset],
  );
  // A page past the end has no row to carry the count.
  const total =
    rows.rows[0]?.total ??
    (page.offset === 0
      ? 0
      : (await q.query<{ n: number }>('select count(*)::int as n from device_reports where device_id = $1', [device.DeviceStorageID]))
          .rows[0].n);
  const data = rows.rows.map(({ total: _total, ...entry }) => entry);
  return { data, total, LastSeen: device.LastSeen, RegisteredAt: device.RegisteredAt };
}
