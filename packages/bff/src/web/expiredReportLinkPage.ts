// The page a browser sees for a visit-report link past its few minutes (REST 410): a calm word
// in the reader's language, what to do (download it again from the patient record) and a way into
// the portal, instead of a JSON error body. Scripts and clients that ask for JSON keep the JSON.
import { LANGUAGES, normaliseLanguage, textDirection, type Language } from '@portal/domain/languages';

interface ExpiredLinkTexts {
  title: string;
  why: string;
  what: string;
  portal: string;
}

export const EXPIRED_LINK_TEXTS: Readonly<Record<Language, ExpiredLinkTexts>> = {
  en: {
    title: 'This download link has expired',
    why: 'To protect patient data, report download links work for a few minutes only.',
    what: "Please download the report again from the patient's record: open the visit in the visit history and choose the file.",
    portal: 'Open the portal',
  },
  it: {
    title: 'Questo link per il download è scaduto',
    why: 'Per proteggere i dati dei pazienti, i link per scaricare i referti valgono solo pochi minuti.',
    what: 'Scarica di nuovo il referto dalla scheda del paziente: apri la visita nello storico delle visite e scegli il file.',
    portal: 'Apri il portale',
  },
  he: {
    title: 'תוקף קישור ההורדה פג',
    why: 'כדי להגן על נתוני המטופלים, קישורים להורדת דוחות פעילים דקות ספורות בלבד.',
    what: 'יש להוריד את הדוח שוב מתיק המטופל: לפתוח את הביקור בהיסטוריית הביקורים ולבחור את הקובץ.',
    portal: 'פתיחת הפורטל',
  },
  zh: {
    title: '此下载链接已过期',
    why: '为保护患者数据，报告下载链接仅在几分钟内有效。',
    what: '请从患者档案中重新下载报告：在就诊历史中打开该次就诊并选择文件。',
    portal: '打开门户',
  },
  de: {
    title: 'Dieser Download-Link ist abgelaufen',
    why: 'Zum Schutz der Patientendaten gelten Download-Links für Berichte nur wenige Minuten.',
    what: 'Bitte laden Sie den Bericht erneut aus der Patientenakte herunter: Öffnen Sie die Untersuchung im Untersuchungsverlauf und wählen Sie die Datei.',
    portal: 'Portal öffnen',
  },
  fr: {
    title: 'Ce lien de téléchargement a expiré',
    why: 'Pour protéger les données des patients, les liens de téléchargement des comptes rendus ne sont valables que quelques minutes.',
    what: 'Veuillez télécharger à nouveau le compte rendu depuis le dossier du patient : ouvrez la visite dans l’historique des visites et choisissez le fichier.',
    portal: 'Ouvrir le portail',
  },
};

/** Whether the request is a browser's page load (it prefers HTML), not a script asking for JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  return Boolean(accept && /\btext\/html\b/i.test(accept));
}

/**
 * The page's language: the one the portal put on the link (`lang`, the reader's portal language),
 * else the browser's first offered language the portal speaks, else English.
 */
export function expiredLinkLanguage(lang: string | undefined, acceptLanguage: string | undefined): Language {
  if (lang && (LANGUAGES as readonly string[]).includes(lang.trim().toLowerCase())) return normaliseLanguage(lang);
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (code && (LANGUAGES as readonly string[]).includes(code)) return normaliseLanguage(code);
  }
  return 'en';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function expiredReportLinkPage(language: Language): string {
  const texts = EXPIRED_LINK_TEXTS[language];
  const [title, why, what, portal] = [texts.title, texts.why, texts.what, texts.portal].map(escapeHtml);
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", "Noto Sans SC", sans-serif; background: #f6f7f9; color: #1f2933; }
  main { max-width: 32rem; margin: 12vh auto 0; padding: 2rem; background: #fff; border: 1px solid #e1e4e8; border-radius: 12px; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  p { line-height: 1.55; margin: 0 0 0.75rem; color: #3e4c59; }
  a { display: inline-block; margin-top: 0.75rem; padding: 0.55rem 1rem; border-radius: 8px; background: #0f6e74; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #7fc4c8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${why}</p>
<p>${what}</p>
<a href="/">${portal}</a>
</main>
</body>
</html>
`;
}
