// Resolvers of the admin console's object types and enums: thin mappings from REST records, plus
// the graph edges (Site.devices, Site.ecps, Device.site, Ecp.site, SoftwareVersion.addedBy) read by
// id through the per-request by-id loaders: one batched call per kind for the whole operation, none
// when a list the operation reads holds them, so no edge costs a REST call per item or a whole list.
import { recognizeCountry } from '@portal/domain/countries';
import { PROFESSIONS, VA_SCALES, resolveRole } from '@portal/domain/enums';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import { platformCaller, requireConsoleCaller, requirePlatformAdmin } from './access';
import {
  loadById,
  loadManyById,
  type AdminModel,
  type DeviceModel,
  type EcpModel,
  type PendingUserModel,
  type SiteModel,
  type SoftwareVersionModel,
} from './adminLists';
import { componentForType, deviceComponents, deviceHasError, deviceNeedsUpdate } from '@portal/domain/deviceStatus';
import { pageOf, type PageArgs } from './listPage';
import { deviceFollowResolvers } from './deviceProvisioning';
import type { Page } from '../../graphql/connection';
import { recordVersionOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { can } from '@portal/domain/access/policy';
import { canReceiveSignInMessage } from '@portal/domain/ecpMessaging';
import { ecpAwaitsApproval, siteAwaitsApproval } from '@portal/domain/pendingApproval';
import { ecpSitePending } from './pendingGuards';
import { sessionActor } from '../../session/actor';

const upperKeys = <T extends Record<string, number>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([key, code]) => [key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(), code]));

const fullName = (r: { FirstName: string; LastName: string }) => `${r.FirstName} ${r.LastName}`.trim();

/** The ECP's site's Pending flag (pendingGuards.ts), for whoever may read every site; null for anyone else. */
async function sitePendingOf(context: BffContext, e: EcpModel): Promise<number | null> {
  const caller = await requireConsoleCaller(context);
  return ecpSitePending(context, platformCaller(caller.actor, 'list', 'site'), e);
}

async function siteById(context: BffContext, id: string | null | undefined): Promise<SiteModel | null> {
  if (!id) return null;
  const caller = await requireConsoleCaller(context);
  // A site admin's ECPs and devices carry their siteName; Site objects are the platform's reads,
  // for whoever may read every site.
  const platform = platformCaller(caller.actor, 'list', 'site');
  if (!platform) return null;
  return loadById(context, 'site', platform, id);
}

/** The page of `ids` that the paging arguments ask for, with the objects read by id (an id that names none meanwhile is left out). */
async function pageById<T>(ids: readonly string[], args: PageArgs, read: (ids: string[]) => Promise<(T | null)[]>): Promise<Page<T>> {
  const page = pageOf(ids, args);
  const nodes = page.edges.length > 0 ? await read(page.edges.map((edge) => edge.node)) : [];
  return { ...page, edges: page.edges.flatMap((edge, i) => (nodes[i] ? [{ node: nodes[i], cursor: edge.cursor }] : [])) };
}

