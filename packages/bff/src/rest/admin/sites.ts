// The REST sites area (CONTRACT.md "Provider admin: sites, pending, devices, versions"): read side.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath, flag, idsQuery, isoDate, optionalText } from './adminPath';
import type { SiteBackup, SiteForm } from '@portal/domain/forms';
import { siteDeletionQuery, type SiteDevicesChoice } from '@portal/domain/siteDeletion';

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
  /** The bundled service's record version (a §7 backend keeps none). */
  Version: z.number().int().optional(),
});
export type SiteRecord = z.infer<typeof siteSchema>;

/** The sites list call, read here by id (`ids`) or paged (`limit`). */
export const SITES_LIST_PATH = '/sites/getAllSites';
const LIST = SITES_LIST_PATH;

/** GET /sites/getAllSites?ids=: the sites of `ids` (1 to 100), by name; unknown ids are absent. */
export async function readSites(rest: RestClient, uid: string, ids: readonly string[]): Promise<SiteRecord[]> {
  const answer = await rest.call({ method: 'GET', path: adminPath(uid, LIST), query: idsQuery(ids) });
  return parseData(z.array(siteSchema), answer, `GET ${adminLabel(LIST)}`);
}

// Write side. Bodies are already checked with the domain schemas by the caller.
const SIGNUP = '/site/signup';
const BACKUP = '/site/update';

/** POST /site/signup: a new site (409 'Site Name must be unique'). */
export async function createSite(rest: RestClient, uid: string, body: SiteForm): Promise<SiteRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, SIGNUP), body });
  return parseData(siteSchema, answer, `POST ${adminLabel(SIGNUP)}`);
}

/** POST /sites/{id}/profile: the site form (a body without BackUpData keeps the stored flag); `Version`: the one read (409 when older). */
export async function updateSite(
  rest: RestClient,
  uid: string,
  id: string,
  body: Partial<SiteForm> & { Version?: number },
): Promise<SiteRecord> {
  const path = `/sites/${encodeURIComponent(id)}/profile`;
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, path), body });
  return parseData(siteSchema, answer, `POST ${adminLabel('/sites/{id}/profile')}`);
}

/** POST /site/update: only the backup flag (and the `Version` read); the answer is the stored site. */
export async function setSiteBackup(rest: RestClient, uid: string, body: SiteBackup & { Version?: number }): Promise<SiteRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, BACKUP), body });
  return parseData(siteSchema, answer, `POST ${adminLabel(BACKUP)}`);
}

const deletedSiteSchema = z.object({
  SiteStorageID: z.string(),
  DeletedECPs: z.array(z.string()),
  /** The bundled service's: the devices moved or left without a site (a §7 backend names none). */
  MovedDevices: z.array(z.string()).default([]),
});

/**
 * DELETE /sites/{id}: the site and its ECPs (409 'Could not delete site' while an ECP has patients).
 * `choice`: where its devices go, sent only to a backend with the deviceSites extension (409 without
 * one while the site has devices).
 */
export async function deleteSite(
  rest: RestClient,
  uid: string,
  id: string,
  choice: SiteDevicesChoice | null = null,
): Promise<z.infer<typeof deletedSiteSchema>> {
  const query = siteDeletionQuery(choice);
  const answer = await rest.call({
    method: 'DELETE',
    path: adminPath(uid, `/sites/${encodeURIComponent(id)}`),
    ...(Object.keys(query).length > 0 ? { query } : {}),
  });
  return parseData(deletedSiteSchema, answer, `DELETE ${adminLabel('/sites/{id}')}`);
}
