// GET /documents/visit-report/:id?lang=&tz=: a visit's report as a PDF, written server-side from
// the same schema the printable page reads (the caller's session decides what they may see: a
// doctor's own patients only). The reader's language and time zone shape the words and times.
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildContext, type BffContext, type ContextOptions } from '../../context';
import { REPORT_LABELS, reportLanguage } from './reportLabels';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { reportDateFormats, visitReportDocument } from './visitReportDocument';
import { VISIT_REPORT_QUERY, type ReportVisit, type VisitReportData } from './visitReportQuery';

export const VISIT_REPORT_PDF_PATH = '/documents/visit-report';

/** The HTTP status of a failed report by the error vocabulary's code. */
const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, UPSTREAM_UNAVAILABLE: 503 };

/** An IANA zone the runtime knows, else UTC. */
export function validTimeZone(zone: string | undefined): string {
  if (!zone || zone.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export function registerVisitReportPdf(app: FastifyInstance, apollo: ApolloServer<BffContext>, options: ContextOptions): void {
  app.get<{ Params: { id: string }; Querystring: { lang?: string; tz?: string } }>(
    `${VISIT_REPORT_PDF_PATH}/:id`,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const contextValue = buildContext(request, reply, options);
      const response = await apollo.executeOperation<VisitReportData>(
        { query: VISIT_REPORT_QUERY, variables: { id: request.params.id } },
        { contextValue },
      );
      if (response.body.kind !== 'single')
        return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.unexpected });
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const code = String(errors[0].extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        return reply.code(STATUS_BY_CODE[code] ?? 500).send({ code, message: errors[0].message });
      }
      if (!data?.viewer) return reply.code(401).send({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.sessionExpired });
      // Another doctor's visit reads exactly like an unknown one.
      if (data.node?.__typename !== 'Visit') return reply.code(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound });
      const visit = data.node as ReportVisit;
      const language = reportLanguage(request.query.lang ?? data.viewer.language);
      const labels = REPORT_LABELS[language];
      const dates = reportDateFormats(validTimeZone(request.query.tz));
      const document = visitReportDocument(visit, {
        clinician: data.viewer.fullName,
        site: data.viewer.site?.name ?? null,
        labels,
        dates,
        now: contextValue.now(),
      });
      const pdf = await renderVisitReportPdf(document, labels, { language });
      const fileDate = dates.date(visit.visitDate).replaceAll('/', '-');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="visit-report-${fileDate}.pdf"`)
        .send(pdf);
    },
  );
}
