// Shared pieces of the provider-admin REST areas (CONTRACT.md "Provider admin: ..."): the
// `/{product}Admins/{uid}` prefix and the lenient field parsers their answers need.
import { z } from 'zod';
import { REST_ROLES } from '@portal/domain/enums';

/** `/VistaAdmins/{uid}`: every provider-admin call acts as the signed-in admin `{uid}`. */
export const adminPath = (uid: string, rest: string) => `/${REST_ROLES.admin}s/${encodeURIComponent(uid)}${rest}`;

/** How logs and errors name a provider-admin call (the uid is not part of the call's identity). */
export const adminLabel = (rest: string) => `/${REST_ROLES.admin}s/{uid}${rest}`;

/** At most this many ids per by-id read (CONTRACT.md "By-id reads"): the loaders send theirs in chunks of it. */
export const MAX_IDS_PER_CALL = 100;

/** The `ids` query of a by-id read: 1 to MAX_IDS_PER_CALL storage ids, comma-separated. */
export function idsQuery(ids: readonly string[]): { ids: string } {
  if (ids.length === 0 || ids.length > MAX_IDS_PER_CALL)
    throw new RangeError(`a by-id read takes 1 to ${MAX_IDS_PER_CALL} ids, not ${ids.length}`);
  return { ids: ids.join(',') };
}

/** An ISO 8601 date as REST sends it, as a Date. */
export const isoDate = z.union([z.string(), z.date()]).transform((v) => new Date(v));
export const optionalDate = isoDate.nullable().optional().default(null);
export const optionalText = z.string().nullable().optional().default(null);
/** REST 0/1 flags (Enabled, Pending); booleans are tolerated. */
export const flag = z.union([z.number(), z.boolean()]).transform((v) => Number(v));
