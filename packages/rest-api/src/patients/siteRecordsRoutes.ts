// GET /eyeCareProviders/{uid}/site/records (CONTRACT.md "Site records"): a page of every patient of
// every doctor of the caller's site, each with all their visits, for the site-level FHIR bulk export
// (the BFF's GET /fhir/Group/{siteId}/$export reads it a page at a time). The policy's
// `siteRecords` says who: the site's admins, for their own site; any other doctor gets 403, like a
// platform admin. Every page is a READ_RECORD of its patients in the audit trail.
import type { FastifyInstance } from 'fastify';
import { siteExportSiteOf, siteRecordsQuerySchema } from '@portal/domain/bulkExport';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { parseBody } from '../http/validate';
import { audit, auditActor } from '../audit/auditRequest';
import type { ReportServices } from '../visits/reportServices';
import { DOCTOR_PREFIX, requireDoctor } from './doctorGuard';
import { readSiteRecordsPage } from './siteRecordsStore';
import { documented } from '../http/openapi';

export function registerSiteRecordsRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  api.get<{ Params: { uid: string } }>(
    `${DOCTOR_PREFIX}/site/records`,
    documented({ capability: 'siteRecords', querystring: siteRecordsQuerySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const siteId = siteExportSiteOf(doctor.actor);
      if (siteId === null) throw forbidden();
      const query = parseBody(siteRecordsQuerySchema, request.query);
      const page = await readSiteRecordsPage(ctx.db, siteId, query, reports.links, ctx.clock.now());
      await audit(ctx.db, request, auditActor(doctor, doctor), {
        action: 'READ_RECORD',
        objectType: 'PATIENT',
        objectIds: page.rows.map((row) => row.UserStorageID),
      });
      return { data: page.rows, total: page.total, next: page.next };
    },
  );
}
