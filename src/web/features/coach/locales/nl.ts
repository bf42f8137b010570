import type { Translation } from '@/web/app/translation';
import type { coachEn } from '@/web/features/coach/i18n';

export default {
  coach: {
    title: 'AI-loopbaancoach',
    intro:
      'Stel een vraag over je volgende loopbaanstap. De antwoorden zijn gebaseerd op je geanalyseerde cv, je talenten en doelen, en gepubliceerde Europese marktgegevens.',
    form: {
      title: 'Vraag het de coach',
      label: 'Je vraag',
      placeholder: 'bijv. Hoe kom ik binnen twee jaar in een leidinggevende functie?',
      hint: 'Eén vraag tegelijk werkt het best.',
      submit: 'Vraag het de coach',
    },
    suggestions: {
      title: 'Voorgestelde vragen',
      loading: 'Voorgestelde vragen laden…',
    },
    response: {
      title: 'Antwoord van de coach',
      question: 'Je vraag',
      askedOn: 'Gesteld op {{date}}',
      insights: 'Belangrijkste inzichten',
      recommendations: 'Aanbevelingen',
      actionItems: 'Actiepunten',
      due: 'Deadline {{date}}',
      thinking: 'De coach bereidt je antwoord voor…',
    },
    insightTypes: {
      strength: 'Sterk punt',
      gap: 'Tekort',
      market: 'Markt',
      warning: 'Let op',
      info: 'Opmerking',
    },
    priority: {
      high: 'Hoge prioriteit',
      medium: 'Gemiddelde prioriteit',
      low: 'Lage prioriteit',
    },
    engine: {
      label: 'Beantwoord door',
      local: 'Lokale Kairos-engine',
      llm: 'Extern model: {{name}}',
      noticeTitle: 'Beantwoord door de lokale engine',
    },
    actions: {
      addToTasks: 'Toevoegen aan taken',
      addToTasksLabel: 'Toevoegen aan taken: {{task}}',
      added: 'Toegevoegd aan je taken',
      viewTasks: 'Taken bekijken',
    },
    history: {
      title: 'Recente sessies',
      hint: 'Je laatste 10 vragen',
      loading: 'Je recente sessies laden…',
      none: 'Je vragen verschijnen hier.',
      selected: 'Getoond',
    },
    thread: {
      title: 'Gesprek',
      new: 'Nieuw gesprek',
      earlier: 'Eerder in dit gesprek',
      asked: 'Je vraag van {{date}}',
      followUpTitle: 'Het gesprek voortzetten',
      followUpLabel: 'Je vervolgvraag',
      followUpHint: 'De coach leest hem samen met de vragen hierboven.',
      followUpPlaceholder: 'bijv. En hoe lang zou dat duren?',
      followUpSubmit: 'Vervolgvraag stellen',
    },
    empty: {
      title: 'Nog geen coachingsessies',
      hint: 'Stel hierboven een vraag of kies een van de voorgestelde vragen. Elk antwoord bevat aanbevelingen en actiepunten die je in taken kunt omzetten.',
    },
    toasts: {
      failed: 'Het antwoord van de coach kon niet worden opgehaald',
      taskAdded: 'Toegevoegd aan je taken',
      taskFailed: 'Het actiepunt kon niet aan je taken worden toegevoegd. Probeer het opnieuw.',
    },
  } satisfies Translation<typeof coachEn>,
};
