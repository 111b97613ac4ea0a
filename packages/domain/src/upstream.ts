// What the BFF's upstream serves. A clinic's existing backend has the calls of the specification's
// §7 and nothing else (the `legacy` profile); the bundled REST service adds named extensions (the
// `portal` profile) and lists them at GET /api/v1/webapp/capabilities. Features that need an
// extension are switched off, and say so, in front of a backend without it.
import { REST_ROLES } from './enums';

export const UPSTREAM_PROFILES = ['portal', 'legacy'] as const;
export type UpstreamProfileName = (typeof UPSTREAM_PROFILES)[number];

/** The extensions the bundled REST service offers beyond §7, by name. */
export const UPSTREAM_EXTENSIONS = [
  /** GET /users/self: who a token belongs to (a §7 backend names the user only in the sign-in answer). */
  'sessionSelf',
  /** Lists paged, sorted, filtered and searched by the service (?limit&offset&sort&search…), with counts. */
  'pagedLists',
  /** The lists' ?ids= reads: one object, or a page of them, without the whole list. */
  'byIdReads',
  /** Per-parent reads for up to 100 parents at once (visits, access logs, messages, profiles, device timelines). */
  'batchReads',
  /** The audit trail: the Audit tab, its export, a record's access log. */
  'auditTrail',
  /** Authenticator apps, recovery codes and the second-factor policy. */
  'authenticatorApps',
  /** Device keys, device reports and health timelines. */
  'deviceKeys',
  /** A patient's message history with its delivery. */
  'outboxHistory',
  /** The attention list and its thresholds. */
  'attentionFacts',
  /** FHIR bulk export files kept by the service. */
  'bulkExportStorage',
  /** E-mail changes confirmed by the account holder. */
  'emailChange',
  /** A user's active sessions, sign-out and sign-out everywhere. */
  'activeSessions',
  /** Site-wide records for the site admin's export. */
  'siteRecords',
  /** Create-password links sent by e-mail (GET /password-links/{token}). */
  'passwordLinks',
  /** Approving a pending registration (§7 can only delete one). */
  'pendingApproval',
  /** A site admin's own site settings, the backup flag (§7 lets only platform admins change a site). */
  'ownSiteSettings',
  /** Record versions: a save made from an older version is refused (409) instead of overwriting. */
  'recordVersions',
  /** A device's site set by an admin, and a site deleted with its devices moved or unassigned in one transaction. */
  'deviceSites',
] as const;
export type UpstreamExtension = (typeof UPSTREAM_EXTENSIONS)[number];

const ADMIN = `/${REST_ROLES.admin}s/{uid}`;
const ECP = '/eyeCareProviders/{uid}';

/** Every call of §7, as method and path under /api/v1/webapp ({uid}, {id}: one path segment). */
export const SECTION_7_CALLS: readonly { method: 'GET' | 'POST' | 'DELETE'; path: string }[] = [
  { method: 'POST', path: '/signin' },
  { method: 'POST', path: '/signin/2fa' },
  { method: 'POST', path: '/users/{uid}/changePass' },
  { method: 'POST', path: '/forgetPass' },
  { method: 'POST', path: '/users/{uid}/changeLanguage' },
  { method: 'POST', path: '/users/self/signup' },
  ...(
    [
      ['POST', '/site/signup'],
      ['POST', '/site/update'],
      ['POST', '/sites/{id}/profile'],
      ['GET', '/sites/getAllSites'],
      ['DELETE', '/sites/{id}'],
      ['GET', '/pendings/getAllPendings'],
      ['DELETE', '/pending/{id}'],
      ['POST', '/doctors/signup'],
      ['POST', '/doctors/{id}/profile'],
      ['GET', '/doctors/getAllECP'],
      ['POST', '/doctors/sendMessages'],
      ['POST', '/admins/signup'],
      ['POST', '/admins/{id}/profile'],
      ['DELETE', '/admins/{id}/profile'],
      ['GET', '/admins/getAllAdmins'],
      ['GET', '/devices/getAllDevices'],
      ['POST', '/versions/addNewVersion'],
      ['POST', '/versions/editVersion'],
      ['GET', '/versions/getAllVersions'],
      ['DELETE', '/versions/{id}'],
      ['POST', '/patients/sendMessages'],
    ] as const
  ).map(([method, path]) => ({ method, path: `${ADMIN}${path}` })),
  ...(
    [
      ['POST', '/patients/signup'],
      ['GET', '/getallpatients'],
      ['POST', '/patients/{id}/profile'],
      ['GET', '/patients/{id}/profile'],
      ['DELETE', '/patients/{id}/profile'],
      ['GET', '/patients/{id}/getLastVisit'],
      ['GET', '/patients/{id}/getVisitsData'],
      ['POST', '/patients/{id}/addNewVisit'],
      ['GET', '/getAllSiteTestsCount'],
      ['GET', '/getAllACTGraphData'],
      ['GET', '/getAllFusionalGraphData'],
      ['GET', '/getAllECP'],
      ['GET', '/getAllDevices'],
      ['POST', '/doctors/signup'],
      ['POST', '/{id}/profile'],
      ['POST', '/patients/sendMessages'],
    ] as const
  ).map(([method, path]) => ({ method, path: `${ECP}${path}` })),
];

/** The only query parameter §7 names: `archive=true` on the patient list. */
const SECTION_7_QUERIES: Readonly<Record<string, readonly string[]>> = { [`${ECP}/getallpatients`]: ['archive'] };

const SEGMENT = '[^/]+';
const compiled = SECTION_7_CALLS.map((call) => ({
  ...call,
  pattern: new RegExp(`^${call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(uid|id)\}/g, SEGMENT)}$`),
}));

/**
 * Whether `method` `path` (under /api/v1/webapp, with its query string if any) is a call of §7 with
 * only the query §7 gives it: what a clinic's existing backend answers.
 */
export function isSection7Call(method: string, pathWithQuery: string): boolean {
  const [path, query = ''] = pathWithQuery.split('?');
  const call = compiled.find((c) => c.method === method && c.pattern.test(path));
  if (!call) return false;
  const allowed = SECTION_7_QUERIES[call.path] ?? [];
  try {
    const keys = query
      .split('&')
      .filter(Boolean)
      .map((pair) => decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')));
    return keys.every((key) => allowed.includes(key));
  } catch {
    return false; // a malformed query string is no §7 call
  }
}
