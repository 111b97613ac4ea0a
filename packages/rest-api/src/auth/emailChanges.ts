// An e-mail (username) change of an account in use: asked by an admin, who
// re-enters their own password; kept pending until the holder opens the link sent to the new
// address and enters their own password; only then the address changes and every session, link
// and code of the account ends. The old address hears of both steps.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import {
  EMAIL_CHANGE_LINK_TTL_HOURS,
  EMAIL_CHANGE_PASSWORD_ATTEMPTS,
  emailChangeMode,
  reauthenticationSchema,
  type EmailChangeConfirmation,
  type EmailChangeMode,
} from '@portal/domain/emailChange';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { audit, auditActor } from '../audit/auditRequest';
import type { Queryable } from '../db/database';
import { badInput, forbidden } from '../http/errors';
import { confirmNewEmail, confirmEmailLink, emailChangedNotice, emailChangeRequestedNotice } from '../mail/emailChangeTemplates';
import type { OutboxMessage } from '../mail/outbox';
import { queueInvitation, requireFreeEmail, uniqueEmailWrite } from '../admin/staffAccounts';
import { parseBody } from '../http/validate';
import { verifyPassword } from './passwords';
import { endSessionsForEmailChange } from './sessions';
import { hashToken, newTokenValue } from './tokens';
import { findUserById, type UserRecord } from './users';

const HOUR = 3_600_000;

/** 400 on the CurrentPassword field unless `password` is the editor's own. */
export async function requireEditorPassword(q: Queryable, editorId: string | null, password: string | undefined): Promise<void> {
  if (!password) throw badInput([{ field: 'CurrentPassword', key: 'current_pwd_req' }]);
  const editor = editorId ? await findUserById(q, editorId) : null;
  if (!editor || !(await verifyPassword(editor.passwordHash, password))) {
    throw badInput([{ field: 'CurrentPassword', key: 'current_pwd_wrong' }]);
  }
}

/** What an edit of an account's details does about its e-mail address. */
export interface AddressEdit {
  mode: EmailChangeMode;
  /** The address the edit stores now: the new one, unless the holder must confirm it first. */
  storedEmail: string;
  /** The edit's event in the audit trail. */
  action: 'UPDATE' | 'EMAIL_CHANGE' | 'EMAIL_CHANGE_REQUEST';
}

/**
 * Decides an edit's address (emailChangeMode) and, for an account in use, checks the editor's own
 * password from the edit's body (400 on CurrentPassword otherwise) before anything is written.
 */
export async function planAddressEdit(
  q: Queryable,
  account: { email: string; pending: number },
  nextEmail: string,
  editor: { id: string | null; body: unknown },
): Promise<AddressEdit> {
  const mode = emailChangeMode(account, nextEmail);
  if (mode === 'confirm') await requireEditorPassword(q, editor.id, parseBody(reauthenticationSchema, editor.body).CurrentPassword);
  return {
    mode,
    storedEmail: mode === 'confirm' ? account.email : nextEmail,
    action: mode === 'confirm' ? 'EMAIL_CHANGE_REQUEST' : mode === 'readdress' ? 'EMAIL_CHANGE' : 'UPDATE',
  };
}

/**
 * The messages an edit's address sends, queued in its transaction: the invitation at the corrected
 * address of an account nobody used (when `invite`), or the link to the new address and the notice
 * to the old one of an account in use. Dispatch them once committed.
 */
export async function queueAddressMessages(
  ctx: AppContext,
  q: Queryable,
  edit: AddressEdit,
  input: {
    user: Pick<UserRecord, 'id' | 'email' | 'firstName' | 'language'>;
    newEmail: string;
    requestedBy: string | null;
    invite: boolean;
    siteName?: string | null;
  },
): Promise<OutboxMessage[]> {
  const { user, newEmail } = input;
  if (edit.mode === 'readdress' && input.invite)
    return [await queueInvitation(ctx, q, { ...user, email: newEmail }, input.siteName ?? null)];
  if (edit.mode === 'confirm') return requestEmailChange(ctx, q, { user, newEmail, requestedBy: input.requestedBy });
  return [];
}

/** SQL for the address the account `userIdSql` is asked to move to, while its link works (list columns). */
export const pendingEmailColumn = (userIdSql: string) =>
  `(select ec.new_email from email_changes ec where ec.user_id = ${userIdSql} and ec.expires_at > now())`;

