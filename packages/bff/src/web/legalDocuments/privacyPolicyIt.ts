// The Vista Portal privacy policy in Italian: the same sections, in the same order, as the
// English text (privacyPolicyEn.ts), for clinicians and patients who read the portal in Italian.
import { versionLine, type LegalDocumentText } from './legalText';

export const PRIVACY_POLICY_IT: LegalDocumentText = {
  title: 'Vista Portal – Informativa sulla privacy',
  versionLine: versionLine('Versione', 'In vigore dal'),
  introduction:
    'La presente Informativa sulla privacy spiega come sono trattati i dati personali quando Vista Portal (il “Portale”) è utilizzato da professionisti della cura della vista, amministratori di sede e amministratori del fornitore, e come sono gestiti i dati sanitari dei pazienti per conto delle strutture che utilizzano il Portale. È redatta ai sensi degli articoli 13 e 14 del Regolamento generale sulla protezione dei dati (UE) 2016/679 (“GDPR”).',
  sections: [
    {
      heading: '1. Chi è responsabile dei dati',
      paragraphs: [
        'Il fornitore del dispositivo Vista e del Portale (il “Fornitore”, “noi”) è titolare del trattamento dei dati personali delle persone che utilizzano il Portale: professionisti della cura della vista, amministratori di sede, amministratori del Fornitore e persone che inviano una richiesta di registrazione.',
        'Per i dati dei pazienti, titolare del trattamento è la struttura o sede presso cui il paziente è in cura. Il Fornitore agisce come responsabile del trattamento per conto della struttura ai sensi dell’articolo 28 del GDPR e tratta i dati dei pazienti solo su istruzioni documentate della struttura, come previsto dall’accordo sul trattamento dei dati che fa parte del contratto di servizio. I pazienti devono rivolgere le domande sui propri dati innanzitutto alla propria struttura.',
      ],
    },
    {
      heading: '2. I dati che trattiamo',
      paragraphs: ['A seconda dell’uso del Portale, trattiamo le seguenti categorie di dati personali:'],
      items: [
        'Dati dell’account: nome e cognome, indirizzo e-mail (il nome utente), numero di telefono, professione, numero di iscrizione all’albo, sede di appartenenza, ruolo, lingua preferita e avvenuta accettazione delle Condizioni d’uso.',
        'Dati di sicurezza: un hash della password (mai la password stessa), codici monouso di accesso e di reimpostazione della password, orari di accesso, tentativi di accesso non riusciti, blocchi dell’account e l’esito della verifica automatica anti-bot eseguita all’accesso o alla registrazione.',
        'Dati dei pazienti trattati per conto della struttura: dati identificativi e di contatto (nome, codice fiscale o identificativo della struttura, data di nascita, genere, e-mail, numero di telefono, indirizzo), stato del trattamento, note, visite e relative date, risultati dei test visivi del dispositivo Vista, referti delle visite e messaggi inviati al paziente via SMS o e-mail. Tra questi vi sono dati relativi alla salute ai sensi dell’articolo 9 del GDPR.',
        'Dati tecnici: indirizzo IP, tipo di browser, pagine e funzioni richieste e registri degli errori, conservati per gestire e proteggere il servizio. I dati inviati dai dispositivi Vista (identificativi, versioni del software, stato e segnalazioni di errore) possono essere collegati alla sede che utilizza il dispositivo.',
      ],
    },
    {
      heading: '3. Finalità e basi giuridiche',
      paragraphs: [
        'Trattiamo i dati dell’account e di sicurezza per creare e gestire l’account, consentire un accesso sicuro, fornire le funzioni del Portale e l’assistenza, inviare comunicazioni di servizio come i link per la password e conservare traccia dell’accettazione delle condizioni. La base giuridica è l’esecuzione del contratto con l’utente o con la sua struttura (articolo 6, paragrafo 1, lettera b, del GDPR) e il nostro legittimo interesse a gestire un servizio sicuro per i professionisti sanitari (articolo 6, paragrafo 1, lettera f, del GDPR).',
        'Trattiamo i dati tecnici e di sicurezza per individuare e prevenire frodi, abusi e attacchi e per indagare sugli incidenti, sulla base del nostro legittimo interesse alla sicurezza del Portale e dei dati sanitari che contiene (articolo 6, paragrafo 1, lettera f), e per adempiere agli obblighi di legge, compresi la vigilanza e la sorveglianza post-commercializzazione dei dispositivi medici e le richieste delle autorità (articolo 6, paragrafo 1, lettera c, del GDPR).',
        'I dati dei pazienti sono trattati per conto della struttura per finalità di medicina preventiva, diagnosi e assistenza sanitaria (articolo 9, paragrafo 2, lettera h, del GDPR), da o sotto la responsabilità di professionisti soggetti al segreto professionale (articolo 9, paragrafo 3, del GDPR). La struttura stabilisce la base giuridica per ciascun paziente, compreso, ove richiesto, il consenso del paziente a essere contattato via SMS o e-mail. Non utilizziamo i dati dei pazienti per finalità proprie, come il marketing o lo sviluppo di prodotti, se non in forma anonima e con l’accordo della struttura.',
      ],
    },
    {
      heading: '4. Cookie e memorizzazione nel browser',
      paragraphs: [
        'Il Portale utilizza un solo cookie di sessione strettamente necessario, che mantiene l’accesso; non è leggibile dagli script ed è eliminato alla disconnessione o al termine della sessione. Il browser memorizza inoltre la lingua scelta, in modo che le schermate di accesso siano mostrate in tale lingua. Il Portale non utilizza cookie pubblicitari o analitici. La verifica anti-bot, se attivata, è fornita da un terzo che può impostare propri cookie, come descritto nella sua informativa.',
      ],
    },
    {
      heading: '5. Per quanto tempo conserviamo i dati',
      paragraphs: [
        'I dati dell’account sono conservati finché l’account è attivo e fino a 24 mesi dopo la sua chiusura, per consentire il ripristino dell’accesso e la gestione di eventuali controversie; le registrazioni dell’accettazione delle condizioni sono conservate per 10 anni. I registri tecnici e di sicurezza sono conservati per 12 mesi, salvo che servano più a lungo per indagare su un incidente. I dati dei pazienti sono conservati per il tempo indicato dalla struttura, nel rispetto dei termini di conservazione della documentazione clinica applicabili alla struttura, e sono restituiti alla struttura o cancellati alla cessazione del contratto di servizio. Le copie di backup sono sovrascritte entro 35 giorni.',
      ],
    },
    {
      heading: '6. Come proteggiamo i dati',
      paragraphs: [
        'I dati sono cifrati durante la trasmissione e la conservazione. L’accesso è limitato in base al ruolo, in modo che ogni professionista veda solo i pazienti della propria sede e ogni amministratore di sede solo la propria sede. L’accesso è protetto da regole sulla password, blocco dell’account dopo ripetuti tentativi non riusciti, verifica in due passaggi facoltativa, disconnessione automatica per inattività e verifica anti-bot. Il nostro personale accede ai dati dei pazienti solo quando necessario per fornire l’assistenza richiesta dalla struttura, nel rispetto di obblighi di riservatezza, e tali accessi sono registrati.',
      ],
    },
    {
      heading: '7. Chi riceve i dati',
      paragraphs: [
        'Ci avvaliamo di responsabili del trattamento vincolati da accordi scritti ai sensi dell’articolo 28 del GDPR: servizi di hosting cloud all’interno dello Spazio economico europeo, servizi di invio di e-mail e SMS per i messaggi inviati dagli utenti e per le comunicazioni di servizio e, se attivato, un servizio di verifica anti-bot. I dati possono inoltre essere comunicati alle autorità quando la legge lo richiede. Non vendiamo dati personali.',
        'Se un responsabile del trattamento si trova al di fuori dello Spazio economico europeo, il trasferimento è tutelato da una decisione di adeguatezza della Commissione europea o dalle clausole contrattuali tipo adottate dalla Commissione, insieme a garanzie supplementari ove necessario. Una copia delle garanzie può essere richiesta all’indirizzo di contatto indicato di seguito.',
      ],
    },
    {
      heading: '8. I diritti dell’interessato',
      paragraphs: ['Ai sensi degli articoli da 15 a 22 del GDPR, l’interessato ha il diritto di:'],
      items: [
        'accedere ai propri dati personali e riceverne una copia;',
        'ottenere la rettifica dei dati inesatti e l’integrazione dei dati incompleti;',
        'ottenere la cancellazione dei dati o la limitazione del trattamento nei casi previsti dal GDPR;',
        'ricevere i dati forniti in un formato strutturato e leggibile da dispositivo automatico (portabilità dei dati);',
        'opporsi in qualsiasi momento al trattamento basato sui nostri legittimi interessi;',
        'proporre reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali (www.garanteprivacy.it), o all’autorità del Paese in cui vive o lavora.',
      ],
    },
    {
      heading: '9. I diritti dei pazienti',
      paragraphs: [
        'I pazienti esercitano i propri diritti sui dati sanitari presso la struttura che li ha in cura, che è titolare del trattamento. Se un paziente ci contatta direttamente, inoltreremo senza ritardo la richiesta alla struttura e la assisteremo nel fornire la risposta.',
      ],
    },
    {
      heading: '10. Modifiche alla presente Informativa',
      paragraphs: [
        'Possiamo aggiornare la presente Informativa quando cambiano il Portale o la normativa. La versione e la data di entrata in vigore indicate all’inizio del documento identificano il testo vigente; le modifiche sostanziali saranno comunicate al momento dell’accesso.',
      ],
    },
    {
      heading: '11. Contatti',
      paragraphs: [
        'Per esercitare i propri diritti o porre domande sulla presente Informativa, scrivere a privacy@vista.example. È inoltre possibile contattare il nostro Responsabile della protezione dei dati all’indirizzo dpo@vista.example. Rispondiamo alle richieste entro un mese, termine prorogabile di altri due mesi per le richieste complesse, nel qual caso ne indicheremo il motivo.',
      ],
    },
  ],
  page: (page, pages) => `Pagina ${page} di ${pages}`,
};
