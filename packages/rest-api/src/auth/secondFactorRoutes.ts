// The signed-in user's authenticator app (CONTRACT.md "Second factor"): its state, setting it up
// (password, then a first code), turning it off and renewing recovery codes (password and a current
// code or recovery code); and the portal's second-factor policy (super admins). Every change is
// audited, and setting up or turning off the app ends every other session of the account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import {
  enrolmentConfirmBodySchema,
  enrolmentStartBodySchema,
  ENROLMENT_TTL_MINUTES,
  secondFactorPolicyBodySchema,
  secondFactorProofBodySchema,
  policyLockOutProblem,
  secondFactorRequired,
  type SecondFactorProofBody,
  type SecondFactorStatus,
} from '@portal/domain/secondFactor';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { authenticate, type Caller } from '../http/authenticate';
import { clientOf } from '../http/client';
import { badInput, conflict, forbidden, RestError } from '../http/errors';
import { reachesAll } from '@portal/domain/access/policy';
import { platformActor } from '@portal/domain/access/actor';
import { parseBody } from '../http/validate';
import { appDisabledEmail, appEnabledEmail } from '../mail/secondFactorTemplates';
import type { EmailText } from '../mail/templates';
import { audit, auditActor } from '../audit/auditRequest';
import { issueRecoveryCodes, newAppSecret, useRecoveryCode, verifyAppCode } from './authenticatorApp';
import {
  confirmAuthenticator,
  countUnusedRecoveryCodes,
  deleteAuthenticator,
  findAuthenticator,
  readSecondFactorPolicy,
  savePendingAuthenticator,
  writeSecondFactorPolicy,
} from './authenticatorStore';
import { verifyPassword } from './passwords';
import { deleteSessions } from './sessionStore';
import { admitCodeAttempt, admitPasswordAttempt } from './throttle';
import { revokeUserTokens } from './tokens';
import { documented } from '../http/openapi';

const BASE = '/users/self/secondFactor';
const wrongCode = () => badInput([{ field: 'TwoFaCode', key: 'second_factor_code_wrong' }]);
/** Whether the caller may `action` the portal's settings (the access policy: super admins). */
const mayPortalSettings = (caller: Caller, action: 'read' | 'update') =>
  reachesAll(platformActor(caller.user.id, caller.user.roles), action, 'portalSettings');

