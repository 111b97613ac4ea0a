// Query.adminConsole and the AdminConsole lists: a list the database pages is one paged REST call
// per connection (consolePage.ts); the others are still read whole once per operation (DataLoader),
// then searched and paged here.
import type { BffContext } from '../../context';
import { platformOnly, requireConsoleCaller, type ConsoleCaller } from './access';
import { asSite, loadAdmins, loadEcps, loadFleet, loadPendingUsers, loadVersions, prime } from './adminLists';
import { consoleConnection, type ConsoleListArgs } from './consolePage';
import { readConsolePage } from '../../rest/admin/consolePage';
import { siteSchema, SITES_LIST_PATH } from '../../rest/admin/sites';
import { SITE_LIST, type SiteListColumn } from '@portal/domain/consoleLists/sites';
import { fleetCounters, matchesStatus, type DeviceStatusFilter } from './deviceStatus';
import { searchPage, type SearchArgs } from './listPage';
import { VERSION_TYPES } from '@portal/domain/enums';

/** The console as GraphQL sees it: who is looking. */
export type AdminConsoleModel = ConsoleCaller;

/**
 * Admins and super admins, and site admins for their own site's ECPs and devices (the other lists
 * are FORBIDDEN to them); UNAUTHENTICATED when signed out, FORBIDDEN for other doctors.
 */
export async function adminConsole(_parent: unknown, _args: unknown, context: BffContext): Promise<AdminConsoleModel> {
  return requireConsoleCaller(context);
}

const fullName = (r: { FirstName: string; LastName: string }) => `${r.FirstName} ${r.LastName}`;

export const adminConsoleResolvers = {
  sites: async (caller: AdminConsoleModel, args: ConsoleListArgs<SiteListColumn>, context: BffContext) => {
    const admin = platformOnly(caller, 'site');
    return consoleConnection(
      context,
      'sites',
      SITE_LIST,
      args,
      (query) => readConsolePage(context.rest, admin.uid, SITES_LIST_PATH, siteSchema, query),
      asSite,
      (records) => prime(context.loaders.siteById, admin.uid, records, (r) => r.SiteStorageID),
    );
  },

  ecps: async (caller: AdminConsoleModel, args: SearchArgs, context: BffContext) =>
    searchPage(await loadEcps(context, caller), args, (e) => [
      fullName(e),
      e.Email,
      e.PhoneNumber,
      e.ProfessionLabel,
      e.MedicalLicense,
      e.SiteName,
    ]),

  devices: async (caller: AdminConsoleModel, args: SearchArgs & { status?: DeviceStatusFilter | null }, context: BffContext) => {
    const fleet = await loadFleet(context, caller);
    const status = args.status ?? 'ALL';
    const devices = fleet.devices.filter((d) => matchesStatus(d, fleet.latest, status));
    return searchPage(devices, args, (d) => [
      d.DeviceID,
      d.SiteName,
      d.Location,
      d.SystemStatus,
      d.WindowsVersion,
      d.ESVersion,
      d.ETFirmwareVersion,
      d.EmitterFirmwareVersion,
      d.TVVersion,
    ]);
  },

  admins: async (caller: AdminConsoleModel, args: SearchArgs, context: BffContext) => {
    return searchPage(await loadAdmins(context, platformOnly(caller, 'admin')), args, (a) => [fullName(a), a.Email, a.PhoneNumber]);
  },

  versions: async (caller: AdminConsoleModel, args: SearchArgs, context: BffContext) =>
    searchPage(await loadVersions(context, platformOnly(caller, 'version')), args, (v) => [
      v.VersionType,
      VERSION_TYPES[v.VersionType],
      v.VersionNO,
      v.VersionURL,
      v.AdminName,
    ]),

  pendingUsers: async (caller: AdminConsoleModel, args: SearchArgs, context: BffContext) =>
    searchPage(await loadPendingUsers(context, platformOnly(caller, 'pendingRegistration')), args, (p) => [fullName(p), p.Email, p.SiteName, p.PhoneNumber]),

  fleetCounters: async (caller: AdminConsoleModel, _args: unknown, context: BffContext) => {
    const fleet = await loadFleet(context, caller);
    return fleetCounters(fleet.devices, fleet.latest);
  },
};
