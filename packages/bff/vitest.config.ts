import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node (and so tsx in production) loads graphql's CommonJS build for every importer;
    // make Vite do the same so that one graphql realm exists (no "another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts'],
    // Integration tests start the REST service (PGlite, password hashing) per file. Files share a
    // worker's module cache, as in rest-api: the compiled PGlite and its migrated snapshot are made
    // once per worker instead of once per file (the project took 263 s instead of 684 s, loaded).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
