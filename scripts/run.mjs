// One way to run a command beside others (npm test's steps, npm run lint's checks): its output
// either collected (printed by the caller, so parallel steps do not interleave) or streamed with a
// prefix on every line. Resolves with { status, output } and never rejects.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { root } from './pnpm.mjs';

export function runAsync(cmd, args, { env = {}, prefix = null } = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (prefix === null) from.on('data', (chunk) => (output += chunk));
    else readline.createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: 1, output: `${output}${cmd} could not start: ${error.message}\n` }));
    child.once('close', (status) => resolve({ status: status ?? 1, output }));
  });
}
