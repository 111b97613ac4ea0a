// The public legal documents (§2 "A PDF route is allowed without login"): which documents and
// languages exist, and how a URL names them.
import type { LegalDocumentText } from './legalText';
import { PRIVACY_POLICY_EN } from './privacyPolicyEn';
import { PRIVACY_POLICY_IT } from './privacyPolicyIt';
import { TERMS_OF_USE_EN } from './termsOfUseEn';
import { TERMS_OF_USE_IT } from './termsOfUseIt';

export type LegalDocumentId = 'terms-of-use' | 'privacy-policy';

/**
 * English and Italian, the portal's translated languages a PDF can be drawn in. Hebrew needs
 * right-to-left layout the PDF renderer does not do; every other language reads the English text.
 */
export type LegalLanguage = 'en' | 'it';

export const LEGAL_DOCUMENT_IDS: readonly LegalDocumentId[] = ['terms-of-use', 'privacy-policy'];
export const LEGAL_LANGUAGES: readonly LegalLanguage[] = ['en', 'it'];

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, Record<LegalLanguage, LegalDocumentText>> = {
  'terms-of-use': { en: TERMS_OF_USE_EN, it: TERMS_OF_USE_IT },
  'privacy-policy': { en: PRIVACY_POLICY_EN, it: PRIVACY_POLICY_IT },
};

/** The document a URL segment names ('terms-of-use.pdf'), or null for anything else. */
export function legalDocumentId(segment: string): LegalDocumentId | null {
  if (!segment.endsWith('.pdf')) return null;
  const id = segment.slice(0, -'.pdf'.length);
  return LEGAL_DOCUMENT_IDS.find((known) => known === id) ?? null;
}

/** 'it' (or a regional tag such as 'it-IT') reads Italian; anything else, or nothing, reads English. */
export function legalLanguage(lang: unknown): LegalLanguage {
  return typeof lang === 'string' && /^it(-[a-z]{2})?$/i.test(lang) ? 'it' : 'en';
}
