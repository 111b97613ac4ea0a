// Report files as they come in and go out: safe file names, storage keys, the content type a
// download is answered with, and the Content-Disposition header.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** A report upload above this is refused (decoded size). */
export const MAX_REPORT_BYTES = 5 * 1024 * 1024;
/** Reports one addNewVisit call may carry. */
export const MAX_REPORTS_PER_VISIT = 4;

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
};

export const contentTypeOf = (fileName: string) => CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';

/**
 * The name a file is stored and offered under: the last path segment, letters, digits and
 * `. _ - ( ) +` and spaces only, no leading dot, at most 120 characters; null when nothing is left.
 */
export function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ ()+-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+/, '')
    .trim();
  if (!cleaned || !/[A-Za-z0-9]/.test(cleaned)) return null;
  if (cleaned.length <= 120) return cleaned;
  const ext = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, 120 - ext.length) + ext;
}

/** Where a visit's uploaded report is kept: year of the visit, a random folder, the file name. */
export const newStorageKey = (visitDate: Date, fileName: string) =>
  `visit-reports/${visitDate.getUTCFullYear()}/${randomBytes(16).toString('hex')}/${fileName}`;

/** RFC 6266: a plain ASCII fallback and the exact name (names are already sanitised to ASCII). */
export const attachmentHeader = (fileName: string) =>
  `attachment; filename="${fileName.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
