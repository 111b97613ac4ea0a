// The Pending tab (§2) paged in memory: its columns over the §3 Pending user record the whole list
// (GET /VistaAdmins/{uid}/pendings/getAllPendings) answers, as rest-api admin/pendingStore.ts
// PENDING_LIST_SQL reads them: newest registration first without a sort.
// The database keeps created_at to the microsecond, a record (Date, JSON) to the millisecond: two
// registrations made in the same millisecond can only tie here (then by id), not in SQL.
import type { ConsoleListPage, ConsoleListQuery } from '../../consoleList';
import { PENDING_LIST, type PendingListColumn } from '../pending';
import { pageConsoleListInMemory, type ConsoleColumnsInMemory, type InMemoryInstant } from './consoleListInMemory';

/** What paging a registration needs, named as the REST Pending user record (§3) names it. */
export interface InMemoryPending {
  id: string;
  FirstName: string;
  LastName: string;
  Email: string;
  /** The site the registrant asked for, as they wrote it. */
  SiteName: string | null;
  PhoneNumber: string | null;
  createdAt: InMemoryInstant;
}

/** SQL's `"FirstName" || ' ' || "LastName"`, which a search reads. */
export const pendingFullName = (p: Pick<InMemoryPending, 'FirstName' | 'LastName'>) => `${p.FirstName} ${p.LastName}`;

export const PENDING_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemoryPending, PendingListColumn> = {
  columns: {
    FIRST_NAME: { kind: 'text', value: (p) => p.FirstName },
    LAST_NAME: { kind: 'text', value: (p) => p.LastName },
    EMAIL: { kind: 'text', value: (p) => p.Email },
    SITE: { kind: 'text', value: (p) => p.SiteName },
    PHONE: { kind: 'text', value: (p) => p.PhoneNumber },
    CREATED_AT: { kind: 'date', value: (p) => p.createdAt },
  },
  // Name, e-mail, site name, phone.
  search: [pendingFullName, (p) => p.Email, (p) => p.SiteName, (p) => p.PhoneNumber],
  id: (p) => p.id,
};

/** The page of the Pending tab `query` asks for, out of every registration waiting for review. */
export const pagePendingInMemory = <T extends InMemoryPending>(
  pending: readonly T[],
  query: ConsoleListQuery<PendingListColumn>,
): ConsoleListPage<T, PendingListColumn> => pageConsoleListInMemory(pending, PENDING_LIST, PENDING_COLUMNS_IN_MEMORY, query);
