// The site admin's REST area (CONTRACT.md, ECP calls for site admins): their own site's ECPs and
// devices, inviting, editing and locking an ECP of the site, and the site's backup flag. The
// answers have the provider-admin shapes, so the same parsers read them.
import type { Reauthentication } from '@portal/domain/emailChange';
import { consoleListQueryString, type ConsoleListPage, type ConsoleListQuery } from '@portal/domain/consoleList';
import type { EcpListColumn } from '@portal/domain/consoleLists/ecps';
import type { FleetCounters } from '@portal/domain/deviceStatus';
import type { EcpForm } from '@portal/domain/forms';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { consolePageOf } from '../admin/consolePage';
import { ecpSchema, type EcpRecord, type EnabledBody } from '../admin/ecps';
import { fleetCountersSchema, fleetSchema, type FleetDevice } from '../admin/devices';
import { idsQuery } from '../admin/adminPath';
import { siteSchema, type SiteRecord } from '../admin/sites';
import { doctorLabel, doctorPath } from './doctorPath';

/** A site admin's own site's ECPs (§7's ECP list call). */
export const SITE_ECPS = '/getAllECP';
const ECPS = SITE_ECPS;
const DEVICES = '/getAllDevices';
const DEVICE_COUNTERS = '/getDeviceCounters';
const SIGNUP = '/doctors/signup';
const BACKUP = '/site/update';
const profilePath = (id: string) => `/${encodeURIComponent(id)}/profile`;

/** GET /getAllECP with a page query (CONTRACT.md "Paged console lists"): one page of the own site's ECPs, the total and the facets. */
export async function readSiteEcpsPage(
  rest: RestClient,
  uid: string,
  query: Partial<ConsoleListQuery<EcpListColumn>>,
): Promise<ConsoleListPage<EcpRecord, EcpListColumn>> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, ECPS),
    query: consoleListQueryString(query),
    label: doctorLabel(ECPS),
  });
  return consolePageOf<typeof ecpSchema, EcpListColumn>(answer, ecpSchema, `GET ${doctorLabel(ECPS)}`);
}

/** GET /getAllDevices?ids=: those of the own site's devices (1 to 100); another site's are absent. */
export async function readSiteDevices(rest: RestClient, uid: string, ids: readonly string[]): Promise<FleetDevice[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, DEVICES), query: idsQuery(ids), label: doctorLabel(DEVICES) });
  const data = parseData(fleetSchema, answer, `GET ${doctorLabel(DEVICES)}`);
  return data.Devices.map((device) => ({ device, latest: data.LastSystemVersion }));
}

/** GET /getDeviceCounters: the header counters of the site admin's own site. */
export async function readSiteDeviceCounters(rest: RestClient, uid: string): Promise<FleetCounters> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, DEVICE_COUNTERS) });
  return parseData(fleetCountersSchema, answer, `GET ${doctorLabel(DEVICE_COUNTERS)}`);
}

/** POST /doctors/signup: a new, pending ECP of the caller's own site (REST sets the site). */
export async function createSiteEcp(rest: RestClient, uid: string, body: EcpForm): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, SIGNUP), body });
  return parseData(ecpSchema, answer, `POST ${doctorLabel(SIGNUP)}`);
}

/** POST /{id}/profile: edit, lock or unlock an ECP of the caller's site (404 for any other). */
export async function updateSiteEcp(
  rest: RestClient,
  uid: string,
  id: string,
  body: (EcpForm & Reauthentication) | EnabledBody,
): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, profilePath(id)), body });
  return parseData(ecpSchema, answer, `POST ${doctorLabel('/{id}/profile')}`);
}

/** POST /site/update: the caller's own site's backup flag, with the site's `Version` read (409 when older); the answer is the stored site. */
export async function setOwnSiteBackup(
  rest: RestClient,
  uid: string,
  backUpData: boolean,
  version: { Version?: number } = {},
): Promise<SiteRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, BACKUP), body: { BackUpData: backUpData, ...version } });
  return parseData(siteSchema, answer, `POST ${doctorLabel(BACKUP)}`);
}
