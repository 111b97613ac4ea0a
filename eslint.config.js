// ESLint (issue 13 item 5): `npm run lint`, and a step of `npm test`, with no warning allowed,
// over every package.
// typescript-eslint's recommended rules without type information (fast), React's rules of hooks
// and jsx-a11y for the web app. dependency-cruiser checks the layers (.dependency-cruiser.cjs).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    // Generated: Relay artifacts and the compiled lingui catalogs.
    '**/__generated__/',
    'packages/web/src/locales/**/*.ts',
    // Tooling scripts, benchmarks and these config files: not part of this first step.
    'bench/',
    'scripts/',
    '*.{js,cjs,mjs}',
    '.dependency-cruiser.cjs',
  ]),
  {
    name: 'portal/typescript',
    files: ['packages/domain/**/*.ts', 'packages/rest-api/**/*.ts', 'packages/bff/**/*.ts', 'packages/web/**/*.{ts,tsx}', 'tests/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { key: _omitted, ...rest } = value` is how the code drops a key: the rest is what is used.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests and their helpers read GraphQL and REST answers as parsed JSON: checking that shape is
    // what the test asserts, so `any` stands for "an answer" there (never in production code).
    name: 'portal/tests',
    files: ['**/*.test.ts', '**/*.test.tsx', 'packages/bff/test/**/*.ts', 'packages/rest-api/src/testHttp.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    name: 'portal/web',
    files: ['packages/web/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // Chakra's primitives render these elements: check them as such. (Not Link: it wraps the
      // router's links through asChild, so it has no href of its own.)
      'jsx-a11y': { components: { Button: 'button', IconButton: 'button', Input: 'input', Textarea: 'textarea', Image: 'img' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Only on elements: on Chakra/Ark's Popover.Root, `autoFocus` is its focus management (off when a
      // hover opens it), not the HTML attribute.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
