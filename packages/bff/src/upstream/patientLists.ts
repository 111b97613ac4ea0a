// The doctor's patient lists and their counts on either upstream: the bundled REST service pages
// them in SQL; a §7 backend answers only the whole list (getallpatients), which the BFF pages with
// the domain's one definition of the list (pagePatientsInMemory), reusing it for a few seconds.
import { PATIENT_STATUS_FILTERS, patientPageQuerySchema, patientPageQueryString, type PatientPageQuery } from '@portal/domain/patientList';
import { countPatientsInMemory, pagePatientsInMemory } from '@portal/domain/lists/patientListInMemory';
import type { RestClient } from '../rest/http';
import { readPatientCounts, readPatientPage, type PatientCountsRecord, type PatientPageRecord } from '../rest/doctor/patientPages';
import { listPatients, type PatientRecord } from '../rest/doctor/patients';
import type { UpstreamProfileSource } from './upstreamProfile';
import type { WholeListCache } from './wholeLists';

export interface PatientListSource {
  rest: RestClient;
  upstream: UpstreamProfileSource;
  wholeLists: WholeListCache;
  now: () => Date;
}

/** The doctor's whole active or archived list (a §7 backend's only way to list them), reused briefly. */
export const wholePatientList = (source: PatientListSource, uid: string, archive: boolean): Promise<PatientRecord[]> =>
  source.wholeLists.get(uid, archive ? 'patients:archived' : 'patients:active', () => listPatients(source.rest, uid, archive));

/** The query as REST reads it (defaults, trimming, limits): the same normalisation in memory as in SQL. */
const normalised = (query: Partial<PatientPageQuery>): PatientPageQuery => patientPageQuerySchema.parse(patientPageQueryString(query));

/** A page of the doctor's patients: from the service's paged call, else computed over the whole list. */
export async function patientPageOf(source: PatientListSource, uid: string, query: Partial<PatientPageQuery>): Promise<PatientPageRecord> {
  if (source.upstream.has('pagedLists')) return readPatientPage(source.rest, uid, query);
  const full = normalised(query);
  const page = pagePatientsInMemory(await wholePatientList(source, uid, full.archive), full, source.now());
  return { rows: page.rows, total: page.total, genders: page.genders, missed: page.missed };
}

/**
 * The badges and status toggles as GraphQL reads them. In front of a §7 backend `archived` is a
 * function (the default field resolver calls it): the archive is a second whole list, fetched only
 * when an operation asks for its count, not for every page of the active tab.
 */
export type PatientCounts = Omit<PatientCountsRecord, 'archived'> & { archived: number | (() => Promise<number>) };

/** The badges and status toggles: the service's counts, else each toggle's total over the whole lists. */
export async function patientCountsOf(source: PatientListSource, uid: string): Promise<PatientCounts> {
  if (source.upstream.has('pagedLists')) return readPatientCounts(source.rest, uid);
  const active = await wholePatientList(source, uid, false);
  const now = source.now();
  const totalOf = (status: (typeof PATIENT_STATUS_FILTERS)[number]) => countPatientsInMemory(active, normalised({ status }), now);
  return {
    active: totalOf('ALL'),
    archived: async () => countPatientsInMemory(await wholePatientList(source, uid, true), normalised({ archive: true }), now),
    pending: totalOf('PENDING'),
    locked: totalOf('LOCKED'),
    children: totalOf('CHILDREN'),
    adults: totalOf('ADULTS'),
    tested: totalOf('TESTED'),
    overdue: totalOf('OVERDUE'),
  };
}
