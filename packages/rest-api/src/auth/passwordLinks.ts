// E-mailed create-password links: a password-scope token valid 24 hours, single use.
// Forgot-password sends one now; inviting a new ECP or admin (later issues) sends one the same way.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { OutboxMessage } from '../mail/outbox';
import { createPasswordLink, invitationEmail, passwordResetEmail } from '../mail/templates';
import { issueToken, revokeUserTokens, TOKEN_TTL_MS } from './tokens';
import type { UserRecord } from './users';

export interface PasswordLinkRequest {
  user: Pick<UserRecord, 'id' | 'email' | 'firstName' | 'language'>;
  purpose: 'reset' | 'invitation';
  /** Named in an invitation. */
  siteName?: string | null;
}

/** What issuing and queuing a link need of the app's context (the first super admin's start-up has no app yet). */
export type PasswordLinkContext = Pick<AppContext, 'clock' | 'publicUrl' | 'messenger'>;

/** Issues a create-password link with `q`, revoking the user's earlier links of that purpose, and returns it. */
export async function issuePasswordLink(
  ctx: Omit<PasswordLinkContext, 'messenger'>,
  q: Queryable,
  userId: string,
  purpose: PasswordLinkRequest['purpose'],
): Promise<string> {
  await revokeUserTokens(q, userId, { scopes: ['password'], purposes: [purpose] });
  const { value } = await issueToken(q, {
    userId,
    scope: 'password',
    purpose,
    ttlMs: TOKEN_TTL_MS.passwordLink,
    now: ctx.clock.now(),
  });
  return createPasswordLink(ctx.publicUrl, value);
}

/**
 * Issues the link and queues its e-mail with `q` (the caller's transaction); only the newest link
 * of a purpose works. Dispatch the returned message once the transaction is committed.
 */
export async function queuePasswordLink(ctx: PasswordLinkContext, q: Queryable, request: PasswordLinkRequest): Promise<OutboxMessage> {
  const { user, purpose } = request;
  const link = await issuePasswordLink(ctx, q, user.id, purpose);
  const mail =
    purpose === 'reset'
      ? passwordResetEmail({ firstName: user.firstName, link, language: user.language })
      : invitationEmail({ firstName: user.firstName, link, language: user.language, siteName: request.siteName });
  return ctx.messenger.queueEmail(q, { to: user.email, subject: mail.subject, text: mail.text });
}
