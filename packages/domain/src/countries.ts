// Countries as ISO 3166-1 alpha-2 codes, named in the portal's six languages from the maintained
// i18n-iso-countries data. New input is stored as the code ("IT", "US"), still a §3 country string;
// older records hold free text ("United States", "Italia", "usa"), which recognizeCountry maps to
// its code so it can be shown in the reader's language, or null when it names no country we know.
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import he from 'i18n-iso-countries/langs/he.json';
import it from 'i18n-iso-countries/langs/it.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { isUnitedStates } from './unitedStates';
import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from './languages';

// Only the six languages of §1: the others' names would only grow the web bundle.
for (const locale of [en, it, he, zh, de, fr]) countries.registerLocale(locale);

export interface CountryOption {
  /** ISO 3166-1 alpha-2, the value stored. */
  code: string;
  /** The country's name in the list's language. */
  name: string;
  /** Its other names in that language and in English ("Russia", "USA"), to search by. */
  aliases: string[];
}

/** Case, spacing and accents do not tell countries apart ("  côte d'ivoire " is "Côte d'Ivoire"). */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

let index: Map<string, string> | null = null;

/** Every spelling we recognise, normalised, to its code: codes, then every name and alias of the six languages. */
function recognitionIndex(): Map<string, string> {
  if (index) return index;
  const built = new Map<string, string>();
  const add = (spelling: string, code: string) => {
    const key = normalise(spelling);
    if (key && !built.has(key)) built.set(key, code);
  };
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    add(alpha2, alpha2);
    add(alpha3, alpha2);
  }
  // English first: a name two languages spell alike but mean differently goes to the English one.
  for (const language of ['en', 'it', 'he', 'zh', 'de', 'fr'] satisfies Language[]) {
    for (const [code, names] of Object.entries(countries.getNames(language, { select: 'all' }))) {
      for (const name of names) add(name, code);
    }
  }
  index = built;
  return built;
}

/**
 * The alpha-2 code of a stored country text in any form existing data has: alpha-2 or alpha-3
 * code, a name or alias in any of the six languages, any U.S. spelling of §5 (the same rule that
 * makes the state required), in any case and spacing. Null for empty text or text naming no country.
 */
export function recognizeCountry(text: string | null | undefined): string | null {
  if (!text || !text.trim()) return null;
  if (isUnitedStates(text)) return 'US';
  return recognitionIndex().get(normalise(text)) ?? null;
}

/** The name of a country code in a language (English for another language), or null for an unknown code. */
export function countryName(code: string, language: string): string | null {
  const lang = normaliseLanguage(language);
  const upper = code.trim().toUpperCase();
  if (!countries.isValid(upper) || upper.length !== 2) return null;
  return countries.getName(upper, lang) ?? countries.getName(upper, DEFAULT_LANGUAGE) ?? null;
}

/** How a stored country reads: its name in the language when recognised, else the stored text as it is. */
export function countryLabel(text: string | null | undefined, language: string): string {
  const code = recognizeCountry(text);
  return (code && countryName(code, language)) || (text ?? '');
}

/**
 * How a stored country reads among a list filter's values, which are the stored texts: its name,
 * with the text as stored beside it when that is not the code, so "US" and "United States" (two
 * values of the filter) are told apart; the stored text when it names no country.
 */
export function countryFilterLabel(text: string | null | undefined, language: string): string {
  const code = recognizeCountry(text);
  const name = code && countryName(code, language);
  if (!name || !text) return text ?? '';
  return text.trim().toUpperCase() === code ? name : `${name} (${text.trim()})`;
}

const listCache = new Map<Language, CountryOption[]>();

/** Every country with its name in the language, in that language's alphabetical order. */
export function countryOptions(language: string): CountryOption[] {
  const lang = normaliseLanguage(language);
  const cached = listCache.get(lang);
  if (cached) return cached;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const english = countries.getNames(DEFAULT_LANGUAGE, { select: 'all' });
  const list = Object.entries(countries.getNames(lang, { select: 'all' }))
    .map(([code, [name, ...others]]) => ({
      code,
      name,
      aliases: [...new Set([...others, ...(english[code] ?? [])])].filter((alias) => alias !== name),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  listCache.set(lang, list);
  return list;
}
