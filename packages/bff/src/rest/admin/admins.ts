// The REST admins area (CONTRACT.md "Provider admin: ECPs, admins, messages"): read side.
// Super admins only; the REST service refuses anyone else with 403.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, optionalText } from './adminPath';

export const adminSchema = z.object({
  UserStorageID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: optionalText,
  TwoFA: z.boolean(),
  Enabled: flag,
  Pending: flag,
  role: z.array(z.string()),
});
export type AdminRecord = z.infer<typeof adminSchema>;

const LIST = '/admins/getAllAdmins';

/** GET /admins/getAllAdmins: admins and super admins, by last name. */
export async function listAdmins(rest: RestClient, uid: string): Promise<AdminRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST) });
  return parseData(z.array(adminSchema), answer, `GET ${adminLabel(LIST)}`);
}
