// Password hashing: argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a `const enum` that isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let decoy: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. A missing hash (unknown user, or no password yet)
 * still costs one verification, so timing does not tell which accounts exist.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
