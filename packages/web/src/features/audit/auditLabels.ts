// The audit trail's vocabulary (domain audit.ts) in the auditor's words, one message per value.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction } from '@portal/domain/audit';

// Keyed by the domain's actions: a new action without its words does not compile.
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  READ_RECORD: msg`Read a record`,
  SEARCH: msg`Searched`,
  LIST: msg`Read a list`,
  EXPORT: msg`Exported`,
  REPORT_DOWNLOAD: msg`Downloaded a report`,
  CREATE: msg`Created`,
  UPDATE: msg`Changed`,
  DELETE: msg`Deleted`,
  SIGN_IN: msg`Signed in`,
  SIGN_IN_FAILED: msg`Sign-in failed`,
  SECOND_FACTOR: msg`Passed the second factor`,
  SECOND_FACTOR_FAILED: msg`Wrong second-factor code`,
  SECOND_FACTOR_ENROL: msg`Turned on an authenticator app`,
  SECOND_FACTOR_DISABLE: msg`Turned off an authenticator app`,
  SECOND_FACTOR_RESET: msg`Removed an account's authenticator app`,
  RECOVERY_CODES_RENEW: msg`Renewed recovery codes`,
  RECOVERY_CODE_USED: msg`Signed in with a recovery code`,
  POLICY_CHANGE: msg`Changed the second-factor policy`,
  PASSWORD_CHANGE: msg`Changed a password`,
  EMAIL_CHANGE: msg`Changed an e-mail address`,
  EMAIL_CHANGE_REQUEST: msg`Asked to change an e-mail address`,
  MESSAGE_SEND: msg`Sent messages`,
  LOCK: msg`Locked an account`,
  UNLOCK: msg`Unlocked an account`,
  DEVICE_REGISTER: msg`Registered a device`,
  DEVICE_KEY_ROTATE: msg`Replaced a device key`,
  DEVICE_KEY_REVOKE: msg`Revoked a device key`,
};

export const AUDIT_ROLE_LABELS: Record<string, MessageDescriptor> = {
  DOCTOR: msg`Doctor`,
  SITE_ADMIN: msg`Site administrator`,
  ADMIN: msg`Admin`,
  SUPER_ADMIN: msg`Super admin`,
  ANONYMOUS: msg`Not signed in`,
  DEVICE: msg`Device`,
};

export const AUDIT_OBJECT_LABELS: Record<string, MessageDescriptor> = {
  PATIENT: msg`Patient`,
  VISIT: msg`Visit`,
  REPORT: msg`Visit report`,
  SITE: msg`Site`,
  ECP: msg`Clinician`,
  ADMIN: msg`Admin`,
  DEVICE: msg`Device`,
  VERSION: msg`Version`,
  PENDING: msg`Registration`,
  USER: msg`Account`,
  SETTING: msg`Portal setting`,
};

export const AUDIT_OUTCOME_LABELS: Record<string, MessageDescriptor> = {
  SUCCESS: msg`Succeeded`,
  FAILURE: msg`Failed`,
};
