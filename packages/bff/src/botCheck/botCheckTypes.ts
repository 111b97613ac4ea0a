// The bot check's vocabulary, apart from botCheck.ts so siteVerify.ts can use it without an
// import cycle.

/** The forms that carry a bot-check token. */
export type BotCheckAction = 'signIn' | 'passwordReset' | 'registration';

export type BotCheckFailureReason = 'BLOCKED' | 'EXPIRED' | 'MISSING' | 'UNAVAILABLE';
export type BotCheckOutcome = { ok: true } | { ok: false; reason: BotCheckFailureReason };
