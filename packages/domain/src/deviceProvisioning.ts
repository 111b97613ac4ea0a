// Devices provisioned and followed: who registers a device and holds its key,
// what a registration carries, and when a device counts as offline.
//
// A device key is 32 random bytes (base64url, 43 characters) shown once to the admin who registers
// or rotates it; the portal keeps its SHA-256 and its first DEVICE_KEY_PREFIX_LENGTH characters,
// so a key can be recognised on a device's configuration screen without being stored.
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { DEVICE_REPORT_LIMITS } from './deviceReport';

/** Characters of a key kept in clear to tell keys apart (of 256 random bits, 48 are shown). */
export const DEVICE_KEY_PREFIX_LENGTH = 8;

/**
 * A device is offline once the portal has not received a report from it for more than this many
 * days (a device that never reported counts from its registration). Devices report at least once a
 * day when switched on, so a week covers holidays and a weekend of repairs without false alarms.
 */
export const DEVICE_OFFLINE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Rows of a device's health timeline per page (the web's page; the REST service caps at the max). */
export const DEVICE_TIMELINE_PAGE_SIZE = 10;
export const DEVICE_TIMELINE_MAX_PAGE = 100;

/** When a device was last heard of: its last report's arrival, or its registration when it never reported. */
export interface DeviceSighting {
  /** When the portal received the device's latest report (server time); null when none. */
  LastSeen?: Date | string | null;
  /** When the device was registered. */
  RegisteredAt?: Date | string | null;
}

/**
 * Whether the device has been silent for more than DEVICE_OFFLINE_DAYS as of `now`. Without either
 * time nothing is known, and an unknown device is not counted as offline.
 */
export function isDeviceOffline(device: DeviceSighting, now: Date = new Date()): boolean {
  const since = device.LastSeen ?? device.RegisteredAt;
  if (since === null || since === undefined) return false;
  return new Date(since).getTime() < now.getTime() - DEVICE_OFFLINE_DAYS * DAY_MS;
}

/** The earliest arrival time that is not offline as of `now` (the SQL counter's bound). */
export const offlineBefore = (now: Date) => new Date(now.getTime() - DEVICE_OFFLINE_DAYS * DAY_MS);

/** What an admin gives to register a device: its serial, its site and where it stands. */
export const deviceRegistrationSchema = z.object({
  DeviceID: requiredText('fill_required', DEVICE_REPORT_LIMITS.deviceId),
  SiteStorageID: requiredText('site_req'),
  Location: optionalText(DEVICE_REPORT_LIMITS.location).optional(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;

/** The REST message of a serial that is registered already (409). */
export const DEVICE_SERIAL_TAKEN = 'A device with this serial number is registered already';

/** The REST message of a registration naming a site that does not exist (404). */
export const DEVICE_SITE_UNKNOWN = 'Site not found';

/** The paging of a device's health timeline (newest first). */
export const deviceTimelineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DEVICE_TIMELINE_MAX_PAGE).default(DEVICE_TIMELINE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DeviceTimelineQuery = z.infer<typeof deviceTimelineQuerySchema>;

/** The registration form as registerDevice's input names it, against the REST names above (web form, BFF errors). */
export const DEVICE_REGISTRATION_INPUT_FIELDS = { serialNumber: 'DeviceID', site: 'SiteStorageID', location: 'Location' } as const;
