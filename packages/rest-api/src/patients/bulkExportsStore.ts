// The SQL of the FHIR Bulk Data exports (migration 021): a doctor's exports, the claim and lease of
// the BFF instance that runs one, its chunks of NDJSON, and their expiry. Every statement that
// changes a running export checks the claim and the lease in its WHERE clause, so two instances
// never write one export and a lapsed claim writes nothing.
import {
  bulkExportParts,
  BULK_EXPORT_INTERRUPTED,
  BULK_EXPORT_LEASE_SECONDS,
  BULK_EXPORT_TTL_HOURS,
  type BulkExportChunk,
  type BulkExportPart,
  type BulkExportRecord,
  type BulkExportStatus,
  type BulkExportType,
} from '@portal/domain/bulkExport';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';

interface Row {
  id: string;
  status: BulkExportStatus;
  types: BulkExportType[];
  patients_total: number;
  patients_done: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  error: string | null;
  site_id: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRecord(row: Row, parts: Map<string, BulkExportPart[]>): BulkExportRecord {
  return {
    BulkExportID: row.id,
    Status: row.status,
    Types: row.types,
    PatientsTotal: row.patients_total,
    PatientsDone: row.patients_done,
    CreatedAt: row.created_at.toISOString(),
    StartedAt: iso(row.started_at),
    FinishedAt: iso(row.finished_at),
    Error: row.error,
    SiteID: row.site_id,
    Files: row.types.map((type) => {
      const files = parts.get(type) ?? [];
      return {
        Type: type,
        Count: files.reduce((sum, part) => sum + part.Count, 0),
        Parts: files.map((part) => ({ Part: part.Part, Count: part.Count })),
      };
    }),
  };
}

const leaseEnd = (now: Date) => new Date(now.getTime() + BULK_EXPORT_LEASE_SECONDS * 1000);

/**
 * Housekeeping before any read: exports older than the TTL go (their files cascade), and exports
 * whose instance stopped renewing the lease (or never claimed them) read as failed from now on.
 */
export async function expireBulkExports(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from bulk_exports where created_at < $1', [new Date(now.getTime() - BULK_EXPORT_TTL_HOURS * 3_600_000)]);
  await q.query(
    `update bulk_exports set status = 'FAILED', error = $2, finished_at = $1, claimed_by = null, lease_until = null
      where (status = 'RUNNING' and lease_until < $1)
         or (status = 'QUEUED' and created_at < $1::timestamptz - make_interval(secs => $3))`,
    [now, BULK_EXPORT_INTERRUPTED, BULK_EXPORT_LEASE_SECONDS],
  );
}

/** The ids of every patient of the doctor, active and archived: what the export will hold. */
export async function doctorPatientIds(q: Queryable, doctorId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>('select id from patients where doctor_id = $1 order by id', [doctorId]);
  return rows.rows.map((row) => row.id);
}

/** The ids of every patient of every doctor of the site, active and archived: a site export's. */
export async function sitePatientIds(q: Queryable, siteId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'select p.id from patients p join doctors d on d.user_id = p.doctor_id where d.site_id = $1 order by p.id',
    [siteId],
  );
  return rows.rows.map((row) => row.id);
}

/** A new export of the doctor's; `siteId` set: of that site's patients (a site admin's). */
export async function insertBulkExport(
  q: Queryable,
  doctorId: string,
  types: readonly BulkExportType[],
  total: number,
  now: Date,
  siteId: string | null = null,
) {
  const rows = await q.query<{ id: string }>(
    'insert into bulk_exports (doctor_id, types, patients_total, created_at, site_id) values ($1, $2, $3, $4, $5) returning id',
    [doctorId, types, total, now, siteId],
  );
  return rows.rows[0].id;
}

/** Each type's files (BULK_EXPORT_FILE_RESOURCES resources or so each), from its chunks' line counts. */
async function exportParts(q: Queryable, id: string, perFile?: number): Promise<Map<string, BulkExportPart[]>> {
  const chunks = await q.query<{ resource_type: string; seq: number; line_count: number }>(
    'select resource_type, seq, line_count from bulk_export_files where export_id = $1 order by resource_type, seq',
    [id],
  );
  const byType = new Map<string, { seq: number; lines: number }[]>();
  for (const row of chunks.rows) {
    const list = byType.get(row.resource_type) ?? [];
    list.push({ seq: row.seq, lines: row.line_count });
    byType.set(row.resource_type, list);
  }
  return new Map([...byType].map(([type, list]) => [type, bulkExportParts(list, perFile)]));
}

/** The doctor's export by id; null for an unknown id and another doctor's export alike. `perFile`: resources per file (tests). */
export async function findBulkExport(q: Queryable, doctorId: string, id: string, perFile?: number): Promise<BulkExportRecord | null> {
  if (!isUuid(id)) return null;
  const rows = await q.query<Row>(
    `select id, status, types, patients_total, patients_done, created_at, started_at, finished_at, error, site_id
       from bulk_exports where id = $1 and doctor_id = $2`,
    [id, doctorId],
  );
  if (!rows.rows[0]) return null;
  return toRecord(rows.rows[0], await exportParts(q, id, perFile));
}

