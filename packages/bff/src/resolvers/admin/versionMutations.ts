// Software version mutations: add, edit, delete. A version change can change which devices need
// an update, so each payload carries fresh fleet counters (one GET /devices/getAllDevices).
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { versionEditSchema, versionFormSchema } from '@portal/domain/forms';
import { check } from '@portal/domain/validation';
import { VERSION_INPUT_FIELDS, inputNamesOf, restBodyOf } from '@portal/domain/formInputs';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import * as versionsRest from '../../rest/admin/versions';
import type { AdminCaller } from './access';
import type { SoftwareVersionModel } from './adminLists';
import {
  adminWriter,
  failed,
  forgetLists,
  formError,
  freshFleetCounters,
  goneFailure,
  internalIdOf,
  newEdge,
  restFailure,
} from './mutationSupport';
import { legacyStaleEdit, restVersionOf, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { freshWholeListRow } from '../../upstream/consoleLists';

interface VersionFields {
  type?: string | null;
  versionNumber?: string | null;
  url?: string | null;
  forceUpdate?: boolean | null;
}

const FIELD_NAMES = { ...inputNamesOf(VERSION_INPUT_FIELDS), SystemVersionID: 'id' };

/** Absent fields are left out, so the schema's own 'required' keys and defaults apply. */
const versionBody = (input: VersionFields) => restBodyOf(VERSION_INPUT_FIELDS, { ...input }, Object.keys(VERSION_INPUT_FIELDS));

const asVersion = (record: versionsRest.VersionRecord): SoftwareVersionModel => ({ ...record, __typename: 'SoftwareVersion' });
/** The version a stale-write refusal carries, as GraphQL serves it. */
const versionModelOf = (current: unknown) => asVersion(versionsRest.versionSchema.parse(current));

/** The payload error when the version changed since `expected` was read (a §7 backend's check, on the list read afresh), else null. */
const staleVersion = (context: BffContext, uid: string, id: string, expected: string | null | undefined, title: string) =>
  legacyStaleEdit(
    context,
    expected,
    title,
    VERSION_FIELDS.softwareVersion,
    () => freshWholeListRow(context, uid, versionsRest.VERSIONS_LIST_PATH, versionsRest.versionSchema, (v) => v.SystemVersionID, id),
    asVersion,
  );

/** What every successful version write gives: the lists re-read later, and the new counters. */
function afterWrite(context: BffContext, caller: AdminCaller) {
  forgetLists(context, caller, ['versions', 'devices']);
  return () => freshFleetCounters(context, caller);
}

/** A REST failure under `title`, with the §8 message when REST gave none. */
const versionFailure = (error: unknown, title: string, message: string) => {
  const userError = restFailure(error, title, FIELD_NAMES, 'versionNumber');
  return failed(userError.messages.length > 0 ? userError : { ...userError, messages: [message] });
};

export async function addSoftwareVersion(_parent: unknown, { input }: { input: VersionFields }, context: BffContext) {
  const title = ERROR_TITLES.versionNotCreated;
  const access = await adminWriter(context, title, 'create', 'version');
  if ('error' in access) return failed(access.error);
  const form = check(versionFormSchema, versionBody(input));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const version = asVersion(await versionsRest.addVersion(context.rest, access.caller.uid, form.value));
    return { version, versionEdge: newEdge(version), fleetCounters: afterWrite(context, access.caller), errors: [] };
  } catch (error) {
    return versionFailure(error, title, ERROR_MESSAGES.couldNotCreateVersion);
  }
}

export async function editSoftwareVersion(
  _parent: unknown,
  { input }: { input: VersionFields & { id: string; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.versionNotEdited;
  const access = await adminWriter(context, title, 'update', 'version');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'SoftwareVersion');
  const form = check(versionEditSchema, { ...versionBody(input), SystemVersionID: id });
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const stale = await staleVersion(context, access.caller.uid, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const body = { ...form.value, ...restVersionOf(context, input.expectedVersion) };
    const version = asVersion(await versionsRest.editVersion(context.rest, access.caller.uid, body));
    return { version, fleetCounters: afterWrite(context, access.caller), errors: [] };
  } catch (error) {
    const conflict = staleWriteOf(error, title, versionModelOf);
    return conflict ? failed(conflict) : versionFailure(error, title, ERROR_MESSAGES.couldNotEditVersion);
  }
}

export async function deleteSoftwareVersion(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.versionNotDeleted;
  const access = await adminWriter(context, title, 'delete', 'version');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'SoftwareVersion');
  try {
    await versionsRest.deleteVersion(context.rest, access.caller.uid, id);
    return { deletedId: toGlobalId('SoftwareVersion', id), fleetCounters: afterWrite(context, access.caller), errors: [] };
  } catch (error) {
    // Deleted meanwhile by another admin: §8's words, and the row leaves the table (deletedId).
    const gone = goneFailure(error, title, [ERROR_MESSAGES.couldNotDeleteVersion, ERROR_MESSAGES.alreadyGone]);
    if (gone) {
      forgetLists(context, access.caller, ['versions']);
      return { deletedId: toGlobalId('SoftwareVersion', id), fleetCounters: afterWrite(context, access.caller), errors: [gone] };
    }
    return versionFailure(error, title, ERROR_MESSAGES.couldNotDeleteVersion);
  }
}
