// @vitest-environment node
// The theme carries the recipes of the components the portal uses only (system.ts): a component
// imported without its recipe would render unstyled, so every Chakra import under src/ is checked,
// and the first screen's against the first screen's system.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULES, staticModules } from '../../build/firstScreenCatalog';
import { STYLED_COMPONENTS, firstScreenSystem } from './system';
import { fullSystem } from './fullSystem';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.resolve(SRC, '..');

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

/** The capitalised names imported from '@chakra-ui/react' in `files` (components, not helpers). */
function importedComponents(files: readonly string[] = sourceFiles(SRC)): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
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

type ChakraSystem = ReturnType<typeof firstScreenSystem>;
const recipesMissingIn = (sys: ChakraSystem, components: Iterable<string>) =>
  [...components]
    .filter((name) => name in STYLED_COMPONENTS)
    .flatMap((name) => STYLED_COMPONENTS[name as keyof typeof STYLED_COMPONENTS])
    .filter((key) => !sys.isRecipe(key) && !sys.isSlotRecipe(key));

describe('the theme', () => {
  it('has a recipe for every styled Chakra component the portal imports', () => {
    const imported = importedComponents();
    expect(imported.size).toBeGreaterThan(20);
    const unknown = [...imported].filter((name) => !UNSTYLED.has(name) && !(name in STYLED_COMPONENTS));
    expect(unknown, 'add these to STYLED_COMPONENTS in system.ts, with their recipes').toEqual([]);
    const missing = recipesMissingIn(fullSystem, Object.keys(STYLED_COMPONENTS));
    expect(missing).toEqual([]);
  });

  it('draws the first screen with its own system: every component /login imports has its recipes there', async () => {
    const modules = await staticModules(WEB_ROOT, FIRST_SCREEN_MODULES);
    const files = [...modules].filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(WEB_ROOT, file));
    const imported = importedComponents(files);
    expect(imported).toContain('Button');
    expect(imported).toContain('Input');
    expect(recipesMissingIn(firstScreenSystem(), imported)).toEqual([]);
    // And no more than the first screen needs: the rest are in fullSystem.ts.
    expect(firstScreenSystem().isSlotRecipe('table')).toBe(false);
  }, 30_000);
});
