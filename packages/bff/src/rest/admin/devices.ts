// The REST devices area (CONTRACT.md "Provider admin: sites, pending, devices, versions"): the
// fleet with each device's newest errors and the latest version of each software type; one page of
// it and the header counters, searched, filtered and counted by the database ("Paged console lists").
import { z } from 'zod';
import { consoleListQueryString, type ConsoleListPage } from '@portal/domain/consoleList';
import type { DeviceListColumn, DeviceListQuery } from '@portal/domain/consoleLists/devices';
import type { FleetCounters } from '@portal/domain/deviceStatus';
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import { UpstreamContractError, type RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, idsQuery, isoDate, optionalDate, optionalText } from './adminPath';
import { consolePageOf } from './consolePage';

export const deviceErrorSchema = z.object({ ErrorDate: isoDate, Error: z.string() });
export type DeviceErrorRecord = z.infer<typeof deviceErrorSchema>;

export const deviceSchema = z.object({
  DeviceStorageID: z.string(),
  DeviceID: z.string(),
  SiteStorageID: optionalText,
  SiteName: optionalText,
  Location: optionalText,
  DateOfActivation: optionalDate,
  LastRun: optionalDate,
  SystemStatus: optionalText,
  ESVersion: optionalText,
  WindowsVersion: optionalText,
  ETFirmwareVersion: optionalText,
  EmitterFirmwareVersion: optionalText,
  TVVersion: optionalText,
  TeamViewerID: optionalText,
  // Followed and provisioned (REST since migration 019).
  LastSeen: optionalDate,
  RegisteredAt: optionalDate,
  KeyPrefix: optionalText,
  KeyIssuedAt: optionalDate,
  KeyRevokedAt: optionalDate,
  DeviceErrors: z.array(deviceErrorSchema).optional().default([]),
});
export type DeviceRecord = z.infer<typeof deviceSchema>;

/** The latest version number of each type; null for a type with no version. */
export type LatestVersions = Record<VersionType, string | null>;

const latestSchema = z
  .record(z.string(), z.string().nullable().optional())
  .transform((raw) => Object.fromEntries(VERSION_TYPE_KEYS.map((t) => [t, raw[t] ?? null])) as LatestVersions);

export const fleetSchema = z.object({ Devices: z.array(deviceSchema), LastSystemVersion: latestSchema });

const LIST = '/devices/getAllDevices';
const COUNTERS = '/devices/getDeviceCounters';

/** A device read by id, with the latest versions it is compared with (the same for every device of a call). */
export interface FleetDevice {
  device: DeviceRecord;
  latest: LatestVersions;
}

/** GET /devices/getAllDevices?ids=: the devices of `ids` (1 to 100), by serial; unknown ids are absent. */
export async function readDevices(rest: RestClient, uid: string, ids: readonly string[]): Promise<FleetDevice[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  const data = parseData(fleetSchema, answer, `GET ${adminLabel(LIST)}`);
  return data.Devices.map((device) => ({ device, latest: data.LastSystemVersion }));
}

/** One page of devices (each with the latest versions of the call), the total and the facets. */
export type FleetPage = ConsoleListPage<FleetDevice, DeviceListColumn>;

const pageLatestSchema = z.object({ LastSystemVersion: latestSchema });

/** A paged device list call (`path` with a page query, `label` naming it) and its answer: { data, total, facets, LastSystemVersion }. */
export async function readFleetPage(rest: RestClient, path: string, label: string, query: DeviceListQuery): Promise<FleetPage> {
  const answer = await rest.call({ method: 'GET', path, query: { ...consoleListQueryString(query), status: query.status }, label });
  const page = consolePageOf<typeof deviceSchema, DeviceListColumn>(answer, deviceSchema, `GET ${label}`);
  const latest = pageLatestSchema.safeParse(answer);
  if (!latest.success) throw new UpstreamContractError(`GET ${label}`, { cause: latest.error });
  return { ...page, data: page.data.map((device) => ({ device, latest: latest.data.LastSystemVersion })) };
}

export const fleetCountersSchema = z.object({
  total: z.number().int().nonnegative(),
  needingUpdate: z.number().int().nonnegative(),
  withErrors: z.number().int().nonnegative(),
  offline: z.number().int().nonnegative(),
});

/** GET /devices/getDeviceCounters: the header counters of the whole fleet. */
export async function readDeviceCounters(rest: RestClient, uid: string): Promise<FleetCounters> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, COUNTERS) });
  return parseData(fleetCountersSchema, answer, `GET ${adminLabel(COUNTERS)}`);
}
