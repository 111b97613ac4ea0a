-- Optimistic concurrency: each record a form edits carries a version, raised by every edit of it
-- (the store's edit statements, never a trigger: a sign-in, a new visit's counters or a delivery
-- are not edits of what the form shows). An edit that names the version it read is refused with
-- 409 and the current record when the version moved since.
alter table users add column version integer not null default 1;
alter table sites add column version integer not null default 1;
alter table versions add column version integer not null default 1;
alter table patients add column version integer not null default 1;
alter table site_attention_thresholds add column version integer not null default 1;
