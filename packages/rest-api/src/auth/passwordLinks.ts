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

/**
 * Issues the link and queues its e-mail with `q` (the caller's transaction); only the newest link
 * of a purpose works. Dispatch the returned message once the transaction is committed.
 */
export async function queuePasswordLink(ctx: AppContext, q: Queryable, request: PasswordLinkRequest): Promise<OutboxMessage> {
  const { user, purpose } = request;
  await revokeUserTokens(q, user.id, { scopes: ['password'], purposes: [purpose] });
  const { value } = await issueToken(q, {
    userId: user.id,
    scope: 'password',
    purpose,
    ttlMs: TOKEN_TTL_MS.passwordLink,
    now: ctx.clock.now(),
  });
  const link = createPasswordLink(ctx.publicUrl, value);
  const mail =
    purpose === 'reset'
      ? passwordResetEmail({ firstName: user.firstName, link, language: user.language })
      : invitationEmail({ firstName: user.firstName, link, language: user.language, siteName: request.siteName });
  return ctx.messenger.queueEmail(q, { to: user.email, subject: mail.subject, text: mail.text });
}
