// The REST versions area (CONTRACT.md "Provider admin: sites, pending, devices, versions"): read side.
import { z } from 'zod';
import { VERSION_TYPE_KEYS, type VersionType } from '@portal/domain/enums';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, idsQuery, isoDate, optionalText } from './adminPath';
import type { VersionEdit, VersionForm } from '@portal/domain/forms';

export const versionSchema = z.object({
  SystemVersionID: z.string(),
  VersionType: z.enum(VERSION_TYPE_KEYS as [VersionType, ...VersionType[]]),
  /** The component the type updates (§3 Type: windows, esapp…); searched with the rest. */
  Type: optionalText,
  VersionNO: z.string(),
  VersionURL: z.string(),
  forceUpdate: z.boolean(),
  createdAt: isoDate,
  AdminID: optionalText,
  AdminName: optionalText,
  /** Whether no version of its type has a higher number (§4), computed by the REST service on every read. */
  IsLatest: z.boolean(),
  /** The bundled service's record version, not the software's number (a §7 backend keeps none). */
  Version: z.number().int().optional(),
});
export type VersionRecord = z.infer<typeof versionSchema>;

/** The versions list call, read here by id (`ids`) or paged (`limit`). */
export const VERSIONS_LIST_PATH = '/versions/getAllVersions';
const LIST = VERSIONS_LIST_PATH;

/** GET /versions/getAllVersions?ids=: the versions of `ids` (1 to 100); unknown ids are absent. */
export async function readVersions(rest: RestClient, uid: string, ids: readonly string[]): Promise<VersionRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  return parseData(z.array(versionSchema), answer, `GET ${adminLabel(LIST)}`);
}

// Write side. Bodies are already checked with the domain schemas by the caller.
const ADD = '/versions/addNewVersion';
const EDIT = '/versions/editVersion';

/** POST /versions/addNewVersion (409 'Could not creat version' for an existing type + number). */
export async function addVersion(rest: RestClient, uid: string, body: VersionForm): Promise<VersionRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, ADD), body });
  return parseData(versionSchema, answer, `POST ${adminLabel(ADD)}`);
}

/** POST /versions/editVersion: the form plus SystemVersionID, and the `Version` read (409 when older). */
export async function editVersion(rest: RestClient, uid: string, body: VersionEdit & { Version?: number }): Promise<VersionRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, EDIT), body });
  return parseData(versionSchema, answer, `POST ${adminLabel(EDIT)}`);
}

/** DELETE /versions/{id}. */
export async function deleteVersion(rest: RestClient, uid: string, id: string): Promise<void> {
  const answer = await rest.call({ method: 'DELETE', path: adminPath(uid, `/versions/${encodeURIComponent(id)}`) });
  parseData(z.object({ SystemVersionID: z.string() }), answer, `DELETE ${adminLabel('/versions/{id}')}`);
}
