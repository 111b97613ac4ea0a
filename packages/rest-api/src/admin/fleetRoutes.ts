// Provider-admin calls for sites, pending registrations, devices and software versions (§7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerDeviceRoutes } from './devicesRoutes';
import { registerPendingRoutes } from './pendingRoutes';
import { registerSiteRoutes } from './sitesRoutes';
import { registerVersionRoutes } from './versionsRoutes';

export function registerFleetRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerSiteRoutes(api, ctx);
  registerPendingRoutes(api, ctx);
  registerDeviceRoutes(api, ctx);
  registerVersionRoutes(api, ctx);
}
