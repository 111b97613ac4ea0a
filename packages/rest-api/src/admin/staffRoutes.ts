// Provider-admin calls for eye care professionals, admins and messages (§7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAdminRoutes } from './adminsRoutes';
import { registerEcpRoutes } from './ecpsRoutes';
import { registerSecondFactorResetRoutes } from './secondFactorResetRoutes';
import { registerMessageRoutes } from './messagesRoutes';

export function registerStaffRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerEcpRoutes(api, ctx);
  registerAdminRoutes(api, ctx);
  registerSecondFactorResetRoutes(api, ctx);
  registerMessageRoutes(api, ctx);
}
