// The notices of the authenticator-app second factor (ASVS 6.3.7: a user hears of every change to
// how they sign in), in the six languages of §1: an app turned on or off or removed by an admin,
// a recovery code used.
// No six-digit number in them: the test kits read the newest six digits of a mail as a code.
import { pick, SIGNATURE, type Catalog, type EmailText } from './templates';

type NoticeInput = { firstName: string; language: string };
type RecoveryInput = NoticeInput & { left: number };

const APP_ON: Catalog<NoticeInput> = {
  en: ({ firstName }) => ({
    subject: 'Vista Portal: authenticator app turned on',
    text: `Dear ${firstName},\n\nan authenticator app now gives the second step of your sign-ins, and every other session of your account was ended.\n\nIf this was not you, tell your administrator at once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName }) => ({
    subject: 'פורטל Vista: אפליקציית אימות הופעלה',
    text: `שלום ${firstName},\n\nמעכשיו אפליקציית אימות מספקת את השלב השני של הכניסות שלכם, וכל שאר ההפעלות של החשבון הסתיימו.\n\nאם לא אתם עשיתם זאת, פנו מיד למנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName }) => ({
    subject: 'Vista 门户：身份验证器应用已启用',
    text: `尊敬的 ${firstName}：\n\n今后由身份验证器应用提供您登录的第二步验证，您账户的其他所有会话均已结束。\n\n如果这不是您本人操作，请立即通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName }) => ({
    subject: 'Portale Vista: app di autenticazione attivata',
    text: `Gentile ${firstName},\n\nda ora un'app di autenticazione fornisce il secondo passaggio dei tuoi accessi, e tutte le altre sessioni del tuo account sono state chiuse.\n\nSe non sei stato tu, avvisa subito il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName }) => ({
    subject: 'Vista-Portal: Authenticator-App eingeschaltet',
    text: `Guten Tag ${firstName},\n\nab jetzt liefert eine Authenticator-App den zweiten Schritt Ihrer Anmeldungen, und alle anderen Sitzungen Ihres Kontos wurden beendet.\n\nWenn Sie das nicht waren, informieren Sie sofort Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName }) => ({
    subject: "Portail Vista : application d'authentification activée",
    text: `Bonjour ${firstName},\n\nUne application d'authentification fournit désormais la deuxième étape de vos connexions, et toutes les autres sessions de votre compte ont été fermées.\n\nSi ce n'était pas vous, prévenez immédiatement votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

const APP_OFF: Catalog<NoticeInput> = {
  en: ({ firstName }) => ({
    subject: 'Vista Portal: authenticator app turned off',
    text: `Dear ${firstName},\n\nthe authenticator app of your account was turned off and its recovery codes no longer work; every other session of your account was ended.\n\nIf this was not you, tell your administrator at once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName }) => ({
    subject: 'פורטל Vista: אפליקציית האימות כובתה',
    text: `שלום ${firstName},\n\nאפליקציית האימות של החשבון שלכם כובתה וקודי השחזור שלה אינם פועלים עוד; כל שאר ההפעלות של החשבון הסתיימו.\n\nאם לא אתם עשיתם זאת, פנו מיד למנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName }) => ({
    subject: 'Vista 门户：身份验证器应用已关闭',
    text: `尊敬的 ${firstName}：\n\n您账户的身份验证器应用已关闭，其恢复码也已失效；您账户的其他所有会话均已结束。\n\n如果这不是您本人操作，请立即通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName }) => ({
    subject: 'Portale Vista: app di autenticazione disattivata',
    text: `Gentile ${firstName},\n\nl'app di autenticazione del tuo account è stata disattivata e i suoi codici di recupero non funzionano più; tutte le altre sessioni del tuo account sono state chiuse.\n\nSe non sei stato tu, avvisa subito il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName }) => ({
    subject: 'Vista-Portal: Authenticator-App ausgeschaltet',
    text: `Guten Tag ${firstName},\n\ndie Authenticator-App Ihres Kontos wurde ausgeschaltet, und ihre Wiederherstellungscodes gelten nicht mehr; alle anderen Sitzungen Ihres Kontos wurden beendet.\n\nWenn Sie das nicht waren, informieren Sie sofort Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName }) => ({
    subject: "Portail Vista : application d'authentification désactivée",
    text: `Bonjour ${firstName},\n\nL'application d'authentification de votre compte a été désactivée et ses codes de récupération ne fonctionnent plus ; toutes les autres sessions de votre compte ont été fermées.\n\nSi ce n'était pas vous, prévenez immédiatement votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

const RECOVERY_USED: Catalog<RecoveryInput> = {
  en: ({ firstName, left }) => ({
    subject: 'Vista Portal: a recovery code was used',
    text: `Dear ${firstName},\n\na recovery code was just used to sign in to your account. ${left} unused codes remain; create new ones in the portal (Two-step verification) before they run out.\n\nIf this was not you, someone has your password and a recovery code: tell your administrator at once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName, left }) => ({
    subject: 'פורטל Vista: נעשה שימוש בקוד שחזור',
    text: `שלום ${firstName},\n\nזה עתה נעשה שימוש בקוד שחזור לכניסה לחשבון שלכם. נותרו ${left} קודים שלא נוצלו; צרו קודים חדשים בפורטל (אימות דו-שלבי) לפני שייגמרו.\n\nאם לא אתם נכנסתם, למישהו יש את הסיסמה שלכם וקוד שחזור: פנו מיד למנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName, left }) => ({
    subject: 'Vista 门户：已使用一个恢复码',
    text: `尊敬的 ${firstName}：\n\n刚刚有人使用恢复码登录了您的账户。还剩 ${left} 个未使用的恢复码；请在用完之前在门户中（两步验证）生成新的恢复码。\n\n如果这不是您本人操作，说明有人掌握了您的密码和一个恢复码：请立即通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName, left }) => ({
    subject: 'Portale Vista: è stato usato un codice di recupero',
    text: `Gentile ${firstName},\n\nè appena stato usato un codice di recupero per accedere al tuo account. Restano ${left} codici non usati; creane di nuovi nel portale (Verifica in due passaggi) prima che finiscano.\n\nSe non sei stato tu, qualcuno ha la tua password e un codice di recupero: avvisa subito il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName, left }) => ({
    subject: 'Vista-Portal: Ein Wiederherstellungscode wurde verwendet',
    text: `Guten Tag ${firstName},\n\nsoeben wurde ein Wiederherstellungscode zur Anmeldung bei Ihrem Konto verwendet. ${left} unbenutzte Codes sind übrig; erstellen Sie im Portal (Zweistufige Verifizierung) neue, bevor sie aufgebraucht sind.\n\nWenn Sie das nicht waren, hat jemand Ihr Passwort und einen Wiederherstellungscode: Informieren Sie sofort Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName, left }) => ({
    subject: 'Portail Vista : un code de récupération a été utilisé',
    text: `Bonjour ${firstName},\n\nUn code de récupération vient d'être utilisé pour vous connecter à votre compte. Il reste ${left} codes inutilisés ; créez-en de nouveaux dans le portail (Vérification en deux étapes) avant qu'ils ne soient épuisés.\n\nSi ce n'était pas vous, quelqu'un possède votre mot de passe et un code de récupération : prévenez immédiatement votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

const APP_RESET: Catalog<NoticeInput> = {
  en: ({ firstName }) => ({
    subject: 'Vista Portal: authenticator app removed by an administrator',
    text: `Dear ${firstName},\n\nan administrator removed the authenticator app of your account, as asked when a phone and its recovery codes are lost. Its recovery codes no longer work and every session of your account was ended. You can set up an app again from your account once you have signed in.\n\nIf you did not ask for this, tell your administrator at once.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName }) => ({
    subject: 'פורטל Vista: אפליקציית האימות הוסרה על ידי מנהל',
    text: `שלום ${firstName},\n\nמנהל הסיר את אפליקציית האימות מהחשבון שלכם, כמבוקש כאשר טלפון וקודי השחזור שלו אובדים. קודי השחזור אינם פועלים עוד וכל ההפעלות של החשבון הסתיימו. אפשר להגדיר אפליקציה מחדש מתוך החשבון לאחר הכניסה.\n\nאם לא ביקשתם זאת, פנו מיד למנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName }) => ({
    subject: 'Vista 门户：管理员已移除身份验证器应用',
    text: `尊敬的 ${firstName}：\n\n应您在手机及其恢复码丢失时的请求，管理员已移除您账户的身份验证器应用。其恢复码已失效，您账户的所有会话均已结束。登录后，您可以在账户中重新设置应用。\n\n如果您没有提出此请求，请立即通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName }) => ({
    subject: 'Portale Vista: app di autenticazione rimossa da un amministratore',
    text: `Gentile ${firstName},\n\nun amministratore ha rimosso l'app di autenticazione del tuo account, come si chiede quando un telefono e i suoi codici di recupero vanno persi. I codici di recupero non funzionano più e tutte le sessioni del tuo account sono state chiuse. Dopo l'accesso puoi configurare di nuovo un'app dal tuo account.\n\nSe non l'hai chiesto tu, avvisa subito il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName }) => ({
    subject: 'Vista-Portal: Authenticator-App von einem Administrator entfernt',
    text: `Guten Tag ${firstName},\n\nein Administrator hat die Authenticator-App Ihres Kontos entfernt, wie es bei verlorenem Telefon samt Wiederherstellungscodes vorgesehen ist. Die Wiederherstellungscodes gelten nicht mehr, und alle Sitzungen Ihres Kontos wurden beendet. Nach der Anmeldung können Sie in Ihrem Konto wieder eine App einrichten.\n\nWenn Sie das nicht veranlasst haben, informieren Sie sofort Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName }) => ({
    subject: "Portail Vista : application d'authentification retirée par un administrateur",
    text: `Bonjour ${firstName},\n\nUn administrateur a retiré l'application d'authentification de votre compte, comme on le demande quand un téléphone et ses codes de récupération sont perdus. Ses codes de récupération ne fonctionnent plus et toutes les sessions de votre compte ont été fermées. Une fois connecté, vous pouvez configurer à nouveau une application depuis votre compte.\n\nSi vous ne l'avez pas demandé, prévenez immédiatement votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

export const appEnabledEmail = (input: NoticeInput): EmailText => APP_ON[pick(input.language)](input);
export const appDisabledEmail = (input: NoticeInput): EmailText => APP_OFF[pick(input.language)](input);
export const recoveryCodeUsedEmail = (input: RecoveryInput): EmailText => RECOVERY_USED[pick(input.language)](input);
export const appResetEmail = (input: NoticeInput): EmailText => APP_RESET[pick(input.language)](input);
