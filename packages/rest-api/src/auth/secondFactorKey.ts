// SECOND_FACTOR_KEY: the 32-byte key that encrypts authenticator-app secrets at rest (AES-256-GCM)
// and keys the hashes of recovery codes (HMAC-SHA-256), so a copy of the database alone yields
// neither. Production must set it (config.ts); a demo with a data directory keeps a generated one
// there, so a restart still reads the secrets it stored.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** 64 hex digits or the base64 (or base64url) of 32 bytes; throws a message naming the setting otherwise. */
export function parseSecondFactorKey(value: string, name = 'SECOND_FACTOR_KEY'): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(text) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))) {
    throw new Error(`${name} must be 32 random bytes as 64 hex digits or base64 (for example: openssl rand -hex 32)`);
  }
  return key;
}

/** The demo's key file under DATA_DIR: read when present, else generated and written (owner-only). */
export function demoSecondFactorKey(dataDir: string): Buffer {
  if (dataDir === 'memory://') return randomBytes(KEY_BYTES);
  const file = path.join(dataDir, 'second-factor.key');
  try {
    return parseSecondFactorKey(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

export interface SecondFactorCrypto {
  /** The stored form of an app's base32 secret, bound to its user (moved to another row, it fails). */
  encryptSecret(userId: string, secret: string): string;
  /** The base32 secret; throws when the stored form was altered or written under another key. */
  decryptSecret(userId: string, stored: string): string;
  /** The stored hash of a (normalised) recovery code, bound to its user. */
  recoveryCodeHash(userId: string, code: string): string;
}

export function createSecondFactorCrypto(masterKey: Buffer): SecondFactorCrypto {
  // Separate keys per use, derived from the one setting.
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `vista-portal ${info}`, KEY_BYTES));
  const secretKey = derive('totp secret');
  const codeKey = derive('recovery code');
  return {
    encryptSecret(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decryptSecret(userId, stored) {
      const [format, payload] = stored.split(':');
      if (format !== FORMAT || !payload) throw new Error('unknown authenticator secret format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', secretKey, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    recoveryCodeHash(userId, code) {
      return createHmac('sha256', codeKey).update(`${userId}:${code}`, 'utf8').digest('hex');
    },
  };
}
