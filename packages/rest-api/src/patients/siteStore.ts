// The site admin's lists (§2 "Site admin dashboard"): the ECPs and devices of the caller's site,
// shaped as the provider-admin lists shape them (src/admin). A fixed number of statements each.
import type { Queryable } from '../db/database';
import { DEVICE_ERROR_ROWS, lastSystemVersion, type DeviceErrorEntry } from '../admin/devicesRoutes';
import type { EcpAnswer } from '../admin/ecpsRoutes';
import { ecpAnswer } from '../admin/ecpWrites';
import { listEcps } from '../admin/ecpsStore';

/** The site's ECPs in the §3 shape the provider admins' list answers (one select of it: ecpsStore). */
export async function listSiteEcps(q: Queryable, siteId: string): Promise<EcpAnswer[]> {
  return (await listEcps(q, siteId)).map(ecpAnswer);
}

export async function listSiteDevices(q: Queryable, siteId: string) {
  const [devices, errors, LastSystemVersion] = await Promise.all([
    q.query<Record<string, unknown> & { DeviceStorageID: string }>(
      `select d.id as "DeviceStorageID", d.device_id as "DeviceID", d.site_id as "SiteStorageID", s.name as "SiteName",
              d.location as "Location", d.date_of_activation as "DateOfActivation", d.last_run as "LastRun",
              d.system_status as "SystemStatus", d.es_version as "ESVersion", d.windows_version as "WindowsVersion",
              d.et_firmware_version as "ETFirmwareVersion", d.emitter_firmware_version as "EmitterFirmwareVersion",
              d.tv_version as "TVVersion", d.teamviewer_id as "TeamViewerID"
         from devices d left join sites s on s.id = d.site_id
        where d.site_id = $1
        order by d.device_id`,
      [siteId],
    ),
    q.query<DeviceErrorEntry & { deviceId: string }>(
      `select device_id as "deviceId", error_date as "ErrorDate", error as "Error"
         from (select e.*, row_number() over (partition by e.device_id order by e.error_date desc, e.id) as rank
                 from device_errors e join devices d on d.id = e.device_id where d.site_id = $1) ranked
        where rank <= $2
        order by device_id, error_date desc, id`,
      [siteId, DEVICE_ERROR_ROWS],
    ),
    lastSystemVersion(q),
  ]);
  const byDevice = new Map<string, DeviceErrorEntry[]>();
  for (const { deviceId, ErrorDate, Error } of errors.rows) {
    const list = byDevice.get(deviceId) ?? [];
    list.push({ ErrorDate, Error });
    byDevice.set(deviceId, list);
  }
  const Devices = devices.rows.map((device) => ({ ...device, DeviceErrors: byDevice.get(device.DeviceStorageID) ?? [] }));
  return { Devices, LastSystemVersion };
}
