// The REST versions area (CONTRACT.md "Provider admin: sites, pending, devices, versions"): read side.
import { z } from 'zod';
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, isoDate, optionalText } from './adminPath';

export const versionSchema = z.object({
  SystemVersionID: z.string(),
  VersionType: z.enum(VERSION_TYPE_KEYS as [VersionType, ...VersionType[]]),
  VersionNO: z.string(),
  VersionURL: z.string(),
  forceUpdate: z.boolean(),
  createdAt: isoDate,
  AdminID: optionalText,
  AdminName: optionalText,
});
export type VersionRecord = z.infer<typeof versionSchema>;

const LIST = '/versions/getAllVersions';

/** GET /versions/getAllVersions: by type, then newest number first. */
export async function listVersions(rest: RestClient, uid: string): Promise<VersionRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST) });
  return parseData(z.array(versionSchema), answer, `GET ${adminLabel(LIST)}`);
}
