// Runs bulk exports in the background of the BFF instance that accepted the kick-off, with the
// requester's own token (held in memory for the job, never stored): it claims the export in REST,
// reads the doctor's patients, or for a site export the site's, a page at a time (bulkExportPages.ts), turns each into the resources
// of its $everything Bundle (everythingBundle.ts) as NDJSON lines by type, and appends them with
// the progress after every page. An instance that stops cannot hand a job on (the token is gone):
// on close it marks its jobs interrupted, and after a crash the lapsed lease says the same.
import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import {
  BULK_EXPORT_CHUNK_CHARS,
  BULK_EXPORT_FAILED,
  BULK_EXPORT_INTERRUPTED,
  type BulkExportChunk,
  type BulkExportType,
} from '@portal/domain/bulkExport';
import type { BffContext } from '../../context';
import { HttpError } from '../../rest/http';
import { appendBulkExportChunk, claimBulkExport, finishBulkExport } from '../../rest/doctor/bulkExports';
import { VISIT_REPORT_PDF_PATH } from '../visitReport/visitReportRoute';
import { everythingBundle } from './everythingBundle';
import { exportedPatientPages, fhirQueryRunner, FhirReadError, type ExportedPatient } from './bulkExportPages';
import { BULK_EXPORT_LISTS, SITE_EXPORT_LISTS } from './bulkExportQuery';

export interface BulkExportJob {
  id: string;
  /** The requester's uid: every REST call acts as them. */
  uid: string;
  types: readonly BulkExportType[];
  /** PUBLIC_URL (or the kick-off's origin) without a trailing slash. */
  base: string;
  /** The kick-off's context: its token is the requester's. */
  context: BffContext;
  /** A site export's site (every patient of its doctors); null: the requester's own patients. */
  siteId: string | null;
}

export interface BulkExportRunner {
  start(job: BulkExportJob): void;
  /** Stops every job of this instance and marks it interrupted (SIGTERM drain). */
  close(): Promise<void>;
}

/** The lines of one page by type, cut into chunks that each fit one REST call. */
export function pageChunks(instance: string, patients: readonly string[], lines: Map<BulkExportType, string[]>): BulkExportChunk[] {
  const chunks: BulkExportChunk[] = [];
  let files = new Map<BulkExportType, string[]>();
  let size = 0;
  const flush = () => {
    const entries = [...files].map(([Type, typeLines]) => ({ Type, Ndjson: typeLines.join(''), Lines: typeLines.length }));
    chunks.push({ Instance: instance, PatientIDs: [], Files: entries });
    files = new Map();
    size = 0;
  };
  for (const [type, typeLines] of lines) {
    for (const line of typeLines) {
      // Measured as the REST body carries it (JSON-escaped); one resource always fits (a chunk is megabytes).
      const cost = JSON.stringify(line).length;
      if (size > 0 && size + cost > BULK_EXPORT_CHUNK_CHARS) flush();
      files.set(type, [...(files.get(type) ?? []), line]);
      size += cost;
    }
  }
  flush();
  // The patients count as done with the page's last chunk, once every line of theirs is in.
  chunks[chunks.length - 1].PatientIDs = [...patients];
  return chunks;
}

export function createBulkExportRunner(apollo: ApolloServer<BffContext>, log: FastifyBaseLogger): BulkExportRunner {
  // Unique per process: REST lets only the claiming instance write.
  const instance = randomUUID();
  const jobs = new Map<string, { job: BulkExportJob; stopped: boolean; done: Promise<void> }>();

  async function run(job: BulkExportJob, state: { stopped: boolean }): Promise<void> {
    const { rest } = job.context;
    await claimBulkExport(rest, job.uid, job.id, instance);
    if (state.stopped) return;
    const wanted = new Set(job.types);
    const seen = new Set<string>();
    // A patient read twice (the list moved between pages) is exported once.
    const exported = new Set<string>();
    const now = job.context.now();
    const linesOf = (page: ExportedPatient[]) => {
      const lines = new Map<BulkExportType, string[]>(job.types.map((type) => [type, []]));
      for (const { patient, visits } of page) {
        const bundle = everythingBundle(patient, visits, {
          base: job.base,
          now,
          reportPdfPath: (visitId) => `${VISIT_REPORT_PDF_PATH}/${encodeURIComponent(visitId)}`,
        });
        for (const { resource } of bundle.entry ?? []) {
          const type = resource?.resourceType as BulkExportType | undefined;
          if (!resource || !type || !wanted.has(type)) continue;
          // A device may be paired with one patient only, but a resource is written once whatever happens.
          const key = `${type}/${resource.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          lines.get(type)!.push(`${JSON.stringify(resource)}\n`);
        }
      }
      return lines;
    };
    const lists = job.siteId === null ? BULK_EXPORT_LISTS : SITE_EXPORT_LISTS;
    for await (const page of exportedPatientPages(fhirQueryRunner(apollo, job.context), lists)) {
      if (state.stopped) return;
      const fresh = page.filter(({ patient }) => !exported.has(patient.internalID));
      for (const { patient } of fresh) exported.add(patient.internalID);
      const lines = linesOf(fresh);
      for (const chunk of pageChunks(
        instance,
        fresh.map(({ patient }) => patient.internalID),
        lines,
      )) {
        await appendBulkExportChunk(rest, job.uid, job.id, chunk);
      }
    }
    await finishBulkExport(rest, job.uid, job.id, { Instance: instance, Status: 'DONE' });
  }

  const fail = async (job: BulkExportJob, message: string) => {
    try {
      await finishBulkExport(job.context.rest, job.uid, job.id, { Instance: instance, Status: 'FAILED', Error: message });
    } catch (error) {
      // Cancelled, or the lease is gone: the status says so by itself.
      if (!(error instanceof HttpError)) log.warn({ err: error, exportId: job.id }, 'bulk export: could not record the failure');
    }
  };

  return {
    start(job) {
      const state = { job, stopped: false, done: Promise.resolve() };
      state.done = run(job, state)
        .catch(async (error: unknown) => {
          if (state.stopped) return;
          // 404: cancelled (deleted); 409: the lease lapsed. Either way nothing is left to write.
          if (error instanceof HttpError && (error.status === 404 || error.status === 409)) return;
          log.warn({ err: error, exportId: job.id }, 'bulk export failed');
          await fail(job, error instanceof FhirReadError ? error.failure.message : BULK_EXPORT_FAILED);
        })
        .finally(() => jobs.delete(job.id));
      jobs.set(job.id, state);
    },
    async close() {
      const running = [...jobs.values()];
      for (const state of running) state.stopped = true;
      // Each job stops at its next page; then it is marked interrupted (one that finished meanwhile stays done).
      await Promise.allSettled(running.map((state) => state.done));
      await Promise.all(running.map((state) => fail(state.job, BULK_EXPORT_INTERRUPTED)));
    },
  };
}
