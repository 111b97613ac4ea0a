// Query.adminConsole and the AdminConsole lists: each list is read whole once per operation
// (DataLoader), then searched, filtered and paged here.
import type { BffContext } from '../../context';
import { platformOnly, requireConsoleCaller, type ConsoleCaller } from './access';
import { loadAdmins, loadEcps, loadFleet, loadPendingUsers, loadSites, loadVersions } from './adminLists';
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
  sites: async (caller: AdminConsoleModel, args: SearchArgs, context: BffContext) =>
    searchPage(await loadSites(context, platformOnly(caller, 'site')), args, (s) => [
      s.SiteName,
      s.SiteEmail,
      s.SitePhoneNumber,
      s.SiteCountry,
      s.SiteState,
      s.SiteCity,
      s.SiteStreet,
      s.SiteApartment,
      s.SiteZipCode,
    ]),

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
