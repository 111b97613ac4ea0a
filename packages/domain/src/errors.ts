// The error catalogue of §8: titles and message texts shared by REST, BFF and web.
// Titles and messages are English source strings; the web client translates them
// through lingui (their ids are the constant names below, lower-cased).

export const ERROR_TITLES = {
  invalidCredentials: 'The username or password entered are incorrect',
  termsNotSigned: 'You must sign the Terms of Use first',
  selfRegistration: 'Self registration',
  siteNameUnique: 'Site Name must be unique',
  siteNotCreated: 'Site was not created',
  siteNotEdited: 'Site was not edited',
  sites: 'Sites',
  siteNotDeleted: 'Failed to delete Site',
  ecpNotCreated: 'ECP was not created',
  ecpNotEdited: 'ECP was not edited',
  ecps: 'Eye Care Providers',
  adminNotCreated: 'Admin was not created',
  adminNotEdited: 'Admin was not edited',
  adminNotDeleted: 'Admin was not deleted',
  admins: 'Admins',
  devices: 'Devices',
  versionNotCreated: 'Version was not created',
  versionNotEdited: 'Version was not edited',
  versions: 'Versions',
  versionNotDeleted: 'Delete version',
  patientNotSaved: 'Could not save patient',
  patientNotEdited: 'Could not edit patient',
  archivedPatients: 'Archived patients',
  activePatients: 'Active Patients',
  editPatients: 'Edit Patients',
  lastVisit: 'Last Visit',
  visitNotAdded: 'Could not add new visit',
  patientProfile: "Could not get patient's profile",
  patientNotDeleted: 'Could not delete patient',
  messageNotSent: 'Message was not sent',
  dataNotSaved: 'Could not save data',
  messagesDialog: 'Could not open messages dialog',
  selectRecipients: 'Please select recipients',
  fillRequired: 'Fill all required fields',
  connection: 'Connection Error',
  permission: 'Permission denied',
  notFound: 'Not found',
  sessionExpired: 'Session expired',
  emailNotChanged: 'E-mail address not changed',
  auditTrail: 'Audit trail',
  secondFactorNotChanged: 'Two-step verification not changed',
  portalUpdated: 'The portal has been updated',
  fhirExport: 'FHIR export failed',
  notAvailable: 'Not available',
  editConflict: 'Changed by someone else',
} as const;
export type ErrorTitleKey = keyof typeof ERROR_TITLES;

/** The message of any call made for a user who no longer exists (§4: logs the user out). */
export const NO_SUCH_USER_MESSAGE = 'no such user';

export const ERROR_MESSAGES = {
  noConnection: 'No connection to server',
  authFailed: 'Please check your username and password and try again',
  newPasswordSent: 'If an account exists for this username, a link to create a new password has been sent by e-mail',
  emailUnique: 'Email must be unique',
  siteNameUnique: 'Site Name must be unique',
  registrationNotPending: 'This registration is no longer pending: its site or account was changed or removed',
  patientAlreadyDeleted: 'This patient had already been deleted, for example in another tab, and is no longer listed',
  couldNotGetSites: 'Could not get sites, Please try again later',
  couldNotDeleteSite: 'Could not delete site',
  couldNotGetEcps: 'Could not get eye care providers, Please try again later',
  couldNotDeleteAdmin: 'Could not delete admin, Please try again later',
  couldNotGetAdmins: 'Could not get admins, Please try again later',
  couldNotGetAuditTrail: 'Could not get the audit trail, Please try again later',
  couldNotGetDevices: 'Could not get devices, Please try again later',
  couldNotCreateVersion: 'Could not creat version',
  couldNotEditVersion: 'Could not edit version',
  couldNotGetVersions: 'Could not get versions, Please try again later',
  couldNotDeleteVersion: 'Could not delete version',
  connectionTimedOut: 'connection error or Timed out',
  connectionError: 'Connection error',
  fillRequired: 'Fill all required',
  accountLocked: 'This account is locked. Please contact your administrator',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again',
  tooManyRequests: 'Too many attempts from this network. Please try again later',
  accountPaused: 'Too many failed sign-in attempts for this account. Please try again later, or ask for a new password',
  codesPaused: 'Too many wrong codes: sign-in to this account is paused for an hour. We have sent you an e-mail about it',
  tooManyCodes: 'Too many codes were sent to your e-mail. Please wait an hour and try again',
  codeExpired: 'The code has expired or was already used. Please sign in again',
  codeWrong: 'The code is not correct',
  linkExpired: 'This link has expired or was already used. Please ask for a new one',
  sessionExpired: 'Your session has expired. Please sign in again',
  permissionDenied: 'You do not have permission for this action',
  notFound: 'The requested item was not found',
  unexpected: 'Something went wrong. Please try again later',
  appAlreadyEnrolled: 'An authenticator app is already set up for this account. Turn it off first to set up another',
  appNotEnrolled: 'No authenticator app is set up for this account',
  enrolmentExpired: 'The set-up of the authenticator app has expired. Please start again',
  recoveryCodeWrong: 'The recovery code is not correct or was already used',
  botBlocked: 'Blocked By ReCAPTCHA',
  botExpired: 'ReCAPTCHA Expired, please refresh the page',
  portalUpdated: 'This page comes from an earlier version of the portal. Reload the page to continue',
  exportInterrupted: 'The export was interrupted: start the export again',
  exportFailed: 'The export failed: start the export again',
  /** A feature that needs more than the specification's calls, in front of a clinic's backend that has only those. */
  notAvailableWithThisBackend: 'This feature is not available with your clinic’s backend',
  changedSinceOpened: 'This record was changed by someone else since you opened it',
  alreadyGone: 'It had already been deleted, for example by another admin, and is no longer listed',
  /** Deleting a site that still has devices, without saying what becomes of them. */
  siteHasDevices: 'This site still has devices: move them to another site or leave them without a site, then delete it',
  /** A move of devices to the same site, a site that no longer exists or one waiting for approval. */
  deviceSiteInvalid: 'Choose another active site for the devices',
  /** Editing, locking or deleting a site or ECP of a registration not approved yet. */
  awaitsApproval: 'This registration is waiting for approval: approve or reject it in the Pending tab first',
  policyLocksOut:
    'This portal cannot e-mail sign-in codes and your account has no authenticator app: set one up first, or you could no longer sign in',
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/**
 * The one error vocabulary of the GraphQL layer (`extensions.code`) and the REST
 * error bodies (`code`).
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level problem: the field path and the §5 message key. */
export interface FieldProblem {
  field: string;
  key: string;
}

/**
 * The REST error body: `message` and `messages` as §8 reads them (quotes are
 * stripped by the reader), a code from the vocabulary and field problems.
 */
export interface RestErrorBody {
  code: ErrorCode;
  message: string;
  messages: string[];
  fields?: FieldProblem[];
  /** Why, when the code alone does not say (STALE_VERSION: an edit made from an older version). */
  reason?: string;
  /** With STALE_VERSION: the record as it is saved now. */
  current?: unknown;
}

/** §8: "Messages come from the body's list of messages or the message field, quotes stripped." */
export function messagesFromBody(body: unknown): string[] {
  const strip = (s: string) => s.replace(/["`]/g, '').trim();
  if (body && typeof body === 'object') {
    const b = body as { messages?: unknown; message?: unknown };
    if (Array.isArray(b.messages) && b.messages.length > 0) {
      return b.messages
        .filter((m): m is string => typeof m === 'string')
        .map(strip)
        .filter(Boolean);
    }
    if (typeof b.message === 'string' && b.message.trim()) return [strip(b.message)];
  }
  return [];
}
