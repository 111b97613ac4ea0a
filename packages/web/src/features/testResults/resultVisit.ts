// What every result view reads of a visit (§2, §3): its date and its merged results of every
// type. An inline fragment, so the patient record and the visit report select exactly the same
// fields and hand the views the same plain data.
import { graphql, readInlineData } from 'react-relay';
import type { resultVisit_visit$key } from '../../__generated__/resultVisit_visit.graphql';
import type { VisitLike } from './resultSeries';

const resultVisitFragment = graphql`
  fragment resultVisit_visit on Visit @inline {
    id
    visitDate
    testResults {
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
        selectedByUser
      }
      ... on CtResult {
        horizontalDeviation
        horizontalDirection
        verticalDeviation
        verticalDirection
        intermittent
        selectedByUser
      }
      ... on FusionalReserveResult {
        convergence
        positiveRecovery
        divergence
        negativeRecovery
      }
      ... on ChartVaResult {
        # In logMAR: the charts draw better vision higher and label it in the record's unit (domain).
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
        # In the device's log units, never converted: contrast sensitivity has no acuity unit (domain).
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
        # In the device's log units, never converted: contrast sensitivity has no acuity unit (domain).
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
        normal
      }
      ... on Worth4DotResult {
        description
      }
    }
  }
`;

/** A visit as the result views read it. */
export function readResultVisit(visit: resultVisit_visit$key): VisitLike {
  return readInlineData(resultVisitFragment, visit);
}
