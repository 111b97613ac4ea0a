// The admin console's lists as GraphQL models, each read through its per-request DataLoader (one
// REST call per list per operation, however many fields use it). A failed list call becomes the §8
// catalogue error of its area, e.g. 'Sites' / 'Could not get sites, Please try again later'.
import { GraphQLError } from 'graphql';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { BffContext } from '../../context';
import { graphqlErrorForRestFailure } from '../../errors/graphqlErrors';
import { UpstreamContractError } from '../../rest/http';
import type { AdminRecord } from '../../rest/admin/admins';
import type { DeviceRecord, LatestVersions } from '../../rest/admin/devices';
import type { EcpRecord } from '../../rest/admin/ecps';
import type { PendingUserRecord } from '../../rest/admin/pending';
import type { SiteRecord } from '../../rest/admin/sites';
import type { VersionRecord } from '../../rest/admin/versions';
import { isSiteAdminCaller, type AdminCaller, type ConsoleCaller } from './access';

export type SiteModel = SiteRecord & { __typename: 'Site' };
export type EcpModel = EcpRecord & { __typename: 'Ecp' };
export type AdminModel = AdminRecord & { __typename: 'Admin' };
export type DeviceModel = DeviceRecord & { __typename: 'Device'; latest: LatestVersions };
export type SoftwareVersionModel = VersionRecord & { __typename: 'SoftwareVersion' };
export type PendingUserModel = PendingUserRecord & { __typename: 'PendingUser' };
export type AdminNodeModel = SiteModel | EcpModel | AdminModel | DeviceModel | SoftwareVersionModel | PendingUserModel;

export interface FleetModel {
  devices: DeviceModel[];
  latest: LatestVersions;
}

/** §8 title and message of each list's failure. */
const FAILURES = {
  sites: { title: ERROR_TITLES.sites, message: ERROR_MESSAGES.couldNotGetSites },
  ecps: { title: ERROR_TITLES.ecps, message: ERROR_MESSAGES.couldNotGetEcps },
  devices: { title: ERROR_TITLES.devices, message: ERROR_MESSAGES.couldNotGetDevices },
  versions: { title: ERROR_TITLES.versions, message: ERROR_MESSAGES.couldNotGetVersions },
  admins: { title: ERROR_TITLES.admins, message: ERROR_MESSAGES.couldNotGetAdmins },
  // §8 names no texts for the pending list; the Connection Error texts stand.
  pending: null,
} as const;

/**
 * The public error for a failed list call: the session and permission errors as they are, an
 * unavailable or misbehaving REST service as the area's §8 title and message.
 */
export function listFailure(error: unknown, area: keyof typeof FAILURES, context: BffContext): GraphQLError | unknown {
  const texts = FAILURES[area];
  if (error instanceof UpstreamContractError) {
    context.log.error({ err: error }, 'REST answered outside the contract');
    const extensions = { code: 'INTERNAL_SERVER_ERROR', ...(texts ? { title: texts.title } : {}) };
    return new GraphQLError(texts?.message ?? ERROR_MESSAGES.unexpected, { extensions });
  }
  const mapped = graphqlErrorForRestFailure(error);
  if (!mapped) return error;
  if (mapped.extensions.code === 'UPSTREAM_UNAVAILABLE' && texts) {
    return new GraphQLError(texts.message, { extensions: { code: 'UPSTREAM_UNAVAILABLE', title: texts.title } });
  }
  return mapped;
}

// Models are built once per loaded list (the loader returns the same array for the whole operation).
const modelled = new WeakMap<object, unknown>();
function memo<S extends object, T>(source: S, build: (source: S) => T): T {
  if (!modelled.has(source)) modelled.set(source, build(source));
  return modelled.get(source) as T;
}

async function load<S extends object, T>(
  context: BffContext,
  area: keyof typeof FAILURES,
  fetch: () => Promise<S>,
  build: (source: S) => T,
): Promise<T> {
  try {
    return memo(await fetch(), build);
  } catch (error) {
    throw listFailure(error, area, context);
  }
}

export const loadSites = (context: BffContext, caller: AdminCaller) =>
  load(context, 'sites', () => context.loaders.sitesList.load(caller.uid), (list) =>
    list.map((r): SiteModel => ({ ...r, __typename: 'Site' })),
  );

// A site admin's lists are their own site's (other REST calls); the models are the same.
export const loadEcps = (context: BffContext, caller: ConsoleCaller) =>
  load(context, 'ecps', () => (isSiteAdminCaller(caller) ? context.loaders.siteEcpsList : context.loaders.ecpsList).load(caller.uid), (list) =>
    list.map((r): EcpModel => ({ ...r, __typename: 'Ecp' })),
  );

export const loadFleet = (context: BffContext, caller: ConsoleCaller) =>
  load(context, 'devices', () => (isSiteAdminCaller(caller) ? context.loaders.siteDevicesList : context.loaders.devicesList).load(caller.uid), (fleet): FleetModel => ({
    latest: fleet.latest,
    devices: fleet.devices.map((r) => ({ ...r, __typename: 'Device', latest: fleet.latest })),
  }));

export const loadVersions = (context: BffContext, caller: AdminCaller) =>
  load(context, 'versions', () => context.loaders.versionsList.load(caller.uid), (list) =>
    list.map((r): SoftwareVersionModel => ({ ...r, __typename: 'SoftwareVersion' })),
  );

export const loadPendingUsers = (context: BffContext, caller: AdminCaller) =>
  load(context, 'pending', () => context.loaders.pendingList.load(caller.uid), (list) =>
    list.map((r): PendingUserModel => ({ ...r, __typename: 'PendingUser' })),
  );

/** Super admins only: callers check the role first (the REST service refuses anyone else). */
export const loadAdmins = (context: BffContext, caller: AdminCaller) =>
  load(context, 'admins', () => context.loaders.adminsList.load(caller.uid), (list) =>
    list.map((r): AdminModel => ({ ...r, __typename: 'Admin' })),
  );
