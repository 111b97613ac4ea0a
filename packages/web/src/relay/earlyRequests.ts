// A route's query sent ahead of Relay. On the page's first load the browser's six
// connections to the portal (HTTP/1.1) fill with the screen's code, and a query sent once Relay and
// its artifact were in waited behind those chunks: 400-600 ms of the dashboard's first paint on a
// 2-core machine. A route whose query's id and variables are known without Relay (a `@preloadable`
// query's `$parameters` artifact, a few hundred bytes) sends it with the router's first loaders;
// Relay's network layer (fetchGraphQL.ts) then takes that request's response instead of asking again.

/** How long a response sent ahead waits to be taken: its route's loader takes it within moments. */
export const EARLY_RESPONSE_MS = 10_000;

/** What a `@preloadable` query's `$parameters` artifact holds (relay-runtime's PreloadableConcreteRequest). */
export interface PreloadableRequest {
  readonly params: { readonly id?: string | null; readonly name: string };
}

type Variables = Record<string, unknown>;

const early = new Map<string, { response: Promise<Response>; sentAt: number }>();

/**
 * The variables as the server reads them: keys in order, and absent the same as null. Relay sends
 * every declared variable (null when not given), a route's loader only those it sets.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  const entries = Object.entries(value as Variables)
    .filter(([, item]) => item !== null && item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

const keyOf = (id: string, variables: Variables) => `${id} ${canonical(variables)}`;

function forgetStale(now: number) {
  for (const [key, { sentAt }] of early) if (now - sentAt > EARLY_RESPONSE_MS) early.delete(key);
}

/** Keeps the response of a query sent ahead, for the first request of the same document and variables. */
export function keepEarlyResponse(id: string, variables: Variables, response: Promise<Response>, now = Date.now()): void {
  forgetStale(now);
  // A rejection is handled by whoever takes it; one never taken must not be reported as unhandled.
  response.catch(() => undefined);
  early.set(keyOf(id, variables), { response, sentAt: now });
}

/** The response sent ahead for this document and these variables, once; undefined when there is none. */
export function takeEarlyResponse(id: string | null | undefined, variables: Variables, now = Date.now()): Promise<Response> | undefined {
  if (!id || early.size === 0) return undefined;
  forgetStale(now);
  const key = keyOf(id, variables);
  const kept = early.get(key);
  early.delete(key);
  return kept?.response;
}
