// Deterministic identifiers for demo data: the same name gives the same UUID on every machine,
// so demo links, tests and screenshots stay stable across fresh installs.
import { createHash, randomBytes } from 'node:crypto';

export function demoId(name: string): string {
  const hex = createHash('sha1').update(`vista-demo:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5'; // version 5 (name-based)
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Time-ordered UUIDs (version 7: the millisecond the generator was made, a 42-bit counter, 32
 * random bits) for bulk-seeded rows. Consecutive ids sort next to each other, so a big seed appends
 * to its primary-key and foreign-key indexes instead of touching a random page of them per row (at
 * 50,000 patients those indexes outgrow PGlite's buffers and random UUIDs made every insert slower).
 * Unique across runs by their time and random bits, like the random ids they replace.
 */
export function timeOrderedIds(startMs: number = Date.now(), firstCount = 0): () => string {
  const time = startMs.toString(16).padStart(12, '0');
  const tail = randomBytes(4).toString('hex');
  let counter = firstCount;
  return () => {
    const n = counter++;
    const high = Math.floor(n / 2 ** 30); // 12 bits after the version digit
    const low = n % 2 ** 30; // 30 bits after the variant
    return `${time.slice(0, 8)}-${time.slice(8)}-7${high.toString(16).padStart(3, '0')}-${(0x8000 | (low >>> 16)).toString(16)}-${(low & 0xffff).toString(16).padStart(4, '0')}${tail}`;
  };
}
