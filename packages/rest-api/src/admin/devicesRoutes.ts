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
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { DEVICE_SITE_UNKNOWN } from '@portal/domain/deviceProvisioning';
import { siteAwaitsApproval } from '@portal/domain/pendingApproval';
import { deviceSiteSchema } from '@portal/domain/siteDeletion';
import { registerDeviceKeyRoutes } from '../devices/keyRoutes';
import { isUuid } from '../auth/users';
import { auditActor, auditedWrite } from '../audit/auditRequest';
import { conflict, notFound } from '../http/errors';
import { findSiteStatus, setDeviceSite } from './sitesStore';
import { deviceCounters, lastSystemVersion, listDevices, pageDevices, readDevices } from './devicesStore';
import { documented } from '../http/openapi';

// The site admin's device list (src/patients/siteStore.ts) still imports these from here.
export { DEVICE_ERROR_ROWS, lastSystemVersion, type DeviceErrorEntry } from './devicesStore';

export function registerDeviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  // With `ids`, only those devices (CONTRACT.md "By-id reads"), still with LastSystemVersion; with
  // `limit`, one page (CONTRACT.md "Paged console lists"): { data, total, facets, LastSystemVersion }.
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/devices/getAllDevices`,
    documented({ querystring: deviceListQuerySchema, ids: 'optional' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'device');
      const ids = idsQuery(request.query);
      if (!ids && isPagedListQuery(request.query))
        return pageDevices(ctx.db, parseBody(deviceListQuerySchema, request.query), null, ctx.clock.now());
      const [Devices, LastSystemVersion] = await Promise.all([
        ids ? readDevices(ctx.db, ids) : listDevices(ctx.db),
        lastSystemVersion(ctx.db),
      ]);
      return { data: { Devices, LastSystemVersion } };
    },
  );

  // The header counters (§2) of the whole fleet, counted in SQL (CONTRACT.md "Paged console lists").
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/devices/getDeviceCounters`,
    documented({ capability: 'pagedLists' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'device');
      return { data: await deviceCounters(ctx.db, null, ctx.clock.now()) };
    },
  );

  // The device's site (the deviceSites extension): another active site, or none (SiteStorageID null).
  // Answers the device as the by-id read does.
  api.post<{ Params: { uid: string; id: string } }>(
    `${ADMIN_PREFIX}/devices/:id/site`,
    documented({ capability: 'deviceSites', body: deviceSiteSchema }),
    async (request) => {
      const caller = await requirePlatformAdmin(ctx, request, 'update', 'device');
      const { SiteStorageID } = parseBody(deviceSiteSchema, request.body);
      const id = request.params.id;
      if (!isUuid(id)) throw notFound();
      if (SiteStorageID !== null) {
        const site = await findSiteStatus(ctx.db, SiteStorageID);
        if (!site) throw notFound(DEVICE_SITE_UNKNOWN);
        if (siteAwaitsApproval(site)) throw conflict(ERROR_MESSAGES.deviceSiteInvalid);
      }
      const changed = await auditedWrite(
        ctx.db,
        request,
        auditActor(caller),
        (tx) => setDeviceSite(tx, id, SiteStorageID),
        (done) => (done ? { action: 'UPDATE', objectType: 'DEVICE', objectIds: [id] } : null),
      );
      if (!changed) throw notFound();
      const [Devices, LastSystemVersion] = await Promise.all([readDevices(ctx.db, [id]), lastSystemVersion(ctx.db)]);
      return { data: { Devices, LastSystemVersion } };
    },
  );

  // Register, rotate, revoke and the health timeline.
  registerDeviceKeyRoutes(api, ctx);
}
