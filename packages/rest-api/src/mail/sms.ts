// Text messages go through a provider (smsHttp.ts when SMS_URL is set). Without one they stay
// in the outbox, queued, where the dev mailbox shows them, until an instance with a provider
// delivers them.

export interface SmsProvider {
  /**
   * Resolves once the provider accepted the message; throws otherwise (a DeliveryError tells a
   * permanent refusal from a passing fault). `messageId` is stable across tries.
   */
  send(message: { to: string; text: string; messageId: string }): Promise<void>;
}
