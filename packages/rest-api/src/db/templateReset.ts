// Puts an in-memory PGlite back as its template was prepared (pglite.ts pgliteTemplate): every
// table's rows and every sequence as they were, so a storage a test closed can serve the next test
// instead of a new copy that costs a second of CPU to start. A storage whose schema was changed (a
// table, column, function or trigger added, dropped or altered; a temporary table) is not put back.
import type { Database, Queryable } from './database';

export interface TemplateReset {
  /** Restores the template's rows and sequences; false (nothing done) when the schema is not the template's. */
  restore(db: Pick<Database, 'query' | 'exec' | 'transaction'>): Promise<boolean>;
}

const OURS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

/** What makes two storages the same schema: relations, columns, constraints, functions and triggers. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select format('r:%s.%s:%s', n.nspname, c.relname, c.relkind) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OURS}
    union all
    select format('a:%s.%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attgenerated)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where ${OURS} and a.attnum > 0 and not a.attisdropped
    union all
    select format('k:%s.%s:%s', k.conrelid::regclass, k.conname, md5(pg_get_constraintdef(k.oid)))
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${OURS}
    union all
    select format('f:%s.%s:%s', n.nspname, p.proname, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OURS}
    union all
    select format('t:%s.%s:%s', t.tgrelid::regclass, t.tgname, t.tgenabled)
      from pg_trigger t where not t.tgisinternal
  ) items`;

interface TableState {
  name: string;
  /** The columns an insert may write (generated ones are computed again). */
  columns: string;
  /** The template's rows as JSON, or null when it had none. */
  rows: string | null;
}

/** Reads what `q` holds now (a template just prepared) and returns how to put a copy of it back. */
export async function captureTemplate(q: Queryable): Promise<TemplateReset> {
  const fingerprint = (await q.query<{ fingerprint: string }>(FINGERPRINT)).rows[0].fingerprint;
  const tables = (
    await q.query<{ name: string; columns: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name,
              string_agg(format('%I', a.attname), ', ' order by a.attnum) filter (where a.attgenerated = '') as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where ${OURS} and c.relkind in ('r', 'p')
        group by 1 order by 1`,
    )
  ).rows;
  const states: TableState[] = [];
  for (const table of tables) {
    const { rows } = await q.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${table.name} t`);
    states.push({ name: table.name, columns: table.columns, rows: rows[0].rows });
  }
  const sequences = (
    await q.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;

  return {
    async restore(db) {
      // A session's temporary tables go as they would with the session (007's trigger makes one).
      await db.exec('discard temp; reset all; select pg_advisory_unlock_all()');
      if ((await db.query<{ fingerprint: string }>(FINGERPRINT)).rows[0].fingerprint !== fingerprint) return false;
      await db.transaction(async (tx) => {
        // Triggers (foreign keys, counters) off while the rows go back exactly as they were.
        await tx.exec('set local session_replication_role = replica');
        if (states.length > 0) await tx.exec(`truncate ${states.map((t) => t.name).join(', ')} restart identity`);
        for (const table of states) {
          if (table.rows === null) continue;
          await tx.query(
            `insert into ${table.name} (${table.columns}) overriding system value
             select ${table.columns} from json_populate_recordset(null::${table.name}, $1::json)`,
            [table.rows],
          );
        }
        for (const sequence of sequences)
          await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
      });
      return true;
    },
  };
}
