// Security headers on every answer: the portal holds health information.
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

export interface SecurityHeadersOptions {
  /** The configured bot check (BOT_CHECK_PROVIDER); default 'none'. */
  botCheckProvider?: BotCheckProvider;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  const policy = contentSecurityPolicy(options.botCheckProvider);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    // Create-password links carry a token in the URL: never leak it in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
