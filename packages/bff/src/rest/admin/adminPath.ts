// Shared pieces of the provider-admin REST areas (CONTRACT.md "Provider admin: ..."): the
// `/{product}Admins/{uid}` prefix and the lenient field parsers their answers need.
import { z } from 'zod';
import { REST_ROLES } from '@portal/domain/enums';

/** `/VistaAdmins/{uid}`: every provider-admin call acts as the signed-in admin `{uid}`. */
export const adminPath = (uid: string, rest: string) => `/${REST_ROLES.admin}s/${encodeURIComponent(uid)}${rest}`;

/** How logs and errors name a provider-admin call (the uid is not part of the call's identity). */
export const adminLabel = (rest: string) => `/${REST_ROLES.admin}s/{uid}${rest}`;

/** An ISO 8601 date as REST sends it, as a Date. */
export const isoDate = z.union([z.string(), z.date()]).transform((v) => new Date(v));
export const optionalDate = isoDate.nullable().optional().default(null);
export const optionalText = z.string().nullable().optional().default(null);
/** REST 0/1 flags (Enabled, Pending); booleans are tolerated. */
export const flag = z.union([z.number(), z.boolean()]).transform((v) => Number(v));
