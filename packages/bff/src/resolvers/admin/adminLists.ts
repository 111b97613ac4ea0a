// The admin console's records as GraphQL models, and its objects read by id through the by-id
// loaders (one batched call, none when a page of the list read in this operation holds them). A
// failed list or by-id call becomes the §8 catalogue error of its area, e.g. 'Sites' / 'Could not
// get sites, Please try again later'.
import type DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { adminObjectKey, type BffContext } from '../../context';
import { graphqlErrorForRestFailure } from '../../errors/graphqlErrors';
import { UpstreamContractError } from '../../rest/http';
import type { AdminRecord } from '../../rest/admin/admins';
import type { DeviceRecord, FleetDevice, LatestVersions } from '../../rest/admin/devices';
import type { EcpRecord } from '../../rest/admin/ecps';
import type { PendingUserRecord } from '../../rest/admin/pending';
import type { SiteRecord } from '../../rest/admin/sites';
import type { VersionRecord } from '../../rest/admin/versions';
import type { AdminCaller } from './access';

export type SiteModel = SiteRecord & { __typename: 'Site' };
export type EcpModel = EcpRecord & { __typename: 'Ecp' };
export type AdminModel = AdminRecord & { __typename: 'Admin' };
export type DeviceModel = DeviceRecord & { __typename: 'Device'; latest: LatestVersions };
export type SoftwareVersionModel = VersionRecord & { __typename: 'SoftwareVersion' };
export type PendingUserModel = PendingUserRecord & { __typename: 'PendingUser' };
export type AdminNodeModel = SiteModel | EcpModel | AdminModel | DeviceModel | SoftwareVersionModel | PendingUserModel;

/** §8 title and message of each list's failure. */
const FAILURES = {
  sites: { title: ERROR_TITLES.sites, message: ERROR_MESSAGES.couldNotGetSites },
  ecps: { title: ERROR_TITLES.ecps, message: ERROR_MESSAGES.couldNotGetEcps },
  devices: { title: ERROR_TITLES.devices, message: ERROR_MESSAGES.couldNotGetDevices },
  versions: { title: ERROR_TITLES.versions, message: ERROR_MESSAGES.couldNotGetVersions },
  admins: { title: ERROR_TITLES.admins, message: ERROR_MESSAGES.couldNotGetAdmins },
  audit: { title: ERROR_TITLES.auditTrail, message: ERROR_MESSAGES.couldNotGetAuditTrail },
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

// A record's model is built once per operation (the by-id loader returns the same record to every field).
const modelled = new WeakMap<object, unknown>();
function memo<S extends object, T>(source: S, build: (source: S) => T): T {
  if (!modelled.has(source)) modelled.set(source, build(source));
  return modelled.get(source) as T;
}

type Loaders = BffContext['loaders'];

/** The console lists whose records are also read by id, and the by-id loader each one's pages prime. */
const BY_ID_OF_LIST = {
  sites: 'siteById',
  ecps: 'ecpById',
  siteEcps: 'ecpById',
  devices: 'deviceById',
  versions: 'versionById',
  pending: 'pendingUserById',
  admins: 'adminById',
} as const satisfies Record<string, keyof Loaders>;
export type ListName = keyof typeof BY_ID_OF_LIST;

/**
 * The pages asked for in each request, by list name and uid, until they are forgotten: a by-id
 * lookup that comes while one is on its way waits for it (it primes the by-id loader) instead of
 * asking REST again.
 */
const requestedPages = new WeakMap<BffContext, Map<string, Promise<unknown>>>();
const pageKey = (list: ListName, uid: string) => `${list}/${uid}`;

/**
 * The lookups of one turn wait, together, for the rest of the turn before they look for a page: a
 * sibling field that reads a page of the list (`adminConsole { sites }` beside `node(id:)`) has
 * asked for it by then, as it awaits nothing that is not loaded yet; and, released together, the
 * lookups still go out as one batch.
 */
const turns = new WeakMap<BffContext, Promise<void>>();
function siblingsStarted(context: BffContext): Promise<void> {
  let turn = turns.get(context);
  if (!turn) {
    turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        turns.delete(context);
        resolve();
      }),
    );
    turns.set(context, turn);
  }
  return turn;
}

/** Puts each record of a platform list in its by-id loader, so reading one of them by id costs no call. */
export function prime<R>(loader: DataLoader<string, R | null>, uid: string, records: readonly R[], idOf: (record: R) => string) {
  for (const record of records) loader.prime(adminObjectKey(uid, idOf(record)), record);
}

