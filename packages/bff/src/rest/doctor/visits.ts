// The doctor's visit calls (§7): a patient's visits with their reports and raw test results (one
// call per patient, newest first), the latest visit, and a new visit. Result items keep the §3
// shape here; the resolvers read them with the domain's parseTestResultItem.
import { z } from 'zod';
import type { NewVisitForm } from '@portal/domain/visits';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { isoDate, optionalDate } from '../admin/adminPath';
import { doctorLabel, doctorPath } from './doctorPath';

export const visitReportSchema = z.object({
  VisitReportID: z.union([z.string(), z.number()]).transform(String),
  ProtocolReportFileName: z.string(),
  /** Signed and short-lived; null when the site does not back up data. */
  downloadUrl: z.string().nullable().optional().default(null),
  expiresAt: optionalDate,
});
export type VisitReportRecord = z.infer<typeof visitReportSchema>;

/** §3 Visit as the visit calls answer it. */
export const visitSchema = z.object({
  VisitStorageID: z.union([z.string(), z.number()]).transform(String),
  VisitDate: isoDate,
  NextVisit: optionalDate,
  TreatmentDuration: z.number().nullable().optional().default(null),
  VisitReports: z
    .array(visitReportSchema)
    .nullable()
    .optional()
    .default([])
    .transform((r) => r ?? []),
  /** Items in the §3 shape ({"ACT": "act-1", "OpticalCorrection": "SC", ...}), parsed by the resolvers. */
  TestsResults: z
    .array(z.unknown())
    .nullable()
    .optional()
    .default([])
    .transform((r) => r ?? []),
});
export type VisitRecord = z.infer<typeof visitSchema>;
const visitsSchema = z.array(visitSchema);

const VISITS_LABEL = '/patients/{id}/getVisitsData';
const LAST_LABEL = '/patients/{id}/getLastVisit';
const ADD_LABEL = '/patients/{id}/addNewVisit';
const patientPath = (id: string, rest: string) => `/patients/${encodeURIComponent(id)}${rest}`;

/** GET /patients/{id}/getVisitsData: every visit, newest first; 404 for another doctor's patient. */
export async function getVisitsData(rest: RestClient, uid: string, patientId: string): Promise<VisitRecord[]> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, patientPath(patientId, '/getVisitsData')),
    label: doctorLabel(VISITS_LABEL),
  });
  return parseData(visitsSchema, answer, `GET ${doctorLabel(VISITS_LABEL)}`);
}

/** GET /patients/{id}/getLastVisit: the latest visit, or null before the first. */
export async function getLastVisit(rest: RestClient, uid: string, patientId: string): Promise<VisitRecord | null> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, patientPath(patientId, '/getLastVisit')),
    label: doctorLabel(LAST_LABEL),
  });
  return parseData(visitSchema.nullable(), answer, `GET ${doctorLabel(LAST_LABEL)}`);
}

/** The body of addNewVisit: the checked form, with results in the §3 shape when a device sends them. */
export type NewVisitBody = NewVisitForm & { TestsResults?: unknown[] };

/** POST /patients/{id}/addNewVisit: the stored visit; also sets the patient's NextVisitDate. 409 for a completed patient. */
export async function addNewVisit(rest: RestClient, uid: string, patientId: string, body: NewVisitBody): Promise<VisitRecord> {
  const answer = await rest.call({
    method: 'POST',
    path: doctorPath(uid, patientPath(patientId, '/addNewVisit')),
    body,
    label: doctorLabel(ADD_LABEL),
  });
  return parseData(visitSchema, answer, `POST ${doctorLabel(ADD_LABEL)}`);
}
