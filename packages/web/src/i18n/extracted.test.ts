// Every message in the source is in the catalogs: a string added without `lingui extract`
// would show its hashed id in the built app instead of text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const webRoot = path.resolve(__dirname, '..', '..');

function catalogMessages(locale: string): Set<string> {
  const text = readFileSync(path.join(webRoot, 'src', 'locales', locale, 'messages.po'), 'utf8');
  return new Set([...text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string));
}

describe('message extraction', () => {
  it('has every source message in the English catalog (run lingui extract)', async () => {
    const config = getConfig({ cwd: webRoot, configPath: path.join(webRoot, 'lingui.config.ts') });
    const [catalog] = await getCatalogs(config);
    const extracted = await catalog!.collect();
    expect(extracted).toBeTruthy();
    const english = catalogMessages('en');
    const missing = Object.entries(extracted ?? {})
      // Explicit ids (the domain's keys) are the msgid; generated ones are keyed by their source text.
      .filter(([id, message]) => !english.has(id) && !english.has(message.message ?? id))
      .map(([id, message]) => message.message ?? id);
    expect(missing).toEqual([]);
  }, 60_000);
});
