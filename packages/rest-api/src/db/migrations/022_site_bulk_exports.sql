-- The site-level FHIR bulk export (GET /fhir/Group/{siteId}/$export on the BFF).
-- A site admin's export of every patient of every doctor of their site: the row is still the
-- requester's (doctor_id: only they read, download or cancel it), and site_id says whose patients
-- it holds. Deleting the site deletes its exports.
alter table bulk_exports add column site_id uuid references sites (id) on delete cascade;

-- Deletion means deletion, whoever's export holds the patient: a site export holds other doctors'.
create or replace function delete_bulk_exports_of_patient() returns trigger language plpgsql as $$
begin
  delete from bulk_exports where patient_ids @> array[old.id];
  return null;
end
$$;
