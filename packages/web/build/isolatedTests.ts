// The web tests that need a module graph of their own (vitest.isolated.config.ts): they replace a
// module (vi.mock), or test what a screen shows before a lazy module has first loaded. The other
// web tests share one module graph per worker (vite.config.ts, `isolate: false`): loading React,
// Chakra, Relay and the catalogs once per worker instead of once per file halved their time.
export const ISOLATED_WEB_TESTS = [
  'src/features/testResults/TestResultsPanel.test.tsx',
  'src/features/statistics/StatisticsChartCard.test.tsx',
  'src/i18n/firstScreenLanguage.test.ts',
  // Its language switch showed English after some other files had run before it in the same worker.
  'src/features/shell/Navbar.test.tsx',
];
