// The data of a visit report's PDF, read through the public schema with the caller's own context:
// the same resolvers, access rules (the doctor's own patient only) and §4/§9 rules as the
// printable page, so the two can never disagree.
export const VISIT_REPORT_QUERY = /* GraphQL */ `
  query VisitReportPdf($id: ID!) {
    viewer {
      fullName
      language
      site {
        name
      }
    }
    node(id: $id) {
      __typename
      ... on Visit {
        id
        visitDate
        nextVisit
        treatmentDurationMonths
        testCount
        patient {
          fullName
          age
          defaultVaScale
          deviceId
          personal {
            socialId
            birthdate
            gender
          }
          # The earlier visits each test is compared with (domain visitComparison.ts).
          visits(first: 100) {
            edges {
              node {
                id
                visitDate
                testResults {
                  ...ReportResult
                }
              }
            }
          }
        }
        testResults {
          ...ReportResult
        }
      }
    }
  }

  fragment ReportResult on TestResult {
    __typename
    testType
    opticalCorrection
    succeeded
    outcome
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
      leftEye {
        value
        label
      }
      rightEye {
        value
        label
      }
      binocular {
        value
        label
      }
    }
    ... on ChartCsResult {
      leftEye {
        value
        label
      }
      rightEye {
        value
        label
      }
      binocular {
        value
        label
      }
    }
    ... on AutoVaResult {
      leftEye {
        value
        label
      }
      rightEye {
        value
        label
      }
      binocular {
        value
        label
      }
    }
    ... on AutoCsResult {
      leftEye {
        value
        label
      }
      rightEye {
        value
        label
      }
      binocular {
        value
        label
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

export interface Acuity {
  value: number;
  label: string;
}

/** One merged result as the query reads it: the common fields and its type's own. */
export interface ReportResult {
  __typename: string;
  testType: string;
  opticalCorrection: 'WITHOUT_GLASSES' | 'WITH_GLASSES';
  succeeded: boolean;
  outcome: string;
  [field: string]: unknown;
}

/** An earlier visit of the patient, as far as the comparison reads it. */
export interface ReportHistoryVisit {
  id: string;
  visitDate: string;
  testResults: ReportResult[];
}

export interface ReportVisit {
  __typename: 'Visit';
  id: string;
  visitDate: string;
  nextVisit: string | null;
  treatmentDurationMonths: number | null;
  testCount: number;
  patient: {
    fullName: string;
    age: number | null;
    defaultVaScale: string;
    deviceId: string | null;
    personal: { socialId: string | null; birthdate: string | null; gender: string | null };
    visits: { edges: { node: ReportHistoryVisit }[] } | null;
  };
  testResults: ReportResult[];
}

export interface VisitReportData {
  viewer: { fullName: string; language: string; site: { name: string } | null } | null;
  node: ReportVisit | { __typename: string } | null;
}
