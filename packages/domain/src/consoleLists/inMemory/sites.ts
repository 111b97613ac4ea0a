// The Sites tab (§2) paged in memory: its columns over the §3 Site record the whole list
// (GET /VistaAdmins/{uid}/sites/getAllSites) answers, as rest-api admin/sitesStore.ts SITE_LIST_SQL
// reads them. NumOfECP and NumOfDevices are the record's: the counts the backend made (the REST
// service counts the site's doctors rows and its devices), which no page could count again.
import type { ConsoleListPage, ConsoleListQuery } from '../../consoleList';
import { siteAwaitsApproval } from '../../pendingApproval';
import { SITE_LIST, type SiteListColumn } from '../sites';
import { pageConsoleListInMemory, type ConsoleColumnsInMemory } from './consoleListInMemory';

/** What paging a site needs, named as the REST SiteRecord (§3 Site) names it. */
export interface InMemorySite {
  SiteStorageID: string;
  SiteName: string;
  SiteEmail: string | null;
  SitePhoneNumber: string | null;
  SiteCountry: string | null;
  SiteState: string | null;
  SiteCity: string | null;
  SiteStreet: string | null;
  SiteApartment: string | null;
  SiteZipCode: string | null;
  BackUpData: boolean;
  /** §3 Pending: 1 while the site's registration waits for approval. */
  Pending: number;
  /** The site's ECPs. */
  NumOfECP: number;
  /** The site's devices. */
  NumOfDevices: number;
}

export const SITE_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemorySite, SiteListColumn> = {
  columns: {
    NAME: { kind: 'text', value: (s) => s.SiteName },
    EMAIL: { kind: 'text', value: (s) => s.SiteEmail },
    PHONE: { kind: 'text', value: (s) => s.SitePhoneNumber },
    COUNTRY: { kind: 'text', value: (s) => s.SiteCountry },
    CITY: { kind: 'text', value: (s) => s.SiteCity },
    ECP_COUNT: { kind: 'number', value: (s) => s.NumOfECP },
    DEVICE_COUNT: { kind: 'number', value: (s) => s.NumOfDevices },
    BACKUP: { kind: 'boolean', value: (s) => s.BackUpData },
    PENDING: { kind: 'boolean', value: siteAwaitsApproval },
  },
  // Name and the whole address, e-mail and phone.
  search: [
    (s) => s.SiteName,
    (s) => s.SiteEmail,
    (s) => s.SitePhoneNumber,
    (s) => s.SiteCountry,
    (s) => s.SiteState,
    (s) => s.SiteCity,
    (s) => s.SiteStreet,
    (s) => s.SiteApartment,
    (s) => s.SiteZipCode,
  ],
  id: (s) => s.SiteStorageID,
};

/** The page of the Sites tab `query` asks for, out of every site. */
export const pageSitesInMemory = <T extends InMemorySite>(
  sites: readonly T[],
  query: ConsoleListQuery<SiteListColumn>,
): ConsoleListPage<T, SiteListColumn> => pageConsoleListInMemory(sites, SITE_LIST, SITE_COLUMNS_IN_MEMORY, query);
