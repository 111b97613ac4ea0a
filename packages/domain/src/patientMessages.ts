// A doctor's message to patients: the text the doctor may write instead of the standard
// reminder, its placeholders, and what an SMS of it costs. SMS is sent in segments: 160 characters
// of the GSM 03.38 alphabet (153 each once split, some signs count twice), or 70 characters of
// anything else (67 each once split). The message dialog shows the count and warns past three.
import { z } from 'zod';
import { isPlainText } from './inputSafety';

/** The longest text a doctor may write (an e-mail takes it whole; §5's max_500). */
export const MESSAGE_TEXT_MAX = 500;
/** The most SMS segments one message may take. */
export const SMS_MAX_SEGMENTS = 3;

/** Placeholders the text may hold, filled per patient. */
export const MESSAGE_PLACEHOLDERS = ['{firstName}', '{lastName}', '{nextVisit}'] as const;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

export interface SmsSize {
  encoding: 'GSM_7' | 'UCS_2';
  /** Characters as the network counts them (an extended GSM sign counts 2). */
  units: number;
  segments: number;
}

/** How many SMS segments `text` takes. */
export function smsSize(text: string): SmsSize {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM_7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  const units = text.length;
  return { encoding: 'UCS_2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export interface MessagePatient {
  firstName: string;
  lastName: string;
  /** The planned next visit as dd/mm/yyyy, or null. */
  nextVisit: string | null;
}

/** The doctor's text for one patient, placeholders filled (an unplanned next visit reads as a dash). */
export const fillMessage = (text: string, patient: MessagePatient) =>
  text
    .replaceAll('{firstName}', patient.firstName)
    .replaceAll('{lastName}', patient.lastName)
    .replaceAll('{nextVisit}', patient.nextVisit ?? '–');

/** The doctor's own text: trimmed, 1 to MESSAGE_TEXT_MAX characters; absent or blank: the standard reminder. */
export const messageTextSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z.string().max(MESSAGE_TEXT_MAX, { error: 'max_500' }).refine(isPlainText, 'text_invalid').nullable(),
);

/** Whether the text, filled for the longest plausible names, fits SMS_MAX_SEGMENTS (placeholders counted at 20 characters). */
export function fitsSms(text: string): boolean {
  const widest = fillMessage(text, { firstName: 'x'.repeat(20), lastName: 'x'.repeat(20), nextVisit: '00/00/0000' });
  return smsSize(widest).segments <= SMS_MAX_SEGMENTS;
}
