// The theme carries the recipes of the components the portal uses only (system.ts): a component
// imported without its recipe would render unstyled, so every Chakra import under src/ is checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STYLED_COMPONENTS, system } from './system';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Layout and utility parts that use no recipe. */
const UNSTYLED = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'Circle',
  'Flex',
  'Group',
  'HStack',
  'LocaleProvider',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'Grid',
  'GridItem',
  'Spacer',
  'AbsoluteCenter',
  'Span',
  'Float',
  'Show',
  'ClientOnly',
  'For',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The capitalised names imported from '@chakra-ui/react' anywhere under src/ (components, not helpers). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name) && !/(Props|Config|Context|Details)$/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the theme', () => {
  it('has a recipe for every styled Chakra component the portal imports', () => {
    const imported = importedComponents();
    expect(imported.size).toBeGreaterThan(20);
    const unknown = [...imported].filter((name) => !UNSTYLED.has(name) && !(name in STYLED_COMPONENTS));
    expect(unknown, 'add these to STYLED_COMPONENTS in system.ts, with their recipes').toEqual([]);
    const missing = Object.values(STYLED_COMPONENTS)
      .flat()
      .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });
});
