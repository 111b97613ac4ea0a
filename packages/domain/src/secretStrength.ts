// Whether a secret setting can protect what it guards (signed report links, encrypted authenticator
// secrets, the metrics endpoint): production refuses one that is short, made of a few characters or
// one short text repeated, and a key whose bytes are all alike. Both services apply the same rules.

/** Why `secret` is too weak, or null: at least `minLength` characters, 8 different ones, and not one short text repeated. */
export function secretWeakness(secret: string, minLength = 16): string | null {
  const chars = [...secret];
  if (chars.length < minLength) return `shorter than ${minLength} characters`;
  if (new Set(chars).size < 8) return 'made of fewer than 8 different characters';
  for (let unit = 1; unit <= chars.length / 2; unit += 1) {
    if (chars.length % unit === 0 && chars.every((c, i) => c === chars[i % unit])) return 'one short text repeated';
  }
  return null;
}

/** Why `key` (random bytes) is too weak, or null: not all alike, at least 8 different byte values, not a short run repeated. */
export function keyWeakness(key: Uint8Array): string | null {
  const bytes = [...key];
  if (new Set(bytes).size === 1) return 'all its bytes are the same';
  if (new Set(bytes).size < 8) return 'made of fewer than 8 different byte values';
  for (let unit = 1; unit <= bytes.length / 2; unit += 1) {
    if (bytes.length % unit === 0 && bytes.every((b, i) => b === bytes[i % unit])) return 'one short run of bytes repeated';
  }
  return null;
}
