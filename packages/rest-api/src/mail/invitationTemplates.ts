// The texts of the messages provider admins send from the dashboard (§7 sendMessages): to eye care
// professionals an invitation to the portal, to patients a reminder to keep up their therapy.
// In the recipient's language (en, it; others read English). Health details never travel in them.
import type { EmailText } from './templates';

type Lang = 'en' | 'it';
const pick = (language: string): Lang => (language === 'it' ? 'it' : 'en');

const SIGNATURE = { en: '— Vista Portal', it: '— Portale Vista' };

export interface StaffMessage {
  email: EmailText;
  sms: string;
}

/** To an ECP: sign in to the portal (`link` is the sign-in page). */
export function ecpPortalMessage(input: { firstName: string; link: string; language: string }): StaffMessage {
  if (pick(input.language) === 'it') {
    return {
      email: {
        subject: 'Un messaggio dal tuo amministratore del Portale Vista',
        text: `Gentile ${input.firstName},\n\nil tuo amministratore ti invita ad accedere al Portale Vista per seguire i tuoi pazienti:\n${input.link}\n\nSe non hai ancora una password, usa il link dell'e-mail di invito o "Password dimenticata".\n\n${SIGNATURE.it}`,
      },
      sms: `Portale Vista: il tuo amministratore ti invita ad accedere al portale: ${input.link}`,
    };
  }
  return {
    email: {
      subject: 'A message from your Vista Portal administrator',
      text: `Dear ${input.firstName},\n\nyour administrator invites you to sign in to the Vista Portal to follow your patients:\n${input.link}\n\nIf you have no password yet, use the link of your invitation e-mail or "Forgot password".\n\n${SIGNATURE.en}`,
    },
    sms: `Vista Portal: your administrator invites you to sign in to the portal: ${input.link}`,
  };
}

/** To a patient: a reminder from their clinic (named when known) to keep up the vision therapy. */
export function patientReminderMessage(input: { firstName: string; clinic: string | null; language: string }): StaffMessage {
  if (pick(input.language) === 'it') {
    const from = input.clinic ? ` da ${input.clinic}` : '';
    return {
      email: {
        subject: 'Un promemoria per la tua terapia visiva',
        text: `Gentile ${input.firstName},\n\nun promemoria${from}: continua le sedute della tua terapia visiva come concordato e contatta il tuo specialista della vista per qualsiasi domanda.\n\n${SIGNATURE.it}`,
      },
      sms: `Promemoria${from}: continua le sedute della tua terapia visiva e contatta il tuo specialista per qualsiasi domanda.`,
    };
  }
  const from = input.clinic ? ` from ${input.clinic}` : '';
  return {
    email: {
      subject: 'A reminder about your vision therapy',
      text: `Dear ${input.firstName},\n\na reminder${from}: please keep up your vision therapy sessions as agreed, and contact your eye care professional with any questions.\n\n${SIGNATURE.en}`,
    },
    sms: `Reminder${from}: please keep up your vision therapy sessions and contact your eye care professional with any questions.`,
  };
}
