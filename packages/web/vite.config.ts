/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';

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
    precompress(fileURLToPath(new URL('./dist', import.meta.url))),
  ],
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
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate, long-cached chunks.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The charts load lazily with the statistics: nivo and its helpers stay out of the first bundle.
          if (/[\\/](@nivo|@react-spring|d3-[a-z-]+|react-virtualized-auto-sizer|use-debounce|lodash)[\\/]/.test(id)) return undefined;
          if (/[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/.test(id)) return 'ui';
          if (/[\\/](react-relay|relay-runtime)[\\/]/.test(id)) return 'relay';
          if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Rendering Chakra screens in jsdom on a busy 2-core machine takes seconds; the defaults
    // (5 s per test, 1 s per findBy) made slow runs fail, not wrong code.
    testTimeout: 20_000,
  },
});
