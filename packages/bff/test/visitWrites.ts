// Helpers of the patient record's integration tests: visits with §3 result items written through the
// REST addNewVisit call itself (as a device or integrator would, straight to REST so the BFF's call
// counts stay clean), and the GraphQL selections the tests read.
import { demoSession, type DemoSession } from '@portal/rest-api/admin/staffTesting';
import { doctorCall } from '@portal/rest-api/patients/patientsTesting';
import type { Stack } from './stack';

export { item, stereoItem } from './resultItems';

/** The demo doctor's own REST session. */
export const demoDoctorSession = (stack: Stack) => demoSession(stack.rest, 'doctor');

export interface VisitBody {
  VisitDate: string;
  NextVisit: string;
  TreatmentDuration?: number | null;
  TestsResults?: Record<string, unknown>[];
}

/** POST /patients/{id}/addNewVisit as `session`; returns the stored visit. */
export async function addVisitViaRest(stack: Stack, session: DemoSession, patientUid: string, body: VisitBody) {
  const answer = await doctorCall(stack.rest, session, 'POST', `/patients/${patientUid}/addNewVisit`, { TreatmentDuration: 6, ...body });
  if (answer.status !== 200) throw new Error(`addNewVisit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { VisitStorageID: string };
}

/** The whole patient record, as the patient page reads it. */
export const PATIENT_RECORD = /* GraphQL */ `
  query ($id: ID!, $unit: VaScale) {
    node(id: $id) {
      ... on Patient {
        id
        lastVisit
        nextVisitDate
        visitCount
        testCount
        defaultVaScale
        reportsAvailable
        testsAtLastVisit
        lastVisitByTest {
          testType
          lastVisit
        }
        stereoAcuity {
          yMax
          points {
            visitDate
            withoutGlasses {
              outcome
              arcsec
              plotted
            }
            withGlasses {
              outcome
              arcsec
              plotted
            }
          }
        }
        visits(first: 100) {
          totalCount
          edges {
            cursor
            node {
              id
              internalID
              visitDate
              nextVisit
              treatmentDurationMonths
              testCount
              testTypes
              reports {
                fileName
                downloadUrl
                expiresAt
              }
              testResults {
                __typename
                testType
                opticalCorrection
                succeeded
                outcome
                beginTestTime
                ... on ActResult {
                  horizontalDeviation
                  verticalDeviation
                  horizontalDirection
                  verticalDirection
                  intermittent
                  selectedByUser
                }
                ... on CtResult {
                  horizontalDeviation
                  verticalDeviation
                }
                ... on FusionalReserveResult {
                  convergence
                  positiveRecovery
                  divergence
                  negativeRecovery
                }
                ... on ChartVaResult {
                  leftEye(unit: $unit) {
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
                    label
                  }
                }
                ... on ReadingResult {
                  readingRate
                }
                ... on ColorVisionResult {
                  result
                  normal
                }
                ... on Worth4DotResult {
                  description
                }
                ... on StereoAcuityResult {
                  stereoOutcome
                  disparityArcsec
                }
              }
            }
          }
        }
      }
    }
  }
`;
