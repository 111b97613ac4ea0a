// The built web app from the same origin as /graphql, with index.html for client routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that are never client routes: their misses are real 404s. */
const NOT_CLIENT_ROUTES = [/^\/graphql(\/|$|\?)/, /^\/health(\/|$|\?)/, /^\/assets\//, /^\/graphiql\//];

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (NOT_CLIENT_ROUTES.some((re) => re.test(pathname))) return false;
  // A missing file (favicon.png, robots.txt) is a 404, not the app.
  return !/\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

/** Serves `webDistDir`; returns whether the app is there (a fresh clone may not have built it yet). */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<boolean> {
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
    cacheControl: false, // set below, per file
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under assets/; index.html must be revalidated.
      const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
