// The version an edit form reads with a record and sends back with its save (optimistic
// concurrency). The bundled REST service keeps a number per record and refuses a stale save itself
// (409, reason STALE_VERSION, with the record as saved). A clinic's §7 backend keeps none: there the
// version is a digest of the fields the form edits, and the BFF compares it with a fresh read of
// the record just before writing. That check and the write are two calls, so two saves within the
// same instant can still cross; every slower overlap is caught.
import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { STALE_VERSION } from '@portal/domain/recordVersion';
import type { BffContext } from '../context';
import { HttpError } from '../rest/http';
import type { UserErrorModel } from '../errors/userErrors';

/** Per kind of record, the §3 fields its edit form changes: what a §7 backend's version digests. */
export const VERSION_FIELDS = {
  // The details form's PII fields (read from the record's PII), the next visit and the status.
  patient: [
    'FirstName',
    'LastName',
    'SocialID',
    'Gender',
    'Birthdate',
    'Email',
    'PhoneNumber',
    'Street',
    'Apartment',
    'City',
    'State',
    'Country',
    'ZIPCode',
    'Notes',
    'NextVisitDate',
    'AccountStatus',
  ],
  attentionThresholds: ['noTestDays', 'actDeviation', 'stereoArcsec', 'visualAcuityLogMar', 'fusionalBreak'],
  ecp: [
    'FirstName',
    'LastName',
    'Email',
    'PhoneNumber',
    'Profession',
    'MedicalLicense',
    'Notes',
    'SiteStorageID',
    'isSiteAdmin',
    'Enabled',
  ],
  admin: ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'TwoFA', 'Enabled'],
  site: [
    'SiteName',
    'SiteEmail',
    'SitePhoneNumber',
    'SiteCountry',
    'SiteState',
    'SiteCity',
    'SiteStreet',
    'SiteApartment',
    'SiteZipCode',
    'BackUpData',
  ],
  softwareVersion: ['VersionType', 'VersionNO', 'VersionURL', 'forceUpdate'],
} as const satisfies Record<string, readonly string[]>;

/** A record as REST answers it, with its version when the backend keeps one. */
export type Versioned = { Version?: number | null } & Record<string, unknown>;

/** The record's version as GraphQL shows it: REST's number, else a digest of `fields` as read. */
export function recordVersionOf(record: Versioned, fields: readonly string[]): string {
  if (typeof record.Version === 'number') return String(record.Version);
  const digest = createHash('sha256').update(JSON.stringify(fields.map((field) => record[field] ?? null)));
  return `d${digest.digest('base64url').slice(0, 16)}`;
}

/** The `Version` an edit body carries to the bundled service: the number the form read, if it read one. */
export function restVersionOf(context: BffContext, expected: string | null | undefined): { Version?: number } {
  if (!expected || !context.upstream.has('recordVersions') || !/^[1-9][0-9]{0,9}$/.test(expected)) return {};
  return { Version: Number(expected) };
}

/** The payload error of a save made from an older version: nothing was written; `current` is the record now. */
export const editConflict = (title: string, current: unknown): UserErrorModel => ({
  __typename: 'EditConflictError',
  code: 'CONFLICT',
  title,
  messages: [ERROR_MESSAGES.changedSinceOpened],
  current,
});

/** The bundled service's refusal of a stale save, as the payload error with the record it sent (`model` reads it). */
export function staleWriteOf(error: unknown, title: string, model: (current: unknown) => unknown): UserErrorModel | null {
  if (!(error instanceof HttpError) || error.reason !== STALE_VERSION || error.current === undefined) return null;
  return editConflict(title, model(error.current));
}

/**
 * In front of a §7 backend: the payload error when the record read afresh (`readNow`, bypassing the
 * lists kept for reuse) is no longer the version the form read; null when the save may go ahead.
 */
export async function legacyStaleEdit<T extends Versioned>(
  context: BffContext,
  expected: string | null | undefined,
  title: string,
  fields: readonly string[],
  readNow: () => Promise<T | null>,
  model: (current: T) => unknown,
): Promise<UserErrorModel | null> {
  if (!expected || context.upstream.has('recordVersions')) return null;
  const current = await readNow();
  if (!current || recordVersionOf(current, fields) === expected) return null;
  return editConflict(title, model(current));
}
