// Persisted documents: outside demo mode a cookie session runs only the web app's
// documents (by id); a bearer integrator may send its own; an unknown id is refused.
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn, startStack, type Stack } from '../../test/stack';
import { loadPersistedDocuments } from './persistedDocuments';

let production: Stack;
let demo: Stack;
const documents = loadPersistedDocuments();
/** A document of the web app that reads the viewer. */
const [viewerDocumentId] = [...documents].find(([, text]) => /^query \w+ \{\s*viewer \{/.test(text)) ?? [];

beforeAll(async () => {
  production = await startStack({ demoMode: false }, { seed: true });
  demo = await startStack({}, { seed: true });
}, 120_000);
afterAll(async () => {
  await production?.close();
  await demo?.close();
});

async function post(stack: Stack, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] } };
}

describe('persisted documents', () => {
  it('has the web app’s documents', () => {
    expect(documents.size).toBeGreaterThan(50);
    expect(viewerDocumentId).toBeDefined();
  });

  it('runs a document by id, and refuses an unknown id', async () => {
    const known = await post(production, { documentId: viewerDocumentId, variables: {} });
    expect(known.status).toBe(200);
    expect(known.body.errors).toBeUndefined();
    const unknown = await post(production, { documentId: 'f'.repeat(64) });
    expect(unknown.status).toBe(400);
    // A page from before a deployment: the catalogue's title and message, which the web app translates.
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: ERROR_MESSAGES.portalUpdated,
      extensions: { code: 'BAD_USER_INPUT', reason: 'PERSISTED_DOCUMENT_NOT_FOUND', title: ERROR_TITLES.portalUpdated },
    });
  });

  it('refuses a document sent as text with a cookie session in production, and runs it by id', async () => {
    const browser = production.client();
    const signedIn = await signIn(browser, ACCOUNTS.doctor);
    expect(signedIn.body.errors).toBeUndefined();
    const adHoc = await browser.gql('{ viewer { fullName } }');
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.errors?.[0].extensions).toMatchObject({ reason: 'PERSISTED_DOCUMENT_REQUIRED' });
    expect(JSON.stringify(adHoc.body)).not.toContain('fullName"');
  });

  it('lets a bearer integrator send its own documents, and demo mode anyone', async () => {
    const integrator = production.client();
    const signedIn = await signIn(integrator, ACCOUNTS.doctor, undefined, 'RESPONSE');
    const token = signedIn.body.data.signIn.accessToken as string;
    const own = await post(production, { query: '{ viewer { fullName } }' }, { authorization: `Bearer ${token}` });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.viewer.fullName).toEqual(expect.any(String));

    const developer = demo.client();
    await signIn(developer, ACCOUNTS.doctor);
    expect((await developer.gql('{ viewer { fullName } }')).body.errors).toBeUndefined();
  });
});
