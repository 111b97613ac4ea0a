// Who the admins' "Send message" (§2 ECP table, §7 POST /doctors/sendMessages) reaches. The message
// invites a clinician to sign in, so it goes only to accounts that can: not locked (§4 Enabled 0)
// and not pending (§4 Pending 1: invited without a password yet, or a registration waiting for
// approval, whose way in is the invitation sent when it is approved). The web offers only such
// rows, and the BFF and the REST service skip any other id by the same rule.

/** What the rule reads of an ECP, as §3 names it. */
export interface MessageableEcp {
  /** 0: locked. */
  Enabled: number;
  /** 1: invited or registered, no password yet. */
  Pending: number;
}

export type NotMessagedReason = 'LOCKED' | 'PENDING';

/** Why the ECP gets no sign-in message, or null when it can receive one. Locked wins over pending. */
export function signInMessageRefusal(ecp: MessageableEcp): NotMessagedReason | null {
  if (ecp.Enabled === 0) return 'LOCKED';
  if (ecp.Pending === 1) return 'PENDING';
  return null;
}

/** Whether the ECP can receive a sign-in message. */
export const canReceiveSignInMessage = (ecp: MessageableEcp): boolean => signInMessageRefusal(ecp) === null;

/** The recipients split by the rule: those messaged, and each skipped one with why. */
export function splitSignInRecipients<T extends MessageableEcp>(
  ecps: readonly T[],
): { messaged: T[]; skipped: { ecp: T; reason: NotMessagedReason }[] } {
  const messaged: T[] = [];
  const skipped: { ecp: T; reason: NotMessagedReason }[] = [];
  for (const ecp of ecps) {
    const reason = signInMessageRefusal(ecp);
    if (reason) skipped.push({ ecp, reason });
    else messaged.push(ecp);
  }
  return { messaged, skipped };
}
