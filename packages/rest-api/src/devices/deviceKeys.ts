// Per-device API keys: 32 random bytes (base64url) handed out once, stored only as SHA-256 in
// devices.api_key_hash, the same scheme as users' bearer tokens (src/auth/tokens.ts), beside its
// first characters (key_prefix, to recognise it); revoking clears the hash (migration 019).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { DEVICE_KEY_PREFIX_LENGTH } from '@portal/domain/deviceProvisioning';
import { hashToken, newTokenValue } from '../auth/tokens';

/** The header a device authenticates with: `Authorization: Device <key>`. */
export const DEVICE_AUTH_SCHEME = 'Device';

/** Every refused key gets this one answer, whether it was missing, malformed or unknown. */
export const DEVICE_KEY_REFUSED = 'Device key missing or not recognised';

export const hashDeviceKey = hashToken;

// Compared against when no device has the key, so a miss does the same work as a hit.
const NO_DEVICE_HASH = hashDeviceKey('no device has this key');

export interface KeyedDevice {
  DeviceStorageID: string;
  DeviceID: string;
}

/** A key as issued: the key itself (shown once) and the prefix kept to recognise it. */
export interface IssuedDeviceKey {
  key: string;
  keyPrefix: string;
}

/**
 * Gives the device a new key and returns it: the only time the plain key exists outside the device.
 * Any earlier key stops working at once (its hash is replaced in the same statement). Null when no
 * device has that storage id.
 */
export async function issueDeviceKey(q: Queryable, deviceStorageId: string): Promise<string | null> {
  return (await issueDeviceKeyWithPrefix(q, deviceStorageId))?.key ?? null;
}

/** issueDeviceKey, with the visible prefix the admin sees beside the device from now on. */
export async function issueDeviceKeyWithPrefix(q: Queryable, deviceStorageId: string): Promise<IssuedDeviceKey | null> {
  const key = newTokenValue();
  const keyPrefix = key.slice(0, DEVICE_KEY_PREFIX_LENGTH);
  const updated = await q.query(
    `update devices set api_key_hash = $2, key_prefix = $3, key_issued_at = now(), key_revoked_at = null where id = $1`,
    [deviceStorageId, hashDeviceKey(key), keyPrefix],
  );
  return updated.rowCount > 0 ? { key, keyPrefix } : null;
}

/**
 * Takes the device's key away: from this statement on no key matches the device, so its next
 * report is refused (401) until a new key is issued. False when no device has that storage id.
 */
export async function revokeDeviceKey(q: Queryable, deviceStorageId: string): Promise<boolean> {
  const updated = await q.query(`update devices set api_key_hash = null, key_prefix = null, key_revoked_at = now() where id = $1`, [
    deviceStorageId,
  ]);
  return updated.rowCount > 0;
}

/** The key of `Authorization: Device <key>`, or null. */
export function deviceKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Device\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The device a key belongs to, or null. With `lock` the device row stays locked until the
 * transaction ends, so two reports of one device are recorded one after the other.
 */
export async function findDeviceByKey(q: Queryable, key: string | null, options: { lock?: boolean } = {}): Promise<KeyedDevice | null> {
  if (!key) return null;
  const presented = hashDeviceKey(key);
  const found = await q.query<KeyedDevice & { keyHash: string }>(
    `select id as "DeviceStorageID", device_id as "DeviceID", api_key_hash as "keyHash"
       from devices where api_key_hash = $1 ${options.lock ? 'for update' : ''}`,
    [presented],
  );
  const row = found.rows[0];
  // The lookup is by hash, so its timing tells nothing about the key; the comparison is constant-time anyway.
  const same = timingSafeEqual(Buffer.from(row?.keyHash ?? NO_DEVICE_HASH, 'hex'), Buffer.from(presented, 'hex'));
  return row && same ? { DeviceStorageID: row.DeviceStorageID, DeviceID: row.DeviceID } : null;
}
