// Helpers of the FHIR bulk export integration tests (Patient- and Group-level): the kick-off's
// headers, a request's session cookie, and waiting for an export to end in the database.
import type { BffClient } from './bffClient';
import type { Stack } from './stack';
import { SESSION_COOKIE } from '../src/session/cookie';

/** The headers Bulk Data asks of a kick-off. */
export const KICK_OFF = { accept: 'application/fhir+json', prefer: 'respond-async' };

/** `headers` with `client`'s session cookie (none for null: signed out). */
export const as = (client: BffClient | null, headers: Record<string, string> = {}) => ({
  ...headers,
  ...(client?.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie)}` } : {}),
});

/** Waits for the export in the database, so the REST calls counted are the job's alone; GONE once deleted. */
export async function settled(stack: Stack, id: string) {
  for (let i = 0; i < 600; i += 1) {
    const row = (await stack.rest.db.query<{ status: string }>('select status from bulk_exports where id = $1', [id])).rows[0];
    if (!row || row.status === 'DONE' || row.status === 'FAILED') return row?.status ?? 'GONE';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish');
}
