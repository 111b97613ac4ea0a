// Security headers on every answer: the portal holds health information.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { BotCheckProvider } from '../botCheck/botCheckConfig';

/**
 * Scripts only from this origin (no inline scripts); inline styles are allowed because Chakra
 * (emotion) and GraphiQL inject style elements; fonts and images may be data: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The origins a bot-check widget loads its script from and runs its challenge frame in
 * (reCAPTCHA v3: google.com and gstatic.com; Turnstile: challenges.cloudflare.com). Only the
 * configured provider's origins are allowed, and none without a bot check.
 */
export const BOT_CHECK_ORIGINS: Readonly<Record<BotCheckProvider, readonly string[]>> = {
  none: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/** The policy for a deployment: the strict default, plus the bot-check provider's script and frame origins. */
export function contentSecurityPolicy(botCheckProvider: BotCheckProvider = 'none'): string {
  const origins = BOT_CHECK_ORIGINS[botCheckProvider];
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  const allowed = origins.join(' ');
  return CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => (directive === "script-src 'self'" ? `${directive} ${allowed}` : directive))
    .concat(`frame-src ${allowed}`)
    .join('; ');
}

/** The policy as helmet takes it: each directive's name and its sources. */
export function contentSecurityPolicyDirectives(botCheckProvider: BotCheckProvider = 'none'): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(botCheckProvider)
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
}

/** Browser features the portal never uses; helmet has no option for this header. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** A year, and every subdomain: browsers then refuse plain http to the portal. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
const HSTS_MAX_AGE_SECONDS = 31_536_000;

export interface SecurityHeadersOptions {
  /** The configured bot check (BOT_CHECK_PROVIDER); default 'none'. */
  botCheckProvider?: BotCheckProvider;
  /**
   * HSTS on every answer: the public address (PUBLIC_URL) is https. Without it, only answers to
   * requests that came over https (directly or through a trusted proxy) carry it.
   */
  hsts?: boolean;
}

/**
 * helmet's headers, worked out once: helmet's middleware run against a response that only records
 * them. (@fastify/helmet builds the middleware, its policy parsed anew, on every request.)
 */
function helmetHeaders(options: SecurityHeadersOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options.botCheckProvider) },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * helmet's headers on every answer, 404s and errors included: the CSP above (frame-ancestors
 * 'none'), X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer (create-password links carry a
 * token in the URL: never leak it in a Referer), COOP same-origin, CORP same-origin and helmet's other
 * defaults; plus the Permissions-Policy, and HSTS as `hsts` says.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const hsts = options.hsts ?? false;
  const headers = helmetHeaders({ ...options, hsts });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (!hsts && request.protocol === 'https') void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
