// The web tests that need a fresh module graph per file (build/isolatedTests.ts), as the project
// `web-isolated`; the rest run in `web` (vite.config.ts) without isolation.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vite.config';
import { ISOLATED_WEB_TESTS } from './build/isolatedTests';

export default defineConfig({
  ...base,
  test: { ...base.test, name: 'web-isolated', include: ISOLATED_WEB_TESTS, exclude: [...configDefaults.exclude], isolate: true },
});
