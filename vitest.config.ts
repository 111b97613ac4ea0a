import { defineConfig } from 'vitest/config';

// Every package has its own vitest.config.ts (name, environment, include); this runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
