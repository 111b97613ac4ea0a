// The pages a bulk export reads (GET /fhir/Patient/$export): the doctor's patients, active then
// archived (for GET /fhir/Group/{siteId}/$export: the site's, doctorWorkspace.siteRecords), 100 a
// page with their visits and results 25 at a time, through the public schema with the caller's own
// context like $everything (fhirExportQuery.ts). 100 patients × 25 visits stays
// under the query cost limit (security/queryLimits.ts); a page whose patients have more visits is
// read again for the next 25 (visit cursors are offsets, alike for every patient), so a page costs
// a few REST calls (the patients, their visits, the results) per 25 visits, never one per patient.
import { FHIR_RESULT_FRAGMENT, type FhirPatient } from './fhirExportQuery';

/** The two lists of a doctor's patients, in the order the export reads them. */
export const BULK_EXPORT_LISTS = ['patients', 'archivedPatients'] as const;
/** A site export's one list: every patient of the site, of every doctor there (site admins). */
export const SITE_EXPORT_LISTS = ['siteRecords'] as const;
export type BulkExportList = (typeof BULK_EXPORT_LISTS)[number] | (typeof SITE_EXPORT_LISTS)[number];

/** Patients a page: the schema's maximum, so a page is 3 REST calls for 100 patients. */
export const BULK_PAGE_SIZE = 100;

/** Visits a patient a page; the next ones by reading the page again after this many. */
export const BULK_VISITS_PER_PAGE = 25;

export const bulkExportPageQuery = (list: BulkExportList) => /* GraphQL */ `
  query FhirBulkExportPage($after: String, $visitsAfter: String) {
    viewer {
      internalID
      role
    }
    doctorWorkspace {
      ${list}(first: ${BULK_PAGE_SIZE}, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            __typename
            id
            internalID
            firstName
            lastName
            fullName
            deviceId
            personal {
              socialId
              gender
              birthdate
            }
            visits(first: ${BULK_VISITS_PER_PAGE}, after: $visitsAfter) {
              pageInfo {
                hasNextPage
                endCursor
              }
              edges {
                node {
                  id
                  internalID
                  visitDate
                  testResults {
                    ...FhirResult
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  ${FHIR_RESULT_FRAGMENT}
`;

/** Who is asking, before anything is created: a doctor (site admins too) or not. */
export const BULK_EXPORT_VIEWER_QUERY = /* GraphQL */ `
  query FhirBulkExportViewer {
    viewer {
      internalID
      role
    }
  }
`;

export interface BulkExportViewerData {
  viewer: { internalID: string; role: 'ADMIN' | 'SUPER_ADMIN' | 'DOCTOR' } | null;
}

export interface BulkExportPageData extends BulkExportViewerData {
  doctorWorkspace: Partial<
    Record<
      BulkExportList,
      {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: FhirPatient }[];
      } | null
    >
  > | null;
}
