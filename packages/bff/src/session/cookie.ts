// The browser session: the REST token in an httpOnly SameSite=Strict cookie, so browser
// JavaScript never sees it. Integrators send `Authorization: Bearer <token>` instead.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

export type TokenSource = 'cookie' | 'bearer';

export interface RequestToken {
  token: string | null;
  source: TokenSource | null;
}

/** The bearer header wins over the cookie: an integrator's explicit token is what they mean. */
export function tokenFromRequest(request: FastifyRequest): RequestToken {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: 'cookie' };
  return { token: null, source: null };
}

/** Writes the session cookie on this request's reply. */
export interface SessionCookieWriter {
  set(token: string): void;
  clear(): void;
}

export function sessionCookieWriter(request: FastifyRequest, reply: FastifyReply, options: { forceSecure: boolean }): SessionCookieWriter {
  // No Max-Age: a browser-session cookie; the REST service's idle expiry governs the session.
  const attributes = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: options.forceSecure || request.protocol === 'https',
  };
  return {
    set: (token) => {
      void reply.setCookie(SESSION_COOKIE, token, attributes);
    },
    clear: () => {
      void reply.clearCookie(SESSION_COOKIE, attributes);
    },
  };
}
