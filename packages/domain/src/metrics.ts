// Who may read GET /metrics, and how both services label what they count. The numbers say how
// busy the portal is and which operations fail: not for the public, so the page answers a
// scraper with the shared token (METRICS_TOKEN) or, without one, a caller on this machine only.
import { isLoopbackAddress } from './loopback';
import { secretWeakness } from './secretStrength';

export const METRICS_PATH = '/metrics';

/** Probes and the scrape itself: polled every few seconds, they would drown the request metrics. */
export const UNMETERED_PATHS: readonly string[] = [METRICS_PATH, '/health', '/ready'];

/** METRICS_TOKEN's least length: it stands alone between the page and anyone who can reach it. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** Why a METRICS_TOKEN value cannot be used, or null when it can. */
export function metricsTokenProblem(token: string): string | null {
  if (token.length < MIN_METRICS_TOKEN_LENGTH) return `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`;
  // It travels in an Authorization header: printable ASCII without spaces.
  if (!/^[\x21-\x7e]+$/.test(token)) return 'METRICS_TOKEN must be printable ASCII without spaces';
  const weakness = secretWeakness(token, MIN_METRICS_TOKEN_LENGTH);
  return weakness ? `METRICS_TOKEN is too weak (${weakness}): use a long random text, for example \`openssl rand -hex 24\`` : null;
}

/** Headers a reverse proxy adds: their presence says the socket's address is the proxy's. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface MetricsRequest {
  /** METRICS_TOKEN, or null when unset. */
  configuredToken: string | null;
  /** The request's headers, names lower-cased (as Node gives them). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The socket's peer address (never X-Forwarded-For, which the caller writes). */
  peerAddress: string | undefined;
}

/**
 * Whether a request may read the metrics: with METRICS_TOKEN set, only `Bearer <token>` does
 * (loopback callers too); without it, only a caller on this machine that no proxy forwarded,
 * since a reverse proxy on the same machine would otherwise lend its loopback address to anyone.
 */
export function mayReadMetrics(request: MetricsRequest): boolean {
  if (request.configuredToken !== null) {
    const authorization = request.headers.authorization;
    const match = typeof authorization === 'string' ? /^Bearer +(\S+) *$/i.exec(authorization) : null;
    return match !== null && sameSecret(match[1], request.configuredToken);
  }
  const forwarded = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && isLoopbackAddress(request.peerAddress);
}

/**
 * String equality whose time depends on the expected secret's length only, not on where the
 * first difference is (the browser bundle has no node:crypto, so no timingSafeEqual here).
 */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  // Past the end of `given`, charCodeAt is NaN, which bitwise operators read as 0.
  for (let i = 0; i < expected.length; i += 1) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** An HTTP status as a label: '2xx', '4xx'... (a label per code would multiply the series). */
export const statusClass = (status: number): string => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');
