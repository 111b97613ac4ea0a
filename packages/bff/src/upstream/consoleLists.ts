// The admin console's lists on either upstream: the bundled REST service pages them in SQL; a §7
// backend answers each only whole (getAllSites, getAllECP, getAllAdmins, getAllVersions,
// getAllPendings), which the BFF pages with the domain's one definition of each list
// (consoleLists/inMemory), reusing the whole list for a few seconds per user. A by-id read is then
// a look-up in the same whole list.
import { z } from 'zod';
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import type { RestClient } from '../rest/http';
import { parseData } from '../rest/parse';
import { adminLabel, adminPath } from '../rest/admin/adminPath';
import { readConsolePage } from '../rest/admin/consolePage';
import { fleetSchema, readFleetPage, type FleetPage } from '../rest/admin/devices';
import { fleetCounters, type FleetCounters } from '@portal/domain/deviceStatus';
import { pageDevicesInMemory } from '@portal/domain/consoleLists/inMemory/devices';
import type { DeviceListQuery } from '@portal/domain/consoleLists/devices';
import type { UpstreamProfileSource } from './upstreamProfile';
import type { WholeListCache } from './wholeLists';

export interface ConsoleListSource {
  rest: RestClient;
  upstream: Pick<UpstreamProfileSource, 'has'>;
  wholeLists: WholeListCache;
}

/** The whole list a §7 backend answers at `path` (its `data` rows), reused briefly for this user. */
export function wholeListAt<S extends z.ZodType>(
  source: ConsoleListSource,
  uid: string,
  path: string,
  label: string,
  rowSchema: S,
): Promise<z.infer<S>[]> {
  return source.wholeLists.get(uid, `list:${path}`, async () => {
    const answer = await source.rest.call({ method: 'GET', path, label });
    return parseData(z.array(rowSchema), answer, `GET ${label}`);
  });
}

/** The whole provider-admin list at `listPath` (getAllSites, getAllECP…). */
export const wholeAdminList = <S extends z.ZodType>(source: ConsoleListSource, uid: string, listPath: string, rowSchema: S) =>
  wholeListAt(source, uid, adminPath(uid, listPath), adminLabel(listPath), rowSchema);

/** A page of a console list: the service's paged call, else the page computed over the whole list. */
export async function consolePageOn<S extends z.ZodType, C extends string>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
  query: ConsoleListQuery<C>,
  inMemory: (rows: z.infer<S>[], query: ConsoleListQuery<C>) => ConsoleListPage<z.infer<S>, C>,
): Promise<ConsoleListPage<z.infer<S>, C>> {
  if (source.upstream.has('pagedLists')) return readConsolePage<S, C>(source.rest, uid, listPath, rowSchema, query);
  return inMemory(await wholeAdminList(source, uid, listPath, rowSchema), query);
}

/** The rows of `ids` out of the whole list (by-id reads a §7 backend lacks). */
export async function byIdsFromWholeList<S extends z.ZodType>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
  ids: readonly string[],
  idOf: (row: z.infer<S>) => string,
): Promise<z.infer<S>[]> {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return (await wholeAdminList(source, uid, listPath, rowSchema)).filter((row) => wanted.has(idOf(row).toLowerCase()));
}

/**
 * Row `id` of the whole provider-admin list at `listPath` as the backend has it now (a §7 backend's
 * stale-edit check): the lists kept for reuse are dropped first, so the read is fresh.
 */
export async function freshWholeListRow<S extends z.ZodType>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
  idOf: (row: z.infer<S>) => string,
  id: string,
): Promise<z.infer<S> | null> {
  source.wholeLists.forgetUser(uid);
  const rows = await wholeAdminList(source, uid, listPath, rowSchema);
  return rows.find((row) => idOf(row).toLowerCase() === id.toLowerCase()) ?? null;
}

/** The whole fleet a §7 backend answers at `path` (getAllDevices: the devices and the latest versions), reused briefly. */
export function wholeFleet(source: ConsoleListSource, uid: string, path: string, label: string): Promise<z.infer<typeof fleetSchema>> {
  return source.wholeLists.get(uid, `fleet:${path}`, async () =>
    parseData(fleetSchema, await source.rest.call({ method: 'GET', path, label }), `GET ${label}`),
  );
}

/** A page of devices (the fleet's, or a site admin's site's at `path`): paged by the service, else over the whole fleet. */
export async function devicePageOn(
  source: ConsoleListSource & { now: () => Date },
  uid: string,
  path: string,
  label: string,
  query: DeviceListQuery,
): Promise<FleetPage> {
  if (source.upstream.has('pagedLists')) return readFleetPage(source.rest, path, label, query);
  const fleet = await wholeFleet(source, uid, path, label);
  const page = pageDevicesInMemory(fleet.Devices, fleet.LastSystemVersion, query, source.now());
  return { ...page, data: page.data.map((device) => ({ device, latest: fleet.LastSystemVersion })) };
}

/** The header counters: the service's SQL counts, else the domain's count over the whole fleet. */
export async function fleetCountersOn(
  source: ConsoleListSource & { now: () => Date },
  uid: string,
  path: string,
  label: string,
  counted: () => Promise<FleetCounters>,
): Promise<FleetCounters> {
  if (source.upstream.has('pagedLists')) return counted();
  const fleet = await wholeFleet(source, uid, path, label);
  return fleetCounters(fleet.Devices, fleet.LastSystemVersion, source.now());
}

/** The devices of `ids` out of the whole fleet at `path`, each with the fleet's latest versions. */
export async function devicesFromWholeFleet(source: ConsoleListSource, uid: string, path: string, label: string, ids: readonly string[]) {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  const fleet = await wholeFleet(source, uid, path, label);
  return fleet.Devices.filter((device) => wanted.has(device.DeviceStorageID.toLowerCase())).map((device) => ({
    device,
    latest: fleet.LastSystemVersion,
  }));
}
