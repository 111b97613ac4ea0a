// Bot-check settings (§4 "Login: submit runs the bot check", §5 "Bot check on all auth and
// registration submits"), read from the environment by a pure function so the BFF can parse
// them once at start-up and refuse to start half-configured, rather than block every sign-in
// at run time because a secret is missing.
//
//   BOT_CHECK_PROVIDER    none | recaptcha | turnstile (default none: the demo needs no keys)
//   BOT_CHECK_SECRET      the server secret; required unless none. It never leaves the BFF.
//   BOT_CHECK_SITE_KEY    the public key the browser widget needs; required unless none
//   BOT_CHECK_VERIFY_URL  override of the provider's siteverify URL (tests use a local fake)
//   BOT_CHECK_MIN_SCORE   reCAPTCHA v3: the lowest passing score, 0 to 1 (default 0.5)
//   BOT_CHECK_TIMEOUT_MS  how long to wait for the verifier, in ms (default 5000)

export const BOT_CHECK_PROVIDERS = ['none', 'recaptcha', 'turnstile'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];
/** The providers that call a verifier over HTTP. */
export type VerifyingProvider = Exclude<BotCheckProvider, 'none'>;

export const DEFAULT_VERIFY_URLS: Readonly<Record<VerifyingProvider, string>> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};
export const DEFAULT_MIN_SCORE = 0.5;
export const DEFAULT_TIMEOUT_MS = 5000;

export type BotCheckConfig =
  | { provider: 'none' }
  | {
      provider: VerifyingProvider;
      secret: string;
      siteKey: string;
      verifyUrl: string;
      /** Read by the reCAPTCHA adapter only (Turnstile answers carry no score). */
      minScore: number;
      timeoutMs: number;
    };

/** What the browser needs to render the widget: never the secret. */
export interface PublicBotCheckConfig {
  provider: BotCheckProvider;
  /** Null for 'none': the web runs no widget and sends no token. */
  siteKey: string | null;
}

/** The environment asks for a bot check it does not fully configure. Messages never quote the secret. */
export class BotCheckConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BotCheckConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const setting = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const isProvider = (value: string): value is BotCheckProvider => (BOT_CHECK_PROVIDERS as readonly string[]).includes(value);

export function botCheckConfigFromEnv(env: Env): BotCheckConfig {
  const named = setting(env, 'BOT_CHECK_PROVIDER')?.toLowerCase() ?? 'none';
  if (!isProvider(named)) {
    throw new BotCheckConfigError(`BOT_CHECK_PROVIDER must be one of ${BOT_CHECK_PROVIDERS.join(', ')} (got "${named}")`);
  }
  if (named === 'none') return { provider: 'none' };
  const provider: VerifyingProvider = named;

  const required = (name: string) => {
    const value = setting(env, name);
    if (!value) throw new BotCheckConfigError(`${name} is required when BOT_CHECK_PROVIDER is ${provider}`);
    return value;
  };
  const secret = required('BOT_CHECK_SECRET');
  const siteKey = required('BOT_CHECK_SITE_KEY');

  return {
    provider,
    secret,
    siteKey,
    verifyUrl: verifyUrlFrom(setting(env, 'BOT_CHECK_VERIFY_URL')) ?? DEFAULT_VERIFY_URLS[provider],
    minScore: minScoreFrom(setting(env, 'BOT_CHECK_MIN_SCORE')) ?? DEFAULT_MIN_SCORE,
    timeoutMs: timeoutFrom(setting(env, 'BOT_CHECK_TIMEOUT_MS')) ?? DEFAULT_TIMEOUT_MS,
  };
}

export function publicBotCheckConfig(config: BotCheckConfig): PublicBotCheckConfig {
  return { provider: config.provider, siteKey: config.provider === 'none' ? null : config.siteKey };
}

function verifyUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BotCheckConfigError(`BOT_CHECK_VERIFY_URL must be an http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BotCheckConfigError(`BOT_CHECK_VERIFY_URL must be an http(s) URL (got "${value}")`);
  }
  return value;
}

function minScoreFrom(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const score = Number(value);
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    throw new BotCheckConfigError(`BOT_CHECK_MIN_SCORE must be a number from 0 to 1 (got "${value}")`);
  }
  return score;
}

function timeoutFrom(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new BotCheckConfigError(`BOT_CHECK_TIMEOUT_MS must be a positive whole number of milliseconds (got "${value}")`);
  }
  return ms;
}
