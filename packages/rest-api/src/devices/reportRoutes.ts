// The device-facing API: devices (not people) call it, with their own key instead of a session.
// Kept outside the web app's base path so it can be routed, rate-limited and logged apart.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audit } from '../audit/auditRequest';
import { deviceKeyOf } from './deviceKeys';
import { receiveDeviceReport } from './deviceReports';
import { documented } from '../http/openapi';

export const DEVICE_API_BASE_PATH = '/api/v1/devices';

export function registerDeviceReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    `${DEVICE_API_BASE_PATH}/report`,
    documented({ capability: 'deviceKeys', public: true, summary: 'A device reports in with its own key: Authorization: Device <key>' }),
    async (request) => {
      // A device's write is in the audit trail like a person's: the device as actor, its id as object.
      const outcome = await receiveDeviceReport(
        ctx.db,
        deviceKeyOf(request),
        request.body,
        () => ctx.clock.now(),
        (tx, stored) =>
          audit(
            tx,
            request,
            { actorId: null, actorRole: 'DEVICE', siteId: null },
            {
              action: 'UPDATE',
              objectType: 'DEVICE',
              objectIds: [stored.DeviceStorageID],
            },
          ),
      );
      return { data: { DeviceID: outcome.DeviceID, received: true } };
    },
  );
}
