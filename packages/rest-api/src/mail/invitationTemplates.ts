// The texts of the messages provider admins send from the dashboard (§7 sendMessages): to eye care
// professionals an invitation to the portal, to patients a reminder to keep up their therapy.
// In the recipient's language (the six of §1: en, he, zh, it, de, fr; anything else reads English),
// one table of texts per message. Health details never travel in them.
import { pick, SIGNATURE, type Catalog, type EmailText } from './templates';

export interface StaffMessage {
  email: EmailText;
  sms: string;
}

type EcpInput = { firstName: string; link: string; language: string };

const ECP_PORTAL: Catalog<EcpInput, StaffMessage> = {
  en: ({ firstName, link }) => ({
    email: {
      subject: 'A message from your Vista Portal administrator',
      text: `Dear ${firstName},\n\nyour administrator invites you to sign in to the Vista Portal to follow your patients:\n${link}\n\nIf you have no password yet, use the link of your invitation e-mail or "Forgot password".\n\n${SIGNATURE.en}`,
    },
    sms: `Vista Portal: your administrator invites you to sign in to the portal: ${link}`,
  }),
  he: ({ firstName, link }) => ({
    email: {
      subject: 'הודעה ממנהל המערכת שלכם בפורטל Vista',
      text: `שלום ${firstName},\n\nמנהל המערכת שלכם מזמין אתכם להיכנס לפורטל Vista כדי לעקוב אחר המטופלים שלכם:\n${link}\n\nאם עדיין אין לכם סיסמה, השתמשו בקישור שבהודעת ההזמנה שקיבלתם בדוא"ל או באפשרות "שכחת את הסיסמה?".\n\n${SIGNATURE.he}`,
    },
    sms: `פורטל Vista: מנהל המערכת שלכם מזמין אתכם להיכנס לפורטל: ${link}`,
  }),
  zh: ({ firstName, link }) => ({
    email: {
      subject: '来自您的 Vista 门户管理员的消息',
      text: `尊敬的 ${firstName}：\n\n您的管理员邀请您登录 Vista 门户，以跟进您的患者：\n${link}\n\n如果您还没有密码，请使用邀请邮件中的链接或“忘记密码”功能。\n\n${SIGNATURE.zh}`,
    },
    sms: `Vista 门户：您的管理员邀请您登录门户： ${link}`,
  }),
  it: ({ firstName, link }) => ({
    email: {
      subject: 'Un messaggio dal tuo amministratore del Portale Vista',
      text: `Gentile ${firstName},\n\nil tuo amministratore ti invita ad accedere al Portale Vista per seguire i tuoi pazienti:\n${link}\n\nSe non hai ancora una password, usa il link dell'e-mail di invito o "Password dimenticata".\n\n${SIGNATURE.it}`,
    },
    sms: `Portale Vista: il tuo amministratore ti invita ad accedere al portale: ${link}`,
  }),
  de: ({ firstName, link }) => ({
    email: {
      subject: 'Eine Nachricht Ihres Administrators im Vista-Portal',
      text: `Guten Tag ${firstName},\n\nIhr Administrator lädt Sie ein, sich im Vista-Portal anzumelden, um Ihre Patienten zu betreuen:\n${link}\n\nFalls Sie noch kein Passwort haben, verwenden Sie den Link aus Ihrer Einladungs-E-Mail oder „Passwort vergessen?“.\n\n${SIGNATURE.de}`,
    },
    sms: `Vista-Portal: Ihr Administrator lädt Sie ein, sich im Portal anzumelden: ${link}`,
  }),
  fr: ({ firstName, link }) => ({
    email: {
      subject: 'Un message de votre administrateur du Portail Vista',
      text: `Bonjour ${firstName},\n\nVotre administrateur vous invite à vous connecter au Portail Vista pour suivre vos patients :\n${link}\n\nSi vous n'avez pas encore de mot de passe, utilisez le lien de votre e-mail d'invitation ou « Mot de passe oublié ? ».\n\n${SIGNATURE.fr}`,
    },
    sms: `Portail Vista : votre administrateur vous invite à vous connecter au portail : ${link}`,
  }),
};

/** To an ECP: sign in to the portal (`link` is the sign-in page). */
export function ecpPortalMessage(input: EcpInput): StaffMessage {
  return ECP_PORTAL[pick(input.language)](input);
}

type PatientInput = { firstName: string; clinic: string | null; language: string };

