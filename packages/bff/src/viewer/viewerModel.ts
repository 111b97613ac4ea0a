// The signed-in user and a sign-in in progress, as the resolvers hand them to GraphQL,
// built from GET /users/self or from a sign-in answer (which saves that call).
import { resolveRole, type Role } from '@portal/domain/enums';
import { normaliseLanguage, type Language } from '@portal/domain/languages';
import type { Profile } from '@portal/domain/auth';
import { forbiddenError } from '../errors/graphqlErrors';
import type { LoginResponse, SelfRecord, TokenScope } from '../rest/auth';
import { toGlobalId } from '../graphql/globalId';

export type AuthStep = 'SIGNED_OUT' | 'SECOND_FACTOR_REQUIRED' | 'NEW_PASSWORD_REQUIRED' | 'SIGNED_IN' | 'PASSWORD_CONFIRMED';

export interface ViewerModel {
  __typename: 'Viewer';
  internalID: string;
  role: Role;
  roles: Role[];
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  lastLoginAt: Date | null;
  termsOfUseSigned: boolean;
  isSiteAdmin: boolean;
  /** `version`: the bundled service's version of the site, sent back with the backup toggle (null: the backend keeps none). */
  site: { internalID: string; name: string; backUpData: boolean; siteId: string; version: string | null } | null;
  counts: ViewerCounts;
}

export interface ViewerCounts {
  ecps: number | null;
  sites: number | null;
  devices: number | null;
  admins: number | null;
  versions: number | null;
  pendingUsers: number | null;
  patients: number | null;
  archivedPatients: number | null;
}

export interface PendingSignInModel {
  step: AuthStep;
  language: Language;
  /** Known from the answer that started the step, or looked up with `token` when asked for. */
  mustSignTerms?: boolean;
  /** How the second factor is proven, when the answer that started the step said (else looked up with `token`). */
  secondFactorMethod?: 'email' | 'app';
  token: string | null;
}

/** Doctors who have not signed the terms of use must tick the license box (§2, §5). */
export const mustSignTerms = (roles: readonly string[], termsOfUseSigned: boolean) => resolveRole(roles) === 'DOCTOR' && !termsOfUseSigned;

/** The self record a sign-in answer stands for; null when the answer lacks the profile. */
export function selfFromLogin(login: LoginResponse, scope: TokenScope): SelfRecord | null {
  if (!login.profile) return null;
  return {
    scope,
    UserStorageID: login.UserStorageID,
    role: login.role,
    language: login.language,
    LastLoginAt: login.LastLoginAt,
    TermsOfUseSigned: login.profile.TermsOfUseSigned,
    profile: login.profile,
  };
}

export function viewerFromSelf(record: SelfRecord): ViewerModel {
  const role = resolveRole(record.role);
  // A session for a user with no portal role is not something the portal can show.
  if (!role || !record.profile) throw forbiddenError();
  const profile: Profile = record.profile;
  const roles = [...new Set(record.role.map((r) => resolveRole([r])).filter((r): r is Role => r !== null))];
  return {
    __typename: 'Viewer',
    internalID: record.UserStorageID,
    role,
    roles,
    firstName: profile.FirstName,
    lastName: profile.LastName,
    email: profile.Email,
    language: normaliseLanguage(record.language),
    lastLoginAt: parseDate(record.LastLoginAt),
    termsOfUseSigned: record.TermsOfUseSigned,
    isSiteAdmin: profile.Doctor?.isSiteAdmin ?? false,
    site: profile.Site
      ? {
          internalID: profile.Site.SiteStorageID,
          name: profile.Site.SiteName,
          backUpData: profile.Site.BackUpData,
          siteId: toGlobalId('Site', profile.Site.SiteStorageID),
          version: profile.Site.Version === undefined ? null : String(profile.Site.Version),
        }
      : null,
    counts: {
      ecps: profile.NumOfECP,
      sites: profile.NumOfSites,
      devices: profile.NumOfDevices,
      admins: profile.NumOfAdmins,
      versions: profile.NumOfVersions,
      pendingUsers: profile.NumOfPendingUsers,
      patients: profile.NumOfPatients,
      archivedPatients: profile.NumOfArchivePatients,
    },
  };
}

/** The step a token's scope stands for. */
export function stepForScope(scope: TokenScope): AuthStep {
  if (scope === 'twofa') return 'SECOND_FACTOR_REQUIRED';
  if (scope === 'password') return 'NEW_PASSWORD_REQUIRED';
  return 'SIGNED_IN';
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
