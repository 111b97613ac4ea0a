// /eyeCareProviders/{uid}/bulkExports: the FHIR Bulk Data export of all of a doctor's patients
// (the BFF's GET /fhir/Patient/$export). The BFF instance that accepted the
// kick-off claims the export and writes it page by page with the doctor's own token; every other
// call (status, download, cancel) may come through any instance. Only the doctor who asked sees
// their export: anyone else's, or an unknown id, is 404. Creating an export and downloading a file
// are EXPORTs of the patients in the audit trail, like a patient's own FHIR export. With a SiteID
// (the BFF's GET /fhir/Group/{siteId}/$export) the export holds every patient of that site, of
// every doctor there: its site admins only, and only while they are (every call asks the policy).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BULK_EXPORT_CHUNK_BODY_LIMIT,
  bulkExportChunkSchema,
  bulkExportClaimSchema,
  bulkExportCreateSchema,
  bulkExportFinishSchema,
  isBulkExportType,
  mayBulkExport,
  siteExportSiteOf,
  type BulkExportRecord,
} from '@portal/domain/bulkExport';
import type { AppContext } from '../context';
import { conflict, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { audit, auditActor } from '../audit/auditRequest';
import { DOCTOR_PREFIX, requireDoctor, type DoctorCaller } from './doctorGuard';
import {
  appendBulkExportChunk,
  claimBulkExport,
  deleteBulkExport,
  doctorPatientIds,
  expireBulkExports,
  findBulkExport,
  finishBulkExport,
  foreignPatientIds,
  insertBulkExport,
  bulkExportFileChunks,
  bulkExportPartRange,
  bulkExportPatientIds,
  sitePatientIds,
} from './bulkExportsStore';
import { documented } from '../http/openapi';

type ExportRequest = FastifyRequest<{ Params: { uid: string; id: string } }>;
const PATH = `${DOCTOR_PREFIX}/bulkExports`;
const ONE = `${PATH}/:id`;
const LOST_LEASE = 'The export is no longer running here';

/** `fileResources`: resources per file of an export (domain BULK_EXPORT_FILE_RESOURCES; tests ask for fewer). */
export function registerBulkExportRoutes(api: FastifyInstance, ctx: AppContext, fileResources?: number): void {
  /** The calling doctor, once the policy says they may export (their own patients). */
  const exporter = async (request: FastifyRequest<{ Params: { uid: string } }>) => {
    const doctor = await requireDoctor(ctx, request);
    if (!mayBulkExport(doctor.actor)) throw forbidden();
    await expireBulkExports(ctx.db, ctx.clock.now());
    return doctor;
  };
  /** Whether `site` is the one the doctor may export as its site admin (ids in either case). */
  const exportsSite = (doctor: DoctorCaller, site: string) => siteExportSiteOf(doctor.actor)?.toLowerCase() === site.toLowerCase();
  /**
   * The caller's export `id` as it stands; 404 for anyone else's, and for a site export once the
   * caller is no longer that site's admin (the files hold other doctors' patients).
   */
  const ownExport = async (doctor: DoctorCaller, id: string): Promise<BulkExportRecord> => {
    const found = await findBulkExport(ctx.db, doctor.doctorId, id, fileResources);
    if (!found || (found.SiteID !== null && !exportsSite(doctor, found.SiteID))) throw notFound();
    return found;
  };

  api.post<{ Params: { uid: string } }>(
    PATH,
    documented({ capability: 'bulkExportStorage', body: bulkExportCreateSchema }),
    async (request, reply) => {
      const doctor = await exporter(request);
      const body = parseBody(bulkExportCreateSchema, request.body ?? {});
      const types = [...new Set(body.Types)];
      const siteId = body.SiteID?.toLowerCase() ?? null;
      // Another site reads like an unknown one; a doctor who is no site's admin may export no site.
      if (siteId !== null && siteExportSiteOf(doctor.actor) === null) throw forbidden();
      if (siteId !== null && !exportsSite(doctor, siteId)) throw notFound();
      const id = await ctx.db.transaction(async (tx) => {
        const patients = siteId === null ? await doctorPatientIds(tx, doctor.doctorId) : await sitePatientIds(tx, siteId);
        const created = await insertBulkExport(tx, doctor.doctorId, types, patients.length, ctx.clock.now(), siteId);
        await audit(tx, request, auditActor(doctor, doctor), { action: 'EXPORT', objectType: 'PATIENT', objectIds: patients });
        return created;
      });
      return reply.code(201).send({ data: await ownExport(doctor, id) });
    },
  );

  api.get(ONE, documented({ capability: 'bulkExportStorage' }), async (request: ExportRequest) => {
    const doctor = await exporter(request);
    return { data: await ownExport(doctor, request.params.id) };
  });

  api.post(`${ONE}/claim`, documented({ capability: 'bulkExportStorage', body: bulkExportClaimSchema }), async (request: ExportRequest) => {
    const doctor = await exporter(request);
    const body = parseBody(bulkExportClaimSchema, request.body ?? {});
    await ownExport(doctor, request.params.id);
    if (!(await claimBulkExport(ctx.db, doctor.doctorId, request.params.id, body.Instance, ctx.clock.now()))) {
      throw conflict('The export has already started');
    }
    return { data: await ownExport(doctor, request.params.id) };
  });

  api.post(
    `${ONE}/chunks`,
    { ...documented({ capability: 'bulkExportStorage', body: bulkExportChunkSchema }), bodyLimit: BULK_EXPORT_CHUNK_BODY_LIMIT },
    async (request: ExportRequest) => {
      const doctor = await exporter(request);
      const body = parseBody(bulkExportChunkSchema, request.body ?? {});
      const found = await ownExport(doctor, request.params.id);
      // The files may hold only the export's patients (the doctor's, or the site's): the trail names them as exported.
      if ((await foreignPatientIds(ctx.db, doctor.doctorId, body.PatientIDs, found.SiteID)).length > 0) throw notFound();
      const appended = await ctx.db.transaction((tx) =>
        appendBulkExportChunk(tx, doctor.doctorId, request.params.id, body, ctx.clock.now()),
      );
      if (!appended) throw conflict(LOST_LEASE);
      return { data: await ownExport(doctor, request.params.id) };
    },
  );

  api.post(
    `${ONE}/finish`,
    documented({ capability: 'bulkExportStorage', body: bulkExportFinishSchema }),
    async (request: ExportRequest) => {
      const doctor = await exporter(request);
      const body = parseBody(bulkExportFinishSchema, request.body ?? {});
      await ownExport(doctor, request.params.id);
      const finish = { instance: body.Instance, status: body.Status, error: body.Error ?? null };
      if (!(await finishBulkExport(ctx.db, doctor.doctorId, request.params.id, finish, ctx.clock.now()))) throw conflict(LOST_LEASE);
      return { data: await ownExport(doctor, request.params.id) };
    },
  );

  // Cancel: the export and its files go at once; the instance running it stops at its next chunk.
  api.delete(ONE, documented({ capability: 'bulkExportStorage' }), async (request: ExportRequest) => {
    const doctor = await exporter(request);
    await ownExport(doctor, request.params.id);
    if (!(await deleteBulkExport(ctx.db, doctor.doctorId, request.params.id))) throw notFound();
    return { data: { BulkExportID: request.params.id.toLowerCase(), deleted: true } };
  });

  // The file itself (application/fhir+ndjson), streamed from the database chunk by chunk; its
  // line count in X-Resource-Count. With ?part=N, the N-th of its files (Files[].Parts): a large
  // practice's Observations come as several files of BULK_EXPORT_FILE_RESOURCES or so each.
  api.get<{ Params: { uid: string; id: string; type: string }; Querystring: { part?: string } }>(
    `${ONE}/files/:type`,
    documented({ capability: 'bulkExportStorage' }),
    async (request, reply) => {
      const doctor = await exporter(request);
      const found = await ownExport(doctor, request.params.id);
      const { type } = request.params;
      if (found.Status !== 'DONE' || !isBulkExportType(type) || !found.Types.includes(type)) throw notFound();
      const file = found.Files.find((entry) => entry.Type === type);
      const asked = request.query.part;
      const part = asked === undefined ? null : /^[1-9][0-9]{0,5}$/.test(asked) ? Number(asked) : 0;
      const range = part === null ? undefined : await bulkExportPartRange(ctx.db, found.BulkExportID, type, part, fileResources);
      if (part !== null && !range) throw notFound();
      // Recorded before the file is sent: a download that cannot be recorded is not sent.
      const patientIds = await bulkExportPatientIds(ctx.db, found.BulkExportID);
      await audit(ctx.db, request, auditActor(doctor, doctor), { action: 'EXPORT', objectType: 'PATIENT', objectIds: patientIds });
      const count = part === null ? (file?.Count ?? 0) : (file?.Parts.find((entry) => entry.Part === part)?.Count ?? 0);
      return reply
        .header('content-type', 'application/fhir+ndjson; charset=utf-8')
        .header('x-resource-count', String(count))
        .send(Readable.from(bulkExportFileChunks(ctx.db, found.BulkExportID, type, range ?? undefined)));
    },
  );
}
