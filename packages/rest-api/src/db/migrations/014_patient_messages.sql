-- What each patient was sent. One row per message queued to a patient (a channel they
-- have an address for), with the text as sent and its outbox message, whose delivery (delivered_at,
-- error) tells queued, sent or failed. Kept with the patient's record and gone with it.
create table patient_messages (
  id uuid primary key default gen_random_uuid(),
  patient_id uuid not null references patients (id) on delete cascade,
  sent_by uuid references users (id) on delete set null,
  channel text not null check (channel in ('EMAIL', 'SMS')),
  body text not null,
  outbox_id bigint references outbox (id) on delete set null,
  created_at timestamptz not null
);
create index patient_messages_patient_idx on patient_messages (patient_id, created_at desc, id);
