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
        resultCount
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
        # Progress at a glance as of this visit (domain progressSummary.ts).
        progress {
          measure
          opticalCorrection
          unit
          first {
            ...ReportReading
          }
          best {
            ...ReportReading
          }
          latest {
            ...ReportReading
          }
          change
          direction
          series {
            value
          }
        }
      }
    }
  }

  fragment ReportReading on ProgressReading {
    visitDate
    value
    deviationDirection
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
    # In logMAR, as devices measure it: the report writes it in the patient's unit (the domain's
    # conversion) and draws its bar with the record charts' height (better vision, taller bar).
    ... on ChartVaResult {
      leftEye(unit: LOG_MAR) {
        value
        label
      }
      rightEye(unit: LOG_MAR) {
        value
        label
      }
      binocular(unit: LOG_MAR) {
        value
        label
      }
    }
    # In the device's log units, never converted (domain contrastSensitivity.ts).
    ... on ChartCsResult {
      leftEyeContrast {
        value
        label
      }
      rightEyeContrast {
        value
        label
      }
      binocularContrast {
        value
        label
      }
    }
    # In logMAR, as devices measure it: the report writes it in the patient's unit (the domain's
    # conversion) and draws its bar with the record charts' height (better vision, taller bar).
    ... on AutoVaResult {
      leftEye(unit: LOG_MAR) {
        value
        label
      }
      rightEye(unit: LOG_MAR) {
        value
        label
      }
      binocular(unit: LOG_MAR) {
        value
        label
      }
    }
    # In the device's log units, never converted (domain contrastSensitivity.ts).
    ... on AutoCsResult {
      leftEyeContrast {
        value
        label
      }
      rightEyeContrast {
        value
        label
      }
      binocularContrast {
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

/** One visit's reading of a key measure. */
export interface ReportReading {
  visitDate: string;
  value: number | null;
  deviationDirection: string | null;
}

/** A key measure's course up to the visit (the schema's MeasureProgress). */
export interface ReportProgress {
  measure: string;
  opticalCorrection: 'WITHOUT_GLASSES' | 'WITH_GLASSES';
  unit: 'PRISM_DIOPTRES' | 'ARCSEC' | 'LOG_MAR';
  first: ReportReading;
  best: ReportReading;
  latest: ReportReading;
  change: number | null;
  direction: 'BETTER' | 'WORSE' | 'UNCHANGED';
  series: { value: number | null }[];
}

export interface ReportVisit {
  __typename: 'Visit';
  id: string;
  visitDate: string;
  nextVisit: string | null;
  treatmentDurationMonths: number | null;
  testCount: number;
  resultCount: number;
  patient: {
    fullName: string;
    age: number | null;
    defaultVaScale: string;
    deviceId: string | null;
    personal: { socialId: string | null; birthdate: string | null; gender: string | null };
    visits: { edges: { node: ReportHistoryVisit }[] } | null;
  };
  testResults: ReportResult[];
  progress: ReportProgress[];
}

export interface VisitReportData {
  viewer: { fullName: string; language: string; site: { name: string } | null } | null;
  node: ReportVisit | { __typename: string } | null;
}
