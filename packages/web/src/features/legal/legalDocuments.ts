// Links to the public legal PDFs the BFF serves without a session (§2 "A PDF route is allowed
// without login"): the terms of use signed on /create-password and the privacy policy in the
// help popover. The PDFs exist in English and Italian; every other language reads English.

export type LegalDocument = 'terms-of-use' | 'privacy-policy';

/** `/documents/terms-of-use.pdf?lang=it` for an Italian reader, `?lang=en` for anyone else. */
export function legalDocumentUrl(document: LegalDocument, language: string): string {
  const lang = /^it(-|$)/i.test(language) ? 'it' : 'en';
  return `/documents/${document}.pdf?lang=${lang}`;
}
