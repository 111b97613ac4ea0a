// The REST contract as an OpenAPI 3.1 document, generated from the routes themselves: each route
// names the zod schemas its handler reads (documented() below) and, outside §7, the capability it
// belongs to. @fastify/swagger collects the routes, fastify-type-provider-zod turns the zod schemas
// into JSON Schema, and GET /api/v1/openapi.json answers the document. In demo mode a reference UI
// (Swagger UI, its files served by this service, no CDN) reads it at /api/v1/reference.
//
// The schemas only document: the handlers go on validating with parseBody (validate.ts), after their
// own authentication, with the §5 keys and §8 texts of the contract, and answers are JSON.stringify'd
// as before. So the route schemas get a validator and a serializer that change nothing.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ERROR_CODES } from '@portal/domain/errors';
import { SECTION_7_CALLS, UPSTREAM_EXTENSIONS, type UpstreamExtension } from '@portal/domain/upstream';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const REFERENCE_PATH = '/api/v1/reference';

/** The tag of a call the specification's §7 names (a clinic's existing backend has it too). */
export const SPEC_TAG = 'spec-§7';
/** The tag of every other call: an extension of the bundled service (`x-capability` names which). */
export const EXTENSION_TAG = 'extension';
/** With EXTENSION_TAG: the service's own calls, which no upstream capability names (liveness, metrics, ...). */
export const SERVICE_TAG = 'service';

/** Where an operation carries its capability: one of the names GET /capabilities lists. */
export const CAPABILITY_FIELD = 'x-capability';

const WEBAPP_BASE = '/api/v1/webapp';
const REST_TOKEN = 'restToken';

export interface OperationDoc {
  /** The upstream capability (domain upstream.ts) a call outside §7 belongs to, or 'service' for the service's own calls. */
  capability?: UpstreamExtension | 'service';
  summary?: string;
  /** The zod schema the handler parses the body with; several: the body is one of them. */
  body?: z.ZodType | readonly z.ZodType[];
  /** The zod schema the handler parses the query with (an object, or an object piped into a transform). */
  querystring?: z.ZodType;
  /** The `ids` query of the by-id reads (optional) and batch reads (required); http/ids.ts. */
  ids?: 'optional' | 'required';
  /** No bearer token (sign-in, e-mailed links, devices with their own key, probes). */
  public?: true;
}

const IDS_DESCRIPTION = '1 to 100 storage ids, comma-separated (by-id and batch reads)';

/** The query's fields: each is one query parameter in the document. */
function queryShape(schema: z.ZodType | undefined): Readonly<Record<string, z.core.$ZodType>> {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return queryShape(schema.in as z.ZodType);
  if (schema) throw new Error('a documented query is an object schema');
  return {};
}

/** Route options that document a route: `api.post(path, documented({ body: schema }), handler)`. */
export function documented(doc: OperationDoc): { schema: FastifySchema } {
  const query: Record<string, z.core.$ZodType> = { ...queryShape(doc.querystring) };
  if (doc.ids) {
    const ids = z.string().describe(IDS_DESCRIPTION);
    query.ids = doc.ids === 'required' ? ids : ids.optional();
  }
  const schema: Record<string, unknown> = {};
  if (doc.summary) schema.summary = doc.summary;
  if (doc.body) schema.body = Array.isArray(doc.body) ? z.union(doc.body as [z.ZodType, ...z.ZodType[]]) : doc.body;
  if (Object.keys(query).length > 0) schema.querystring = z.object(query);
  if (doc.capability) schema[CAPABILITY_FIELD] = doc.capability;
  if (doc.public) schema.security = [];
  return { schema: schema as FastifySchema };
}

/** A Fastify route URL (`/users/:uid/x`) with each parameter as `{}`, to compare with §7's `{uid}`/`{id}`. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z0-9_]+|\{[A-Za-z0-9_]+\}/g, '{}');
const SECTION_7 = new Set(SECTION_7_CALLS.map((call) => `${call.method} ${shapeOf(WEBAPP_BASE + call.path)}`));

/** Whether `method url` (a Fastify route) is a call of §7. */
export function isSection7Route(method: string, url: string): boolean {
  return SECTION_7.has(`${method} ${shapeOf(url)}`);
}

const errorSchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    messages: z.array(z.string()).describe('English §8 catalogue texts'),
    fields: z
      .array(z.object({ field: z.string(), key: z.string().describe('§5 message key') }))
      .optional()
      .describe('With BAD_USER_INPUT: the §5 key of each field'),
    reason: z.string().optional().describe('STALE_VERSION: an edit made from an older version of the record'),
    current: z.unknown().optional().describe('With STALE_VERSION: the record as it is saved now'),
  })
  .describe('Every failure (4xx, 5xx): CONTRACT.md "Conventions"');

const successSchema = z
  .looseObject({ data: z.unknown() })
  .describe('2xx: the answer under `data` (a list for every list call); paged lists add `total` and, where they have them, `facets`.');

const zodToJsonConfig = { unrepresentable: 'any' } as const;
const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig });
const zodTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

