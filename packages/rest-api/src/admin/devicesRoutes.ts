// Provider-admin device list (§7): every device with its newest errors and the latest version of
// each software type. Three statements whatever the fleet size (no query per device).
import type { FastifyInstance } from 'fastify';
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import { latestVersions } from '@portal/domain/versions';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';

/** §9: the device panel shows 25 error rows. */
export const DEVICE_ERROR_ROWS = 25;

export interface DeviceErrorEntry {
  ErrorDate: Date;
  Error: string;
}

const DEVICE_SELECT = `
  select d.id as "DeviceStorageID", d.device_id as "DeviceID", d.site_id as "SiteStorageID", s.name as "SiteName",
    d.location as "Location", d.date_of_activation as "DateOfActivation", d.last_run as "LastRun",
    d.system_status as "SystemStatus", d.es_version as "ESVersion", d.windows_version as "WindowsVersion",
    d.et_firmware_version as "ETFirmwareVersion", d.emitter_firmware_version as "EmitterFirmwareVersion",
    d.tv_version as "TVVersion", d.teamviewer_id as "TeamViewerID"
  from devices d left join sites s on s.id = d.site_id
  order by d.device_id`;

// The newest rows per device, ranked once over the whole table.
const ERRORS_SELECT = `
  select device_id as "deviceId", error_date as "ErrorDate", error as "Error"
  from (select e.*, row_number() over (partition by e.device_id order by e.error_date desc, e.id) as rank
        from device_errors e) ranked
  where rank <= $1
  order by device_id, error_date desc, id`;

/** Latest version number of each type by the part-by-part rule; null for a type without versions. */
export async function lastSystemVersion(q: Queryable): Promise<Record<VersionType, string | null>> {
  const rows = (await q.query<{ type: VersionType; versionNo: string }>('select type, version_no as "versionNo" from versions')).rows;
  const latest = latestVersions(rows);
  return Object.fromEntries(VERSION_TYPE_KEYS.map((type) => [type, latest[type] ?? null])) as Record<VersionType, string | null>;
}

export async function listDevices(q: Queryable) {
  const [devices, errors] = await Promise.all([
    q.query<Record<string, unknown> & { DeviceStorageID: string }>(DEVICE_SELECT),
    q.query<DeviceErrorEntry & { deviceId: string }>(ERRORS_SELECT, [DEVICE_ERROR_ROWS]),
  ]);
  const byDevice = new Map<string, DeviceErrorEntry[]>();
  for (const { deviceId, ErrorDate, Error } of errors.rows) {
    const list = byDevice.get(deviceId) ?? [];
    list.push({ ErrorDate, Error });
    byDevice.set(deviceId, list);
  }
  return devices.rows.map((device) => ({ ...device, DeviceErrors: byDevice.get(device.DeviceStorageID) ?? [] }));
}

export function registerDeviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/devices/getAllDevices`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'device');
    const [Devices, LastSystemVersion] = await Promise.all([listDevices(ctx.db), lastSystemVersion(ctx.db)]);
    return { data: { Devices, LastSystemVersion } };
  });
}
