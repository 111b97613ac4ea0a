// Provider-admin device list (§7): every device (or some by id) with its newest errors and the
// latest version of each software type. Three statements whatever the fleet size (devicesStore.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idsQuery } from '../http/ids';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { lastSystemVersion, listDevices, readDevices } from './devicesStore';

// The site admin's device list (src/patients/siteStore.ts) still imports these from here.
export { DEVICE_ERROR_ROWS, lastSystemVersion, type DeviceErrorEntry } from './devicesStore';

export function registerDeviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  // With `ids`, only those devices (CONTRACT.md "By-id reads"), still with LastSystemVersion.
  api.get<{ Params: { uid: string } }>(`${ADMIN_PREFIX}/devices/getAllDevices`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'device');
    const ids = idsQuery(request.query);
    const [Devices, LastSystemVersion] = await Promise.all([
      ids ? readDevices(ctx.db, ids) : listDevices(ctx.db),
      lastSystemVersion(ctx.db),
    ]);
    return { data: { Devices, LastSystemVersion } };
  });
}
