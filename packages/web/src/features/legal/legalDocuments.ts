// Links to the public legal PDFs the BFF serves without a session (§2 "A PDF route is allowed
// without login"): the terms of use signed on /create-password and the privacy policy in the
// help popover. The PDFs exist in English, Italian, Hebrew and Chinese; German and French readers
// get the English text.

export type LegalDocument = 'terms-of-use' | 'privacy-policy';

const WRITTEN_IN = ['it', 'he', 'zh'];

/** `/documents/terms-of-use.pdf?lang=he` for a Hebrew reader, `?lang=en` where no translation exists. */
export function legalDocumentUrl(document: LegalDocument, language: string): string {
  const code = /^([a-z]{2})(-|$)/i.exec(language)?.[1].toLowerCase() ?? '';
  const lang = WRITTEN_IN.includes(code) ? code : 'en';
  return `/documents/${document}.pdf?lang=${lang}`;
}
