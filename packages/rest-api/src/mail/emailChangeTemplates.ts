// The e-mails of an e-mail address change, in the six languages of §1: the link
// to the new address, which asks the holder's own password, and two notices to the old address,
// when the change is asked for and when it is done. The link appears as in English.
import { EMAIL_CHANGE_LINK_TTL_HOURS } from '@portal/domain/emailChange';
import { pick, SIGNATURE, type Catalog, type EmailText } from './templates';

/** The confirmation page a link opens. */
export const confirmEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/confirm-email?token=${encodeURIComponent(token)}`;

type ConfirmInput = { firstName: string; newEmail: string; link: string; language: string };
type NoticeInput = { firstName: string; newEmail: string; language: string };

const HOURS = EMAIL_CHANGE_LINK_TTL_HOURS;

const CONFIRM_NEW: Catalog<ConfirmInput> = {
  en: ({ firstName, newEmail, link }) => ({
    subject: 'Vista Portal: confirm your new e-mail address',
    text: `Dear ${firstName},\n\nan administrator changed the e-mail address of your Vista Portal account to ${newEmail}. It becomes your username once you confirm it with your current password here:\n${link}\n\nThe link is valid for ${HOURS} hours. Until then you keep signing in with your current address. If you did not expect this, do not open the link and tell your administrator.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, newEmail, link }) => ({
    subject: 'פורטל Vista: אישור כתובת הדוא״ל החדשה שלכם',
    text: `שלום ${firstName},\n\nמנהל מערכת שינה את כתובת הדוא״ל של החשבון שלכם בפורטל Vista ל-${newEmail}. היא תהפוך לשם המשתמש שלכם לאחר שתאשרו אותה עם הסיסמה הנוכחית שלכם כאן:\n${link}\n\nהקישור בתוקף למשך ${HOURS} שעות. עד אז ממשיכים להיכנס עם הכתובת הנוכחית. אם לא ציפיתם לכך, אל תפתחו את הקישור ועדכנו את מנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, newEmail, link }) => ({
    subject: 'Vista 门户：请确认您的新电子邮件地址',
    text: `尊敬的 ${firstName}：\n\n管理员已将您 Vista 门户账户的电子邮件地址更改为 ${newEmail}。请在此使用您当前的密码确认后，它将成为您的用户名：\n${link}\n\n该链接有效期为 ${HOURS} 小时。在此之前，您仍使用当前地址登录。如果您没有预料到此更改，请不要打开链接，并通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, newEmail, link }) => ({
    subject: 'Portale Vista: conferma il tuo nuovo indirizzo e-mail',
    text: `Gentile ${firstName},\n\nun amministratore ha cambiato l'indirizzo e-mail del tuo account del Portale Vista in ${newEmail}. Diventerà il tuo nome utente quando lo confermerai con la tua password attuale qui:\n${link}\n\nIl link è valido ${HOURS} ore. Fino ad allora continui ad accedere con l'indirizzo attuale. Se non te lo aspettavi, non aprire il link e avvisa il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, newEmail, link }) => ({
    subject: 'Vista-Portal: Bestätigen Sie Ihre neue E-Mail-Adresse',
    text: `Guten Tag ${firstName},\n\nein Administrator hat die E-Mail-Adresse Ihres Vista-Portal-Kontos in ${newEmail} geändert. Sie wird Ihr Benutzername, sobald Sie sie hier mit Ihrem aktuellen Passwort bestätigen:\n${link}\n\nDer Link ist ${HOURS} Stunden gültig. Bis dahin melden Sie sich weiter mit Ihrer aktuellen Adresse an. Wenn Sie das nicht erwartet haben, öffnen Sie den Link nicht und informieren Sie Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, newEmail, link }) => ({
    subject: 'Portail Vista : confirmez votre nouvelle adresse e-mail',
    text: `Bonjour ${firstName},\n\nUn administrateur a remplacé l'adresse e-mail de votre compte du Portail Vista par ${newEmail}. Elle deviendra votre nom d'utilisateur une fois confirmée avec votre mot de passe actuel ici :\n${link}\n\nLe lien est valable ${HOURS} heures. D'ici là, vous continuez à vous connecter avec votre adresse actuelle. Si vous ne vous y attendiez pas, n'ouvrez pas le lien et prévenez votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

const REQUESTED_OLD: Catalog<NoticeInput> = {
  en: ({ firstName, newEmail }) => ({
    subject: 'Vista Portal: a change of your e-mail address was requested',
    text: `Dear ${firstName},\n\nan administrator asked to change the e-mail address of your Vista Portal account to ${newEmail}. Nothing changes until the new address is confirmed with your password.\n\nIf you did not expect this, tell your administrator at once; your account keeps this address meanwhile.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, newEmail }) => ({
    subject: 'פורטל Vista: התבקש שינוי של כתובת הדוא״ל שלכם',
    text: `שלום ${firstName},\n\nמנהל מערכת ביקש לשנות את כתובת הדוא״ל של החשבון שלכם בפורטל Vista ל-${newEmail}. דבר לא ישתנה עד שהכתובת החדשה תאושר עם הסיסמה שלכם.\n\nאם לא ציפיתם לכך, עדכנו מיד את מנהל המערכת; בינתיים החשבון שלכם שומר על כתובת זו.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, newEmail }) => ({
    subject: 'Vista 门户：有人申请更改您的电子邮件地址',
    text: `尊敬的 ${firstName}：\n\n管理员申请将您 Vista 门户账户的电子邮件地址更改为 ${newEmail}。在使用您的密码确认新地址之前，不会有任何更改。\n\n如果您没有预料到此操作，请立即通知您的管理员；在此期间，您的账户仍保留此地址。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, newEmail }) => ({
    subject: 'Portale Vista: è stato chiesto di cambiare il tuo indirizzo e-mail',
    text: `Gentile ${firstName},\n\nun amministratore ha chiesto di cambiare l'indirizzo e-mail del tuo account del Portale Vista in ${newEmail}. Non cambia nulla finché il nuovo indirizzo non viene confermato con la tua password.\n\nSe non te lo aspettavi, avvisa subito il tuo amministratore; nel frattempo il tuo account mantiene questo indirizzo.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, newEmail }) => ({
    subject: 'Vista-Portal: Änderung Ihrer E-Mail-Adresse angefordert',
    text: `Guten Tag ${firstName},\n\nein Administrator hat angefordert, die E-Mail-Adresse Ihres Vista-Portal-Kontos in ${newEmail} zu ändern. Es ändert sich nichts, bevor die neue Adresse mit Ihrem Passwort bestätigt ist.\n\nWenn Sie das nicht erwartet haben, informieren Sie sofort Ihren Administrator; Ihr Konto behält bis dahin diese Adresse.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, newEmail }) => ({
    subject: 'Portail Vista : un changement de votre adresse e-mail a été demandé',
    text: `Bonjour ${firstName},\n\nUn administrateur a demandé à remplacer l'adresse e-mail de votre compte du Portail Vista par ${newEmail}. Rien ne change tant que la nouvelle adresse n'est pas confirmée avec votre mot de passe.\n\nSi vous ne vous y attendiez pas, prévenez immédiatement votre administrateur ; en attendant, votre compte conserve cette adresse.\n\n${SIGNATURE.fr}`,
  }),
};

