// The e-mail a visitor gets after registering an ECP with a new site (§2 /register): received,
// waiting for a provider administrator. It carries no link: the create-password invitation
// follows the approval. In the registrant's language (en, it; others read English).
import type { EmailText } from './templates';

const SIGNATURE = { en: '— Vista Portal', it: '— Portale Vista' };

export function registrationReceivedEmail(input: { firstName: string; siteName: string; language: string }): EmailText {
  if (input.language === 'it') {
    return {
      subject: 'Abbiamo ricevuto la tua registrazione al Portale Vista',
      text: `Gentile ${input.firstName},\n\ngrazie per aver registrato ${input.siteName} al Portale Vista. Un amministratore esaminerà la richiesta; se sarà approvata riceverai un'e-mail con un link per creare la password.\n\nSe non hai fatto tu la richiesta, ignora questo messaggio.\n\n${SIGNATURE.it}`,
    };
  }
  return {
    subject: 'We received your Vista Portal registration',
    text: `Dear ${input.firstName},\n\nthank you for registering ${input.siteName} with the Vista Portal. An administrator will review the request; once it is approved you will receive an e-mail with a link to create your password.\n\nIf you did not make this request, ignore this message.\n\n${SIGNATURE.en}`,
  };
}

/** Sent when a provider administrator rejects the registration: nothing of it is kept. */
export function registrationDeclinedEmail(input: { firstName: string; siteName: string; language: string }): EmailText {
  if (input.language === 'it') {
    return {
      subject: 'La tua registrazione al Portale Vista non è stata approvata',
      text: `Gentile ${input.firstName},\n\nla registrazione di ${input.siteName} al Portale Vista non è stata approvata e i dati inviati sono stati eliminati. Per informazioni, contatta il tuo referente Vista.\n\n${SIGNATURE.it}`,
    };
  }
  return {
    subject: 'Your Vista Portal registration was not approved',
    text: `Dear ${input.firstName},\n\nthe registration of ${input.siteName} with the Vista Portal was not approved, and the details you sent have been deleted. For more information, contact your Vista representative.\n\n${SIGNATURE.en}`,
  };
}
