// POST /signin and POST /signin/2fa.
import type { FastifyInstance } from 'fastify';
import { signInBodySchema } from '@portal/domain/auth';
import { secondFactorBodySchema } from '@portal/domain/secondFactor';
import { TWO_FA_MAX_ATTEMPTS } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { SecondFactorBody } from '@portal/domain/secondFactor';
import { authenticate } from '../http/authenticate';
import { clientOf } from '../http/client';
import { forbidden, unauthenticated } from '../http/errors';
import { parseBody } from '../http/validate';
import { codesPausedEmail } from '../mail/securityTemplates';
import { verifyPassword } from './passwords';
import { completeSignIn, hashTwoFaCode, sameHash, startSecondFactor } from './signInFlow';
import { admitCodeAttempt, admitPasswordAttempt } from './throttle';
import { markTokenUsed } from './tokens';
import { secondFactorMethodOf, useRecoveryCode, verifyAppCode } from './authenticatorApp';
import { recoveryCodeUsedEmail } from '../mail/secondFactorTemplates';
import { findUserById, findUserByEmail, type UserRecord } from './users';
import { ANONYMOUS, audit, auditActor } from '../audit/auditRequest';
import { documented } from '../http/openapi';

interface CodeRow {
  id: string;
  /** Null for a code from the authenticator app (method 'app'). */
  codeHash: string | null;
  method: 'email' | 'app';
  expiresAt: Date;
  usedAt: Date | null;
  attempts: number;
}

/** What a second-factor answer turned out to be; `recoveryCodesLeft` when a recovery code was used. */
type Verdict = { kind: 'ok'; recoveryCodesLeft: number | null } | { kind: 'wrong'; recovery: boolean } | { kind: 'expired' };