export const fleetTypeResolvers = {
  // GraphQL enum value → the REST code (MD → 1, LOG_MAR → 1).
  Profession: upperKeys(PROFESSIONS),
  VaScale: upperKeys(VA_SCALES),

  Site: {
    id: (s: SiteModel) => toGlobalId('Site', s.SiteStorageID),
    internalID: (s: SiteModel) => s.SiteStorageID,
    version: (s: SiteModel) => recordVersionOf(s, VERSION_FIELDS.site),
    name: (s: SiteModel) => s.SiteName,
    email: (s: SiteModel) => s.SiteEmail,
    phoneNumber: (s: SiteModel) => s.SitePhoneNumber,
    country: (s: SiteModel) => s.SiteCountry,
    countryCode: (s: SiteModel) => recognizeCountry(s.SiteCountry),
    state: (s: SiteModel) => s.SiteState,
    city: (s: SiteModel) => s.SiteCity,
    street: (s: SiteModel) => s.SiteStreet,
    apartment: (s: SiteModel) => s.SiteApartment,
    zipCode: (s: SiteModel) => s.SiteZipCode,
    backUpData: (s: SiteModel) => s.BackUpData,
    accountStatus: (s: SiteModel) => s.AccountStatus,
    pending: (s: SiteModel) => s.Pending === 1,
    awaitingApproval: siteAwaitsApproval,
    ecpCount: (s: SiteModel) => s.NumOfECP,
    deviceCount: (s: SiteModel) => s.NumOfDevices,
    // LinkedECPs is the site's order (oldest first), LinkedDevices the fleet's (by serial): the page
    // of ids first, then only its objects by id.
    // Neither searched nor filtered: no facets (EcpConnection.facets).
    ecps: async (s: SiteModel, args: PageArgs, context: BffContext) => {
      const caller = await requirePlatformAdmin(context, 'ecp');
      return { ...(await pageById(s.LinkedECPs, args, (ids) => loadManyById(context, 'ecp', caller, ids))), facets: [] };
    },
    // Neither searched nor filtered: no facets (DeviceConnection.facets).
    devices: async (s: SiteModel, args: PageArgs, context: BffContext) => {
      const caller = await requirePlatformAdmin(context, 'device');
      return { ...(await pageById(s.LinkedDevices, args, (ids) => loadManyById(context, 'device', caller, ids))), facets: [] };
    },
  },

  Ecp: {
    id: (e: EcpModel) => toGlobalId('Ecp', e.UserStorageID),
    internalID: (e: EcpModel) => e.UserStorageID,
    version: (e: EcpModel) => recordVersionOf(e, VERSION_FIELDS.ecp),
    firstName: (e: EcpModel) => e.FirstName,
    lastName: (e: EcpModel) => e.LastName,
    fullName,
    email: (e: EcpModel) => e.Email,
    pendingEmail: (e: EcpModel) => e.PendingEmail,
    phoneNumber: (e: EcpModel) => e.PhoneNumber,
    socialID: (e: EcpModel) => e.SocialID,
    birthdate: (e: EcpModel) => e.Birthdate ?? null,
    profession: (e: EcpModel) => e.Profession,
    medicalLicense: (e: EcpModel) => e.MedicalLicense,
    notes: (e: EcpModel) => e.Notes,
    site: (e: EcpModel, _args: unknown, context: BffContext) => siteById(context, e.SiteStorageID),
    siteName: (e: EcpModel) => e.SiteName,
    pending: (e: EcpModel) => e.Pending === 1,
    // The bundled service answers the site's flag with the ECP; a §7 backend's site is read by id.
    awaitingApproval: async (e: EcpModel, _args: unknown, context: BffContext) => ecpAwaitsApproval(await sitePendingOf(context, e)),
    messageable: async (e: EcpModel, _args: unknown, context: BffContext) =>
      canReceiveSignInMessage({ Enabled: e.Enabled, SitePending: await sitePendingOf(context, e) }),
    locked: (e: EcpModel) => e.Enabled === 0,
    // The policy's answer, so the table offers no lock the service would refuse (one's own account).
    viewerCanLock: async (e: EcpModel, _args: unknown, context: BffContext) =>
      can(await sessionActor(context), 'lock', { kind: 'ecp', siteId: e.SiteStorageID, userId: e.UserStorageID }),
    defaultVaScale: (e: EcpModel) => e.DefaultVAUnit,
    activePatientCount: (e: EcpModel) => e.NumOfPatients,
  },

  Admin: {
    id: (a: AdminModel) => toGlobalId('Admin', a.UserStorageID),
    internalID: (a: AdminModel) => a.UserStorageID,
    version: (a: AdminModel) => recordVersionOf(a, VERSION_FIELDS.admin),
    firstName: (a: AdminModel) => a.FirstName,
    lastName: (a: AdminModel) => a.LastName,
    fullName,
    email: (a: AdminModel) => a.Email,
    pendingEmail: (a: AdminModel) => a.PendingEmail,
    phoneNumber: (a: AdminModel) => a.PhoneNumber,
    role: (a: AdminModel) => resolveRole(a.role) ?? 'ADMIN',
    twoFactorEnabled: (a: AdminModel) => a.TwoFA,
    locked: (a: AdminModel) => a.Enabled === 0,
    pending: (a: AdminModel) => a.Pending === 1,
  },

  Device: {
    id: (d: DeviceModel) => toGlobalId('Device', d.DeviceStorageID),
    internalID: (d: DeviceModel) => d.DeviceStorageID,
    serialNumber: (d: DeviceModel) => d.DeviceID,
    site: (d: DeviceModel, _args: unknown, context: BffContext) => siteById(context, d.SiteStorageID),
    siteName: (d: DeviceModel) => d.SiteName,
    location: (d: DeviceModel) => d.Location,
    dateOfActivation: (d: DeviceModel) => d.DateOfActivation,
    lastRun: (d: DeviceModel) => d.LastRun,
    systemStatus: (d: DeviceModel) => d.SystemStatus,
    hasError: (d: DeviceModel) => deviceHasError(d.SystemStatus),
    needsUpdate: (d: DeviceModel) => deviceNeedsUpdate(d, d.latest),
    components: (d: DeviceModel) => deviceComponents(d, d.latest),
    teamViewerID: (d: DeviceModel) => d.TeamViewerID,
    // REST gives the newest errors first.
    errors: (d: DeviceModel, args: PageArgs) =>
      pageOf(
        d.DeviceErrors.map((e) => ({ date: e.ErrorDate, message: e.Error })),
        args,
        25,
      ),
    ...deviceFollowResolvers,
  },

  SoftwareVersion: {
    id: (v: SoftwareVersionModel) => toGlobalId('SoftwareVersion', v.SystemVersionID),
    internalID: (v: SoftwareVersionModel) => v.SystemVersionID,
    version: (v: SoftwareVersionModel) => recordVersionOf(v, VERSION_FIELDS.softwareVersion),
    type: (v: SoftwareVersionModel) => v.VersionType,
    component: (v: SoftwareVersionModel) => componentForType(v.VersionType),
    versionNumber: (v: SoftwareVersionModel) => v.VersionNO,
    url: (v: SoftwareVersionModel) => v.VersionURL,
    // The REST service marks the latest of each type (§4) on every read, so it costs no call here and
    // a version read after a write (the mutation's own payload included) is marked anew.
    isLatest: (v: SoftwareVersionModel) => v.IsLatest,
    addedBy: async (v: SoftwareVersionModel, _args: unknown, context: BffContext) => {
      const caller = await requirePlatformAdmin(context, 'version');
      // Only super admins may read admin accounts (§6, the policy).
      const admins = platformCaller(caller.actor, 'read', 'admin');
      if (!v.AdminID || !admins) return null;
      return loadById(context, 'admin', admins, v.AdminID);
    },
    addedByName: (v: SoftwareVersionModel) => v.AdminName,
  },

  PendingUser: {
    id: (p: PendingUserModel) => toGlobalId('PendingUser', p.id),
    internalID: (p: PendingUserModel) => p.id,
    firstName: (p: PendingUserModel) => p.FirstName,
    lastName: (p: PendingUserModel) => p.LastName,
    fullName,
    email: (p: PendingUserModel) => p.Email,
    siteName: (p: PendingUserModel) => p.SiteName,
    phoneNumber: (p: PendingUserModel) => p.PhoneNumber,
  },
};
