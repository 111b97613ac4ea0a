// The per-request context: the caller's token, a REST client that counts its calls, the
// DataLoaders (so `viewer` asked for many times costs one REST call) and the cookie writer.
import DataLoader from 'dataloader';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackHost } from '@portal/domain/loopback';
import { createRestClient, type RestClient, type RestTransport } from './rest/http';
import type { BotCheck } from './botCheck/botCheck';
import type { PublicBotCheckConfig } from './botCheck/botCheckConfig';
import type { PublicFormLimiter } from './rateLimit/publicFormLimits';
import { self, type SelfRecord } from './rest/auth';
import { MAX_IDS_PER_CALL } from './rest/admin/adminPath';
import { ADMINS_LIST_PATH, adminSchema, readAdmins, type AdminRecord } from './rest/admin/admins';
import { readDeviceCounters, readDevices, type FleetDevice } from './rest/admin/devices';
import { ECPS_LIST_PATH, ecpSchema, readEcps, type EcpRecord } from './rest/admin/ecps';
import { PENDING_LIST_PATH, pendingUserSchema, readPendingUsers, type PendingUserRecord } from './rest/admin/pending';
import { SITES_LIST_PATH, siteSchema, readSites, type SiteRecord } from './rest/admin/sites';
import { VERSIONS_LIST_PATH, versionSchema, readVersions, type VersionRecord } from './rest/admin/versions';
import { readPatient, readPatientMessagesOf, readPatientsById, type PatientMessagePage, type PatientRecord } from './rest/doctor/patients';
import { readAccessLogsOf, type RecordAccessRecord } from './rest/doctor/accessLog';
import { readDeviceTimelinesOf, type DeviceTimelinePage } from './rest/admin/deviceKeys';
import { groupedLoader } from './rest/groupedLoader';
import { readVisitsOfPatients } from './rest/doctor/patientPages';
import type { VisitRecord } from './rest/doctor/visits';
import { HttpError } from './rest/http';
import { CONNECTION_MAX_FIRST } from '@portal/domain/constants';
import { readSiteDeviceCounters, readSiteDevices } from './rest/doctor/siteAdmin';
import type { FleetCounters } from '@portal/domain/deviceStatus';
import { actGraph, fusionalGraph, siteTestsCount, type GraphBucket, type SiteTestsCount } from './rest/doctor/statistics';
import { actorFromSession } from '@portal/domain/access/actor';
import type { SessionIdentities } from './session/sessionIdentities';
import { PORTAL_PROFILE, type UpstreamProfileSource } from './upstream/upstreamProfile';
import { wholeListCache, type WholeListCache } from './upstream/wholeLists';
import { patientCountsOf, type PatientCounts } from './upstream/patientLists';
import { byIdsFromWholeList, devicesFromWholeFleet, fleetCountersOn } from './upstream/consoleLists';
import { adminLabel, adminPath } from './rest/admin/adminPath';
import { doctorLabel, doctorPath } from './rest/doctor/doctorPath';
import { getVisitsData } from './rest/doctor/visits';
import type { LegacySessionStore } from './upstream/legacySessions';
import { sessionCookieWriter, tokenFromRequest, type SessionCookieWriter, type TokenSource } from './session/cookie';
import { operationFactsOf, type OperationFacts } from './logging';

