// The built web app from the same origin as /graphql, with index.html for client routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paths that are never client routes: their misses are real 404s (the API's as JSON, never the
 * app's page with 200), as are the probes' and the built files'.
 */
const NOT_CLIENT_ROUTES = [
  /^\/graphql(\/|$|\?)/,
  /^\/health(\/|$|\?)/,
  /^\/ready(\/|$|\?)/,
  /^\/metrics(\/|$|\?)/,
  /^\/api\//,
  /^\/fhir\//,
  /^\/assets\//,
  /^\/graphiql\//,
];

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (NOT_CLIENT_ROUTES.some((re) => re.test(pathname))) return false;
  // A missing file (favicon.png, robots.txt) is a 404, not the app.
  return !/\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

/**
 * Serves `webDistDir`; returns whether the app is there (a fresh clone may not have built it yet).
 * The build writes a brotli and a gzip copy of every text asset, served to browsers that accept
 * them (`Vary: Accept-Encoding`). Source maps stay in the build folder unless `sourceMaps` (demo).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string, options: { sourceMaps?: boolean } = {}): Promise<boolean> {
  const root = path.resolve(webDistDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ webDistDir: root }, 'web app not built: only /graphql and /health are served');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // The maps name every source file and line: for developers, not for the public.
    allowedPath: (pathName) => options.sourceMaps === true || !pathName.endsWith('.map'),
    cacheControl: false, // set below, per file
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under assets/; index.html must be revalidated.
      const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers br, gzip or plain by the request's Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return true;
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
