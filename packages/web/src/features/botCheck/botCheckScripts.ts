// The browser half of the bot check (§4 "Login: submit runs the bot check, then sign-in"): loads
// the provider's script once per page and asks it for a fresh token on each submit. Nothing here
// decides anything: every failure gives a null token, and the BFF, which verifies the token with
// the provider before it calls REST, then answers 'Blocked By ReCAPTCHA'.

/** The actions the BFF verifies; reCAPTCHA v3 must execute with the same name. */
export type BotCheckAction = 'signIn' | 'passwordReset' | 'registration';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** How long a provider script may take to load before the check gives up (null token). */
const SCRIPT_TIMEOUT_MS = 15_000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface TurnstileRenderOptions {
  sitekey: string;
  action: string;
  appearance: 'always' | 'execute' | 'interaction-only';
  'response-field': boolean;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
}

interface Turnstile {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

const loads = new Map<string, Promise<boolean>>();

/** Adds `<script src>` once per page; resolves false when it fails or takes too long (never rejects). */
export function loadScript(src: string): Promise<boolean> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (!ok) {
        // A failed load is tried again on the next submit (the network may be back).
        loads.delete(src);
        script.remove();
      }
      resolve(ok);
    };
    const timer = window.setTimeout(() => settle(false), SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => settle(true), { once: true });
    script.addEventListener('error', () => settle(false), { once: true });
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

export const recaptchaScriptFor = (siteKey: string) => `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;

/** reCAPTCHA v3: invisible; one token per submit (tokens are single-use and expire after two minutes). */
export async function recaptchaToken(siteKey: string, action: BotCheckAction): Promise<string | null> {
  if (!(await loadScript(recaptchaScriptFor(siteKey)))) return null;
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return null;
  try {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute(siteKey, { action });
    return token || null;
  } catch {
    return null;
  }
}

/**
 * Turnstile: a widget per submit in a corner of the page, shown only if Cloudflare wants the
 * visitor to interact (a managed challenge); removed once it has answered.
 */
export async function turnstileToken(siteKey: string, action: BotCheckAction): Promise<string | null> {
  if (!(await loadScript(TURNSTILE_SCRIPT))) return null;
  const turnstile = window.turnstile;
  if (!turnstile) return null;
  const container = document.createElement('div');
  container.dataset.botCheck = 'turnstile';
  Object.assign(container.style, { position: 'fixed', insetInlineEnd: '16px', bottom: '16px', zIndex: '2000' });
  document.body.appendChild(container);
  let widgetId: string | undefined;
  try {
    return await new Promise<string | null>((resolve) => {
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        action,
        appearance: 'interaction-only',
        'response-field': false,
        callback: (token) => resolve(token || null),
        'error-callback': () => resolve(null),
        'expired-callback': () => resolve(null),
        'timeout-callback': () => resolve(null),
      });
      if (widgetId === undefined) resolve(null);
    });
  } catch {
    return null;
  } finally {
    if (widgetId !== undefined) turnstile.remove(widgetId);
    container.remove();
  }
}
