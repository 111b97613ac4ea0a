// The FHIR Bulk Data exports: the resource types they make, their states, how
// long they and their files live, and the bodies of the REST calls that record them. Who may export
// what is the access policy's: a doctor (a site admin too) exports all of their own patients, active
// and archived (GET /fhir/Patient/$export); a site admin also every patient of every doctor of their
// own site (GET /fhir/Group/{siteId}/$export); platform admins no health data at all.
import { z } from 'zod';
import { isDoctorReach, isSiteReach, reach } from './access/policy';
import { ERROR_MESSAGES } from './errors';
import type { Actor } from './access/actor';

/** What the portal's FHIR export makes (everythingBundle): the `_type` values a kick-off may ask for. */
export const BULK_EXPORT_TYPES = ['Patient', 'Encounter', 'Observation', 'DiagnosticReport', 'Device'] as const;
export type BulkExportType = (typeof BULK_EXPORT_TYPES)[number];

export const isBulkExportType = (value: string): value is BulkExportType => (BULK_EXPORT_TYPES as readonly string[]).includes(value);

/** QUEUED until a BFF instance claims it; RUNNING while that instance holds the lease. */
export const BULK_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type BulkExportStatus = (typeof BULK_EXPORT_STATUSES)[number];

/** An export and its files are deleted this long after it was asked for (FHIR Bulk Data: files expire). */
export const BULK_EXPORT_TTL_HOURS = 24;
/**
 * How long a claim lasts without news from the instance running it: every chunk renews it. An
 * instance that stops (SIGTERM, crash) lets it lapse, and the export then reads as interrupted.
 */
export const BULK_EXPORT_LEASE_SECONDS = 120;
/**
 * A chunk's NDJSON, JSON-encoded with all its types, stays below the chunk call's body limit, which
 * is larger than the service's 1 MiB: a page of 100 patients is megabytes, and fewer, larger
 * chunks keep the calls per page few.
 */
export const BULK_EXPORT_CHUNK_CHARS = 6_000_000;
export const BULK_EXPORT_CHUNK_BODY_LIMIT = 8 * 1024 * 1024;

/** What an export whose instance stopped says: the token it ran with is gone, so it cannot resume. */
export const BULK_EXPORT_INTERRUPTED = ERROR_MESSAGES.exportInterrupted;
export const BULK_EXPORT_FAILED = ERROR_MESSAGES.exportFailed;

/** Whether `actor` may export: only those who reach their own patients (doctors, site admins). */
export const mayBulkExport = (actor: Actor | null) => isDoctorReach(reach(actor, 'list', 'patient'));

/**
 * The site whose records `actor` may export in bulk: their own, as its site admin; null for
 * everyone else (other doctors, platform admins) and for a site admin whose site is gone.
 */
export function siteExportSiteOf(actor: Actor | null): string | null {
  const scope = reach(actor, 'list', 'siteRecords');
  return isSiteReach(scope) ? scope.siteId : null;
}

/** A storage id (a site's, a patient's): a UUID, in either case. */
export const isStorageId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const uuid = z.string().regex(/^[0-9a-fA-F-]{36}$/, { error: 'fill_required' });
const instance = z.string().min(1).max(64);

/**
 * POST /eyeCareProviders/{uid}/bulkExports: without SiteID, the caller's own patients; with it,
 * every patient of that site (its site admins only; any other site is an unknown one).
 */
export const bulkExportCreateSchema = z.object({
  Types: z
    .array(z.enum(BULK_EXPORT_TYPES, { error: 'fill_required' }))
    .min(1)
    .max(BULK_EXPORT_TYPES.length),
  SiteID: uuid.nullish(),
});

/** GET /eyeCareProviders/{uid}/site/records: a page of the site's patients, in id order (keyset). */
export const SITE_RECORDS_MAX_PAGE = 100;
export const siteRecordsQuerySchema = z.object({
  after: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(SITE_RECORDS_MAX_PAGE).default(SITE_RECORDS_MAX_PAGE),
});

/** POST .../bulkExports/{id}/claim: the BFF instance that runs the job. */
export const bulkExportClaimSchema = z.object({ Instance: instance });

/** POST .../bulkExports/{id}/chunks: the NDJSON lines of one page of patients, by type. */
export const bulkExportChunkSchema = z.object({
  Instance: instance,
  PatientIDs: z.array(uuid).max(1000),
  Files: z
    .array(
      z.object({
        Type: z.enum(BULK_EXPORT_TYPES, { error: 'fill_required' }),
        Ndjson: z.string().max(BULK_EXPORT_CHUNK_CHARS),
        Lines: z.number().int().min(0),
      }),
    )
    .max(BULK_EXPORT_TYPES.length),
});

/** POST .../bulkExports/{id}/finish: DONE, or FAILED with the reason the user reads. */
export const bulkExportFinishSchema = z.object({
  Instance: instance,
  Status: z.enum(['DONE', 'FAILED']),
  Error: z.string().max(500).nullish(),
});

export type BulkExportCreate = z.infer<typeof bulkExportCreateSchema>;
export type BulkExportChunk = z.infer<typeof bulkExportChunkSchema>;
export type BulkExportFinish = z.infer<typeof bulkExportFinishSchema>;

/** An export as the REST service answers it. */
export interface BulkExportRecord {
  BulkExportID: string;
  Status: BulkExportStatus;
  Types: BulkExportType[];
  PatientsTotal: number;
  PatientsDone: number;
  CreatedAt: string;
  StartedAt: string | null;
  FinishedAt: string | null;
  Error: string | null;
  /** The site whose patients it holds (a site-level export); null: the doctor's own patients. */
  SiteID: string | null;
  /** The lines written so far, by type (every type asked for, 0 when it has none), and the files they make. */
  Files: { Type: BulkExportType; Count: number; Parts: { Part: number; Count: number }[] }[];
}

/**
 * About this many resources in one file of an export: Bulk Data lets a type come as several files,
 * and a practice of 5,000 patients had 737 MB of Observations in one. A file takes whole chunks
 * (of at most BULK_EXPORT_CHUNK_CHARS), so it ends at or before this count, unless one chunk holds more.
 */
export const BULK_EXPORT_FILE_RESOURCES = 100_000;

/** One file of a type: its number (from 1), its resources, and the first and last chunk it is made of. */
export interface BulkExportPart {
  Part: number;
  Count: number;
  FromSeq: number;
  ToSeq: number;
}

/** A type's chunks, in order, as files: the next chunk starts a new file when it would take the current one past `perFile`. */
export function bulkExportParts(chunks: readonly { seq: number; lines: number }[], perFile = BULK_EXPORT_FILE_RESOURCES): BulkExportPart[] {
  const parts: BulkExportPart[] = [];
  for (const chunk of chunks) {
    if (chunk.lines === 0) continue;
    const last = parts.at(-1);
    if (last && last.Count + chunk.lines <= perFile) {
      last.Count += chunk.lines;
      last.ToSeq = chunk.seq;
    } else {
      parts.push({ Part: parts.length + 1, Count: chunk.lines, FromSeq: chunk.seq, ToSeq: chunk.seq });
    }
  }
  return parts;
}
