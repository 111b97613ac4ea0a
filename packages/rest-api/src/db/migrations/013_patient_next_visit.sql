-- The active list sorts by the planned next visit, filters the overdue patients and
-- counts them (domain nextVisit.ts). The narrow copy of migration 012 carries the date too.

alter table patient_list_entries add column next_visit_date timestamptz;
update patient_list_entries e set next_visit_date = p.next_visit_date from patients p where p.id = e.id;

create or replace function patient_list_entries_add() returns trigger language plpgsql as $$
begin
  insert into patient_list_entries (id, doctor_id, device_id, account_status, gender, status, enabled, test_count, birthdate,
                                    last_visit, first_visit, first_treatment_duration, last_key, first_key, social_key,
                                    search_text, next_visit_date)
  select id, doctor_id, device_id, account_status, gender, status, enabled, test_count, birthdate, last_visit, first_visit,
         first_treatment_duration, lower(last_name), lower(first_name), lower(social_id),
         patient_search_text(first_name, last_name, social_id, email, phone), next_visit_date
    from added;
  return null;
end $$;

create or replace function patient_list_entries_change() returns trigger language plpgsql as $$
begin
  update patient_list_entries e
     set doctor_id = a.doctor_id, device_id = a.device_id, account_status = a.account_status, gender = a.gender,
         status = a.status, enabled = a.enabled, test_count = a.test_count, birthdate = a.birthdate,
         last_visit = a.last_visit, first_visit = a.first_visit, first_treatment_duration = a.first_treatment_duration,
         last_key = lower(a.last_name), first_key = lower(a.first_name), social_key = lower(a.social_id),
         search_text = patient_search_text(a.first_name, a.last_name, a.social_id, a.email, a.phone),
         next_visit_date = a.next_visit_date
    from after_rows a
   where e.id = a.id;
  return null;
end $$;
