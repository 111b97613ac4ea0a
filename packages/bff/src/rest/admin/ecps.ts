// The REST ECP area (CONTRACT.md "Provider admin: ECPs, admins, messages"): read side.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, optionalText } from './adminPath';

export const ecpSchema = z.object({
  UserStorageID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: optionalText,
  SocialID: optionalText,
  Profession: z.number().int().nullable().optional().default(null),
  ProfessionLabel: optionalText,
  MedicalLicense: optionalText,
  Notes: optionalText,
  SiteStorageID: optionalText,
  SiteName: optionalText,
  isSiteAdmin: z.boolean(),
  Pending: flag,
  Enabled: flag,
  DefaultVAUnit: z.number().int().nullable().optional().default(null),
  NumOfPatients: z.number().int().optional().default(0),
});
export type EcpRecord = z.infer<typeof ecpSchema>;

const LIST = '/doctors/getAllECP';

/** GET /doctors/getAllECP: every eye care professional, by last name. */
export async function listEcps(rest: RestClient, uid: string): Promise<EcpRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST) });
  return parseData(z.array(ecpSchema), answer, `GET ${adminLabel(LIST)}`);
}
