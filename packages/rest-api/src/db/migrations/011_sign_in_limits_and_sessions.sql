-- Sign-in throttles counted per account and address, second-factor limits, and
-- sessions a user can see and end.

-- The throttles of domain SIGN_IN_LIMITS, one row per kind and key, replacing sign_in_throttle
-- (per username only). `points` counts attempts in the window ending at `window_ends_at`; each
-- attempt is counted by one INSERT ... ON CONFLICT before it is evaluated (auth/throttleStore.ts),
-- so concurrent attempts cannot pass a limit. Kinds: password_pair (subject: username, address),
-- password_address (address), password_account (username), code_failure and code_email (user id).
drop table sign_in_throttle;

create table auth_throttle (
  kind text not null,
  subject text not null default '',
  address text not null default '',
  points integer not null,
  window_ends_at timestamptz not null,
  primary key (kind, subject, address)
);
create index auth_throttle_subject_idx on auth_throttle (subject);
create index auth_throttle_window_idx on auth_throttle (window_ends_at);

-- The addresses (IPv6: the /64) an account completed a sign-in from: there, the per-address and
-- per-account password limits do not hold the account back (a clinic's shared address, an attack
-- on the account from elsewhere).
create table sign_in_addresses (
  user_id uuid not null references users (id) on delete cascade,
  address_key text not null,
  last_signed_in_at timestamptz not null,
  primary key (user_id, address_key)
);

-- What the list of a user's own sessions shows: where each was opened from.
alter table auth_tokens add column client_address text;
alter table auth_tokens add column user_agent text;

-- A locked account has no session, whichever code path locks it (ASVS 7.4.2).
create function end_sessions_of_locked_user() returns trigger language plpgsql as $$
begin
  delete from auth_tokens where user_id = new.id and scope = 'session';
  return new;
end
$$;
create trigger users_lock_ends_sessions after update of enabled on users
  for each row when (new.enabled = 0 and old.enabled <> 0) execute function end_sessions_of_locked_user();
