// The data of a patient's FHIR export, read through the public schema with the caller's own context:
// the same resolvers, access rules (the doctor's own patient only) and merged results (§4) as the
// patient record and the visit report, so an export never disagrees with what the portal shows.
// Visual acuity is asked for in logMAR whatever the patient's default unit, contrast sensitivity in
// the device's own log value (never converted). Visits come 100 a page.
/** The merged results of a visit as the FHIR export reads them (also the bulk export's). */
export const FHIR_RESULT_FRAGMENT = /* GraphQL */ `
  fragment FhirResult on TestResult {
    __typename
    testType
    opticalCorrection
    succeeded
    outcome
    beginTestTime
    ... on ActResult {
      horizontalDeviation
      horizontalDirection
      verticalDeviation
      verticalDirection
      intermittent
    }
    ... on CtResult {
      horizontalDeviation
      horizontalDirection
      verticalDeviation
      verticalDirection
      intermittent
    }
    ... on FusionalReserveResult {
      convergence
      positiveRecovery
      divergence
      negativeRecovery
    }
    ... on ChartVaResult {
      leftEye(unit: LOG_MAR) {
        value
      }
      rightEye(unit: LOG_MAR) {
        value
      }
      binocular(unit: LOG_MAR) {
        value
      }
    }
    ... on ChartCsResult {
      leftEyeContrast {
        value
      }
      rightEyeContrast {
        value
      }
      binocularContrast {
        value
      }
    }
    ... on AutoVaResult {
      leftEye(unit: LOG_MAR) {
        value
      }
      rightEye(unit: LOG_MAR) {
        value
      }
      binocular(unit: LOG_MAR) {
        value
      }
    }
    ... on AutoCsResult {
      leftEyeContrast {
        value
      }
      rightEyeContrast {
        value
      }
      binocularContrast {
        value
      }
    }
    ... on ReadingResult {
      totalFixations
      percentRegressions
      fixationDurationMs
      readingRate
      textLevel
      readingLanguage
    }
    ... on ColorVisionResult {
      result
    }
    ... on Worth4DotResult {
      description
    }
    ... on StereoAcuityResult {
      stereoOutcome
      disparityArcsec
    }
  }
`;

export const FHIR_EXPORT_QUERY = /* GraphQL */ `
  query FhirPatientEverything($id: ID!, $after: String) {
    viewer {
      internalID
      role
    }
    node(id: $id) {
      __typename
      ... on Patient {
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
        visits(first: 100, after: $after) {
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

  ${FHIR_RESULT_FRAGMENT}
`;

/** One merged result: the common fields and its type's own (absent for other types). */
export interface FhirResult {
  __typename: string;
  testType: string;
  opticalCorrection: 'WITHOUT_GLASSES' | 'WITH_GLASSES';
  succeeded: boolean;
  outcome: string;
  beginTestTime: string;
  horizontalDeviation?: number | null;
  horizontalDirection?: string | null;
  verticalDeviation?: number | null;
  verticalDirection?: string | null;
  intermittent?: boolean | null;
  convergence?: number | null;
  positiveRecovery?: number | null;
  divergence?: number | null;
  negativeRecovery?: number | null;
  leftEye?: { value: number } | null;
  rightEye?: { value: number } | null;
  binocular?: { value: number } | null;
  /** Contrast sensitivity (CHART_CS, AUTO_CS): the device's log value, never converted. */
  leftEyeContrast?: { value: number } | null;
  rightEyeContrast?: { value: number } | null;
  binocularContrast?: { value: number } | null;
  totalFixations?: number | null;
  percentRegressions?: number | null;
  fixationDurationMs?: number | null;
  readingRate?: number | null;
  textLevel?: number | null;
  readingLanguage?: string | null;
  result?: string | null;
  description?: string | null;
  stereoOutcome?: 'MEASURED' | 'NO_STEREO' | 'NO_RESULT' | 'NOT_TAKEN';
  disparityArcsec?: number | null;
}

export interface FhirVisit {
  /** The global id (the visit report PDF's path names it). */
  id: string;
  internalID: string;
  visitDate: string;
  testResults: FhirResult[];
}

export interface FhirPatient {
  __typename: 'Patient';
  id: string;
  internalID: string;
  firstName: string;
  lastName: string;
  fullName: string;
  deviceId: string | null;
  personal: { socialId: string | null; gender: 'MALE' | 'FEMALE' | 'OTHER' | null; birthdate: string | null };
  visits: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: FhirVisit }[];
  } | null;
}

export interface FhirExportData {
  viewer: { internalID: string; role: 'ADMIN' | 'SUPER_ADMIN' | 'DOCTOR' } | null;
  node: FhirPatient | { __typename: string } | null;
}
