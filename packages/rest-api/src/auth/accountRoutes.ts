// The signed-in account: GET /users/self, POST /users/{uid}/changeLanguage, POST /signout.
import type { FastifyInstance } from 'fastify';
import { changeLanguageBodySchema } from '@portal/domain/auth';
import type { AppContext } from '../context';
import { authenticate, bearerToken, requireOwnUid } from '../http/authenticate';
import { unauthenticated } from '../http/errors';
import { parseBody } from '../http/validate';
import { loadProfile } from './profile';
import { deleteToken, findToken } from './tokens';
import { setLanguage } from './users';
import { pendingSignInMethod } from './authenticatorStore';
import { documented } from '../http/openapi';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Answers any live token without extending a session, so polling who-am-I never keeps one alive.
  app.get('/users/self', documented({ capability: 'sessionSelf' }), async (request) => {
    const { token, user } = await authenticate(ctx, request, ['session', 'twofa', 'password'], { extend: false });
    return {
      data: {
        scope: token.scope,
        UserStorageID: user.id,
        role: user.roles,
        language: user.language,
        // A session shows the sign-in before it; a sign-in in progress the latest completed one.
        LastLoginAt: (token.scope === 'session' ? user.previousLoginAt : user.lastLoginAt)?.toISOString() ?? null,
        TermsOfUseSigned: user.termsOfUseSigned,
        // The second factor is not proven yet: nothing about the account beyond its identity.
        profile: token.scope === 'twofa' ? null : await loadProfile(ctx.db, user),
        // How the pending sign-in expects its second factor (the /2FA screen's text).
        ...(token.scope === 'twofa' ? { SecondFactorMethod: await pendingSignInMethod(ctx.db, token.id) } : {}),
      },
    };
  });

  app.post<{ Params: { uid: string } }>('/users/:uid/changeLanguage', documented({ body: changeLanguageBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    await requireOwnUid(ctx, caller, request.params.uid);
    const { language } = parseBody(changeLanguageBodySchema, request.body);
    await setLanguage(ctx.db, caller.user.id, language);
    return { data: { language } };
  });

  // Ends the session of the token; repeating it is harmless (the client signs out either way).
  app.post('/signout', documented({ capability: 'activeSessions' }), async (request) => {
    const value = bearerToken(request);
    if (!value) throw unauthenticated();
    const token = await findToken(ctx.db, value);
    if (token?.scope === 'session') await deleteToken(ctx.db, token.id);
    return { data: { signedOut: true } };
  });
}
