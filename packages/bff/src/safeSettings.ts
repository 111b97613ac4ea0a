// Safe by default: the settings the BFF refuses to start with outside demo mode, the warnings it
// logs for risks taken on purpose, and the strict reading of the flags these rules depend on.
import { plainHttpPublicUrlProblem } from '@portal/domain/loopback';

/** An operator's mistake in the environment: the process says which, without a stack trace. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** A yes/no setting: undefined when unset or blank; anything but the known words is refused. */
export function readFlag(value: string | undefined, name: string): boolean | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return undefined;
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  throw new SettingsError(`${name} must be one of ${[...TRUE, ...FALSE].join(', ')} (got "${value}")`);
}

/** PUBLIC_URL: an http(s) origin (a trailing slash dropped); null when unset. */
export function readPublicUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingsError(`PUBLIC_URL must be an http:// or https:// address (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingsError(`PUBLIC_URL must be an http:// or https:// address (got "${value}")`);
  }
  return text.replace(/\/+$/, '');
}

/** Whether the portal's public address is https (so cookies are Secure and HSTS is sent). */
export const isHttpsUrl = (url: string | null | undefined): boolean => !!url && /^https:\/\//i.test(url);

export interface SafetySettings {
  demoMode: boolean;
  /** PUBLIC_URL: the address browsers use; null or absent when not set. */
  publicUrl?: string | null;
  /** COOKIE_SECURE: true forces Secure; false (set on purpose) accepts plain http; undefined follows PUBLIC_URL. */
  cookieSecure?: boolean;
  /** TRUST_PROXY as read (trustProxyFromEnv): a hop count, the proxies' addresses, or false. */
  trustProxy?: boolean | number | string;
}

/**
 * What makes these settings unsafe outside demo mode, one sentence each; empty when they are fine
 * (and always in demo mode). The BFF refuses to start on any.
 */
export function productionProblems(settings: SafetySettings): string[] {
  if (settings.demoMode) return [];
  const problems: string[] = [];
  const plainHttp = plainHttpPublicUrlProblem(settings.publicUrl, settings.cookieSecure === false);
  if (plainHttp) problems.push(plainHttp);
  return problems;
}

/** Risks the operator took on purpose outside demo mode: logged as warnings at start-up. */
export function productionWarnings(settings: SafetySettings): string[] {
  if (settings.demoMode) return [];
  const warnings: string[] = [];
  if (settings.cookieSecure === false) {
    warnings.push(
      isHttpsUrl(settings.publicUrl)
        ? 'COOKIE_SECURE=false is ignored: PUBLIC_URL is https://, so the session cookie is Secure.'
        : 'COOKIE_SECURE=false: the session cookie is not Secure; over plain http:// it travels unencrypted and anyone on the network can take over the session.',
    );
  }
  // With a hop count, a client that reaches the BFF past the proxy writes its own address.
  if (typeof settings.trustProxy === 'number') {
    warnings.push(
      `TRUST_PROXY=${settings.trustProxy} trusts the nearest ${settings.trustProxy === 1 ? 'hop' : 'hops'} whoever they are: a client that reaches the BFF without the proxy chooses its own address in X-Forwarded-For (the sign-in limits then fall back to their per-account ceiling). Keep the BFF reachable through the proxy only, or set TRUST_PROXY to the proxies' addresses or CIDRs.`,
    );
  }
  return warnings;
}

/** The one start-up message for unsafe settings: each problem on its own line. */
export function unsafeSettingsMessage(problems: readonly string[]): string {
  return ['unsafe settings outside demo mode (DEMO_MODE is not 1):', ...problems.map((p) => `  - ${p}`)].join('\n');
}
