// The site admin area's writes (§2 "Site admin dashboard", §6 site admins, §7 ECP calls): add an ECP
// to the caller's own site, edit, lock or unlock the ECPs of that site, and toggle its backup flag.
// The access policy decides (@portal/domain/access/policy): site admins only, on their own site.
// Whatever site a body names is replaced by it, and another site's ECP answers 404 exactly like an
// unknown id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ecpFormSchema, siteBackupSchema } from '@portal/domain/forms';
import { decide, type Action, type ResourceKind } from '@portal/domain/access/policy';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { findEcp } from '../admin/ecpsStore';
import { changeEcpProfile, ecpResource, signUpEcp } from '../admin/ecpWrites';
import { isEnabledOnlyBody } from '../admin/staffAccounts';
import { findSite, setSiteBackup } from '../admin/sitesStore';
import { claimSite } from '../admin/recordClaims';
import { DOCTOR_PREFIX, requireSiteScope, type SiteScopedDoctor } from './doctorGuard';
import { auditActor } from '../audit/auditRequest';
import { documented } from '../http/openapi';
import { enabledBodySchema } from '@portal/domain/forms';

type UidParams = { Params: { uid: string } };
type EcpParams = { Params: { uid: string; id: string } };

/**
 * A site admin who may `action` their site's `kind`, and that site. The policy gives a site admin
 * without a site no write reach (403); the check below only narrows the type.
 */
async function requireSiteAdmin(
  ctx: AppContext,
  request: FastifyRequest<UidParams>,
  action: Action,
  kind: ResourceKind,
): Promise<SiteScopedDoctor & { scopeSiteId: string }> {
  const caller = await requireSiteScope(ctx, request, action, kind);
  if (!caller.scopeSiteId) throw forbidden();
  return { ...caller, scopeSiteId: caller.scopeSiteId };
}

/** The body with `SiteStorageID` set to the caller's site, overriding anything sent (§6: no site choice). */
const onOwnSite = (body: unknown, siteId: string) => ({
  ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  SiteStorageID: siteId,
});

export function registerSiteAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${DOCTOR_PREFIX}/doctors/signup`, documented({ body: ecpFormSchema }), async (request) => {
    const caller = await requireSiteAdmin(ctx, request, 'create', 'ecp');
    const form = parseBody(ecpFormSchema, onOwnSite(request.body, caller.scopeSiteId));
    return { data: await signUpEcp(ctx, form, caller.user.language, { request, who: auditActor(caller, caller) }) };
  });

  api.post<EcpParams>(`${DOCTOR_PREFIX}/:id/profile`, documented({ body: [ecpFormSchema, enabledBodySchema] }), async (request) => {
    const caller = await requireSiteAdmin(ctx, request, 'update', 'ecp');
    const existing = await findEcp(ctx.db, request.params.id);
    const decision = existing ? decide(caller.actor, 'update', ecpResource(existing)) : 'notFound';
    if (!existing || decision === 'notFound') throw notFound();
    if (decision === 'forbidden') throw forbidden();
    // An edit form needs no site (it never changes); a lock or unlock must stay a body with only Enabled.
    const body = isEnabledOnlyBody(request.body) ? request.body : onOwnSite(request.body, caller.scopeSiteId);
    return { data: await changeEcpProfile(ctx, existing, body, { request, who: auditActor(caller, caller) }, { actor: caller.actor }) };
  });

  api.post<UidParams>(
    `${DOCTOR_PREFIX}/site/update`,
    documented({ capability: 'ownSiteSettings', body: siteBackupSchema }),
    async (request) => {
      const caller = await requireSiteAdmin(ctx, request, 'update', 'siteBackup');
      const { BackUpData } = parseBody(siteBackupSchema, onOwnSite(request.body, caller.scopeSiteId));
      // A toggle made from an older version of the site is refused (409) with the site as saved.
      await ctx.db.transaction(async (tx) => {
        await claimSite(tx, caller.scopeSiteId, request.body);
        await setSiteBackup(tx, caller.scopeSiteId, BackUpData);
      });
      const site = await findSite(ctx.db, caller.scopeSiteId);
      if (!site) throw notFound();
      return { data: site };
    },
  );
}
