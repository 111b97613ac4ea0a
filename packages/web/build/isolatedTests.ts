// The web tests that need a module graph of their own (vitest.isolated.config.ts): they replace a
// module (vi.mock), or test what a screen shows before a lazy module has first loaded. The other
// web tests share one module graph per worker (vite.config.ts, `isolate: false`): loading React,
// Chakra, Relay and the catalogs once per worker instead of once per file halved their time.
export const ISOLATED_WEB_TESTS = [
  'src/features/testResults/TestResultsPanel.test.tsx',
  'src/features/statistics/StatisticsChartCard.test.tsx',
  'src/i18n/firstScreenLanguage.test.ts',
  // Once another file has loaded the language menu's module, the menu draws at once, and in jsdom
  // user-event's clicks then close Ark's menu without choosing (the keyboard works). Chromium
  // chooses either way (e2e language.spec.ts: a menu already loaded on /login).
  'src/features/shell/Navbar.test.tsx',
];
