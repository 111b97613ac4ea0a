// The attention list: DoctorWorkspace.attention, a page of the doctor's patients who
// need a look and why, most urgent first, optionally of one reason, with the whole list's counts
// per reason (one REST call per page, whatever the number of patients), the site's
// thresholds (DoctorWorkspace.attentionSettings) and their mutation, for the site's site admins.
// The rules are the domain's (attention.ts); the REST service applies them in its database.
import { isSiteReach, reach } from '@portal/domain/access/policy';
import type { AttentionReasonKind } from '@portal/domain/attention';
import { attentionThresholdsSchema, DEFAULT_ATTENTION_THRESHOLDS } from '@portal/domain/attentionThresholds';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../../context';
import { badUserInputError, forbiddenError } from '../../errors/graphqlErrors';
import { pageSize } from '../../graphql/connection';
import * as attentionRest from '../../rest/doctor/attention';
import { consoleWriter, failed, formError, restFailure } from '../admin/mutationSupport';
import type { DoctorCaller } from './access';
import { consoleCallerOf, isSiteAdminCaller } from '../admin/access';
import { permissionError } from '../../errors/userErrors';
import { toGlobalId } from '../../graphql/globalId';
import { sessionActor } from '../../session/actor';
import { recordVersionOf, restVersionOf, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { asPatient } from './patientModel';

type Entry = attentionRest.AttentionPageRecord['data'][number];
type ThresholdsInput = {
  noTestDays: number;
  actDeviation: number;
  stereoArcsec: number;
  visualAcuityLogMar: number;
  fusionalBreak: number;
};

/** Input names are the REST names: the form's fields map one to one. */
const FIELD_NAMES = {
  noTestDays: 'noTestDays',
  actDeviation: 'actDeviation',
  stereoArcsec: 'stereoArcsec',
  visualAcuityLogMar: 'visualAcuityLogMar',
  fusionalBreak: 'fusionalBreak',
};

/** A visit's day: the list speaks of the day a reading was taken, not its time. */
const dayOf = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 10) : null);

export async function attentionConnection(
  caller: DoctorCaller,
  args: { first?: number | null; after?: string | null; reason?: AttentionReasonKind | null },
  context: BffContext,
) {
  const first = pageSize(args.first);
  if (first < 1) throw badUserInputError('`first` must be at least 1', 'INVALID_FIRST');
  // The order, the filter and the counts are the REST service's, in its one call for the page.
  const page = await attentionRest.readAttentionPage(context.rest, caller.uid, {
    first,
    after: args.after ?? null,
    reason: args.reason ?? null,
  });
  // The patients are read: a field of one later in this operation needs no call of its own.
  for (const entry of page.data) {
    context.loaders.patientById.prime(`${caller.uid}/${entry.Patient.UserStorageID.toLowerCase()}`, entry.Patient);
  }
  const edges = page.data.map((entry: Entry) => ({ node: entry, cursor: entry.Cursor }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.pageInfo.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: page.pageInfo.endCursor,
    },
    totalCount: page.totalCount,
    countsByReason: page.countsByReason,
    thresholds: page.thresholds,
  };
}

/** AttentionSettings as GraphQL serves it: a node of its site, so a conflict's `current` replaces the one shown. */
export type AttentionSettingsModel = attentionRest.AttentionSettingsRecord & { __typename: 'AttentionSettings'; siteId: string };

const asSettings = (siteId: string, record: attentionRest.AttentionSettingsRecord): AttentionSettingsModel => ({
  ...record,
  __typename: 'AttentionSettings',
  siteId,
});

/** The site's thresholds for its site admins; a FORBIDDEN error for any other doctor. */
export async function attentionSettings(caller: DoctorCaller, _args: unknown, context: BffContext) {
  const scope = reach(caller.actor, 'read', 'siteAttention');
  if (!isSiteReach(scope) || !scope.siteId) throw forbiddenError();
  return asSettings(scope.siteId, await attentionRest.readAttentionSettings(context.rest, caller.uid));
}

/**
 * node(id:) of AttentionSettings: the site admin's own site's; null for anyone else, another site,
 * and in front of a backend without the attention list (it has no thresholds to read).
 */
export async function attentionSettingsNode(siteId: string, context: BffContext): Promise<AttentionSettingsModel | null> {
  if (!context.upstream.has('attentionFacts')) return null;
  const caller = consoleCallerOf(await sessionActor(context), 'read', 'siteAttention');
  if (!caller || !isSiteAdminCaller(caller) || caller.siteId !== siteId) return null;
  return asSettings(siteId, await attentionRest.readAttentionSettings(context.rest, caller.uid));
}

export async function setAttentionThresholds(
  _parent: unknown,
  { input }: { input: ThresholdsInput & { expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.siteNotEdited;
  const access = await consoleWriter(context, title, 'update', 'siteAttention');
  if ('error' in access) return failed(access.error);
  // Only a site admin reaches their site's thresholds.
  if (!isSiteAdminCaller(access.caller)) return failed(permissionError(title, [ERROR_MESSAGES.permissionDenied]));
  const { siteId, uid } = access.caller;
  const { expectedVersion, ...thresholds } = input;
  const form = check(attentionThresholdsSchema, thresholds);
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const body = { ...form.value, ...restVersionOf(context, expectedVersion) };
    return { settings: asSettings(siteId, await attentionRest.saveAttentionThresholds(context.rest, uid, body)), errors: [] };
  } catch (error) {
    // Saved by another site admin meanwhile: an EditConflictError with the thresholds as saved.
    const current = (saved: unknown) =>
      asSettings(siteId, { thresholds: attentionRest.versionedThresholdsSchema.parse(saved), defaults: DEFAULT_ATTENTION_THRESHOLDS });
    return failed(staleWriteOf(error, title, current) ?? restFailure(error, title, FIELD_NAMES));
  }
}

export const attentionResolvers = {
  AttentionSettings: {
    id: (settings: AttentionSettingsModel) => toGlobalId('AttentionSettings', settings.siteId),
    version: (settings: AttentionSettingsModel) => recordVersionOf(settings.thresholds, VERSION_FIELDS.attentionThresholds),
  },
  AttentionEntry: {
    patient: (entry: Entry) => asPatient(entry.Patient),
    reasons: (entry: Entry) => entry.Reasons,
  },
  AttentionReason: {
    nextVisitDate: (reason: attentionRest.AttentionReasonRecord) => dayOf(reason.nextVisitDate),
    previousDate: (reason: attentionRest.AttentionReasonRecord) => dayOf(reason.previousDate),
    latestDate: (reason: attentionRest.AttentionReasonRecord) => dayOf(reason.latestDate),
  },
};
