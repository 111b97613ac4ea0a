// Provider-admin calls for eye care professionals (§7): signup (with an invitation e-mail),
// profile edit or lock/unlock, and the list with each ECP's patient count.
import type { FastifyInstance } from 'fastify';
import { ecpFormSchema, enabledBodySchema } from '@portal/domain/forms';
import type { AppContext } from '../context';
import { badInput, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { findEcp, findSiteName, insertEcp, listEcps, updateEcp, type EcpRecord } from './ecpsStore';
import { isEnabledOnlyBody, queueInvitation, requireFreeEmail, setAccountEnabled, uniqueEmailWrite } from './staffAccounts';

type UidParams = { Params: { uid: string } };
type EcpParams = { Params: { uid: string; id: string } };

/** The §3 ECP; the account's language is only used for its e-mails. */
export type EcpAnswer = Omit<EcpRecord, 'language'>;
const answer = ({ language: _language, ...ecp }: EcpRecord): EcpAnswer => ecp;

export function registerEcpRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${ADMIN_PREFIX}/doctors/signup`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request);
    const form = parseBody(ecpFormSchema, request.body);
    const siteName = await findSiteName(ctx.db, form.SiteStorageID);
    if (siteName === null) throw badInput([{ field: 'SiteStorageID', key: 'site_req' }]);
    await requireFreeEmail(ctx.db, form.Email);
    // The new ECP reads the invitation in the inviting admin's language until they choose their own.
    const language = caller.user.language;
    const { ecp, queued } = await uniqueEmailWrite(() =>
      ctx.db.transaction(async (tx) => {
        const id = await insertEcp(tx, form, language);
        const queued = await queueInvitation(ctx, tx, { id, email: form.Email, firstName: form.FirstName, language }, siteName);
        return { ecp: (await findEcp(tx, id)) as EcpRecord, queued };
      }),
    );
    ctx.messenger.dispatch(queued);
    return { data: answer(ecp) };
  });

  api.post<EcpParams>(`${ADMIN_PREFIX}/doctors/:id/profile`, async (request) => {
    await requirePlatformAdmin(ctx, request);
    const existing = await findEcp(ctx.db, request.params.id);
    if (!existing) throw notFound();

    if (isEnabledOnlyBody(request.body)) {
      const { Enabled } = parseBody(enabledBodySchema, request.body);
      const ecp = await ctx.db.transaction(async (tx) => {
        await setAccountEnabled(tx, existing.id, Enabled);
        return (await findEcp(tx, existing.id)) as EcpRecord;
      });
      return { data: answer(ecp) };
    }

    // §5: the site cannot change in edit (the form disables it); a different SiteStorageID is ignored.
    const form = parseBody(ecpFormSchema, request.body);
    await requireFreeEmail(ctx.db, form.Email, existing.id);
    const readdressed = form.Email.toLowerCase() !== existing.Email.toLowerCase() && existing.Pending === 1;
    const { ecp, queued } = await uniqueEmailWrite(() =>
      ctx.db.transaction(async (tx) => {
        await updateEcp(tx, existing.id, form);
        // A pending ECP whose address was wrong gets the invitation at the corrected one (the old link ends).
        const queued = readdressed
          ? await queueInvitation(ctx, tx, { id: existing.id, email: form.Email, firstName: form.FirstName, language: existing.language }, existing.SiteName)
          : null;
        return { ecp: (await findEcp(tx, existing.id)) as EcpRecord, queued };
      }),
    );
    if (queued) ctx.messenger.dispatch(queued);
    return { data: answer(ecp) };
  });

  api.get<UidParams>(`${ADMIN_PREFIX}/doctors/getAllECP`, async (request) => {
    await requirePlatformAdmin(ctx, request);
    return { data: (await listEcps(ctx.db)).map(answer) };
  });
}
