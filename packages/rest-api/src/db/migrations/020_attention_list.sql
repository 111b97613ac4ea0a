-- The doctor's attention list (domain attention.ts). Its rules read what the patient
-- lists already keep (next visit, account status: migrations 012-013) and a few facts of each
-- patient's tests, kept here per patient so a page of the list is an indexed read whatever the
-- doctor's patient count, never a read of every patient's visits.
--
-- The facts (last test, failed tests not retaken, measures worse than the reading before) are
-- computed by the REST service with the domain's rules (attention/attentionFacts.ts), not in SQL:
-- a new test result marks its patient's row stale in the same transaction, and the next read of
-- the doctor's list recomputes the stale rows first (a few: those tested since the last read).

create table patient_attention_facts (
  patient_id uuid primary key references patients (id) on delete cascade,
  doctor_id uuid not null,
  -- The patient's account creation: a patient who never tested counts their days from it.
  created_at timestamptz not null,
  stale boolean not null default false,
  -- Moves with every new result: a recomputation clears `stale` only if no result came meanwhile.
  version integer not null default 0,
  last_test_at timestamptz,
  -- domain FailedTest[]: each test whose latest attempt failed.
  failed jsonb not null default '[]'::jsonb,
  has_failed boolean not null default false
);
create index patient_attention_facts_stale_idx on patient_attention_facts (doctor_id, patient_id) where stale;
-- Each rule's own way in when few patients meet it (the page query's branches, attentionStore.ts);
-- when many do, the active list's name index (migration 012) finds a page's worth first.
create index patient_attention_facts_tested_idx on patient_attention_facts (doctor_id, (coalesce(last_test_at, created_at)));
create index patient_attention_facts_failed_idx on patient_attention_facts (doctor_id) where has_failed;
create index patient_list_entries_overdue_idx on patient_list_entries (doctor_id, next_visit_date) where account_status <> 3;

-- domain MeasureWorsening: a key measure whose latest reading is worse than the one before it.
create table patient_measure_worsenings (
  patient_id uuid not null references patients (id) on delete cascade,
  doctor_id uuid not null,
  measure text not null,
  correction text not null check (correction in ('SC', 'CC')),
  previous double precision,
  latest double precision,
  previous_date timestamptz not null,
  latest_date timestamptz not null,
  -- How much worse, in the measure's unit; null: stereo found before and not now (worse than any threshold).
  worsening double precision,
  primary key (patient_id, measure, correction)
);
create index patient_measure_worsenings_doctor_idx on patient_measure_worsenings (doctor_id, measure, worsening);

-- Every patient has a row, and every patient with a test starts stale (the first read computes it).
insert into patient_attention_facts (patient_id, doctor_id, created_at, stale)
select p.id, p.doctor_id, p.created_at, p.test_count > 0 from patients p;

create function patient_attention_facts_add() returns trigger language plpgsql as $$
begin
  insert into patient_attention_facts (patient_id, doctor_id, created_at) select id, doctor_id, created_at from added;
  return null;
end $$;

create trigger patients_attention_facts after insert on patients
  referencing new table as added for each statement execute function patient_attention_facts_add();

create function patient_attention_facts_stale() returns trigger language plpgsql as $$
begin
  update patient_attention_facts f set stale = true, version = f.version + 1
   where f.patient_id in (select v.patient_id from added a join visits v on v.id = a.visit_id);
  return null;
end $$;

create trigger test_results_attention_facts after insert on test_results
  referencing new table as added for each statement execute function patient_attention_facts_stale();

-- Each site's thresholds (domain attentionThresholds.ts); a site without a row uses the defaults.
create table site_attention_thresholds (
  site_id uuid primary key references sites (id) on delete cascade,
  no_test_days integer not null check (no_test_days between 1 and 365),
  act_deviation double precision not null,
  stereo_arcsec double precision not null,
  visual_acuity_logmar double precision not null,
  fusional_break double precision not null,
  updated_at timestamptz not null,
  updated_by uuid
);

analyze patient_attention_facts;
