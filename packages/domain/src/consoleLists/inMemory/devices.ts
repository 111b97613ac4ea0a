// The Devices tab (§2) paged in memory, for platform admins (the fleet) and site admins (their
// site's devices): over the §3 Device records and LastSystemVersion the whole lists
// (GET /VistaAdmins/{uid}/devices/getAllDevices, /eyeCareProviders/{uid}/getAllDevices) answer, as
// rest-api admin/devicesStore.ts deviceListSql reads them.
//   * The header counters' status filter (NEEDS_UPDATE, WITH_ERRORS) is the §4 rule of the domain
//     (deviceStatus.ts matchesStatus against LastSystemVersion), which the SQL applies too.
//   * A component column sorts by its installed version's comparison key, then by the text lowered:
//     SQL's `(coalesce(version_key(v), '{}'), lower(v))`. version_key lives only in SQL (rest-api
//     migration 009); versionKey below says it again: the trimmed text's dotted parts as numbers,
//     trailing zero parts dropped, none (lowest, '{}') unless it is dotted digits.
//   * A missing site or location sorts and filters as '' and a missing last run as the earliest
//     instant (SQL's coalesce): first up, last down.
import type { ConsoleListPage } from '../../consoleList';
import { DEVICE_COMPONENTS, matchesStatus, type DeviceVersionField, type LatestVersions } from '../../deviceStatus';
import { DEVICE_LIST, type DeviceListColumn, type DeviceListQuery } from '../devices';
import { postgresLower } from '../../lists/postgresOrder';
import {
  pageConsoleListInMemory,
  type ConsoleColumnInMemory,
  type ConsoleColumnsInMemory,
  type InMemoryInstant,
} from './consoleListInMemory';

/** What paging a device needs, named as the REST device record (§3 Device) names it. */
export interface InMemoryDevice {
  DeviceStorageID: string;
  /** The serial shown to people. */
  DeviceID: string;
  SiteName: string | null;
  Location: string | null;
  LastRun: InMemoryInstant;
  SystemStatus: string | null;
  ESVersion: string | null;
  WindowsVersion: string | null;
  ETFirmwareVersion: string | null;
  EmitterFirmwareVersion: string | null;
  TVVersion: string | null;
}

const DOTTED_DIGITS = /^[0-9]+(\.[0-9]+)*$/;

/**
 * SQL's version_key (migration 009): the dotted parts of the trimmed number as JavaScript's Number
 * reads them (Infinity past the largest double), trailing zero parts dropped, so 1.10 and 1.10.0 are
 * one key; null unless the text is one or more runs of digits separated by dots.
 */
export function versionKey(version: string | null | undefined): number[] | null {
  if (typeof version !== 'string') return null;
  const trimmed = version.trim();
  if (!DOTTED_DIGITS.test(trimmed)) return null;
  const key = trimmed.split('.').map(Number);
  while (key.length > 0 && key[key.length - 1] === 0) key.pop();
  return key;
}

/** A component column: by its version key (none lowest), then by its text lowered (as SQL's row compares). */
const component = (field: DeviceVersionField): ConsoleColumnInMemory<InMemoryDevice> => ({
  kind: 'key',
  value: (d) => {
    const text = d[field];
    return [versionKey(text) ?? [], typeof text === 'string' ? postgresLower(text) : null];
  },
});

const EARLIEST = Number.NEGATIVE_INFINITY;

export const DEVICE_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemoryDevice, DeviceListColumn> = {
  columns: {
    SERIAL_NUMBER: { kind: 'text', value: (d) => d.DeviceID },
    SITE: { kind: 'text', value: (d) => d.SiteName ?? '' },
    ES_APP: component('ESVersion'),
    WINDOWS: component('WindowsVersion'),
    ET_FIRMWARE: component('ETFirmwareVersion'),
    EMITTER_FIRMWARE: component('EmitterFirmwareVersion'),
    TEAM_VIEWER: component('TVVersion'),
    LAST_RUN: { kind: 'date', value: (d) => d.LastRun ?? EARLIEST },
    SYSTEM_STATUS: { kind: 'text', value: (d) => d.SystemStatus },
    LOCATION: { kind: 'text', value: (d) => d.Location ?? '' },
  },
  // Serial, site, location, status and the installed versions.
  search: [
    (d) => d.DeviceID,
    (d) => d.SiteName,
    (d) => d.Location,
    (d) => d.SystemStatus,
    ...DEVICE_COMPONENTS.map(
      ({ field }) =>
        (d: InMemoryDevice) =>
          d[field],
    ),
  ],
  id: (d) => d.DeviceStorageID,
  // A condition looks in the installed version's text and the last run itself (none: no condition met).
  conditionValues: {
    ES_APP: (d) => d.ESVersion,
    WINDOWS: (d) => d.WindowsVersion,
    ET_FIRMWARE: (d) => d.ETFirmwareVersion,
    EMITTER_FIRMWARE: (d) => d.EmitterFirmwareVersion,
    TEAM_VIEWER: (d) => d.TVVersion,
    LAST_RUN: (d) => d.LastRun,
  },
};

/**
 * The page of the Devices tab `query` asks for, out of every device of the list (the fleet, or a site
 * admin's site) and the latest version of each type (the whole list's LastSystemVersion).
 */
export function pageDevicesInMemory<T extends InMemoryDevice>(
  devices: readonly T[],
  lastSystemVersion: LatestVersions,
  query: DeviceListQuery,
  now: Date = new Date(),
): ConsoleListPage<T, DeviceListColumn> {
  const shown = devices.filter((device) => matchesStatus(device, lastSystemVersion, query.status, now));
  return pageConsoleListInMemory(shown, DEVICE_LIST, DEVICE_COLUMNS_IN_MEMORY, query);
}
