// Admin account mutations (super admins only, §6): invite, edit, lock/unlock, delete.
// Inputs are checked with adminFormSchema / enabledBodySchema before any REST call.
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { adminFormSchema, enabledBodySchema } from '@portal/domain/forms';
import { check } from '@portal/domain/validation';
import { ADMIN_INPUT_FIELDS, inputNamesOf, restBodyOf } from '@portal/domain/formInputs';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import * as adminsRest from '../../rest/admin/admins';
import type { AdminModel } from './adminLists';
import { adminWriter, failed, forgetLists, formError, internalIdOf, newEdge, restFailure } from './mutationSupport';
import { reauthenticationFor } from '../../upstream/extensionFields';
import { legacyStaleEdit, restVersionOf, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import { freshWholeListRow } from '../../upstream/consoleLists';

interface AdminFields {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  twoFactorEnabled?: boolean | null;
  currentPassword?: string | null;
  expectedVersion?: string | null;
}

const FIELD_NAMES = inputNamesOf(ADMIN_INPUT_FIELDS);
/** An edit's fields, and the editor's password asked when the address of an account in use changes. */
const EDIT_FIELD_NAMES = { ...FIELD_NAMES, CurrentPassword: 'currentPassword' };

/** An absent twoFactorEnabled is left out: on for a new admin, unchanged on edit. */
const adminBody = (input: AdminFields) => restBodyOf(ADMIN_INPUT_FIELDS, { ...input }, ['twoFactorEnabled']);

const asAdmin = (record: adminsRest.AdminRecord): AdminModel => ({ ...record, __typename: 'Admin' });
/** The admin a stale-write refusal carries, as GraphQL serves it. */
const adminModelOf = (current: unknown) => asAdmin(adminsRest.adminSchema.parse(current));

/** The payload error when the admin changed since `expected` was read (a §7 backend's check, on the list read afresh), else null. */
const staleAdmin = (context: BffContext, uid: string, id: string, expected: string | null | undefined, title: string) =>
  legacyStaleEdit(
    context,
    expected,
    title,
    VERSION_FIELDS.admin,
    () => freshWholeListRow(context, uid, adminsRest.ADMINS_LIST_PATH, adminsRest.adminSchema, (admin) => admin.UserStorageID, id),
    asAdmin,
  );

export async function createAdmin(_parent: unknown, { input }: { input: AdminFields }, context: BffContext) {
  const title = ERROR_TITLES.adminNotCreated;
  const access = await adminWriter(context, title, 'create', 'admin');
  if ('error' in access) return failed(access.error);
  const form = check(adminFormSchema, adminBody(input));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const admin = asAdmin(await adminsRest.createAdmin(context.rest, access.caller.uid, form.value));
    forgetLists(context, access.caller, ['admins']);
    return { admin, adminEdge: newEdge(admin), errors: [] };
  } catch (error) {
    return failed(restFailure(error, title, FIELD_NAMES, 'email'));
  }
}

export async function updateAdmin(_parent: unknown, { input }: { input: AdminFields & { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.adminNotEdited;
  const access = await adminWriter(context, title, 'update', 'admin');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Admin');
  const form = check(adminFormSchema, adminBody(input));
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  // Without twoFactorEnabled the stored setting stays (the schema's default would reset it).
  const twoFa = input.twoFactorEnabled === null || input.twoFactorEnabled === undefined ? { ...form.value, TwoFA: undefined } : form.value;
  const body = { ...twoFa, ...reauthenticationFor(context, input.currentPassword), ...restVersionOf(context, input.expectedVersion) };
  try {
    const stale = await staleAdmin(context, access.caller.uid, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const admin = asAdmin(await adminsRest.updateAdmin(context.rest, access.caller.uid, id, body));
    forgetLists(context, access.caller, ['admins', 'versions']);
    return { admin, errors: [] };
  } catch (error) {
    return failed(staleWriteOf(error, title, adminModelOf) ?? restFailure(error, title, EDIT_FIELD_NAMES, 'email'));
  }
}

/** §4: lock sends Enabled=0 (ending the admin's sessions), unlock Enabled=1; locking oneself is refused. */
export async function setAdminLocked(
  _parent: unknown,
  { input }: { input: { id: string; locked: boolean; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.adminNotEdited;
  const access = await adminWriter(context, title, input.locked ? 'lock' : 'update', 'admin');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Admin');
  const form = check(enabledBodySchema, { Enabled: input.locked ? 0 : 1 });
  if (!form.ok) return failed(formError(title, form.problems, { Enabled: 'locked' }));
  try {
    const stale = await staleAdmin(context, access.caller.uid, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const body = { ...form.value, ...restVersionOf(context, input.expectedVersion) };
    const admin = asAdmin(await adminsRest.updateAdmin(context.rest, access.caller.uid, id, body));
    forgetLists(context, access.caller, ['admins']);
    return { admin, errors: [] };
  } catch (error) {
    return failed(staleWriteOf(error, title, adminModelOf) ?? restFailure(error, title, { Enabled: 'locked' }));
  }
}

export async function deleteAdmin(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.adminNotDeleted;
  const access = await adminWriter(context, title, 'delete', 'admin');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Admin');
  try {
    await adminsRest.deleteAdmin(context.rest, access.caller.uid, id);
    forgetLists(context, access.caller, ['admins', 'versions']);
    return { deletedId: toGlobalId('Admin', id), errors: [] };
  } catch (error) {
    const userError = restFailure(error, title, FIELD_NAMES);
    return failed(userError.messages.length > 0 ? userError : { ...userError, messages: [ERROR_MESSAGES.couldNotDeleteAdmin] });
  }
}
