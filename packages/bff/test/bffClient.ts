// A GraphQL client for tests that handles the session cookie itself, like a browser would.
import { SESSION_COOKIE } from '../src/session/cookie';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags map to true. */
  attributes: Record<string, string | true>;
  /** Whether this Set-Cookie deletes the cookie. */
  cleared: boolean;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...parts] = header.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const i = part.indexOf('=');
    if (i === -1) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, i).toLowerCase()] = part.slice(i + 1);
  }
  const value = decodeURIComponent(pair.slice(eq + 1));
  const expires = typeof attributes.expires === 'string' ? Date.parse(attributes.expires) : Number.NaN;
  const cleared = value === '' || attributes['max-age'] === '0' || (!Number.isNaN(expires) && expires <= Date.now());
  return { name: pair.slice(0, eq), value, attributes, cleared };
}

export interface GqlResponse<T = any> {
  status: number;
  body: { data?: T; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
  text: string;
  headers: Headers;
  setCookies: SetCookie[];
  /** The session cookie this response set or cleared, if any. */
  sessionCookie: SetCookie | undefined;
}

export class BffClient {
  /** The session cookie's value, as the browser would keep it. */
  cookie: string | null = null;
  /** An integrator's token, sent as `Authorization: Bearer`. */
  bearer: string | null = null;

  constructor(readonly url: string) {}

  async gql<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GqlResponse<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(this.cookie)}` } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    const sessionCookie = setCookies.find((c) => c.name === SESSION_COOKIE);
    if (sessionCookie) this.cookie = sessionCookie.cleared ? null : sessionCookie.value;
    return { status: response.status, body: JSON.parse(text), text, headers: response.headers, setCookies, sessionCookie };
  }
}
