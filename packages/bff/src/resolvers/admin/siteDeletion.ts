// Deleting a site (its ECPs go with it, §4) and a device's site. A site's devices are never left at a
// deleted site: the admin says where they go (domain siteDeletion.ts), and the bundled service moves
// them and deletes the site in one transaction (extension deviceSites), refusing without a choice.
// A §7 backend has no call that changes a device: there a site with devices is refused, read by id.
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { siteAwaitsApproval } from '@portal/domain/pendingApproval';
import { siteDeletionRefusal, type SiteDevicesChoice } from '@portal/domain/siteDeletion';
import type { BffContext } from '../../context';
import { conflictError } from '../../errors/userErrors';
import { toGlobalId } from '../../graphql/globalId';
import * as sitesRest from '../../rest/admin/sites';
import * as keysRest from '../../rest/admin/deviceKeys';
import { HttpError } from '../../rest/http';
import { loadById } from './adminLists';
import { adminWriter, failed, forgetLists, goneFailure, internalIdOf, optionalInternalId, restFailure } from './mutationSupport';

interface DeleteSiteFields {
  id: string;
  devices?: { action: 'MOVE' | 'UNASSIGN'; toSiteId?: string | null } | null;
}

/** The choice as the domain names it; a move without a site (or with another type's id) moves nowhere and is refused. */
const choiceOf = (devices: DeleteSiteFields['devices']): SiteDevicesChoice | null => {
  if (!devices) return null;
  if (devices.action === 'UNASSIGN') return { action: 'UNASSIGN' };
  return { action: 'MOVE', toSiteId: optionalInternalId(devices.toSiteId, 'Site') ?? '' };
};

const DELETED_LISTS = ['sites', 'ecps', 'devices', 'pending'] as const;

export async function deleteSite(_parent: unknown, { input }: { input: DeleteSiteFields }, context: BffContext) {
  const title = ERROR_TITLES.siteNotDeleted;
  const nothing = { deletedEcpIds: [], movedDeviceIds: [] };
  const access = await adminWriter(context, title, 'delete', 'site');
  if ('error' in access) return { ...failed(access.error), ...nothing };
  const id = internalIdOf(input.id, 'Site');
  const choice = choiceOf(input.devices);
  const movesDevices = context.upstream.has('deviceSites');
  try {
    if (!movesDevices) {
      // §7 cannot move a device or keep a registration's rule: the site is read afresh to refuse what the bundled service would.
      context.wholeLists.forgetUser(access.caller.uid);
      const site = await loadById(context, 'site', access.caller, id);
      if (site && siteAwaitsApproval(site)) return { ...failed(conflictError(title, [ERROR_MESSAGES.awaitsApproval])), ...nothing };
      const refusal = site ? siteDeletionRefusal({ id, deviceCount: site.NumOfDevices }, null) : null;
      if (refusal) {
        const messages = choice ? [refusal, ERROR_MESSAGES.notAvailableWithThisBackend] : [refusal];
        return { ...failed(conflictError(title, messages)), ...nothing };
      }
    }
    const deleted = await sitesRest.deleteSite(context.rest, access.caller.uid, id, movesDevices ? choice : null);
    // A pending site takes its self-registration with it.
    forgetLists(context, access.caller, [...DELETED_LISTS]);
    return {
      deletedId: toGlobalId('Site', deleted.SiteStorageID),
      deletedEcpIds: deleted.DeletedECPs.map((ecpId) => toGlobalId('Ecp', ecpId)),
      movedDeviceIds: deleted.MovedDevices.map((deviceId) => toGlobalId('Device', deviceId)),
      errors: [],
    };
  } catch (error) {
    // Deleted meanwhile by another admin: §8's words, and the row leaves the table (deletedId).
    const gone = goneFailure(error, title, [ERROR_MESSAGES.couldNotDeleteSite, ERROR_MESSAGES.alreadyGone]);
    if (gone) {
      forgetLists(context, access.caller, [...DELETED_LISTS]);
      return { deletedId: toGlobalId('Site', id), errors: [gone], ...nothing };
    }
    // §8: 'Failed to delete Site' with why (patients, devices without a choice, a registration waiting).
    const userError = restFailure(error, title);
    const shown = userError.messages.length > 0 ? userError : { ...userError, messages: [ERROR_MESSAGES.couldNotDeleteSite] };
    return { ...failed(shown), ...nothing };
  }
}

/** The §8-style title of a device's site change (English source text; the web translates its own). */
export const DEVICE_NOT_EDITED = 'Device was not edited';

/** setDeviceSite: guarded by the deviceSites extension (extensionFields.ts), a §7 backend has no such call. */
export async function setDeviceSite(
  _parent: unknown,
  { input }: { input: { deviceId: string; siteId?: string | null } },
  context: BffContext,
) {
  const access = await adminWriter(context, DEVICE_NOT_EDITED, 'update', 'device');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.deviceId, 'Device');
  const siteId = input.siteId ? optionalInternalId(input.siteId, 'Site') : null;
  if (input.siteId && !siteId) return failed(conflictError(DEVICE_NOT_EDITED, [ERROR_MESSAGES.deviceSiteInvalid]));
  try {
    await keysRest.setDeviceSite(context.rest, access.caller.uid, id, siteId);
  } catch (error) {
    // A site gone meanwhile is the form's choice to make again, not a missing device.
    if (error instanceof HttpError && error.status === 404 && siteId) {
      return failed(conflictError(DEVICE_NOT_EDITED, [ERROR_MESSAGES.deviceSiteInvalid]));
    }
    return failed(restFailure(error, DEVICE_NOT_EDITED));
  }
  forgetLists(context, access.caller, ['devices', 'sites']);
  context.loaders.deviceById.clearAll();
  return { device: await loadById(context, 'device', access.caller, id), errors: [] };
}
