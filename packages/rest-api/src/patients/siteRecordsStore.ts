// The SQL of a site's records in bulk (the site-level FHIR export): a page of the patients
// of every doctor of a site, active and archived, in id order (a keyset: a patient added or removed
// meanwhile moves no other across a page boundary), each with all their visits, in three statements
// whatever the page's patients or visits.
import type { Queryable } from '../db/database';
import type { ReportLinks } from '../visits/reportLinks';
import { readVisitsOfPatients, type VisitAnswer } from '../visits/visitsStore';
import { SELECT_PATIENTS, toPatient, type PatientRecord, type PatientRow } from './patientsStore';

export type SiteRecord = PatientRecord & { Visits: VisitAnswer[] };

export interface SiteRecordsPage {
  rows: SiteRecord[];
  /** Every patient of the site, whatever the page. */
  total: number;
  /** The keyset cursor of the next page (the page's last id); null on the last page. */
  next: string | null;
}

export async function readSiteRecordsPage(
  q: Queryable,
  siteId: string,
  page: { after?: string; limit: number },
  links: ReportLinks,
  now: Date,
): Promise<SiteRecordsPage> {
  const found = await q.query<PatientRow>(
    `${SELECT_PATIENTS} where pd.site_id = $1 and ($2::uuid is null or p.id > $2::uuid) order by p.id limit $3`,
    [siteId, page.after ?? null, page.limit + 1],
  );
  const counted = await q.query<{ total: number }>(
    'select count(*)::int as total from patients p join doctors d on d.user_id = p.doctor_id where d.site_id = $1',
    [siteId],
  );
  const more = found.rows.length > page.limit;
  const rows = found.rows.slice(0, page.limit);
  const visits = await readVisitsOfPatients(
    q,
    siteId,
    rows.map((row) => row.UserStorageID),
    links,
    'site',
  );
  return {
    rows: rows.map((row) => ({ ...toPatient(row, now), Visits: visits[row.UserStorageID.toLowerCase()] ?? [] })),
    total: counted.rows[0]?.total ?? 0,
    next: more ? rows[rows.length - 1].UserStorageID : null,
  };
}
