// The domain's English texts (§5 validation keys, §8 error catalogue) as lingui messages.
// Read by lingui.config.ts (extraction) and by the app (translation of keys and server texts).
// No lingui macros here: the custom extractor owns this file.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@portal/domain/messages';
import { ERROR_MESSAGES, ERROR_TITLES, type ErrorMessageKey, type ErrorTitleKey } from '@portal/domain/errors';

export interface CatalogText {
  id: string;
  /** ICU source message (English). */
  message: string;
  /** The plain English text as the domain, the BFF and the REST service write it. */
  text: string;
  comment: string;
}

/** ICU treats braces as placeholders; the password rule lists them literally. */
export const icuEscape = (text: string) => text.replace(/[{}]/g, (brace) => `'${brace}'`);

export const validationMessageId = (key: ValidationMessageKey) => key;
export const errorTitleId = (key: ErrorTitleKey) => `error_titles.${key}`;
export const errorMessageId = (key: ErrorMessageKey) => `error_messages.${key}`;

const entries = <K extends string>(record: Record<K, string>) => Object.entries(record) as [K, string][];

export const DOMAIN_CATALOG_TEXTS: readonly CatalogText[] = [
  ...entries(VALIDATION_MESSAGES).map(([key, text]) => ({
    id: validationMessageId(key),
    message: icuEscape(text),
    text,
    comment: 'Validation message (§5), from @portal/domain/messages',
  })),
  ...entries(ERROR_TITLES).map(([key, text]) => ({
    id: errorTitleId(key),
    message: icuEscape(text),
    text,
    comment: 'Error title (§8), from @portal/domain/errors',
  })),
  ...entries(ERROR_MESSAGES).map(([key, text]) => ({
    id: errorMessageId(key),
    message: icuEscape(text),
    text,
    comment: 'Error message (§8), from @portal/domain/errors',
  })),
];

const byId = new Map(DOMAIN_CATALOG_TEXTS.map((t) => [t.id, t]));
// First writer wins: the same English text under two ids translates the same way.
const byText = new Map<string, CatalogText>();
for (const t of DOMAIN_CATALOG_TEXTS) if (!byText.has(t.text)) byText.set(t.text, t);

const descriptor = (t: CatalogText): MessageDescriptor => ({ id: t.id, message: t.message });

/**
 * The text in the current language; the domain's own English while the language's catalog does not
 * hold it: English's first-screen catalog leaves these texts to the domain (they are in
 * the first bundle once), and another language's whole catalog may still be on its way.
 */
const translated = (i18n: I18n, t: CatalogText) => (i18n.messages[t.id] === undefined ? t.text : i18n._(descriptor(t)));

/** The translated text of a §5 key (a FieldError key or a zod issue message); unknown keys pass through. */
export function translateValidationKey(i18n: I18n, key: string): string {
  const t = byId.get(key);
  return t ? translated(i18n, t) : key;
}

/** A §8 title or message in the current language. Texts outside the catalogue pass through. */
export function translateCatalogText(i18n: I18n, text: string): string {
  const t = byText.get(text);
  return t ? translated(i18n, t) : text;
}

export const errorTitle = (i18n: I18n, key: ErrorTitleKey) => translateCatalogText(i18n, ERROR_TITLES[key]);
export const errorMessage = (i18n: I18n, key: ErrorMessageKey) => translateCatalogText(i18n, ERROR_MESSAGES[key]);
