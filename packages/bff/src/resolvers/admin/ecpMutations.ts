// ECP mutations of the admin console: invite (create), edit, lock/unlock and the message to ECPs.
// Inputs are checked with ecpFormSchema / enabledBodySchema / doctorsMessageSchema before any REST call.
// A site admin invites, edits and locks their own site's ECPs (§6): the site is always theirs, and
// the calls go to their /eyeCareProviders area, where REST checks the same again.
import { ERROR_TITLES } from '@portal/domain/errors';
import { signInMessageRefusal, type NotMessagedReason } from '@portal/domain/ecpMessaging';
import { doctorsMessageSchema, ecpFormSchema, enabledBodySchema } from '@portal/domain/forms';
import { check } from '@portal/domain/validation';
import { ECP_INPUT_FIELDS, inputNamesOf, restBodyOf } from '@portal/domain/formInputs';
import type { BffContext } from '../../context';
import * as ecpsRest from '../../rest/admin/ecps';
import * as siteAdminRest from '../../rest/doctor/siteAdmin';
import { isSiteAdminCaller, type ConsoleCaller } from './access';
import { loadById, loadManyById, type EcpModel } from './adminLists';
import { ecpSitePending, pendingEcpRefusal, pendingSiteRefusal } from './pendingGuards';
import { reauthenticationFor } from '../../upstream/extensionFields';
import { legacyStaleEdit, restVersionOf, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { wholeListAt } from '../../upstream/consoleLists';
import { ecpSchema, ECPS_LIST_PATH, type EcpRecord } from '../../rest/admin/ecps';
import { adminLabel, adminPath } from '../../rest/admin/adminPath';
import { doctorLabel, doctorPath } from '../../rest/doctor/doctorPath';
import { SITE_ECPS } from '../../rest/doctor/siteAdmin';
import {
  adminWriter,
  consoleWriter,
  failed,
  forgetLists,
  formError,
  internalIdOf,
  newEdge,
  optionalInternalId,
  restFailure,
} from './mutationSupport';

interface EcpFields {
  firstName?: string | null;
  lastName?: string | null;
  /** Already the REST code: the Profession enum's resolver maps MD → 1. */
  profession?: number | null;
  phoneNumber?: string | null;
  email?: string | null;
  siteId?: string | null;
  isSiteAdmin?: boolean | null;
  medicalLicense?: string | null;
  notes?: string | null;
  socialID?: string | null;
  birthdate?: string | null;
  defaultVaScale?: number | null;
  currentPassword?: string | null;
  expectedVersion?: string | null;
}

const FIELD_NAMES = inputNamesOf(ECP_INPUT_FIELDS);
/** An edit's fields, and the editor's password asked when the address of an account in use changes. */
const EDIT_FIELD_NAMES = { ...FIELD_NAMES, CurrentPassword: 'currentPassword' };

/** The §3 body; a site ID of another type names no site, so it fails as site_req like a missing one. */
const ecpBody = (input: EcpFields, siteStorageId: string | null) => restBodyOf(ECP_INPUT_FIELDS, { ...input, siteId: siteStorageId });

const asEcp = (record: ecpsRest.EcpRecord): EcpModel => ({ ...record, __typename: 'Ecp' });
/** The ECP a stale-write refusal carries, as GraphQL serves it. */
const ecpModelOf = (current: unknown) => asEcp(ecpSchema.parse(current));

/** The caller's ECP writes: the provider-admin calls, or the site admin's own. */
const writesOf = (caller: ConsoleCaller) =>
  isSiteAdminCaller(caller)
    ? { create: siteAdminRest.createSiteEcp, update: siteAdminRest.updateSiteEcp, list: 'siteEcps' as const }
    : { create: ecpsRest.createEcp, update: ecpsRest.updateEcp, list: 'ecps' as const };

/** The ECP as a §7 backend has it now, from its whole list read afresh (not the copy kept for reuse). */
async function ecpNow(context: BffContext, caller: ConsoleCaller, id: string): Promise<EcpRecord | null> {
  context.wholeLists.forgetUser(caller.uid);
  const [path, label] = isSiteAdminCaller(caller)
    ? [doctorPath(caller.uid, SITE_ECPS), doctorLabel(SITE_ECPS)]
    : [adminPath(caller.uid, ECPS_LIST_PATH), adminLabel(ECPS_LIST_PATH)];
  const ecps = await wholeListAt(context, caller.uid, path, label, ecpSchema);
  return ecps.find((ecp) => ecp.UserStorageID === id) ?? null;
}

/** The payload error when the ECP changed since `expected` was read (a §7 backend's check), else null. */
const staleEcp = (context: BffContext, caller: ConsoleCaller, id: string, expected: string | null | undefined, title: string) =>
  legacyStaleEdit(context, expected, title, VERSION_FIELDS.ecp, () => ecpNow(context, caller, id), asEcp);

/** A registrant waiting for approval is the Pending tab's (a site admin's own site is active: no check). */
const pendingEcpOf = (context: BffContext, caller: ConsoleCaller, id: string, title: string) =>
  isSiteAdminCaller(caller) ? null : pendingEcpRefusal(context, caller, id, title);

/** The site of a new or edited ECP: a site admin's own, whatever was sent. */
const siteOf = (caller: ConsoleCaller, sent: string | null | undefined) =>
  isSiteAdminCaller(caller) ? caller.siteId : optionalInternalId(sent, 'Site');

export async function createEcp(_parent: unknown, { input }: { input: EcpFields }, context: BffContext) {
  const title = ERROR_TITLES.ecpNotCreated;
  const access = await consoleWriter(context, title, 'create', 'ecp');
  if ('error' in access) return failed(access.error);
  const writes = writesOf(access.caller);
  const form = check(ecpFormSchema, ecpBody(input, siteOf(access.caller, input.siteId)));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    // A registration's site takes clinicians once approved (a site admin's own site is active).
    const waiting = isSiteAdminCaller(access.caller)
      ? null
      : await pendingSiteRefusal(context, access.caller, form.value.SiteStorageID, title);
    if (waiting) return failed(waiting);
    const ecp = asEcp(await writes.create(context.rest, access.caller.uid, form.value));
    forgetLists(context, access.caller, [writes.list, 'sites']);
    return { ecp, ecpEdge: newEdge(ecp), errors: [] };
  } catch (error) {
    return failed(restFailure(error, title, FIELD_NAMES, 'email'));
  }
}

