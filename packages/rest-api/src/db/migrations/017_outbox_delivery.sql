-- A durable outbox. Any instance's worker claims due messages (FOR UPDATE SKIP LOCKED),
-- holds them for a lease, and records every try; a failed try is retried later, up to a limit.
--   status         queued (waiting for its next try), sending (claimed), sent, failed (final)
--   attempts       tries started so far (the claim counts them)
--   next_attempt_at when a queued message is due
--   claimed_by/_at/_until  the worker holding it, since and until when; a lapsed lease (its
--                  instance died mid-delivery) may be taken over by another worker
--   message_id     stable across tries: the Message-ID header and the provider's idempotency key
alter table outbox
  add column status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz,
  add column claimed_by text,
  add column claimed_at timestamptz,
  add column claimed_until timestamptz,
  add column message_id uuid not null default gen_random_uuid();

-- Messages handed over before: sent. Those that failed once (never retried then): failed. The
-- rest (no transport yet, or interrupted) wait for a worker that can deliver them.
update outbox set status = 'sent' where delivered_at is not null;
update outbox set status = 'failed' where delivered_at is null and error is not null;
update outbox set next_attempt_at = created_at;
alter table outbox alter column next_attempt_at set not null;

alter table outbox add constraint outbox_message_id_key unique (message_id);
alter table outbox add constraint outbox_lease_check check ((status = 'sending') = (claimed_until is not null));

-- The claim: due queued messages in order, and lapsed leases. Partial, so sent and failed
-- messages (nearly all of them) cost nothing here.
create index outbox_due_idx on outbox (next_attempt_at, id) where status = 'queued';
create index outbox_lease_idx on outbox (claimed_until) where status = 'sending';

-- One row per try: when, by which worker, the outcome, and the provider's error (truncated).
-- Never the message or its recipient: those stay in the outbox row.
--   outcome  sent, retry (failed, tried again later), failed (no more tries), abandoned (the
--            lease lapsed before its worker reported: the instance stopped mid-delivery)
create table outbox_attempts (
  id bigint generated always as identity primary key,
  outbox_id bigint not null references outbox (id) on delete cascade,
  attempt integer not null check (attempt >= 1),
  worker text not null,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  outcome text not null check (outcome in ('sent', 'retry', 'failed', 'abandoned')),
  error text check (char_length(error) <= 500)
);
create index outbox_attempts_message_idx on outbox_attempts (outbox_id, attempt);
