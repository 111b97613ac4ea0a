// pgliteTemplate (pglite.ts, templateReset.ts): a storage a test closed is handed to the next one
// exactly as the template was prepared, and one whose schema a test changed is never handed on.
import { describe, expect, it } from 'vitest';
import { pgliteTemplate } from './pglite';

const SCHEMA = `
  create table visits_seen (id serial primary key, label text not null, noted timestamptz default now());
  create table notes (id bigint generated always as identity primary key, visit integer references visits_seen (id), body text,
    length integer generated always as (length(body)) stored);
  create sequence report_numbers start 100;
  create table tally (n integer not null);
  insert into tally values (0);
  create function count_note() returns trigger language plpgsql as $$ begin update tally set n = n + 1; return null; end $$;
  create trigger notes_counted after insert on notes for each statement execute function count_note();
  insert into visits_seen (label) values ('first'), ('second');
  insert into notes (visit, body) values (1, 'kept');
  select nextval('report_numbers');`;

const rows = async (db: Awaited<ReturnType<ReturnType<typeof pgliteTemplate>>>) => ({
  visits: (await db.query<{ id: number; label: string }>('select id, label from visits_seen order by id')).rows,
  notes: (await db.query<{ id: string; body: string; length: number }>('select id::text, body, length from notes order by id')).rows,
  tally: (await db.query<{ n: number }>('select n from tally')).rows[0].n,
  next: (await db.query<{ next: string }>(`select nextval('report_numbers')::text as next, nextval('visits_seen_id_seq')`)).rows[0].next,
});

// One template for the file: preparing one starts PostgreSQL from nothing (seconds).
const fresh = pgliteTemplate((db) => db.exec(SCHEMA));

describe('pgliteTemplate', () => {
  it('gives the next caller the template’s rows, sequences and triggers, whatever the last one wrote', async () => {
    const first = await fresh();
    const prepared = await rows(first);
    expect(prepared).toEqual({
      visits: [
        { id: 1, label: 'first' },
        { id: 2, label: 'second' },
      ],
      notes: [{ id: '1', body: 'kept', length: 4 }],
      tally: 1,
      next: '101',
    });
    await first.close();

    const second = await fresh();
    // What a test does: writes, deletes, a temporary table, a setting.
    await second.exec(`
      insert into visits_seen (label) values ('third'); delete from visits_seen where id = 2;
      insert into notes (visit, body) values (3, 'a longer note'); update notes set body = 'changed' where id = 1;
      create temporary table scratch (x int); set statement_timeout = 1234;`);
    await second.close();

    const third = await fresh();
    // As prepared: the same rows (generated columns computed), the trigger's count, the sequences.
    expect(await rows(third)).toEqual(prepared);
    expect((await third.query<{ t: string }>("select current_setting('statement_timeout') as t")).rows[0].t).toBe('0');
    expect((await third.query("select 1 from pg_class where relname = 'scratch'")).rows).toEqual([]);
    await third.exec(`insert into notes (visit, body) values (1, 'x')`);
    expect((await third.query<{ n: number }>('select n from tally')).rows[0].n).toBe(2);
    await third.close();
  });

  it('never hands on a storage whose schema a test changed', async () => {
    const changed = await fresh();
    await changed.exec('alter table visits_seen add column extra text; create table added (x int)');
    await changed.close();
    const next = await fresh();
    const columns = await next.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'visits_seen' order by ordinal_position`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'label', 'noted']);
    expect((await next.query("select 1 from pg_class where relname = 'added'")).rows).toEqual([]);
    await next.close();
  });

  it('leaves nothing of a session to the next caller: prepared statements, cursors, listeners, an open transaction', async () => {
    const used = await fresh();
    const started = async (db: typeof used) => (await db.query<{ t: string }>('select pg_postmaster_start_time()::text as t')).rows[0].t;
    const usedStarted = await started(used);
    await used.exec(`
      prepare seen as select label from visits_seen; begin; declare kept cursor with hold for select 1; commit;
      listen reports; begin; insert into visits_seen (label) values ('unfinished');`);
    await used.close();
    const next = await fresh();
    // The same PostgreSQL, put back (not a new copy, which would have none of it anyway).
    expect(await started(next)).toBe(usedStarted);
    expect((await next.query('select name from pg_prepared_statements')).rows).toEqual([]);
    expect((await next.query("select name from pg_cursors where name <> ''")).rows).toEqual([]);
    expect((await next.query('select pg_listening_channels()')).rows).toEqual([]);
    expect((await next.query<{ label: string }>('select label from visits_seen order by id')).rows.map((row) => row.label)).toEqual([
      'first',
      'second',
    ]);
    await next.close();
  });

  it.each([
    ['a column default', "alter table visits_seen alter column label set default 'x'"],
    ['a sequence option', 'alter sequence report_numbers increment by 5'],
    [
      'a trigger redefined',
      'drop trigger notes_counted on notes; create trigger notes_counted after update on notes for each statement execute function count_note()',
    ],
    ['a view', 'create view labels as select label from visits_seen'],
  ])('never hands on a storage with %s changed', async (_change, sql) => {
    const changed = await fresh();
    await changed.exec(sql);
    await changed.close();
    const next = await fresh();
    expect((await next.query(`select 1 from pg_class where relname = 'labels'`)).rows).toEqual([]);
    const label = await next.query<{ d: string | null }>(
      `select pg_get_expr(d.adbin, d.adrelid) as d from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where a.attrelid = 'visits_seen'::regclass and a.attname = 'label'`,
    );
    expect(label.rows).toEqual([]);
    expect(
      (await next.query<{ n: string }>(`select seqincrement::text as n from pg_sequence where seqrelid = 'report_numbers'::regclass`))
        .rows[0].n,
    ).toBe('1');
    expect(
      (await next.query<{ d: string }>(`select pg_get_triggerdef(oid) as d from pg_trigger where tgname = 'notes_counted'`)).rows[0].d,
    ).toMatch(/AFTER INSERT/);
    await next.close();
  });

  it('lets a closing caller’s statements finish, and refuses its statements after close', async () => {
    const db = await fresh();
    const late = db.query(`insert into visits_seen (label) values ('late')`);
    const closed = db.close();
    await expect(db.query('select 1')).rejects.toThrow(/closed/);
    await late;
    await closed;
    await db.close();
    const next = await fresh();
    expect((await next.query<{ label: string }>('select label from visits_seen order by id')).rows.map((row) => row.label)).toEqual([
      'first',
      'second',
    ]);
    await next.close();
  });
});
