// Provisioning devices (CONTRACT.md "Device keys and health timeline"): a platform
// admin registers a device for a site and is shown its key once, rotates it (the old key is refused
// from that moment) or revokes it (every key refused until a rotation issues a new one). Each write
// is audited in its transaction. Site admins do not hold device keys (policy.ts: people at a site
// only look at devices), but they read their own site's devices' timelines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEVICE_SERIAL_TAKEN,
  DEVICE_SITE_UNKNOWN,
  deviceRegistrationSchema,
  deviceTimelineQuerySchema,
} from '@portal/domain/deviceProvisioning';
import type { AppContext } from '../context';
import { auditActor, auditedWrite } from '../audit/auditRequest';
import { isUuid } from '../auth/users';
import { conflict, notFound } from '../http/errors';
import { requiredIdsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from '../admin/guard';
import { DOCTOR_PREFIX, requireSiteScope } from '../patients/doctorGuard';
import { issueDeviceKeyWithPrefix, revokeDeviceKey } from './deviceKeys';
import { registerDevice } from './deviceReports';
import {
  findDeviceSummaries,
  findDeviceSummary,
  readDeviceTimeline,
  readDeviceTimelines,
  siteExists,
  type DeviceSummary,
} from './timelineStore';
import { documented } from '../http/openapi';

type DeviceParams = { uid: string; id: string };

async function knownDevice(ctx: AppContext, id: string) {
  const device = isUuid(id) ? await findDeviceSummary(ctx.db, id) : null;
  if (!device) throw notFound();
  return device;
}

/** The timeline page of `request`'s query for a device already checked. */
const timelineOf = (ctx: AppContext, request: FastifyRequest, device: DeviceSummary) =>
  readDeviceTimeline(ctx.db, device, parseBody(deviceTimelineQuerySchema, request.query));

/**
 * The batch timeline call (CONTRACT.md "Batch reads"; an extension, not in §7): the page of
 * `request`'s query of each device among its `ids` that `reachable` keeps, by DeviceStorageID;
 * the others (unknown, another site's) are left out, as a single call would answer them 404.
 */
async function timelinesOf(ctx: AppContext, request: FastifyRequest, reachable: (ids: string[]) => Promise<DeviceSummary[]>) {
  const ids = requiredIdsQuery(request.query);
  const page = parseBody(deviceTimelineQuerySchema, request.query);
  return { data: await readDeviceTimelines(ctx.db, await reachable(ids), page) };
}

export function registerDeviceKeyRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/devices/register`,
    documented({ capability: 'deviceKeys', body: deviceRegistrationSchema }),
    async (request) => {
      const caller = await requirePlatformAdmin(ctx, request, 'create', 'device');
      const form = parseBody(deviceRegistrationSchema, request.body);
      if (!isUuid(form.SiteStorageID) || !(await siteExists(ctx.db, form.SiteStorageID))) throw notFound(DEVICE_SITE_UNKNOWN);
      const registered = await auditedWrite(
        ctx.db,
        request,
        auditActor(caller),
        (tx) => registerDevice(tx, { DeviceID: form.DeviceID, siteId: form.SiteStorageID, location: form.Location ?? null }),
        (done) => (done ? { action: 'DEVICE_REGISTER', objectType: 'DEVICE', objectIds: [done.DeviceStorageID] } : null),
      );
      if (!registered) throw conflict(DEVICE_SERIAL_TAKEN);
      return {
        data: {
          DeviceStorageID: registered.DeviceStorageID,
          DeviceID: form.DeviceID,
          SiteStorageID: form.SiteStorageID,
          Key: registered.key,
          KeyPrefix: registered.keyPrefix,
        },
      };
    },
  );

  api.post<{ Params: DeviceParams }>(`${ADMIN_PREFIX}/devices/:id/rotateKey`, documented({ capability: 'deviceKeys' }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'device');
    const device = await knownDevice(ctx, request.params.id);
    const issued = await auditedWrite(
      ctx.db,
      request,
      auditActor(caller),
      (tx) => issueDeviceKeyWithPrefix(tx, device.DeviceStorageID),
      (done) => (done ? { action: 'DEVICE_KEY_ROTATE', objectType: 'DEVICE', objectIds: [device.DeviceStorageID] } : null),
    );
    if (!issued) throw notFound();
    return { data: { DeviceStorageID: device.DeviceStorageID, DeviceID: device.DeviceID, Key: issued.key, KeyPrefix: issued.keyPrefix } };
  });

  api.post<{ Params: DeviceParams }>(`${ADMIN_PREFIX}/devices/:id/revokeKey`, documented({ capability: 'deviceKeys' }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'device');
    const device = await knownDevice(ctx, request.params.id);
    const revoked = await auditedWrite(
      ctx.db,
      request,
      auditActor(caller),
      (tx) => revokeDeviceKey(tx, device.DeviceStorageID),
      (done) => (done ? { action: 'DEVICE_KEY_REVOKE', objectType: 'DEVICE', objectIds: [device.DeviceStorageID] } : null),
    );
    if (!revoked) throw notFound();
    return { data: { DeviceStorageID: device.DeviceStorageID, DeviceID: device.DeviceID, Revoked: true } };
  });

  // The health timeline, `limit` (1-100, default 10) newest reports from `offset`: { data, total, LastSeen, RegisteredAt }.
  api.get<{ Params: DeviceParams }>(
    `${ADMIN_PREFIX}/devices/:id/reports`,
    documented({ capability: 'deviceKeys', querystring: deviceTimelineQuerySchema }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'read', 'device');
      return timelineOf(ctx, request, await knownDevice(ctx, request.params.id));
    },
  );

  // The timelines of up to 100 devices at once, any site's ({ data: { [DeviceStorageID]: page } }).
  api.get<{ Params: { uid: string } }>(
    `${ADMIN_PREFIX}/devices/reports`,
    documented({ capability: 'deviceKeys', querystring: deviceTimelineQuerySchema, ids: 'required' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'read', 'device');
      return timelinesOf(ctx, request, (ids) => findDeviceSummaries(ctx.db, ids));
    },
  );

  // A site admin's own site's devices only: another site's are left out like unknown ids; without a site, none.
  api.get<{ Params: { uid: string } }>(
    `${DOCTOR_PREFIX}/devices/reports`,
    documented({ capability: 'deviceKeys', querystring: deviceTimelineQuerySchema, ids: 'required' }),
    async (request) => {
      const { scopeSiteId } = await requireSiteScope(ctx, request, 'read', 'device');
      return timelinesOf(ctx, request, async (ids) => (scopeSiteId ? findDeviceSummaries(ctx.db, ids, scopeSiteId) : []));
    },
  );

  // A site admin's own site's device; another site's is an unknown id (policy: notFound, not forbidden).
  api.get<{ Params: DeviceParams }>(
    `${DOCTOR_PREFIX}/devices/:id/reports`,
    documented({ capability: 'deviceKeys', querystring: deviceTimelineQuerySchema }),
    async (request) => {
      const { scopeSiteId } = await requireSiteScope(ctx, request, 'read', 'device');
      const device = await knownDevice(ctx, request.params.id);
      if (!scopeSiteId || device.SiteStorageID?.toLowerCase() !== scopeSiteId.toLowerCase()) throw notFound();
      return timelineOf(ctx, request, device);
    },
  );
}
