// Persisted documents: the web app's operations are compiled into an allowlist
// at build time (relay.config.json persistConfig → persisted-documents.json, id = SHA-256 of the
// text). The app sends `documentId`; the BFF puts the text back before Apollo sees the request.
// Outside demo mode a cookie session (the browser) may run only those documents, so a script
// injected into a page cannot send its own queries with the user's session; integrators, who
// sign in for a bearer token, may send their own documents within the query limits.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { tokenFromRequest } from '../session/cookie';

export const PERSISTED_DOCUMENTS_FILE = fileURLToPath(new URL('../persisted-documents.json', import.meta.url));

export type PersistedDocuments = ReadonlyMap<string, string>;

export function loadPersistedDocuments(file: string = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface DocumentRefusal {
  message: string;
  extensions: { code: 'BAD_USER_INPUT'; reason: 'PERSISTED_DOCUMENT_NOT_FOUND' | 'PERSISTED_DOCUMENT_REQUIRED'; title?: string };
}

const refusal = (reason: DocumentRefusal['extensions']['reason'], message: string, title?: string): DocumentRefusal => ({
  message,
  extensions: { code: 'BAD_USER_INPUT', reason, ...(title ? { title } : {}) },
});

/**
 * Puts the text of a `documentId` in the request (body for POST, query string for GET), or says
 * why the request is refused: an unknown id, or (when `onlyPersistedForCookies`) a document sent as
 * text with a cookie session.
 */
export function resolvePersistedDocument(
  request: FastifyRequest,
  documents: PersistedDocuments,
  options: { onlyPersistedForCookies: boolean },
): DocumentRefusal | null {
  const params = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null | undefined;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
  const id = params.documentId;
  if (typeof id === 'string') {
    const text = documents.get(id);
    if (!text)
      // A page loaded before a new version was deployed: the browser says so in the user's words.
      return refusal('PERSISTED_DOCUMENT_NOT_FOUND', ERROR_MESSAGES.portalUpdated, ERROR_TITLES.portalUpdated);
    params.query = text;
    delete params.documentId;
    return null;
  }
  if (options.onlyPersistedForCookies && typeof params.query === 'string' && tokenFromRequest(request).source === 'cookie') {
    return refusal(
      'PERSISTED_DOCUMENT_REQUIRED',
      'With a browser session only the portal’s own operations run; integrators sign in with tokenDelivery RESPONSE and send a bearer token',
    );
  }
  return null;
}
