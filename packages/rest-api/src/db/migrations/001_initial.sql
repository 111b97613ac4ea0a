-- The whole data model of SPEC §3. Later migrations add to it; this file never changes once shipped.
-- Codes follow packages/domain/src/enums.ts (roles, professions, gender, account status, version types).

-- ---- People ------------------------------------------------------------------

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,                               -- null until the user creates a password
  first_name text not null,
  last_name text not null,
  phone text,
  roles text[] not null default '{}'
    check (roles <@ array['VistaAdmin', 'VistaSuperAdmin', 'Doctor']::text[]),
  language text not null default 'en' check (language in ('en', 'he', 'zh', 'it', 'de', 'fr')),
  two_fa boolean not null default true,
  enabled smallint not null default 1 check (enabled in (0, 1)),       -- 0 locked
  pending smallint not null default 0 check (pending in (0, 1)),       -- 1 invited, not yet active
  update_password boolean not null default false,                      -- must create a password at next sign-in
  terms_of_use_signed boolean not null default false,
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);
-- User names are e-mail addresses, unique whatever their case.
create unique index users_email_key on users (lower(email));
create index users_roles_idx on users using gin (roles);

create table sites (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text,
  phone text,
  country text,
  state text,
  city text,
  street text,
  apartment text,
  zip_code text,
  backup_data boolean not null default true,
  account_status smallint not null default 1,
  pending smallint not null default 0 check (pending in (0, 1)),
  created_at timestamptz not null default now()
);
create unique index sites_name_key on sites (lower(name));

-- An eye care professional: a user with the Doctor role and a site.
create table doctors (
  user_id uuid primary key references users (id) on delete cascade,
  site_id uuid references sites (id) on delete cascade,               -- §4: deleting a site deletes its ECPs
  is_site_admin boolean not null default false,
  profession smallint check (profession between 1 and 7),
  medical_license text,
  notes text,
  social_id text,
  birthdate date,
  default_va_unit smallint check (default_va_unit between 1 and 4),
  created_at timestamptz not null default now()
);
create index doctors_site_idx on doctors (site_id);

-- A doctor row removed with its site takes the user account with it (sign-in, tokens).
create function delete_user_of_doctor() returns trigger language plpgsql as $$
begin
  delete from users where id = old.user_id;
  return old;
end
$$;
create trigger doctors_delete_user after delete on doctors
  for each row execute function delete_user_of_doctor();

-- Self-registrations (an ECP with a new site) waiting for a provider administrator.
create table pending_registrations (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  profession smallint check (profession between 1 and 7),
  medical_license text,
  site_name text not null,
  site_email text,
  site_phone text,
  backup_data boolean not null default true,
  country text,
  state text,
  city text,
  street text,
  apartment text,
  zip_code text,
  created_at timestamptz not null default now()
);
create index pending_registrations_email_idx on pending_registrations (lower(email));

-- ---- Fleet -------------------------------------------------------------------

create table devices (
  id uuid primary key default gen_random_uuid(),
  device_id text not null unique,                                      -- the serial shown to people
  site_id uuid references sites (id) on delete set null,               -- hardware outlives a site record
  location text,
  date_of_activation timestamptz,
  last_run timestamptz,
  system_status text not null default 'OK',
  es_version text,
  windows_version text,
  et_firmware_version text,
  emitter_firmware_version text,
  tv_version text,
  teamviewer_id text,
  api_key_hash text unique,
  created_at timestamptz not null default now()
);
create index devices_site_idx on devices (site_id);

create table device_errors (
  id uuid primary key default gen_random_uuid(),
  device_id uuid not null references devices (id) on delete cascade,
  error_date timestamptz not null,
  error text not null
);
create index device_errors_device_idx on device_errors (device_id, error_date desc);

create table versions (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('WIN', 'ESAPP', 'ET', 'EMITTER', 'TV')),
  version_no text not null,
  version_no_int bigint not null,
  url text not null,
  force_update boolean not null default false,
  admin_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index versions_type_number_key on versions (type, version_no);