/** The address an account is asked to move to, while the holder has not confirmed it. */
export async function pendingEmailOf(q: Queryable, userId: string, now: Date): Promise<string | null> {
  const result = await q.query<{ newEmail: string }>(
    'select new_email as "newEmail" from email_changes where user_id = $1 and expires_at > $2',
    [userId, now],
  );
  return result.rows[0]?.newEmail ?? null;
}

/**
 * Records the change (replacing an earlier one) in the caller's transaction and queues the link
 * to the new address and the notice to the old one; dispatch them once committed.
 */
export async function requestEmailChange(
  ctx: AppContext,
  q: Queryable,
  input: { user: Pick<UserRecord, 'id' | 'email' | 'firstName' | 'language'>; newEmail: string; requestedBy: string | null },
): Promise<OutboxMessage[]> {
  const { user, newEmail } = input;
  await requireFreeEmail(q, newEmail, user.id);
  const token = newTokenValue();
  const now = ctx.clock.now();
  await q.query(
    `insert into email_changes (user_id, new_email, token_hash, requested_by, requested_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set new_email = excluded.new_email, token_hash = excluded.token_hash,
       requested_by = excluded.requested_by, requested_at = excluded.requested_at, expires_at = excluded.expires_at,
       failed_attempts = 0`,
    [user.id, newEmail, hashToken(token), input.requestedBy, now, new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_HOURS * HOUR)],
  );
  const facts = { firstName: user.firstName, newEmail, language: user.language };
  const confirm = confirmNewEmail({ ...facts, link: confirmEmailLink(ctx.publicUrl, token) });
  const notice = emailChangeRequestedNotice(facts);
  return [
    await ctx.messenger.queueEmail(q, { to: newEmail, subject: confirm.subject, text: confirm.text }),
    await ctx.messenger.queueEmail(q, { to: user.email, subject: notice.subject, text: notice.text }),
  ];
}

interface PendingChange {
  userId: string;
  newEmail: string;
  expiresAt: Date;
  failedAttempts: number;
}

/** 410-like answer for a link that no longer works (the §8 text the password links use). */
const expiredLink = () => forbidden(ERROR_MESSAGES.linkExpired);

/**
 * The holder confirms: the link must be current and the password theirs. The address changes,
 * every session, link and code ends, and the old address is told. Answers the new address.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  body: EmailChangeConfirmation,
): Promise<{ userId: string; email: string; sessionsEnded: number; notice: OutboxMessage }> {
  const now = ctx.clock.now();
  const found = await ctx.db.query<PendingChange>(
    `select user_id as "userId", new_email as "newEmail", expires_at as "expiresAt", failed_attempts as "failedAttempts"
     from email_changes where token_hash = $1`,
    [hashToken(body.Token)],
  );
  const change = found.rows[0];
  if (!change || change.expiresAt.getTime() <= now.getTime() || change.failedAttempts >= EMAIL_CHANGE_PASSWORD_ATTEMPTS)
    throw expiredLink();
  const user = await findUserById(ctx.db, change.userId);
  if (!user || user.enabled !== 1) throw expiredLink();
  if (!(await verifyPassword(user.passwordHash, body.Password))) {
    await ctx.db.query('update email_changes set failed_attempts = failed_attempts + 1 where user_id = $1', [user.id]);
    await audit(ctx.db, request, auditActor({ user }), {
      action: 'EMAIL_CHANGE',
      objectType: 'USER',
      objectIds: [user.id],
      outcome: 'FAILURE',
    });
    throw badInput([{ field: 'Password', key: 'pwd_wrong' }]);
  }
  return uniqueEmailWrite(() =>
    ctx.db.transaction(async (tx) => {
      // The link is spent whatever follows; a second use finds nothing.
      const taken = await tx.query('delete from email_changes where user_id = $1 and token_hash = $2', [user.id, hashToken(body.Token)]);
      if (taken.rowCount === 0) throw expiredLink();
      await requireFreeEmail(tx, change.newEmail, user.id);
      await tx.query('update users set email = $2 where id = $1', [user.id, change.newEmail]);
      const sessionsEnded = await endSessionsForEmailChange(tx, user.id);
      await audit(tx, request, auditActor({ user }), { action: 'EMAIL_CHANGE', objectType: 'USER', objectIds: [user.id] });
      const text = emailChangedNotice({ firstName: user.firstName, newEmail: change.newEmail, language: user.language });
      const notice = await ctx.messenger.queueEmail(tx, { to: user.email, subject: text.subject, text: text.text });
      return { userId: user.id, email: change.newEmail, sessionsEnded, notice };
    }),
  );
}
