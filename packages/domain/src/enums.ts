// Enumerations of SPEC §3, with the numeric codes the REST contract stores.

/** The product name that prefixes the platform-admin roles ({product}Admin). */
export const PRODUCT = 'Vista';

export const REST_ROLES = {
  admin: `${PRODUCT}Admin`,
  superAdmin: `${PRODUCT}SuperAdmin`,
  doctor: 'Doctor',
} as const;
export type RestRole = (typeof REST_ROLES)[keyof typeof REST_ROLES];

/** The role the portal acts as, resolved from the REST role list (§6). */
export type Role = 'ADMIN' | 'SUPER_ADMIN' | 'DOCTOR';

/**
 * §6: "The signed role is resolved in the order admin, super admin, doctor".
 * Returns null when the list holds no role the portal knows.
 */
export function resolveRole(roles: readonly string[]): Role | null {
  if (roles.includes(REST_ROLES.admin)) return 'ADMIN';
  if (roles.includes(REST_ROLES.superAdmin)) return 'SUPER_ADMIN';
  if (roles.includes(REST_ROLES.doctor)) return 'DOCTOR';
  return null;
}

// What each role may do is decided in ./access/policy.ts.

export const PROFESSIONS = {
  md: 1,
  optometrist: 2,
  ophthalmologist: 3,
  orthoptist: 4,
  optician: 5,
  administrative: 6,
  other: 7,
} as const;
export type ProfessionKey = keyof typeof PROFESSIONS;
export type ProfessionCode = (typeof PROFESSIONS)[ProfessionKey];
export const PROFESSION_CODES = Object.values(PROFESSIONS) as ProfessionCode[];
export const professionKey = (code: number): ProfessionKey | null =>
  (Object.keys(PROFESSIONS) as ProfessionKey[]).find((k) => PROFESSIONS[k] === code) ?? null;

export const GENDERS = { male: 1, female: 2, other: 3 } as const;
export type GenderKey = keyof typeof GENDERS;
export type GenderCode = (typeof GENDERS)[GenderKey];
export const genderKey = (code: number | null | undefined): GenderKey | null =>
  (Object.keys(GENDERS) as GenderKey[]).find((k) => GENDERS[k] === code) ?? null;

/** Patient account status (§3, §4): pendingPairing → active → completed (irreversible). */
export const ACCOUNT_STATUS = { pendingPairing: 1, active: 2, completed: 3 } as const;
export type AccountStatusKey = keyof typeof ACCOUNT_STATUS;
export type AccountStatusCode = (typeof ACCOUNT_STATUS)[AccountStatusKey];

/** Software version types (§3): REST code and the device component it versions. */
export const VERSION_TYPES = {
  WIN: 'windows',
  ESAPP: 'esapp',
  ET: 'etFirmware',
  EMITTER: 'emitterFirmware',
  TV: 'teamViewer',
} as const;
export type VersionType = keyof typeof VERSION_TYPES;
export const VERSION_TYPE_KEYS = Object.keys(VERSION_TYPES) as VersionType[];

/** Visual acuity scales (§3). */
export const VA_SCALES = { logMar: 1, feet: 2, meter: 3, decimal: 4 } as const;
export type VaScaleKey = keyof typeof VA_SCALES;
export type VaScaleCode = (typeof VA_SCALES)[VaScaleKey];

/** Enabled flag: 0 locked, 1 unlocked. */
export const ENABLED = { locked: 0, unlocked: 1 } as const;
/** Pending flag: 1 invited and not yet active, 0 active. */
export const PENDING = { pending: 1, notPending: 0 } as const;

/** Message delivery method (§3 Message payload). */
export const MESSAGE_METHODS = ['SMS', 'EMAIL', 'BOTH'] as const;
export type MessageMethod = (typeof MESSAGE_METHODS)[number];

/** Login response status (§3). */
export const LOGIN_STATUS = ['pass', '2fa'] as const;
export type LoginStatus = (typeof LOGIN_STATUS)[number];