create index versions_latest_idx on versions (type, version_no_int desc);

-- ---- Patients and their care ---------------------------------------------------

create table patients (
  id uuid primary key default gen_random_uuid(),
  -- Restrict: health records are never deleted as a side effect (a site or ECP with patients stays).
  doctor_id uuid not null references doctors (user_id) on delete restrict,
  device_id uuid references devices (id) on delete set null,
  first_name text not null,
  last_name text not null,
  social_id text,
  email text,
  phone text,
  street text,
  apartment text,
  city text,
  state text,
  country text,
  zip_code text,
  notes text,
  gender smallint check (gender in (1, 2, 3)),
  birthdate date,
  status smallint not null default 0,                                  -- 1: missed more than 30%
  account_status smallint not null default 1 check (account_status in (1, 2, 3)),
  enabled smallint not null default 1 check (enabled in (0, 1)),
  next_visit_date timestamptz,
  visit_date timestamptz,
  last_notification timestamptz,
  remote_testing boolean not null default false,
  terms_of_use_signed boolean not null default false,
  created_at timestamptz not null default now()
);
create index patients_doctor_status_idx on patients (doctor_id, account_status);
create index patients_last_name_idx on patients (doctor_id, lower(last_name));

create table visits (
  id uuid primary key default gen_random_uuid(),
  patient_id uuid not null references patients (id) on delete cascade,
  visit_date timestamptz not null,
  next_visit timestamptz,
  treatment_duration smallint,                                          -- months
  created_at timestamptz not null default now()
);
create index visits_patient_idx on visits (patient_id, visit_date desc);

create table visit_reports (
  id uuid primary key default gen_random_uuid(),
  visit_id uuid not null references visits (id) on delete cascade,
  file_name text not null,
  storage_key text not null,
  created_at timestamptz not null default now()
);
create index visit_reports_visit_idx on visit_reports (visit_id);

create table test_results (
  id uuid primary key default gen_random_uuid(),
  visit_id uuid not null references visits (id) on delete cascade,
  test_type text not null check (test_type in ('ACT', 'CT', 'ChartsVA', 'ChartsCS', 'AutoCS', 'AutoVA',
    'Reading', 'FusionalReserve', 'ColorVision', 'Worth4Dot', 'StereoAcuity')),
  optical_correction text not null check (optical_correction in ('SC', 'CC')),   -- without / with glasses
  test_result text,
  begin_test_time timestamptz not null,
  "values" jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index test_results_visit_idx on test_results (visit_id, test_type);
create index test_results_type_time_idx on test_results (test_type, begin_test_time);

-- ---- Messages ---------------------------------------------------------------------

-- Every e-mail and SMS the portal sends, delivered or not.
create table outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('EMAIL', 'SMS')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  error text
);
create index outbox_recipient_idx on outbox (lower(recipient), id desc);

-- ---- Authentication ----------------------------------------------------------------

-- Tokens are stored as SHA-256 hashes only. Scope: session (signed in), twofa (password checked,
-- second factor due), password (may only create a new password). Purpose tells how a password
-- token came: signin, reset (forgot password) or invitation.
create table auth_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  scope text not null check (scope in ('session', 'twofa', 'password')),
  purpose text check (purpose in ('signin', 'reset', 'invitation')),
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index auth_tokens_user_idx on auth_tokens (user_id, scope);
create index auth_tokens_expiry_idx on auth_tokens (expires_at);

create table two_fa_codes (
  id uuid primary key default gen_random_uuid(),
  token_id uuid not null unique references auth_tokens (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts smallint not null default 0
);
create index two_fa_codes_user_idx on two_fa_codes (user_id);

-- ---- Operations ---------------------------------------------------------------------

-- Which seed steps have run, so seeding is done once and a restart keeps the data.
create table seed_state (
  name text primary key,
  applied_at timestamptz not null default now()
);
