// The ECPs tab (§2) paged in memory, and a site admin's list of their own site's ECPs (the same
// columns): over the §3 ECP record the whole lists (GET /VistaAdmins/{uid}/doctors/getAllECP,
// /eyeCareProviders/{uid}/getAllECP) answer, as rest-api admin/ecpsStore.ts ecpListSql reads them.
// Derived as the SQL derives them: the full name (first || ' ' || last), the profession's label
// (§3 ProfessionLabel, domain professionKey, SQL's `case d.profession`), locked (Enabled = 0) and
// pending (Pending = 1).
import type { ConsoleListPage, ConsoleListQuery } from '../../consoleList';
import { professionKey } from '../../enums';
import { ECP_LIST, type EcpListColumn } from '../ecps';
import { pageConsoleListInMemory, type ConsoleColumnsInMemory } from './consoleListInMemory';

/** What paging an ECP needs, named as the REST EcpRecord (§3 ECP) names it. */
export interface InMemoryEcp {
  UserStorageID: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string | null;
  /** PROFESSIONS code; null: not given. */
  Profession: number | null;
  MedicalLicense: string | null;
  SiteName: string | null;
  isSiteAdmin: boolean;
  /** 1: invited, no password yet. */
  Pending: number;
  /** 0: locked. */
  Enabled: number;
}

/** `a = b` in SQL: null when either side is. */
const sqlEquals = (value: number | null | undefined, to: number) => (value === null || value === undefined ? null : value === to);

/** SQL's ProfessionLabel: the PROFESSIONS key of the code, null for none or an unknown code. */
export const professionLabel = (e: Pick<InMemoryEcp, 'Profession'>) => (e.Profession === null ? null : professionKey(e.Profession));

/** SQL's FullName: first name, a space, last name. */
export const ecpFullName = (e: Pick<InMemoryEcp, 'FirstName' | 'LastName'>) => `${e.FirstName} ${e.LastName}`;

export const ECP_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemoryEcp, EcpListColumn> = {
  columns: {
    FIRST_NAME: { kind: 'text', value: (e) => e.FirstName },
    LAST_NAME: { kind: 'text', value: (e) => e.LastName },
    EMAIL: { kind: 'text', value: (e) => e.Email },
    PROFESSION: { kind: 'text', value: professionLabel },
    SITE: { kind: 'text', value: (e) => e.SiteName },
    SITE_ADMIN: { kind: 'boolean', value: (e) => e.isSiteAdmin },
    LOCKED: { kind: 'boolean', value: (e) => sqlEquals(e.Enabled, 0) },
    PENDING: { kind: 'boolean', value: (e) => sqlEquals(e.Pending, 1) },
  },
  // Name, e-mail, phone, profession, license, site.
  search: [ecpFullName, (e) => e.Email, (e) => e.PhoneNumber, professionLabel, (e) => e.MedicalLicense, (e) => e.SiteName],
  id: (e) => e.UserStorageID,
};

/** The page of the ECPs tab (or of a site admin's ECPs: pass that site's list) `query` asks for. */
export const pageEcpsInMemory = <T extends InMemoryEcp>(
  ecps: readonly T[],
  query: ConsoleListQuery<EcpListColumn>,
): ConsoleListPage<T, EcpListColumn> => pageConsoleListInMemory(ecps, ECP_LIST, ECP_COLUMNS_IN_MEMORY, query);
