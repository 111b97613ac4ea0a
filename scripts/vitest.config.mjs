import { defineConfig } from 'vitest/config';

// The plain helpers of npm test (how it plans and reports its end-to-end shards).
export default defineConfig({
  test: { name: 'scripts', include: ['*.test.mjs'] },
});
