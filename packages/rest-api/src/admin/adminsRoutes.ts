// Provider-admin calls for platform admins (§7), for super admins only (§6): signup with an
// invitation e-mail, profile edit or lock/unlock, delete, and the list (or some admins by id).
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema, isPagedListQuery } from '@portal/domain/consoleList';
import { ADMIN_LIST } from '@portal/domain/consoleLists/admins';
import { adminFormSchema, enabledBodySchema } from '@portal/domain/forms';
import { can } from '@portal/domain/access/policy';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { deleteAdmin, findAdmin, insertAdmin, listAdmins, pageAdmins, readAdmins, updateAdmin, type AdminRecord } from './adminsStore';
import { planAddressEdit, queueAddressMessages } from '../auth/emailChanges';
import { isEnabledOnlyBody, queueInvitation, requireFreeEmail, setAccountEnabled, uniqueEmailWrite } from './staffAccounts';
import { audit, auditActor, auditedWrite } from '../audit/auditRequest';
import { claimRecord } from './recordClaims';
import { documented } from '../http/openapi';

const adminListQuery = consoleListQuerySchema(ADMIN_LIST);

type UidParams = { Params: { uid: string } };
type AdminParams = { Params: { uid: string; id: string } };

export type AdminAnswer = Omit<AdminRecord, 'language'>;
const answer = ({ language: _language, ...admin }: AdminRecord): AdminAnswer => admin;

/** The admin's version raised first in `tx`; 409 with the admin as saved when the body read an older one. */
const claimAdmin = (tx: Queryable, id: string, body: unknown) =>
  claimRecord(tx, 'users', id, body, async (q) => {
    const current = await findAdmin(q, id);
    return current && answer(current);
  });

const hasTwoFa = (body: unknown) => !!body && typeof body === 'object' && 'TwoFA' in body;

export function registerAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${ADMIN_PREFIX}/admins/signup`, documented({ body: adminFormSchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'create', 'admin');
    const form = parseBody(adminFormSchema, request.body);
    await requireFreeEmail(ctx.db, form.Email);
    const language = caller.user.language;
    const { admin, queued } = await uniqueEmailWrite(() =>
      ctx.db.transaction(async (tx) => {
        const id = await insertAdmin(tx, form, language);
        const queued = await queueInvitation(ctx, tx, { id, email: form.Email, firstName: form.FirstName, language });
        await audit(tx, request, auditActor(caller), { action: 'CREATE', objectType: 'ADMIN', objectIds: [id] });
        return { admin: (await findAdmin(tx, id)) as AdminRecord, queued };
      }),
    );
    ctx.messenger.dispatch(queued);
    return { data: answer(admin) };
  });

  api.post<AdminParams>(
    `${ADMIN_PREFIX}/admins/:id/profile`,
    documented({ body: [adminFormSchema, enabledBodySchema] }),
    async (request) => {
      const caller = await requirePlatformAdmin(ctx, request, 'update', 'admin');
      const existing = await findAdmin(ctx.db, request.params.id);
      if (!existing) throw notFound();

      if (isEnabledOnlyBody(request.body)) {
        const { Enabled } = parseBody(enabledBodySchema, request.body);
        // The policy spares one's own account: locking it would end one's own session.
        if (Enabled === 0 && !can(caller.actor, 'lock', { kind: 'admin', userId: existing.UserStorageID })) throw forbidden();
        const admin = await ctx.db.transaction(async (tx) => {
          await claimAdmin(tx, existing.UserStorageID, request.body);
          await setAccountEnabled(tx, existing.UserStorageID, Enabled);
          await audit(tx, request, auditActor(caller), {
            action: Enabled === 0 ? 'LOCK' : 'UNLOCK',
            objectType: 'ADMIN',
            objectIds: [existing.UserStorageID],
          });
          return (await findAdmin(tx, existing.UserStorageID)) as AdminRecord;
        });
        return { data: answer(admin) };
      }

      const form = parseBody(adminFormSchema, request.body);
      await requireFreeEmail(ctx.db, form.Email, existing.UserStorageID);
      // TwoFA defaults to true on create only: an edit without it keeps the current setting.
      const twoFa = hasTwoFa(request.body) ? form.TwoFA : existing.TwoFA;
      // The address of an account in use is its holder's to confirm.
      const account = { email: existing.Email, pending: existing.Pending };
      const edit = await planAddressEdit(ctx.db, account, form.Email, { id: caller.actor.userId, body: request.body });
      const { admin, queued } = await uniqueEmailWrite(() =>
        ctx.db.transaction(async (tx) => {
          await claimAdmin(tx, existing.UserStorageID, request.body);
          await updateAdmin(tx, existing.UserStorageID, { ...form, Email: edit.storedEmail }, twoFa);
          await audit(tx, request, auditActor(caller), { action: edit.action, objectType: 'ADMIN', objectIds: [existing.UserStorageID] });
          const queued = await queueAddressMessages(ctx, tx, edit, {
            user: { id: existing.UserStorageID, email: existing.Email, firstName: form.FirstName, language: existing.language },
            newEmail: form.Email,
            requestedBy: caller.actor.userId,
            invite: true,
          });
          return { admin: (await findAdmin(tx, existing.UserStorageID)) as AdminRecord, queued };
        }),
      );
      ctx.messenger.dispatch(...queued);
      return { data: answer(admin) };
    },
  );

  api.delete<AdminParams>(`${ADMIN_PREFIX}/admins/:id/profile`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'delete', 'admin');
    const existing = await findAdmin(ctx.db, request.params.id);
    if (!existing) throw notFound();
    if (!can(caller.actor, 'delete', { kind: 'admin', userId: existing.UserStorageID })) throw forbidden();
    await auditedWrite(
      ctx.db,
      request,
      auditActor(caller),
      (tx) => deleteAdmin(tx, existing.UserStorageID),
      () => ({
        action: 'DELETE',
        objectType: 'ADMIN',
        objectIds: [existing.UserStorageID],
      }),
    );
    return { data: { UserStorageID: existing.UserStorageID, deleted: true } };
  });

  // With `ids`, only those admins (CONTRACT.md "By-id reads"); with `limit`, one page (CONTRACT.md
  // "Paged console lists"); without either, every one (the legacy call).
  api.get<UidParams>(
    `${ADMIN_PREFIX}/admins/getAllAdmins`,
    documented({ querystring: adminListQuery, ids: 'optional' }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'admin');
      const ids = idsQuery(request.query);
      if (ids) return { data: (await readAdmins(ctx.db, ids)).map(answer) };
      if (isPagedListQuery(request.query)) {
        const page = await pageAdmins(ctx.db, parseBody(adminListQuery, request.query));
        return { ...page, data: page.data.map(answer) };
      }
      return { data: (await listAdmins(ctx.db)).map(answer) };
    },
  );
}
