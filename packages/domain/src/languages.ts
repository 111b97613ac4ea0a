// Languages of §1: the selector lists six, en and it are translated, he is right to left.

export const LANGUAGES = ['en', 'he', 'zh', 'it', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages whose catalogs are complete (§1 requires en and it; he is offered too); the others fall back to English text. */
export const TRANSLATED_LANGUAGES: readonly Language[] = ['en', 'it', 'he'];

export const RTL_LANGUAGES: readonly Language[] = ['he'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const textDirection = (lang: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');

/** The language a language code names, or the default (en). */
export const normaliseLanguage = (value: unknown): Language => {
  const code = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 2) : '';
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
};

/** §1: the country-to-language map. */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = { US: 'en', IT: 'it' };
