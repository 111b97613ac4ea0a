// POST /signin and POST /signin/2fa.
import type { FastifyInstance } from 'fastify';
import { signInBodySchema, twoFaBodySchema } from '@portal/domain/auth';
import { TWO_FA_MAX_ATTEMPTS } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import { authenticate } from '../http/authenticate';
import { forbidden, unauthenticated } from '../http/errors';
import { parseBody } from '../http/validate';
import { verifyPassword } from './passwords';
import { completeSignIn, hashTwoFaCode, sameHash, startSecondFactor } from './signInFlow';
import { clearSignInFailures, isSignInPaused, recordSignInFailure } from './throttle';
import { markTokenUsed } from './tokens';
import { findUserById, findUserByEmail } from './users';

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
    if (await isSignInPaused(ctx.db, body.Email, now)) throw unauthenticated(ERROR_MESSAGES.tooManyAttempts);
    const user = await findUserByEmail(ctx.db, body.Email);
    // Unknown user and wrong password are one answer, after the same amount of work.
    const passwordOk = await verifyPassword(user?.passwordHash, body.Password);
    if (!user || !passwordOk) {
      await recordSignInFailure(ctx.db, body.Email, now);
      throw unauthenticated(ERROR_MESSAGES.authFailed);
    }
    await clearSignInFailures(ctx.db, body.Email);
    // Only someone who knows the password learns that the account is locked.
    if (user.enabled === 0) throw forbidden(ERROR_MESSAGES.accountLocked);
    const data = user.twoFa ? await startSecondFactor(ctx, user) : await completeSignIn(ctx, user);
    return { data };
  });

  app.post('/signin/2fa', async (request) => {
    const caller = await authenticate(ctx, request, ['twofa']);
    const body = parseBody(twoFaBodySchema, request.body);
    const now = ctx.clock.now();
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
    if (verdict === 'wrong') throw unauthenticated(ERROR_MESSAGES.codeWrong);
    if (verdict === 'expired') throw unauthenticated(ERROR_MESSAGES.codeExpired);
    // Re-read: the account may have changed (locked, language) while the code travelled.
    const user = await findUserById(ctx.db, caller.user.id);
    if (!user) throw unauthenticated(ERROR_MESSAGES.codeExpired);
    if (user.enabled === 0) throw forbidden(ERROR_MESSAGES.accountLocked);
    return { data: await completeSignIn(ctx, user) };
  });
}
