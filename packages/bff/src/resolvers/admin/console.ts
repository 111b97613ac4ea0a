// Query.adminConsole and the AdminConsole lists: each list is one paged REST call per connection
// (consolePage.ts); the database searches, filters, sorts and pages, and counts the facets.
import type { BffContext } from '../../context';
import { isSiteAdminCaller, platformOnly, requireConsoleCaller, type ConsoleCaller } from './access';
import { asAdmin, asEcp, asPendingUser, asSite, asVersion, pageRequested, prime } from './adminLists';
import { adminSchema, ADMINS_LIST_PATH } from '../../rest/admin/admins';
import { versionSchema, VERSIONS_LIST_PATH } from '../../rest/admin/versions';
import { ADMIN_LIST, type AdminListColumn } from '@portal/domain/consoleLists/admins';
import { VERSION_LIST, type VersionListColumn } from '@portal/domain/consoleLists/versions';
import { consoleConnection, type ConsoleListArgs } from './consolePage';
import { readConsolePage } from '../../rest/admin/consolePage';
import { siteSchema, SITES_LIST_PATH } from '../../rest/admin/sites';
import { SITE_LIST, type SiteListColumn } from '@portal/domain/consoleLists/sites';
import type { ConsoleListQuery } from '@portal/domain/consoleList';
import { ECP_LIST, type EcpListColumn } from '@portal/domain/consoleLists/ecps';
import { PENDING_LIST, type PendingListColumn } from '@portal/domain/consoleLists/pending';
import { ecpSchema, ECPS_LIST_PATH } from '../../rest/admin/ecps';
import { pendingUserSchema, PENDING_LIST_PATH } from '../../rest/admin/pending';
import { readSiteEcpsPage } from '../../rest/doctor/siteAdmin';
import { devicesConnection, loadFleetCounters, type DeviceListArgs } from './fleet';
import { AUDIT_LIST, type AuditListColumn } from '@portal/domain/consoleLists/audit';
import { auditEventSchema, AUDIT_LIST_PATH } from '../../rest/admin/auditEvents';
import { asAuditEvent } from './auditEvents';
import { consolePageOn, wholeListAt } from '../../upstream/consoleLists';
import { doctorLabel, doctorPath } from '../../rest/doctor/doctorPath';
import { pageSitesInMemory } from '@portal/domain/consoleLists/inMemory/sites';
import { pageEcpsInMemory } from '@portal/domain/consoleLists/inMemory/ecps';
import { pageAdminsInMemory } from '@portal/domain/consoleLists/inMemory/admins';
import { pageVersionsInMemory } from '@portal/domain/consoleLists/inMemory/versions';
import { pagePendingInMemory } from '@portal/domain/consoleLists/inMemory/pending';

/** The console as GraphQL sees it: who is looking. */
export type AdminConsoleModel = ConsoleCaller;

/**
 * Admins and super admins, and site admins for their own site's ECPs and devices (the other lists
 * are FORBIDDEN to them); UNAUTHENTICATED when signed out, FORBIDDEN for other doctors.
 */
export async function adminConsole(_parent: unknown, _args: unknown, context: BffContext): Promise<AdminConsoleModel> {
  return requireConsoleCaller(context);
}