export interface Loaders {
  /** GET /users/self by token; null for a token the REST service does not know. */
  self: DataLoader<string, SelfRecord | null>;
  /**
   * The header counters counted by the REST service (GET /devices/getDeviceCounters), keyed by the
   * admin's uid; a site admin's own site's (GET /eyeCareProviders/{uid}/getDeviceCounters) by theirs.
   */
  fleetCounters: DataLoader<string, FleetCounters>;
  siteFleetCounters: DataLoader<string, FleetCounters>;
  /**
   * The provider-admin objects read by id (GET .../getAllSites?ids= and the other five lists' by-id
   * reads), keyed by `adminObjectKey` (the signed-in admin's uid and the object's id): one call per
   * uid and 100 ids, whatever asks in the operation; null for an id REST did not answer. A page of
   * the list read in the same operation primes them (resolvers/admin/adminLists.ts).
   */
  siteById: DataLoader<string, SiteRecord | null>;
  ecpById: DataLoader<string, EcpRecord | null>;
  /** A device with the LastSystemVersion of the call that read it. */
  deviceById: DataLoader<string, FleetDevice | null>;
  /** A site admin's own site's devices by id (their info panel); another site's are null. */
  siteDeviceById: DataLoader<string, FleetDevice | null>;
  versionById: DataLoader<string, VersionRecord | null>;
  pendingUserById: DataLoader<string, PendingUserRecord | null>;
  /** Super admins only (REST refuses anyone else). */
  adminById: DataLoader<string, AdminRecord | null>;
  /**
   * Patients by id (GET /patients/profiles?ids=, one call per doctor and 100 ids), keyed by
   * `patientKey` (the doctor's uid and the patient's id); null for an unknown id and another
   * doctor's patient alike.
   */
  patientById: DataLoader<string, PatientRecord | null>;
  /**
   * Per-patient and per-device pages of a whole page of parents, one call per 100 (groupedLoader):
   * the access log (key: groupedKey([uid, limit], patientId)), the message history
   * (groupedKey([uid, limit, offset], patientId)) and a device's health timeline
   * (groupedKey([uid, asSiteAdmin, limit, offset], deviceId)). What REST leaves out fails with 404,
   * as the one-parent call would.
   */
  accessLog: DataLoader<string, RecordAccessRecord[]>;
  patientMessages: DataLoader<string, PatientMessagePage>;
  deviceTimeline: DataLoader<string, DeviceTimelinePage>;
  /** The badges and status toggles (GET /patients/counts), keyed by the doctor's uid. */
  patientCounts: DataLoader<string, PatientCounts>;
  siteTestsCount: DataLoader<string, SiteTestsCount>;
  actGraph: DataLoader<string, GraphBucket[]>;
  fusionalGraph: DataLoader<string, GraphBucket[]>;
  /**
   * The visits of the patients an operation asks for, batched: one GET /patients/visits per 100
   * patients, whatever asks for visits and however many patients. Keyed by `patientVisitsKey`;
   * a patient REST does not know fails with 404, as getVisitsData would.
   */
  visitsByPatient: DataLoader<string, VisitRecord[]>;
}

/** The key of a doctor's patient: `{uid}/{patientId}` (storage ids are UUIDs, without slashes). */
export const patientKey = (uid: string, patientId: string) => `${uid}/${patientId.toLowerCase()}`;
export const patientVisitsKey = patientKey;

/** The key of a provider-admin object read by id: `{uid}/{id}` (the admin's uid, the object's storage id). */
export const adminObjectKey = (uid: string, id: string) => `${uid}/${id.toLowerCase()}`;

const splitKey = (key: string) => {
  const slash = key.indexOf('/');
  return { uid: key.slice(0, slash), patientId: key.slice(slash + 1) };
};

/** One GET /patients/visits per doctor and 100 patients; every key gets its visits or a 404. */
async function visitsOfKeys(rest: RestClient, keys: readonly string[]): Promise<(VisitRecord[] | Error)[]> {
  const byUid = new Map<string, string[]>();
  for (const key of keys) {
    const { uid, patientId } = splitKey(key);
    byUid.set(uid, [...(byUid.get(uid) ?? []), patientId]);
  }
  const found = new Map<string, VisitRecord[] | Error>();
  await Promise.all(
    [...byUid].flatMap(([uid, ids]) =>
      chunks(ids, CONNECTION_MAX_FIRST).map(async (chunk) => {
        try {
          const answer = await readVisitsOfPatients(rest, uid, chunk);
          for (const id of chunk)
            found.set(
              patientKey(uid, id),
              answer[id.toLowerCase()] ?? new HttpError({ status: 404, code: 'NOT_FOUND', where: 'GET /patients/visits' }),
            );
        } catch (error) {
          for (const id of chunk) found.set(patientKey(uid, id), asError(error));
        }
      }),
    ),
  );
  return keys.map((key) => found.get(key) ?? new Error('visits not loaded'));
}

