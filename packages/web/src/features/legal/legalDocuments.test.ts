// The legal PDF links: Italian, Hebrew and Chinese readers get their own file, everyone else the
// English one.
import { describe, expect, it } from 'vitest';
import { legalDocumentUrl } from './legalDocuments';

describe('legalDocumentUrl', () => {
  it('links the PDF in the reader’s language where it is written in it', () => {
    expect(legalDocumentUrl('terms-of-use', 'it')).toBe('/documents/terms-of-use.pdf?lang=it');
    expect(legalDocumentUrl('privacy-policy', 'it-IT')).toBe('/documents/privacy-policy.pdf?lang=it');
    expect(legalDocumentUrl('privacy-policy', 'he')).toBe('/documents/privacy-policy.pdf?lang=he');
    expect(legalDocumentUrl('terms-of-use', 'zh')).toBe('/documents/terms-of-use.pdf?lang=zh');
  });

  it('links the English PDF for every other language', () => {
    expect(legalDocumentUrl('terms-of-use', 'en')).toBe('/documents/terms-of-use.pdf?lang=en');
    expect(legalDocumentUrl('privacy-policy', 'fr')).toBe('/documents/privacy-policy.pdf?lang=en');
    expect(legalDocumentUrl('privacy-policy', 'de')).toBe('/documents/privacy-policy.pdf?lang=en');
    expect(legalDocumentUrl('terms-of-use', 'item')).toBe('/documents/terms-of-use.pdf?lang=en');
  });
});
