// GET /eyeCareProviders/{uid}/patients/accessLog?ids= (rest-api CONTRACT.md): who opened or
// changed up to 100 of the doctor's patients, newest first, in one call (a page of patients asking
// for theirs, or one record's).
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';

const accessSchema = z.object({
  At: z.coerce.date(),
  Action: z.string(),
  ObjectType: z.string(),
  ActorRole: z.string(),
  ActorFirstName: z.string().nullable(),
  ActorLastName: z.string().nullable(),
});
export type RecordAccessRecord = z.infer<typeof accessSchema>;

const BATCH_LABEL = '/patients/accessLog';

/** The access logs of up to 100 of the doctor's patients, by lower-cased id; another doctor's or an unknown one is left out. */
export async function readAccessLogsOf(
  rest: RestClient,
  uid: string,
  patientIds: string[],
  limit: number,
): Promise<Record<string, RecordAccessRecord[]>> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, BATCH_LABEL), query: { ids: patientIds.join(','), limit } });
  return parseData(z.record(z.string(), z.array(accessSchema)), answer, `GET ${doctorLabel(BATCH_LABEL)}`);
}