export const adminConsoleResolvers = {
  sites: async (caller: AdminConsoleModel, args: ConsoleListArgs<SiteListColumn>, context: BffContext) => {
    const admin = platformOnly(caller, 'site');
    return consoleConnection(
      context,
      'sites',
      SITE_LIST,
      args,
      // The page primes the by-id loader, and this operation's by-id lookups (an ECP's site) wait for it.
      (query) =>
        pageRequested(
          context,
          'sites',
          admin.uid,
          consolePageOn(context, admin.uid, SITES_LIST_PATH, siteSchema, query, pageSitesInMemory).then((page) => {
            prime(context.loaders.siteById, admin.uid, page.data, (r) => r.SiteStorageID);
            return page;
          }),
        ),
      asSite,
    );
  },

  // Search covers the full name, e-mail, phone, profession, license and site name (REST, in SQL).
  ecps: async (caller: AdminConsoleModel, args: ConsoleListArgs<EcpListColumn>, context: BffContext) => {
    // A site admin pages their own site's ECPs: their REST call restricts the page to that site.
    if (isSiteAdminCaller(caller)) {
      const read = async (query: ConsoleListQuery<EcpListColumn>) =>
        context.upstream.has('pagedLists')
          ? readSiteEcpsPage(context.rest, caller.uid, query)
          : pageEcpsInMemory(
              await wholeListAt(context, caller.uid, doctorPath(caller.uid, '/getAllECP'), doctorLabel('/getAllECP'), ecpSchema),
              query,
            );
      return consoleConnection(context, 'ecps', ECP_LIST, args, read, asEcp);
    }
    // A platform admin's page primes the by-id loader, and this operation's by-id lookups wait for it.
    const read = (query: ConsoleListQuery<EcpListColumn>) =>
      pageRequested(
        context,
        'ecps',
        caller.uid,
        consolePageOn(context, caller.uid, ECPS_LIST_PATH, ecpSchema, query, pageEcpsInMemory).then((page) => {
          prime(context.loaders.ecpById, caller.uid, page.data, (r) => r.UserStorageID);
          return page;
        }),
      );
    return consoleConnection(context, 'ecps', ECP_LIST, args, read, asEcp);
  },

  // Search covers the serial, site name, location, system status and component versions (REST, in
  // SQL); `status` is the §4 filter, applied there too (fleet.ts).
  devices: (caller: AdminConsoleModel, args: DeviceListArgs, context: BffContext) => devicesConnection(context, caller, args),

  // Super admins only: an admin is FORBIDDEN before any list call.
  admins: async (caller: AdminConsoleModel, args: ConsoleListArgs<AdminListColumn>, context: BffContext) => {
    const superAdmin = platformOnly(caller, 'admin');
    return consoleConnection(
      context,
      'admins',
      ADMIN_LIST,
      args,
      (query) => consolePageOn(context, superAdmin.uid, ADMINS_LIST_PATH, adminSchema, query, pageAdminsInMemory),
      asAdmin,
      (records) => prime(context.loaders.adminById, superAdmin.uid, records, (r) => r.UserStorageID),
    );
  },

  // Super admins only: an admin is FORBIDDEN before any list call.
  auditEvents: async (caller: AdminConsoleModel, args: ConsoleListArgs<AuditListColumn>, context: BffContext) => {
    const superAdmin = platformOnly(caller, 'auditTrail');
    return consoleConnection(
      context,
      'audit',
      AUDIT_LIST,
      args,
      (query) => readConsolePage(context.rest, superAdmin.uid, AUDIT_LIST_PATH, auditEventSchema, query),
      asAuditEvent,
    );
  },

  versions: async (caller: AdminConsoleModel, args: ConsoleListArgs<VersionListColumn>, context: BffContext) => {
    const admin = platformOnly(caller, 'version');
    return consoleConnection(
      context,
      'versions',
      VERSION_LIST,
      args,
      (query) => consolePageOn(context, admin.uid, VERSIONS_LIST_PATH, versionSchema, query, pageVersionsInMemory),
      asVersion,
      (records) => prime(context.loaders.versionById, admin.uid, records, (r) => r.SystemVersionID),
    );
  },

  // Search covers the full name, e-mail, site name and phone (REST, in SQL).
  pendingUsers: async (caller: AdminConsoleModel, args: ConsoleListArgs<PendingListColumn>, context: BffContext) => {
    const admin = platformOnly(caller, 'pendingRegistration');
    return consoleConnection(
      context,
      'pending',
      PENDING_LIST,
      args,
      (query) =>
        pageRequested(
          context,
          'pending',
          admin.uid,
          consolePageOn(context, admin.uid, PENDING_LIST_PATH, pendingUserSchema, query, pagePendingInMemory).then((page) => {
            prime(context.loaders.pendingUserById, admin.uid, page.data, (r) => r.id);
            return page;
          }),
        ),
      asPendingUser,
    );
  },

  // Counted by the REST service in SQL (§4 rules), one call per operation.
  fleetCounters: (caller: AdminConsoleModel, _args: unknown, context: BffContext) => loadFleetCounters(context, caller),
};
