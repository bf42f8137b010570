import type { Translation } from '@/web/app/translation';
import type { coachEn } from '@/web/features/coach/i18n';

export default {
  coach: {
    title: 'KI-Karrierecoach',
    intro:
      'Fragen Sie nach Ihrem nächsten Karriereschritt. Die Antworten stützen sich auf Ihren analysierten Lebenslauf, Ihre Talente und Ziele sowie auf veröffentlichte europäische Marktdaten.',
    form: {
      title: 'Den Coach fragen',
      label: 'Ihre Frage',
      placeholder: 'z. B. Wie kann ich innerhalb von zwei Jahren in eine Führungsrolle wechseln?',
      hint: 'Am besten stellen Sie eine Frage nach der anderen.',
      submit: 'Coaching erhalten',
    },
    suggestions: {
      title: 'Vorgeschlagene Fragen',
      loading: 'Vorgeschlagene Fragen werden geladen …',
    },
    response: {
      title: 'Antwort des Coaches',
      question: 'Ihre Frage',
      askedOn: 'Gestellt am {{date}}',
      insights: 'Wichtige Erkenntnisse',
      recommendations: 'Empfehlungen',
      actionItems: 'Nächste Schritte',
      due: 'Fällig am {{date}}',
      thinking: 'Der Coach bereitet Ihre Antwort vor …',
    },
    insightTypes: {
      strength: 'Stärke',
      gap: 'Lücke',
      market: 'Markt',
      warning: 'Achtung',
      info: 'Hinweis',
    },
    priority: {
      high: 'Hohe Priorität',
      medium: 'Mittlere Priorität',
      low: 'Niedrige Priorität',
    },
    engine: {
      label: 'Beantwortet von',
      local: 'Lokale Kairos-Engine',
      llm: 'Externes Modell: {{name}}',
      noticeTitle: 'Von der lokalen Engine beantwortet',
    },
    actions: {
      addToTasks: 'Als Aufgabe anlegen',
      addToTasksLabel: 'Als Aufgabe anlegen: {{task}}',
      added: 'Zu Ihren Aufgaben hinzugefügt',
      viewTasks: 'Aufgaben ansehen',
    },
    history: {
      title: 'Letzte Sitzungen',
      hint: 'Ihre letzten 10 Fragen',
      loading: 'Ihre letzten Sitzungen werden geladen …',
      none: 'Hier erscheinen Ihre Fragen.',
      selected: 'Angezeigt',
    },
    thread: {
      title: 'Unterhaltung',
      new: 'Neue Unterhaltung',
      earlier: 'Bisher in dieser Unterhaltung',
      asked: 'Ihre Frage vom {{date}}',
      followUpTitle: 'Unterhaltung fortsetzen',
      followUpLabel: 'Ihre Anschlussfrage',
      followUpHint: 'Der Coach liest sie zusammen mit den Fragen oben.',
      followUpPlaceholder: 'z. B. Und wie lange würde das dauern?',
      followUpSubmit: 'Nachfragen',
    },
    empty: {
      title: 'Noch keine Coaching-Sitzungen',
      hint: 'Stellen Sie oben eine Frage oder wählen Sie eine der vorgeschlagenen Fragen. Jede Antwort enthält Empfehlungen und nächste Schritte, die Sie in Aufgaben umwandeln können.',
    },
    toasts: {
      failed: 'Die Coaching-Antwort konnte nicht abgerufen werden',
      taskAdded: 'Zu Ihren Aufgaben hinzugefügt',
      taskFailed: 'Der Schritt konnte nicht zu Ihren Aufgaben hinzugefügt werden. Bitte versuchen Sie es erneut.',
    },
  } satisfies Translation<typeof coachEn>,
};
