// The layers of the monorepo (issue 13 item 5), checked by dependency-cruiser in `npm test` and
// `npm run lint`; alone: npm run lint:layers
//
//   web ─────► domain ◄───── rest-api
//                 ▲              ┆ (tests and test helpers only)
//                 └────────────  bff
//
// domain holds the pure rules that the browser and both services share: it imports nothing of
// ours and no Node built-in. The web app reaches the BFF over /graphql, the BFF the REST service
// over HTTP: never through each other's code.

/** Files that only tests load: the test files, and the helpers and seeds written for them. */
const TEST_FILES = [
  '\\.test\\.tsx?$', // *.test.ts(x), *.int.test.ts
  '^packages/[^/]+/test/', // packages/bff/test/**: the test stack, fake REST, fixtures
  '^packages/web/src/test/', // renderWithProviders, the vitest setup
  'Test(Support|Harness)\\.tsx?$', // web: each feature's test support
  '^packages/rest-api/src/(testing|testHttp)\\.ts$', // the REST service for tests and its HTTP client
  '^packages/rest-api/src/.+Testing\\.ts$', // staffTesting, patientsTesting, visitsTesting
];

/** What ships: the packages' sources, less the test files above (config files are tooling). */
const PRODUCTION = '^packages/[^/]+/src/';

/** Libraries that only tests may load. */
const TEST_LIBRARIES =
  '(^|/)node_modules/(vitest|@vitest|@testing-library|relay-test-utils|fast-check|@playwright|@axe-core|jsdom|smtp-server)/';

/** Node built-ins that reach the disk, the network, other processes or threads. */
const NODE_IO = (
  'fs fs/promises net dgram dns dns/promises http http2 https tls child_process cluster worker_threads os process ' +
  'readline repl inspector module vm v8 stream stream/promises zlib'
)
  .split(' ')
  .flatMap((name) => [`^${name}$`, `^node:${name}$`]);

module.exports = {
  forbidden: [
    {
      name: 'web-not-to-services',
      comment: 'The web app reaches the BFF over /graphql only: it never imports packages/bff or packages/rest-api.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: ['^packages/(bff|rest-api)/', '^@portal/(bff|rest-api)(/|$)'] },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is the bottom layer: no @portal/* package, no file of another package, of tests/, bench/ or scripts/.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: ['^packages/(?!domain/)', '^(tests|bench|scripts)/', '^@portal/', '(^|/)node_modules/@portal/'] },
    },
    {
      name: 'domain-no-node-io',
      comment: 'packages/domain is pure rules: no file system, network, process or thread module (its tests included).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'], path: NODE_IO },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'The web app bundles packages/domain for the browser: its sources import no Node built-in at all.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: TEST_FILES },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'rest-api-not-to-bff-or-web',
      comment: 'packages/rest-api is below the BFF and knows nothing of it or of the web app.',
      severity: 'error',
      from: { path: '^packages/rest-api/' },
      to: { path: ['^packages/(bff|web)/', '^@portal/(bff|web)(/|$)'] },
    },
    {
      name: 'bff-not-to-web',
      comment: 'packages/bff serves the built web app (dist) from disk; it never imports its code.',
      severity: 'error',
      from: { path: '^packages/bff/' },
      to: { path: ['^packages/web/', '^@portal/web(/|$)'] },
    },
    {
      name: 'bff-to-rest-api-only-in-tests',
      comment:
        'The BFF calls the REST service over HTTP (the contract). Only its tests and test helpers ' +
        '(packages/bff/test/**, *.test.ts) import packages/rest-api, to start the real service or borrow its seeds.',
      severity: 'error',
      from: { path: '^packages/bff/', pathNot: ['\\.test\\.ts$', '^packages/bff/test/'] },
      to: { path: ['^packages/rest-api/', '^@portal/rest-api(/|$)'] },
    },
    {
      name: 'production-not-to-test-helpers',
      comment:
        'Production code never loads test files, test helpers or the seeds written for tests ' +
        '(rest-api testing.ts, testHttp.ts, *Testing.ts; bff test/**; web src/test/**, *TestSupport, *TestHarness).',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_FILES },
      to: { path: TEST_FILES },
    },
    {
      name: 'production-not-to-test-libraries',
      comment: 'Production code never loads a test library (vitest, Testing Library, relay-test-utils, fast-check, Playwright…).',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_FILES },
      to: { path: TEST_LIBRARIES },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles anywhere, type-only imports included: move the shared types or values to a module of ' +
        'their own, or invert the dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // npm packages are leaves of the graph: their own imports are not ours to check.
    doNotFollow: { path: '(^|/)node_modules/' },
    // The built web app; npm packages' own dist folders stay in (as leaves).
    exclude: { path: '^packages/[^/]+/dist/' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // @portal/* resolve through the workspace links to their real files under packages/.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    progress: { type: 'none' },
  },
};
