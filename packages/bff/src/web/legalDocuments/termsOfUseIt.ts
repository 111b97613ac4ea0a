// The Vista Portal terms of use in Italian: the same sections, in the same order, as the
// English text (termsOfUseEn.ts), for clinicians who use the portal in Italian.
import { versionLine, type LegalDocumentText } from './legalText';

export const TERMS_OF_USE_IT: LegalDocumentText = {
  title: 'Vista Portal – Condizioni d’uso',
  versionLine: versionLine('Versione', 'In vigore dal'),
  introduction:
    'Le presenti Condizioni d’uso disciplinano l’accesso e l’utilizzo di Vista Portal (il “Portale”), l’applicazione web in cui i professionisti della cura della vista gestiscono pazienti, visite e risultati del dispositivo per test visivi Vista, e in cui gli amministratori del fornitore gestiscono sedi, dispositivi e utenti. Il Portale è gestito dal fornitore del dispositivo Vista (il “Fornitore”, “noi”). Accettando le presenti Condizioni al momento della creazione della password, o utilizzando il Portale, l’utente accetta di esserne vincolato. In caso contrario, non deve utilizzare il Portale.',
  sections: [
    {
      heading: '1. Chi può utilizzare il Portale',
      paragraphs: [
        'Il Portale è destinato ai professionisti abilitati della cura della vista (“ECP”) che operano presso una sede che ha stipulato un contratto di servizio con il Fornitore, agli amministratori di sede che gestiscono tali ECP e dispositivi e agli amministratori del Fornitore. Gli account sono creati da un amministratore o tramite il modulo di registrazione e sono personali.',
        'Utilizzando il Portale l’utente conferma di possedere le qualifiche e le iscrizioni professionali richieste per esercitare nel proprio Paese, che le informazioni fornite su di sé sono esatte e di essere autorizzato dalla propria sede a trattare i dati dei pazienti che inserisce o consulta.',
      ],
    },
    {
      heading: '2. Account e accesso',
      paragraphs: [
        'L’utente è responsabile della riservatezza della propria password e degli eventuali codici di verifica in due passaggi. Non deve condividere il proprio account, annotare la password dove altri possano vederla o consentire ad altri di usare il Portale mentre è connesso. Deve disconnettersi quando lascia un computer condiviso.',
        'L’utente deve informare immediatamente l’amministratore della propria sede o il Fornitore se ritiene che il proprio account sia stato usato senza autorizzazione o che la password sia stata divulgata. Possiamo bloccare un account dopo ripetuti tentativi di accesso non riusciti e richiedere l’impostazione di una nuova password o la verifica in due passaggi.',
        'Gli amministratori di sede sono responsabili di mantenere aggiornato l’elenco degli ECP e dei dispositivi della propria sede e di revocare tempestivamente l’accesso a chi lascia la sede.',
      ],
    },
    {
      heading: '3. Uso consentito',
      paragraphs: [
        'Il Portale può essere utilizzato solo per erogare, gestire e documentare le cure oculistiche dei pazienti della propria sede, per esaminare i risultati del dispositivo Vista, per comunicare con tali pazienti in merito alle loro cure e per amministrare la propria sede nei limiti dei permessi del proprio ruolo. L’uso del Portale deve rispettare le presenti Condizioni, il contratto di servizio della sede, le istruzioni per l’uso del dispositivo e la legge applicabile, comprese le norme deontologiche e la normativa sulla protezione dei dati.',
      ],
      items: [
        'Non tentare di accedere a dati, account o funzioni per cui non si è autorizzati, né di eludere misure di sicurezza o controlli di accesso.',
        'Non copiare, estrarre in modo automatizzato, rivendere o mettere a disposizione di terzi il Portale o i suoi contenuti.',
        'Non caricare codice dannoso, non sovraccaricare il servizio e non verificarne la sicurezza senza la nostra autorizzazione scritta.',
        'Non utilizzare il Portale per inviare messaggi illeciti, ingannevoli o estranei alle cure del paziente.',
      ],
    },
    {
      heading: '4. Dati dei pazienti e responsabilità dell’utente',
      paragraphs: [
        'Le informazioni sui pazienti inserite nel Portale o da esso prodotte sono dati relativi alla salute. La sede (la struttura sanitaria) è titolare del trattamento di tali informazioni e il Fornitore le tratta per suo conto, come descritto nell’Informativa sulla privacy e nell’accordo sul trattamento dei dati stipulato tra la struttura e il Fornitore.',
        'L’utente è responsabile di inserire i dati dei pazienti in modo esatto, di disporre di una base giuridica e, ove richiesto, del consenso del paziente prima di registrare dati o inviare messaggi via SMS o e-mail, di informare i pazienti come previsto dall’informativa della propria struttura e di accedere alla scheda di un paziente solo in presenza di una legittima esigenza di cura o amministrativa.',
        'I referti e i file scaricati o stampati escono dalla protezione del Portale: devono essere conservati, condivisi ed eliminati secondo le procedure della propria struttura e nel rispetto del segreto professionale.',
      ],
    },
    {
      heading: '5. Riservatezza',
      paragraphs: [
        'L’utente deve mantenere riservate tutte le informazioni sui pazienti e tutte le informazioni non pubbliche sul Portale, sul dispositivo e sul Fornitore di cui viene a conoscenza tramite il Portale, e utilizzarle solo per le finalità consentite dalle presenti Condizioni. Tale obbligo permane anche dopo la chiusura dell’account.',
      ],
    },
    {
      heading: '6. Giudizio clinico',
      paragraphs: [
        'Il Portale e il dispositivo Vista supportano, ma non sostituiscono, il giudizio professionale dell’utente. Risultati dei test, grafici e referti devono essere interpretati da un professionista qualificato nel contesto del quadro clinico complessivo. L’utente resta responsabile di ogni diagnosi, decisione terapeutica e controllo successivo. Qualsiasi sospetto malfunzionamento o risultato errato deve essere segnalato senza ritardo al Fornitore.',
      ],
    },
    {
      heading: '7. Disponibilità e modifiche del Portale',
      paragraphs: [
        'Ci impegniamo a mantenere il Portale sempre disponibile, ma non ne garantiamo il funzionamento ininterrotto o privo di errori. Il Portale può non essere disponibile durante la manutenzione programmata, che cerchiamo di pianificare al di fuori del normale orario degli studi e di annunciare in anticipo, e a causa di eventi al di fuori del nostro controllo. L’utente deve conservare la propria documentazione come richiesto dalle norme professionali.',
        'Possiamo aggiornare, migliorare o ritirare funzioni del Portale e rilasciare nuove versioni del software del dispositivo. Se una modifica riduce in modo sostanziale il servizio concordato con la sede, la sede ne sarà informata in anticipo.',
      ],
    },
    {
      heading: '8. Proprietà intellettuale',
      paragraphs: [
        'Il Portale, il relativo software, la grafica, i testi e i marchi appartengono al Fornitore o ai suoi licenzianti. Concediamo all’utente una licenza personale, non esclusiva e non trasferibile per utilizzare il Portale per le finalità indicate nelle presenti Condizioni finché il suo account è attivo. Nessun altro diritto è concesso.',
      ],
    },
    {
      heading: '9. Sospensione e cessazione',
      paragraphs: [
        'Noi o l’amministratore della sede possiamo sospendere o chiudere l’account in caso di violazione delle presenti Condizioni, di cessazione del contratto di servizio della sede, se l’utente non opera più presso la sede o quando necessario per proteggere i pazienti, gli altri utenti o la sicurezza del Portale. Le schede dei pazienti appartengono alla struttura e restano a sua disposizione, secondo il contratto di servizio, anche dopo la chiusura dell’account.',
      ],
    },
    {
      heading: '10. Responsabilità',
      paragraphs: [
        'Nei limiti consentiti dalla legge, il Fornitore non risponde di danni indiretti o consequenziali, né di danni causati dalla violazione delle presenti Condizioni da parte dell’utente, dall’uso improprio delle sue credenziali o da decisioni cliniche prese sulla base delle informazioni presenti nel Portale. Nulla nelle presenti Condizioni limita la responsabilità per morte o lesioni personali causate da negligenza, per frode, dolo o colpa grave, né qualsiasi altra responsabilità che non possa essere limitata ai sensi della legge applicabile, compresa la responsabilità del fabbricante di un dispositivo medico.',
      ],
    },
    {
      heading: '11. Modifiche alle presenti Condizioni',
      paragraphs: [
        'Possiamo modificare le presenti Condizioni, ad esempio per tenere conto di nuove funzioni o di requisiti di legge. La versione e la data di entrata in vigore indicate all’inizio del documento identificano il testo vigente. Le modifiche sostanziali saranno comunicate al momento dell’accesso e potrà essere richiesto di accettare le nuove Condizioni prima di continuare a utilizzare il Portale.',
      ],
    },
    {
      heading: '12. Condizioni applicabili e legge',
      paragraphs: [
        'Le presenti Condizioni si applicano unitamente al contratto di servizio tra la sede e il Fornitore; in caso di contrasto prevale il contratto di servizio. Le presenti Condizioni sono regolate dalla legge scelta in tale contratto o, in mancanza, dalla legge italiana, fatte salve le norme inderogabili a tutela dell’utente nel Paese di residenza. Se una disposizione risulta invalida, le restanti Condizioni restano in vigore.',
      ],
    },
    {
      heading: '13. Contatti',
      paragraphs: [
        'Per domande sulle presenti Condizioni o sul Portale, rivolgersi all’amministratore della propria sede o al servizio di assistenza del Fornitore all’indirizzo support@vista.example.',
      ],
    },
  ],
  page: (page, pages) => `Pagina ${page} di ${pages}`,
};
