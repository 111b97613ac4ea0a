-- What the patient lists show, sort and filter by (first and last visit, the first
-- visit's planned treatment, how many visits and test results) kept on the patient row, so a page
-- of 14 out of 50,000 patients is an indexed ORDER BY ... LIMIT instead of a lateral aggregate over
-- every patient's visits and results. Statement-level triggers keep them current on every insert
-- (one grouped update per statement, also for the bulk seed); visits and results are never
-- updated or deleted on their own (they go with their patient).

alter table patients
  add column last_visit timestamptz,
  add column first_visit timestamptz,
  add column first_treatment_duration integer,
  add column visit_count integer not null default 0,
  add column test_count integer not null default 0;

update patients p
   set last_visit = v.last_visit, first_visit = v.first_visit, first_treatment_duration = v.first_duration, visit_count = v.visits
  from (select x.patient_id, max(x.visit_date) as last_visit, min(x.visit_date) as first_visit, count(*)::int as visits,
               (array_agg(x.treatment_duration order by x.visit_date, x.created_at))[1] as first_duration
          from visits x group by x.patient_id) v
 where v.patient_id = p.id;

update patients p
   set test_count = t.tests
  from (select y.patient_id, count(*)::int as tests from visits y join test_results r on r.visit_id = y.id group by y.patient_id) t
 where t.patient_id = p.id;

create function patients_after_visits_insert() returns trigger language plpgsql as $$
begin
  update patients p
     set last_visit = greatest(p.last_visit, n.last_visit),
         first_treatment_duration = case when p.first_visit is null or n.first_visit < p.first_visit
                                         then n.first_duration else p.first_treatment_duration end,
         first_visit = least(p.first_visit, n.first_visit),
         visit_count = p.visit_count + n.visits
    from (select a.patient_id, max(a.visit_date) as last_visit, min(a.visit_date) as first_visit, count(*)::int as visits,
                 (array_agg(a.treatment_duration order by a.visit_date, a.created_at))[1] as first_duration
            from added a group by a.patient_id) n
   where n.patient_id = p.id;
  return null;
end $$;

create trigger patients_visit_summary after insert on visits
  referencing new table as added for each statement execute function patients_after_visits_insert();

create function patients_after_results_insert() returns trigger language plpgsql as $$
begin
  update patients p
     set test_count = p.test_count + n.tests
    from (select v.patient_id, count(*)::int as tests from added a join visits v on v.id = a.visit_id group by v.patient_id) n
   where n.patient_id = p.id;
  return null;
end $$;

create trigger patients_result_summary after insert on test_results
  referencing new table as added for each statement execute function patients_after_results_insert();

-- The lists' default order and the time filter, per doctor and tab.
create index patients_doctor_name_idx on patients (doctor_id, account_status, lower(last_name), lower(first_name), id);
create index patients_doctor_last_visit_idx on patients (doctor_id, account_status, last_visit);
