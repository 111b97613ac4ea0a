// A production start on a database without a super admin: ADMIN_EMAIL becomes the first one, with
// a single-use create-password link (PASSWORD_LINK_TTL_MINUTES) in the log, and by e-mail through the outbox when
// SMTP is set. Nothing happens once any super admin exists, so every later start (and every other
// instance) leaves the accounts alone; from then on super admins invite admins from the console.
import { recordAudit } from '../audit/auditStore';
import type { Database } from '../db/database';
import { issuePasswordLink, type PasswordLinkContext } from '../auth/passwordLinks';
import { invitationEmail } from '../mail/templates';
import type { RestConfig } from '../config';
import type { OutboxMessage } from '../mail/outbox';
import { PASSWORD_LINK_TTL_MINUTES } from '@portal/domain/constants';
import { emailTaken, insertSuperAdmin, lockUsersForBootstrap, superAdminExists } from './firstSuperAdminStore';

export interface FirstSuperAdminLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type FirstSuperAdminOutcome =
  { created: true; userId: string; link: string; emailed: boolean } | { created: false; reason: 'super-admin-exists' | 'email-taken' };

/**
 * Creates the first super admin unless one exists. `emailLink`: an SMTP mailer is set, so the link
 * also leaves by e-mail and the account's second step can be the e-mailed code; without one the
 * account starts without a second step (a code could never arrive) and the log says to add one.
 */
export async function ensureFirstSuperAdmin(
  ctx: PasswordLinkContext & { db: Database },
  admin: NonNullable<RestConfig['firstSuperAdmin']>,
  options: { emailLink: boolean; log: FirstSuperAdminLog },
): Promise<FirstSuperAdminOutcome> {
  const { log } = options;
  // The usual case (every start after the first) reads one row and takes no lock.
  if (await superAdminExists(ctx.db)) {
    log.info({}, 'ADMIN_EMAIL ignored: a super admin exists');
    return { created: false, reason: 'super-admin-exists' };
  }
  const { result, queued } = await ctx.db.transaction(async (tx) => {
    const none = (reason: 'super-admin-exists' | 'email-taken') => ({ result: { created: false as const, reason }, queued: null });
    await lockUsersForBootstrap(tx);
    if (await superAdminExists(tx)) return none('super-admin-exists');
    if (await emailTaken(tx, admin.email)) return none('email-taken');
    const userId = await insertSuperAdmin(tx, { ...admin, twoFa: options.emailLink });
    const link = await issuePasswordLink(ctx, tx, userId, 'invitation');
    // No caller and no request: the trail records the creation as the start-up's, anonymous.
    await recordAudit(tx, {
      actorId: null,
      actorRole: 'ANONYMOUS',
      siteId: null,
      action: 'CREATE',
      objectType: 'ADMIN',
      objectIds: [userId],
      requestId: null,
      address: null,
    });
    const mail = options.emailLink ? invitationEmail({ firstName: admin.firstName, link, language: 'en', siteName: null }) : null;
    const queued: OutboxMessage | null = mail
      ? await ctx.messenger.queueEmail(tx, { to: admin.email, subject: mail.subject, text: mail.text })
      : null;
    return { result: { created: true as const, userId, link, emailed: queued !== null }, queued };
  });
  if (queued) ctx.messenger.dispatch(queued);

  if (!result.created) {
    if (result.reason === 'email-taken') {
      log.error({ adminEmail: admin.email }, 'ADMIN_EMAIL not used: another account has this address; no super admin was created');
    } else log.info({}, 'ADMIN_EMAIL ignored: a super admin exists');
    return result;
  }
  // The operator reads the link here: the one way in when no e-mail can be sent.
  log.warn(
    { adminEmail: admin.email, emailed: result.emailed },
    `first super admin created: create the password within ${PASSWORD_LINK_TTL_MINUTES / 60} hours at ${result.link} (single use)` +
      (result.emailed ? '' : '; no SMTP_URL, so the account has no second step: enrol an authenticator app after signing in'),
  );
  return result;
}
