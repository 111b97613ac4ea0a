// Puts an in-memory PGlite back as its template was prepared (pglite.ts pgliteTemplate): every
// table's rows and every sequence as they were, so a storage a test closed can serve the next test
// instead of a new copy that costs a second of CPU to start. A storage whose schema was changed (a
// table, column, function or trigger added, dropped or altered; a temporary table) is not put back.
import type { Database, Queryable } from './database';

export interface TemplateReset {
  /** Restores the template's rows and sequences; false (nothing done) when the schema is not the template's. */
  restore(db: Pick<Database, 'query' | 'exec' | 'transaction'>): Promise<boolean>;
}

// A session's temporary schemas stay once made (their tables go with discard): not the template's schema.
const OURS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`;

/** What makes two storages the same schema: schemas, relations, columns and their defaults, views, sequences, enums, constraints, functions, triggers and policies. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select format('r:%s.%s:%s', n.nspname, c.relname, c.relkind) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OURS}
    union all
    select format('a:%s.%s:%s:%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.atttypmod, a.attnotnull, a.attgenerated,
                  md5(coalesce(pg_get_expr(d.adbin, d.adrelid), '')))
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where ${OURS} and a.attnum > 0 and not a.attisdropped
    union all
    select format('v:%s:%s', c.oid::regclass, md5(pg_get_viewdef(c.oid)))
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OURS} and c.relkind in ('v', 'm')
    union all
    select format('s:%s:%s:%s:%s:%s:%s', s.seqrelid::regclass, s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcycle)
      from pg_sequence s
    union all
    select format('e:%s:%s:%s', e.enumtypid::regtype, e.enumsortorder, e.enumlabel) from pg_enum e
    union all
    select format('n:%s', n.nspname) from pg_namespace n where ${OURS}
    union all
    select format('k:%s.%s:%s', k.conrelid::regclass, k.conname, md5(pg_get_constraintdef(k.oid)))
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${OURS}
    union all
    select format('f:%s.%s:%s:%s', n.nspname, p.proname, md5(p.prosrc), p.proconfig)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OURS}
    union all
    select format('t:%s.%s:%s:%s', t.tgrelid::regclass, t.tgname, t.tgenabled, md5(pg_get_triggerdef(t.oid)))
      from pg_trigger t where not t.tgisinternal
    union all
    select format('p:%s.%s:%s', p.polrelid::regclass, p.polname, md5(coalesce(pg_get_expr(p.polqual, p.polrelid), '')))
      from pg_policy p
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
      // A transaction a test left open ends (a warning when there is none); then the session's
      // own state goes as with a new session: temporary tables (007's trigger makes one), settings,
      // prepared statements, cursors, listeners, advisory locks, sequences' currval. Large objects
      // are rows of a catalog the table restore does not reach.
      await db.exec('rollback');
      await db.exec('discard all');
      await db.exec('select lo_unlink(oid) from pg_largeobject_metadata');
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
