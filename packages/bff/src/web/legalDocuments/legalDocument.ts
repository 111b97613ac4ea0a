// The public legal documents (§2 "A PDF route is allowed without login"): which documents and
// languages exist, and how a URL names them.
import type { LegalDocumentText } from './legalText';
import { PRIVACY_POLICY_EN } from './privacyPolicyEn';
import { PRIVACY_POLICY_HE } from './privacyPolicyHe';
import { PRIVACY_POLICY_IT } from './privacyPolicyIt';
import { PRIVACY_POLICY_ZH } from './privacyPolicyZh';
import { TERMS_OF_USE_EN } from './termsOfUseEn';
import { TERMS_OF_USE_HE } from './termsOfUseHe';
import { TERMS_OF_USE_IT } from './termsOfUseIt';
import { TERMS_OF_USE_ZH } from './termsOfUseZh';

export type LegalDocumentId = 'terms-of-use' | 'privacy-policy';

/**
 * The languages the legal texts are written in: Hebrew drawn right to left, Chinese in Noto Sans SC
 * (../pdf). German and French readers get the English text until it is translated.
 */
export type LegalLanguage = 'en' | 'it' | 'he' | 'zh';

export const LEGAL_DOCUMENT_IDS: readonly LegalDocumentId[] = ['terms-of-use', 'privacy-policy'];
export const LEGAL_LANGUAGES: readonly LegalLanguage[] = ['en', 'it', 'he', 'zh'];

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, Record<LegalLanguage, LegalDocumentText>> = {
  'terms-of-use': { en: TERMS_OF_USE_EN, it: TERMS_OF_USE_IT, he: TERMS_OF_USE_HE, zh: TERMS_OF_USE_ZH },
  'privacy-policy': { en: PRIVACY_POLICY_EN, it: PRIVACY_POLICY_IT, he: PRIVACY_POLICY_HE, zh: PRIVACY_POLICY_ZH },
};

/** The document a URL segment names ('terms-of-use.pdf'), or null for anything else. */
export function legalDocumentId(segment: string): LegalDocumentId | null {
  if (!segment.endsWith('.pdf')) return null;
  const id = segment.slice(0, -'.pdf'.length);
  return LEGAL_DOCUMENT_IDS.find((known) => known === id) ?? null;
}

/** 'it', 'he' or 'zh' (or a regional tag such as 'zh-CN') read that language; anything else, or nothing, reads English. */
export function legalLanguage(lang: unknown): LegalLanguage {
  const match = typeof lang === 'string' ? /^([a-z]{2})(-[a-z]{2})?$/i.exec(lang) : null;
  const code = match?.[1].toLowerCase();
  return LEGAL_LANGUAGES.find((language) => language === code) ?? 'en';
}
