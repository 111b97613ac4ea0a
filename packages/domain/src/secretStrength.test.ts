import { describe, expect, it } from 'vitest';
import { keyWeakness, secretWeakness } from './secretStrength';

describe('a secret setting', () => {
  it('is refused short, of few characters, or one short text repeated', () => {
    expect(secretWeakness('short')).toMatch(/shorter than 16/);
    expect(secretWeakness('aaaaaaaaaaaaaaaaaaaa')).toMatch(/fewer than 8 different/);
    expect(secretWeakness('abcdefgh'.repeat(3))).toMatch(/repeated/);
    expect(secretWeakness('0123456789abcdef0123456789abcdef')).toMatch(/repeated/);
    expect(secretWeakness('k3J9-qPz!t7Vx2Lm')).toBeNull();
  });

  it('refuses a key of all-alike bytes, few values or one short run repeated', () => {
    expect(keyWeakness(new Uint8Array(32))).toMatch(/all its bytes/);
    expect(keyWeakness(new Uint8Array(32).fill(0xab))).toMatch(/all its bytes/);
    expect(keyWeakness(Uint8Array.from({ length: 32 }, (_, i) => i % 4))).toMatch(/fewer than 8/);
    expect(keyWeakness(Uint8Array.from({ length: 32 }, (_, i) => (i % 16) * 7))).toMatch(/repeated/);
    expect(keyWeakness(Uint8Array.from({ length: 32 }, (_, i) => (i * 97 + 13) % 251))).toBeNull();
  });
});
