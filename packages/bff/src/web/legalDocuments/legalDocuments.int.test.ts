// The legal documents over HTTP (Fastify inject on a bare app, as the lead registers the route
// in server.ts): each document is a real PDF per language, with no session, cached for an hour;
// an unknown document is the error vocabulary's 404 and an unknown language reads English.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLegalDocuments } from './legalDocumentsRoute';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerLegalDocuments(app);
  await app.ready();
});
afterAll(() => app?.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /documents/:document', () => {
  it.each([
    ['terms-of-use', 'en'],
    ['terms-of-use', 'it'],
    ['privacy-policy', 'en'],
    ['privacy-policy', 'it'],
    ['terms-of-use', 'he'],
    ['privacy-policy', 'zh'],
  ])('serves %s in %s inline as an A4 PDF without a session', async (document, lang) => {
    const answer = await get(`/documents/${document}.pdf?lang=${lang}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${document}-${lang}.pdf"`);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    expect(answer.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(answer.rawPayload.toString('latin1')).toContain(`/Lang (${lang})`);
  });

  it('writes the Italian and English files differently, and the two documents differently', async () => {
    const termsEn = (await get('/documents/terms-of-use.pdf?lang=en')).rawPayload;
    const termsIt = (await get('/documents/terms-of-use.pdf?lang=it')).rawPayload;
    const privacyEn = (await get('/documents/privacy-policy.pdf?lang=en')).rawPayload;
    expect(termsIt.equals(termsEn)).toBe(false);
    expect(privacyEn.equals(termsEn)).toBe(false);
  });

  it('draws each file once and then serves the same bytes', async () => {
    const first = (await get('/documents/privacy-policy.pdf?lang=it')).rawPayload;
    const second = (await get('/documents/privacy-policy.pdf?lang=it')).rawPayload;
    expect(second.equals(first)).toBe(true);
  });

  it('reads English without a language or for any other language', async () => {
    const english = (await get('/documents/terms-of-use.pdf?lang=en')).rawPayload;
    for (const url of ['/documents/terms-of-use.pdf', '/documents/terms-of-use.pdf?lang=fr', '/documents/terms-of-use.pdf?lang=hebrew']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe('inline; filename="terms-of-use-en.pdf"');
      expect(answer.rawPayload.equals(english)).toBe(true);
    }
  });

  it('answers an unknown document with the 404 of the error vocabulary', async () => {
    for (const url of ['/documents/cookie-policy.pdf', '/documents/terms-of-use', '/documents/privacy-policy.txt?lang=it']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested item was not found' });
    }
  });

  it('leaves /documents/visit-report/:id to the visit report route', async () => {
    const answer = await get('/documents/visit-report/some-visit');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      message: 'Route GET:/documents/visit-report/some-visit not found',
      error: 'Not Found',
      statusCode: 404,
    });
  });
});
