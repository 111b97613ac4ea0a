// Devices provisioned and followed: register a device (its key in the payload,
// once), rotate or revoke its key, and read its health timeline. Who may write is the policy's
// (device create/update: platform admins only); the REST service checks it again and audits.
import {
  DEVICE_OFFLINE_DAYS,
  DEVICE_TIMELINE_PAGE_SIZE,
  deviceRegistrationSchema,
  isDeviceOffline,
} from '@portal/domain/deviceProvisioning';
import { deviceHasError } from '@portal/domain/deviceStatus';
import { check } from '@portal/domain/validation';
import { groupedKey } from '../../rest/groupedLoader';
import type { BffContext } from '../../context';
import { connectionFromPage, offsetFromCursor, pageSize } from '../../graphql/connection';
import { HttpError } from '../../rest/http';
import * as keysRest from '../../rest/admin/deviceKeys';
import { isSiteAdminCaller, requireConsoleCaller, type AdminCaller } from './access';
import { loadById, type DeviceModel } from './adminLists';
import {
  adminWriter,
  failed,
  forgetLists,
  formError,
  freshFleetCounters,
  internalIdOf,
  newEdge,
  optionalInternalId,
  restFailure,
} from './mutationSupport';

/** The §8-style titles of the three writes (English source text; the web translates its own). */
export const DEVICE_WRITE_TITLES = {
  register: 'Device was not registered',
  rotate: 'Device key was not replaced',
  revoke: 'Device key was not revoked',
} as const;

const FIELD_NAMES = { DeviceID: 'serialNumber', SiteStorageID: 'site', Location: 'location' };

/** The device as it is after a write: read again by id (one REST call), the lists forgotten first. */
async function freshDevice(context: BffContext, caller: AdminCaller, id: string): Promise<DeviceModel | null> {
  forgetLists(context, caller, ['devices']);
  context.loaders.deviceById.clearAll();
  return loadById(context, 'device', caller, id);
}

interface RegisterDeviceFields {
  serialNumber: string;
  site: string;
  location?: string | null;
}

export async function registerDevice(_parent: unknown, { input }: { input: RegisterDeviceFields }, context: BffContext) {
  const title = DEVICE_WRITE_TITLES.register;
  const access = await adminWriter(context, title, 'create', 'device');
  if ('error' in access) return failed(access.error);
  const siteId = optionalInternalId(input.site, 'Site');
  const form = check(deviceRegistrationSchema, { DeviceID: input.serialNumber, SiteStorageID: siteId, Location: input.location });
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  let issued: keysRest.IssuedKeyRecord;
  try {
    issued = await keysRest.registerDevice(context.rest, access.caller.uid, form.value);
  } catch (error) {
    // An unknown site is a field of the form, not a missing object of the mutation.
    if (error instanceof HttpError && error.status === 404)
      return failed(formError(title, [{ field: 'SiteStorageID', key: 'site_req' }], FIELD_NAMES));
    return failed(restFailure(error, title, FIELD_NAMES, 'serialNumber'));
  }
  const device = await freshDevice(context, access.caller, issued.DeviceStorageID);
  return {
    device,
    deviceEdge: device ? newEdge(device) : null,
    key: issued.Key,
    fleetCounters: () => freshFleetCounters(context, access.caller),
    errors: [],
  };
}

export async function rotateDeviceKey(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = DEVICE_WRITE_TITLES.rotate;
  const access = await adminWriter(context, title, 'update', 'device');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Device');
  try {
    const issued = await keysRest.rotateDeviceKey(context.rest, access.caller.uid, id);
    return { device: await freshDevice(context, access.caller, id), key: issued.Key, errors: [] };
  } catch (error) {
    return failed(restFailure(error, title));
  }
}

export async function revokeDeviceKey(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = DEVICE_WRITE_TITLES.revoke;
  const access = await adminWriter(context, title, 'update', 'device');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Device');
  try {
    await keysRest.revokeDeviceKey(context.rest, access.caller.uid, id);
    return { device: await freshDevice(context, access.caller, id), errors: [] };
  } catch (error) {
    return failed(restFailure(error, title));
  }
}

type TimelineArgs = { first?: number | null; after?: string | null };

/** The Device fields of provisioning: when it was last seen, its key's state and its health timeline. */
export const deviceFollowResolvers = {
  lastSeen: (d: DeviceModel) => d.LastSeen,
  registeredAt: (d: DeviceModel) => d.RegisteredAt,
  offline: (d: DeviceModel) => isDeviceOffline(d),
  keyPrefix: (d: DeviceModel) => d.KeyPrefix,
  keyIssuedAt: (d: DeviceModel) => d.KeyIssuedAt,
  keyRevokedAt: (d: DeviceModel) => d.KeyRevokedAt,
  // One REST call per 100 devices asked (the page is cut by the database, never read whole).
  healthTimeline: async (d: DeviceModel, args: TimelineArgs, context: BffContext) => {
    const caller = await requireConsoleCaller(context);
    const limit = pageSize(args.first, DEVICE_TIMELINE_PAGE_SIZE);
    const offset = args.after ? offsetFromCursor(args.after) + 1 : 0;
    if (limit === 0) return connectionFromPage([], offset, 0);
    const page = await context.loaders.deviceTimeline.load(
      groupedKey([caller.uid, isSiteAdminCaller(caller), limit, offset], d.DeviceStorageID),
    );
    return connectionFromPage(page.data, offset, page.total);
  },
};

export const deviceReportResolvers = {
  DeviceReport: {
    id: (r: keysRest.DeviceTimelineRecord) => r.ReportID,
    receivedAt: (r: keysRest.DeviceTimelineRecord) => r.ReceivedAt,
    lastRun: (r: keysRest.DeviceTimelineRecord) => r.LastRun,
    systemStatus: (r: keysRest.DeviceTimelineRecord) => r.SystemStatus,
    hasError: (r: keysRest.DeviceTimelineRecord) => deviceHasError(r.SystemStatus),
    windowsVersion: (r: keysRest.DeviceTimelineRecord) => r.WindowsVersion,
    esVersion: (r: keysRest.DeviceTimelineRecord) => r.ESVersion,
    etFirmwareVersion: (r: keysRest.DeviceTimelineRecord) => r.ETFirmwareVersion,
    emitterFirmwareVersion: (r: keysRest.DeviceTimelineRecord) => r.EmitterFirmwareVersion,
    teamViewerVersion: (r: keysRest.DeviceTimelineRecord) => r.TVVersion,
    errors: (r: keysRest.DeviceTimelineRecord) => r.Errors.map((e) => ({ date: e.ErrorDate, message: e.Error })),
  },
  FleetCounters: {
    offlineAfterDays: () => DEVICE_OFFLINE_DAYS,
  },
};
