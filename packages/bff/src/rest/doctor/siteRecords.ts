// GET /eyeCareProviders/{uid}/site/records (rest-api CONTRACT.md "Site records"): a page of every
// patient of the site admin's site, of every doctor there, each with all their visits; in id order
// with a keyset cursor. What the site-level FHIR bulk export reads (doctorWorkspace.siteRecords).
import { z } from 'zod';
import type { RestClient } from '../http';
import { UpstreamContractError } from '../http';
import { doctorLabel, doctorPath } from './doctorPath';
import { patientSchema, type PatientRecord } from './patients';
import { visitSchema, type VisitRecord } from './visits';

const RECORDS = '/site/records';

const pageSchema = z.object({
  data: z.array(patientSchema.extend({ Visits: z.array(visitSchema) })),
  total: z.number().int().nonnegative(),
  next: z.string().nullable(),
});

export interface SiteRecordsPage {
  rows: { patient: PatientRecord; visits: VisitRecord[] }[];
  total: number;
  /** The cursor of the next page; null on the last. */
  next: string | null;
}

export async function readSiteRecords(
  rest: RestClient,
  uid: string,
  page: { after: string | null; limit: number },
): Promise<SiteRecordsPage> {
  const query: Record<string, string> = { limit: String(page.limit) };
  if (page.after) query.after = page.after;
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, RECORDS), query });
  const result = pageSchema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError(`GET ${doctorLabel(RECORDS)}`, { cause: result.error });
  return {
    rows: result.data.data.map(({ Visits, ...patient }) => ({ patient, visits: Visits })),
    total: result.data.total,
    next: result.data.next,
  };
}
