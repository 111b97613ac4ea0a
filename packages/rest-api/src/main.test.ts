// The process itself: production refuses unsafe settings with one message and no stack trace,
// before it opens any storage.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory://', REST_PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('REST service start-up', () => {
  it('refuses a production with the demo seed and no report-link secret, listing both', () => {
    const { code, stderr, stdout } = start({ NODE_ENV: 'prod', SEED_DEMO: '1' });
    expect(code).toBe(1);
    expect(stderr).toContain('REST service failed to start: unsafe settings outside demo mode (DEMO_MODE is not 1):\n  - SEED_DEMO is on');
    expect(stderr).toContain('\n  - REPORT_LINK_SECRET is not set');
    expect(stderr).toContain('\n  - SECOND_FACTOR_KEY is not set');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stdout).toBe('');
  });
});
