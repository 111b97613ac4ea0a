// Provider-admin device list (§7): every device (or some by id, or one page) with its newest errors
// and the latest version of each software type; and the header counters. A fixed number of
// statements whatever the fleet size (devicesStore.ts).
import type { FastifyInstance } from 'fastify';
import { isPagedListQuery } from '@portal/domain/consoleList';
import { deviceListQuerySchema } from '@portal/domain/consoleLists/devices';
import type { AppContext } from '../context';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { registerDeviceKeyRoutes } from '../devices/keyRoutes';
import { deviceCounters, lastSystemVersion, listDevices, pageDevices, readDevices } from './devicesStore';

// The site admin's device list (src/patients/siteStore.ts) still imports these from here.
export { DEVICE_ERROR_ROWS, lastSystemVersion, type DeviceErrorEntry } from './devicesStore';

export function registerDeviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  // With `ids`, only those devices (CONTRACT.md "By-id reads"), still with LastSystemVersion; with
  // `limit`, one page (CONTRACT.md "Paged console lists"): { data, total, facets, LastSystemVersion }.
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/devices/getAllDevices`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'device');
    const ids = idsQuery(request.query);
    if (!ids && isPagedListQuery(request.query)) return pageDevices(ctx.db, parseBody(deviceListQuerySchema, request.query));
    const [Devices, LastSystemVersion] = await Promise.all([
      ids ? readDevices(ctx.db, ids) : listDevices(ctx.db),
      lastSystemVersion(ctx.db),
    ]);
    return { data: { Devices, LastSystemVersion } };
  });

  // The header counters (§2) of the whole fleet, counted in SQL (CONTRACT.md "Paged console lists").
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/devices/getDeviceCounters`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'device');
    return { data: await deviceCounters(ctx.db, null, ctx.clock.now()) };
  });

  // Register, rotate, revoke and the health timeline (issue 18).
  registerDeviceKeyRoutes(api, ctx);
}
