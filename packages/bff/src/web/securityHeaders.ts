// Security headers on every answer: the portal holds health information.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/** The policy as @fastify/helmet takes it: each directive's name and its sources. */
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
 * @fastify/helmet's headers on every answer, 404s and errors included: the CSP above (frame-ancestors
 * 'none'), X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer (create-password links carry a
 * token in the URL: never leak it in a Referer), COOP same-origin, CORP same-origin and helmet's other
 * defaults; plus the Permissions-Policy, and HSTS as `hsts` says.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const hsts = options.hsts ?? false;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options.botCheckProvider) },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!hsts && request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
