// Pending registrations: deleting one (§4: the row goes after a successful call).
import { ERROR_TITLES } from '@portal/domain/errors';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import { deletePendingUser as deletePendingRest } from '../../rest/admin/pending';
import { adminWriter, failed, forgetLists, internalIdOf, restFailure } from './mutationSupport';

/** §8 names no title for this failure; 'Could not save data' is the catalogue's generic one. */
const TITLE = ERROR_TITLES.dataNotSaved;

export async function deletePendingUser(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const access = await adminWriter(context, TITLE);
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'PendingUser');
  try {
    await deletePendingRest(context.rest, access.caller.uid, id);
    forgetLists(context, access.caller, ['pendingList']);
    return { deletedId: toGlobalId('PendingUser', id), errors: [] };
  } catch (error) {
    return failed(restFailure(error, TITLE));
  }
}
