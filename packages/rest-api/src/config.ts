// Settings from the environment (see the issue: REST_PORT, DATA_DIR, DATABASE_URL, SMTP_URL...).
import { plainHttpPublicUrlProblem } from '@portal/domain/loopback';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDLE_TIMEOUT_MINUTES, SESSION_MAX_HOURS } from '@portal/domain/constants';
import { DEFAULT_MAIL_FROM } from './mail/mailer';
import { reportStoreKindFromEnv, type ReportStoreKind } from './visits/reportStorage';
import { parseSecondFactorKey } from './auth/secondFactorKey';
import { keyWeakness, secretWeakness } from '@portal/domain/secretStrength';
import { adminFormSchema } from '@portal/domain/forms';
import { metricsTokenProblem } from '@portal/domain/metrics';
import { OUTBOX_LEASE_MS } from '@portal/domain/outbox';
import { parseTrustedForwarders } from './http/forwarders';

/** The repository root: relative DATA_DIR values are resolved against it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RestConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  /** COOKIE_SECURE=false: a plain-http PUBLIC_URL on another machine is run on purpose (as the BFF reads it). */
  plainHttpOnPurpose: boolean;
  /** Demo conveniences (the dev outbox, the demo seed): only with DEMO_MODE=1, whatever NODE_ENV says. */
  demoMode: boolean;
  /** Seed the demo data once (SEED_DEMO; default: demoMode). Refused outside demo mode. */
  seedDemo: boolean;
  /** How many patients the demo doctor gets when the demo data is first seeded (SEED_PATIENTS). */
  seedPatients: number;
  logLevel: string;
  /** Where visit report files live (REPORTS_DIR; default `${dataDir}/reports`; 'memory://' keeps them in memory). */
  reportsDir: string;
  /**
   * The report store (REPORT_STORE): 'database' (the default with DATABASE_URL unless REPORTS_DIR is
   * set; files left in reportsDir are moved in at start) or 'files' (reportsDir). visits/reportStorage.ts.
   */
  reportStore: ReportStoreKind;
  /**
   * HMAC key of report download links (REPORT_LINK_SECRET); null: a random key per process, which
   * only demo mode accepts (links would break across instances and restarts).
   */
  reportLinkSecret: string | null;
  /** How long a report download link works (REPORT_LINK_TTL_SECONDS, default 300). */
  reportLinkTtlSeconds: number;
  /**
   * The URL a browser opens, the token appended after a slash (REPORT_LINK_BASE_URL). Default
   * `${publicUrl}/api/v1/webapp/reports`: the portal origin, which must forward that path to this service.
   */
  reportLinkBaseUrl: string;
  /** Session idle time in minutes (SESSION_IDLE_MINUTES, default 40) and maximum lifetime in hours (SESSION_MAX_HOURS, default 12). */
  sessions: { idleMinutes: number; maxHours: number };
  /** The SMS provider over HTTP (SMS_URL, SMS_FROM, SMS_ACCOUNT, SMS_TOKEN); null: text messages stay in the outbox. */
  sms: { url: string; from: string; account: string | null; token: string | null } | null;
  /** How often the outbox worker looks for due messages, in ms (OUTBOX_POLL_MS, default 1000). */
  outboxPollMs: number;
  /**
   * How long a worker holds a claimed message before another may take it over, in ms
   * (OUTBOX_LEASE_MS, default 2 minutes: longer than a delivery's own time limits).
   */
  outboxLeaseMs: number;
  /**
   * The key that encrypts authenticator-app secrets and keys recovery-code hashes (SECOND_FACTOR_KEY,
   * 32 bytes as hex or base64); null: demo mode keeps a generated one under DATA_DIR (main.ts).
   */
  secondFactorKey: Buffer | null;
  /** Why SECOND_FACTOR_KEY could not be read, when it was set but is not 32 bytes in hex or base64. */
  secondFactorKeyProblem: string | null;
  /**
   * The first super admin a start creates when none exists (ADMIN_EMAIL, ADMIN_FIRST_NAME,
   * ADMIN_LAST_NAME; admin/firstSuperAdmin.ts); null without ADMIN_EMAIL.
   */
  firstSuperAdmin: { email: string; firstName: string; lastName: string } | null;
  /**
   * How long SIGTERM keeps serving with /ready at 503 before it stops accepting, in ms
   * (SHUTDOWN_DELAY_MS; default 5000 outside demo mode, 0 in it).
   */
  shutdownDelayMs: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); null: /metrics answers callers on this machine only. */
  metricsToken: string | null;
  /**
   * Besides callers on this machine, the addresses (IPs or CIDR ranges) whose forwarded headers
   * (the browser's address and User-Agent, the request id) are believed: where the BFFs, or a
   * balancer in front of the REST instances, run elsewhere (TRUST_FORWARDED_FROM).
   */
  trustForwardedFrom: string[];
}

const TRUE = ['1', 'true', 'on', 'yes'];
const FALSE = ['0', 'false', 'off', 'no'];

