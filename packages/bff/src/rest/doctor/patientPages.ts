// The paged patient calls (rest-api CONTRACT.md "Paged patient lists"): a page of the active or
// archived list as the database searched, filtered and sorted it, the toggles' counts, and the
// visits of up to 100 patients in one call.
import { z } from 'zod';
import { patientPageQueryString, type PatientPageQuery } from '@portal/domain/patientList';
import type { RestClient } from '../http';
import { UpstreamContractError } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';
import { patientSchema, type PatientRecord } from './patients';
import { visitSchema, type VisitRecord } from './visits';

const PAGE = '/patients';
const COUNTS = '/patients/counts';
const VISITS = '/patients/visits';

const pageSchema = z.object({
  data: z.array(patientSchema),
  total: z.number().int().nonnegative(),
  facets: z.object({
    Gender: z.array(z.object({ value: z.number().int().nullable(), count: z.number().int().nonnegative() })),
    Missed: z.array(z.object({ value: z.boolean(), count: z.number().int().nonnegative() })),
  }),
});

export interface PatientPageRecord {
  rows: PatientRecord[];
  total: number;
  genders: { value: number | null; count: number }[];
  missed: { value: boolean; count: number }[];
}

/** GET /patients: one page of the list, its total and the gender choices. */
export async function readPatientPage(rest: RestClient, uid: string, query: Partial<PatientPageQuery>): Promise<PatientPageRecord> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, PAGE), query: patientPageQueryString(query) });
  const result = pageSchema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError(`GET ${doctorLabel(PAGE)}`, { cause: result.error });
  return { rows: result.data.data, total: result.data.total, genders: result.data.facets.Gender, missed: result.data.facets.Missed };
}

const countsSchema = z.object({
  active: z.number().int(),
  archived: z.number().int(),
  pending: z.number().int(),
  locked: z.number().int(),
  children: z.number().int(),
  adults: z.number().int(),
  tested: z.number().int(),
  overdue: z.number().int(),
});
export type PatientCountsRecord = z.infer<typeof countsSchema>;

/** GET /patients/counts: the badges and status toggles. */
export async function readPatientCounts(rest: RestClient, uid: string): Promise<PatientCountsRecord> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, COUNTS) });
  return parseData(countsSchema, answer, `GET ${doctorLabel(COUNTS)}`);
}

// Built once: a zod schema made per call costs more than parsing a small answer with it.
const visitsByPatientSchema = z.record(z.string(), z.array(visitSchema));

/** GET /patients/visits?ids=: the visits of each known patient (lower-case ids), unknown ones absent. */
export async function readVisitsOfPatients(rest: RestClient, uid: string, ids: readonly string[]): Promise<Record<string, VisitRecord[]>> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, VISITS),
    query: { ids: ids.join(',') },
    label: doctorLabel(VISITS),
  });
  return parseData(visitsByPatientSchema, answer, `GET ${doctorLabel(VISITS)}`);
}
