// Real REST and BFF processes (tsx, as `npm start` runs them) for the several-instances test:
// started on a port, read by their output, stopped by a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REST_MAIN = fileURLToPath(new URL('../../rest-api/src/main.ts', import.meta.url));
const BFF_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exit: Promise<number | null>;
}

const running: Instance[] = [];

const answers = (url: string) =>
  fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Resolves once `/health` answers 200 (logs stay at warn: request lines would pile up). */
function start(name: string, main: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = { name, child, url: `http://127.0.0.1:${port}`, output: () => output, exit };
  running.push(instance);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${output}`)), 120_000);
    const poll = setInterval(() => {
      if (child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${child.exitCode}:\n${output}`));
        return;
      }
      void answers(instance.url).then((up) => {
        if (!up || child.exitCode !== null) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(instance);
      });
    }, 250);
  });
}

export const startRest = (name: string, port: number, env: Record<string, string>) =>
  start(name, REST_MAIN, port, { REST_PORT: String(port), ...env });

export const startBff = (name: string, port: number, env: Record<string, string>) =>
  start(name, BFF_MAIN, port, { WEB_DIST_DIR: '', PORT: String(port), HOST: '127.0.0.1', ...env });

/** Kills whatever is still running (afterAll). */
export function killAll(): void {
  for (const instance of running)
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
}
