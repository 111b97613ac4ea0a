// Optimistic concurrency (many users at once): every record an edit form changes carries a version,
// which the form sends back with its save. A save made from an older version is refused, with the
// record as it is now, so nobody overwrites another's change without seeing it first.
import { z } from 'zod';

/** A record's version as the REST service keeps it: 1 when created, raised by each edit. */
export const recordVersionSchema = z.number().int().min(1).max(2_147_483_647);

/** The version an edit body says it was read at (`Version`), when it says one: absent means "whatever is saved". */
export const expectedVersionSchema = z.object({ Version: recordVersionSchema.optional() });

/** The version named by an edit body, or null when it names none (the write then applies as before). */
export function expectedVersionOf(body: unknown): number | null {
  const parsed = expectedVersionSchema.safeParse(body && typeof body === 'object' ? body : {});
  return parsed.success ? (parsed.data.Version ?? null) : null;
}

/** Why a write was refused as stale (the REST body's `reason`, GraphQL's EditConflictError). */
export const STALE_VERSION = 'STALE_VERSION';

/** Whether a save read at `expected` (null: none named) may overwrite the record saved at `current`. */
export const isCurrentVersion = (expected: number | null, current: number) => expected === null || expected === current;
