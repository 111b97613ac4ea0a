// The e-mail a visitor gets after registering an ECP with a new site (§2 /register): received,
// waiting for a provider administrator. It carries no link: the create-password invitation
// follows the approval. In the registrant's language (the six of §1: en, he, zh, it, de, fr;
// anything else reads English), one table of texts per message.
import { pick, SIGNATURE, type Catalog, type EmailText } from './templates';

type RegistrationInput = { firstName: string; siteName: string; language: string };

const RECEIVED: Catalog<RegistrationInput> = {
  en: ({ firstName, siteName }) => ({
    subject: 'We received your Vista Portal registration',
    text: `Dear ${firstName},\n\nthank you for registering ${siteName} with the Vista Portal. An administrator will review the request; once it is approved you will receive an e-mail with a link to create your password.\n\nIf you did not make this request, ignore this message.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, siteName }) => ({
    subject: 'קיבלנו את ההרשמה שלכם לפורטל Vista',
    text: `שלום ${firstName},\n\nתודה שרשמתם את ${siteName} בפורטל Vista. מנהל יבדוק את הבקשה; לאחר שתאושר, תקבלו הודעת דוא"ל עם קישור ליצירת הסיסמה שלכם.\n\nאם לא הגשתם בקשה זו, התעלמו מהודעה זו.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, siteName }) => ({
    subject: '我们已收到您的 Vista 门户注册申请',
    text: `尊敬的 ${firstName}：\n\n感谢您在 Vista 门户注册 ${siteName}。管理员将审核该申请；申请获批后，您将收到一封电子邮件，其中包含创建密码的链接。\n\n如果这不是您本人提出的申请，请忽略此邮件。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, siteName }) => ({
    subject: 'Abbiamo ricevuto la tua registrazione al Portale Vista',
    text: `Gentile ${firstName},\n\ngrazie per aver registrato ${siteName} al Portale Vista. Un amministratore esaminerà la richiesta; se sarà approvata riceverai un'e-mail con un link per creare la password.\n\nSe non hai fatto tu la richiesta, ignora questo messaggio.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, siteName }) => ({
    subject: 'Wir haben Ihre Registrierung für das Vista-Portal erhalten',
    text: `Guten Tag ${firstName},\n\nvielen Dank, dass Sie ${siteName} im Vista-Portal registriert haben. Ein Administrator wird die Anfrage prüfen; sobald sie genehmigt ist, erhalten Sie eine E-Mail mit einem Link zum Erstellen Ihres Passworts.\n\nWenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, siteName }) => ({
    subject: 'Nous avons bien reçu votre inscription au Portail Vista',
    text: `Bonjour ${firstName},\n\nMerci d'avoir inscrit ${siteName} au Portail Vista. Un administrateur va examiner la demande ; une fois celle-ci approuvée, vous recevrez un e-mail contenant un lien pour créer votre mot de passe.\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\n${SIGNATURE.fr}`,
  }),
};

export function registrationReceivedEmail(input: RegistrationInput): EmailText {
  return RECEIVED[pick(input.language)](input);
}

const DECLINED: Catalog<RegistrationInput> = {
  en: ({ firstName, siteName }) => ({
    subject: 'Your Vista Portal registration was not approved',
    text: `Dear ${firstName},\n\nthe registration of ${siteName} with the Vista Portal was not approved, and the details you sent have been deleted. For more information, contact your Vista representative.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, siteName }) => ({
    subject: 'ההרשמה שלכם לפורטל Vista לא אושרה',
    text: `שלום ${firstName},\n\nההרשמה של ${siteName} לפורטל Vista לא אושרה, והפרטים ששלחתם נמחקו. למידע נוסף, פנו לנציג Vista שלכם.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, siteName }) => ({
    subject: '您的 Vista 门户注册申请未获批准',
    text: `尊敬的 ${firstName}：\n\n${siteName} 在 Vista 门户的注册申请未获批准，您提交的资料已被删除。如需了解更多信息，请联系您的 Vista 代表。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, siteName }) => ({
    subject: 'La tua registrazione al Portale Vista non è stata approvata',
    text: `Gentile ${firstName},\n\nla registrazione di ${siteName} al Portale Vista non è stata approvata e i dati inviati sono stati eliminati. Per informazioni, contatta il tuo referente Vista.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, siteName }) => ({
    subject: 'Ihre Registrierung für das Vista-Portal wurde nicht genehmigt',
    text: `Guten Tag ${firstName},\n\ndie Registrierung von ${siteName} im Vista-Portal wurde nicht genehmigt, und die von Ihnen übermittelten Daten wurden gelöscht. Für weitere Informationen wenden Sie sich bitte an Ihre Ansprechperson bei Vista.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, siteName }) => ({
    subject: "Votre inscription au Portail Vista n'a pas été approuvée",
    text: `Bonjour ${firstName},\n\nL'inscription de ${siteName} au Portail Vista n'a pas été approuvée et les informations que vous avez transmises ont été supprimées. Pour plus d'informations, veuillez contacter votre représentant Vista.\n\n${SIGNATURE.fr}`,
  }),
};

/** Sent when a provider administrator rejects the registration: nothing of it is kept. */
export function registrationDeclinedEmail(input: RegistrationInput): EmailText {
  return DECLINED[pick(input.language)](input);
}