/**
 * A page of a platform list on its way: by-id lookups of this operation wait for it
 * (loadManyById), so the rows it primes cost no by-id call. `page` should prime before it
 * resolves; a failed page lets them go on.
 */
export function pageRequested<P>(context: BffContext, list: ListName, uid: string, page: Promise<P>): Promise<P> {
  const requested = requestedPages.get(context) ?? new Map<string, Promise<unknown>>();
  requestedPages.set(context, requested);
  const key = pageKey(list, uid);
  const before = requested.get(key);
  const settled = page.catch(() => undefined);
  requested.set(key, before ? Promise.all([before, settled]) : settled);
  return page;
}

export const asSite = (r: SiteRecord): SiteModel => ({ ...r, __typename: 'Site' });
export const asEcp = (r: EcpRecord): EcpModel => ({ ...r, __typename: 'Ecp' });
export const asDevice = ({ device, latest }: FleetDevice): DeviceModel => ({ ...device, __typename: 'Device', latest });
export const asVersion = (r: VersionRecord): SoftwareVersionModel => ({ ...r, __typename: 'SoftwareVersion' });
export const asPendingUser = (r: PendingUserRecord): PendingUserModel => ({ ...r, __typename: 'PendingUser' });
export const asAdmin = (r: AdminRecord): AdminModel => ({ ...r, __typename: 'Admin' });

/** The console objects read by id, by kind: the model of each. */
export interface ByIdModels {
  site: SiteModel;
  ecp: EcpModel;
  device: DeviceModel;
  version: SoftwareVersionModel;
  pendingUser: PendingUserModel;
  admin: AdminModel;
}
type ByIdKind = keyof ByIdModels;

/** Each kind's by-id loader, the platform list that primes it and the §8 area its failures are told as. */
const BY_ID: {
  [K in ByIdKind]: { byId: keyof Loaders; list: ListName; area: keyof typeof FAILURES; model: (record: never) => ByIdModels[K] };
} = {
  site: { byId: 'siteById', list: 'sites', area: 'sites', model: asSite },
  ecp: { byId: 'ecpById', list: 'ecps', area: 'ecps', model: asEcp },
  device: { byId: 'deviceById', list: 'devices', area: 'devices', model: asDevice },
  version: { byId: 'versionById', list: 'versions', area: 'versions', model: asVersion },
  pendingUser: { byId: 'pendingUserById', list: 'pending', area: 'pending', model: asPendingUser },
  admin: { byId: 'adminById', list: 'admins', area: 'admins', model: asAdmin },
};

/**
 * Console objects of `kind` by id, for a platform admin who may read them (callers check: admin
 * accounts are super admins'), in the order asked; null for an id that names none. One batched REST
 * call per 100 ids for the whole operation, none when a page read in this operation holds them. A
 * failed read is the list's §8 error (listFailure), as when the objects were found in the list.
 */
export async function loadManyById<K extends ByIdKind>(
  context: BffContext,
  kind: K,
  caller: AdminCaller,
  ids: readonly string[],
): Promise<(ByIdModels[K] | null)[]> {
  const spec = BY_ID[kind];
  // After this turn's sibling fields have started, a page of the kind that this operation asked
  // for answers from memory once it arrives (it primes the loader).
  await siblingsStarted(context);
  await requestedPages.get(context)?.get(pageKey(spec.list, caller.uid));
  const loader = context.loaders[spec.byId] as unknown as DataLoader<string, object | null>;
  const records = await loader.loadMany(ids.map((id) => adminObjectKey(caller.uid, id)));
  return records.map((record) => {
    if (record instanceof Error) throw listFailure(record, spec.area, context);
    return record ? memo(record, spec.model as (record: object) => ByIdModels[K]) : null;
  });
}

/** One console object of `kind` by id (see loadManyById); null for no id or an id that names none. */
export async function loadById<K extends ByIdKind>(
  context: BffContext,
  kind: K,
  caller: AdminCaller,
  id: string | null | undefined,
): Promise<ByIdModels[K] | null> {
  if (!id) return null;
  const [found] = await loadManyById(context, kind, caller, [id]);
  return found;
}

/**
 * After a write: by-id lookups later in this operation no longer wait for a page of `list` of
 * `uid`, and every object of its kind is read again (its pages primed them; a write may have
 * changed any).
 */
export function forgetList(context: BffContext, list: ListName, uid: string) {
  requestedPages.get(context)?.delete(pageKey(list, uid));
  context.loaders[BY_ID_OF_LIST[list]].clearAll();
  // A §7 backend's whole lists kept for a few seconds: the admin's next page shows their change.
  context.wholeLists.forgetUser(uid);
}
