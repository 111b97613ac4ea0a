// The audit trail's statements (migration 010): append an event (the trigger chains it), read the
// chain in order for verification, and read an object's events (who opened a patient's record).
import type { AuditEventInput, AuditEventRow } from '@portal/domain/audit';
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import { AUDIT_LIST, type AuditListColumn } from '@portal/domain/consoleLists/audit';
import type { Queryable } from '../db/database';
import { readListPage, type ListSql } from '../db/listPage';

/** Appends one event; inside a write's transaction it commits or rolls back with the write. */
export async function recordAudit(q: Queryable, event: AuditEventInput): Promise<void> {
  await q.query(
    `insert into audit_events (actor_id, actor_role, site_id, action, object_type, object_ids, outcome, request_id, address)
     values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9)`,
    [
      event.actorId,
      event.actorRole,
      event.siteId,
      event.action,
      event.objectType,
      [...event.objectIds],
      event.outcome ?? 'SUCCESS',
      event.requestId,
      event.address,
    ],
  );
}

const ROW_COLUMNS = `seq::text as seq, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
  actor_id::text as "actorId", actor_role as "actorRole", site_id::text as "siteId", action, object_type as "objectType",
  object_ids as "objectIds", outcome, request_id as "requestId", address, prev_hash as "prevHash", hash`;

type RawRow = Omit<AuditEventRow, 'seq'> & { seq: string };
const asRow = (row: RawRow): AuditEventRow => ({ ...row, seq: Number(row.seq) });

/** Up to `limit` events after `afterSeq`, in chain order, with the text fields their hash covers. */
export async function readAuditChain(q: Queryable, afterSeq: number, limit: number): Promise<AuditEventRow[]> {
  const result = await q.query<RawRow>(`select ${ROW_COLUMNS} from audit_events e where e.seq > $1 order by e.seq limit $2`, [
    afterSeq,
    limit,
  ]);
  return result.rows.map(asRow);
}

/** The newest `limit` events that name `objectId` (as an object of `objectType`), newest first. */
export async function auditEventsOf(q: Queryable, objectType: string, objectId: string, limit: number): Promise<AuditEventRow[]> {
  const result = await q.query<RawRow>(
    `select ${ROW_COLUMNS} from audit_events e where e.object_type = $1 and e.object_ids @> array[$2::text] order by e.seq desc limit $3`,
    [objectType, objectId, limit],
  );
  return result.rows.map(asRow);
}

/** One line of a patient's "who opened this record": when, what, and who (by name, not health data). */
export interface RecordAccessRow {
  At: Date;
  Action: string;
  ObjectType: string;
  ActorRole: string;
  ActorFirstName: string | null;
  ActorLastName: string | null;
}

/** What a record's access list shows: its reads and changes (list and search views are not openings). */
const RECORD_ACTIONS = ['READ_RECORD', 'CREATE', 'UPDATE'];

/**
 * The newest `limit` events that opened or changed the patient `patientId` (their own or a visit's),
 * with the actor's name; several calls of one page opening (profile, visits) within a minute by the
 * same person for the same action are one line. One patient's answer of recordAccessOfPatients.
 */
export async function recordAccessOf(q: Queryable, patientId: string, limit: number): Promise<RecordAccessRow[]> {
  return (await recordAccessOfPatients(q, [patientId], limit))[patientId] ?? [];
}

/**
 * recordAccessOf for several patients in one statement: each patient's newest `limit` lines, under
 * the id as given (every id given is a key; a patient nobody opened has an empty list). The caller
 * checked the patients are theirs.
 */