type TransformInput = Parameters<typeof zodTransform>[0];

/** Tags, capability and the contract's answers for one route; throws for a call outside §7 that names no capability. */
function describeRoute(input: TransformInput): ReturnType<typeof zodTransform> {
  const method = String(input.route.method);
  const source = (input.schema ?? {}) as Record<string, unknown>;
  if (source.hide) return { schema: { hide: true }, url: input.url };
  const { [CAPABILITY_FIELD]: capability, ...schema } = source;
  let tags: string[];
  const extra: Record<string, unknown> = {};
  if (isSection7Route(method, input.url)) {
    tags = [SPEC_TAG];
  } else if (capability === 'service') {
    tags = [EXTENSION_TAG, SERVICE_TAG];
  } else if (typeof capability === 'string' && (UPSTREAM_EXTENSIONS as readonly string[]).includes(capability)) {
    tags = [EXTENSION_TAG];
    extra[CAPABILITY_FIELD] = capability;
  } else {
    throw new Error(`${method} ${input.url} is no call of §7 and names no capability (documented({ capability }))`);
  }
  const transformed = zodTransform({ ...input, schema: { ...schema, tags, ...extra } as FastifySchema });
  const response = {
    '2XX': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } } },
    default: { description: 'Failure', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  };
  return { ...transformed, schema: { ...transformed.schema, response } as FastifySchema };
}

const ORDER = new Map<string, number>([
  [SPEC_TAG, 0],
  [EXTENSION_TAG, 1],
  [SERVICE_TAG, 2],
]);

function finishDocument(input: Parameters<typeof zodTransformObject>[0]): OpenAPIV3_1.Document {
  const document = zodTransformObject(input) as OpenAPIV3_1.Document;
  const schemas = document.components?.schemas ?? {};
  schemas.Error = z.toJSONSchema(errorSchema, { target: 'draft-2020-12', ...zodToJsonConfig }) as OpenAPIV3_1.SchemaObject;
  schemas.Success = z.toJSONSchema(successSchema, { target: 'draft-2020-12', ...zodToJsonConfig }) as OpenAPIV3_1.SchemaObject;
  for (const named of [schemas.Error, schemas.Success] as Record<string, unknown>[]) {
    delete named.$schema;
    delete named.id;
  }
  return { ...document, tags: [...(document.tags ?? [])].sort((a, b) => (ORDER.get(a.name) ?? 9) - (ORDER.get(b.name) ?? 9)) };
}

/**
 * Installs the document (and in demo mode the reference UI). Call it on a new app, before any route:
 * @fastify/swagger learns the routes from an onRoute hook, so it is set up at once (not through
 * app.register, which would load it only after the routes registered synchronously: /health,
 * /metrics, /ready, the device API).
 */
export function installOpenApi(app: FastifyInstance, options: { demoMode: boolean }): void {
  // Schemas document the routes; validation and serialisation stay the handlers' and JSON.stringify's.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const swaggerOptions = {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vision portal REST API',
        version: '1',
        description:
          "The REST contract the BFF calls (SPEC §7 and the bundled service's extensions). Operations tagged `spec-§7` are the " +
          "calls of the specification, which a clinic's existing backend has too; `extension` operations name in `x-capability` " +
          "the capability GET /api/v1/webapp/capabilities lists for them (`service`: the service's own calls). Tokens, limits, " +
          'paging and errors: packages/rest-api/CONTRACT.md.',
      },
      tags: [
        { name: SPEC_TAG, description: "A call of the specification's §7" },
        { name: EXTENSION_TAG, description: 'An extension of the bundled REST service (`x-capability`)' },
        { name: SERVICE_TAG, description: "The service's own calls: liveness, readiness, metrics, capabilities, downloads" },
      ],
      components: {
        securitySchemes: { [REST_TOKEN]: { type: 'http', scheme: 'bearer', description: 'A session, twofa or password token' } },
      },
      security: [{ [REST_TOKEN]: [] }],
    },
    transform: describeRoute,
    transformObject: finishDocument,
  } as Parameters<typeof fastifySwagger>[1];
  fastifySwagger(app, swaggerOptions, (error) => {
    if (error) throw error;
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  if (options.demoMode) {
    // Not through app.register: the UI declares a dependency on @fastify/swagger's registration,
    // which the direct set-up above does not record.
    // The plugin is an async function (its types say callback).
    const referenceUi = fastifySwaggerUi as unknown as (scope: FastifyInstance, options: FastifySwaggerUiOptions) => Promise<void>;
    app.register(async (scope) => referenceUi(scope, { routePrefix: REFERENCE_PATH, staticCSP: REFERENCE_CSP }));
  }
}

/**
 * The reference UI's page, scripts and styles are all this service's own files; the one inline
 * style element Swagger UI's bundle adds is allowed by its hash (a headless Chromium saw no other).
 */
const REFERENCE_CSP =
  "default-src 'none'; base-uri 'none'; connect-src 'self'; font-src 'self' data:; form-action 'none'; frame-ancestors 'none'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
