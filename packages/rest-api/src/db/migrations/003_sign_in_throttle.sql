-- Failed password attempts per username (whether or not the account exists, so the throttle
-- itself reveals nothing): after too many, sign-in pauses for that username for a while.
create table sign_in_throttle (
  username text primary key,                 -- lower-cased, trimmed
  failures smallint not null default 0,
  window_started_at timestamptz not null,
  blocked_until timestamptz
);
