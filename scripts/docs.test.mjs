// The documentation stays usable: every relative link of the README and the guides reaches a file
// that exists and, with a #fragment, a heading of it; every screenshot a guide shows is one that
// `npm run docs:screenshots` takes (compared with its list, no browser needed), and every shot it
// takes is shown somewhere; and the product documentation speaks of behaviour, not of issue numbers.
// The integrator guide's GraphQL examples run in packages/bff/src/web/graphiqlExamples.int.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../packages/bff/src/web/graphiqlExamples.ts';
import { SCREENSHOT_DIR, shotFiles } from './docsScreenshots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Documents other engineers are writing: a link to one passes while it does not exist yet. */
const IN_PROGRESS = ['docs/bff-performance.md'];

/** The product documentation this checks for history talk (README and the four guides). */
const GUIDES = ['README.md', 'docs/operator-guide.md', 'docs/integrator-guide.md', 'docs/clinician-guide.md', 'docs/developer-guide.md'];

function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, line by line (numbers kept). */
export function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
export function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link and image target in the prose: { line, target, image }. */
export function linksOf(text) {
  return proseLines(text).flatMap((line, index) =>
    [...line.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
      line: index + 1,
      target: match[2],
      image: match[1] === '!',
    })),
  );
}

const documents = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

describe('the documentation', () => {
  it('is the README and the guides', () => {
    for (const guide of GUIDES) expect(existsSync(path.join(root, guide)), guide).toBe(true);
  });

  it.each(documents.map((file) => [relative(file), file]))('%s: every relative link resolves, its #anchor too', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const broken = [];
    for (const { line, target } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [pathPart, fragment] = target.split('#');
      const resolved = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file;
      const name = relative(resolved);
      if (!existsSync(resolved)) {
        if (!IN_PROGRESS.includes(name)) broken.push(`line ${line}: ${target} (no such file)`);
        continue;
      }
      if (fragment === undefined) continue;
      if (!resolved.endsWith('.md')) {
        broken.push(`line ${line}: ${target} (an anchor in a file that is not Markdown)`);
      } else if (!anchorsOf(readFileSync(resolved, 'utf8')).has(fragment)) {
        broken.push(`line ${line}: ${target} (no heading #${fragment} in ${name})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('shows only screenshots that npm run docs:screenshots takes, and each one it takes', () => {
    const taken = new Set(shotFiles());
    const shown = new Set();
    const unknown = [];
    for (const file of documents) {
      for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
        const name = relative(path.resolve(path.dirname(file), target.split('#')[0]));
        if (!name.startsWith(`${SCREENSHOT_DIR}/`)) continue;
        const shot = name.slice(SCREENSHOT_DIR.length + 1);
        shown.add(shot);
        if (!taken.has(shot)) unknown.push(`${relative(file)} line ${line}: ${shot}`);
      }
    }
    expect(unknown, 'add the shot to SHOTS in scripts/docsScreenshots.mjs').toEqual([]);
    expect(
      [...taken].filter((shot) => !shown.has(shot)),
      'a shot no guide shows',
    ).toEqual([]);
    expect(new Set(shotFiles()).size, 'two shots of one file').toBe(shotFiles().length);
  });

  it("shows in the integrator guide's GraphQL blocks only operations that run on the demo data", () => {
    // graphiqlExamples.int.test.ts validates each example and runs it on the demo data as the demo
    // doctor, and checks that the guide shows it character for character with its variables.
    const guide = readFileSync(path.join(root, 'docs/integrator-guide.md'), 'utf8');
    const blocks = [...guide.matchAll(/^```graphql\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks.length).toBeGreaterThan(0);
    const examples = GRAPHIQL_EXAMPLES.map((example) => example.query);
    expect(
      blocks.filter((block) => !examples.includes(block)),
      'a GraphQL block of the guide that is not a GraphiQL example (packages/bff/src/web/graphiqlExamples.ts)',
    ).toEqual([]);
  });

  it.each(GUIDES)('%s speaks of behaviour, not of issue numbers', (guide) => {
    const lines = proseLines(readFileSync(path.join(root, guide), 'utf8'));
    const history = lines
      .map((line, index) => [index + 1, line])
      .filter(([, line]) => /\bissues?\s+#?\d|(^|[\s(])#\d+\b|\bthe review\b/i.test(line))
      .map(([number, line]) => `line ${number}: ${line.trim()}`);
    expect(history).toEqual([]);
  });
});

describe('the link checker', () => {
  it("makes GitHub's anchors", () => {
    const anchors = anchorsOf('# Many users at once: a fair share\n## Querying `/graphql` as an integrator\n## Notes\n## Notes\n');
    expect([...anchors]).toEqual(['many-users-at-once-a-fair-share', 'querying-graphql-as-an-integrator', 'notes', 'notes-1']);
  });

  it('reads links outside code only', () => {
    const links = linksOf('[a](x.md#y) `[b](z.md)`\n```\n[c](w.md)\n```\n![d](p.png "title")');
    expect(links).toEqual([
      { line: 1, target: 'x.md#y', image: false },
      { line: 5, target: 'p.png', image: true },
    ]);
  });
});
