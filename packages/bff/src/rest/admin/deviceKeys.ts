// The REST device keys and health timeline (CONTRACT.md "Device keys and health timeline"): a
// platform admin registers a device (its key in the answer, once), rotates or revokes its key; the
// timeline is read by a platform admin on the admin path, by a site admin on their own.
import { z } from 'zod';
import type { DeviceRegistration } from '@portal/domain/deviceProvisioning';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from '../doctor/doctorPath';
import { adminLabel, adminPath, isoDate, optionalDate, optionalText } from './adminPath';

const REGISTER = '/devices/register';
const devicePath = (id: string, rest: string) => `/devices/${encodeURIComponent(id)}${rest}`;

const issuedKeySchema = z.object({ DeviceStorageID: z.string(), DeviceID: z.string(), Key: z.string(), KeyPrefix: z.string() });
export type IssuedKeyRecord = z.infer<typeof issuedKeySchema>;

/** POST /devices/register: the new device's storage id and its key (the only time it is sent). */
export async function registerDevice(rest: RestClient, uid: string, body: DeviceRegistration): Promise<IssuedKeyRecord> {
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, REGISTER), body });
  return parseData(issuedKeySchema, answer, `POST ${adminLabel(REGISTER)}`);
}

/** POST /devices/{id}/site (the deviceSites extension): the device's site, or none (null). */
export async function setDeviceSite(rest: RestClient, uid: string, id: string, siteId: string | null): Promise<void> {
  const label = adminLabel('/devices/{id}/site');
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, devicePath(id, '/site')), label, body: { SiteStorageID: siteId } });
  parseData(z.object({ Devices: z.array(z.object({ DeviceStorageID: z.string() })) }), answer, `POST ${label}`);
}

/** POST /devices/{id}/rotateKey: a new key; the old one is refused from now on. */
export async function rotateDeviceKey(rest: RestClient, uid: string, id: string): Promise<IssuedKeyRecord> {
  const answer = await rest.call({
    method: 'POST',
    path: adminPath(uid, devicePath(id, '/rotateKey')),
    label: adminLabel('/devices/{id}/rotateKey'),
  });
  return parseData(issuedKeySchema, answer, `POST ${adminLabel('/devices/{id}/rotateKey')}`);
}

/** POST /devices/{id}/revokeKey: no key of the device is accepted any more. */
export async function revokeDeviceKey(rest: RestClient, uid: string, id: string): Promise<void> {
  const answer = await rest.call({
    method: 'POST',
    path: adminPath(uid, devicePath(id, '/revokeKey')),
    label: adminLabel('/devices/{id}/revokeKey'),
  });
  parseData(z.object({ DeviceStorageID: z.string() }), answer, `POST ${adminLabel('/devices/{id}/revokeKey')}`);
}

const timelineEntrySchema = z.object({
  ReportID: z.string(),
  ReceivedAt: isoDate,
  LastRun: isoDate,
  SystemStatus: z.string(),
  ESVersion: optionalText,
  WindowsVersion: optionalText,
  ETFirmwareVersion: optionalText,
  EmitterFirmwareVersion: optionalText,
  TVVersion: optionalText,
  Errors: z.array(z.object({ ErrorDate: isoDate, Error: z.string() })),
});
export type DeviceTimelineRecord = z.infer<typeof timelineEntrySchema>;

const timelinePageSchema = z.object({
  data: z.array(timelineEntrySchema),
  total: z.number().int().nonnegative(),
  LastSeen: optionalDate,
});
export type DeviceTimelinePage = z.infer<typeof timelinePageSchema>;

/**
 * GET /devices/reports?ids=: the same page of the timelines of up to 100 devices, by lower-cased
 * storage id; a device the caller may not see (another site's, for a site admin) is left out.
 */
export async function readDeviceTimelinesOf(
  rest: RestClient,
  uid: string,
  ids: string[],
  page: { limit: number; offset: number },
  asSiteAdmin: boolean,
): Promise<Record<string, DeviceTimelinePage>> {
  const label = asSiteAdmin ? doctorLabel('/devices/reports') : adminLabel('/devices/reports');
  const answer = await rest.call({
    method: 'GET',
    path: asSiteAdmin ? doctorPath(uid, '/devices/reports') : adminPath(uid, '/devices/reports'),
    query: { ids: ids.join(','), limit: String(page.limit), offset: String(page.offset) },
  });
  return parseData(z.record(z.string(), timelinePageSchema), answer, `GET ${label}`);
}
