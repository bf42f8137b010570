import type { Translation } from '@/web/app/translation';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';

export default {
  privacyRights: {
    title: 'I tuoi dati',
    description: 'Scarica tutto ciò che Kairos conserva su di te, decidi sui trattamenti facoltativi o elimina il tuo account.',
    export: {
      title: 'Scarica i miei dati',
      description:
        'Un unico archivio zip con account, profilo, impostazioni, CV (con i file originali e le relative analisi), talenti, sessioni di coaching, prospettive, attività, consensi ed eventi di sicurezza, più un README che spiega ogni file.',
      button: 'Scarica i miei dati',
      preparing: 'Preparazione dell’archivio…',
      failed: 'Impossibile scaricare i tuoi dati. Riprova.',
      ready: 'Il tuo archivio è stato scaricato.',
    },
    consents: {
      title: 'Consensi',
      description:
        'I trattamenti facoltativi avvengono solo con il tuo consenso. Puoi revocarlo in qualsiasi momento; ogni modifica viene registrata con data e ora.',
      loadFailed: 'Impossibile caricare i tuoi consensi',
      saved: 'Il tuo consenso è stato registrato.',
      withdrawn: 'Il tuo consenso è stato revocato.',
      saveFailed: 'Impossibile salvare il tuo consenso. Riprova.',
      grantedSince: 'Dato il {{date}}',
      withdrawnOn: 'Revocato il {{date}}',
      never: 'Non dato',
      externalModelNotConfigured: 'Su questa istanza non è configurato alcun modello esterno, quindi in ogni caso non viene inviato nulla.',
      purposes: {
        external_model: {
          label: 'Modello linguistico esterno',
          description:
            'Consenti al coach AI di inviare la tua domanda e una sintesi del tuo profilo al modello linguistico esterno configurato dall’operatore di questa istanza. Senza consenso risponde il motore di Kairos.',
        },
        public_portfolio: {
          label: 'Portfolio pubblico',
          description:
            'Rendi la tua prospettiva pubblica visibile a chiunque abbia il link. È lo stesso interruttore della visibilità del profilo «Pubblico» in Privacy.',
        },
        analytics: {
          label: 'Statistiche di utilizzo',
          description:
            'Registra quali pagine apri (solo pagina e ora, nessun indirizzo IP) per aiutarci a migliorare Kairos. È lo stesso interruttore delle statistiche in Privacy.',
        },
      },
      history: {
        title: 'Cronologia',
        empty: 'Nessun consenso registrato.',
        caption: 'Tutti i consensi che hai dato o revocato, dal più recente',
        purpose: 'Finalità',
        granted: 'Dato',
        withdrawn: 'Revocato',
        stillGiven: '—',
      },
    },
    delete: {
      title: 'Elimina l’account',
      description:
        'Elimina il tuo account e tutto ciò che vi è collegato: profilo, impostazioni, CV e relativi file, analisi, talenti, sessioni di coaching, prospettive, attività, consensi, notifiche e statistiche. L’operazione non si può annullare. Le voci del registro di sicurezza vengono conservate senza alcun dato personale.',
      button: 'Elimina il mio account',
      modalTitle: 'Eliminare il tuo account?',
      modalBody:
        'Tutto ciò che è collegato al tuo account viene eliminato subito e non può essere ripristinato. Valuta di scaricare prima i tuoi dati.',
      emailLabel: 'Digita il tuo indirizzo e-mail per confermare',
      emailPlaceholder: '{{email}}',
      confirm: 'Elimina il mio account per sempre',
      cancel: 'Annulla',
      close: 'Chiudi',
      mismatch: 'Digita il tuo indirizzo e-mail per confermare',
      failed: 'Impossibile eliminare il tuo account. Riprova.',
      deleted: 'Il tuo account e i tuoi dati sono stati eliminati.',
    },
    jsonResume: {
      download: 'Scarica JSON Resume',
    },
  } satisfies Translation<typeof privacyRightsEn>,
};
