// The Devices list and the header counters: a devices connection is one paged REST call,
// searched, filtered (ticked values and the §4 status) and sorted by the database; the counters are
// the REST service's SQL counts, one call per operation. The §4 rules are the domain's
// (deviceStatus.ts) and the database's; nothing here reads the whole fleet. A site admin's page and
// counters are their own site's (their own REST calls).
import { DEVICE_LIST, type DeviceListColumn } from '@portal/domain/consoleLists/devices';
import type { DeviceStatusFilter, FleetCounters } from '@portal/domain/deviceStatus';
import type { BffContext } from '../../context';
import { devicePageOn } from '../../upstream/consoleLists';
import { adminLabel, adminPath } from '../../rest/admin/adminPath';
import { doctorLabel, doctorPath } from '../../rest/doctor/doctorPath';

/** The fleet's list call, and a site admin's own site's (§7 getAllDevices in both areas). */
const FLEET = '/devices/getAllDevices';
const SITE_DEVICES = '/getAllDevices';
import { isSiteAdminCaller, type ConsoleCaller } from './access';
import { asDevice, listFailure, pageRequested, prime } from './adminLists';
import { consoleConnection, type ConsoleListArgs } from './consolePage';

/** AdminConsole.devices' arguments: the console list's and the header counters' status. */
export type DeviceListArgs = ConsoleListArgs<DeviceListColumn> & { status?: DeviceStatusFilter | null };

export function devicesConnection(context: BffContext, caller: ConsoleCaller, args: DeviceListArgs) {
  const status = args.status ?? 'ALL';
  if (isSiteAdminCaller(caller)) {
    return consoleConnection(
      context,
      'devices',
      DEVICE_LIST,
      args,
      (query) => devicePageOn(context, caller.uid, doctorPath(caller.uid, SITE_DEVICES), doctorLabel(SITE_DEVICES), { ...query, status }),
      asDevice,
    );
  }
  // A platform admin's page primes the by-id loader, and this operation's by-id lookups (a site's
  // devices) wait for it.
  return consoleConnection(
    context,
    'devices',
    DEVICE_LIST,
    args,
    (query) =>
      pageRequested(
        context,
        'devices',
        caller.uid,
        devicePageOn(context, caller.uid, adminPath(caller.uid, FLEET), adminLabel(FLEET), { ...query, status }).then((page) => {
          prime(context.loaders.deviceById, caller.uid, page.data, (r) => r.device.DeviceStorageID);
          return page;
        }),
      ),
    asDevice,
  );
}

/** The header counters of the caller's devices (the fleet, or a site admin's site): one REST call per operation. */
export async function loadFleetCounters(context: BffContext, caller: ConsoleCaller): Promise<FleetCounters> {
  const loader = isSiteAdminCaller(caller) ? context.loaders.siteFleetCounters : context.loaders.fleetCounters;
  try {
    return await loader.load(caller.uid);
  } catch (error) {
    throw listFailure(error, 'devices', context);
  }
}
