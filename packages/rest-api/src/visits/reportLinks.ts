// Short-lived signed download links for visit reports: the token carries the report id and its
// expiry, signed with HMAC-SHA256, so a link works without a session (a browser opens it) but
// cannot be guessed, altered or used after it expires. Nothing is stored per link.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

export interface ReportLinkOptions {
  /** The HMAC key; a random one per process when absent (links then die with the process). */
  secret?: string | null;
  /** Link lifetime in seconds (REPORT_LINK_TTL_SECONDS). */
  ttlSeconds: number;
  /** The URL the token is appended to (REPORT_LINK_BASE_URL), without a trailing slash. */
  baseUrl: string;
  clock: Clock;
}

export interface SignedLink {
  downloadUrl: string;
  expiresAt: Date;
}

export type LinkCheck = { ok: true; reportId: string } | { ok: false; reason: 'invalid' | 'expired' };

export interface ReportLinks {
  sign(reportId: string): SignedLink;
  check(token: string): LinkCheck;
  readonly ttlSeconds: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createReportLinks(options: ReportLinkOptions): ReportLinks {
  const key = options.secret ? Buffer.from(options.secret, 'utf8') : randomBytes(32);
  const mac = (payload: string) => createHmac('sha256', key).update(`report-link.${payload}`).digest();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return {
    ttlSeconds: options.ttlSeconds,
    sign(reportId) {
      const expirySeconds = Math.floor(options.clock.now().getTime() / 1000) + options.ttlSeconds;
      const payload = Buffer.from(`${reportId.toLowerCase()}.${expirySeconds}`, 'utf8').toString('base64url');
      const token = `${payload}.${mac(payload).toString('base64url')}`;
      return { downloadUrl: `${baseUrl}/${token}`, expiresAt: new Date(expirySeconds * 1000) };
    },
    check(token) {
      const [payload, signature, extra] = token.split('.');
      if (extra !== undefined || !payload || !signature || !BASE64URL.test(payload) || !BASE64URL.test(signature)) {
        return { ok: false, reason: 'invalid' };
      }
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const [reportId, expiry] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
      if (!UUID.test(reportId ?? '') || !/^\d{1,12}$/.test(expiry ?? '')) return { ok: false, reason: 'invalid' };
      // Only a genuine link is told it expired; anything else reads as unknown.
      if (options.clock.now().getTime() >= Number(expiry) * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, reportId };
    },
  };
}
