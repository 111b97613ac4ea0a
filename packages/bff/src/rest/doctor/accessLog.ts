// GET /eyeCareProviders/{uid}/patients/{id}/accessLog (rest-api CONTRACT.md, issue 15 item 6): who
// opened or changed one of the doctor's patients, newest first.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';

const LABEL = '/patients/{id}/accessLog';

const accessSchema = z.object({
  At: z.coerce.date(),
  Action: z.string(),
  ObjectType: z.string(),
  ActorRole: z.string(),
  ActorFirstName: z.string().nullable(),
  ActorLastName: z.string().nullable(),
});
export type RecordAccessRecord = z.infer<typeof accessSchema>;

export async function readAccessLog(rest: RestClient, uid: string, patientId: string, limit: number): Promise<RecordAccessRecord[]> {
  const path = `/patients/${encodeURIComponent(patientId)}/accessLog`;
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, path), query: { limit }, label: doctorLabel(LABEL) });
  return parseData(z.array(accessSchema), answer, `GET ${doctorLabel(LABEL)}`);
}
