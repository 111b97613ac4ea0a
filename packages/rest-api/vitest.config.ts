import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rest-api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite starts in ~2-3 s per storage; argon2 hashing is the other cost.
    testTimeout: 30_000,
    // Files share a worker's module cache, so the migrated PGlite snapshot (src/testing.ts) is
    // made once per worker instead of once per file. No test relies on module state otherwise.
    isolate: false,
    hookTimeout: 60_000,
    // On PostgreSQL, the migrated database the test services are copied from.
    globalSetup: ['./test/postgresTemplate.ts'],
  },
});
