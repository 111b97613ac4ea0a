// The audit trail's statements (migration 010): append an event (the trigger chains it), read the
// chain in order for verification, and read an object's events (who opened a patient's record).
import type { AuditEventInput, AuditEventRow } from '@portal/domain/audit';
import type { Queryable } from '../db/database';

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
 * same person for the same action are one line.
 */
export async function recordAccessOf(q: Queryable, patientId: string, limit: number): Promise<RecordAccessRow[]> {
  const result = await q.query<RecordAccessRow>(
    `with events as (
       select e.seq, e.at, e.action, e.object_type, e.actor_role, e.actor_id,
              lag(e.at) over (partition by e.actor_id, e.action, e.object_type order by e.seq) as previous_at
         from audit_events e
        where e.object_ids @> array[$1::text] and e.object_type in ('PATIENT', 'VISIT') and e.action = any($2::text[]))
     select ev.at as "At", ev.action as "Action", ev.object_type as "ObjectType", ev.actor_role as "ActorRole",
            u.first_name as "ActorFirstName", u.last_name as "ActorLastName"
       from events ev left join users u on u.id = ev.actor_id
      where ev.previous_at is null or ev.at - ev.previous_at > interval '1 minute'
      order by ev.seq desc
      limit $3`,
    [patientId, RECORD_ACTIONS, limit],
  );
  return result.rows;
}
