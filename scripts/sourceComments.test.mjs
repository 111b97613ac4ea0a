// The source speaks of behaviour, not of issue numbers: comments, test titles and the REST contract
// say what the code does and why, and the history stays in git. A match lists its file and line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders and files scanned. packages/bff joins once its comments are cleaned too. */
export const SCANNED_ROOTS = [
  'packages/domain/src',
  'packages/rest-api/src',
  'packages/rest-api/CONTRACT.md',
  'packages/bff/src',
  'packages/bff/test',
  'packages/web/src',
  'scripts',
  'tests/e2e',
  'bench',
  'schema.graphql',
];

/** Folders never scanned, wherever they are: generated code and the translators' catalogs. */
const SKIPPED_DIRS = new Set(['node_modules', '__generated__', 'locales']);

/** Files not scanned: this test, which spells the patterns it looks for, and the web app's compiled operations. */
const SKIPPED_FILES = new Set(['scripts/sourceComments.test.mjs', 'packages/bff/src/persisted-documents.json']);

const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|sql|md|graphql)$/;

/**
 * Lines that keep an issue number on purpose, each as file and the text it contains: a GraphQL
 * comment inside a Relay tag (the generated artifact's hash covers it, so editing it waits for the
 * next relay-compiler run) and a benchmark's printed output.
 */
const KEPT = [
  { file: 'packages/web/src/features/patients/PatientsTab.tsx', text: 'sorts and pages (issue 13)' },
  { file: 'bench/web.mjs', text: "console.log('\\nGoals (issue 17):')" },
];

/** "issue 13", "Issues #4", "issue-21", also an "issue" at a line's end with its number on the next comment line. */
const ISSUE_NUMBER = /\bissues?(?:[\s#]|\/\/|\*|--)*\d+|\bissue-\d+/gi;

/** Every match in a text: { line, text } with the 1-based line the match starts on and that line's text. */
export function issueReferences(text) {
  const lines = text.split('\n');
  const starts = [0];
  for (const line of lines) starts.push(starts[starts.length - 1] + line.length + 1);
  return [...text.matchAll(ISSUE_NUMBER)].map((match) => {
    let line = 0;
    while (starts[line + 1] <= match.index) line += 1;
    return { line: line + 1, text: lines[line] };
  });
}

function sourceFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const child = path.posix.join(entry, name);
    if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child);
    return EXTENSIONS.test(name) && !SKIPPED_FILES.has(child) ? [child] : [];
  });
}

describe('the source', () => {
  it('speaks of behaviour, not of issue numbers', () => {
    const found = SCANNED_ROOTS.flatMap(sourceFiles).flatMap((file) =>
      issueReferences(readFileSync(path.join(root, file), 'utf8'))
        .filter(({ text }) => !KEPT.some((kept) => kept.file === file && text.includes(kept.text)))
        .map(({ line, text }) => `${file}:${line}: ${text.trim()}`),
    );
    expect(found, 'describe the behaviour instead; the history stays in git').toEqual([]);
  });
});

describe('the issue-number finder', () => {
  it('finds a number in a comment, across a line break, and spelled with # or a hyphen', () => {
    const text = [
      '// fine (§5)',
      '// the list (issue 13): paged',
      '// only (issue',
      '// 17): first',
      ' * Issues #4 and 5',
      '-- the issue-21 fix',
    ].join('\n');
    expect(issueReferences(text).map(({ line }) => line)).toEqual([2, 3, 5, 6]);
  });

  it('leaves the word alone without a number', () => {
    expect(issueReferences('// an issue with the tissue 12 times; issues remain\nconst x = 1;')).toEqual([]);
  });
});