const CHANGED_OLD: Catalog<NoticeInput> = {
  en: ({ firstName, newEmail }) => ({
    subject: 'Vista Portal: your e-mail address was changed',
    text: `Dear ${firstName},\n\nthe e-mail address of your Vista Portal account is now ${newEmail}, confirmed with your password. Sign in with it from now on; every open session was signed out.\n\nIf this was not you, tell your administrator at once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, newEmail }) => ({
    subject: 'פורטל Vista: כתובת הדוא״ל שלכם שונתה',
    text: `שלום ${firstName},\n\nכתובת הדוא״ל של החשבון שלכם בפורטל Vista היא כעת ${newEmail}, לאחר אישור עם הסיסמה שלכם. מעכשיו היכנסו באמצעותה; כל החיבורים הפתוחים נותקו.\n\nאם לא אתם ביצעתם זאת, עדכנו מיד את מנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, newEmail }) => ({
    subject: 'Vista 门户：您的电子邮件地址已更改',
    text: `尊敬的 ${firstName}：\n\n您 Vista 门户账户的电子邮件地址现已更改为 ${newEmail}，并已使用您的密码确认。今后请使用该地址登录；所有已打开的会话均已退出。\n\n如果这不是您本人操作，请立即通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, newEmail }) => ({
    subject: 'Portale Vista: il tuo indirizzo e-mail è stato cambiato',
    text: `Gentile ${firstName},\n\nl'indirizzo e-mail del tuo account del Portale Vista ora è ${newEmail}, confermato con la tua password. D'ora in poi accedi con questo; tutte le sessioni aperte sono state chiuse.\n\nSe non sei stato tu, avvisa subito il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, newEmail }) => ({
    subject: 'Vista-Portal: Ihre E-Mail-Adresse wurde geändert',
    text: `Guten Tag ${firstName},\n\ndie E-Mail-Adresse Ihres Vista-Portal-Kontos lautet jetzt ${newEmail}, bestätigt mit Ihrem Passwort. Melden Sie sich ab sofort damit an; alle offenen Sitzungen wurden abgemeldet.\n\nWenn Sie das nicht waren, informieren Sie sofort Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, newEmail }) => ({
    subject: 'Portail Vista : votre adresse e-mail a été modifiée',
    text: `Bonjour ${firstName},\n\nL'adresse e-mail de votre compte du Portail Vista est désormais ${newEmail}, confirmée avec votre mot de passe. Connectez-vous désormais avec celle-ci ; toutes les sessions ouvertes ont été fermées.\n\nSi ce n'était pas vous, prévenez immédiatement votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

export const confirmNewEmail = (input: ConfirmInput): EmailText => CONFIRM_NEW[pick(input.language)](input);
export const emailChangeRequestedNotice = (input: NoticeInput): EmailText => REQUESTED_OLD[pick(input.language)](input);
export const emailChangedNotice = (input: NoticeInput): EmailText => CHANGED_OLD[pick(input.language)](input);
