// Test helpers of the ECP calls: doctor sessions (a second clinic included) and patient bodies.
import { GENDERS, REST_ROLES } from '@portal/domain/enums';
import type { TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createAccount, insertDevice, insertSite } from '../seed/records';
import type { DemoSession } from '../admin/staffTesting';

/** Calls `/eyeCareProviders/{uid}{path}` as `session`. */
export const doctorCall = (api: TestRestApi, session: DemoSession, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  call(api, method, `/eyeCareProviders/${session.uid}${path}`, { token: session.token, body });

let counter = 0;

/** A signed-in doctor of a new clinic (with a device, so sign-in ends with a session). */
export async function otherClinicDoctor(api: TestRestApi, name = 'Harbour'): Promise<DemoSession & { siteId: string; email: string }> {
  counter += 1;
  const siteId = await insertSite(api.db, { name: `${name} Vision ${counter}` });
  await insertDevice(api.db, { deviceId: `HB-${counter}-${Date.now()}`, siteId });
  const email = `doctor${counter}@${name.toLowerCase()}.example`;
  const uid = await createAccount(api.db, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Nadia',
    lastName: 'Ferri',
    roles: [REST_ROLES.doctor],
    twoFa: false,
    termsOfUseSigned: true,
    doctor: { siteId },
  });
  const data = await signIn(api, email, DEMO_PASSWORD);
  return { uid, token: data.token, siteId, email };
}

/** A valid new-patient body (flat personal fields) with a fresh e-mail. */
export function patientBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    FirstName: 'Luca',
    LastName: 'Bianchi',
    SocialID: 'BNCLCU10A01F205X',
    Birthdate: '2012-04-01',
    Gender: GENDERS.male,
    Email: `patient${counter}@mail.example`,
    PhoneNumber: '+39 02 555 0123',
    Street: 'Via Roma 1',
    Apartment: '',
    City: 'Milano',
    State: '',
    Country: 'Italy',
    ZIPCode: '20121',
    Notes: '',
    ...overrides,
  };
}

/** Creates a patient through the signup call and returns its §3 detail. */
export async function signUpPatient(api: TestRestApi, session: DemoSession, overrides: Record<string, unknown> = {}) {
  const answer = await doctorCall(api, session, 'POST', '/patients/signup', patientBody(overrides));
  if (answer.status !== 200) throw new Error(`patient signup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { UserStorageID: string; PII: Record<string, unknown> } & Record<string, unknown>;
}

/** A visit of the patient (the ECP visit calls are another issue's); returns its id. */
export async function addVisit(api: TestRestApi, patientId: string, visitDate: Date, treatmentDuration: number | null = null) {
  const result = await api.db.query<{ id: string }>(
    'insert into visits (patient_id, visit_date, treatment_duration) values ($1, $2, $3) returning id',
    [patientId, visitDate, treatmentDuration],
  );
  return result.rows[0].id;
}

/** A stored test result of a visit. */
export async function addResult(
  api: TestRestApi,
  visitId: string,
  type: string,
  values: Record<string, unknown>,
  outcome = 'test succeeded',
  beginTime: Date | null = null,
) {
  await api.db.query(
    `insert into test_results (visit_id, test_type, optical_correction, test_result, begin_test_time, "values")
     values ($1, $2, 'SC', $3, coalesce($5::timestamptz, now()), $4::jsonb)`,
    [visitId, type, outcome, JSON.stringify(values), beginTime],
  );
}
