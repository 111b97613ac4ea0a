// POST /signin and POST /signin/2fa.
import type { FastifyInstance } from 'fastify';
import { signInBodySchema, twoFaBodySchema } from '@portal/domain/auth';
import { TWO_FA_MAX_ATTEMPTS } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import { authenticate } from '../http/authenticate';
import { clientOf } from '../http/client';
import { forbidden, unauthenticated } from '../http/errors';
import { parseBody } from '../http/validate';
import { codesPausedEmail } from '../mail/securityTemplates';
import { verifyPassword } from './passwords';
import { completeSignIn, hashTwoFaCode, sameHash, startSecondFactor } from './signInFlow';
import { admitCodeAttempt, admitPasswordAttempt } from './throttle';
import { markTokenUsed } from './tokens';
import { findUserById, findUserByEmail, type UserRecord } from './users';
import { ANONYMOUS, audit, auditActor } from '../audit/auditRequest';

interface CodeRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  attempts: number;
}

export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/signin', async (request) => {
    const body = parseBody(signInBodySchema, request.body);
    const now = ctx.clock.now();
    const client = clientOf(request);
    // Counted before the password is looked at, so concurrent guesses cannot pass the limits.
    const attempt = await admitPasswordAttempt(ctx.db, body.Email, client.addressKey, now);
    // Whoever typed it is not known: the trail names the account tried by id (none for a username
    // that names no account), never by e-mail.
    const failed = (userId: string | null) =>
      audit(ctx.db, request, ANONYMOUS, {
        action: 'SIGN_IN_FAILED',
        objectType: 'USER',
        objectIds: userId ? [userId] : [],
        outcome: 'FAILURE',
      });
    if (!attempt.admitted) {
      await failed((await findUserByEmail(ctx.db, body.Email))?.id ?? null);
      throw unauthenticated(attempt.message);
    }
    const user = await findUserByEmail(ctx.db, body.Email);
    // Unknown user and wrong password are one answer, after the same amount of work.
    const passwordOk = await verifyPassword(user?.passwordHash, body.Password);
    if (!user || !passwordOk) {
      await failed(user?.id ?? null);
      throw unauthenticated(ERROR_MESSAGES.authFailed);
    }
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is locked.
    if (user.enabled === 0) {
      await failed(user.id);
      throw forbidden(ERROR_MESSAGES.accountLocked);
    }
    const data = user.twoFa ? await startSecondFactor(ctx, user) : await completeSignIn(ctx, user, client);
    // With a second factor the sign-in completes at /signin/2fa, which records it.
    if (!user.twoFa) await audit(ctx.db, request, auditActor({ user }), { action: 'SIGN_IN', objectType: 'USER', objectIds: [user.id] });
    return { data };
  });

  app.post('/signin/2fa', async (request) => {
    const caller = await authenticate(ctx, request, ['twofa']);
    const body = parseBody(twoFaBodySchema, request.body);
    const now = ctx.clock.now();
    // Wrong codes are counted per account, across codes and sign-ins, before this one is looked at.
    const attempt = await admitCodeAttempt(ctx.db, caller.user.id, now);
    if (!attempt.admitted) {
      await markTokenUsed(ctx.db, caller.token.id, now);
      throw forbidden(ERROR_MESSAGES.codesPaused);
    }
    const verdict = await ctx.db.transaction(async (tx) => {
      const found = await tx.query<CodeRow>(
        `select id, code_hash as "codeHash", expires_at as "expiresAt", used_at as "usedAt", attempts
           from two_fa_codes where token_id = $1 for update`,
        [caller.token.id],
      );
      const code = found.rows[0];
      if (!code || code.usedAt || code.expiresAt.getTime() <= now.getTime() || code.attempts >= TWO_FA_MAX_ATTEMPTS) {
        return 'expired' as const;
      }
      if (!sameHash(code.codeHash, hashTwoFaCode(caller.token.id, body.TwoFaCode))) {
        const attempts = code.attempts + 1;
        await tx.query('update two_fa_codes set attempts = $2 where id = $1', [code.id, attempts]);
        // The last allowed mistake ends the pending sign-in: the next try must start again.
        if (attempts >= TWO_FA_MAX_ATTEMPTS) await markTokenUsed(tx, caller.token.id, now);
        return 'wrong' as const;
      }
      await tx.query('update two_fa_codes set used_at = $2 where id = $1', [code.id, now]);
      const first = await markTokenUsed(tx, caller.token.id, now);
      return first ? ('ok' as const) : ('expired' as const);
    });
    if (verdict !== 'wrong') await attempt.notAFailure();
    if (verdict === 'wrong') {
      await audit(ctx.db, request, auditActor(caller), {
        action: 'SECOND_FACTOR_FAILED',
        objectType: 'USER',
        objectIds: [caller.user.id],
        outcome: 'FAILURE',
      });
    }
    if (verdict === 'wrong' && attempt.reachesLimit) {
      // The account's second step pauses now: this sign-in ends, and the user hears of it once.
      await pauseSecondStep(caller.user, caller.token.id, now);
      throw forbidden(ERROR_MESSAGES.codesPaused);
    }
    if (verdict === 'wrong') throw unauthenticated(ERROR_MESSAGES.codeWrong);
    if (verdict === 'expired') throw unauthenticated(ERROR_MESSAGES.codeExpired);
    // Re-read: the account may have changed (locked, language) while the code travelled.
    const user = await findUserById(ctx.db, caller.user.id);
    if (!user) throw unauthenticated(ERROR_MESSAGES.codeExpired);
    if (user.enabled === 0) throw forbidden(ERROR_MESSAGES.accountLocked);
    const data = await completeSignIn(ctx, user, clientOf(request));
    await audit(ctx.db, request, auditActor({ user }), { action: 'SIGN_IN', objectType: 'USER', objectIds: [user.id] });
    return { data };
  });

  async function pauseSecondStep(user: UserRecord, tokenId: string, now: Date): Promise<void> {
    const mail = codesPausedEmail({ firstName: user.firstName, language: user.language });
    const queued = await ctx.db.transaction(async (tx) => {
      await markTokenUsed(tx, tokenId, now);
      return ctx.messenger.queueEmail(tx, { to: user.email, subject: mail.subject, text: mail.text });
    });
    ctx.messenger.dispatch(queued);
  }
}