const PATIENT_REMINDER: Catalog<PatientInput, StaffMessage> = {
  en: ({ firstName, clinic }) => {
    const from = clinic ? ` from ${clinic}` : '';
    return {
      email: {
        subject: 'A reminder about your vision therapy',
        text: `Dear ${firstName},\n\na reminder${from}: please keep up your vision therapy sessions as agreed, and contact your eye care professional with any questions.\n\n${SIGNATURE.en}`,
      },
      sms: `Reminder${from}: please keep up your vision therapy sessions and contact your eye care professional with any questions.`,
    };
  },
  he: ({ firstName, clinic }) => {
    const from = clinic ? ` מאת ${clinic}` : '';
    return {
      email: {
        subject: 'תזכורת בנוגע לטיפול הראייה שלכם',
        text: `שלום ${firstName},\n\nתזכורת${from}: אנא המשיכו במפגשי טיפול הראייה כפי שסוכם, ופנו לאיש המקצוע המטפל בראייה שלכם בכל שאלה.\n\n${SIGNATURE.he}`,
      },
      sms: `תזכורת${from}: אנא המשיכו במפגשי טיפול הראייה ופנו לאיש המקצוע המטפל בראייה שלכם בכל שאלה.`,
    };
  },
  zh: ({ firstName, clinic }) => {
    const reminder = clinic ? `来自 ${clinic} 的提醒` : '提醒';
    return {
      email: {
        subject: '关于您视觉训练的提醒',
        text: `尊敬的 ${firstName}：\n\n${reminder}：请按约定继续完成视觉训练课程，如有任何疑问，请联系您的眼科医护人员。\n\n${SIGNATURE.zh}`,
      },
      sms: `${reminder}：请继续完成视觉训练课程，如有任何疑问，请联系您的眼科医护人员。`,
    };
  },
  it: ({ firstName, clinic }) => {
    const from = clinic ? ` da ${clinic}` : '';
    return {
      email: {
        subject: 'Un promemoria per la tua terapia visiva',
        text: `Gentile ${firstName},\n\nun promemoria${from}: continua le sedute della tua terapia visiva come concordato e contatta il tuo specialista della vista per qualsiasi domanda.\n\n${SIGNATURE.it}`,
      },
      sms: `Promemoria${from}: continua le sedute della tua terapia visiva e contatta il tuo specialista per qualsiasi domanda.`,
    };
  },
  de: ({ firstName, clinic }) => {
    const from = clinic ? ` von ${clinic}` : '';
    return {
      email: {
        subject: 'Eine Erinnerung an Ihre Sehtherapie',
        text: `Guten Tag ${firstName},\n\neine Erinnerung${from}: Bitte setzen Sie Ihre Sehtherapie-Sitzungen wie vereinbart fort und wenden Sie sich bei Fragen an Ihre Augenfachkraft.\n\n${SIGNATURE.de}`,
      },
      sms: `Erinnerung${from}: Bitte setzen Sie Ihre Sehtherapie-Sitzungen fort und wenden Sie sich bei Fragen an Ihre Augenfachkraft.`,
    };
  },
  fr: ({ firstName, clinic }) => {
    const from = clinic ? ` de la part de ${clinic}` : '';
    return {
      email: {
        subject: 'Un rappel concernant votre thérapie visuelle',
        text: `Bonjour ${firstName},\n\nUn rappel${from} : veuillez poursuivre vos séances de thérapie visuelle comme convenu et contacter votre professionnel de la vue pour toute question.\n\n${SIGNATURE.fr}`,
      },
      sms: `Rappel${from} : veuillez poursuivre vos séances de thérapie visuelle et contacter votre professionnel de la vue pour toute question.`,
    };
  },
};

/** To a patient: a reminder from their clinic (named when known) to keep up the vision therapy. */
export function patientReminderMessage(input: PatientInput): StaffMessage {
  return PATIENT_REMINDER[pick(input.language)](input);
}

/**
 * To a patient: the doctor's own text (placeholders already filled), under the reminder's subject
 * and signed like every portal e-mail; the SMS is the text alone.
 */
export function patientOwnMessage(input: PatientInput & { text: string }): StaffMessage {
  const language = pick(input.language);
  const reminder = PATIENT_REMINDER[language](input);
  return { email: { subject: reminder.email.subject, text: `${input.text}\n\n${SIGNATURE[language]}` }, sms: input.text };
}
