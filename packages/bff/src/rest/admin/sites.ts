// The REST sites area (CONTRACT.md "Provider admin: sites, pending, devices, versions"): read side.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, isoDate, optionalText } from './adminPath';

export const siteSchema = z.object({
  SiteStorageID: z.string(),
  SiteName: z.string(),
  SiteEmail: optionalText,
  SitePhoneNumber: optionalText,
  SiteCountry: optionalText,
  SiteState: optionalText,
  SiteCity: optionalText,
  SiteStreet: optionalText,
  SiteApartment: optionalText,
  SiteZipCode: optionalText,
  BackUpData: z.boolean(),
  AccountStatus: z.number().nullable().optional().default(null),
  Pending: flag,
  NumOfECP: z.number().int(),
  NumOfDevices: z.number().int(),
  LinkedECPs: z.array(z.string()),
  LinkedDevices: z.array(z.string()),
  createdAt: isoDate,
});
export type SiteRecord = z.infer<typeof siteSchema>;

const LIST = '/sites/getAllSites';

/** GET /sites/getAllSites: every site, by name. */
export async function listSites(rest: RestClient, uid: string): Promise<SiteRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST) });
  return parseData(z.array(siteSchema), answer, `GET ${adminLabel(LIST)}`);
}
