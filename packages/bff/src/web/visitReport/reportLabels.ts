// The visit report PDF's words, in the languages the PDF is written in. The web app's own
// catalogues (lingui) use the same wording, so the printed page and the PDF read alike.
// Hebrew needs right-to-left text layout, which the PDF renderer does not do yet: a Hebrew
// reader gets the English PDF.

export type ReportLanguage = 'en' | 'it';

export interface ReportLabels {
  title: string;
  confidential: string;
  patient: string;
  patientId: string;
  birthDate: string;
  age: string;
  gender: string;
  genders: Record<'MALE' | 'FEMALE' | 'OTHER', string>;
  clinician: string;
  site: string;
  deviceId: string;
  visitDate: string;
  nextVisit: string;
  treatmentDuration: string;
  months: (count: number) => string;
  testsTaken: string;
  noTests: string;
  measure: string;
  withoutGlasses: string;
  withGlasses: string;
  notTaken: string;
  notSucceeded: string;
  yes: string;
  no: string;
  tests: Record<string, string>;
  measures: Record<string, string>;
  vaUnits: Record<string, string>;
  noStereo: string;
  noResult: string;
  generated: (when: string) => string;
  page: (page: number, pages: number) => string;
  /** The heading of the same test at an earlier visit. */
  earlierVisit: (when: string) => string;
}

export const REPORT_LABELS: Record<ReportLanguage, ReportLabels> = {
  en: {
    title: 'Visit report',
    confidential: 'Confidential: contains patient health information',
    patient: 'Patient',
    patientId: 'Patient ID',
    birthDate: 'Date of birth',
    age: 'Age',
    gender: 'Gender',
    genders: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' },
    clinician: 'Clinician',
    site: 'Site',
    deviceId: 'Device ID',
    visitDate: 'Visit date',
    nextVisit: 'Next visit',
    treatmentDuration: 'Treatment duration',
    months: (count) => (count === 1 ? '1 month' : `${count} months`),
    testsTaken: 'Tests taken',
    noTests: 'No tests were taken at this visit.',
    measure: 'Measure',
    withoutGlasses: 'Without glasses',
    withGlasses: 'With glasses',
    notTaken: 'Not taken',
    earlierVisit: (when) => `Earlier visit: ${when}`,
    notSucceeded: 'Not succeeded',
    yes: 'Yes',
    no: 'No',
    tests: {
      ACT: 'ACT',
      CT: 'CT',
      FUSIONAL_RESERVE: 'Fusional reserve',
      CHART_VA: 'Visual acuity (chart)',
      CHART_CS: 'Contrast sensitivity (chart)',
      AUTO_VA: 'Visual acuity (auto)',
      AUTO_CS: 'Contrast sensitivity (auto)',
      READING: 'Reading',
      COLOR_VISION: 'Color vision',
      WORTH_4_DOT: 'Worth 4 dot',
      STEREO_ACUITY: 'Stereo acuity',
    },
    measures: {
      horizontalDeviation: 'Horizontal deviation (prism diopters)',
      horizontalDirection: 'Horizontal direction',
      verticalDeviation: 'Vertical deviation (prism diopters)',
      verticalDirection: 'Vertical direction',
      intermittent: 'Intermittent',
      convergence: 'Convergence',
      positiveRecovery: 'Positive recovery',
      divergence: 'Divergence',
      negativeRecovery: 'Negative recovery',
      leftEye: 'Left eye',
      rightEye: 'Right eye',
      binocular: 'Binocular',
      totalFixations: 'Fixations',
      percentRegressions: 'Regressions (% of fixations)',
      fixationDurationMs: 'Fixation duration (ms)',
      readingRate: 'Reading rate (words per minute)',
      textLevel: 'Text level',
      readingLanguage: 'Language',
      result: 'Result',
      description: 'Result',
      stereo: 'Stereo acuity (arcsec)',
    },
    vaUnits: { LOG_MAR: 'logMAR', METER: '6/6', FEET: '20/20', DECIMAL: 'decimal' },
    noStereo: 'No stereo',
    noResult: 'No result',
    generated: (when) => `Generated on ${when}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  it: {
    title: 'Referto della visita',
    confidential: 'Riservato: contiene dati sanitari del paziente',
    patient: 'Paziente',
    patientId: 'ID paziente',
    birthDate: 'Data di nascita',
    age: 'Età',
    gender: 'Sesso',
    genders: { MALE: 'Maschio', FEMALE: 'Femmina', OTHER: 'Altro' },
    clinician: 'Professionista',
    site: 'Sede',
    deviceId: 'ID dispositivo',
    visitDate: 'Data della visita',
    nextVisit: 'Prossima visita',
    treatmentDuration: 'Durata del trattamento',
    months: (count) => (count === 1 ? '1 mese' : `${count} mesi`),
    testsTaken: 'Test eseguiti',
    noTests: 'In questa visita non sono stati eseguiti test.',
    measure: 'Misura',
    withoutGlasses: 'Senza occhiali',
    withGlasses: 'Con occhiali',
    notTaken: 'Non eseguito',
    earlierVisit: (when) => `Visita precedente: ${when}`,
    notSucceeded: 'Non riuscito',
    yes: 'Sì',
    no: 'No',
    tests: {
      ACT: 'ACT',
      CT: 'CT',
      FUSIONAL_RESERVE: 'Riserva fusionale',
      CHART_VA: 'Acuità visiva (ottotipo)',
      CHART_CS: 'Sensibilità al contrasto (ottotipo)',
      AUTO_VA: 'Acuità visiva (automatica)',
      AUTO_CS: 'Sensibilità al contrasto (automatica)',
      READING: 'Lettura',
      COLOR_VISION: 'Visione dei colori',
      WORTH_4_DOT: 'Worth 4 punti',
      STEREO_ACUITY: 'Acuità stereoscopica',
    },
    measures: {
      horizontalDeviation: 'Deviazione orizzontale (diottrie prismatiche)',
      horizontalDirection: 'Direzione orizzontale',
      verticalDeviation: 'Deviazione verticale (diottrie prismatiche)',
      verticalDirection: 'Direzione verticale',
      intermittent: 'Intermittente',
      convergence: 'Convergenza',
      positiveRecovery: 'Recupero positivo',
      divergence: 'Divergenza',
      negativeRecovery: 'Recupero negativo',
      leftEye: 'Occhio sinistro',
      rightEye: 'Occhio destro',
      binocular: 'Binoculare',
      totalFixations: 'Fissazioni',
      percentRegressions: 'Regressioni (% delle fissazioni)',
      fixationDurationMs: 'Durata delle fissazioni (ms)',
      readingRate: 'Velocità di lettura (parole al minuto)',
      textLevel: 'Livello del testo',
      readingLanguage: 'Lingua',
      result: 'Risultato',
      description: 'Risultato',
      stereo: 'Acuità stereoscopica (arcsec)',
    },
    vaUnits: { LOG_MAR: 'logMAR', METER: '6/6', FEET: '20/20', DECIMAL: 'decimale' },
    noStereo: 'Nessuna stereopsi',
    noResult: 'Nessun risultato',
    generated: (when) => `Generato il ${when}`,
    page: (page, pages) => `Pagina ${page} di ${pages}`,
  },
};

/** The PDF's language: the one asked for when the PDF is written in it, else English. */
export function reportLanguage(asked: string | null | undefined): ReportLanguage {
  const code = (asked ?? '').trim().toLowerCase().slice(0, 2);
  return code === 'it' ? 'it' : 'en';
}
