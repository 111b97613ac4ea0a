-- A search's page, its total and the column filters' choices look at every matching
-- patient, which is a scan. Over the wide patients rows (addresses, notes) that scan took 20 ms for
-- 50,000 patients in PGlite before any matching, and the four lower()/strpos() per row 40 ms more.
-- This narrow copy holds only what the lists filter, sort and count by, with the text a patient is
-- found by lower-cased once (domain patientSearch.ts patientSearchText): a page's ids and its counts
-- come from it in a fraction of the time, and the page's rows are then read by id. Statement-level
-- triggers keep it in the same transaction as every patient write.

create function patient_search_text(first_name text, last_name text, social_id text, email text, phone text)
  returns text language sql immutable as $$
  select lower(first_name || ' ' || last_name) || chr(31) || lower(last_name || ' ' || first_name)
      || chr(31) || lower(coalesce(social_id, '')) || chr(31) || lower(coalesce(email, ''))
      || chr(31) || lower(coalesce(phone, '')) || chr(31) || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
$$;

create table patient_list_entries (
  id uuid primary key references patients (id) on delete cascade,
  doctor_id uuid not null,
  device_id uuid,
  account_status smallint not null,
  gender smallint,
  status smallint not null,
  enabled smallint not null,
  test_count integer not null,
  birthdate date,
  last_visit timestamptz,
  first_visit timestamptz,
  first_treatment_duration integer,
  last_key text not null,
  first_key text not null,
  social_key text,
  search_text text not null
);
create index patient_list_entries_doctor_idx on patient_list_entries (doctor_id, account_status);

insert into patient_list_entries
select id, doctor_id, device_id, account_status, gender, status, enabled, test_count, birthdate, last_visit, first_visit,
       first_treatment_duration, lower(last_name), lower(first_name), lower(social_id),
       patient_search_text(first_name, last_name, social_id, email, phone)
  from patients;

create function patient_list_entries_add() returns trigger language plpgsql as $$
begin
  insert into patient_list_entries
  select id, doctor_id, device_id, account_status, gender, status, enabled, test_count, birthdate, last_visit, first_visit,
         first_treatment_duration, lower(last_name), lower(first_name), lower(social_id),
         patient_search_text(first_name, last_name, social_id, email, phone)
    from added;
  return null;
end $$;

create function patient_list_entries_change() returns trigger language plpgsql as $$
begin
  update patient_list_entries e
     set doctor_id = a.doctor_id, device_id = a.device_id, account_status = a.account_status, gender = a.gender,
         status = a.status, enabled = a.enabled, test_count = a.test_count, birthdate = a.birthdate,
         last_visit = a.last_visit, first_visit = a.first_visit, first_treatment_duration = a.first_treatment_duration,
         last_key = lower(a.last_name), first_key = lower(a.first_name), social_key = lower(a.social_id),
         search_text = patient_search_text(a.first_name, a.last_name, a.social_id, a.email, a.phone)
    from after_rows a
   where e.id = a.id;
  return null;
end $$;

create trigger patients_list_entry_insert after insert on patients
  referencing new table as added for each statement execute function patient_list_entries_add();
create trigger patients_list_entry_update after update on patients
  referencing new table as after_rows for each statement execute function patient_list_entries_change();

-- The lists' default order per tab, read in order for a first page without a search.
create index patient_list_entries_active_name_idx on patient_list_entries (doctor_id, last_key, first_key, id) where account_status <> 3;
create index patient_list_entries_archived_name_idx on patient_list_entries (doctor_id, last_key, first_key, id) where account_status = 3;

analyze patient_list_entries;

-- What a list's counts were computed from: the badge counters (008) also count every write to a
-- doctor's patients, so a REST instance may keep a page's total and choices, and the toggles'
-- counts, until the number moves (patients/listCounts.ts). Same transaction as the write.
alter table doctor_patient_counts add column version bigint not null default 0;

create or replace function doctor_patient_counts_add() returns trigger language plpgsql as $$
begin
  insert into doctor_patient_counts as c (doctor_id, active, archived, version)
  select doctor_id, count(*) filter (where account_status <> 3), count(*) filter (where account_status = 3), 1
    from added group by doctor_id
  on conflict (doctor_id) do update
    set active = c.active + excluded.active, archived = c.archived + excluded.archived, version = c.version + 1;
  return null;
end $$;

create or replace function doctor_patient_counts_remove() returns trigger language plpgsql as $$
begin
  update doctor_patient_counts c
     set active = c.active - r.active, archived = c.archived - r.archived, version = c.version + 1
    from (select doctor_id, count(*) filter (where account_status <> 3) as active, count(*) filter (where account_status = 3) as archived
            from removed group by doctor_id) r
   where r.doctor_id = c.doctor_id;
  return null;
end $$;

create or replace function doctor_patient_counts_change() returns trigger language plpgsql as $$
begin
  insert into doctor_patient_counts as c (doctor_id, active, archived, version)
  select doctor_id, sum(active)::int, sum(archived)::int, 1
    from (select doctor_id, count(*) filter (where account_status <> 3) as active, count(*) filter (where account_status = 3) as archived
            from after_rows group by doctor_id
          union all
          select doctor_id, -count(*) filter (where account_status <> 3), -count(*) filter (where account_status = 3)
            from before_rows group by doctor_id) d
   group by doctor_id
  on conflict (doctor_id) do update
    set active = c.active + excluded.active, archived = c.archived + excluded.archived, version = c.version + 1;
  return null;
end $$;
