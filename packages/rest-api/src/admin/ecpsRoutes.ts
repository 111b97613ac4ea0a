// Provider-admin calls for eye care professionals (§7): signup (with an invitation e-mail),
// profile edit or lock/unlock, and the list (or some ECPs by id) with each ECP's patient count.
// The signup and the profile change are shared with the site admins' calls (ecpWrites.ts).
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema, isPagedListQuery } from '@portal/domain/consoleList';
import { ECP_LIST } from '@portal/domain/consoleLists/ecps';
import { ecpFormSchema } from '@portal/domain/forms';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { findEcp, listEcps, pageEcps, readEcps } from './ecpsStore';
import { changeEcpProfile, ecpAnswer, signUpEcp } from './ecpWrites';
import { auditActor } from '../audit/auditRequest';
import { documented } from '../http/openapi';
import { enabledBodySchema } from '@portal/domain/forms';

export type { EcpAnswer } from './ecpWrites';

/** The paged ECP list's query (CONTRACT.md "Paged console lists"); the site admin's list reads the same. */
export const ecpListQuery = consoleListQuerySchema(ECP_LIST);

type UidParams = { Params: { uid: string } };
type EcpParams = { Params: { uid: string; id: string } };

export function registerEcpRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${ADMIN_PREFIX}/doctors/signup`, documented({ body: ecpFormSchema }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'create', 'ecp');
    const form = parseBody(ecpFormSchema, request.body);
    return { data: await signUpEcp(ctx, form, caller.user.language, { request, who: auditActor(caller) }) };
  });

  api.post<EcpParams>(`${ADMIN_PREFIX}/doctors/:id/profile`, documented({ body: [ecpFormSchema, enabledBodySchema] }), async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'update', 'ecp');
    const existing = await findEcp(ctx.db, request.params.id);
    if (!existing) throw notFound();
    return { data: await changeEcpProfile(ctx, existing, request.body, { request, who: auditActor(caller) }) };
  });

  // With `ids`, only those ECPs (CONTRACT.md "By-id reads"); with `limit`, one page (CONTRACT.md
  // "Paged console lists"); without either, every ECP (the legacy call).
  api.get<UidParams>(`${ADMIN_PREFIX}/doctors/getAllECP`, documented({ querystring: ecpListQuery, ids: 'optional' }), async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'ecp');
    const ids = idsQuery(request.query);
    if (ids) return { data: (await readEcps(ctx.db, ids)).map(ecpAnswer) };
    if (isPagedListQuery(request.query)) {
      const page = await pageEcps(ctx.db, parseBody(ecpListQuery, request.query));
      return { ...page, data: page.data.map(ecpAnswer) };
    }
    return { data: (await listEcps(ctx.db)).map(ecpAnswer) };
  });
}
