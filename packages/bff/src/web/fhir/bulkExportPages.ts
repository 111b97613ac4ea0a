// Reads a doctor's patients for a bulk export, a page of 100 at a time with all their visits, as
// the caller (their own token, the public schema): see bulkExportQuery.ts for the cost of a page.
import type { ApolloServer } from '@apollo/server';
import type { BffContext } from '../../context';
import { offsetCursor } from '../../graphql/connection';
import { STATUS_BY_CODE, UNEXPECTED, type Failure } from './fhirExportRoute';
import { FHIR_EXPORT_QUERY, type FhirExportData, type FhirPatient, type FhirVisit } from './fhirExportQuery';
import {
  BULK_EXPORT_LISTS,
  BULK_VISITS_PER_PAGE,
  bulkExportPageQuery,
  type BulkExportList,
  type BulkExportPageData,
} from './bulkExportQuery';

/** A GraphQL read that failed, as the FHIR routes answer it. */
export class FhirReadError extends Error {
  constructor(readonly failure: Failure) {
    super(`FHIR read failed: ${failure.issue}`);
    this.name = 'FhirReadError';
  }
}

/** A patient of the export with every visit (newest first, as the schema answers them). */
export interface ExportedPatient {
  patient: FhirPatient;
  visits: FhirVisit[];
}

/** A patient with more visits than this is refused, like $everything's limit (50 pages of 100). */
const MAX_VISITS = 5000;

/**
 * Runs `query` as the caller. Each operation gets loaders of its own: a job lives for many
 * operations, and a loader's cache would otherwise keep every page it ever read.
 */
export function fhirQueryRunner(apollo: ApolloServer<BffContext>, context: BffContext) {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const contextValue: BffContext = { ...context, loaders: context.freshLoaders() };
    const response = await apollo.executeOperation<T>({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new FhirReadError(UNEXPECTED);
    const { errors } = response.body.singleResult;
    if (errors?.length) throw new FhirReadError(STATUS_BY_CODE[String(errors[0].extensions?.code)] ?? UNEXPECTED);
    // As a client reads it: executeOperation hands back scalars unserialised (DateTime as Date).
    return JSON.parse(JSON.stringify(response.body.singleResult.data ?? null)) as T;
  };
}
export type FhirQuery = ReturnType<typeof fhirQueryRunner>;

async function readListPage(run: FhirQuery, list: BulkExportList, after: string | null, visitsAfter: string | null) {
  const data = await run<BulkExportPageData>(bulkExportPageQuery(list), { after, visitsAfter });
  if (!data?.viewer) throw new FhirReadError(STATUS_BY_CODE.UNAUTHENTICATED);
  const page = data.doctorWorkspace?.[list];
  if (data.viewer.role !== 'DOCTOR' || !page) throw new FhirReadError(STATUS_BY_CODE.FORBIDDEN);
  return page;
}

/** The rest of one patient's visits after `read` of them, with $everything's query (the rare fallback). */
async function remainingVisits(run: FhirQuery, patient: FhirPatient, read: number): Promise<FhirVisit[]> {
  const visits: FhirVisit[] = [];
  let after: string | null = offsetCursor(read - 1);
  while (after) {
    if (read + visits.length > MAX_VISITS) throw new FhirReadError({ status: 422, issue: 'too-costly', message: tooManyVisits });
    const data: FhirExportData = await run<FhirExportData>(FHIR_EXPORT_QUERY, { id: patient.id, after });
    // Deleted meanwhile: its visits so far are all there is.
    if (data?.node?.__typename !== 'Patient') return visits;
    const connection = (data.node as FhirPatient).visits;
    visits.push(...(connection?.edges.map((edge) => edge.node) ?? []));
    after = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  }
  return visits;
}

const tooManyVisits = `A record of more than ${MAX_VISITS} visits is not exported at once`;

/**
 * The doctor's patients, active then archived (or with `lists` SITE_EXPORT_LISTS, every patient of
 * their site), a page (up to 100) at a time, each with all their visits.
 */
export async function* exportedPatientPages(
  run: FhirQuery,
  lists: readonly BulkExportList[] = BULK_EXPORT_LISTS,
): AsyncGenerator<ExportedPatient[]> {
  for (const list of lists) {
    let after: string | null = null;
    do {
      const page = await readListPage(run, list, after, null);
      const patients = page.edges.map(({ node }) => ({ patient: node, visits: node.visits?.edges.map((edge) => edge.node) ?? [] }));
      let more = patients.filter(({ patient }) => patient.visits?.pageInfo.hasNextPage);
      // The same page again for the next visits of the patients that have more.
      for (let read = BULK_VISITS_PER_PAGE; more.length > 0; read += BULK_VISITS_PER_PAGE) {
        if (read >= MAX_VISITS) throw new FhirReadError({ status: 422, issue: 'too-costly', message: tooManyVisits });
        const again = await readListPage(run, list, after, offsetCursor(read - 1));
        const byId = new Map(again.edges.map(({ node }) => [node.internalID, node]));
        const still: ExportedPatient[] = [];
        for (const entry of more) {
          const next = byId.get(entry.patient.internalID);
          if (!next) {
            // The list moved (a patient added or removed meanwhile): read this one alone.
            entry.visits.push(...(await remainingVisits(run, entry.patient, read)));
            continue;
          }
          entry.visits.push(...(next.visits?.edges.map((edge) => edge.node) ?? []));
          if (next.visits?.pageInfo.hasNextPage) still.push(entry);
        }
        more = still;
      }
      yield patients;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
  }
}
