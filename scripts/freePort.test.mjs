import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePorts } from './freePort.mjs';
import { root } from './pnpm.mjs';

/** Every test source and script: where a stack or a fake service is started. */
function testSources() {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === '__generated__' || name === 'dist') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (
        /\.(test|int\.test|spec)\.(ts|tsx|mjs)$|\/test\/.*\.ts$|scripts\/(test|checkPackage)\.mjs$|playwright\.config\.ts$/.test(file)
      )
        found.push(file);
    }
  };
  for (const dir of ['packages', 'scripts', 'tests']) walk(path.join(root, dir));
  return found;
}

describe('ports for the stacks tests start', () => {
  it('are handed out by the system, all different, and free', async () => {
    const ports = await freePorts(6);
    expect(new Set(ports).size).toBe(6);
    for (const port of ports) {
      const server = net.createServer();
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('are never fixed numbers another program may hold', () => {
    const fixed =
      /\.listen\(\s*\d{3,5}\s*[,)]|(?:PORT|Port)\s*[=:]\s*'?\d{3,5}\b|PORT\s*\?\?\s*'\d{3,5}'|start(?:Bff|Rest|Once|Listening)?\([^)]*,\s*\d{3,5}\s*[,)]|fakeRest\(\s*\d{3,5}|4310 \+/;
    // Tests that only read a port setting, never bind it.
    const readsSettingsOnly = ['packages/rest-api/src/config.test.ts'];
    const offenders = testSources()
      .filter((file) => !readsSettingsOnly.includes(path.relative(root, file)))
      .filter((file) => fixed.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
