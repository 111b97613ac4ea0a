// Visit report files in the database (report_files, migration 018): every REST instance on one
// PostgreSQL reads the same files, backups hold them with the records they belong to, and a file
// is written and deleted in the transactions of its visit (a trigger removes it with the last
// visit report that names it). Reports are bounded (MAX_REPORT_BYTES), so a file is read whole.
import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { contentTypeOf } from './reportFiles';
import { assertStorageKey, type ReportStore } from './reportStore';

export function createDatabaseReportStore(db: Queryable): ReportStore {
  return {
    location: 'database',
    inDatabase: true,
    async put(key, content, tx) {
      assertStorageKey(key);
      await (tx ?? db).query(
        `insert into report_files (storage_key, content, content_type, size) values ($1, $2, $3, $4)
         on conflict (storage_key) do update
           set content = excluded.content, content_type = excluded.content_type, size = excluded.size, created_at = now()`,
        [key, Buffer.from(content), contentTypeOf(key), content.byteLength],
      );
    },
    async open(key, tx) {
      assertStorageKey(key);
      const found = await (tx ?? db).query<{ content: Uint8Array }>('select content from report_files where storage_key = $1', [key]);
      const row = found.rows[0];
      if (!row) return null;
      const content = Buffer.from(row.content);
      return { stream: Readable.from([content]), size: content.length };
    },
    async has(key, tx) {
      assertStorageKey(key);
      return (await (tx ?? db).query('select 1 from report_files where storage_key = $1', [key])).rowCount > 0;
    },
    async remove(key, tx) {
      assertStorageKey(key);
      await (tx ?? db).query('delete from report_files where storage_key = $1', [key]);
    },
  };
}

/** Adds a file kept elsewhere (the one-time import) unless the database has it already; true when added. */
export async function importReportFile(q: Queryable, key: string, content: Uint8Array): Promise<boolean> {
  assertStorageKey(key);
  const added = await q.query(
    `insert into report_files (storage_key, content, content_type, size) values ($1, $2, $3, $4)
     on conflict (storage_key) do nothing`,
    [key, Buffer.from(content), contentTypeOf(key), content.byteLength],
  );
  return added.rowCount > 0;
}

/** The storage keys visit reports refer to, among `keys`. */
export async function referencedReportKeys(q: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await q.query<{ key: string }>(
    'select distinct storage_key as key from visit_reports where storage_key = any($1::text[])',
    [keys],
  );
  return new Set(found.rows.map((row) => row.key));
}
