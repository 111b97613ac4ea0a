import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newTokenValue } from './tokens';
import { hashTwoFaCode, newTwoFaCode, sameHash } from './signInFlow';

describe('passwords', () => {
  it('are hashed with argon2id at the OWASP parameters and verified', async () => {
    const hash = await hashPassword('Portal!2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Portal!2026')).toBe(true);
    expect(await verifyPassword(hash, 'portal!2026')).toBe(false);
    expect(await hashPassword('Portal!2026')).not.toBe(hash); // salted
  });

  it('never match a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'Portal!2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Portal!2026')).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('tokens are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newTokenValue();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newTokenValue()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('2FA codes have 6 digits, keep leading zeros, and hash per pending sign-in', () => {
    const codes = Array.from({ length: 200 }, newTwoFaCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(hashTwoFaCode('token-a', '012345')).not.toBe(hashTwoFaCode('token-b', '012345'));
    expect(sameHash(hashTwoFaCode('t', '000001'), hashTwoFaCode('t', '000001'))).toBe(true);
    expect(sameHash(hashTwoFaCode('t', '000001'), hashTwoFaCode('t', '000002'))).toBe(false);
    expect(sameHash('ab', 'abcd')).toBe(false);
  });
});
