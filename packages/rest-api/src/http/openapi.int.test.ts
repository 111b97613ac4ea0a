// The OpenAPI document at GET /api/v1/openapi.json: valid OpenAPI 3.1, one operation for every
// route the service registers (bar the document and its reference UI), each tagged as a call of
// §7 or an extension with its capability, and the reference UI only in demo mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SECTION_7_CALLS, UPSTREAM_EXTENSIONS } from '@portal/domain/upstream';
import { startTestRestApi, type TestRestApi } from '../testing';
import { CAPABILITY_FIELD, EXTENSION_TAG, OPENAPI_PATH, REFERENCE_PATH, SERVICE_TAG, SPEC_TAG } from './openapi';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = OpenAPIV3_1.OperationObject & { [CAPABILITY_FIELD]?: string };

/** Every operation of the document as `METHOD /path/{param}`. */
function operationsOf(document: OpenAPIV3_1.Document): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation as Operation);
    }
  }
  return operations;
}

/** A Fastify route URL as the document writes its path: `:id` becomes `{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const isDocumentRoute = (url: string) => url === OPENAPI_PATH || url === REFERENCE_PATH || url.startsWith(`${REFERENCE_PATH}/`);

describe('the OpenAPI document (demo mode)', () => {
  let api: TestRestApi;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    api = await startTestRestApi({ demoMode: true });
    const response = await fetch(`${api.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as OpenAPIV3_1.Document;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has an operation for every route the service registered, and no other', () => {
    const registered = api.routes
      .filter((route) => !isDocumentRoute(route.url))
      .map((route) => `${route.method} ${documentPath(route.url)}`);
    const documented = [...operationsOf(document).keys()];
    expect(registered.length).toBeGreaterThan(80);
    expect(documented.filter((operation) => !registered.includes(operation))).toEqual([]);
    expect(registered.filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  it('tags every operation as a call of §7 or as an extension naming its capability', () => {
    const untagged: string[] = [];
    const spec: string[] = [];
    for (const [name, operation] of operationsOf(document)) {
      const tags = operation.tags ?? [];
      if (tags.includes(SPEC_TAG) === tags.includes(EXTENSION_TAG)) untagged.push(name);
      if (tags.includes(SPEC_TAG)) {
        spec.push(name);
        expect(operation[CAPABILITY_FIELD], name).toBeUndefined();
      } else if (tags.includes(SERVICE_TAG)) {
        expect(operation[CAPABILITY_FIELD], name).toBeUndefined();
      } else {
        expect(UPSTREAM_EXTENSIONS, name).toContain(operation[CAPABILITY_FIELD]);
      }
    }
    expect(untagged).toEqual([]);
    // Exactly the calls §7 names carry its tag.
    const section7 = SECTION_7_CALLS.map((call) => `${call.method} /api/v1/webapp${call.path}`.replace(/\{[A-Za-z]+\}/g, '{}'));
    expect(spec.map((name) => name.replace(/\{[A-Za-z]+\}/g, '{}')).sort()).toEqual([...section7].sort());
  });

  it('documents the bodies and queries the handlers parse', () => {
    const operations = operationsOf(document);
    const signIn = operations.get('POST /api/v1/webapp/signin');
    const body = signIn?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys((body.content['application/json'].schema as OpenAPIV3_1.SchemaObject).properties ?? {})).toEqual([
      'Email',
      'Password',
    ]);
    expect(signIn?.security).toEqual([]);
    const sites = operations.get('GET /api/v1/webapp/VistaAdmins/{uid}/sites/getAllSites');
    const query = (sites?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    expect(query.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'search', 'ids']));
    expect(document.components?.schemas?.Error).toMatchObject({ type: 'object', required: ['code', 'message', 'messages'] });
  });

  it('serves the reference UI from its own files under a policy that allows nothing else', async () => {
    const page = await fetch(`${api.url}${REFERENCE_PATH}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const script = await fetch(`${api.url}${REFERENCE_PATH}/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const initializer = await (await fetch(`${api.url}${REFERENCE_PATH}/static/swagger-initializer.js`)).text();
    expect(initializer).toContain("resolveUrl('./json')");
  });
});

describe('outside demo mode', () => {
  let api: TestRestApi;
  beforeAll(async () => {
    api = await startTestRestApi({ demoMode: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves the document but no reference UI', async () => {
    const document = await fetch(`${api.url}${OPENAPI_PATH}`);
    expect(document.status).toBe(200);
    await document.arrayBuffer();
    const page = await fetch(`${api.url}${REFERENCE_PATH}/`);
    expect(page.status).toBe(404);
    await page.arrayBuffer();
    expect(api.routes.some((route) => route.url.startsWith(REFERENCE_PATH))).toBe(false);
  });
});
