// The legal texts themselves: every section has a heading and something to read, every language
// carries the same sections in the same order, and URLs name documents and languages strictly.
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENTS, legalDocumentId, legalLanguage } from './legalDocument';

describe('legal document texts', () => {
  it.each(LEGAL_DOCUMENT_IDS)('%s: every section has a heading and at least one paragraph, in both languages', (id) => {
    for (const text of Object.values(LEGAL_DOCUMENTS[id])) {
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.introduction.length).toBeGreaterThan(100);
      for (const section of text.sections) {
        expect(section.heading.trim().length).toBeGreaterThan(0);
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
        expect(section.paragraphs.every((p) => p.trim().length > 0)).toBe(true);
        expect((section.items ?? []).every((item) => item.trim().length > 0)).toBe(true);
      }
    }
  });

  it('numbers the same sections in every language, with lists in the same places', () => {
    expect(LEGAL_DOCUMENTS['terms-of-use'].en.sections).toHaveLength(13);
    expect(LEGAL_DOCUMENTS['privacy-policy'].en.sections).toHaveLength(11);
    for (const id of LEGAL_DOCUMENT_IDS) {
      const { en, ...translations } = LEGAL_DOCUMENTS[id];
      for (const translated of Object.values(translations)) {
        expect(translated.sections).toHaveLength(en.sections.length);
        expect(translated.sections.map((s) => s.heading.split(' ')[0])).toEqual(en.sections.map((s) => s.heading.split(' ')[0]));
        expect(translated.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0])).toEqual(
          en.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]),
        );
      }
    }
  });

  it('carries the version and effective date in each language', () => {
    expect(LEGAL_DOCUMENTS['terms-of-use'].en.versionLine).toBe('Version 1.0 · Effective from 01/11/2026');
    expect(LEGAL_DOCUMENTS['privacy-policy'].it.versionLine).toBe('Versione 1.0 · In vigore dal 01/11/2026');
    expect(LEGAL_DOCUMENTS['terms-of-use'].it.page(2, 3)).toBe('Pagina 2 di 3');
    expect(LEGAL_DOCUMENTS['privacy-policy'].en.page(1, 3)).toBe('Page 1 of 3');
    expect(LEGAL_DOCUMENTS['terms-of-use'].he.versionLine).toBe('גרסה 1.0 · בתוקף מתאריך 01/11/2026');
    expect(LEGAL_DOCUMENTS['privacy-policy'].zh.page(2, 3)).toBe('第 2 页，共 3 页');
  });

  it('names documents by their PDF file name only', () => {
    expect(legalDocumentId('terms-of-use.pdf')).toBe('terms-of-use');
    expect(legalDocumentId('privacy-policy.pdf')).toBe('privacy-policy');
    expect(legalDocumentId('privacy-policy')).toBeNull();
    expect(legalDocumentId('visit-report.pdf')).toBeNull();
  });

  it('reads Italian, Hebrew and Chinese for their codes, English for everything else', () => {
    expect(legalLanguage('it')).toBe('it');
    expect(legalLanguage('IT-it')).toBe('it');
    expect(legalLanguage('he')).toBe('he');
    expect(legalLanguage('zh-CN')).toBe('zh');
    expect(legalLanguage('en')).toBe('en');
    expect(legalLanguage('fr')).toBe('en');
    expect(legalLanguage('zh-Hans-CN')).toBe('en');
    expect(legalLanguage('italian')).toBe('en');
    expect(legalLanguage(undefined)).toBe('en');
    expect(legalLanguage(['it', 'en'])).toBe('en');
  });
});
