import type { Translation } from '@/web/app/translation';
import type { coachEn } from '@/web/features/coach/i18n';

export default {
  coach: {
    title: 'Coach di carriera AI',
    intro:
      'Chiedi qual è il tuo prossimo passo di carriera. Le risposte si basano sul tuo CV analizzato, sui tuoi talenti e obiettivi e sui dati pubblici del mercato europeo.',
    form: {
      title: 'Chiedi al coach',
      label: 'La tua domanda',
      placeholder: 'es. Come posso arrivare a un ruolo di responsabilità entro due anni?',
      hint: 'Funziona meglio una domanda alla volta.',
      submit: 'Chiedi al coach',
    },
    suggestions: {
      title: 'Domande suggerite',
      loading: 'Caricamento delle domande suggerite…',
    },
    response: {
      title: 'Risposta del coach',
      question: 'La tua domanda',
      askedOn: 'Chiesto il {{date}}',
      insights: 'Punti chiave',
      recommendations: 'Consigli',
      actionItems: 'Prossime azioni',
      due: 'Scadenza {{date}}',
      thinking: 'Il coach sta preparando la risposta…',
    },
    insightTypes: {
      strength: 'Punto di forza',
      gap: 'Lacuna',
      market: 'Mercato',
      warning: 'Attenzione',
      info: 'Nota',
    },
    priority: {
      high: 'Priorità alta',
      medium: 'Priorità media',
      low: 'Priorità bassa',
    },
    engine: {
      label: 'Risposta di',
      local: 'Motore locale di Kairos',
      llm: 'Modello esterno: {{name}}',
      noticeTitle: 'Risposta del motore locale',
    },
    actions: {
      addToTasks: 'Aggiungi alle attività',
      addToTasksLabel: 'Aggiungi alle attività: {{task}}',
      added: 'Aggiunta alle tue attività',
      viewTasks: 'Vedi le attività',
    },
    history: {
      title: 'Sessioni recenti',
      hint: 'Le tue ultime 10 domande',
      loading: 'Caricamento delle sessioni recenti…',
      none: 'Qui compariranno le tue domande.',
      selected: 'Visualizzata',
    },
    thread: {
      title: 'Conversazione',
      new: 'Nuova conversazione',
      earlier: 'Prima in questa conversazione',
      asked: 'La tua domanda del {{date}}',
      followUpTitle: 'Continua la conversazione',
      followUpLabel: 'La tua domanda successiva',
      followUpHint: 'Il coach la legge insieme alle domande qui sopra.',
      followUpPlaceholder: 'es. E quanto tempo ci vorrebbe?',
      followUpSubmit: 'Chiedi ancora',
    },
    empty: {
      title: 'Ancora nessuna sessione di coaching',
      hint: 'Fai una domanda qui sopra o scegline una tra quelle suggerite. Ogni risposta include consigli e prossime azioni che puoi trasformare in attività.',
    },
    toasts: {
      failed: 'Impossibile ottenere la risposta del coach',
      taskAdded: 'Aggiunta alle tue attività',
      taskFailed: 'Impossibile aggiungere l’azione alle tue attività. Riprova.',
    },
  } satisfies Translation<typeof coachEn>,
};
