import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { DOMAIN_CATALOG_TEXTS, translateCatalogText, translateValidationKey } from './catalogTexts';
import { activateLanguage } from './language';

/** msgid → msgstr of a .po catalog. */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(path.join(__dirname, '..', 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    if (match[1]) entries.set(match[1], match[2]);
  }
  return entries;
}

describe('catalogs', () => {
  it('hold every §5 key and §8 text of the domain', () => {
    const english = readCatalog('en');
    for (const text of DOMAIN_CATALOG_TEXTS) expect(english.has(text.id), text.id).toBe(true);
    expect(DOMAIN_CATALOG_TEXTS).toHaveLength(
      Object.keys(VALIDATION_MESSAGES).length + Object.keys(ERROR_TITLES).length + Object.keys(ERROR_MESSAGES).length,
    );
  });

  it.each(['it', 'he', 'de', 'fr', 'zh'])('translate every message (%s)', (locale) => {
    const catalog = readCatalog(locale);
    expect(catalog.size).toBe(readCatalog('en').size);
    const untranslated = [...catalog].filter(([, translation]) => translation.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(['it', 'he', 'de', 'fr', 'zh'])('keep the placeholders and tags of every message (%s)', (locale) => {
    const tokens = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?\d+>/g)].map((m) => m[0]).sort();
    const englishCatalog = readCatalog('en');
    const broken = [...readCatalog(locale)].filter(([id, translation]) => {
      const english = englishCatalog.get(id) || id;
      return tokens(translation).join() !== tokens(english).join();
    });
    expect(broken.map(([id]) => id)).toEqual([]);
  });

  // English abbreviations a Hebrew or Chinese reader does not use: the words are translated.
  it.each(['he', 'zh'])('leave no English abbreviation of a role or a sign-in step (%s)', (locale) => {
    const abbreviated = [...readCatalog(locale)].filter(([, translation]) => /\b(ECPs?|2FA)\b/.test(translation)).map(([id]) => id);
    expect(abbreviated).toEqual([]);
  });

  it('load each language of the selector in its own words', async () => {
    const names = { de: 'Speichern', fr: 'Enregistrer', zh: '保存' } as const;
    for (const [language, save] of Object.entries(names)) {
      await activateLanguage(language as keyof typeof names);
      expect(i18n._({ id: 'tfDRzk', message: 'Save' })).toBe(save);
      expect(translateValidationKey(i18n, 'username_req')).not.toBe(VALIDATION_MESSAGES.username_req);
    }
    await activateLanguage('en');
  });

  it('translate §5 keys and server texts, and pass unknown texts through', async () => {
    await activateLanguage('it');
    expect(translateValidationKey(i18n, 'username_req')).toBe('Il nome utente è obbligatorio');
    expect(translateCatalogText(i18n, ERROR_TITLES.invalidCredentials)).toBe('Il nome utente o la password inseriti non sono corretti');
    expect(translateValidationKey(i18n, 'pwd_validation')).toContain('$ { } /');
    expect(translateCatalogText(i18n, 'Something only the server knows')).toBe('Something only the server knows');
    await activateLanguage('en');
    expect(translateValidationKey(i18n, 'pwd_validation')).toBe(VALIDATION_MESSAGES.pwd_validation);
  });

  it("start with the first screen's words and the §5/§8 texts, then the whole catalog", async () => {
    vi.resetModules();
    const { i18n: fresh } = await import('@lingui/core');
    const language = await import('./language');
    const texts = await import('./catalogTexts');
    await language.activateFirstScreenLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    // The login screen's "Sign in" is in its share; the §5 texts in every language but English.
    expect(fresh._({ id: '5lWFkC', message: 'Sign in' })).toBe('Anmelden');
    expect(texts.translateValidationKey(fresh, 'username_req')).not.toBe(VALIDATION_MESSAGES.username_req);
    await language.wholeCatalogLoaded();
    expect(fresh._({ id: 'tfDRzk', message: 'Save' })).toBe('Speichern');
    await language.activateFirstScreenLanguage('en');
    expect(texts.translateValidationKey(fresh, 'username_req')).toBe(VALIDATION_MESSAGES.username_req);
  });
});
