// Site mutations of the admin console: create, edit and the backup toggle (deleting: siteDeletion.ts).
// Inputs are checked with the domain's siteFormSchema / siteBackupSchema before any REST call.
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { siteBackupSchema, siteFormSchema } from '@portal/domain/forms';
import { check } from '@portal/domain/validation';
import { decide } from '@portal/domain/access/policy';
import { inputNamesOf, restBodyOf, SITE_INPUT_FIELDS } from '@portal/domain/formInputs';
import type { BffContext } from '../../context';
import * as sitesRest from '../../rest/admin/sites';
import * as siteAdminRest from '../../rest/doctor/siteAdmin';
import { notFoundError } from '../../errors/graphqlErrors';
import { notAvailableError } from '../../upstream/extensionFields';
import { legacyStaleEdit, restVersionOf, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { freshWholeListRow } from '../../upstream/consoleLists';
import { isSiteAdminCaller } from './access';
import { pendingSiteRefusal } from './pendingGuards';
import type { SiteModel } from './adminLists';
import {
  consoleWriter,
  adminWriter,
  failed,
  forgetLists,
  formError,
  goneFailure,
  internalIdOf,
  newEdge,
  restFailure,
} from './mutationSupport';

export interface SiteFields {
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  street?: string | null;
  apartment?: string | null;
  zipCode?: string | null;
  backUpData?: boolean | null;
  expectedVersion?: string | null;
}

const FIELD_NAMES = { ...inputNamesOf(SITE_INPUT_FIELDS), SiteStorageID: 'id' };

/** The §3 body of the site form; an absent backUpData is left out (create: default true; edit: kept). */
const siteBody = (input: SiteFields) => restBodyOf(SITE_INPUT_FIELDS, { ...input }, ['backUpData']);

const asSite = (record: sitesRest.SiteRecord): SiteModel => ({ ...record, __typename: 'Site' });
/** The site a stale-write refusal carries, as GraphQL serves it. */
const siteModelOf = (current: unknown) => asSite(sitesRest.siteSchema.parse(current));

/** The payload error when the site changed since `expected` was read (a §7 backend's check, on the list read afresh), else null. */
const staleSite = (context: BffContext, uid: string, id: string, expected: string | null | undefined, title: string) =>
  legacyStaleEdit(
    context,
    expected,
    title,
    VERSION_FIELDS.site,
    () => freshWholeListRow(context, uid, sitesRest.SITES_LIST_PATH, sitesRest.siteSchema, (site) => site.SiteStorageID, id),
    asSite,
  );

export async function createSite(_parent: unknown, { input }: { input: SiteFields }, context: BffContext) {
  const title = ERROR_TITLES.siteNotCreated;
  const access = await adminWriter(context, title, 'create', 'site');
  if ('error' in access) return failed(access.error);
  const form = check(siteFormSchema, siteBody(input));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const site = asSite(await sitesRest.createSite(context.rest, access.caller.uid, form.value));
    forgetLists(context, access.caller, ['sites']);
    return { site, siteEdge: newEdge(site), errors: [] };
  } catch (error) {
    return failed(restFailure(error, title, FIELD_NAMES, 'name'));
  }
}

export async function updateSite(_parent: unknown, { input }: { input: SiteFields & { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.siteNotEdited;
  const access = await adminWriter(context, title, 'update', 'site');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Site');
  const form = check(siteFormSchema, siteBody(input));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  // The schema's default would overwrite the stored flag: send it only when it was given.
  const body = input.backUpData === null || input.backUpData === undefined ? { ...form.value, BackUpData: undefined } : form.value;
  try {
    const waiting = await pendingSiteRefusal(context, access.caller, id, title);
    if (waiting) return failed(waiting);
    const stale = await staleSite(context, access.caller.uid, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const site = asSite(
      await sitesRest.updateSite(context.rest, access.caller.uid, id, { ...body, ...restVersionOf(context, input.expectedVersion) }),
    );
    forgetLists(context, access.caller, ['sites', 'ecps', 'devices']);
    return { site, errors: [] };
  } catch (error) {
    return failed(
      staleWriteOf(error, title, siteModelOf) ??
        goneFailure(error, title, [ERROR_MESSAGES.alreadyGone]) ??
        restFailure(error, title, FIELD_NAMES, 'name'),
    );
  }
}

export async function setSiteBackup(
  _parent: unknown,
  { input }: { input: { id: string; backUpData: boolean; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.siteNotEdited;
  const access = await consoleWriter(context, title, 'update', 'siteBackup');
  if ('error' in access) return failed(access.error);
  const form = check(siteBackupSchema, { SiteStorageID: internalIdOf(input.id, 'Site'), BackUpData: input.backUpData });
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  const { caller } = access;
  // A site admin sets their own site's flag only (§6); the policy answers any other site as unknown.
  if (decide(caller.actor, 'update', { kind: 'siteBackup', siteId: form.value.SiteStorageID }) !== 'allow') throw notFoundError();
  // §7 lets platform admins change a site; a site admin's own flag is the bundled service's extension.
  if (isSiteAdminCaller(caller) && !context.upstream.has('ownSiteSettings')) throw notAvailableError('ownSiteSettings');
  const version = restVersionOf(context, input.expectedVersion);
  try {
    // A site admin's own flag exists only on the bundled service, which checks the version itself.
    const waiting = isSiteAdminCaller(caller) ? null : await pendingSiteRefusal(context, caller, form.value.SiteStorageID, title);
    if (waiting) return failed(waiting);
    const stale = isSiteAdminCaller(caller)
      ? null
      : await staleSite(context, caller.uid, form.value.SiteStorageID, input.expectedVersion, title);
    if (stale) return failed(stale);
    const site = asSite(
      isSiteAdminCaller(caller)
        ? await siteAdminRest.setOwnSiteBackup(context.rest, caller.uid, form.value.BackUpData, version)
        : await sitesRest.setSiteBackup(context.rest, caller.uid, { ...form.value, ...version }),
    );
    forgetLists(context, access.caller, ['sites']);
    return { site, errors: [] };
  } catch (error) {
    return failed(staleWriteOf(error, title, siteModelOf) ?? restFailure(error, title, FIELD_NAMES));
  }
}