export function parseFlag(value: string | undefined, fallback: boolean, name = 'flag'): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  throw new Error(`${name} must be one of ${[...TRUE, ...FALSE].join(', ')} (got "${value}")`);
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (got "${value}")`);
  return port;
}

function parseCount(value: string | undefined, fallback: number, name: string, max = 1_000_000): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be a whole number from 1 to ${max} (got "${value}")`);
  return n;
}

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  // Safe by default: demo mode only when asked for, never because NODE_ENV is not exactly 'production'.
  const demoMode = parseFlag(env.DEMO_MODE, false, 'DEMO_MODE');
  const dataDir = env.DATA_DIR?.trim() || 'data';
  const resolvedDataDir = dataDir === 'memory://' ? dataDir : path.resolve(REPO_ROOT, dataDir);
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || '4000'}`).replace(/\/+$/, '');
  const reportsDir = env.REPORTS_DIR?.trim() || (resolvedDataDir === 'memory://' ? 'memory://' : path.join(resolvedDataDir, 'reports'));
  // A weak or unreadable secret is a start-up problem listed with the others (productionProblems), not a stop on its own.
  const reportLinkSecret = blankToNull(env.REPORT_LINK_SECRET);
  const secondFactorKeyText = blankToNull(env.SECOND_FACTOR_KEY);
  let secondFactorKey: Buffer | null = null;
  let secondFactorKeyProblem: string | null = null;
  try {
    secondFactorKey = secondFactorKeyText === null ? null : parseSecondFactorKey(secondFactorKeyText);
  } catch (error) {
    secondFactorKeyProblem = (error as Error).message;
  }
  return {
    port: parsePort(env.REST_PORT, 4100, 'REST_PORT'),
    host: env.REST_HOST?.trim() || '127.0.0.1',
    dataDir: resolvedDataDir,
    databaseUrl: blankToNull(env.DATABASE_URL),
    smtpUrl: blankToNull(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    publicUrl,
    plainHttpOnPurpose: ['0', 'false', 'no', 'off'].includes(env.COOKIE_SECURE?.trim().toLowerCase() ?? ''),
    demoMode,
    seedDemo: parseFlag(env.SEED_DEMO, demoMode, 'SEED_DEMO'),
    seedPatients: parseCount(env.SEED_PATIENTS, 50, 'SEED_PATIENTS'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    reportsDir: reportsDir === 'memory://' ? reportsDir : path.resolve(REPO_ROOT, reportsDir),
    reportStore: reportStoreKindFromEnv(env),
    reportLinkSecret,
    reportLinkTtlSeconds: parseCount(env.REPORT_LINK_TTL_SECONDS, 300, 'REPORT_LINK_TTL_SECONDS', 86_400),
    reportLinkBaseUrl: (env.REPORT_LINK_BASE_URL?.trim() || `${publicUrl}/api/v1/webapp/reports`).replace(/\/+$/, ''),
    sessions: sessionSettingsFromEnv(env),
    sms: smsSettingsFromEnv(env),
    outboxPollMs: parseCount(env.OUTBOX_POLL_MS, 1000, 'OUTBOX_POLL_MS', 60_000),
    outboxLeaseMs: parseCount(env.OUTBOX_LEASE_MS, OUTBOX_LEASE_MS, 'OUTBOX_LEASE_MS', 3_600_000),
    secondFactorKey,
    secondFactorKeyProblem,
    firstSuperAdmin: firstSuperAdminFromEnv(env),
    shutdownDelayMs: parseDelay(env.SHUTDOWN_DELAY_MS, demoMode ? 0 : 5_000, 'SHUTDOWN_DELAY_MS'),
    metricsToken: metricsTokenFromEnv(env),
    trustForwardedFrom: parseTrustedForwarders(env.TRUST_FORWARDED_FROM),
  };
}

/** METRICS_TOKEN: null when unset; refused when too short to stand alone (domain/metrics.ts). */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = blankToNull(env.METRICS_TOKEN);
  if (token === null) return null;
  const problem = metricsTokenProblem(token);
  if (problem) throw new Error(problem);
  return token;
}

function parseDelay(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`${name} must be a whole number of milliseconds from 0 to 600000 (got "${value}")`);
  return ms;
}

/** ADMIN_EMAIL (a valid address) with optional ADMIN_FIRST_NAME and ADMIN_LAST_NAME (default "Super" "Admin"). */
export function firstSuperAdminFromEnv(env: NodeJS.ProcessEnv): RestConfig['firstSuperAdmin'] {
  const email = blankToNull(env.ADMIN_EMAIL);
  const firstName = blankToNull(env.ADMIN_FIRST_NAME);
  const lastName = blankToNull(env.ADMIN_LAST_NAME);
  if (email === null) {
    if (firstName || lastName) throw new Error("ADMIN_FIRST_NAME and ADMIN_LAST_NAME need ADMIN_EMAIL (the first super admin's address)");
    return null;
  }
  const form = adminFormSchema.pick({ Email: true, FirstName: true, LastName: true }).safeParse({
    Email: email,
    FirstName: firstName ?? 'Super',
    LastName: lastName ?? 'Admin',
  });
  if (!form.success)
    throw new Error(
      `ADMIN_EMAIL, ADMIN_FIRST_NAME and ADMIN_LAST_NAME must be a valid e-mail address and names (${form.error.issues.map((i) => i.path.join('.')).join(', ')} refused)`,
    );
  return { email: form.data.Email, firstName: form.data.FirstName, lastName: form.data.LastName };
}

/**
 * SESSION_IDLE_MINUTES (1 to 1440, default 40) and SESSION_MAX_HOURS (1 to 168, default 12). The
 * maximum lifetime must be longer than the idle time.
 */
export function sessionSettingsFromEnv(env: NodeJS.ProcessEnv): { idleMinutes: number; maxHours: number } {
  const idleMinutes = parseCount(env.SESSION_IDLE_MINUTES, IDLE_TIMEOUT_MINUTES, 'SESSION_IDLE_MINUTES', 24 * 60);
  const maxHours = parseCount(env.SESSION_MAX_HOURS, SESSION_MAX_HOURS, 'SESSION_MAX_HOURS', 7 * 24);
  if (maxHours * 60 <= idleMinutes)
    throw new Error(`SESSION_MAX_HOURS (${maxHours} h) must be longer than SESSION_IDLE_MINUTES (${idleMinutes} min)`);
  return { idleMinutes, maxHours };
}

/**
 * SMS_URL (http or https) with SMS_FROM (required with it) and SMS_ACCOUNT/SMS_TOKEN (basic
 * authentication: both or neither). Null without SMS_URL.
 */
export function smsSettingsFromEnv(env: NodeJS.ProcessEnv): RestConfig['sms'] {
  const url = blankToNull(env.SMS_URL);
  const from = blankToNull(env.SMS_FROM);
  const account = blankToNull(env.SMS_ACCOUNT);
  const token = blankToNull(env.SMS_TOKEN);
  if (url === null) {
    if (from || account || token) throw new Error('SMS_FROM, SMS_ACCOUNT and SMS_TOKEN need SMS_URL (the provider to post messages to)');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMS_URL must be an http or https URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('SMS_URL must be an http or https URL');
  if (from === null) throw new Error('SMS_FROM is required with SMS_URL: the sender number or id the provider sends from');
  if ((account === null) !== (token === null)) throw new Error('SMS_ACCOUNT and SMS_TOKEN go together: set both or neither');
  return { url, from, account, token };
}

/**
 * What makes these settings unsafe outside demo mode, one sentence each; empty when they are fine
 * (and always in demo mode). The service refuses to start on any.
 */
export function productionProblems(
  config: Pick<RestConfig, 'demoMode' | 'seedDemo' | 'reportLinkSecret' | 'secondFactorKey' | 'secondFactorKeyProblem'> &
    Partial<Pick<RestConfig, 'publicUrl' | 'plainHttpOnPurpose'>>,
): string[] {
  const problems: string[] = [];
  // Unreadable or too short for its own check, in any mode: every problem is listed at once.
  if (config.secondFactorKeyProblem) problems.push(config.secondFactorKeyProblem);
  if (config.reportLinkSecret !== null && config.reportLinkSecret.length < 16)
    problems.push('REPORT_LINK_SECRET must be at least 16 characters.');
  if (config.demoMode) return problems;
  if (config.seedDemo) {
    problems.push(
      'SEED_DEMO is on outside demo mode: it would create the demo accounts, whose password is published. Unset it, or set DEMO_MODE=1 for a demo.',
    );
  }
  if (config.reportLinkSecret === null) {
    problems.push(
      'REPORT_LINK_SECRET is not set: report download links must be signed with one key (at least 16 characters) that every instance shares and that outlives restarts.',
    );
  } else {
    const weakness = config.reportLinkSecret.length < 16 ? null : secretWeakness(config.reportLinkSecret);
    if (weakness)
      problems.push(`REPORT_LINK_SECRET is too weak (${weakness}): use a long random text, for example \`openssl rand -base64 32\`.`);
  }
  if (config.secondFactorKey === null && !config.secondFactorKeyProblem) {
    problems.push(
      'SECOND_FACTOR_KEY is not set: authenticator-app secrets are encrypted with it (32 random bytes as hex or base64, for example `openssl rand -hex 32`), the same on every instance and kept across restarts.',
    );
  } else if (config.secondFactorKey !== null) {
    const weakness = keyWeakness(config.secondFactorKey);
    if (weakness) problems.push(`SECOND_FACTOR_KEY is too weak (${weakness}): use 32 random bytes, for example \`openssl rand -hex 32\`.`);
  }
  // The links this service e-mails (passwords, reports) open PUBLIC_URL: the BFF's rule, here too.
  const plainHttp = plainHttpPublicUrlProblem(config.publicUrl, config.plainHttpOnPurpose ?? false);
  if (plainHttp) problems.push(plainHttp);
  return problems;
}

/** The one start-up message for unsafe settings: each problem on its own line. */
export function unsafeSettingsMessage(problems: readonly string[]): string {
  return ['unsafe settings outside demo mode (DEMO_MODE is not 1):', ...problems.map((p) => `  - ${p}`)].join('\n');
}
