// What the outbox worker hands a message to (SMTP, an SMS provider), and how a refusal is told
// apart from a passing fault: a permanent one (the provider will never take this message) is not
// tried again; anything else is.

/** One message as a transport receives it. */
export interface OutboundMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable across tries (a UUID): the Message-ID header, the provider's idempotency key. */
  messageId: string;
}

/** Resolves once the provider accepted the message; throws otherwise (a DeliveryError ideally). */
export type Deliver = (message: OutboundMessage) => Promise<void>;

export class DeliveryError extends Error {
  /** True: trying again would not help (an SMTP 5xx, an HTTP 4xx other than 408, 425 and 429). */
  readonly permanent: boolean;
  /** A short label free of personal data, safe for the logs: `SMTP 451`, `HTTP 503`, `ECONNREFUSED`. */
  readonly code: string;

  constructor(message: string, options: { permanent: boolean; code: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.permanent = options.permanent;
    this.code = options.code;
  }
}

/** How the worker reads any failure: its text (stored), whether it is final, and a log label. */
export function describeFailure(error: unknown): { text: string; permanent: boolean; code: string } {
  if (error instanceof DeliveryError) return { text: error.message, permanent: error.permanent, code: error.code };
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return { text, permanent: false, code: typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'ERROR' };
}
