-- An optional authenticator-app second factor (TOTP, RFC 6238), its single-use
-- recovery codes, and the portal-wide policy that makes a second factor mandatory.

-- One app per account. The base32 secret is stored encrypted (AES-256-GCM under SECOND_FACTOR_KEY,
-- bound to the user's id); confirmed_at stays null until a first code proves the app has it.
-- last_used_step is the newest RFC 6238 time step accepted: a code of that step or an older one is
-- refused, so an overheard code cannot be replayed.
create table authenticator_apps (
  user_id uuid primary key references users (id) on delete cascade,
  secret_ciphertext text not null,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Ten per account, each usable once, replaced as a set. Stored as HMAC-SHA-256 keyed from
-- SECOND_FACTOR_KEY and bound to the user's id: the database alone reveals none.
create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz,
  unique (user_id, code_hash)
);

-- Portal-wide settings a super admin changes at run time (audited as POLICY_CHANGE).
create table portal_settings (
  name text primary key,
  value text not null,
  updated_at timestamptz not null,
  updated_by uuid references users (id) on delete set null,
  constraint portal_settings_second_factor_policy
    check (name <> 'second_factor_policy' or value in ('NONE', 'ADMINS', 'EVERYONE'))
);

-- A pending sign-in's second step: an e-mailed code (its hash) or a code from the app (no hash:
-- the app computes it). The attempts and expiry of the row count for both.
alter table two_fa_codes add column method text not null default 'email';
alter table two_fa_codes add constraint two_fa_codes_method check (method in ('email', 'app'));
alter table two_fa_codes alter column code_hash drop not null;
