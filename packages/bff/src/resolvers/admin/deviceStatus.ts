// §4 device rules, computed here and never in the browser: a component needs an update when its
// installed version is older than the latest of its type (domain isOlderVersion: part by part,
// numerically); a device has an error when its status is not OK (any case).
import type { VersionType } from '@portal/domain/enums';
import { isOlderVersion } from '@portal/domain/versions';
import type { DeviceRecord, LatestVersions } from '../../rest/admin/devices';

export type DeviceComponentKind = 'WINDOWS' | 'ES_APP' | 'ET_FIRMWARE' | 'EMITTER_FIRMWARE' | 'TEAM_VIEWER';
type VersionField = 'WindowsVersion' | 'ESVersion' | 'ETFirmwareVersion' | 'EmitterFirmwareVersion' | 'TVVersion';

/** The five components in table order: their version type and the REST field holding the installed version. */
export const DEVICE_COMPONENTS: readonly { kind: DeviceComponentKind; versionType: VersionType; field: VersionField }[] = [
  { kind: 'WINDOWS', versionType: 'WIN', field: 'WindowsVersion' },
  { kind: 'ES_APP', versionType: 'ESAPP', field: 'ESVersion' },
  { kind: 'ET_FIRMWARE', versionType: 'ET', field: 'ETFirmwareVersion' },
  { kind: 'EMITTER_FIRMWARE', versionType: 'EMITTER', field: 'EmitterFirmwareVersion' },
  { kind: 'TEAM_VIEWER', versionType: 'TV', field: 'TVVersion' },
];

export const componentForType = (type: VersionType): DeviceComponentKind =>
  DEVICE_COMPONENTS.find((c) => c.versionType === type)!.kind;

export interface DeviceComponentModel {
  kind: DeviceComponentKind;
  versionType: VersionType;
  installedVersion: string | null;
  latestVersion: string | null;
  needsUpdate: boolean;
}

type Versions = Pick<DeviceRecord, VersionField>;

export function deviceComponents(device: Versions, latest: LatestVersions): DeviceComponentModel[] {
  return DEVICE_COMPONENTS.map(({ kind, versionType, field }) => {
    const installedVersion = device[field] ?? null;
    const latestVersion = latest[versionType] ?? null;
    return { kind, versionType, installedVersion, latestVersion, needsUpdate: isOlderVersion(installedVersion, latestVersion) };
  });
}

/** §4: any component older than the latest version of its type. */
export const deviceNeedsUpdate = (device: Versions, latest: LatestVersions) =>
  deviceComponents(device, latest).some((c) => c.needsUpdate);

/** §4: status not OK, case-insensitive. No status reported yet is not an error. */
export const deviceHasError = (status: string | null | undefined) =>
  typeof status === 'string' && status.trim() !== '' && status.trim().toUpperCase() !== 'OK';

export type DeviceStatusFilter = 'ALL' | 'NEEDS_UPDATE' | 'WITH_ERRORS';

export function matchesStatus(device: Versions & Pick<DeviceRecord, 'SystemStatus'>, latest: LatestVersions, filter: DeviceStatusFilter) {
  if (filter === 'NEEDS_UPDATE') return deviceNeedsUpdate(device, latest);
  if (filter === 'WITH_ERRORS') return deviceHasError(device.SystemStatus);
  return true;
}

export function fleetCounters(devices: readonly (Versions & Pick<DeviceRecord, 'SystemStatus'>)[], latest: LatestVersions) {
  return {
    total: devices.length,
    needingUpdate: devices.filter((d) => deviceNeedsUpdate(d, latest)).length,
    withErrors: devices.filter((d) => deviceHasError(d.SystemStatus)).length,
  };
}
