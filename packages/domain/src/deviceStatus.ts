// §4 device rules, shared by the REST service (its SQL applies them, see rest-api migration 009 and
// devicesStore.ts, and is tested against these functions) and the BFF (the Device fields): a
// component needs an update when its installed version is older than the latest version of its
// type (isOlderVersion: part by part, numerically); a device has an error when its status is not
// OK (any case). Never computed in the browser.
import type { VersionType } from './enums';
import { isOlderVersion } from './versions';
import { isDeviceOffline, type DeviceSighting } from './deviceProvisioning';

export type DeviceComponentKind = 'WINDOWS' | 'ES_APP' | 'ET_FIRMWARE' | 'EMITTER_FIRMWARE' | 'TEAM_VIEWER';
/** The §3 device field holding a component's installed version. */
export type DeviceVersionField = 'WindowsVersion' | 'ESVersion' | 'ETFirmwareVersion' | 'EmitterFirmwareVersion' | 'TVVersion';

/** The five components in table order: their version type and the §3 field holding the installed version. */
export const DEVICE_COMPONENTS: readonly { kind: DeviceComponentKind; versionType: VersionType; field: DeviceVersionField }[] = [
  { kind: 'WINDOWS', versionType: 'WIN', field: 'WindowsVersion' },
  { kind: 'ES_APP', versionType: 'ESAPP', field: 'ESVersion' },
  { kind: 'ET_FIRMWARE', versionType: 'ET', field: 'ETFirmwareVersion' },
  { kind: 'EMITTER_FIRMWARE', versionType: 'EMITTER', field: 'EmitterFirmwareVersion' },
  { kind: 'TEAM_VIEWER', versionType: 'TV', field: 'TVVersion' },
];

export const componentForType = (type: VersionType): DeviceComponentKind => DEVICE_COMPONENTS.find((c) => c.versionType === type)!.kind;

/** The latest version number of each type (§3 LastSystemVersion); null or absent for a type without versions. */
export type LatestVersions = Partial<Record<VersionType, string | null>>;

/** A device's installed versions, as §3 names them. */
export type DeviceVersions = Partial<Record<DeviceVersionField, string | null>>;

export interface DeviceComponent {
  kind: DeviceComponentKind;
  versionType: VersionType;
  installedVersion: string | null;
  latestVersion: string | null;
  needsUpdate: boolean;
}

/** Each component with its installed and latest version and whether it needs an update, in table order. */
export function deviceComponents(device: DeviceVersions, latest: LatestVersions): DeviceComponent[] {
  return DEVICE_COMPONENTS.map(({ kind, versionType, field }) => {
    const installedVersion = device[field] ?? null;
    const latestVersion = latest[versionType] ?? null;
    return { kind, versionType, installedVersion, latestVersion, needsUpdate: isOlderVersion(installedVersion, latestVersion) };
  });
}

/** §4: any component older than the latest version of its type. */
export const deviceNeedsUpdate = (device: DeviceVersions, latest: LatestVersions): boolean =>
  DEVICE_COMPONENTS.some(({ versionType, field }) => isOlderVersion(device[field], latest[versionType]));

/** §4: status not OK, case-insensitive, blanks around it ignored. No status reported yet is not an error. */
export const deviceHasError = (status: string | null | undefined): boolean =>
  typeof status === 'string' && status.trim() !== '' && status.trim().toUpperCase() !== 'OK';

/** The system statuses devices are known to report, whatever their case: shown in the reader's words. */
export type KnownSystemStatus = 'OK' | 'WARNING' | 'ERROR';

/** The known status a device reported ("ok", " Error "), or null for any other text (shown as reported). */
export function knownSystemStatus(status: string | null | undefined): KnownSystemStatus | null {
  const word = (status ?? '').trim().toUpperCase();
  return word === 'OK' || word === 'WARNING' || word === 'ERROR' ? word : null;
}

/** Which devices a list shows (the header counters' filters). */
export const DEVICE_STATUS_FILTERS = ['ALL', 'NEEDS_UPDATE', 'WITH_ERRORS', 'OFFLINE'] as const;
export type DeviceStatusFilter = (typeof DEVICE_STATUS_FILTERS)[number];

/** A device as the status rules read it: its installed versions, its system status and when it was last heard of. */
export type DeviceStatusInput = DeviceVersions & { SystemStatus?: string | null } & DeviceSighting;

/** Whether a device is one the header counter `filter` counts (OFFLINE: silent for too long as of `now`). */
export function matchesStatus(
  device: DeviceStatusInput,
  latest: LatestVersions,
  filter: DeviceStatusFilter,
  now: Date = new Date(),
): boolean {
  if (filter === 'NEEDS_UPDATE') return deviceNeedsUpdate(device, latest);
  if (filter === 'WITH_ERRORS') return deviceHasError(device.SystemStatus);
  if (filter === 'OFFLINE') return isDeviceOffline(device, now);
  return true;
}

/** The admin dashboard's header counters (§2). */
export interface FleetCounters {
  total: number;
  needingUpdate: number;
  withErrors: number;
  /** Devices not heard of for more than DEVICE_OFFLINE_DAYS (deviceProvisioning.ts). */
  offline: number;
}

export function fleetCounters(devices: readonly DeviceStatusInput[], latest: LatestVersions, now: Date = new Date()): FleetCounters {
  return {
    total: devices.length,
    needingUpdate: devices.filter((d) => deviceNeedsUpdate(d, latest)).length,
    withErrors: devices.filter((d) => deviceHasError(d.SystemStatus)).length,
    offline: devices.filter((d) => isDeviceOffline(d, now)).length,
  };
}