export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/signin', documented({ body: signInBodySchema, public: true }), async (request) => {
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
    // The account's own setting, its authenticator app, or the portal's policy may ask for a second factor.
    const method = await secondFactorMethodOf(ctx.db, user);
    const data = method ? await startSecondFactor(ctx, user, method) : await completeSignIn(ctx, user, client);
    // With a second factor the sign-in completes at /signin/2fa, which records it.
    if (!method) await audit(ctx.db, request, auditActor({ user }), { action: 'SIGN_IN', objectType: 'USER', objectIds: [user.id] });
    return { data };
  });

  app.post('/signin/2fa', documented({ body: secondFactorBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['twofa']);
    const body = parseBody(secondFactorBodySchema, request.body);
    const now = ctx.clock.now();
    // Wrong codes are counted per account, across codes and sign-ins, before this one is looked at.
    const attempt = await admitCodeAttempt(ctx.db, caller.user.id, now);
    if (!attempt.admitted) {
      await markTokenUsed(ctx.db, caller.token.id, now);
      throw forbidden(ERROR_MESSAGES.codesPaused);
    }
    const verdict = await ctx.db.transaction(async (tx): Promise<Verdict> => {
      const found = await tx.query<CodeRow>(
        `select id, code_hash as "codeHash", method, expires_at as "expiresAt", used_at as "usedAt", attempts
           from two_fa_codes where token_id = $1 for update`,
        [caller.token.id],
      );
      const code = found.rows[0];
      if (!code || code.usedAt || code.expiresAt.getTime() <= now.getTime() || code.attempts >= TWO_FA_MAX_ATTEMPTS) {
        return { kind: 'expired' };
      }
      const checked = await checkCode(tx, code, body);
      if (checked.kind === 'expired') return checked;
      if (checked.kind === 'wrong') {
        const attempts = code.attempts + 1;
        await tx.query('update two_fa_codes set attempts = $2 where id = $1', [code.id, attempts]);
        // The last allowed mistake ends the pending sign-in: the next try must start again.
        if (attempts >= TWO_FA_MAX_ATTEMPTS) await markTokenUsed(tx, caller.token.id, now);
        return checked;
      }
      await tx.query('update two_fa_codes set used_at = $2 where id = $1', [code.id, now]);
      const first = await markTokenUsed(tx, caller.token.id, now);
      if (!first) return { kind: 'expired' };
      if (checked.recoveryCodesLeft !== null) {
        await audit(tx, request, auditActor(caller), { action: 'RECOVERY_CODE_USED', objectType: 'USER', objectIds: [caller.user.id] });
      }
      return checked;
    });

    /** The code against the pending sign-in's method: the e-mailed code's hash, the app, or a recovery code. */
    async function checkCode(tx: Queryable, code: CodeRow, answer: SecondFactorBody): Promise<Verdict> {
      if (code.method === 'email') {
        const ok =
          answer.TwoFaCode !== undefined &&
          code.codeHash !== null &&
          sameHash(code.codeHash, hashTwoFaCode(caller.token.id, answer.TwoFaCode));
        return ok ? { kind: 'ok', recoveryCodesLeft: null } : { kind: 'wrong', recovery: false };
      }
      if (answer.RecoveryCode !== undefined) {
        const left = await useRecoveryCode(ctx, tx, caller.user.id, answer.RecoveryCode);
        return left === null ? { kind: 'wrong', recovery: true } : { kind: 'ok', recoveryCodesLeft: left };
      }
      const app = await verifyAppCode(ctx, tx, caller.user.id, answer.TwoFaCode ?? '');
      // The app was removed while the sign-in waited: it must start again.
      if (app === 'none') return { kind: 'expired' };
      return app === 'ok' ? { kind: 'ok', recoveryCodesLeft: null } : { kind: 'wrong', recovery: false };
    }
    if (verdict.kind !== 'wrong') await attempt.notAFailure();
    if (verdict.kind === 'wrong') {
      await audit(ctx.db, request, auditActor(caller), {
        action: 'SECOND_FACTOR_FAILED',
        objectType: 'USER',
        objectIds: [caller.user.id],
        outcome: 'FAILURE',
      });
    }
    if (verdict.kind === 'wrong' && attempt.reachesLimit) {
      // The account's second step pauses now: this sign-in ends, and the user hears of it once.
      await pauseSecondStep(caller.user, caller.token.id, now);
      throw forbidden(ERROR_MESSAGES.codesPaused);
    }
    if (verdict.kind === 'wrong') throw unauthenticated(verdict.recovery ? ERROR_MESSAGES.recoveryCodeWrong : ERROR_MESSAGES.codeWrong);
    if (verdict.kind === 'expired') throw unauthenticated(ERROR_MESSAGES.codeExpired);
    // Re-read: the account may have changed (locked, language) while the code travelled.
    const user = await findUserById(ctx.db, caller.user.id);
    if (!user) throw unauthenticated(ERROR_MESSAGES.codeExpired);
    if (user.enabled === 0) throw forbidden(ERROR_MESSAGES.accountLocked);
    if (verdict.recoveryCodesLeft !== null) await tellRecoveryCodeUsed(user, verdict.recoveryCodesLeft);
    const data = await completeSignIn(ctx, user, clientOf(request));
    await audit(ctx.db, request, auditActor({ user }), { action: 'SIGN_IN', objectType: 'USER', objectIds: [user.id] });
    return { data };
  });

  /** A recovery code was used: its owner hears of it, and how many are left (ASVS 6.3.7). */
  async function tellRecoveryCodeUsed(user: UserRecord, left: number): Promise<void> {
    const mail = recoveryCodeUsedEmail({ firstName: user.firstName, language: user.language, left });
    const queued = await ctx.db.transaction((tx) =>
      ctx.messenger.queueEmail(tx, { to: user.email, subject: mail.subject, text: mail.text }),
    );
    ctx.messenger.dispatch(queued);
  }

  async function pauseSecondStep(user: UserRecord, tokenId: string, now: Date): Promise<void> {
    const mail = codesPausedEmail({ firstName: user.firstName, language: user.language });
    const queued = await ctx.db.transaction(async (tx) => {
      await markTokenUsed(tx, tokenId, now);
      return ctx.messenger.queueEmail(tx, { to: user.email, subject: mail.subject, text: mail.text });
    });
    ctx.messenger.dispatch(queued);
  }
}
