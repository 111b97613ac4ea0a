// GET /documents/:document?lang=: the terms of use and the privacy policy as PDFs (§2 "A PDF
// route is allowed without login"). No session: the license checkbox on /create-password and
// the help popover link here, and the first is read before the account can sign in. The texts
// never change while the process runs, so each (document, language) is drawn once and kept.
// The visit report PDF (/documents/visit-report/:id) has one more segment and its own route.
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { LEGAL_DOCUMENTS, legalDocumentId, legalLanguage, type LegalDocumentId, type LegalLanguage } from './legalDocument';
import { renderLegalDocumentPdf } from './renderLegalDocumentPdf';

export const LEGAL_DOCUMENTS_PATH = '/documents';

const rendered = new Map<string, Promise<Buffer>>();

/** The PDF of one document in one language, drawn on first request and then served from memory. */
export function legalDocumentPdf(id: LegalDocumentId, language: LegalLanguage): Promise<Buffer> {
  const key = `${id}:${language}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = renderLegalDocumentPdf(LEGAL_DOCUMENTS[id][language], { language });
    // A failed drawing is not kept: the next request tries again.
    pdf.catch(() => rendered.delete(key));
    rendered.set(key, pdf);
  }
  return pdf;
}

export function registerLegalDocuments(app: FastifyInstance): void {
  app.get<{ Params: { document: string }; Querystring: { lang?: string } }>(`${LEGAL_DOCUMENTS_PATH}/:document`, async (request, reply) => {
    const id = legalDocumentId(request.params.document);
    if (!id) return reply.code(404).header('cache-control', 'no-store').send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound });
    const language = legalLanguage(request.query.lang);
    const pdf = await legalDocumentPdf(id, language);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${id}-${language}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
