// Every message text in the six languages of §1, English for anything else; en and it unchanged.
import { describe, expect, it } from 'vitest';
import { TWO_FA_CODE_TTL_MINUTES } from '@portal/domain/constants';
import { LANGUAGES } from '@portal/domain/languages';
import { createPasswordLink, invitationEmail, passwordResetEmail, pick, SIGNATURE, twoFaCodeEmail, type EmailText } from './templates';
import { ecpPortalMessage, patientReminderMessage } from './invitationTemplates';
import { registrationDeclinedEmail, registrationReceivedEmail } from './registrationTemplates';
import { codesPausedEmail } from './securityTemplates';

const FIRST_NAME = 'Zoë';
const CODE = '493817';
const SITE = 'Lakeview Eye Clinic';
const LINK = createPasswordLink('https://portal.example/', 'tok/en+123');
const SIGN_IN = 'https://portal.example/login';
const UNKNOWN = ['xx', '', 'klingon', '  '];

/** The same regexes the REST test kit reads mail with (src/testing.ts), and the six-digit code in any language. */
const LINK_TOKEN = /\/create-password\?token=([A-Za-z0-9_%-]+)/;
const SIX_DIGITS = /(?<!\d)(\d{6})(?!\d)/;

interface Rendered {
  email: EmailText;
  sms?: string;
}

/** Every message function (with and without its optional site / clinic), and what its e-mail and SMS must carry. */
const MESSAGES: Record<string, { render: (language: string) => Rendered; email: string[]; sms?: string[] }> = {
  twoFaCode: {
    render: (language) => ({ email: twoFaCodeEmail({ firstName: FIRST_NAME, code: CODE, language }) }),
    email: [FIRST_NAME, CODE, String(TWO_FA_CODE_TTL_MINUTES)],
  },
  passwordReset: {
    render: (language) => ({ email: passwordResetEmail({ firstName: FIRST_NAME, link: LINK, language }) }),
    email: [FIRST_NAME, LINK],
  },
  invitation: {
    render: (language) => ({ email: invitationEmail({ firstName: FIRST_NAME, link: LINK, language, siteName: SITE }) }),
    email: [FIRST_NAME, LINK, SITE],
  },
  invitationWithoutSite: {
    render: (language) => ({ email: invitationEmail({ firstName: FIRST_NAME, link: LINK, language, siteName: null }) }),
    email: [FIRST_NAME, LINK],
  },
  ecpPortal: {
    render: (language) => ecpPortalMessage({ firstName: FIRST_NAME, link: SIGN_IN, language }),
    email: [FIRST_NAME, SIGN_IN],
    sms: [SIGN_IN],
  },
  patientReminder: {
    render: (language) => patientReminderMessage({ firstName: FIRST_NAME, clinic: SITE, language }),
    email: [FIRST_NAME, SITE],
    sms: [SITE],
  },
  patientReminderWithoutClinic: {
    render: (language) => patientReminderMessage({ firstName: FIRST_NAME, clinic: null, language }),
    email: [FIRST_NAME],
    sms: [],
  },
  registrationReceived: {
    render: (language) => ({ email: registrationReceivedEmail({ firstName: FIRST_NAME, siteName: SITE, language }) }),
    email: [FIRST_NAME, SITE],
  },
  codesPaused: { render: (language) => ({ email: codesPausedEmail({ firstName: FIRST_NAME, language }) }), email: [FIRST_NAME, '10'] },
  registrationDeclined: {
    render: (language) => ({ email: registrationDeclinedEmail({ firstName: FIRST_NAME, siteName: SITE, language }) }),
    email: [FIRST_NAME, SITE],
  },
};

