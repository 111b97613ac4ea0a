// After relay-compiler: keeps in packages/bff/src/persisted-documents.json only the documents an
// artifact of the web app still names. The compiler adds each changed operation's document and
// never removes the old one, and the BFF accepts (and its limits test checks) every document there.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'packages/web/src/__generated__');
const file = path.join(root, 'packages/bff/src/persisted-documents.json');

const used = new Set();
for (const name of readdirSync(artifacts)) {
  for (const match of readFileSync(path.join(artifacts, name), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)) used.add(match[1]);
}
const documents = JSON.parse(readFileSync(file, 'utf8'));
const kept = Object.fromEntries(Object.entries(documents).filter(([id]) => used.has(id)));
const missing = [...used].filter((id) => !(id in documents));
if (missing.length > 0) {
  console.error(`${missing.length} operations have no persisted document: run relay-compiler --repersist from the repository root.`);
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
const dropped = Object.keys(documents).length - Object.keys(kept).length;
if (dropped > 0) console.log(`Dropped ${dropped} persisted documents no operation uses.`);
