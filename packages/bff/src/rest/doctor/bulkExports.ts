// /eyeCareProviders/{uid}/bulkExports (rest-api CONTRACT.md "Bulk exports"): the FHIR Bulk Data
// export of the doctor's patients, kept by the REST service so any BFF instance answers its status
// and files, and written by the one instance that claimed it.
import { z } from 'zod';
import { BULK_EXPORT_STATUSES, BULK_EXPORT_TYPES, type BulkExportChunk, type BulkExportType } from '@portal/domain/bulkExport';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';

const recordSchema = z.object({
  BulkExportID: z.string(),
  Status: z.enum(BULK_EXPORT_STATUSES),
  Types: z.array(z.enum(BULK_EXPORT_TYPES)),
  PatientsTotal: z.number().int().nonnegative(),
  PatientsDone: z.number().int().nonnegative(),
  CreatedAt: z.string(),
  StartedAt: z.string().nullable(),
  FinishedAt: z.string().nullable(),
  Error: z.string().nullable(),
  SiteID: z.string().nullable(),
  Files: z.array(
    z.object({
      Type: z.enum(BULK_EXPORT_TYPES),
      Count: z.number().int().nonnegative(),
      // The files of a type (BULK_EXPORT_FILE_RESOURCES or so each); an older REST service sends none.
      Parts: z.array(z.object({ Part: z.number().int().positive(), Count: z.number().int().nonnegative() })).default([]),
    }),
  ),
});
export type BulkExportState = z.infer<typeof recordSchema>;

const ONE = '/bulkExports/{id}';
const one = (uid: string, id: string, rest = '') => doctorPath(uid, `/bulkExports/${encodeURIComponent(id)}${rest}`);

/** A new export of the doctor's patients, or with `siteId` of every patient of that site (its site admins). */
export async function createBulkExport(
  rest: RestClient,
  uid: string,
  types: readonly BulkExportType[],
  siteId: string | null = null,
): Promise<BulkExportState> {
  const body = siteId === null ? { Types: types } : { Types: types, SiteID: siteId };
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, '/bulkExports'), body });
  return parseData(recordSchema, answer, `POST ${doctorLabel('/bulkExports')}`);
}

/** The export as it stands; 404 (HttpError) for an unknown id and another doctor's export alike. */
export async function readBulkExport(rest: RestClient, uid: string, id: string): Promise<BulkExportState> {
  return parseData(recordSchema, await rest.call({ method: 'GET', path: one(uid, id) }), `GET ${doctorLabel(ONE)}`);
}

export async function claimBulkExport(rest: RestClient, uid: string, id: string, instance: string): Promise<BulkExportState> {
  const answer = await rest.call({ method: 'POST', path: one(uid, id, '/claim'), body: { Instance: instance } });
  return parseData(recordSchema, answer, `POST ${doctorLabel(`${ONE}/claim`)}`);
}

/** 409 (HttpError) once the instance lost its lease; 404 once the export is cancelled. */
export async function appendBulkExportChunk(rest: RestClient, uid: string, id: string, chunk: BulkExportChunk): Promise<BulkExportState> {
  const answer = await rest.call({ method: 'POST', path: one(uid, id, '/chunks'), body: chunk });
  return parseData(recordSchema, answer, `POST ${doctorLabel(`${ONE}/chunks`)}`);
}

export async function finishBulkExport(
  rest: RestClient,
  uid: string,
  id: string,
  finish: { Instance: string; Status: 'DONE' | 'FAILED'; Error?: string | null },
): Promise<BulkExportState> {
  const answer = await rest.call({ method: 'POST', path: one(uid, id, '/finish'), body: finish });
  return parseData(recordSchema, answer, `POST ${doctorLabel(`${ONE}/finish`)}`);
}

/** Cancels: REST deletes the export and its files. */
export async function deleteBulkExport(rest: RestClient, uid: string, id: string): Promise<void> {
  await rest.call({ method: 'DELETE', path: one(uid, id) });
}

/**
 * A finished export's file of `type` as NDJSON, or with `part` one of its files, streamed from REST
 * (a practice's file runs to gigabytes). REST records the download in the audit trail first.
 */
export function openBulkExportFile(
  rest: RestClient,
  uid: string,
  id: string,
  type: BulkExportType,
  part: number | null = null,
): Promise<NodeJS.ReadableStream> {
  return rest.stream({ method: 'GET', path: one(uid, id, `/files/${type}${part === null ? '' : `?part=${part}`}`) });
}
