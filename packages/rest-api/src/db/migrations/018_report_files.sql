-- Visit report files in the database, so every REST instance reads the same
-- files (visits/reportDbStore.ts; the default with DATABASE_URL, REPORT_STORE=database on PGlite).
-- One row per visit_reports.storage_key; the bytes are written in the transaction that adds the
-- visit, so a file and its visit commit or roll back together.
create table report_files (
  storage_key text primary key,
  content bytea not null,
  content_type text not null,
  size integer not null check (size >= 0),
  created_at timestamptz not null default now()
);

-- Deletion means deletion: a file goes with the last visit report that names
-- it, in the same transaction, whatever deletes the report (a patient, and with them their visits,
-- or anything that cascades to them). An AFTER trigger sees the deleting statement's effects, so
-- of several reports that share a file (the demo's do), the last one to go removes it.
create index visit_reports_storage_key_idx on visit_reports (storage_key);

create function delete_unreferenced_report_file() returns trigger language plpgsql as $$
begin
  delete from report_files f
   where f.storage_key = old.storage_key
     and not exists (select 1 from visit_reports r where r.storage_key = old.storage_key);
  return null;
end
$$;
create trigger visit_reports_delete_file after delete on visit_reports
  for each row execute function delete_unreferenced_report_file();