export async function recordAccessOfPatients(
  q: Queryable,
  patientIds: readonly string[],
  limit: number,
): Promise<Record<string, RecordAccessRow[]>> {
  const ids = [...new Set(patientIds)];
  const answer: Record<string, RecordAccessRow[]> = Object.fromEntries(ids.map((id) => [id, []]));
  if (ids.length === 0) return answer;
  // Each patient's lines are their own events (the one-minute merge never spans two patients).
  const result = await q.query<RecordAccessRow & { patientId: string }>(
    `select p.pid as "patientId", a."At", a."Action", a."ObjectType", a."ActorRole", a."ActorFirstName", a."ActorLastName"
       from unnest($1::text[]) with ordinality as p(pid, n)
       cross join lateral (
         with events as (
           select e.seq, e.at, e.action, e.object_type, e.actor_role, e.actor_id,
                  lag(e.at) over (partition by e.actor_id, e.action, e.object_type order by e.seq) as previous_at
             from audit_events e
            where e.object_ids @> array[p.pid] and e.object_type in ('PATIENT', 'VISIT') and e.action = any($2::text[]))
         select ev.seq, ev.at as "At", ev.action as "Action", ev.object_type as "ObjectType", ev.actor_role as "ActorRole",
                u.first_name as "ActorFirstName", u.last_name as "ActorLastName"
           from events ev left join users u on u.id = ev.actor_id
          where ev.previous_at is null or ev.at - ev.previous_at > interval '1 minute'
          order by ev.seq desc
          limit $3) a
      order by p.n, a.seq desc`,
    [ids, RECORD_ACTIONS, limit],
  );
  for (const { patientId, ...row } of result.rows) answer[patientId].push(row);
  return answer;
}

/** One event as the Audit tab and its CSV export show it: the actor by name when a person. */
export interface AuditListRow {
  Seq: string;
  At: string;
  ActorID: string | null;
  ActorName: string | null;
  ActorEmail: string | null;
  ActorRole: string;
  SiteID: string | null;
  Action: string;
  ObjectType: string | null;
  ObjectIDs: string[];
  Outcome: string;
  RequestID: string | null;
  Address: string | null;
}

const AUDIT_LIST_SOURCE = `
  select e.seq::text as "Seq", to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "At", e.at as at_value,
         e.seq as seq_value, e.actor_id::text as "ActorID",
         case when u.id is null then null else u.first_name || ' ' || u.last_name end as "ActorName", u.email as "ActorEmail",
         e.actor_role as "ActorRole", e.site_id::text as "SiteID", e.action as "Action", e.object_type as "ObjectType",
         e.object_ids as "ObjectIDs", e.outcome as "Outcome", e.request_id as "RequestID", e.address as "Address"
    from audit_events e left join users u on u.id = e.actor_id`;

const AUDIT_LIST_SQL: ListSql<AuditListColumn> = {
  source: AUDIT_LIST_SOURCE,
  columns: {
    // The chain's order is the events' order (the trigger numbers them under its lock).
    AT: { expr: 'r.seq_value', kind: 'number', condition: 'r.at_value' },
    ACTOR: { expr: 'coalesce(r."ActorName", r."ActorRole")', kind: 'text' },
    ACTOR_ROLE: { expr: 'r."ActorRole"', kind: 'text' },
    ACTION: { expr: 'r."Action"', kind: 'text' },
    OBJECT_TYPE: { expr: 'r."ObjectType"', kind: 'text' },
    OBJECT_IDS: { expr: `array_to_string(r."ObjectIDs", ',')`, kind: 'text' },
    OUTCOME: { expr: 'r."Outcome"', kind: 'text' },
    ADDRESS: { expr: 'r."Address"', kind: 'text' },
  },
  // An auditor looks for a person, an object id, an address or a request.
  search: ['r."ActorName"', 'r."ActorEmail"', 'r."ActorID"', `array_to_string(r."ObjectIDs", ',')`, 'r."Address"', 'r."RequestID"'],
  id: 'r.seq_value',
};

const withoutSortKeys = ({ at_value: _at, seq_value: _seq, ...row }: AuditListRow & { at_value?: unknown; seq_value?: unknown }) =>
  row as AuditListRow;

/** One page of the Audit tab: searched, filtered, sorted and counted in SQL. */
export async function pageAuditEvents(
  q: Queryable,
  query: ConsoleListQuery<AuditListColumn>,
): Promise<ConsoleListPage<AuditListRow, AuditListColumn>> {
  const page = await readListPage<AuditListRow, AuditListColumn>(q, AUDIT_LIST, AUDIT_LIST_SQL, query);
  return { ...page, data: page.data.map(withoutSortKeys) };
}

/** The events of an export: the list's filters, search and sort, at most `limit` rows, no counts. */
export async function exportAuditEvents(q: Queryable, query: ConsoleListQuery<AuditListColumn>, limit: number): Promise<AuditListRow[]> {
  const page = await readListPage<AuditListRow, AuditListColumn>(
    q,
    AUDIT_LIST,
    AUDIT_LIST_SQL,
    { ...query, offset: 0, limit },
    { counts: false },
  );
  return page.data.map(withoutSortKeys);
}
