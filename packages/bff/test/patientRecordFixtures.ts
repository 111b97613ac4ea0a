// Unit-test support for the patient record: a scripted REST client (the signed-in doctor, their
// patient list and each patient's visits in the brief's REST shape) behind the real schema, loaders
// and resolvers, and §3 result items to fill visits with.
import { sessionIdentities } from '../src/session/sessionIdentities';
import { execute, parse } from 'graphql';
import pino from 'pino';
import { REST_ROLES } from '@portal/domain/enums';
import { createLoaders, type BffContext } from '../src/context';
import { toGlobalId } from '../src/graphql/globalId';
import { HttpError, type RestCall, type RestClient } from '../src/rest/http';
import { buildExecutableSchema } from '../src/schema/executableSchema';

export { item, restVisit, stereoItem } from './resultItems';

export const DOCTOR_UID = '11111111-1111-4111-8111-111111111111';
export const PATIENT_UID = '22222222-2222-4222-8222-222222222222';
export const patientGlobalId = toGlobalId('Patient', PATIENT_UID);

export interface ScriptedRest {
  /** The doctor's DefaultVAUnit on GET /users/self. */
  doctorVaUnit: number | null;
  /** Fields over the patient's profile (DefaultVAUnit, SiteBackUpData, ...). */
  patient: Record<string, unknown>;
  /** The patient's visits as GET /patients/visits answers them, newest first. */
  visits: Record<string, unknown>[];
  /** `METHOD path` of every call. */
  calls: string[];
}

function patientRow(overrides: Record<string, unknown>) {
  return {
    UserStorageID: PATIENT_UID,
    DoctorStorageID: DOCTOR_UID,
    PII: { FirstName: 'Luca', LastName: 'Bianchi', Birthdate: '2012-04-01' },
    AccountStatus: 1,
    Enabled: 1,
    ...overrides,
  };
}

function scriptedClient(script: ScriptedRest): RestClient {
  const answer = (call: RestCall): unknown => {
    script.calls.push(`${call.method} ${call.path}`);
    if (call.path === '/users/self') {
      return {
        data: {
          scope: 'session',
          UserStorageID: DOCTOR_UID,
          role: [REST_ROLES.doctor],
          language: 'en',
          TermsOfUseSigned: true,
          profile: {
            FirstName: 'Anna',
            LastName: 'Verdi',
            Email: 'doctor@demo.example',
            TermsOfUseSigned: true,
            Doctor: { isSiteAdmin: false, Profession: 1, DefaultVAUnit: script.doctorVaUnit },
          },
        },
      };
    }
    if (
      call.path.endsWith('/patients/profiles') &&
      String(call.query?.ids ?? '')
        .split(',')
        .includes(PATIENT_UID)
    ) {
      return { data: [patientRow(script.patient)] };
    }
    if (
      call.path.endsWith('/patients/visits') &&
      String(call.query?.ids ?? '')
        .split(',')
        .includes(PATIENT_UID)
    ) {
      return { data: { [PATIENT_UID]: script.visits } };
    }
    throw new HttpError({ status: 404, messages: ['not found'], where: call.path });
  };
  return { call: async (call) => answer(call), calls: 0 } as RestClient;
}

const schema = buildExecutableSchema();

/** Runs `query` as the scripted doctor. */
export async function runAsDoctor(script: ScriptedRest, query: string, variables: Record<string, unknown> = {}) {
  const rest = scriptedClient(script);
  const context = {
    token: 'token',
    tokenSource: null,
    rest,
    loaders: createLoaders(rest),
    identities: sessionIdentities(),
    demoMode: false,
    log: pino({ level: 'silent' }),
    now: () => new Date('2026-06-15T10:00:00Z'),
  } as unknown as BffContext;
  const result = await execute({ schema, document: parse(query), contextValue: context, variableValues: variables });
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  // As a client reads it (DateTime serializes to a Date in-process).
  return JSON.parse(JSON.stringify(result.data)) as any;
}

export const newScript = (overrides: Partial<ScriptedRest> = {}): ScriptedRest => ({
  doctorVaUnit: null,
  patient: {},
  visits: [],
  calls: [],
  ...overrides,
});
