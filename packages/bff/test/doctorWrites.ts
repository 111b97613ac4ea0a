// Helpers of the doctor workspace tests: a second clinic's doctor signed in through the BFF, patients
// created through createPatient, and visits, results and flags written straight into storage (the
// visit calls belong to another issue).
import { addResult, addVisit, otherClinicDoctor } from '@portal/rest-api/patients/patientsTesting';
import type { BffClient } from './bffClient';
import { signedInClient } from './adminWrites';
import type { Stack } from './stack';

export { addResult, addVisit };

export const PATIENT_FIELDS = /* GraphQL */ `
  id internalID fullName firstName lastName age category accountStatus locked missedMoreThanThreshold
  lastVisit visitCount testCount treatmentDays daysInTreatment treatmentProgress
  personal { firstName lastName socialId gender birthdate email phoneNumber notes address { street apartment city state country zipCode } }
`;

export const COUNTS = 'active archived pending locked children adults tested';

/** A doctor of a new clinic, signed in through the BFF. */
export async function otherClinicClient(stack: Stack, name = 'Harbour'): Promise<{ client: BffClient; uid: string }> {
  const doctor = await otherClinicDoctor(stack.rest, name);
  return signedInClient(stack, doctor.email);
}

let counter = 0;

/** A valid createPatient input with a fresh e-mail. */
export function patientInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Luca',
    lastName: 'Bianchi',
    birthdate: '2012-04-01',
    gender: 'MALE',
    email: `patient${counter}@mail.example`,
    phoneNumber: '+39 02 555 0123',
    country: 'Italy',
    city: 'Milano',
    ...overrides,
  };
}

const CREATE = /* GraphQL */ `
  mutation ($input: CreatePatientInput!) {
    createPatient(input: $input) {
      patient {
        id
        internalID
      }
      errors {
        __typename
        title
        messages
      }
    }
  }
`;

/** Creates a patient through the BFF; returns its global and storage ids. */
export async function createPatientVia(client: BffClient, overrides: Record<string, unknown> = {}) {
  const input = patientInput(overrides);
  const { body } = await client.gql(CREATE, { input });
  const payload = body.data?.createPatient;
  if (!payload?.patient) throw new Error(`createPatient failed: ${JSON.stringify(body)}`);
  return { id: payload.patient.id as string, uid: payload.patient.internalID as string, email: input.email as string };
}

/** Sets storage columns of a patient the doctor's calls cannot (Enabled, Status) or as a shortcut (account status). */
export async function setPatientColumns(stack: Stack, uid: string, columns: { enabled?: number; status?: number; accountStatus?: number }) {
  if (columns.enabled !== undefined) await stack.rest.db.query('update patients set enabled = $2 where id = $1', [uid, columns.enabled]);
  if (columns.status !== undefined) await stack.rest.db.query('update patients set status = $2 where id = $1', [uid, columns.status]);
  if (columns.accountStatus !== undefined) {
    await stack.rest.db.query('update patients set account_status = $2 where id = $1', [uid, columns.accountStatus]);
  }
}

/**
 * `count` more patients of the doctor `doctorId`, written straight into the REST database (pending
 * pairing, named `${lastNamePrefix} 001`…, e-mail `${tag}1@mail.example`…): lists and exports of many pages.
 */
export async function addPatientsInDatabase(
  stack: Stack,
  doctorId: string,
  count: number,
  { first = 'Bulk', tag = 'bulk', born = '2010-01-01' } = {},
) {
  await stack.rest.db.query(
    `insert into patients (doctor_id, first_name, last_name, birthdate, email, account_status, visit_date, next_visit_date)
     select $1, $2, 'Patient ' || lpad(g::text, 3, '0'), $4::date, $5 || g || '@mail.example', 2, now(), now()
       from generate_series(1, $3::int) g`,
    [doctorId, first, count, born, tag],
  );
}
