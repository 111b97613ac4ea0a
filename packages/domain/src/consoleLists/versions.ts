// The Versions tab's list (§2): its columns in table order, the two that filter by ticked values
// (the type, by its stored code WIN, ESAPP, ET, EMITTER or TV; forced update) and the order without
// a sort (by type, then newest number first, §4 part by part, then newest added first).
// VERSION_NO sorts by the §4 rule (versions.version_no_int, see versionNumberToInt), not as text.
import type { ConsoleListSpec } from '../consoleList';

export const VERSION_LIST_COLUMNS = ['TYPE', 'VERSION_NO', 'URL', 'FORCE_UPDATE', 'CREATED_AT', 'ADDED_BY'] as const;
export type VersionListColumn = (typeof VERSION_LIST_COLUMNS)[number];

export const VERSION_LIST: ConsoleListSpec<VersionListColumn> = {
  columns: VERSION_LIST_COLUMNS,
  filterable: ['TYPE', 'FORCE_UPDATE'],
  // The number is looked for as text (1.10 in 1.10.2): its §4 order is no number to compare with.
  conditions: { VERSION_NO: 'text', URL: 'text', CREATED_AT: 'date', ADDED_BY: 'text' },
  defaultSort: [
    { field: 'TYPE', direction: 'ASC' },
    { field: 'VERSION_NO', direction: 'DESC' },
    { field: 'CREATED_AT', direction: 'DESC' },
  ],
};