/**
 * A loader of one kind of provider-admin object by id over its by-id REST read: the keys of an
 * operation go out as one call per admin uid and 100 ids; an id the answer leaves out is null, and
 * a failed call fails every key it carried. An id that cannot travel in the comma-separated list
 * (empty, or holding a comma) names nothing and is never sent.
 */
function byIdLoader<T>(read: (uid: string, ids: string[]) => Promise<T[]>, idOf: (row: T) => string) {
  return new DataLoader<string, T | null>(
    async (keys) => {
      const found = new Map<string, T | null | Error>();
      const byUid = new Map<string, string[]>();
      for (const key of keys) {
        const { uid, patientId: id } = splitKey(key);
        if (id.trim() === '' || id.includes(',')) found.set(key, null);
        else byUid.set(uid, [...(byUid.get(uid) ?? []), id]);
      }
      await Promise.all(
        [...byUid].flatMap(([uid, ids]) =>
          chunks(ids, MAX_IDS_PER_CALL).map(async (chunk) => {
            try {
              const rows = new Map((await read(uid, chunk)).map((row) => [idOf(row).toLowerCase(), row]));
              for (const id of chunk) found.set(adminObjectKey(uid, id), rows.get(id) ?? null);
            } catch (error) {
              for (const id of chunk) found.set(adminObjectKey(uid, id), asError(error));
            }
          }),
        ),
      );
      return keys.map((key) => (found.has(key) ? (found.get(key) as T | null | Error) : new Error('not loaded')));
    },
    { maxBatchSize: 1000 },
  );
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A loader of one REST answer per uid (one uid per request in practice). */
const listLoader = <T>(fetchList: (uid: string) => Promise<T>) =>
  new DataLoader<string, T>((uids) => Promise.all(uids.map((uid) => fetchList(uid).catch((error: unknown) => asError(error)))));

export interface BffContext {
  /** The REST token this request acts with; a sign-in in this request replaces it. */
  token: string | null;
  /** Where the token came from: later steps of a cookie sign-in update the cookie. */
  tokenSource: TokenSource | null;
  rest: RestClient;
  loaders: Loaders;
  /** New loaders, made as `loaders` was: for a job that runs many operations, each with its own. */
  freshLoaders(): Loaders;
  session: SessionCookieWriter;
  demoMode: boolean;
  log: FastifyBaseLogger;
  /** The operation's name and REST calls, for the request's log line. */
  operation: OperationFacts;
  /** Today for age, category and visit periods; injectable so tests share the REST service's clock. */
  now: () => Date;
  /** Verifies the bot-check token of sign-in and password reset before any REST call (§5). */
  botCheck: BotCheck;
  /** What appInfo.botCheck tells the browser (provider and site key, never the secret). */
  botCheckPublic: PublicBotCheckConfig;
  /** The caller's IP as Fastify sees it (TRUST_PROXY honours X-Forwarded-For), for the bot check and the limits. */
  remoteIp: string;
  /** The caller is on this machine (isLoopbackRequest): the dev mailbox answers no one else. */
  remoteIsLoopback: boolean;
  /** Per-address limits of the forms without a session (rateLimit/publicFormLimits.ts). */
  publicForms: PublicFormLimiter;
  /** The REST service's session idle time (SESSION_IDLE_MINUTES), for appInfo. */
  idleTimeoutMinutes: number;
  /** Whose the session tokens this instance saw lately are (session/sessionIdentities.ts). */
  identities: SessionIdentities;
  /** What the upstream serves: the bundled REST service's extensions, or §7 only (upstream/upstreamProfile.ts). */
  upstream: UpstreamProfileSource;
  /** In front of a §7 backend: who each session token belongs to, from its sign-in answer. */
  legacySessions: LegacySessionStore;
  /** In front of a §7 backend: each user's whole lists, reused for a few seconds (upstream/wholeLists.ts). */
  wholeLists: WholeListCache;
}

export interface ContextOptions {
  transport: RestTransport;
  demoMode: boolean;
  /** COOKIE_SECURE=1: mark the cookie Secure even when TLS ends before the BFF. */
  cookieSecure: boolean;
  /** The clock; default the system's. */
  now?: () => Date;
  /** One bot check for every request, and its public settings. */
  botCheck: BotCheck;
  botCheckPublic: PublicBotCheckConfig;
  publicForms: PublicFormLimiter;
  idleTimeoutMinutes: number;
  /** One memory of session owners per BFF instance. */
  identities: SessionIdentities;
  upstream: UpstreamProfileSource;
  legacySessions: LegacySessionStore;
  wholeLists: WholeListCache;
}

export function createLoaders(
  rest: RestClient,
  options: { upstream?: UpstreamProfileSource; legacySessions?: LegacySessionStore; wholeLists?: WholeListCache; now?: () => Date } = {},
): Loaders {
  const inLegacy = options.upstream?.current().name === 'legacy';
  // A §7 backend cannot name a token's owner: the sign-in answer kept by the BFF does.
  const owner = (token: string) => (inLegacy && options.legacySessions ? options.legacySessions.get(token) : self(rest, token));
  const lists = {
    rest,
    upstream: options.upstream ?? (PORTAL_SOURCE as UpstreamProfileSource),
    wholeLists: options.wholeLists ?? wholeListCache(),
    now: options.now ?? (() => new Date()),
  };
  // §7 reads one patient's profile and one patient's visits at a time.
  const byPatient = <T>(read: (uid: string, id: string) => Promise<T>) =>
    new DataLoader<string, T>((keys) =>
      Promise.all(
        keys.map((key) => {
          const { uid, patientId } = splitKey(key);
          return read(uid, patientId).catch((error: unknown) => asError(error));
        }),
      ),
    );
  return lazyLoaders({
    self: () =>
      new DataLoader<string, SelfRecord | null>(
        // One token per request in practice; the loader's job is to dedupe repeated `viewer`s.
        (tokens) => Promise.all(tokens.map((token) => owner(token).catch((error: unknown) => asError(error)))),
      ),
    fleetCounters: () =>
      listLoader((uid) =>
        fleetCountersOn(lists, uid, adminPath(uid, '/devices/getAllDevices'), adminLabel('/devices/getAllDevices'), () =>
          readDeviceCounters(rest, uid),
        ),
      ),
    siteFleetCounters: () =>
      listLoader((uid) =>
        fleetCountersOn(lists, uid, doctorPath(uid, '/getAllDevices'), doctorLabel('/getAllDevices'), () =>
          readSiteDeviceCounters(rest, uid),
        ),
      ),
    siteById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy ? byIdsFromWholeList(lists, uid, SITES_LIST_PATH, siteSchema, ids, (s) => s.SiteStorageID) : readSites(rest, uid, ids),
        (site) => site.SiteStorageID,
      ),
    ecpById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy ? byIdsFromWholeList(lists, uid, ECPS_LIST_PATH, ecpSchema, ids, (e) => e.UserStorageID) : readEcps(rest, uid, ids),
        (ecp) => ecp.UserStorageID,
      ),
    deviceById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy
            ? devicesFromWholeFleet(lists, uid, adminPath(uid, '/devices/getAllDevices'), adminLabel('/devices/getAllDevices'), ids)
            : readDevices(rest, uid, ids),
        ({ device }) => device.DeviceStorageID,
      ),
    siteDeviceById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy
            ? devicesFromWholeFleet(lists, uid, doctorPath(uid, '/getAllDevices'), doctorLabel('/getAllDevices'), ids)
            : readSiteDevices(rest, uid, ids),
        ({ device }) => device.DeviceStorageID,
      ),
    versionById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy
            ? byIdsFromWholeList(lists, uid, VERSIONS_LIST_PATH, versionSchema, ids, (v) => v.SystemVersionID)
            : readVersions(rest, uid, ids),
        (version) => version.SystemVersionID,
      ),
    pendingUserById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy
            ? byIdsFromWholeList(lists, uid, PENDING_LIST_PATH, pendingUserSchema, ids, (p) => p.id)
            : readPendingUsers(rest, uid, ids),
        (pending) => pending.id,
      ),
    adminById: () =>
      byIdLoader(
        (uid, ids) =>
          inLegacy
            ? byIdsFromWholeList(lists, uid, ADMINS_LIST_PATH, adminSchema, ids, (a) => a.UserStorageID)
            : readAdmins(rest, uid, ids),
        (admin) => admin.UserStorageID,
      ),
    patientById: () =>
      inLegacy
        ? byPatient(async (uid, id) => {
            try {
              return await readPatient(rest, uid, id);
            } catch (error) {
              if (error instanceof HttpError && error.status === 404) return null;
              throw error;
            }
          })
        : byIdLoader(
            (uid, ids) => readPatientsById(rest, uid, ids),
            (patient) => patient.UserStorageID,
          ),
    accessLog: () =>
      groupedLoader(([uid, limit], ids) => readAccessLogsOf(rest, uid, ids, Number(limit)), notFoundIn('/patients/accessLog')),
    patientMessages: () =>
      groupedLoader(
        ([uid, limit, offset], ids) => readPatientMessagesOf(rest, uid, ids, { limit: Number(limit), offset: Number(offset) }),
        notFoundIn('/patients/messages'),
      ),
    deviceTimeline: () =>
      groupedLoader(
        ([uid, asSiteAdmin, limit, offset], ids) =>
          readDeviceTimelinesOf(rest, uid, ids, { limit: Number(limit), offset: Number(offset) }, asSiteAdmin === 'true'),
        notFoundIn('/devices/reports'),
      ),
    patientCounts: () => listLoader((uid) => patientCountsOf(lists, uid)),
    siteTestsCount: () => listLoader((uid) => siteTestsCount(rest, uid)),
    actGraph: () => listLoader((uid) => actGraph(rest, uid)),
    fusionalGraph: () => listLoader((uid) => fusionalGraph(rest, uid)),
    visitsByPatient: () =>
      inLegacy
        ? byPatient((uid, id) => getVisitsData(rest, uid, id))
        : new DataLoader<string, VisitRecord[]>((keys) => visitsOfKeys(rest, keys), { maxBatchSize: 1000 }),
  });
}

