// The texts of the e-mails the sign-in lifecycle sends, in the recipient's language (the six of
// §1: en, he, zh, it, de, fr; anything else reads English). Each message is one table of texts
// keyed by language; `pick`, `SIGNATURE` and `Catalog` are shared with the other template files.
// Links and codes appear in every language exactly as in English: the URL on its own, the code as
// its six digits.
import { TWO_FA_CODE_TTL_MINUTES } from '@portal/domain/constants';
import { normaliseLanguage, type Language } from '@portal/domain/languages';

export interface EmailText {
  subject: string;
  text: string;
}

export type Lang = Language;

/** The language a message is written in: the recipient's stored language, English when unknown. */
export const pick = (language: string | null | undefined): Lang => normaliseLanguage(language);

/** A message's texts, one per language. */
export type Catalog<I, T = EmailText> = Readonly<Record<Lang, (input: I) => T>>;

export const SIGNATURE: Readonly<Record<Lang, string>> = {
  en: '— Vista Portal',
  he: '— פורטל Vista',
  zh: '— Vista 门户',
  it: '— Portale Vista',
  de: '— Vista-Portal',
  fr: '— Portail Vista',
};

type TwoFaInput = { firstName: string; code: string; language: string };

const TWO_FA_CODE: Catalog<TwoFaInput> = {
  en: ({ firstName, code }) => ({
    subject: 'Your Vista Portal sign-in code',
    text: `Dear ${firstName},\n\nyour sign-in code is ${code}.\nIt is valid for ${TWO_FA_CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not try to sign in, ignore this message and change your password.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, code }) => ({
    subject: 'קוד הכניסה שלכם לפורטל Vista',
    text: `שלום ${firstName},\n\nקוד הכניסה שלכם הוא ${code}.\nהקוד בתוקף למשך ${TWO_FA_CODE_TTL_MINUTES} דקות וניתן להשתמש בו פעם אחת בלבד.\n\nאם לא ניסיתם להיכנס, התעלמו מהודעה זו ושנו את הסיסמה שלכם.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, code }) => ({
    subject: '您的 Vista 门户登录验证码',
    text: `尊敬的 ${firstName}：\n\n您的登录验证码是 ${code}。\n验证码有效期为 ${TWO_FA_CODE_TTL_MINUTES} 分钟，仅可使用一次。\n\n如果您没有尝试登录，请忽略此邮件并更改您的密码。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, code }) => ({
    subject: 'Il tuo codice di accesso al Portale Vista',
    text: `Gentile ${firstName},\n\nil tuo codice di accesso è ${code}.\nÈ valido per ${TWO_FA_CODE_TTL_MINUTES} minuti e si può usare una sola volta.\n\nSe non hai provato ad accedere, ignora questo messaggio e cambia la password.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, code }) => ({
    subject: 'Ihr Anmeldecode für das Vista-Portal',
    text: `Guten Tag ${firstName},\n\nIhr Anmeldecode lautet ${code}.\nEr ist ${TWO_FA_CODE_TTL_MINUTES} Minuten gültig und kann nur einmal verwendet werden.\n\nWenn Sie nicht versucht haben, sich anzumelden, ignorieren Sie diese Nachricht und ändern Sie Ihr Passwort.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, code }) => ({
    subject: 'Votre code de connexion au Portail Vista',
    text: `Bonjour ${firstName},\n\nVotre code de connexion est ${code}.\nIl est valable ${TWO_FA_CODE_TTL_MINUTES} minutes et ne peut être utilisé qu'une seule fois.\n\nSi vous n'avez pas tenté de vous connecter, ignorez ce message et changez votre mot de passe.\n\n${SIGNATURE.fr}`,
  }),
};

export function twoFaCodeEmail(input: TwoFaInput): EmailText {
  return TWO_FA_CODE[pick(input.language)](input);
}

/** The create-password page a link opens. */
export const createPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/create-password?token=${encodeURIComponent(token)}`;

type LinkInput = { firstName: string; link: string; language: string };

const PASSWORD_RESET: Catalog<LinkInput> = {
  en: ({ firstName, link }) => ({
    subject: 'Create a new Vista Portal password',
    text: `Dear ${firstName},\n\nwe received a request for a new password. Open this link to create it:\n${link}\n\nThe link is valid for 24 hours and can be used once. If you did not ask for it, ignore this message: your current password stays valid.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, link }) => ({
    subject: 'יצירת סיסמה חדשה לפורטל Vista',
    text: `שלום ${firstName},\n\nקיבלנו בקשה לסיסמה חדשה. פתחו את הקישור הבא כדי ליצור אותה:\n${link}\n\nהקישור בתוקף למשך 24 שעות וניתן להשתמש בו פעם אחת בלבד. אם לא ביקשתם זאת, התעלמו מהודעה זו: הסיסמה הנוכחית שלכם נשארת בתוקף.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, link }) => ({
    subject: '创建新的 Vista 门户密码',
    text: `尊敬的 ${firstName}：\n\n我们收到了设置新密码的请求。请打开以下链接创建新密码：\n${link}\n\n该链接有效期为 24 小时，仅可使用一次。如果这不是您本人提出的请求，请忽略此邮件：您当前的密码仍然有效。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, link }) => ({
    subject: 'Crea una nuova password per il Portale Vista',
    text: `Gentile ${firstName},\n\nabbiamo ricevuto una richiesta di nuova password. Apri questo link per crearla:\n${link}\n\nIl link è valido 24 ore e si può usare una sola volta. Se non hai fatto tu la richiesta, ignora questo messaggio: la password attuale resta valida.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, link }) => ({
    subject: 'Neues Passwort für das Vista-Portal erstellen',
    text: `Guten Tag ${firstName},\n\nwir haben eine Anfrage für ein neues Passwort erhalten. Öffnen Sie diesen Link, um es zu erstellen:\n${link}\n\nDer Link ist 24 Stunden gültig und kann nur einmal verwendet werden. Wenn Sie die Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr aktuelles Passwort bleibt gültig.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Créez un nouveau mot de passe pour le Portail Vista',
    text: `Bonjour ${firstName},\n\nNous avons reçu une demande de nouveau mot de passe. Ouvrez ce lien pour le créer :\n${link}\n\nLe lien est valable 24 heures et ne peut être utilisé qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.\n\n${SIGNATURE.fr}`,
  }),
};

export function passwordResetEmail(input: LinkInput): EmailText {
  return PASSWORD_RESET[pick(input.language)](input);
}

type InvitationInput = LinkInput & { siteName?: string | null };

const INVITATION: Catalog<InvitationInput> = {
  en: ({ firstName, link, siteName }) => ({
    subject: 'Your Vista Portal account',
    text: `Dear ${firstName},\n\na Vista Portal account was created for you${siteName ? ` for ${siteName}` : ''}. Open this link to create your password:\n${link}\n\nThe link is valid for 24 hours and can be used once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, link, siteName }) => ({
    subject: 'החשבון שלכם בפורטל Vista',
    text: `שלום ${firstName},\n\nנוצר לכם חשבון בפורטל Vista${siteName ? ` עבור ${siteName}` : ''}. פתחו את הקישור הבא כדי ליצור את הסיסמה שלכם:\n${link}\n\nהקישור בתוקף למשך 24 שעות וניתן להשתמש בו פעם אחת בלבד.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, link, siteName }) => ({
    subject: '您的 Vista 门户账户',
    text: `尊敬的 ${firstName}：\n\n我们已为您创建${siteName ? ` ${siteName} 的` : '了'} Vista 门户账户。请打开以下链接设置您的密码：\n${link}\n\n该链接有效期为 24 小时，仅可使用一次。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, link, siteName }) => ({
    subject: 'Il tuo account del Portale Vista',
    text: `Gentile ${firstName},\n\nè stato creato un account del Portale Vista${siteName ? ` per ${siteName}` : ''}. Apri questo link per creare la password:\n${link}\n\nIl link è valido 24 ore e si può usare una sola volta.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, link, siteName }) => ({
    subject: 'Ihr Konto im Vista-Portal',
    text: `Guten Tag ${firstName},\n\nfür Sie wurde ein Konto im Vista-Portal${siteName ? ` für ${siteName}` : ''} eingerichtet. Öffnen Sie diesen Link, um Ihr Passwort zu erstellen:\n${link}\n\nDer Link ist 24 Stunden gültig und kann nur einmal verwendet werden.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, link, siteName }) => ({
    subject: 'Votre compte sur le Portail Vista',
    text: `Bonjour ${firstName},\n\nUn compte sur le Portail Vista a été créé à votre nom${siteName ? ` pour ${siteName}` : ''}. Ouvrez ce lien pour créer votre mot de passe :\n${link}\n\nLe lien est valable 24 heures et ne peut être utilisé qu'une seule fois.\n\n${SIGNATURE.fr}`,
  }),
};

export function invitationEmail(input: InvitationInput): EmailText {
  return INVITATION[pick(input.language)](input);
}