export async function updateEcp(_parent: unknown, { input }: { input: EcpFields & { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.ecpNotEdited;
  const access = await consoleWriter(context, title, 'update', 'ecp');
  if ('error' in access) return failed(access.error);
  const writes = writesOf(access.caller);
  const id = internalIdOf(input.id, 'Ecp');
  // The site never changes on edit (§5); the form still carries it, so read it by id when not
  // given (a site admin's is always their own site).
  let siteStorageId = siteOf(access.caller, input.siteId);
  if (!siteStorageId && !isSiteAdminCaller(access.caller)) {
    const current = await loadById(context, 'ecp', access.caller, id);
    siteStorageId = current?.SiteStorageID ?? null;
  }
  const form = check(ecpFormSchema, ecpBody(input, siteStorageId));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const waiting = await pendingEcpOf(context, access.caller, id, title);
    if (waiting) return failed(waiting);
    const stale = await staleEcp(context, access.caller, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const body = {
      ...form.value,
      ...reauthenticationFor(context, input.currentPassword),
      ...restVersionOf(context, input.expectedVersion),
    };
    const ecp = asEcp(await writes.update(context.rest, access.caller.uid, id, body));
    forgetLists(context, access.caller, [writes.list, 'sites']);
    return { ecp, errors: [] };
  } catch (error) {
    return failed(staleWriteOf(error, title, ecpModelOf) ?? restFailure(error, title, EDIT_FIELD_NAMES, 'email'));
  }
}

/** §4: lock sends Enabled=0 (and ends the ECP's sessions), unlock Enabled=1. */
export async function setEcpLocked(
  _parent: unknown,
  { input }: { input: { id: string; locked: boolean; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.ecpNotEdited;
  const access = await consoleWriter(context, title, input.locked ? 'lock' : 'update', 'ecp');
  if ('error' in access) return failed(access.error);
  const writes = writesOf(access.caller);
  const id = internalIdOf(input.id, 'Ecp');
  const form = check(enabledBodySchema, { Enabled: input.locked ? 0 : 1 });
  if (!form.ok) return failed(formError(title, form.problems, { Enabled: 'locked' }));
  try {
    const waiting = await pendingEcpOf(context, access.caller, id, title);
    if (waiting) return failed(waiting);
    const stale = await staleEcp(context, access.caller, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const ecp = asEcp(
      await writes.update(context.rest, access.caller.uid, id, { ...form.value, ...restVersionOf(context, input.expectedVersion) }),
    );
    forgetLists(context, access.caller, [writes.list]);
    return { ecp, errors: [] };
  } catch (error) {
    return failed(staleWriteOf(error, title, ecpModelOf) ?? restFailure(error, title, { Enabled: 'locked' }));
  }
}

/** §2 send-message modal: a method and at least one recipient ('Please select recipients'). */
export async function sendMessageToEcps(
  _parent: unknown,
  { input }: { input: { ecpIds: string[]; method?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.messageNotSent;
  const access = await adminWriter(context, title, 'message', 'ecp');
  if ('error' in access) return failed(access.error);
  const fieldNames = { Method: 'method', DoctorsIDs: 'ecpIds' };
  // An ID of another type is no ECP: REST refuses the whole message (recipients_req), so do the same here.
  const ids = input.ecpIds.map((id) => optionalInternalId(id, 'Ecp'));
  const form = check(doctorsMessageSchema, {
    Method: input.method ?? undefined,
    DoctorsIDs: ids.some((id) => id === null) ? [] : ids,
  });
  if (!form.ok) {
    const onlyRecipients = form.problems.every((p) => p.key === 'recipients_req');
    return failed(formError(onlyRecipients ? ERROR_TITLES.selectRecipients : title, form.problems, fieldNames));
  }
  try {
    // The message invites to sign in: locked ECPs and registrants waiting for approval are skipped by the domain's rule (the
    // bundled service skips them again); an unknown id goes on, for REST to refuse the whole message.
    // A §7 backend's list is read afresh: a lock made a moment ago counts.
    context.wholeLists.forgetUser(access.caller.uid);
    const found = await loadManyById(context, 'ecp', access.caller, form.value.DoctorsIDs);
    const skipped = new Map<string, NotMessagedReason>();
    for (const ecp of found) {
      if (!ecp) continue;
      const reason = signInMessageRefusal({ Enabled: ecp.Enabled, SitePending: await ecpSitePending(context, access.caller, ecp) });
      if (reason) skipped.set(ecp.UserStorageID, reason);
    }
    const recipients = form.value.DoctorsIDs.filter((id) => !skipped.has(id));
    const sent =
      recipients.length > 0
        ? await ecpsRest.sendMessageToEcps(context.rest, access.caller.uid, { ...form.value, DoctorsIDs: recipients })
        : { recipients: 0, emails: 0, sms: 0, notMessaged: [] };
    for (const { id, reason } of sent.notMessaged) skipped.set(id, reason);
    const count = (reason: NotMessagedReason) => [...skipped.values()].filter((r) => r === reason).length;
    return {
      recipientCount: sent.recipients,
      emailCount: sent.emails,
      smsCount: sent.sms,
      notMessagedLockedCount: count('LOCKED'),
      notMessagedPendingCount: count('PENDING'),
      errors: [],
    };
  } catch (error) {
    return failed(restFailure(error, title, fieldNames));
  }
}
