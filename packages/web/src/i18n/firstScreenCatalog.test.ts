// @vitest-environment node
// /login paints with its own share of the catalog (build/firstScreenCatalog.ts); these
// check that share holds what the first screen shows, and not the other screens' words.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import {
  compiledCatalog,
  FIRST_SCREEN_MODULES,
  firstScreenMessageIds,
  firstScreenSubset,
  staticModules,
  type FirstScreenMessages,
} from '../../build/firstScreenCatalog';
import { DOMAIN_CATALOG_TEXTS } from './catalogTexts';

const WEB_ROOT = path.resolve(__dirname, '..', '..');

async function englishIdsByText(): Promise<Map<string, string>> {
  const config = getConfig({ cwd: WEB_ROOT, configPath: path.join(WEB_ROOT, 'lingui.config.ts') });
  const [catalog] = await getCatalogs(config);
  return new Map(Object.entries((await catalog!.read('en')) ?? {}).map(([id, message]) => [message.message ?? id, id]));
}

describe('the first screen catalog', () => {
  let ids: FirstScreenMessages;
  let idOf: Map<string, string>;

  it('follows the static imports of the entry and the login route, not the lazy screens', async () => {
    const modules = await staticModules(WEB_ROOT, FIRST_SCREEN_MODULES);
    expect(modules).toContain('src/features/auth/LoginForm.tsx');
    expect(modules).toContain('src/errors/RouteErrorPage.tsx');
    expect(modules).not.toContain('src/features/shell/DashboardLayout.tsx');
    expect(modules).not.toContain('src/features/notFound/NotFoundPage.tsx');
    ids = await firstScreenMessageIds(WEB_ROOT, modules);
    idOf = await englishIdsByText();
  }, 60_000);

  it("holds the login screen's words and not the other screens'", () => {
    for (const locale of ['en', 'it', 'he', 'zh', 'de', 'fr']) {
      const all = compiledCatalog(WEB_ROOT, locale);
      const subset = firstScreenSubset(all, locale, ids);
      for (const text of ['Sign in', 'Forgot your password?', 'Username'])
        expect(subset[idOf.get(text)!], `${locale}: ${text}`).toEqual(all[idOf.get(text)!]);
      expect(subset[idOf.get('Needs attention')!]).toBeUndefined();
      expect(Object.keys(subset).length).toBeLessThan(Object.keys(all).length / 3);
    }
  });

  it("holds the domain's §5/§8 texts in every language but English, whose words the domain module has", () => {
    const domainIds = DOMAIN_CATALOG_TEXTS.map((text) => text.id);
    expect([...ids.domain].sort()).toEqual([...domainIds].sort());
    const english = firstScreenSubset(compiledCatalog(WEB_ROOT, 'en'), 'en', ids);
    expect(domainIds.filter((id) => id in english)).toEqual([]);
    const italian = firstScreenSubset(compiledCatalog(WEB_ROOT, 'it'), 'it', ids);
    expect(domainIds.filter((id) => !(id in italian))).toEqual([]);
  });
});
