-- The dashboard's site statistics (§2: total tests, tests per day, the ACT and fusional
-- histograms, "My site" against "Global") read small counters instead of scanning every stored
-- test result on every request. The counters are kept in the same transaction as the results:
-- statement-level triggers add what an insert brings, and a patient's deletion (which takes its
-- visits and results with it) takes its share away first. A site's key is its id, or
-- 'doctor:<id>' for a doctor without a site (their own patients then form their "site").
-- The histogram rule (which results, which value, which bucket) lives here and only here.

create table result_day_counts (
  site_key text not null,
  day date not null,                          -- the result's begin time, UTC day
  tests integer not null,
  primary key (site_key, day)
);

create table result_bucket_counts (
  site_key text not null,
  graph text not null check (graph in ('ACT_HORIZONTAL', 'FUSIONAL_CONVERGENCE')),
  bucket integer not null check (bucket between 1 and 31),
  measured integer not null,
  primary key (site_key, graph, bucket)
);

-- The measured value of a succeeded result for each histogram (null: not charted), and its bucket:
-- 2 PD wide over [0, 60), 60 and more in the last (width_bucket(x, 0, 60, 30) gives 1..31).
create function result_graph(test_type text, outcome text, vals jsonb) returns table (graph text, bucket integer)
language sql immutable as $$
  select g.graph, width_bucket(g.value, 0, 60, 30)
    from (select 'ACT_HORIZONTAL' as graph, abs((vals->>'ResultInDioptersHorizontalValue')::numeric) as value
           where test_type = 'ACT' and outcome = 'test succeeded' and jsonb_typeof(vals->'ResultInDioptersHorizontalValue') = 'number'
          union all
          select 'FUSIONAL_CONVERGENCE', greatest((vals->>'FusionalConvergence')::numeric, 0)
           where test_type = 'FusionalReserve' and outcome = 'test succeeded' and jsonb_typeof(vals->'FusionalConvergence') = 'number') g
$$;

-- Adds (sign 1) or takes away (sign -1) the results of `rows` (visit_id, test_type, test_result, begin_test_time, values).
create function result_statistics_apply(sign integer) returns void language plpgsql as $$
begin
  insert into result_day_counts as c (site_key, day, tests)
  select coalesce(d.site_id::text, 'doctor:' || p.doctor_id::text), (r.begin_test_time at time zone 'UTC')::date, sign * count(*)::int
    from result_statistics_rows r
    join visits v on v.id = r.visit_id
    join patients p on p.id = v.patient_id
    join doctors d on d.user_id = p.doctor_id
   group by 1, 2
  on conflict (site_key, day) do update set tests = c.tests + excluded.tests;

  insert into result_bucket_counts as c (site_key, graph, bucket, measured)
  select coalesce(d.site_id::text, 'doctor:' || p.doctor_id::text), g.graph, g.bucket, sign * count(*)::int
    from result_statistics_rows r
    join visits v on v.id = r.visit_id
    join patients p on p.id = v.patient_id
    join doctors d on d.user_id = p.doctor_id
    cross join lateral result_graph(r.test_type, r.test_result, r."values") g
   group by 1, 2, 3
  on conflict (site_key, graph, bucket) do update set measured = c.measured + excluded.measured;
end $$;

create function result_statistics_after_insert() returns trigger language plpgsql as $$
begin
  create temporary table if not exists result_statistics_rows (visit_id uuid, test_type text, test_result text,
    begin_test_time timestamptz, "values" jsonb) on commit delete rows;
  delete from result_statistics_rows;
  insert into result_statistics_rows select a.visit_id, a.test_type, a.test_result, a.begin_test_time, a."values" from added a;
  perform result_statistics_apply(1);
  delete from result_statistics_rows;
  return null;
end $$;

create trigger test_results_statistics after insert on test_results
  referencing new table as added for each statement execute function result_statistics_after_insert();

-- Before a patient goes (with their visits and results, by cascade), their results leave the counters.
create function result_statistics_before_patient_delete() returns trigger language plpgsql as $$
begin
  create temporary table if not exists result_statistics_rows (visit_id uuid, test_type text, test_result text,
    begin_test_time timestamptz, "values" jsonb) on commit delete rows;
  delete from result_statistics_rows;
  insert into result_statistics_rows
  select r.visit_id, r.test_type, r.test_result, r.begin_test_time, r."values"
    from test_results r join visits v on v.id = r.visit_id where v.patient_id = old.id;
  perform result_statistics_apply(-1);
  delete from result_statistics_rows;
  return old;
end $$;

create trigger patients_result_statistics before delete on patients
  for each row execute function result_statistics_before_patient_delete();

-- A deleted site (or a deleted doctor without one) takes its counters along: by then the cascade may
-- have removed the doctor rows the patient trigger needs to find the key.
create function result_statistics_forget_site() returns trigger language plpgsql as $$
begin
  delete from result_day_counts where site_key = old.id::text or site_key = 'doctor:' || old.id::text;
  delete from result_bucket_counts where site_key = old.id::text or site_key = 'doctor:' || old.id::text;
  return null;
end $$;

create trigger sites_result_statistics after delete on sites for each row execute function result_statistics_forget_site();
create trigger users_result_statistics after delete on users for each row execute function result_statistics_forget_site();

-- The results stored before this migration.
create temporary table result_statistics_rows (visit_id uuid, test_type text, test_result text,
  begin_test_time timestamptz, "values" jsonb) on commit drop;
insert into result_statistics_rows select visit_id, test_type, test_result, begin_test_time, "values" from test_results;
select result_statistics_apply(1);
drop table result_statistics_rows;
