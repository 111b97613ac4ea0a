// FHIR Bulk Data exports: GET /fhir/Patient/$export (the "Patient-level export")
// starts an export of all of the caller's patients (active and archived) as NDJSON, in the
// background; GET /fhir/Group/{siteId}/$export (a "Group-level export", the group being a site)
// one of every patient of every doctor of the site. GET /fhir/$export-status/{id} polls either
// (202 with X-Progress, then the manifest), DELETE cancels, GET /fhir/$export-file/{id}/{Type}.ndjson
// downloads a file. Same sessions (cookie or bearer token) and errors (OperationOutcome) as
// $everything. The access policy decides who: a doctor (site admins too) exports their own
// patients, a site admin also their own site's, a platform admin no health data (403).
// The export lives in the REST service, so any instance answers its status and files.
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BULK_EXPORT_TYPES, isBulkExportType, isStorageId, type BulkExportType } from '@portal/domain/bulkExport';
import { buildContext, type BffContext } from '../../context';
import { HttpError } from '../../rest/http';
import {
  createBulkExport,
  deleteBulkExport,
  readBulkExport,
  openBulkExportFile,
  type BulkExportState,
} from '../../rest/doctor/bulkExports';
import { fhirQueryRunner, FhirReadError } from './bulkExportPages';
import { BULK_EXPORT_VIEWER_QUERY, type BulkExportViewerData } from './bulkExportQuery';
import { createBulkExportRunner } from './bulkExportRunner';
import { NOT_AVAILABLE_MESSAGE } from '../../upstream/extensionFields';
import { FHIR_JSON, refuse, STATUS_BY_CODE, UNEXPECTED, type FhirExportOptions, type Failure } from './fhirExportRoute';

export const FHIR_BULK_EXPORT_PATH = '/fhir/Patient/$export';
/** The site-level export; `:id` is the site's internal id. */
export const FHIR_SITE_EXPORT_PATH = '/fhir/Group/:id/$export';
const siteExportPath = (siteId: string) => FHIR_SITE_EXPORT_PATH.replace(':id', encodeURIComponent(siteId));
export const FHIR_EXPORT_STATUS_PATH = '/fhir/$export-status';
export const FHIR_EXPORT_FILE_PATH = '/fhir/$export-file';
const NDJSON_TYPES = ['application/fhir+ndjson', 'application/ndjson', 'ndjson'];
/** Seconds a client waits between polls while the export runs. */
const RETRY_AFTER = 2;

const badRequest = (message: string): Failure => ({ status: 400, issue: 'not-supported', message });
const NOT_AVAILABLE: Failure = { status: 501, issue: 'not-supported', message: NOT_AVAILABLE_MESSAGE };

/** The kick-off's parameters: `_type` (the portal's types only) and `_outputFormat` (NDJSON); nothing else. */
function kickOffTypes(query: Record<string, unknown>): BulkExportType[] | Failure {
  for (const name of Object.keys(query)) {
    if (name !== '_type' && name !== '_outputFormat') return badRequest(`The parameter ${name} is not supported`);
  }
  const format = query._outputFormat;
  if (format !== undefined && (typeof format !== 'string' || !NDJSON_TYPES.includes(format))) {
    return badRequest('Only _outputFormat=application/fhir+ndjson is supported');
  }
  if (query._type === undefined) return [...BULK_EXPORT_TYPES];
  const asked = (Array.isArray(query._type) ? query._type : [query._type]).flatMap((value) => String(value).split(','));
  const unknown = asked.map((type) => type.trim()).filter((type) => !isBulkExportType(type));
  if (unknown.length > 0 || asked.length === 0) {
    return badRequest(`_type may name only ${BULK_EXPORT_TYPES.join(', ')}; not ${unknown.join(', ') || 'nothing'}`);
  }
  return BULK_EXPORT_TYPES.filter((type) => asked.some((value) => value.trim() === type));
}

/** Bulk Data asks for these headers; a client that says something else gets an OperationOutcome it reads. */
function headerProblem(request: FastifyRequest): Failure | null {
  const accept = request.headers.accept;
  if (accept && !/application\/(fhir\+)?json|\*\/\*/.test(accept)) return badRequest('Accept must be application/fhir+json');
  const prefer = request.headers.prefer;
  if (typeof prefer !== 'string' || !/respond-async/.test(prefer)) return badRequest('The header Prefer: respond-async is required');
  return null;
}

