// The Audit tab's list (super admins only): the trail's events, newest first, in
// table order; who (ACTOR: name, else the role), in which role, did what to which kind of object
// and which ids, with what outcome, from which address. Ids only: no health data is in the trail.
import type { ConsoleListSpec } from '../consoleList';

export const AUDIT_LIST_COLUMNS = ['AT', 'ACTOR', 'ACTOR_ROLE', 'ACTION', 'OBJECT_TYPE', 'OBJECT_IDS', 'OUTCOME', 'ADDRESS'] as const;
export type AuditListColumn = (typeof AUDIT_LIST_COLUMNS)[number];

export const AUDIT_LIST: ConsoleListSpec<AuditListColumn> = {
  columns: AUDIT_LIST_COLUMNS,
  filterable: ['ACTOR_ROLE', 'ACTION', 'OBJECT_TYPE', 'OUTCOME'],
  conditions: { AT: 'date', ACTOR: 'text', OBJECT_IDS: 'text', ADDRESS: 'text' },
  defaultSort: [{ field: 'AT', direction: 'DESC' }],
};

/** The most events one CSV export holds (newest first); a larger range is narrowed by its filters. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_HEADER = [
  'time_utc',
  'sequence',
  'actor_id',
  'actor',
  'actor_role',
  'site_id',
  'action',
  'object_type',
  'object_ids',
  'outcome',
  'request_id',
  'address',
];

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
