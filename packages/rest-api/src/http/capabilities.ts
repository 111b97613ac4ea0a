// GET /capabilities (under /api/v1/webapp, no session): what this service offers beyond the
// specification's §7 calls, by the domain's names. The BFF reads it at start to choose its
// profile; a clinic's existing backend has no such call, and the BFF then keeps to §7.
import type { FastifyInstance } from 'fastify';
import { UPSTREAM_EXTENSIONS } from '@portal/domain/upstream';
import { documented } from './openapi';

export function registerCapabilitiesRoute(api: FastifyInstance): void {
  api.get('/capabilities', { ...documented({ capability: 'service', public: true }), logLevel: 'warn' }, async () => ({
    data: { profile: 'portal', extensions: [...UPSTREAM_EXTENSIONS] },
  }));
}
