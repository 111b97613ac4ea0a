// The texts of the e-mails the sign-in lifecycle sends, in the recipient's language (en, it;
// other languages read English until their catalogs exist).
import { TWO_FA_CODE_TTL_MINUTES } from '@portal/domain/constants';

export interface EmailText {
  subject: string;
  text: string;
}

type Lang = 'en' | 'it';
const pick = (language: string): Lang => (language === 'it' ? 'it' : 'en');

const SIGNATURE = { en: '— Vista Portal', it: '— Portale Vista' };

export function twoFaCodeEmail(input: { firstName: string; code: string; language: string }): EmailText {
  const lang = pick(input.language);
  if (lang === 'it') {
    return {
      subject: 'Il tuo codice di accesso al Portale Vista',
      text: `Gentile ${input.firstName},\n\nil tuo codice di accesso è ${input.code}.\nÈ valido per ${TWO_FA_CODE_TTL_MINUTES} minuti e si può usare una sola volta.\n\nSe non hai provato ad accedere, ignora questo messaggio e cambia la password.\n\n${SIGNATURE.it}`,
    };
  }
  return {
    subject: 'Your Vista Portal sign-in code',
    text: `Dear ${input.firstName},\n\nyour sign-in code is ${input.code}.\nIt is valid for ${TWO_FA_CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not try to sign in, ignore this message and change your password.\n\n${SIGNATURE.en}`,
  };
}

/** The create-password page a link opens. */
export const createPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/create-password?token=${encodeURIComponent(token)}`;

export function passwordResetEmail(input: { firstName: string; link: string; language: string }): EmailText {
  if (pick(input.language) === 'it') {
    return {
      subject: 'Crea una nuova password per il Portale Vista',
      text: `Gentile ${input.firstName},\n\nabbiamo ricevuto una richiesta di nuova password. Apri questo link per crearla:\n${input.link}\n\nIl link è valido 24 ore e si può usare una sola volta. Se non hai fatto tu la richiesta, ignora questo messaggio: la password attuale resta valida.\n\n${SIGNATURE.it}`,
    };
  }
  return {
    subject: 'Create a new Vista Portal password',
    text: `Dear ${input.firstName},\n\nwe received a request for a new password. Open this link to create it:\n${input.link}\n\nThe link is valid for 24 hours and can be used once. If you did not ask for it, ignore this message: your current password stays valid.\n\n${SIGNATURE.en}`,
  };
}

export function invitationEmail(input: { firstName: string; link: string; language: string; siteName?: string | null }): EmailText {
  if (pick(input.language) === 'it') {
    const where = input.siteName ? ` per ${input.siteName}` : '';
    return {
      subject: 'Il tuo account del Portale Vista',
      text: `Gentile ${input.firstName},\n\nè stato creato un account del Portale Vista${where}. Apri questo link per creare la password:\n${input.link}\n\nIl link è valido 24 ore e si può usare una sola volta.\n\n${SIGNATURE.it}`,
    };
  }
  const where = input.siteName ? ` for ${input.siteName}` : '';
  return {
    subject: 'Your Vista Portal account',
    text: `Dear ${input.firstName},\n\na Vista Portal account was created for you${where}. Open this link to create your password:\n${input.link}\n\nThe link is valid for 24 hours and can be used once.\n\n${SIGNATURE.en}`,
  };
}
