// The Versions tab (§2) paged in memory: its columns over the §3 Version record the whole list
// (GET /VistaAdmins/{uid}/versions/getAllVersions) answers, as rest-api admin/versionsStore.ts
// VERSION_LIST_SQL reads them: the type by its stored code, the number by the §4 rule (part by part,
// numerically: versions.version_no_int, domain versionNumberToInt), not as text. The record's
// IsLatest flag (no version of its type with a bigger number) is no column of the list.
// The database keeps created_at to the microsecond, a record to the millisecond (the REST service
// stores versions' instants from JavaScript, so to the millisecond: no difference there).
import type { ConsoleListPage, ConsoleListQuery } from '../../consoleList';
import { versionNumberToInt } from '../../versions';
import { VERSION_LIST, type VersionListColumn } from '../versions';
import { pageConsoleListInMemory, type ConsoleColumnsInMemory, type InMemoryInstant } from './consoleListInMemory';

/** What paging a version needs, named as the REST VersionRecord (§3 Version) names it. */
export interface InMemoryVersion {
  SystemVersionID: string;
  /** The stored type code: WIN, ESAPP, ET, EMITTER or TV. */
  VersionType: string;
  /** The component name the type updates (§3 Type). */
  Type: string | null;
  VersionNO: string;
  /** versionNumberToInt(VersionNO), as the REST service stores it; computed when a record lacks it. */
  VersionNOInt?: number | null;
  VersionURL: string;
  forceUpdate: boolean;
  createdAt: InMemoryInstant;
  /** The adding admin's name (null: none, or deleted since). */
  AdminName: string | null;
}

/** The §4 order of the number as one integer: the record's VersionNOInt, else versionNumberToInt (null when it cannot place it). */
export function versionOrder(v: Pick<InMemoryVersion, 'VersionNO' | 'VersionNOInt'>): number | null {
  if (typeof v.VersionNOInt === 'number') return v.VersionNOInt;
  try {
    return versionNumberToInt(v.VersionNO);
  } catch {
    return null;
  }
}

export const VERSION_COLUMNS_IN_MEMORY: ConsoleColumnsInMemory<InMemoryVersion, VersionListColumn> = {
  columns: {
    TYPE: { kind: 'text', value: (v) => v.VersionType },
    VERSION_NO: { kind: 'number', value: versionOrder },
    URL: { kind: 'text', value: (v) => v.VersionURL },
    FORCE_UPDATE: { kind: 'boolean', value: (v) => v.forceUpdate },
    CREATED_AT: { kind: 'date', value: (v) => v.createdAt },
    ADDED_BY: { kind: 'text', value: (v) => v.AdminName },
  },
  // Type code, component name, number, URL, author.
  search: [(v) => v.VersionType, (v) => v.Type, (v) => v.VersionNO, (v) => v.VersionURL, (v) => v.AdminName],
  id: (v) => v.SystemVersionID,
  // A condition looks in the number as written (its order is §4's, not a number to compare with).
  conditionValues: { VERSION_NO: (v) => v.VersionNO },
};

/** The page of the Versions tab `query` asks for, out of every version. */
export const pageVersionsInMemory = <T extends InMemoryVersion>(
  versions: readonly T[],
  query: ConsoleListQuery<VersionListColumn>,
): ConsoleListPage<T, VersionListColumn> => pageConsoleListInMemory(versions, VERSION_LIST, VERSION_COLUMNS_IN_MEMORY, query);
