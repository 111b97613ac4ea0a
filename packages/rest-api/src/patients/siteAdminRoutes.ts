// The site admin area's writes (§2 "Site admin dashboard", §6 site admins, §7 ECP calls): add an ECP
// to the caller's own site, edit, lock or unlock the ECPs of that site, and toggle its backup flag.
// Site admins only. The caller's site is the only one they reach: whatever site a body names is
// replaced by it, and another site's ECP answers 404 exactly like an unknown id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ecpFormSchema, siteBackupSchema } from '@portal/domain/forms';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { findEcp } from '../admin/ecpsStore';
import { changeEcpProfile, signUpEcp } from '../admin/ecpWrites';
import { isEnabledOnlyBody } from '../admin/staffAccounts';
import { findSite, setSiteBackup } from '../admin/sitesStore';
import { DOCTOR_PREFIX, requireDoctor, type DoctorCaller } from './doctorGuard';

type UidParams = { Params: { uid: string } };
type EcpParams = { Params: { uid: string; id: string } };

/** A site admin and their site; a site admin without a site has no area to manage (403). */
async function requireSiteAdmin(ctx: AppContext, request: FastifyRequest<UidParams>): Promise<DoctorCaller & { siteId: string }> {
  const caller = await requireDoctor(ctx, request, { siteAdminOnly: true });
  if (!caller.siteId) throw forbidden();
  return { ...caller, siteId: caller.siteId };
}

/** The body with `SiteStorageID` set to the caller's site, overriding anything sent (§6: no site choice). */
const onOwnSite = (body: unknown, siteId: string) => ({
  ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  SiteStorageID: siteId,
});

export function registerSiteAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${DOCTOR_PREFIX}/doctors/signup`, async (request) => {
    const caller = await requireSiteAdmin(ctx, request);
    const form = parseBody(ecpFormSchema, onOwnSite(request.body, caller.siteId));
    return { data: await signUpEcp(ctx, form, caller.user.language) };
  });

  api.post<EcpParams>(`${DOCTOR_PREFIX}/:id/profile`, async (request) => {
    const caller = await requireSiteAdmin(ctx, request);
    const existing = await findEcp(ctx.db, request.params.id);
    if (!existing || existing.SiteStorageID !== caller.siteId) throw notFound();
    // An edit form needs no site (it never changes); a lock or unlock must stay a body with only Enabled.
    const body = isEnabledOnlyBody(request.body) ? request.body : onOwnSite(request.body, caller.siteId);
    return { data: await changeEcpProfile(ctx, existing, body, { selfId: caller.doctorId }) };
  });

  api.post<UidParams>(`${DOCTOR_PREFIX}/site/update`, async (request) => {
    const caller = await requireSiteAdmin(ctx, request);
    const { BackUpData } = parseBody(siteBackupSchema, onOwnSite(request.body, caller.siteId));
    await setSiteBackup(ctx.db, caller.siteId, BackUpData);
    const site = await findSite(ctx.db, caller.siteId);
    if (!site) throw notFound();
    return { data: site };
  });
}
