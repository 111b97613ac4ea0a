// The interface language: lingui activation, <html lang/dir>, and the signed-out preference.
import { useSyncExternalStore } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { DEFAULT_LANGUAGE, isLanguage, normaliseLanguage, textDirection, type Language } from '@portal/domain/languages';
import { messages as englishFirstScreen } from 'virtual:first-screen-catalog/en';
import { loadOncePer } from '../routing/loadOnce';

/** Every language of the selector has its catalog (he right to left), loaded on demand. */
const loadCatalog: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import('../locales/en/messages')).messages,
  it: async () => (await import('../locales/it/messages')).messages,
  he: async () => (await import('../locales/he/messages')).messages,
  de: async () => (await import('../locales/de/messages')).messages,
  fr: async () => (await import('../locales/fr/messages')).messages,
  zh: async () => (await import('../locales/zh/messages')).messages,
};

/**
 * What the first screen (/login) can show, and only that (build/firstScreenCatalog.ts),
 * so it paints without the whole catalog; English is in the first bundle.
 */
const loadFirstScreenCatalog: Record<Language, () => Promise<Messages>> = {
  en: async () => englishFirstScreen,
  it: async () => (await import('virtual:first-screen-catalog/it')).messages,
  he: async () => (await import('virtual:first-screen-catalog/he')).messages,
  de: async () => (await import('virtual:first-screen-catalog/de')).messages,
  fr: async () => (await import('virtual:first-screen-catalog/fr')).messages,
  zh: async () => (await import('virtual:first-screen-catalog/zh')).messages,
};

/** The locale tag Chakra (Ark) uses for direction and formatting. */
export const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-GB',
  he: 'he-IL',
  zh: 'zh-CN',
  it: 'it-IT',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** Languages whose whole catalog is in (not merely on its way). */
const wholeIn = new Set<Language>();
const listeners = new Set<() => void>();
let current: Language = DEFAULT_LANGUAGE;

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

function setCurrent(language: Language) {
  i18n.activate(language);
  current = language;
  applyToDocument(language);
  listeners.forEach((listener) => listener());
}

/** Loads the whole catalog of `language` once (a failed load is tried again on the next call). */
const loadComplete = loadOncePer((language: Language) =>
  loadCatalog[language]().then((messages) => {
    i18n.load(language, messages);
    wholeIn.add(language);
  }),
);

/** Loads the catalog (once) and switches the whole interface to `language`. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadComplete(language);
  setCurrent(language);
}

/**
 * The page's start: switches to `language` with the first screen's messages. The rest of its
 * catalog loads once that screen has painted, or as soon as another screen or an overlay asks for
 * it (`wholeCatalogLoaded`); lingui re-renders when it is in.
 */
export async function activateFirstScreenLanguage(language: Language): Promise<void> {
  // Its whole catalog may be on its way (not in): the first screen's share meanwhile. Lingui merges
  // what it loads, so the two arriving in either order leave the whole catalog.
  if (!wholeIn.has(language)) i18n.load(language, { ...(await loadFirstScreenCatalog[language]()) });
  setCurrent(language);
}

/** Resolves once the current language's whole catalog is loaded: what screens beyond the first wait for. */
export const wholeCatalogLoaded = (): Promise<void> => loadComplete(current);

export const currentLanguage = () => current;

export function useCurrentLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** The language remembered on this browser for signed-out screens (localStorage `language`). */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** Switches and remembers: what every language choice does. */
export async function switchLanguage(language: Language) {
  rememberLanguage(language);
  await activateLanguage(language);
}

// The sign-in screens apply the user's language (or store the one just picked); the
// dashboard then must not apply a viewer language it read before that was stored.
let appliedAtSignIn = false;
export const markLanguageAppliedAtSignIn = () => {
  appliedAtSignIn = true;
};
export const languageAppliedAtSignIn = () => appliedAtSignIn;

/** GraphQL enum (EN, IT, HE…) ↔ domain code (en, it, he…). */
export const fromGraphQLLanguage = (value: string | null | undefined): Language => normaliseLanguage(value);
export const toGraphQLLanguage = (language: Language) => language.toUpperCase() as 'EN' | 'HE' | 'ZH' | 'IT' | 'DE' | 'FR';

/** The languages the selector lists (§1), each named in its own language. */
export const LANGUAGE_CHOICES: ReadonlyArray<{ language: Language; name: string }> = [
  { language: 'en', name: 'English' },
  { language: 'he', name: 'עברית' },
  { language: 'zh', name: '中文' },
  { language: 'it', name: 'Italiano' },
  { language: 'de', name: 'Deutsch' },
  { language: 'fr', name: 'Français' },
];

// A language picked on the signed-out screens is the user's wish for this visit: at
// sign-in it wins over the stored one (and is stored), instead of being undone.
const CHOSEN_KEY = 'portal.languageChosenSignedOut';

export function markSignedOutChoice(language: Language) {
  try {
    window.sessionStorage.setItem(CHOSEN_KEY, language);
  } catch {
    // Storage disabled: the stored user language applies at sign-in.
  }
}

export function takeSignedOutChoice(): Language | null {
  try {
    const value = window.sessionStorage.getItem(CHOSEN_KEY);
    window.sessionStorage.removeItem(CHOSEN_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function peekSignedOutChoice(): Language | null {
  try {
    const value = window.sessionStorage.getItem(CHOSEN_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
