// GraphiQL for integrators in demo mode, self-hosted: Apollo's embedded Sandbox loads from a
// CDN, which a closed network cannot reach. GraphiQL 3's UMD build runs on React 18's UMD
// builds, all served from node_modules; the page has no inline script (CSP script-src 'self').
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { graphiqlDefaultTabs } from './graphiqlExamples';

export const GRAPHIQL_PREFIX = '/graphiql';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const ASSETS: Record<string, { file: () => string; type: string }> = {
  'react.production.min.js': {
    file: () => path.join(packageDir('react'), 'umd/react.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.production.min.js': {
    file: () => path.join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.min.js': { file: () => path.join(packageDir('graphiql'), 'graphiql.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.min.css': { file: () => path.join(packageDir('graphiql'), 'graphiql.min.css'), type: 'text/css; charset=utf-8' },
};

// A new tab (+) opens with this; the first visit opens the saved examples (graphiqlExamples.ts),
// later visits the tabs GraphiQL kept in the browser's storage.
const DEFAULT_QUERY = `# The portal's GraphQL API (demo mode).
# This page uses the browser's session cookie.
# Integrators: signIn(input: { ..., tokenDelivery: RESPONSE })
# returns accessToken; send it in the Headers tab as
# { "Authorization": "Bearer <token>" }.
query AppInfo {
  appInfo { version demoMode idleTimeoutMinutes }
  viewer { fullName role language }
}
`;

// GraphiQL 3 opens the first default tab without its variables on a first visit (graphql/graphiql
// #3392), so Run would fail for want of $first: they are handed over as the editor's start value
// then (later visits restore the kept tabs, variables included).
const INIT_SCRIPT = `(function () {
  var fetcher = GraphiQL.createFetcher({ url: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  var tabs = ${JSON.stringify(graphiqlDefaultTabs())};
  var firstVisit = !window.localStorage.getItem('graphiql:tabState');
  root.render(React.createElement(GraphiQL, {
    fetcher: fetcher,
    defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
    defaultTabs: tabs,
    variables: firstVisit ? tabs[0].variables : undefined,
    defaultEditorToolsVisibility: 'variables',
    shouldPersistHeaders: false
  }));
})();
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Portal GraphQL API · GraphiQL</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${GRAPHIQL_PREFIX}/graphiql.min.css" />
    <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script src="${GRAPHIQL_PREFIX}/react.production.min.js"></script>
    <script src="${GRAPHIQL_PREFIX}/react-dom.production.min.js"></script>
    <script src="${GRAPHIQL_PREFIX}/graphiql.min.js"></script>
    <script src="${GRAPHIQL_PREFIX}/init.js"></script>
  </body>
</html>
`;

/** A browser opening /graphql (not a GraphQL GET request). */
export const wantsGraphiQL = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && accept.includes('text/html') && !query?.query;
};

export function sendGraphiQLPage(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
}

export function registerGraphiQLAssets(app: FastifyInstance): void {
  app.get(`${GRAPHIQL_PREFIX}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_SCRIPT),
  );
  app.get<{ Params: { asset: string } }>(`${GRAPHIQL_PREFIX}/:asset`, async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.asset) ? ASSETS[request.params.asset] : undefined;
    if (!asset) return reply.code(404).send({ error: 'Not Found' });
    return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(createReadStream(asset.file()));
  });
}
