-- A device has no system status until it reports one: a registered device that never ran read
-- "OK" from the column's default, as if it had said so. Its status is null until its first report.
alter table devices alter column system_status drop not null, alter column system_status drop default;
update devices set system_status = null where last_seen_at is null and last_run is null;
