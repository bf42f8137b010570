import type { Translation } from '@/web/app/translation';
import type { settingsEn } from '@/web/features/settings/i18n';

export default {
  settings: {
    title: 'Impostazioni',
    intro: 'Come Kairos resta in contatto con te, cosa possono vedere gli altri e come appare l’app.',
    loadFailed: 'Impossibile caricare le tue impostazioni',
    tabsLabel: 'Sezioni delle impostazioni',
    autosave: 'Le modifiche vengono salvate subito.',
    tabs: {
      profile: 'Profilo',
      notifications: 'Notifiche',
      privacy: 'Privacy',
      preferences: 'Preferenze',
    },
    notifications: {
      title: 'Notifiche',
      description: 'Scegli di cosa Kairos ti avvisa e come.',
      emailNotifications: {
        label: 'Notifiche via e-mail',
        description: 'E-mail sulle tue analisi, ad esempio quando l’analisi di un CV è pronta.',
      },
      pushNotifications: {
        label: 'Notifiche del browser',
        description: 'Una notifica da questo browser quando l’analisi di un CV termina o non riesce mentre Kairos è in background.',
      },
      weeklyInsights: {
        label: 'Riepilogo settimanale',
        description: 'Un riepilogo settimanale dei tuoi progressi e dei nuovi suggerimenti.',
      },
      marketUpdates: {
        label: 'Aggiornamenti sul mercato',
        description: 'Novità sui mercati del lavoro e sulle competenze che ti interessano.',
      },
      push: {
        unsupported: 'Questo browser non può mostrare notifiche, quindi le notifiche del browser restano disattivate.',
        denied:
          'Il tuo browser blocca le notifiche di Kairos, quindi le notifiche del browser restano disattivate. Consenti le notifiche per questo sito nelle impostazioni del browser, poi riattivale.',
        dismissed: 'Le notifiche del browser restano disattivate: il browser non ha ricevuto l’autorizzazione.',
        notAllowedHere: 'Le notifiche del browser sono attive nelle tue impostazioni, ma questo browser non le ha ancora consentite.',
        allow: 'Consenti in questo browser',
      },
    },
    privacy: {
      title: 'Privacy',
      description: 'Decidi tu cosa è visibile e cosa viene raccolto. Tutto resta disattivato finché non lo attivi.',
      visibility: {
        label: 'Visibilità del profilo',
        private: 'Privato',
        privateHint:
          'Solo tu puoi vedere il tuo profilo e le tue prospettive. Passando a privato, il tuo portfolio pubblico viene nascosto subito.',
        public: 'Pubblico',
        publicHint: 'La prospettiva Portfolio pubblico può essere aperta da chiunque abbia il suo indirizzo di condivisione.',
      },
      openPerspectives: 'Vai alle tue prospettive',
      dataSharing: {
        label: 'Condividi dati anonimizzati',
        description: 'Consenti a Kairos di usare i tuoi dati, anonimizzati e aggregati, per migliorare le analisi di mercato per tutti.',
      },
      analytics: {
        label: 'Consenti statistiche anonime',
        description: 'Kairos registra visualizzazioni di pagina anonime solo se lo consenti.',
      },
    },
    preferences: {
      title: 'Preferenze',
      description: 'Lingua, fuso orario e aspetto, uguali su ogni dispositivo con cui accedi.',
      language: {
        label: 'Lingua',
        description: 'La lingua dell’intera interfaccia.',
      },
      timezone: {
        label: 'Fuso orario',
        description: 'Date e orari sono mostrati in questo fuso orario. Lì ora sono le {{time}}.',
        cities: {
          'Europe/Berlin': 'Berlino',
          'Europe/London': 'Londra',
          'Europe/Paris': 'Parigi',
          'America/New_York': 'New York',
        },
      },
      theme: {
        label: 'Tema',
        description: 'Sistema segue l’impostazione chiara o scura del tuo dispositivo.',
        light: 'Chiaro',
        dark: 'Scuro',
        system: 'Sistema',
      },
      culturalContext: {
        label: 'Contesto culturale',
        description: 'La cultura del lavoro che vuoi che Kairos tenga presente.',
        options: {
          european: 'Europa (generale)',
          dach: 'Germania, Austria, Svizzera',
          france: 'Francia',
          benelux: 'Benelux',
          nordic: 'Paesi nordici',
          uk_ireland: 'Regno Unito e Irlanda',
          southern_europe: 'Europa meridionale',
          central_eastern_europe: 'Europa centrale e orientale',
          north_america: 'Nord America',
        },
      },
    },
    toasts: {
      saved: 'Impostazioni salvate',
      saveFailed: 'Impossibile salvare le impostazioni. Riprova.',
    },
  } satisfies Translation<typeof settingsEn>,
};
