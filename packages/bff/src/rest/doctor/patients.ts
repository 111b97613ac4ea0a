// The doctor's patients (§7): the active and archive lists, signup, profile read / edit / delete and
// messages to patients. Bodies are already checked with the domain's patient schemas by the caller.
import { z } from 'zod';
import type { EditPatientForm, NewPatientForm } from '@portal/domain/patients';
import type { PatientsMessage } from '@portal/domain/forms';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { flag, optionalDate, optionalText } from '../admin/adminPath';
import { messagesSentSchema, type MessagesSent } from '../admin/ecps';
import { doctorLabel, doctorPath } from './doctorPath';

const piiSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  SocialID: optionalText,
  Gender: z.number().int().nullable().optional().default(null),
  /** yyyy-mm-dd */
  Birthdate: optionalText,
  Email: optionalText,
  PhoneNumber: optionalText,
  Street: optionalText,
  Apartment: optionalText,
  City: optionalText,
  State: optionalText,
  Country: optionalText,
  ZIPCode: optionalText,
  Notes: optionalText,
});

/** §3 Patient as the ECP calls answer it (list rows and detail alike). */
export const patientSchema = z.object({
  UserStorageID: z.string(),
  DoctorStorageID: z.string(),
  PII: piiSchema,
  Status: z.number().int().optional().default(0),
  AccountStatus: z.number().int(),
  Enabled: flag,
  RemoteTesting: z.boolean().nullable().optional().default(false).transform(Boolean),
  LastVisit: optionalDate,
  FirstVisit: optionalDate,
  NextVisitDate: optionalDate,
  VisitDate: optionalDate,
  LastNotification: optionalDate,
  TermsOfUseSigned: z.boolean().nullable().optional().default(false).transform(Boolean),
  DeviceID: optionalText,
  DateOfActivation: optionalDate,
  TreatmentDuration: z.number().nullable().optional().default(null),
  NumOfVisits: z.number().int().optional().default(0),
  NumOfTests: z.number().int().optional().default(0),
  /** The site's BackUpData: false hides report files in the portal. */
  SiteBackUpData: z
    .boolean()
    .nullable()
    .optional()
    .default(true)
    .transform((v) => v ?? true),
  /** The patient's own VA scale (§3 code), when REST keeps one. */
  DefaultVAUnit: z.number().int().nullable().optional().default(null),
  /** The bundled service's record version (a §7 backend keeps none). */
  Version: z.number().int().optional(),
});
export type PatientRecord = z.infer<typeof patientSchema>;
// Built once: a zod schema made per call costs more than parsing a small answer with it.
const patientsSchema = z.array(patientSchema);

const LIST = '/getallpatients';
const SIGNUP = '/patients/signup';
const MESSAGES = '/patients/sendMessages';
const PROFILE_LABEL = '/patients/{id}/profile';
const profilePath = (id: string) => `/patients/${encodeURIComponent(id)}/profile`;

/** GET /getallpatients: the active list, or with `archive` the completed patients; by last name. */
export async function listPatients(rest: RestClient, uid: string, archive: boolean): Promise<PatientRecord[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, LIST), query: archive ? { archive: 'true' } : undefined });
  return parseData(patientsSchema, answer, `GET ${doctorLabel(LIST)}`);
}

/** POST /patients/signup: a new patient, pending pairing. */
export async function createPatient(rest: RestClient, uid: string, body: NewPatientForm): Promise<PatientRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, SIGNUP), body });
  return parseData(patientSchema, answer, `POST ${doctorLabel(SIGNUP)}`);
}

/** GET /patients/{id}/profile: 404 for an unknown id and for another doctor's patient alike. */
export async function readPatient(rest: RestClient, uid: string, id: string): Promise<PatientRecord> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, profilePath(id)), label: doctorLabel(PROFILE_LABEL) });
  return parseData(patientSchema, answer, `GET ${doctorLabel(PROFILE_LABEL)}`);
}

const PROFILES = '/patients/profiles';

/** GET /patients/profiles?ids=: up to 100 of the doctor's patients at once; unknown ids and others' patients are left out. */
export async function readPatientsById(rest: RestClient, uid: string, ids: string[]): Promise<PatientRecord[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, PROFILES), query: { ids: ids.join(',') } });
  return parseData(patientsSchema, answer, `GET ${doctorLabel(PROFILES)}`);
}

/** The three edits of POST /patients/{id}/profile (§7), with the version the form read when the backend keeps one. */
export type PatientEdit = (EditPatientForm | { AccountStatus: number } | { NextVisitDate: string }) & {
  UserStorageID: string;
  Version?: number;
};

/** POST /patients/{id}/profile: 409 with the REST message for a completed patient, or STALE_VERSION with the patient as saved. */
export async function updatePatient(rest: RestClient, uid: string, id: string, body: PatientEdit): Promise<PatientRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, profilePath(id)), body, label: doctorLabel(PROFILE_LABEL) });
  return parseData(patientSchema, answer, `POST ${doctorLabel(PROFILE_LABEL)}`);
}

const deletedSchema = z.object({ UserStorageID: z.string(), deleted: z.boolean() });

/** DELETE /patients/{id}/profile: the patient with their visits and results. */
export async function deletePatient(rest: RestClient, uid: string, id: string): Promise<z.infer<typeof deletedSchema>> {
  const answer = await rest.call({ method: 'DELETE', path: doctorPath(uid, profilePath(id)), label: doctorLabel(PROFILE_LABEL) });
  return parseData(deletedSchema, answer, `DELETE ${doctorLabel(PROFILE_LABEL)}`);
}

/** POST /patients/sendMessages: the reminder to every named patient, or to none (400 recipients_req). */
export async function sendMessageToPatients(rest: RestClient, uid: string, body: PatientsMessage): Promise<MessagesSent> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, MESSAGES), body });
  return parseData(messagesSentSchema, answer, `POST ${doctorLabel(MESSAGES)}`);
}

const patientMessageSchema = z.object({
  MessageID: z.string(),
  Channel: z.enum(['EMAIL', 'SMS']),
  Body: z.string(),
  SentAt: z.string(),
  Status: z.enum(['QUEUED', 'RETRYING', 'SENT', 'FAILED']),
});
export type PatientMessageRecord = z.infer<typeof patientMessageSchema>;
const messagePageSchema = z.object({ data: z.array(patientMessageSchema), total: z.number().int() });
export type PatientMessagePage = z.infer<typeof messagePageSchema>;

const MESSAGES_OF = '/patients/messages';

/** GET /patients/messages?ids=: the same page of the message history of up to 100 patients, by lower-cased id. */
export async function readPatientMessagesOf(
  rest: RestClient,
  uid: string,
  patientIds: string[],
  page: { limit: number; offset: number },
): Promise<Record<string, PatientMessagePage>> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, MESSAGES_OF),
    query: { ids: patientIds.join(','), limit: page.limit, offset: page.offset },
  });
  return parseData(z.record(z.string(), messagePageSchema), answer, `GET ${doctorLabel(MESSAGES_OF)}`);
}
