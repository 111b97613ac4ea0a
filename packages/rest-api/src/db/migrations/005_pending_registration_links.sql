-- A self-registration points at the pending site and account it created, so approving it
-- activates exactly those and rejecting it removes them. Removing either removes the registration.
alter table pending_registrations
  add column site_id uuid references sites (id) on delete cascade,
  add column user_id uuid references users (id) on delete cascade;

-- Registrations stored before: the pending site of the same name, and the pending account of the
-- same e-mail that is an ECP of that site.
update pending_registrations p set
  site_id = (select s.id from sites s where lower(s.name) = lower(p.site_name) and s.pending = 1);
update pending_registrations p set
  user_id = (select u.id from users u join doctors d on d.user_id = u.id
              where lower(u.email) = lower(p.email) and u.pending = 1 and d.site_id = p.site_id);