export function registerFhirBulkExport(app: FastifyInstance, apollo: ApolloServer<BffContext>, options: FhirExportOptions): void {
  const runner = createBulkExportRunner(apollo, app.log);
  app.addHook('onClose', () => runner.close());
  const baseOf = (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** The signed-in doctor's context and uid, or the failure to answer (401, 403 for admins). */
  const doctorOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = buildContext(request, reply, options);
    const data = await fhirQueryRunner(apollo, context)<BulkExportViewerData>(BULK_EXPORT_VIEWER_QUERY);
    if (!data?.viewer) throw new FhirReadError(STATUS_BY_CODE.UNAUTHENTICATED);
    // Platform admins never see health data; a site admin is a doctor (REST decides whether the site is theirs).
    if (data.viewer.role !== 'DOCTOR') throw new FhirReadError(STATUS_BY_CODE.FORBIDDEN);
    // The export's files live in the bundled service; a clinic's §7 backend has nowhere to keep them.
    if (!context.upstream.has('bulkExportStorage')) throw new FhirReadError(NOT_AVAILABLE);
    return { context, uid: data.viewer.internalID };
  };
  /** Every route's failures as OperationOutcomes, like $everything's. */
  const answering =
    <R extends FastifyRequest>(handle: (request: R, reply: FastifyReply) => Promise<unknown>) =>
    async (request: R, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      try {
        return await handle(request, reply);
      } catch (error) {
        if (error instanceof FhirReadError) return refuse(reply, error.failure);
        if (error instanceof HttpError) return refuse(reply, STATUS_BY_CODE[error.code] ?? UNEXPECTED);
        request.log.warn({ err: error }, 'FHIR bulk export: the REST service failed');
        return refuse(reply, STATUS_BY_CODE.UPSTREAM_UNAVAILABLE);
      }
    };
  const manifest = (request: FastifyRequest, state: BulkExportState) => {
    const base = baseOf(request);
    return {
      transactionTime: state.StartedAt ?? state.CreatedAt,
      request: `${base}${state.SiteID ? siteExportPath(state.SiteID) : FHIR_BULK_EXPORT_PATH}?_type=${state.Types.join(',')}`,
      requiresAccessToken: true,
      // A type of many resources comes as several files (Observation-1.ndjson, Observation-2.ndjson…).
      output: state.Files.filter((file) => file.Count > 0).flatMap((file) =>
        file.Parts.length > 1
          ? file.Parts.map((part) => ({
              type: file.Type,
              url: `${base}${FHIR_EXPORT_FILE_PATH}/${state.BulkExportID}/${file.Type}-${part.Part}.ndjson`,
              count: part.Count,
            }))
          : [{ type: file.Type, url: `${base}${FHIR_EXPORT_FILE_PATH}/${state.BulkExportID}/${file.Type}.ndjson`, count: file.Count }],
      ),
      error: [],
    };
  };

  /** The kick-off of either export: checks, creates it in REST (which asks the policy), starts the job. */
  const kickOff = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply, siteId: string | null) => {
    const types = kickOffTypes(request.query);
    if (!Array.isArray(types)) return refuse(reply, types);
    const problem = headerProblem(request);
    if (problem) return refuse(reply, problem);
    const { context, uid } = await doctorOf(request, reply);
    const created = await createBulkExport(context.rest, uid, types, siteId);
    runner.start({ id: created.BulkExportID, uid, types, base: baseOf(request), context, siteId: created.SiteID });
    return reply
      .code(202)
      .header('content-location', `${baseOf(request)}${FHIR_EXPORT_STATUS_PATH}/${created.BulkExportID}`)
      .header('content-type', FHIR_JSON)
      .send(
        JSON.stringify({
          resourceType: 'OperationOutcome',
          issue: [{ severity: 'information', code: 'informational', diagnostics: 'Export started' }],
        }),
      );
  };

  app.get(
    FHIR_BULK_EXPORT_PATH,
    { exposeHeadRoute: false },
    answering((request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => kickOff(request, reply, null)),
  );

  // A site's id that is not a UUID names no site: answered like another site's, before any call.
  app.get(
    FHIR_SITE_EXPORT_PATH,
    { exposeHeadRoute: false },
    answering(async (request: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>, reply) => {
      if (!isStorageId(request.params.id)) {
        await doctorOf(request, reply);
        return refuse(reply, STATUS_BY_CODE.NOT_FOUND);
      }
      return kickOff(request, reply, request.params.id.toLowerCase());
    }),
  );

  app.get(
    `${FHIR_EXPORT_STATUS_PATH}/:id`,
    { exposeHeadRoute: false },
    answering(async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const { context, uid } = await doctorOf(request, reply);
      const state = await readBulkExport(context.rest, uid, request.params.id);
      if (state.Status === 'DONE')
        return reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .send(JSON.stringify(manifest(request, state)));
      if (state.Status === 'FAILED') return refuse(reply, { status: 500, issue: 'exception', message: state.Error ?? UNEXPECTED.message });
      return reply
        .code(202)
        .header('x-progress', `${state.PatientsDone} of ${state.PatientsTotal} patients`)
        .header('retry-after', String(RETRY_AFTER))
        .send();
    }),
  );

  app.delete(
    `${FHIR_EXPORT_STATUS_PATH}/:id`,
    answering(async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const { context, uid } = await doctorOf(request, reply);
      await deleteBulkExport(context.rest, uid, request.params.id);
      return reply.code(202).send();
    }),
  );

  app.get(
    `${FHIR_EXPORT_FILE_PATH}/:id/:file`,
    { exposeHeadRoute: false },
    answering(async (request: FastifyRequest<{ Params: { id: string; file: string } }>, reply) => {
      // Observation.ndjson: the whole file of a type; Observation-2.ndjson: the second of its files.
      const [, type = '', part] = /^([A-Za-z]+)(?:-([1-9][0-9]{0,5}))?\.ndjson$/.exec(request.params.file) ?? [];
      if (!isBulkExportType(type)) return refuse(reply, STATUS_BY_CODE.NOT_FOUND);
      const { context, uid } = await doctorOf(request, reply);
      const file = await openBulkExportFile(context.rest, uid, request.params.id, type, part === undefined ? null : Number(part));
      return reply
        .header('content-type', 'application/fhir+ndjson')
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .send(file);
    }),
  );
}
