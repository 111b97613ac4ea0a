// Deleting a site (§4 takes its ECPs with it) never leaves its devices pointing at a blank site:
// the admin first says what becomes of them, moved to another site or explicitly left without
// one. One rule, read by the REST service (in the delete's transaction) and the BFF (in front of
// a backend that cannot move devices), and the web's confirmation.
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';

/** What becomes of a deleted site's devices. */
export type SiteDevicesChoice = { action: 'MOVE'; toSiteId: string } | { action: 'UNASSIGN' };

/**
 * The delete call's query (DELETE /sites/{id}, the `deviceSites` extension): `devices=unassign`, or
 * `devices=move&toSite=<site id>`; neither for a site without devices.
 */
export const siteDeletionQuerySchema = z
  .object({
    devices: z.enum(['move', 'unassign']).optional(),
    toSite: z.string().trim().max(100).optional(),
  })
  .transform(({ devices, toSite }): SiteDevicesChoice | null => {
    if (devices === 'unassign') return { action: 'UNASSIGN' };
    if (devices === 'move') return { action: 'MOVE', toSiteId: toSite ?? '' };
    return null;
  });

/** The query string a choice is sent as. */
export const siteDeletionQuery = (choice: SiteDevicesChoice | null): Record<string, string> =>
  !choice ? {} : choice.action === 'UNASSIGN' ? { devices: 'unassign' } : { devices: 'move', toSite: choice.toSiteId };

/** The site the devices would move to, as found (null: no such site). */
export interface DeviceTargetSite {
  id: string;
  /** §3 Pending 1: a registration not approved yet. */
  Pending: number;
}

/**
 * Why the site cannot be deleted with this choice, as a §8 message, or null when it can: devices
 * still at the site need a choice; a move needs another site that exists and is not waiting for
 * approval. A site without devices needs no choice (one given is harmless).
 */
export function siteDeletionRefusal(
  site: { id: string; deviceCount: number },
  choice: SiteDevicesChoice | null,
  target: DeviceTargetSite | null = null,
): string | null {
  if (site.deviceCount === 0) return null;
  if (!choice) return ERROR_MESSAGES.siteHasDevices;
  if (choice.action === 'UNASSIGN') return null;
  if (choice.toSiteId === site.id || !target || target.id !== choice.toSiteId || target.Pending === 1) {
    return ERROR_MESSAGES.deviceSiteInvalid;
  }
  return null;
}

/** A device's site as an admin sets it (POST /devices/{id}/site): another site, or none (null). */
export const deviceSiteSchema = z.object({
  SiteStorageID: z.string().trim().min(1).max(100).nullable(),
});
export type DeviceSite = z.infer<typeof deviceSiteSchema>;
