// Deterministic identifiers for demo data: the same name gives the same UUID on every machine,
// so demo links, tests and screenshots stay stable across fresh installs.
import { createHash } from 'node:crypto';

export function demoId(name: string): string {
  const hex = createHash('sha1').update(`vista-demo:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5'; // version 5 (name-based)
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
