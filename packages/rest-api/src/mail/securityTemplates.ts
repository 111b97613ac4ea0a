// The e-mail telling a user that their sign-in's second step is paused (too many wrong codes),
// in the six languages of §1. No code in it: the test kits read the newest six digits as a code.
import { SIGN_IN_LIMITS } from '@portal/domain/constants';
import { pick, SIGNATURE, type Catalog, type EmailText } from './templates';

type PausedInput = { firstName: string; language: string };

const WRONG = SIGN_IN_LIMITS.codeFailures.points;

const CODES_PAUSED: Catalog<PausedInput> = {
  en: ({ firstName }) => ({
    subject: 'Vista Portal: sign-in paused for your account',
    text: `Dear ${firstName},\n\nthe sign-in codes sent to you were entered wrongly ${WRONG} times within an hour, so signing in to your account is paused for an hour.\n\nIf this was not you, someone knows your password: once the hour has passed, create a new one with "Forgot your password?" on the sign-in page, and tell your administrator.\n\n${SIGNATURE.en}`,
  }),
  he: ({ firstName }) => ({
    subject: 'פורטל Vista: הכניסה לחשבון שלכם הושהתה',
    text: `שלום ${firstName},\n\nקודי הכניסה שנשלחו אליכם הוזנו באופן שגוי ${WRONG} פעמים בתוך שעה, ולכן הכניסה לחשבון שלכם מושהית למשך שעה.\n\nאם לא אתם ניסיתם להיכנס, מישהו יודע את הסיסמה שלכם: לאחר שתחלוף השעה, צרו סיסמה חדשה באמצעות "שכחת את הסיסמה?" בדף הכניסה, ועדכנו את מנהל המערכת.\n\n${SIGNATURE.he}`,
  }),
  zh: ({ firstName }) => ({
    subject: 'Vista 门户：您的账户登录已暂停',
    text: `尊敬的 ${firstName}：\n\n发送给您的登录验证码在一小时内被输错 ${WRONG} 次，因此您账户的登录已暂停一小时。\n\n如果这不是您本人操作，说明有人知道您的密码：一小时后，请在登录页面通过“忘记密码？”创建新密码，并通知您的管理员。\n\n${SIGNATURE.zh}`,
  }),
  it: ({ firstName }) => ({
    subject: 'Portale Vista: accesso al tuo account sospeso',
    text: `Gentile ${firstName},\n\ni codici di accesso che ti abbiamo inviato sono stati inseriti in modo errato ${WRONG} volte in un'ora, quindi l'accesso al tuo account è sospeso per un'ora.\n\nSe non sei stato tu, qualcuno conosce la tua password: trascorsa l'ora, creane una nuova con "Password dimenticata?" nella pagina di accesso e avvisa il tuo amministratore.\n\n${SIGNATURE.it}`,
  }),
  de: ({ firstName }) => ({
    subject: 'Vista-Portal: Anmeldung für Ihr Konto pausiert',
    text: `Guten Tag ${firstName},\n\ndie Ihnen gesendeten Anmeldecodes wurden innerhalb einer Stunde ${WRONG}-mal falsch eingegeben. Die Anmeldung bei Ihrem Konto ist daher für eine Stunde pausiert.\n\nWenn Sie das nicht waren, kennt jemand Ihr Passwort: Erstellen Sie nach Ablauf der Stunde über „Passwort vergessen?“ auf der Anmeldeseite ein neues und informieren Sie Ihren Administrator.\n\n${SIGNATURE.de}`,
  }),
  fr: ({ firstName }) => ({
    subject: 'Portail Vista : connexion à votre compte suspendue',
    text: `Bonjour ${firstName},\n\nLes codes de connexion qui vous ont été envoyés ont été saisis de manière erronée ${WRONG} fois en une heure : la connexion à votre compte est donc suspendue pendant une heure.\n\nSi ce n'était pas vous, quelqu'un connaît votre mot de passe : une fois l'heure écoulée, créez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion, et prévenez votre administrateur.\n\n${SIGNATURE.fr}`,
  }),
};

export function codesPausedEmail(input: PausedInput): EmailText {
  return CODES_PAUSED[pick(input.language)](input);
}
