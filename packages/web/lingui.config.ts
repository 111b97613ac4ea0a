import { defineConfig } from '@lingui/cli';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { DOMAIN_CATALOG_TEXTS } from './src/i18n/catalogTexts';

/**
 * The §5 validation keys and §8 catalogue texts live in @portal/domain, the one source
 * of their English text. This extractor puts them in the catalogs (ids = the keys) so
 * translators see them beside the screen texts; nothing in the web app repeats them.
 */
const domainTextsExtractor: typeof babelExtractor = {
  match: (filename) => filename.replace(/\\/g, '/').endsWith('src/i18n/catalogTexts.ts'),
  extract(filename, _code, onMessageExtracted) {
    for (const text of DOMAIN_CATALOG_TEXTS) {
      onMessageExtracted({ id: text.id, message: text.message, comment: text.comment, origin: [filename, 1] });
    }
  },
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'it', 'he', 'de', 'fr', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__generated__/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    },
  ],
  extractors: [domainTextsExtractor, babelExtractor],
  orderBy: 'messageId',
});
