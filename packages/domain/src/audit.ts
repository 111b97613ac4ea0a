// The audit trail's vocabulary: what happened, to what kind of object, by whom,
// and with which outcome. The REST service writes it; the BFF and the web name the same actions.
// No health data belongs in an event: ids only.

export const AUDIT_ACTIONS = [
  'READ_RECORD',
  'SEARCH',
  'LIST',
  'EXPORT',
  'REPORT_DOWNLOAD',
  'CREATE',
  'UPDATE',
  'DELETE',
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SECOND_FACTOR',
  'SECOND_FACTOR_FAILED',
  'SECOND_FACTOR_ENROL',
  'SECOND_FACTOR_DISABLE',
  // An admin removed another account's authenticator app (lost phone and recovery codes).
  'SECOND_FACTOR_RESET',
  'RECOVERY_CODES_RENEW',
  'RECOVERY_CODE_USED',
  'POLICY_CHANGE',
  'PASSWORD_CHANGE',
  'EMAIL_CHANGE',
  'EMAIL_CHANGE_REQUEST',
  'MESSAGE_SEND',
  'LOCK',
  'UNLOCK',
  // Devices provisioned: a device registered with its first key, a key replaced, a key taken away.
  'DEVICE_REGISTER',
  'DEVICE_KEY_ROTATE',
  'DEVICE_KEY_REVOKE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_TYPES = [
  'PATIENT',
  'VISIT',
  'REPORT',
  'SITE',
  'ECP',
  'ADMIN',
  'DEVICE',
  'VERSION',
  'PENDING',
  'USER',
  'SETTING',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_ROLES = ['DOCTOR', 'SITE_ADMIN', 'ADMIN', 'SUPER_ADMIN', 'ANONYMOUS', 'DEVICE'] as const;
export type AuditRole = (typeof AUDIT_ROLES)[number];

export type AuditOutcome = 'SUCCESS' | 'FAILURE';

/** One event as the REST service records it (time, sequence and hashes are the trail's own). */
export interface AuditEventInput {
  actorId: string | null;
  actorRole: AuditRole;
  siteId: string | null;
  action: AuditAction;
  objectType: AuditObjectType | null;
  objectIds: readonly string[];
  outcome?: AuditOutcome;
  requestId: string | null;
  address: string | null;
}

/** The hash of the row before the first. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** A stored event's fields in the order its hash covers them. */
export interface AuditEventRow {
  seq: number;
  /** UTC, microseconds: 2026-11-26T10:20:30.123456Z */
  at: string;
  actorId: string | null;
  actorRole: string;
  siteId: string | null;
  action: string;
  objectType: string | null;
  objectIds: readonly string[];
  outcome: string;
  requestId: string | null;
  address: string | null;
  prevHash: string;
  hash: string;
}

/**
 * The text a row's hash covers, exactly as migration 010's audit_event_text builds it: the fields
 * joined by '|', missing ones as '', ids joined by ','.
 */
export function auditEventText(row: Omit<AuditEventRow, 'hash'>): string {
  return [
    String(row.seq),
    row.at,
    row.actorId ?? '',
    row.actorRole,
    row.siteId ?? '',
    row.action,
    row.objectType ?? '',
    row.objectIds.join(','),
    row.outcome,
    row.requestId ?? '',
    row.address ?? '',
    row.prevHash,
  ].join('|');
}
