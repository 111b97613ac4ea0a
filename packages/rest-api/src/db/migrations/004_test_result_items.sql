-- The storage id a device (or integrator) gave a test result under its type's key (§3, e.g.
-- {"ACT": "act-1"}), kept so the result reads back exactly as it was sent. Older rows have none
-- and read back with the row's own id.
alter table test_results add column storage_id text;
-- The item's position in the visit as sent: results that began at the same moment keep their order
-- (§4 aggregation lets later values overwrite earlier ones).
alter table test_results add column item_index smallint;
