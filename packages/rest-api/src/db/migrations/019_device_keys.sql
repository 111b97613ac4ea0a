-- Devices provisioned and followed.
--
-- Keys. Since 001 a device's key is stored only as its SHA-256 (devices.api_key_hash), issued by
-- the demo seed. They stay valid as they are: a hash cannot be turned back into a visible prefix,
-- so a key issued before this migration has key_prefix null (shown as "issued before prefixes")
-- and its issue time is taken to be the device's registration. Revoking clears the hash (no key
-- matches any more) and keeps when it happened; rotating replaces hash, prefix and issue time.
alter table devices
  add column key_prefix text,
  add column key_issued_at timestamptz,
  add column key_revoked_at timestamptz,
  -- When the portal last received a report (server time), as opposed to last_run, the device's clock.
  add column last_seen_at timestamptz;

update devices set key_issued_at = created_at where api_key_hash is not null;
-- The best knowledge of an earlier arrival is the run it reported (bounded by the report checks).
update devices set last_seen_at = least(last_run, now()) where last_run is not null;

-- The "offline for more than N days" counter: arrival, else registration.
create index devices_last_seen_idx on devices ((coalesce(last_seen_at, created_at)));

-- The health timeline: one row per report received, whatever it changed on the device row (a late
-- retry is in the timeline too). Versions as reported; the errors of the report as sent (at most
-- DEVICE_REPORT_LIMITS.errorsPerReport), repeats included, so the row shows what arrived.
-- Ids in arrival order: two reports received in the same microsecond keep their order.
create table device_reports (
  id bigint generated always as identity primary key,
  device_id uuid not null references devices (id) on delete cascade,
  received_at timestamptz not null,
  last_run timestamptz not null,
  system_status text not null,
  es_version text,
  windows_version text,
  et_firmware_version text,
  emitter_firmware_version text,
  tv_version text,
  errors jsonb not null default '[]'::jsonb,
  error_count int not null default 0
);
create index device_reports_device_idx on device_reports (device_id, received_at desc, id desc);

-- Devices that reported before the timeline existed start it with the state they last reported.
insert into device_reports (device_id, received_at, last_run, system_status, es_version, windows_version, et_firmware_version,
                            emitter_firmware_version, tv_version)
select id, last_seen_at, last_run, system_status, es_version, windows_version, et_firmware_version, emitter_firmware_version, tv_version
  from devices
 where last_run is not null;
