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
  const result = await q.query<RawRow>(`select ${ROW_COLUMNS} from audit_events where seq > $1 order by seq limit $2`, [afterSeq, limit]);
  return result.rows.map(asRow);
}

/** The newest `limit` events that name `objectId` (as an object of `objectType`), newest first. */
export async function auditEventsOf(q: Queryable, objectType: string, objectId: string, limit: number): Promise<AuditEventRow[]> {
  const result = await q.query<RawRow>(
    `select ${ROW_COLUMNS} from audit_events where object_type = $1 and object_ids @> array[$2::text] order by seq desc limit $3`,
    [objectType, objectId, limit],
  );
  return result.rows.map(asRow);
}
