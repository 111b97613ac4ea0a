import { describe, expect, it } from 'vitest';
import { countryFilterLabel, countryLabel, countryName, countryOptions, recognizeCountry } from './countries';
import { isUnitedStates } from './forms';
import { LANGUAGES } from './languages';

describe('recognizeCountry', () => {
  it('reads alpha-2 and alpha-3 codes in any case and spacing', () => {
    expect(recognizeCountry('IT')).toBe('IT');
    expect(recognizeCountry(' it ')).toBe('IT');
    expect(recognizeCountry('ita')).toBe('IT');
    expect(recognizeCountry('DEU')).toBe('DE');
  });

  it('reads every U.S. spelling of the state rule as US, the rule agreeing', () => {
    for (const spelling of ['us', 'U.S', 'u.s.', 'USA', 'U.S.A.', 'United States', ' united   STATES ', 'United States of America']) {
      expect(recognizeCountry(spelling)).toBe('US');
      expect(isUnitedStates(spelling.replace(/\s+/g, ' '))).toBe(true);
    }
    // The stored code of new input is U.S. for the state rule too.
    expect(isUnitedStates('US')).toBe(true);
  });

  it('reads names and aliases in each of the six languages', () => {
    expect(recognizeCountry('Italy')).toBe('IT');
    expect(recognizeCountry('Italia')).toBe('IT');
    expect(recognizeCountry('איטליה')).toBe('IT');
    expect(recognizeCountry('意大利')).toBe('IT');
    expect(recognizeCountry('Italien')).toBe('IT');
    expect(recognizeCountry('italie')).toBe('IT');
    expect(recognizeCountry('Germania')).toBe('DE');
    expect(recognizeCountry('Great Britain')).toBe('GB');
    expect(recognizeCountry('UK')).toBe('GB');
    expect(recognizeCountry('美国')).toBe('US');
    expect(recognizeCountry('ארה״ב')).toBe('US');
  });

  it('ignores accents and the kind of apostrophe', () => {
    expect(recognizeCountry('Côte d’Ivoire')).toBe('CI');
    expect(recognizeCountry("cote d'ivoire")).toBe('CI');
    expect(recognizeCountry('OSTERREICH')).toBe('AT');
  });

  it('answers null for empty text and text naming no country', () => {
    for (const text of [null, undefined, '', '   ', 'Narnia', 'U', 'Italy, Rome']) expect(recognizeCountry(text)).toBeNull();
  });
});

describe('countryName and countryLabel', () => {
  it('names a code in the language', () => {
    expect(countryName('US', 'en')).toBe('United States of America');
    expect(countryName('US', 'he')).toBe('ארצות הברית');
    expect(countryName('IT', 'zh')).toBe('意大利');
    expect(countryName('it', 'it')).toBe('Italia');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('answers null for a code that names no country, English for an unknown language', () => {
    expect(countryName('XX', 'en')).toBeNull();
    expect(countryName('ITA', 'en')).toBeNull();
    expect(countryName('FR', 'es')).toBe('France');
  });

  it('labels a stored text by its name when recognised, else as stored', () => {
    expect(countryLabel('United States', 'zh')).toBe('美国');
    expect(countryLabel('us', 'he')).toBe('ארצות הברית');
    expect(countryLabel('Narnia', 'he')).toBe('Narnia');
    expect(countryLabel(null, 'en')).toBe('');
  });
});

describe('countryFilterLabel', () => {
  it('names each stored value, the text beside the name when it is not the code', () => {
    expect(countryFilterLabel('US', 'en')).toBe('United States of America');
    expect(countryFilterLabel('United States', 'en')).toBe('United States of America (United States)');
    expect(countryFilterLabel('it', 'zh')).toBe('意大利');
    expect(countryFilterLabel('Narnia', 'he')).toBe('Narnia');
    expect(countryFilterLabel('', 'en')).toBe('');
  });
});

describe('countryOptions', () => {
  it('lists every country once in each language', () => {
    for (const language of LANGUAGES) {
      const list = countryOptions(language);
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    }
  });

  it('names each country by its first (official) name and keeps the others, with the English ones, to search by', () => {
    const us = countryOptions('de').find((c) => c.code === 'US');
    expect(us?.name).toBe('Vereinigte Staaten von Amerika');
    expect(us?.aliases).toEqual(expect.arrayContaining(['Vereinigte Staaten', 'USA', 'United States of America', 'United States']));
    expect(us?.aliases).not.toContain(us?.name);
    expect(countryOptions('en').find((c) => c.code === 'RU')?.aliases).toContain('Russia');
  });

  it("sorts by the language's collation", () => {
    const de = countryOptions('de').map((c) => c.name);
    // German collation puts Ä with A, not after Z.
    expect(de.indexOf('Ägypten')).toBeLessThan(de.indexOf('Albanien'));
    const fr = countryOptions('fr').map((c) => c.name);
    expect(fr.indexOf('Égypte')).toBeLessThan(fr.indexOf('Espagne'));
    // Chinese in pinyin order: 阿 (ā) before 巴 (bā) before 中 (zhōng).
    const zh = countryOptions('zh').map((c) => c.name);
    expect(zh.indexOf('阿根廷')).toBeLessThan(zh.indexOf('巴西'));
    expect(zh.indexOf('巴西')).toBeLessThan(zh.indexOf('中国'));
    const he = countryOptions('he').map((c) => c.name);
    expect(he.indexOf('איטליה')).toBeLessThan(he.indexOf('צרפת'));
    for (const list of [de, fr, he]) {
      const collator = new Intl.Collator(list === he ? 'he' : list === de ? 'de' : 'fr', { sensitivity: 'base' });
      expect([...list].sort(collator.compare)).toEqual(list);
    }
  });
});
