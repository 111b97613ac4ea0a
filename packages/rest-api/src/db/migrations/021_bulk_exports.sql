-- The FHIR Bulk Data export of a doctor's patients (GET /fhir/Patient/$export on
-- the BFF). The export is the doctor's: a BFF instance claims it and writes the NDJSON page by page
-- under a lease it renews with every page, so an instance that stops leaves an export any instance
-- reads as interrupted. Exports and their files live 24 hours (deleted on the next create or read).
create table bulk_exports (
  id uuid primary key default gen_random_uuid(),
  doctor_id uuid not null references doctors (user_id) on delete cascade,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  types text[] not null,
  patients_total integer not null check (patients_total >= 0),
  patients_done integer not null default 0 check (patients_done >= 0),
  -- The patients whose resources are in the files so far: what a download sends out (audit trail).
  patient_ids uuid[] not null default '{}',
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  error text,
  claimed_by text,
  lease_until timestamptz
);
create index bulk_exports_doctor_idx on bulk_exports (doctor_id, created_at);
create index bulk_exports_created_idx on bulk_exports (created_at);

-- One row per chunk and type; a file is its chunks in order.
create table bulk_export_files (
  export_id uuid not null references bulk_exports (id) on delete cascade,
  resource_type text not null,
  seq integer not null,
  ndjson text not null,
  line_count integer not null check (line_count >= 0),
  primary key (export_id, resource_type, seq)
);

-- Deletion means deletion: a deleted patient leaves no copy in an export. Exports that already hold
-- them go (with their files) in the deleting transaction; an export still running is stopped by
-- that (its next chunk finds it gone), so it is started again without them.
create index bulk_exports_patient_ids_idx on bulk_exports using gin (patient_ids);
create function delete_bulk_exports_of_patient() returns trigger language plpgsql as $$
begin
  delete from bulk_exports where doctor_id = old.doctor_id and patient_ids @> array[old.id];
  return null;
end
$$;
create trigger patients_delete_bulk_exports after delete on patients
  for each row execute function delete_bulk_exports_of_patient();
