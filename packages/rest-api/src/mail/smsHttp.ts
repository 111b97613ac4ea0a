// An SMS provider over HTTP (SMS_URL): a Twilio-style form POST of To, From and Body, with basic
// authentication (SMS_ACCOUNT, SMS_TOKEN) and the outbox message id as idempotency key, so a
// provider that honours it sends a repeated try once. 2xx: accepted. 408, 429 and 5xx or no
// answer: tried again later. Any other 4xx: the provider refuses this message for good.
import { DeliveryError } from './transport';
import type { SmsProvider } from './sms';

export interface HttpSmsSettings {
  /** The endpoint messages are posted to, e.g. https://api.twilio.com/2010-04-01/Accounts/AC…/Messages.json. */
  url: string;
  /** The sender: a phone number in E.164 or an alphanumeric sender id. */
  from: string;
  /** Basic authentication (Twilio: the account SID and auth token); both or neither. */
  account?: string | null;
  token?: string | null;
  /** Longest wait for an answer; default 10 s (well inside the outbox lease). */
  timeoutMs?: number;
}

/** Sent with every try of one message: the same value each time. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Twilio's own name for it. */
export const TWILIO_IDEMPOTENCY_HEADER = 'I-Twilio-Idempotency-Token';

const RETRYABLE_4XX = new Set([408, 425, 429]);

/** The provider's own explanation, briefly: Twilio answers `{ code, message }`. */
async function reason(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 2000);
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    const parts = [body.code, body.message].filter((p) => typeof p === 'string' || typeof p === 'number');
    if (parts.length > 0) return parts.join(' ');
  } catch {
    // not JSON: the text itself
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function createHttpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  const url = new URL(settings.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('SMS_URL must be an http or https URL');
  if (Boolean(settings.account) !== Boolean(settings.token)) throw new Error('SMS_ACCOUNT and SMS_TOKEN go together: set both or neither');
  const authorization = settings.account
    ? `Basic ${Buffer.from(`${settings.account}:${settings.token}`, 'utf8').toString('base64')}`
    : null;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            [IDEMPOTENCY_HEADER]: message.messageId,
            [TWILIO_IDEMPOTENCY_HEADER]: message.messageId,
            ...(authorization ? { authorization } : {}),
          },
          body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause;
        const code =
          error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : typeof cause?.code === 'string' ? cause.code : 'NETWORK';
        throw new DeliveryError(`SMS provider unreachable: ${code}`, { permanent: false, code, cause: error });
      }
      if (response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      const status = response.status;
      const permanent = status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
      const explanation = await reason(response);
      throw new DeliveryError(`SMS provider answered ${status}${explanation ? `: ${explanation}` : ''}`, {
        permanent,
        code: `HTTP ${status}`,
      });
    },
  };
}
