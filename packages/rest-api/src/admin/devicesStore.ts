// Devices in the §3 shape with their newest errors, and the latest version of each software type
// (§7 getAllDevices). Three statements whatever the fleet size (no query per device), for the
// whole fleet or for some devices by id.
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import { latestVersions } from '@portal/domain/versions';
import type { Queryable } from '../db/database';

/** §9: the device panel shows 25 error rows. */
export const DEVICE_ERROR_ROWS = 25;

export interface DeviceErrorEntry {
  ErrorDate: Date;
  Error: string;
}

type DeviceRow = Record<string, unknown> & { DeviceStorageID: string };

const DEVICE_SELECT = `
  select d.id as "DeviceStorageID", d.device_id as "DeviceID", d.site_id as "SiteStorageID", s.name as "SiteName",
    d.location as "Location", d.date_of_activation as "DateOfActivation", d.last_run as "LastRun",
    d.system_status as "SystemStatus", d.es_version as "ESVersion", d.windows_version as "WindowsVersion",
    d.et_firmware_version as "ETFirmwareVersion", d.emitter_firmware_version as "EmitterFirmwareVersion",
    d.tv_version as "TVVersion", d.teamviewer_id as "TeamViewerID"
  from devices d left join sites s on s.id = d.site_id`;

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

function withErrors(devices: DeviceRow[], errors: (DeviceErrorEntry & { deviceId: string })[]) {
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
export async function readDevices(q: Queryable, ids: readonly string[]) {
  const [devices, errors] = await Promise.all([
    q.query<DeviceRow>(`${DEVICE_SELECT} where d.id = any($1::uuid[]) ${DEVICE_ORDER}`, [ids]),
    q.query<DeviceErrorEntry & { deviceId: string }>(errorsSelect('where e.device_id = any($2::uuid[])'), [DEVICE_ERROR_ROWS, ids]),
  ]);
  return withErrors(devices.rows, errors.rows);
}
