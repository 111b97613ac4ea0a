// The ECP signup and profile change (edit, lock, unlock) shared by the provider admins
// (src/admin/ecpsRoutes.ts) and the site admins (src/patients/siteAdminRoutes.ts). The two callers
// differ only in which ECPs and sites they reach, which their routes decide before calling these.
import { ecpFormSchema, enabledBodySchema, type EcpForm } from '@portal/domain/forms';
import type { Actor } from '@portal/domain/access/actor';
import { can, type Resource } from '@portal/domain/access/policy';
import type { FastifyRequest } from 'fastify';
import type { AuditEventInput } from '@portal/domain/audit';
import type { AppContext } from '../context';
import { audit } from '../audit/auditRequest';
import { badInput, conflict, forbidden, notFound, StaleWriteError } from '../http/errors';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ecpAwaitsApproval, siteAwaitsApproval } from '@portal/domain/pendingApproval';
import { expectedVersionOf } from '@portal/domain/recordVersion';
import type { Queryable } from '../db/database';
import { claimVersion } from '../db/recordVersionStore';
import { parseBody } from '../http/validate';
import { findEcp, insertEcp, updateEcp, type EcpRecord } from './ecpsStore';
import { findSiteStatus } from './sitesStore';
import { awaitsApproval } from './selfRegistrations';
import { planAddressEdit, queueAddressMessages } from '../auth/emailChanges';
import { isEnabledOnlyBody, queueInvitation, requireFreeEmail, setAccountEnabled, uniqueEmailWrite } from './staffAccounts';

/** Who writes, for the audit trail (recorded in the write's transaction). */
export interface AuditTrail {
  request: FastifyRequest;
  who: Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'>;
}

/** The §3 ECP; the account's language is only used for its e-mails. */
export type EcpAnswer = Omit<EcpRecord, 'language'>;
export const ecpAnswer = ({ language: _language, ...ecp }: EcpRecord): EcpAnswer => ecp;

/**
 * Creates the invited ECP at `form.SiteStorageID` and queues the invitation in `language` (the
 * inviting user's, until the new ECP chooses their own). 400 `site_req` when no site has that id,
 * 409 'Email must be unique'.
 */
export async function signUpEcp(ctx: AppContext, form: EcpForm, language: string, trail: AuditTrail): Promise<EcpAnswer> {
  const site = await findSiteStatus(ctx.db, form.SiteStorageID);
  if (site === null) throw badInput([{ field: 'SiteStorageID', key: 'site_req' }]);
  // A registration's site takes clinicians once approved; until then it is the Pending tab's.
  if (siteAwaitsApproval(site)) throw conflict(ERROR_MESSAGES.awaitsApproval);
  await requireFreeEmail(ctx.db, form.Email);
  const { ecp, queued } = await uniqueEmailWrite(() =>
    ctx.db.transaction(async (tx) => {
      const id = await insertEcp(tx, form, language);
      const queued = await queueInvitation(ctx, tx, { id, email: form.Email, firstName: form.FirstName, language }, site.Name);
      await audit(tx, trail.request, trail.who, { action: 'CREATE', objectType: 'ECP', objectIds: [id] });
      return { ecp: (await findEcp(tx, id)) as EcpRecord, queued };
    }),
  );
  ctx.messenger.dispatch(queued);
  return ecpAnswer(ecp);
}

export interface EcpProfileOptions {
  /**
   * The caller when they are an ECP themselves (site admins): the policy spares their own account
   * from a lock, which would end their session. Platform admins' own accounts are admin accounts.
   */
  actor?: Actor;
}

/**
 * Raises the ECP's version in `tx`, the first step of each of its edits; 409 with the ECP as saved
 * now when the body names an older version than that (someone else saved since it was read).
 */
async function claimEcp(tx: Queryable, existing: EcpRecord, body: unknown): Promise<void> {
  if (await claimVersion(tx, 'users', existing.id, expectedVersionOf(body))) return;
  const current = await findEcp(tx, existing.id);
  throw current ? new StaleWriteError(ecpAnswer(current)) : notFound();
}

/** An ECP as the access policy sees it: its site and its account. */
export const ecpResource = (ecp: EcpRecord): Resource => ({ kind: 'ecp', siteId: ecp.SiteStorageID, userId: ecp.id });

/** POST .../{id}/profile on an ECP the caller may reach: lock or unlock (a body with only `Enabled`), else the edit form. */
export async function changeEcpProfile(
  ctx: AppContext,
  existing: EcpRecord,
  body: unknown,
  trail: AuditTrail,
  options: EcpProfileOptions = {},
): Promise<EcpAnswer> {
  // A registrant's account is the Pending tab's to settle: approving sends the invitation.
  if (ecpAwaitsApproval(existing.SitePending)) throw conflict(ERROR_MESSAGES.awaitsApproval);
  if (isEnabledOnlyBody(body)) {
    const { Enabled } = parseBody(enabledBodySchema, body);
    if (Enabled === 0 && options.actor && !can(options.actor, 'lock', ecpResource(existing))) throw forbidden();
    const ecp = await ctx.db.transaction(async (tx) => {
      await claimEcp(tx, existing, body);
      await setAccountEnabled(tx, existing.id, Enabled);
      await audit(tx, trail.request, trail.who, { action: Enabled === 0 ? 'LOCK' : 'UNLOCK', objectType: 'ECP', objectIds: [existing.id] });
      return (await findEcp(tx, existing.id)) as EcpRecord;
    });
    return ecpAnswer(ecp);
  }

  // §5: the site cannot change in edit (the form disables it); a different SiteStorageID is ignored.
  const form = parseBody(ecpFormSchema, body);
  await requireFreeEmail(ctx.db, form.Email, existing.id);
  // The address of an account in use is its holder's to confirm: the editor
  // proves who they are, and the ECP keeps the old address until then.
  const edit = await planAddressEdit(ctx.db, { email: existing.Email, pending: existing.Pending }, form.Email, {
    id: trail.who.actorId,
    body,
  });
  // A registrant awaiting approval gets their invitation from the approval, not from an e-mail fix.
  const invite = edit.mode === 'readdress' && !(await awaitsApproval(ctx.db, { id: existing.id, email: existing.Email }));
  const { ecp, queued } = await uniqueEmailWrite(() =>
    ctx.db.transaction(async (tx) => {
      await claimEcp(tx, existing, body);
      await updateEcp(tx, existing.id, { ...form, Email: edit.storedEmail });
      await audit(tx, trail.request, trail.who, { action: edit.action, objectType: 'ECP', objectIds: [existing.id] });
      // A pending ECP whose address was wrong gets the invitation at the corrected one (the old link ends).
      const queued = await queueAddressMessages(ctx, tx, edit, {
        user: { id: existing.id, email: existing.Email, firstName: form.FirstName, language: existing.language },
        newEmail: form.Email,
        requestedBy: trail.who.actorId,
        invite,
        siteName: existing.SiteName,
      });
      return { ecp: (await findEcp(tx, existing.id)) as EcpRecord, queued };
    }),
  );
  ctx.messenger.dispatch(...queued);
  return ecpAnswer(ecp);
}
