import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// lingui looks for its config from the working directory; the web project's lives in its package.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./packages/web/lingui.config.ts', import.meta.url));

// Every package has its own vitest.config.ts (name, environment, include); this runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
