// The site admin's REST area (CONTRACT.md, ECP calls for site admins): their own site's ECPs and
// devices, inviting, editing and locking an ECP of the site, and the site's backup flag. The
// answers have the provider-admin shapes, so the same parsers read them.
import { z } from 'zod';
import type { EcpForm } from '@portal/domain/forms';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { ecpSchema, type EcpRecord, type EnabledBody } from '../admin/ecps';
import { fleetSchema, type Fleet } from '../admin/devices';
import { siteSchema, type SiteRecord } from '../admin/sites';
import { doctorLabel, doctorPath } from './doctorPath';

const ECPS = '/getAllECP';
const DEVICES = '/getAllDevices';
const SIGNUP = '/doctors/signup';
const BACKUP = '/site/update';
const profilePath = (id: string) => `/${encodeURIComponent(id)}/profile`;

/** GET /getAllECP: the ECPs of the site admin's own site. */
export async function listSiteEcps(rest: RestClient, uid: string): Promise<EcpRecord[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, ECPS) });
  return parseData(z.array(ecpSchema), answer, `GET ${doctorLabel(ECPS)}`);
}

/** GET /getAllDevices: the devices of the site admin's own site and LastSystemVersion. */
export async function listSiteDevices(rest: RestClient, uid: string): Promise<Fleet> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, DEVICES) });
  const data = parseData(fleetSchema, answer, `GET ${doctorLabel(DEVICES)}`);
  return { devices: data.Devices, latest: data.LastSystemVersion };
}

/** POST /doctors/signup: a new, pending ECP of the caller's own site (REST sets the site). */
export async function createSiteEcp(rest: RestClient, uid: string, body: EcpForm): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, SIGNUP), body });
  return parseData(ecpSchema, answer, `POST ${doctorLabel(SIGNUP)}`);
}

/** POST /{id}/profile: edit, lock or unlock an ECP of the caller's site (404 for any other). */
export async function updateSiteEcp(rest: RestClient, uid: string, id: string, body: EcpForm | EnabledBody): Promise<EcpRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, profilePath(id)), body });
  return parseData(ecpSchema, answer, `POST ${doctorLabel('/{id}/profile')}`);
}

/** POST /site/update: the caller's own site's backup flag; the answer is the stored site. */
export async function setOwnSiteBackup(rest: RestClient, uid: string, backUpData: boolean): Promise<SiteRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, BACKUP), body: { BackUpData: backUpData } });
  return parseData(siteSchema, answer, `POST ${doctorLabel(BACKUP)}`);
}
