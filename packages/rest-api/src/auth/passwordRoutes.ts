// Creating a password: POST /users/{uid}/changePass, POST /forgetPass, GET /password-links/{token}.
import type { FastifyInstance } from 'fastify';
import { changePassBodySchema, forgetPassBodySchema, NO_REGISTERED_DEVICES_MESSAGE } from '@portal/domain/auth';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import { awaitsApproval } from '../admin/selfRegistrations';
import { authenticate, requireOwnUid } from '../http/authenticate';
import { clientOf } from '../http/client';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { hashPassword } from './passwords';
import { openSession } from './signInFlow';
import { queuePasswordLink } from './passwordLinks';
import { clearAccountThrottles } from './throttle';
import { findToken, isUsable, revokeUserTokens } from './tokens';
import { doctorSiteHasDevice, findUserByEmail, findUserById, isDoctor, setPassword } from './users';
import { documented } from '../http/openapi';

/** What changePass answers when no session is opened. */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed';

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { uid: string } }>('/users/:uid/changePass', documented({ body: changePassBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['password', 'session']);
    await requireOwnUid(ctx, caller, request.params.uid);
    const body = parseBody(changePassBodySchema, request.body);
    const { user, token } = caller;
    const doctor = isDoctor(user);
    if (doctor && !user.termsOfUseSigned && !body.TermsOfUseSigned) throw forbidden(ERROR_TITLES.termsNotSigned);

    const passwordHash = await hashPassword(body.newPassword);
    const fromLink = token.scope === 'password' && token.purpose !== 'signin';
    const data = await ctx.db.transaction(async (tx) => {
      await setPassword(tx, user.id, passwordHash, body.TermsOfUseSigned);
      // A new password ends every other way in: every session (ASVS 7.4.3), links, pending codes;
      // and the account starts with no failed passwords or codes counted against it.
      await revokeUserTokens(tx, user.id);
      await clearAccountThrottles(tx, user.email, user.id);
      if (doctor && !(await doctorSiteHasDevice(tx, user.id))) {
        return { newPassword: true as const, message: NO_REGISTERED_DEVICES_MESSAGE };
      }
      if (fromLink) return { newPassword: true as const, message: PASSWORD_CHANGED_MESSAGE };
      const updated = await findUserById(tx, user.id);
      return { ...(await openSession(ctx, tx, updated ?? user, clientOf(request))), newPassword: true as const };
    });
    return { data };
  });

  app.post('/forgetPass', documented({ body: forgetPassBodySchema, public: true }), async (request) => {
    const body = parseBody(forgetPassBodySchema, request.body);
    // The answer leaves before any lookup, so neither its text nor its timing tells whether the
    // account exists. An existing, enabled account gets a link.
    ctx.messenger.later(async () => {
      const user = await findUserByEmail(ctx.db, body.Email);
      if (!user || user.enabled !== 1) return;
      // A self-registration waits for a platform admin's approval: a reset link would let the
      // registrant activate the account alone.
      if (user.pending === 1 && (await awaitsApproval(ctx.db, user))) return;
      const queued = await ctx.db.transaction((tx) => queuePasswordLink(ctx, tx, { user, purpose: 'reset' }));
      ctx.messenger.dispatch(queued);
    });
    return { data: { message: ERROR_MESSAGES.newPasswordSent } };
  });

  app.get<{ Params: { token: string } }>(
    '/password-links/:token',
    documented({ capability: 'passwordLinks', public: true }),
    async (request) => {
      const token = await findToken(ctx.db, request.params.token);
      const user =
        token && token.scope === 'password' && isUsable(token, ctx.clock.now()) ? await findUserById(ctx.db, token.userId) : null;
      if (!user || user.enabled === 0) throw notFound(ERROR_MESSAGES.linkExpired);
      return {
        data: { UserStorageID: user.id, role: user.roles, TermsOfUseSigned: user.termsOfUseSigned, language: user.language },
      };
    },
  );
}