export function buildContext(request: FastifyRequest, reply: FastifyReply, options: ContextOptions): BffContext {
  const { token, source } = tokenFromRequest(request);
  // The REST audit trail names the browser's address (as TRUST_PROXY resolves it) and this request's id.
  const rest = createRestClient(
    options.transport,
    () => context.token,
    {
      requestId: String(request.id),
      clientAddress: request.ip,
      userAgent: userAgentOf(request),
    },
    // Whose share of REST this request uses: the user (all their sessions), else the caller's address.
    () => (context.token ? options.identities.callerKey(context.token) : `address:${request.ip}`),
  );
  const freshLoaders = () =>
    createLoaders(rest, {
      upstream: options.upstream,
      legacySessions: options.legacySessions,
      wholeLists: options.wholeLists,
      now: options.now,
    });
  const context: BffContext = {
    token,
    tokenSource: source,
    rest,
    loaders: freshLoaders(),
    freshLoaders,
    session: sessionCookieWriter(request, reply, { forceSecure: options.cookieSecure }),
    demoMode: options.demoMode,
    log: request.log,
    operation: operationFactsOf(request),
    now: options.now ?? (() => new Date()),
    botCheck: options.botCheck,
    botCheckPublic: options.botCheckPublic,
    remoteIp: request.ip,
    // The Host too: a page of another site whose name was re-pointed at 127.0.0.1 (DNS rebinding)
    // reaches this machine from this machine, but under its own name.
    remoteIsLoopback: isLoopbackRequest(request) && hostNamesThisMachine(request.headers.host),
    publicForms: options.publicForms,
    idleTimeoutMinutes: options.idleTimeoutMinutes,
    identities: options.identities,
    upstream: options.upstream,
    legacySessions: options.legacySessions,
    wholeLists: options.wholeLists,
  };
  return context;
}