/** QUEUED → RUNNING for `instance`; false when it is not queued (claimed already, finished, gone). */
export async function claimBulkExport(q: Queryable, doctorId: string, id: string, instance: string, now: Date): Promise<boolean> {
  const result = await q.query(
    `update bulk_exports set status = 'RUNNING', claimed_by = $3, lease_until = $4, started_at = $5
      where id = $1 and doctor_id = $2 and status = 'QUEUED'`,
    [id, doctorId, instance, leaseEnd(now), now],
  );
  return result.rowCount > 0;
}

/** Takes the lease again when `instance` still holds it: the row is locked for the rest of `tx`. */
async function holdLease(tx: Queryable, doctorId: string, id: string, instance: string, now: Date): Promise<boolean> {
  const result = await tx.query(
    `update bulk_exports set lease_until = $4
      where id = $1 and doctor_id = $2 and status = 'RUNNING' and claimed_by = $3 and lease_until >= $5`,
    [id, doctorId, instance, leaseEnd(now), now],
  );
  return result.rowCount > 0;
}

/** Appends a page's chunk (in `tx`) and renews the lease; false when the instance lost it. */
export async function appendBulkExportChunk(tx: Queryable, doctorId: string, id: string, chunk: BulkExportChunk, now: Date) {
  if (!(await holdLease(tx, doctorId, id, chunk.Instance, now))) return false;
  for (const file of chunk.Files) {
    if (file.Lines === 0) continue;
    await tx.query(
      `insert into bulk_export_files (export_id, resource_type, seq, ndjson, line_count)
       select $1, $2, coalesce(max(seq), 0) + 1, $3, $4 from bulk_export_files where export_id = $1 and resource_type = $2`,
      [id, file.Type, file.Ndjson, file.Lines],
    );
  }
  await tx.query(
    `update bulk_exports set patients_done = least(patients_total, patients_done + $2),
            patient_ids = patient_ids || $3::uuid[]
      where id = $1`,
    [id, chunk.PatientIDs.length, chunk.PatientIDs],
  );
  return true;
}

/** RUNNING → DONE or FAILED by the instance holding the lease; false when it does not hold it. */
export async function finishBulkExport(
  q: Queryable,
  doctorId: string,
  id: string,
  finish: { instance: string; status: 'DONE' | 'FAILED'; error: string | null },
  now: Date,
): Promise<boolean> {
  const result = await q.query(
    `update bulk_exports set status = $4, error = $5, finished_at = $6, claimed_by = null, lease_until = null
      where id = $1 and doctor_id = $2 and status = 'RUNNING' and claimed_by = $3 and lease_until >= $6`,
    [id, doctorId, finish.instance, finish.status, finish.status === 'FAILED' ? (finish.error ?? null) : null, now],
  );
  return result.rowCount > 0;
}

/** Deletes the doctor's export and its files (cancel); false when there was none. */
export async function deleteBulkExport(q: Queryable, doctorId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await q.query('delete from bulk_exports where id = $1 and doctor_id = $2', [id, doctorId])).rowCount > 0;
}

/**
 * Which of `ids` are not the doctor's patients (a chunk may name only theirs), or with `siteId` not
 * patients of that site's doctors (a site export's chunk).
 */
export async function foreignPatientIds(
  q: Queryable,
  doctorId: string,
  ids: readonly string[],
  siteId: string | null = null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    siteId === null
      ? 'select id from patients where doctor_id = $1 and id = any($2::uuid[])'
      : 'select p.id from patients p join doctors d on d.user_id = p.doctor_id where d.site_id = $1 and p.id = any($2::uuid[])',
    [siteId ?? doctorId, ids],
  );
  const own = new Set(rows.rows.map((row) => row.id.toLowerCase()));
  return ids.filter((id) => !own.has(id.toLowerCase()));
}

/** The patients a finished export's files name (the audit trail records them as exported). */
export async function bulkExportPatientIds(q: Queryable, id: string): Promise<string[]> {
  const found = await q.query<{ patient_ids: string[] }>('select patient_ids from bulk_exports where id = $1', [id]);
  return found.rows[0]?.patient_ids ?? [];
}

/**
 * A finished export's file of `type` (or one of its parts), chunk by chunk in order: one chunk in
 * memory at a time, however large the practice (a file of 50,000 patients' observations runs to gigabytes).
 */
export async function* bulkExportFileChunks(
  q: Queryable,
  id: string,
  type: BulkExportType,
  range: { fromSeq: number; toSeq: number } = { fromSeq: 0, toSeq: 2_147_483_647 },
): AsyncGenerator<string> {
  let after = range.fromSeq - 1;
  for (;;) {
    const next = await q.query<{ seq: number; ndjson: string }>(
      `select seq, ndjson from bulk_export_files
        where export_id = $1 and resource_type = $2 and seq > $3 and seq <= $4 order by seq limit 1`,
      [id, type, after, range.toSeq],
    );
    const chunk = next.rows[0];
    if (!chunk) return;
    after = chunk.seq;
    yield chunk.ndjson;
  }
}

/** Where part `part` of a finished export's file of `type` starts and ends (its chunks); null: no such part. */
export async function bulkExportPartRange(
  q: Queryable,
  id: string,
  type: BulkExportType,
  part: number,
  perFile?: number,
): Promise<{ fromSeq: number; toSeq: number } | null> {
  const found = (await exportParts(q, id, perFile)).get(type)?.find((entry) => entry.Part === part);
  return found ? { fromSeq: found.FromSeq, toSeq: found.ToSeq } : null;
}
