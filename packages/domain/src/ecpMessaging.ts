// Who the admins' "Send message" (§2 ECP table, §7 POST /doctors/sendMessages) reaches. The message
// invites a clinician to sign in, so it never goes to a locked account (§4 Enabled 0), which cannot,
// nor to a registrant whose registration still waits for approval (pendingApproval.ts), whose way in
// is the invitation sent when it is approved. A clinician an admin invited (Pending 1, no password
// yet) may be reminded. The web offers only such rows; the BFF and the REST service skip any other
// id by the same rule.
import { ecpAwaitsApproval } from './pendingApproval';

/** What the rule reads of an ECP, as §3 names it. */
export interface MessageableEcp {
  /** 0: locked. */
  Enabled: number;
  /** The ECP's site's §3 Pending flag (1: its registration waits for approval; null: no site). */
  SitePending: number | null | undefined;
}

export type NotMessagedReason = 'LOCKED' | 'PENDING';

/** Why the ECP gets no sign-in message (PENDING: waiting for approval), or null when it can receive one. Locked wins. */
export function signInMessageRefusal(ecp: MessageableEcp): NotMessagedReason | null {
  if (ecp.Enabled === 0) return 'LOCKED';
  if (ecpAwaitsApproval(ecp.SitePending)) return 'PENDING';
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