/**
 * Whether the caller is on this machine: the peer (socket) and the caller's address as Fastify
 * resolved it (TRUST_PROXY) are both loopback, and no proxy in front says it forwarded the request
 * for another address (a local reverse proxy without TRUST_PROXY would otherwise look local).
 */
export function isLoopbackRequest(request: Pick<FastifyRequest, 'ip' | 'socket' | 'headers'>): boolean {
  if (!isLoopbackAddress(request.ip) || !isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardedForAddresses(request.headers).every((address) => isLoopbackAddress(address));
}

/** The client addresses that X-Forwarded-For, X-Real-IP and Forwarded (for=) name, as written. */
export function forwardedForAddresses(headers: IncomingHttpHeaders): string[] {
  const values = (name: string) => {
    const value = headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const addresses: string[] = [];
  for (const list of [...values('x-forwarded-for'), ...values('x-real-ip')]) {
    addresses.push(
      ...list
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    );
  }
  for (const forwarded of values('forwarded')) {
    for (const match of forwarded.matchAll(/for\s*=\s*("[^"]*"|[^;,\s]+)/gi)) {
      const node = match[1].replace(/^"|"$/g, '');
      // [v6]:port, v6, v4:port or v4 (an obfuscated name such as 'unknown' stays as is: not loopback).
      const bracketed = /^\[([^\]]+)\]/.exec(node);
      addresses.push(bracketed ? bracketed[1] : node.split(':').length === 2 ? node.split(':')[0] : node);
    }
  }
  return addresses;
}

/** Whether a Host header names this machine (localhost, 127.x.y.z, [::1], with any port). */
export function hostNamesThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** The browser's User-Agent as one header value (at most 256 characters), or null. */
function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  // eslint-disable-next-line no-control-regex -- a header value never carries them on to REST
  const text = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return text ? text.slice(0, 256) : null;
}

/** The signed-in user's record when this request carries a session-scope token, else null. */
export async function loadSession(context: BffContext): Promise<SelfRecord | null> {
  if (!context.token) return null;
  const record = await context.loaders.self.load(context.token);
  if (!record || record.scope !== 'session') return null;
  const actor = actorFromSession(record);
  if (actor) context.identities.remember(context.token, actor);
  return record;
}

/**
 * The loaders, each made when the operation first asks for it: an operation uses two or three of
 * the twenty, and each is a DataLoader with its own cache and batch.
 */
function lazyLoaders(make: { [K in keyof Loaders]: () => Loaders[K] }): Loaders {
  const loaders = {} as Loaders;
  for (const name of Object.keys(make) as (keyof Loaders)[]) {
    Object.defineProperty(loaders, name, {
      enumerable: true,
      configurable: true,
      get() {
        const loader = make[name]();
        Object.defineProperty(loaders, name, { value: loader, enumerable: true, writable: false });
        return loader;
      },
    });
  }
  return loaders;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Loaders made without a profile (tests, scripts) talk to the bundled REST service. */
const PORTAL_SOURCE: Pick<UpstreamProfileSource, 'current' | 'has'> = { current: () => PORTAL_PROFILE, has: () => true };

/** What a batched read left out: the 404 the one-parent call answers for another's or an unknown record. */
const notFoundIn = (label: string) => () => new HttpError({ status: 404, code: 'NOT_FOUND', where: `GET ${label}` });
