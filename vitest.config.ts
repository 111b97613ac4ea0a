import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

// lingui looks for its config from the working directory; the web project's lives in its package.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./packages/web/lingui.config.ts', import.meta.url));

// Every package has its own vitest.config.ts (name, environment, include); this runs them all.
export default defineConfig({
  test: {
    // The web package has two: `web` (shared module graph) and `web-isolated` (its own per file).
    projects: ['packages/*', 'packages/web/vitest.isolated.config.ts', 'scripts'],
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the integration files wait on
    // PGlite and HTTP as much as on the CPU, and two workers took the suite from 440 s to 328 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
