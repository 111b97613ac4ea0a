// The outbox's delivery rules: how often a message is tried, when the next try is due,
// and what a message's delivery reads as in a patient's history. Pure: time and chance come in.

/** Tries per message, the first included; after the last failure the message is failed. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The longest wait before the second try; each later wait may be twice the one before. */
export const OUTBOX_RETRY_BASE_MS = 60_000;
/** No wait is longer than this, however many tries came before. */
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/** How long a worker holds a claimed message; past it another worker may take it over. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** A provider's error text is kept this long at most (never the message itself). */
export const OUTBOX_ERROR_MAX_LENGTH = 500;

/** Where a message is in the outbox. */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * The longest wait after `attemptsMade` failed tries (1 after the first): base * 2^(n-1), capped.
 * The actual wait is drawn from [0, this] ("full jitter"), so instances that failed together
 * do not all come back at the same moment.
 */
export function retryCeilingMs(attemptsMade: number): number {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade must be a whole number from 1');
  // 2^31 already exceeds any cap: clamp the exponent so the number stays finite.
  return Math.min(OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_BASE_MS * 2 ** Math.min(attemptsMade - 1, 31));
}

export type RetryDecision = { retry: true; at: Date } | { retry: false };

/**
 * What follows a failed try: another at a random time within the ceiling, or none when the
 * failure is permanent (the provider refused the message itself) or the tries are used up.
 * `random` returns [0, 1) like Math.random.
 */
export function nextAttempt(
  failure: { attemptsMade: number; permanent: boolean; at: Date },
  random: () => number,
  maxAttempts: number = OUTBOX_MAX_ATTEMPTS,
): RetryDecision {
  if (failure.permanent || failure.attemptsMade >= maxAttempts) return { retry: false };
  const draw = Math.min(Math.max(random(), 0), 1);
  const waitMs = Math.floor(draw * retryCeilingMs(failure.attemptsMade));
  return { retry: true, at: new Date(failure.at.getTime() + waitMs) };
}

/** The delivery a patient's message history shows. */
export type MessageDeliveryStatus = 'QUEUED' | 'RETRYING' | 'SENT' | 'FAILED';

/**
 * Sent and failed are final; a message that has failed a try and waits (or is being tried) again
 * is retrying; otherwise it is still queued for its first try.
 */
export function deliveryStatus(row: { status: OutboxStatus; attempts: number; error: string | null }): MessageDeliveryStatus {
  if (row.status === 'sent') return 'SENT';
  if (row.status === 'failed') return 'FAILED';
  const failedBefore = row.status === 'sending' ? row.attempts > 1 : row.attempts > 0;
  return failedBefore || row.error !== null ? 'RETRYING' : 'QUEUED';
}

/** A provider's error text as stored: one line, at most OUTBOX_ERROR_MAX_LENGTH characters. */
export const storedError = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > OUTBOX_ERROR_MAX_LENGTH ? `${line.slice(0, OUTBOX_ERROR_MAX_LENGTH - 1)}…` : line;
};
