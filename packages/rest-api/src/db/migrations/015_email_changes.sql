-- An e-mail (username) change of an account in use waits for its holder. One
-- pending change per account, found by the SHA-256 of the link's token; the holder confirms with
-- their own password, a few wrong ones end the link. Gone with the account.
create table email_changes (
  user_id uuid primary key references users (id) on delete cascade,
  new_email text not null,
  token_hash text not null unique,
  requested_by uuid references users (id) on delete set null,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0
);
