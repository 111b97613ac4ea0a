// An account's authenticator app removed by a platform admin (CONTRACT.md "Second factor"): the
// way back in for a clinician or an admin who lost both the phone and the recovery codes. Admins
// reset ECPs' apps, super admins admins' (the §6 policy's update right on each); nobody their own
// (that is the account's own "turn off", which asks for a code). The app and its recovery codes go,
// every session and sign-in in progress of the account ends, it is audited, and the account is told.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AuditObjectType } from '@portal/domain/audit';
import type { AppContext } from '../context';
import { audit, auditActor } from '../audit/auditRequest';
import { deleteAuthenticator, findAuthenticator } from '../auth/authenticatorStore';
import { deleteSessions } from '../auth/sessionStore';
import { revokeUserTokens } from '../auth/tokens';
import { conflict, forbidden, notFound } from '../http/errors';
import { appResetEmail } from '../mail/secondFactorTemplates';
import { findAdmin } from './adminsStore';
import { findEcp } from './ecpsStore';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { documented } from '../http/openapi';

type ResetParams = { Params: { uid: string; id: string } };

interface Account {
  id: string;
  email: string;
  firstName: string;
  language: string;
}

const KINDS = {
  ecp: { path: 'doctors', objectType: 'ECP' as AuditObjectType, find: findEcp },
  admin: { path: 'admins', objectType: 'ADMIN' as AuditObjectType, find: findAdmin },
} as const;

export function registerSecondFactorResetRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const [kind, { path, objectType, find }] of Object.entries(KINDS) as [keyof typeof KINDS, (typeof KINDS)[keyof typeof KINDS]][]) {
    api.post<ResetParams>(
      `${ADMIN_PREFIX}/${path}/:id/secondFactor/reset`,
      documented({ capability: 'authenticatorApps' }),
      async (request) => {
        const caller = await requirePlatformAdmin(ctx, request, 'update', kind);
        const found = await find(ctx.db, request.params.id);
        if (!found) throw notFound();
        const account: Account = { id: found.UserStorageID, email: found.Email, firstName: found.FirstName, language: found.language };
        if (account.id === caller.user.id) throw forbidden();
        await reset(request, account, objectType, caller);
        return { data: { AppEnrolled: false } };
      },
    );
  }

  async function reset(
    request: FastifyRequest,
    account: Account,
    objectType: AuditObjectType,
    caller: Parameters<typeof auditActor>[0],
  ): Promise<void> {
    const mail = appResetEmail({ firstName: account.firstName, language: account.language });
    const queued = await ctx.db.transaction(async (tx) => {
      const app = await findAuthenticator(tx, account.id, true);
      if (!app?.confirmedAt) throw conflict(ERROR_MESSAGES.appNotEnrolled);
      await deleteAuthenticator(tx, account.id);
      // As after a change of how the account signs in (ASVS 7.4.3): whoever holds a session or a
      // sign-in half-way with the lost phone is out.
      await revokeUserTokens(tx, account.id, { scopes: ['twofa'] });
      await deleteSessions(tx, account.id);
      await audit(tx, request, auditActor(caller), { action: 'SECOND_FACTOR_RESET', objectType, objectIds: [account.id] });
      return ctx.messenger.queueEmail(tx, { to: account.email, subject: mail.subject, text: mail.text });
    });
    ctx.messenger.dispatch(queued);
  }
}
