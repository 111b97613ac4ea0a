-- The audit trail (HIPAA §164.312(b), ASVS V16): one row per read of health data
-- and per write, written by the REST service in the transaction of the write. Append-only (a
-- trigger refuses UPDATE and DELETE) and chained: each row's hash covers its fields and the
-- previous row's hash, so an edited, removed or inserted row breaks the chain that
-- `npm run audit:verify` checks. No health data in it: ids, never names or values.
create sequence audit_events_seq;

create table audit_events (
  -- Set by the chaining trigger under its lock, so seq order is chain order.
  seq bigint primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_role text not null,
  site_id uuid,
  action text not null,
  object_type text,
  object_ids text[] not null default '{}',
  outcome text not null default 'SUCCESS',
  request_id text,
  address text,
  prev_hash text not null,
  hash text not null
);

create index audit_events_at_idx on audit_events (at desc);
create index audit_events_actor_idx on audit_events (actor_id, at desc);
create index audit_events_objects_idx on audit_events using gin (object_ids);

-- The text a row's hash covers; audit/auditChain.ts builds the same text to verify.
create function audit_event_text(e audit_events) returns text language sql immutable as $$
  select concat_ws('|',
    e.seq::text,
    to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(e.actor_id::text, ''),
    e.actor_role,
    coalesce(e.site_id::text, ''),
    e.action,
    coalesce(e.object_type, ''),
    array_to_string(e.object_ids, ','),
    e.outcome,
    coalesce(e.request_id, ''),
    coalesce(e.address, ''),
    e.prev_hash)
$$;

-- Chains each new row to the last one. The advisory lock (held to the end of the transaction)
-- makes rows take their places one at a time, in commit order.
create function audit_events_chain() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(74102027);
  new.seq := nextval('audit_events_seq');
  new.at := clock_timestamp();
  select coalesce((select hash from audit_events order by seq desc limit 1), repeat('0', 64)) into new.prev_hash;
  new.hash := encode(sha256(convert_to(audit_event_text(new), 'UTF8')), 'hex');
  return new;
end;
$$;

create trigger audit_events_chain before insert on audit_events
  for each row execute function audit_events_chain();

create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only';
end;
$$;

create trigger audit_events_append_only before update or delete on audit_events
  for each row execute function audit_events_append_only();
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function audit_events_append_only();