export function registerSecondFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(BASE, documented({ capability: 'authenticatorApps' }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    const data: SecondFactorStatus = await statusOf(ctx.db, caller);
    return { data };
  });

  // Step 1: a new secret for the app to scan, kept pending until a first code confirms it.
  app.post(`${BASE}/app/start`, documented({ capability: 'authenticatorApps', body: enrolmentStartBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    const { Password } = parseBody(enrolmentStartBodySchema, request.body);
    await requirePassword(request, caller, Password);
    const { secret, uri } = newAppSecret(caller.user.email);
    const saved = await savePendingAuthenticator(
      ctx.db,
      caller.user.id,
      ctx.secondFactor.encryptSecret(caller.user.id, secret),
      ctx.clock.now(),
    );
    if (!saved) throw conflict(ERROR_MESSAGES.appAlreadyEnrolled);
    return { data: { Secret: secret, Uri: uri, ExpiresInMinutes: ENROLMENT_TTL_MINUTES } };
  });

  // Step 2: the app's first code. Answers the recovery codes, shown this once.
  app.post(`${BASE}/app/confirm`, documented({ capability: 'authenticatorApps', body: enrolmentConfirmBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    const { TwoFaCode } = parseBody(enrolmentConfirmBodySchema, request.body);
    const codes = await withCodeAttempt(caller, async (tx) => {
      const pending = await findAuthenticator(tx, caller.user.id, true);
      if (!pending) throw conflict(ERROR_MESSAGES.enrolmentExpired);
      if (pending.confirmedAt) throw conflict(ERROR_MESSAGES.appAlreadyEnrolled);
      if (ctx.clock.now().getTime() - pending.createdAt.getTime() > ENROLMENT_TTL_MINUTES * 60_000) {
        throw conflict(ERROR_MESSAGES.enrolmentExpired);
      }
      if ((await verifyAppCode(ctx, tx, caller.user.id, TwoFaCode, { pending: true })) !== 'ok') return null;
      await confirmAuthenticator(tx, caller.user.id, ctx.clock.now());
      const issued = await issueRecoveryCodes(ctx, tx, caller.user.id);
      await endOtherSessions(tx, caller);
      await audit(tx, request, auditActor(caller), { action: 'SECOND_FACTOR_ENROL', objectType: 'USER', objectIds: [caller.user.id] });
      return issued;
    });
    await notify(caller, appEnabledEmail);
    return { data: { RecoveryCodes: codes } };
  });

  app.post(`${BASE}/app/disable`, documented({ capability: 'authenticatorApps', body: secondFactorProofBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    const body = parseBody(secondFactorProofBodySchema, request.body);
    await requirePassword(request, caller, body.Password);
    await withCodeAttempt(caller, async (tx) => {
      if (!(await proveSecondFactor(tx, caller, body))) return null;
      await deleteAuthenticator(tx, caller.user.id);
      await endOtherSessions(tx, caller);
      await audit(tx, request, auditActor(caller), { action: 'SECOND_FACTOR_DISABLE', objectType: 'USER', objectIds: [caller.user.id] });
      return true;
    });
    await notify(caller, appDisabledEmail);
    return { data: await statusOf(ctx.db, caller) };
  });

  app.post(`${BASE}/recoveryCodes`, documented({ capability: 'authenticatorApps', body: secondFactorProofBodySchema }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    const body = parseBody(secondFactorProofBodySchema, request.body);
    await requirePassword(request, caller, body.Password);
    const codes = await withCodeAttempt(caller, async (tx) => {
      if (!(await proveSecondFactor(tx, caller, body))) return null;
      const issued = await issueRecoveryCodes(ctx, tx, caller.user.id);
      await audit(tx, request, auditActor(caller), { action: 'RECOVERY_CODES_RENEW', objectType: 'USER', objectIds: [caller.user.id] });
      return issued;
    });
    return { data: { RecoveryCodes: codes } };
  });

  app.get('/settings/secondFactorPolicy', documented({ capability: 'authenticatorApps' }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    if (!mayPortalSettings(caller, 'read')) throw forbidden();
    return { data: { SecondFactorPolicy: await readSecondFactorPolicy(ctx.db) } };
  });

  app.post(
    '/settings/secondFactorPolicy',
    documented({ capability: 'authenticatorApps', body: secondFactorPolicyBodySchema }),
    async (request) => {
      const caller = await authenticate(ctx, request, ['session']);
      if (!mayPortalSettings(caller, 'update')) throw forbidden();
      const { SecondFactorPolicy } = parseBody(secondFactorPolicyBodySchema, request.body);
      // A demo's mailbox shows its codes; elsewhere e-mailed codes need SMTP.
      const appConfirmed = (await findAuthenticator(ctx.db, caller.user.id))?.confirmedAt != null;
      const lockOut = policyLockOutProblem(
        SecondFactorPolicy,
        { roles: caller.user.roles, appConfirmed },
        ctx.messenger.deliversEmail || ctx.demoMode,
      );
      if (lockOut) throw new RestError('BAD_USER_INPUT', lockOut);
      await ctx.db.transaction(async (tx) => {
        await writeSecondFactorPolicy(tx, SecondFactorPolicy, caller.user.id, ctx.clock.now());
        await audit(tx, request, auditActor(caller), { action: 'POLICY_CHANGE', objectType: 'SETTING', objectIds: [] });
      });
      return { data: { SecondFactorPolicy } };
    },
  );

  async function statusOf(q: Queryable, caller: Caller): Promise<SecondFactorStatus> {
    const app = await findAuthenticator(q, caller.user.id);
    const policy = await readSecondFactorPolicy(q);
    const enrolled = app?.confirmedAt != null;
    return {
      AppEnrolled: enrolled,
      RecoveryCodesLeft: enrolled ? await countUnusedRecoveryCodes(q, caller.user.id) : 0,
      EmailCodes: caller.user.twoFa,
      RequiredByPolicy: secondFactorRequired(policy, caller.user.roles),
      PortalPolicy: mayPortalSettings(caller, 'read') ? policy : null,
    };
  }

  /**
   * The account's own password, counted like a sign-in's (5 wrong per address in 15 minutes), so a
   * borrowed session cannot guess it; 400 on Password when wrong.
   */
  async function requirePassword(request: FastifyRequest, caller: Caller, password: string): Promise<void> {
    const attempt = await admitPasswordAttempt(ctx.db, caller.user.email, clientOf(request).addressKey, ctx.clock.now());
    if (!attempt.admitted) throw forbidden(attempt.message);
    if (!(await verifyPassword(caller.user.passwordHash, password))) throw badInput([{ field: 'Password', key: 'pwd_wrong' }]);
    await attempt.succeeded();
  }

  /**
   * Runs `change` in a transaction after counting a code attempt against the account (the sign-in's
   * 10 wrong codes an hour): `change` answers null for a wrong code (400, nothing stored).
   */
  async function withCodeAttempt<T>(caller: Caller, change: (tx: Queryable) => Promise<T | null>): Promise<T> {
    const attempt = await admitCodeAttempt(ctx.db, caller.user.id, ctx.clock.now());
    if (!attempt.admitted) throw forbidden(ERROR_MESSAGES.codesPaused);
    let wrong = false;
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const done = await change(tx);
        wrong = done === null;
        if (done === null) throw wrongCode();
        return done;
      });
      await attempt.notAFailure();
      return result;
    } catch (error) {
      // Only a wrong code stays counted; a refusal for another reason gives the attempt back.
      if (!wrong) await attempt.notAFailure();
      throw error;
    }
  }

  /** A current app code or an unused recovery code (which is used up). */
  async function proveSecondFactor(tx: Queryable, caller: Caller, body: SecondFactorProofBody): Promise<boolean> {
    const app = await findAuthenticator(tx, caller.user.id);
    if (!app?.confirmedAt) throw conflict(ERROR_MESSAGES.appNotEnrolled);
    if (body.RecoveryCode !== undefined) return (await useRecoveryCode(ctx, tx, caller.user.id, body.RecoveryCode)) !== null;
    return (await verifyAppCode(ctx, tx, caller.user.id, body.TwoFaCode ?? '')) === 'ok';
  }

  /** ASVS 7.4.3: how the account proves itself changed, so every other session and sign-in in progress ends. */
  async function endOtherSessions(tx: Queryable, caller: Caller): Promise<void> {
    await revokeUserTokens(tx, caller.user.id, { scopes: ['twofa'] });
    await deleteSessions(tx, caller.user.id, caller.token.id);
  }

  async function notify(caller: Caller, write: (input: { firstName: string; language: string }) => EmailText): Promise<void> {
    const mail = write({ firstName: caller.user.firstName, language: caller.user.language });
    const queued = await ctx.db.transaction((tx) =>
      ctx.messenger.queueEmail(tx, { to: caller.user.email, subject: mail.subject, text: mail.text }),
    );
    ctx.messenger.dispatch(queued);
  }
}
