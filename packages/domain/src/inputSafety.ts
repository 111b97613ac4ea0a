// Input that can never be a clinician's text or a real date: refused at every edge (REST bodies,
// queries and ids; GraphQL variables and literals; the forms) with a §5 key, never stored, never
// a 500. PostgreSQL cannot store NUL, a lone surrogate is not UTF-8, bidi overrides make a name
// read as something else ("Trojan Source"), and year 0000 or 9999 breaks dates downstream.
import type { FieldProblem } from './errors';

/** C0 controls and DEL, except tab, line feed and carriage return (notes may hold lines). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidi embeddings, overrides and isolates (LRE..RLO, LRI..PDI); the plain marks LRM/RLM stay allowed. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Characters no stored text may hold: control characters and lone surrogates. */
export const hasUnstorableCharacters = (value: string) => CONTROL.test(value) || LONE_SURROGATE.test(value);

/** Text a person's name, an address or a note may hold: storable and without bidi overrides. */
export const isPlainText = (value: string) => !hasUnstorableCharacters(value) && !BIDI_CONTROL.test(value);

/** The §5 key of text with characters that are not allowed. */
export const TEXT_INVALID_KEY = 'text_invalid';

/** The earliest and latest years of any date the portal stores (birthdates, visits, device runs). */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

/** A yyyy-mm-dd… string whose year lies within [EARLIEST_YEAR, LATEST_YEAR] and that parses. */
export function isPlausibleDate(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  return !Number.isNaN(new Date(value).getTime());
}

/** How deep and how wide the edge looks into a body before calling it malformed. */
const MAX_DEPTH = 32;

/**
 * Every string (and object key) in a request part that holds unstorable characters, as field
 * problems keyed `text_invalid`; `prefix` names the part (body fields keep their own names).
 */
export function unstorableTextProblems(value: unknown, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (problems.length >= 20) return;
    if (typeof node === 'string') {
      if (hasUnstorableCharacters(node)) problems.push({ field: path, key: TEXT_INVALID_KEY });
      return;
    }
    if (!node || typeof node !== 'object' || depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index), depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasUnstorableCharacters(key)) problems.push({ field: path || '(body)', key: TEXT_INVALID_KEY });
      else visit(item, childPath, depth + 1);
    }
  };
  visit(value, prefix, 0);
  return problems;
}
