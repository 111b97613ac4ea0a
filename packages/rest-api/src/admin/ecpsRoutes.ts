// Provider-admin calls for eye care professionals (§7): signup (with an invitation e-mail),
// profile edit or lock/unlock, and the list (or some ECPs by id) with each ECP's patient count.
// The signup and the profile change are shared with the site admins' calls (ecpWrites.ts).
import type { FastifyInstance } from 'fastify';
import { ecpFormSchema } from '@portal/domain/forms';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { findEcp, listEcps, readEcps } from './ecpsStore';
import { changeEcpProfile, ecpAnswer, signUpEcp } from './ecpWrites';

export type { EcpAnswer } from './ecpWrites';

type UidParams = { Params: { uid: string } };
type EcpParams = { Params: { uid: string; id: string } };

export function registerEcpRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${ADMIN_PREFIX}/doctors/signup`, async (request) => {
    const caller = await requirePlatformAdmin(ctx, request, 'create', 'ecp');
    const form = parseBody(ecpFormSchema, request.body);
    return { data: await signUpEcp(ctx, form, caller.user.language) };
  });

  api.post<EcpParams>(`${ADMIN_PREFIX}/doctors/:id/profile`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'update', 'ecp');
    const existing = await findEcp(ctx.db, request.params.id);
    if (!existing) throw notFound();
    return { data: await changeEcpProfile(ctx, existing, request.body) };
  });

  // With `ids`, only those ECPs (CONTRACT.md "By-id reads"); without, every ECP.
  api.get<UidParams>(`${ADMIN_PREFIX}/doctors/getAllECP`, async (request) => {
    await requirePlatformAdmin(ctx, request, 'list', 'ecp');
    const ids = idsQuery(request.query);
    return { data: (ids ? await readEcps(ctx.db, ids) : await listEcps(ctx.db)).map(ecpAnswer) };
  });
}
