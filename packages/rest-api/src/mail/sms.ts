// Text messages go through a provider. The default keeps them in the outbox only, where the
// dev mailbox shows them; a real gateway implements the same interface.

export interface SmsProvider {
  /** True when the provider handed the message on (the outbox row is then marked delivered). */
  send(message: { to: string; text: string }): Promise<boolean>;
}

export const outboxOnlySmsProvider: SmsProvider = {
  send: async () => false,
};
