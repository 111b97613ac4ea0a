import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';
import { firstScreenCatalog } from './build/firstScreenCatalog';
import { ISOLATED_WEB_TESTS } from './build/isolatedTests';

// lingui (the vite plugin and the macro) looks for its config from the working directory;
// builds and tests also run from the repository root.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

// The BFF serves /graphql and /health; in development Vite proxies to it.
const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:4000';
// relay.config.json (at the root) names the artifact directory relative to the root;
// babel runs from this package, so it gets the absolute path.
const relayArtifacts = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  plugins: [
    react({
      babel: {
        plugins: ['@lingui/babel-plugin-lingui-macro', ['relay', { artifactDirectory: relayArtifacts, eagerEsModules: true }]],
      },
    }),
    lingui(),
    firstScreenCatalog(fileURLToPath(new URL('.', import.meta.url))),
    precompress(),
  ],
  resolve: {
    // The app uses Relay's hooks only: react-relay's main entry (CommonJS, not tree-shaken) also
    // brings the legacy containers and QueryRenderer into the first bundle (issue 17).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  server: {
    proxy: {
      '/graphql': { target: bffUrl, changeOrigin: false },
      '/health': { target: bffUrl, changeOrigin: false },
      // Signed visit-report downloads (the BFF passes them to REST).
      '/api/v1/webapp/reports': { target: bffUrl, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each screen needs (scripts/bundleBudget.mjs, bench/web.mjs).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Chunks under 10 kB that only define functions join a chunk loaded in the same cases:
        // fewer requests on a first visit (HTTP/1.1 opens six connections), no code run early.
        experimentalMinChunkSize: 10_000,
        // Issue 17: what every screen needs (React, the router, Relay) is one long-cached chunk each;
        // everything else (Chakra's parts, zod, date-fns, tables, charts) is split by the routes that
        // use it, so the first screen loads only its own share.
        manualChunks(id) {
          // The package's own folder right under node_modules: '@chakra-ui/react/' is not React.
          if (/[\\/]node_modules[\\/](react-relay|relay-runtime)[\\/]/.test(id)) return 'relay';
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          // date-fns (the date input's parsing; shown dates are formatted by i18n/dates.ts alone),
          // and react-icons' Lucide set (one module of every icon in use), are chunks of their own,
          // loaded only by the screens that use them: left to experimentalMinChunkSize, small shared
          // chunks /login needs (Chakra's Icon, Flex, the logo) were merged into theirs and brought
          // them to the first screen, which shows neither (its few icons: components/icons/firstRouteIcons.ts).
          if (/[\\/]node_modules[\\/]date-fns[\\/]/.test(id)) return 'date-fns';
          if (/[\\/]node_modules[\\/]react-icons[\\/]/.test(id)) return 'lucide-icons';
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not per file (issue 17: 412 s → about 200 s here); what each
    // test changes is reset by src/test/setup.ts. Files that need their own: build/isolatedTests.ts.
    isolate: false,
    exclude: [...configDefaults.exclude, ...ISOLATED_WEB_TESTS],
    css: false,
    restoreMocks: true,
    // Rendering Chakra screens in jsdom on a busy 2-core machine takes seconds; the defaults
    // (5 s per test, 1 s per findBy) made slow runs fail, not wrong code.
    testTimeout: 20_000,
  },
});