const readable = (text: string) => {
  expect(text.trim()).not.toBe('');
  expect(text).not.toMatch(/undefined|null|\$\{/);
};

describe('pick', () => {
  it('keeps each of the six languages and reads anything else as English', () => {
    for (const language of LANGUAGES) expect(pick(language)).toBe(language);
    for (const language of UNKNOWN) expect(pick(language)).toBe('en');
    expect(pick(null)).toBe('en');
    expect(pick(undefined)).toBe('en');
  });

  it('has a signature for every language', () => {
    expect(Object.keys(SIGNATURE).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(SIGNATURE[language]).toMatch(/^— \S/);
  });
});

describe.each(Object.entries(MESSAGES))('%s', (_name, message) => {
  it.each([...LANGUAGES])('reads in %s with a subject, a text and every value', (language) => {
    const { email, sms } = message.render(language);
    expect(email.subject.trim()).not.toBe('');
    readable(email.text);
    for (const value of message.email) expect(email.text).toContain(value);
    expect(email.text.endsWith(`\n\n${SIGNATURE[language]}`)).toBe(true);
    expect(sms === undefined).toBe(message.sms === undefined);
    if (sms !== undefined) {
      readable(sms);
      for (const value of message.sms ?? []) expect(sms).toContain(value);
    }
  });

  it('is translated: no two languages share a subject, a text or an SMS', () => {
    const all = LANGUAGES.map((language) => message.render(language));
    expect(new Set(all.map((m) => m.email.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(all.map((m) => m.email.text)).size).toBe(LANGUAGES.length);
    if (message.sms) expect(new Set(all.map((m) => m.sms)).size).toBe(LANGUAGES.length);
  });

  it.each(UNKNOWN)('falls back to the English text exactly for %j', (language) => {
    expect(message.render(language)).toEqual(message.render('en'));
  });
});

describe('links and codes', () => {
  it.each([...LANGUAGES])('shows the create-password link on its own line and the code as digits in %s', (language) => {
    for (const text of [
      passwordResetEmail({ firstName: FIRST_NAME, link: LINK, language }).text,
      invitationEmail({ firstName: FIRST_NAME, link: LINK, language, siteName: SITE }).text,
    ]) {
      expect(text.split('\n')).toContain(LINK);
      expect(decodeURIComponent(text.match(LINK_TOKEN)?.[1] ?? '')).toBe('tok/en+123');
    }
    expect(ecpPortalMessage({ firstName: FIRST_NAME, link: SIGN_IN, language }).email.text.split('\n')).toContain(SIGN_IN);
    expect(ecpPortalMessage({ firstName: FIRST_NAME, link: SIGN_IN, language }).sms).toMatch(
      new RegExp(`\\s${SIGN_IN.replace(/[./]/g, '\\$&')}$`),
    );
    expect(twoFaCodeEmail({ firstName: FIRST_NAME, code: CODE, language }).text.match(SIX_DIGITS)?.[1]).toBe(CODE);
  });

  it('keeps the code phrase the test kit reads in en and it', () => {
    const kit = /(?:sign-in code is|codice di accesso è) (\d{6})/;
    for (const language of ['en', 'it'])
      expect(twoFaCodeEmail({ firstName: FIRST_NAME, code: CODE, language }).text.match(kit)?.[1]).toBe(CODE);
  });
});

describe('en and it are unchanged', () => {
  it('keeps the English texts', () => {
    expect(twoFaCodeEmail({ firstName: 'Anna', code: '123456', language: 'en' })).toEqual({
      subject: 'Your Vista Portal sign-in code',
      text: `Dear Anna,\n\nyour sign-in code is 123456.\nIt is valid for ${TWO_FA_CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not try to sign in, ignore this message and change your password.\n\n— Vista Portal`,
    });
    expect(registrationReceivedEmail({ firstName: 'Anna', siteName: SITE, language: 'en' }).subject).toBe(
      'We received your Vista Portal registration',
    );
    expect(invitationEmail({ firstName: 'Anna', link: LINK, language: 'en', siteName: SITE }).subject).toBe('Your Vista Portal account');
    expect(patientReminderMessage({ firstName: 'Anna', clinic: SITE, language: 'en' }).sms).toBe(
      `Reminder from ${SITE}: please keep up your vision therapy sessions and contact your eye care professional with any questions.`,
    );
  });

  it('keeps the Italian texts', () => {
    expect(registrationDeclinedEmail({ firstName: 'Anna', siteName: SITE, language: 'it' }).subject).toBe(
      'La tua registrazione al Portale Vista non è stata approvata',
    );
    expect(registrationReceivedEmail({ firstName: 'Anna', siteName: SITE, language: 'it' }).subject).toBe(
      'Abbiamo ricevuto la tua registrazione al Portale Vista',
    );
    expect(passwordResetEmail({ firstName: 'Anna', link: LINK, language: 'it' })).toEqual({
      subject: 'Crea una nuova password per il Portale Vista',
      text: `Gentile Anna,\n\nabbiamo ricevuto una richiesta di nuova password. Apri questo link per crearla:\n${LINK}\n\nIl link è valido 24 ore e si può usare una sola volta. Se non hai fatto tu la richiesta, ignora questo messaggio: la password attuale resta valida.\n\n— Portale Vista`,
    });
    expect(ecpPortalMessage({ firstName: 'Anna', link: SIGN_IN, language: 'it' }).sms).toBe(
      `Portale Vista: il tuo amministratore ti invita ad accedere al portale: ${SIGN_IN}`,
    );
  });
});
