// How PostgreSQL keys and orders the patient lists' text, written once so a list paged in memory
// (the BFF's legacy mode, patientListInMemory.ts) puts rows in the database's order. These rules
// lived only in SQL: the `*_key` columns of the narrow copy (migration 012: lower(last_name),
// lower(first_name), lower(social_id)), its search text (patient_search_text, lower()), and the
// ORDER BY of rest-api patients/patientPages.ts under the databases' C collation. The REST parity
// test (rest-api patients/patientPageParity.int.test.ts) holds both engines (PGlite, PostgreSQL 15)
// to them.

/** The characters whose lower case in a whole JavaScript string differs from lowering each one apart. */
const CONTEXTUAL_LOWER = /[\u0130\u03a3]/;

/**
 * PostgreSQL lower() under the databases' libc C.UTF-8 character type: each code point to its simple
 * lower case (towlower), never more than one. JavaScript's toLowerCase agrees but for two special
 * casings: İ (U+0130) becomes "i̇" (i and a combining dot) instead of "i", and a final capital sigma
 * becomes ς instead of σ. Letters newer than an engine's Unicode tables may still differ (see the
 * parity test's notes): neither JavaScript nor this function can know them.
 */
export function postgresLower(text: string): string {
  if (!CONTEXTUAL_LOWER.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const char of text) lowered += char === '\u0130' ? 'i' : char.toLowerCase();
  return lowered;
}

/** A UTF-16 unit's rank in code point order: U+E000..U+FFFF come before the surrogates of U+10000 and up. */
const codePointRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/**
 * Text order under the databases' C collation (PostgreSQL's C.UTF-8, PGlite's C): by code point, as
 * their UTF-8 bytes compare. So "Z" < "a" < "z" < "é" < "ｚ" < "😀", a prefix before the longer text,
 * and no accent or case folding beyond what the key itself did. Negative, zero or positive.
 */
export function compareCollated(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** The order of uuid values (their 16 bytes): their canonical lower-case text in C order. */
export const compareUuids = (a: string, b: string) => compareCollated(a.toLowerCase(), b.toLowerCase());

/** A sortable value as the SQL holds it: text (C collation), a number (numbers, instants as ms), or null. */
export type SqlSortValue = string | number | null;

/**
 * PostgreSQL's ORDER BY on one key: nulls are larger than any value, so ASC puts them last and DESC
 * (the reverse order) first, as `order by x asc` and `order by x desc` do without NULLS FIRST/LAST.
 */
export function compareSqlValues(a: SqlSortValue, b: SqlSortValue, direction: 'ASC' | 'DESC' = 'ASC'): number {
  let order: number;
  if (a === b) order = 0;
  else if (a === null) order = 1;
  else if (b === null) order = -1;
  else if (typeof a === 'number' && typeof b === 'number') order = a - b;
  else order = compareCollated(String(a), String(b));
  return direction === 'DESC' ? -order : order;
}
