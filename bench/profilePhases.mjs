// The phases of a request in V8 CPU profiles (bench/dataPath.ts with BENCH_CPU_PROFILE=dir writes
// them): each sample goes to the package or BFF file of its first frame from the leaf up that has
// one, and those to the phases below; CPU ms per request, the BFF's next to the anchor's.
// Run: node bench/profilePhases.mjs <dir> [requests per profile, default 600]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Phase of an owner (a package `pkg:name`, a file `bff:...`/`domain:...`, a node module `node:...`), first match wins. */
const PHASES = [
  ['garbage collection', /^\(garbage collector\)$/],
  ['logging (pino, redaction, writes)', /^(pkg:pino|pkg:sonic-boom|pkg:@pinojs|node:fs$|domain:logPrivacy|bff:logging)/],
  ['metrics (prom-client)', /^(pkg:prom-client|bff:metrics\/)/],
  ['response compression', /^(node:zlib|pkg:@fastify\/compress)/],
  ['security headers, cookies', /^(pkg:helmet|pkg:@fastify\/helmet|pkg:@fastify\/cookie|pkg:cookie|bff:web\/securityHeaders)/],
  ['REST answers checked (zod)', /^(pkg:zod|bff:rest\/(admin|doctor)\/|bff:rest\/parse)/],
  ['REST client (undici, policies, fair share, JSON.parse)', /^(pkg:undici|pkg:cockatiel|bff:rest\/|node:internal\/url|wasm:)/],
  ['DataLoader setup and batching', /^pkg:dataloader/],
  ['context and session', /^(bff:context|bff:session\/|bff:upstream\/)/],
  ['domain rules', /^domain:/],
  ["resolvers (the BFF's own code)", /^(bff:resolvers\/|bff:graphql\/|bff:schema\/|bench\/bareApollo)/],
  ['execution (graphql-js)', /^(pkg:graphql|pkg:graphql-scalars|pkg:@graphql-tools)/],
  ['cost analysis, input guard, persisted documents', /^(bff:security\/|bff:errors\/|pkg:graphql-query-complexity)/],
  ["Apollo's request pipeline", /^(pkg:@apollo|pkg:@as-integrations|pkg:negotiator|pkg:content-type|pkg:lru-cache|pkg:whatwg-mimetype)/],
  ['HTTP in and out (Fastify, node)', /^(pkg:fastify|pkg:find-my-way|pkg:@fastify|pkg:avvio|pkg:light-my-request|node:)/],
];

// The bundles bench/plainNode.ts makes: their frames are mapped back to the modules they came from.
const sourceMaps = new Map();
function sourceOf(url, line, column) {
  if (!url.startsWith('file:') || !url.endsWith('.mjs')) return url;
  const file = fileURLToPath(url);
  if (!sourceMaps.has(file))
    sourceMaps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  return entry?.originalSource ? path.resolve(path.dirname(file), entry.originalSource) : url;
}

function owners(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  // Node's own modules count for the code that called them (a socket write for undici's request,
  // a file write for the logger), or as themselves when nothing of ours or a package's called them.
  const ownerOf = (node) => {
    let nodeInternal = null;
    for (let current = node; current; current = byId.get(parent.get(current.id))) {
      const { functionName, lineNumber, columnNumber } = current.callFrame;
      const url = sourceOf(current.callFrame.url, lineNumber, columnNumber);
      if (url.startsWith('node:')) {
        if (url !== 'node:inspector') nodeInternal ??= url;
        else return url;
      } else if (url) {
        const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
        if (pkg) return `pkg:${pkg[1]}`;
        const ours = url.match(/packages\/(bff|domain|rest-api)\/src\/(.*)$/);
        if (ours) return `${ours[1]}:${ours[2]}`;
        return url.replace(/^(file:\/\/)?.*?\/(bench\/[^/]+)$/, '$2');
      } else if (!nodeInternal && ['(garbage collector)', '(idle)', '(program)'].includes(functionName)) return functionName;
    }
    return nodeInternal ?? '(native)';
  };
  const totals = new Map();
  for (const [id, micros] of self) {
    const owner = ownerOf(byId.get(id));
    totals.set(owner, (totals.get(owner) ?? 0) + micros);
  }
  return totals;
}

function phases(totals, requests) {
  const result = new Map();
  for (const [owner, micros] of totals) {
    // The profiler's own work, idle time and the benchmark's IPC are not the request's.
    if (['(idle)', '(program)', 'node:inspector'].includes(owner) || owner.startsWith('bench/bffProcess')) continue;
    const phase = PHASES.find(([, pattern]) => pattern.test(owner))?.[0] ?? 'other';
    result.set(phase, (result.get(phase) ?? 0) + micros / 1000 / requests);
  }
  return result;
}

const [dir, requestsArg = '600'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/profilePhases.mjs <dir of .cpuprofile files> [requests per profile]');
  process.exit(2);
}
const requests = Number(requestsArg);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && !f.endsWith('.anchor.cpuprofile'))) {
  const bff = phases(owners(path.join(dir, file)), requests);
  const anchor = phases(owners(path.join(dir, file.replace(/\.cpuprofile$/, '.anchor.cpuprofile'))), requests);
  console.log(`\n${file.replace(/\.cpuprofile$/, '')}: CPU ms per request (BFF, anchor)`);
  const names = [...PHASES.map(([name]) => name), 'other'];
  for (const name of names)
    console.log(`${name.padEnd(58)} ${(bff.get(name) ?? 0).toFixed(2).padStart(6)} ${(anchor.get(name) ?? 0).toFixed(2).padStart(6)}`);
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  console.log(`${'total'.padEnd(58)} ${sum(bff).toFixed(2).padStart(6)} ${sum(anchor).toFixed(2).padStart(6)}`);
}
