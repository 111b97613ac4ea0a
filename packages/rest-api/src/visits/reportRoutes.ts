// GET /reports/{token} (under /api/v1/webapp, no session): the visit report a signed link names,
// as an attachment. A tampered or unknown token, a report gone, or a site that stopped backing up
// data answer 404; a genuine link past its lifetime answers 410. Never the file in those cases.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { ReportServices } from './reportServices';
import { audit } from '../audit/auditRequest';
import { attachmentHeader, contentTypeOf } from './reportFiles';
import { findReportFile } from './visitsStore';
import { documented } from '../http/openapi';

export const LINK_EXPIRED_MESSAGE = 'This download link has expired; open the visit again for a new link';

export function registerReportDownloadRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  api.get<{ Params: { token: string } }>('/reports/:token', documented({ capability: 'service', public: true }), async (request, reply) => {
    const check = reports.links.check(request.params.token);
    if (!check.ok && check.reason === 'expired') {
      return reply.status(410).send({ code: 'GONE', message: LINK_EXPIRED_MESSAGE, messages: [LINK_EXPIRED_MESSAGE] });
    }
    if (!check.ok) throw notFound();
    const report = await findReportFile(ctx.db, check.reportId);
    if (!report || !report.backUpData) throw notFound();
    const stored = await reports.store.open(report.storageKey);
    if (!stored) {
      request.log.warn({ reportId: check.reportId }, 'visit report file is missing from the report store');
      throw notFound();
    }
    // A signed link carries no session: the trail names the report, the address and the request.
    await audit(
      ctx.db,
      request,
      { actorId: null, actorRole: 'ANONYMOUS', siteId: null },
      {
        action: 'REPORT_DOWNLOAD',
        objectType: 'REPORT',
        objectIds: [check.reportId],
      },
    );
    return reply
      .header('content-type', contentTypeOf(report.fileName))
      .header('content-length', stored.size)
      .header('content-disposition', attachmentHeader(report.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });
}
