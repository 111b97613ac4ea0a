// The shape of a legal document's text (title, version line, numbered sections) and the one
// version and effective date both documents carry. The words live one file per document and
// language beside this one; the PDF renderer draws any of them the same way.

/** Bumped with every change of wording, together with the effective date. */
export const LEGAL_DOCUMENTS_VERSION = '1.0';
export const LEGAL_DOCUMENTS_EFFECTIVE_DATE = '01/11/2026';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list drawn after the paragraphs. */
  items?: string[];
}

export interface LegalDocumentText {
  title: string;
  /** "Version 1.0 · Effective from 01/11/2026" in the document's language. */
  versionLine: string;
  /** The paragraph under the title, before the numbered sections. */
  introduction: string;
  sections: LegalSection[];
  /** The footer's page count in the document's language. */
  page: (page: number, pages: number) => string;
}

/** The version line from its two words in the document's language. */
export const versionLine = (version: string, effectiveFrom: string) =>
  `${version} ${LEGAL_DOCUMENTS_VERSION} · ${effectiveFrom} ${LEGAL_DOCUMENTS_EFFECTIVE_DATE}`;
