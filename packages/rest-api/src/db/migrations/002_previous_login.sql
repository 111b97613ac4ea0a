-- "Last login" shows the sign-in before the current session, so the current one is kept apart.
alter table users add column previous_login_at timestamptz;
