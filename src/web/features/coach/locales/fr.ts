// French translation of the AI career coach (namespace 'coach').
import type { Translation } from '@/web/app/translation';
import type { coachEn } from '@/web/features/coach/i18n';

export default {
  coach: {
    title: 'Coach carrière IA',
    intro:
      'Interrogez le coach sur votre prochaine étape professionnelle. Ses réponses s’appuient sur votre CV analysé, vos talents et vos objectifs, ainsi que sur des données publiées du marché européen.',
    form: {
      title: 'Posez votre question',
      label: 'Votre question',
      placeholder: 'p. ex. Comment accéder à un poste de management d’ici deux ans ?',
      hint: 'Une question à la fois donne les meilleurs résultats.',
      submit: 'Obtenir un conseil',
    },
    suggestions: {
      title: 'Suggestions de questions',
      loading: 'Chargement des suggestions…',
    },
    response: {
      title: 'Réponse du coach',
      question: 'Votre question',
      askedOn: 'Posée le {{date}}',
      insights: 'Points clés',
      recommendations: 'Recommandations',
      actionItems: 'Actions à mener',
      due: 'Échéance : {{date}}',
      thinking: 'Le coach prépare sa réponse…',
    },
    insightTypes: {
      strength: 'Atout',
      gap: 'Lacune',
      market: 'Marché',
      warning: 'Attention',
      info: 'Remarque',
    },
    priority: {
      high: 'Priorité haute',
      medium: 'Priorité moyenne',
      low: 'Priorité basse',
    },
    engine: {
      label: 'Réponse fournie par',
      local: 'Moteur local Kairos',
      llm: 'Modèle externe : {{name}}',
      noticeTitle: 'Réponse du moteur local',
    },
    actions: {
      addToTasks: 'Ajouter aux tâches',
      addToTasksLabel: 'Ajouter aux tâches : {{task}}',
      added: 'Ajouté à vos tâches',
      viewTasks: 'Voir les tâches',
    },
    history: {
      title: 'Sessions récentes',
      hint: 'Vos 10 dernières questions',
      loading: 'Chargement de vos sessions récentes…',
      none: 'Vos questions apparaîtront ici.',
      selected: 'Affichée',
    },
    thread: {
      title: 'Conversation',
      new: 'Nouvelle conversation',
      earlier: 'Plus tôt dans cette conversation',
      asked: 'Votre question du {{date}}',
      followUpTitle: 'Poursuivre la conversation',
      followUpLabel: 'Votre question de suivi',
      followUpHint: 'Le coach la lit avec les questions ci-dessus.',
      followUpPlaceholder: 'p. ex. Et combien de temps cela prendrait-il ?',
      followUpSubmit: 'Poser la question',
    },
    empty: {
      title: 'Aucune session de coaching pour l’instant',
      hint: 'Posez une question ci-dessus ou choisissez une suggestion. Chaque réponse comporte des recommandations et des actions que vous pouvez transformer en tâches.',
    },
    toasts: {
      failed: 'Impossible d’obtenir la réponse du coach',
      taskAdded: 'Ajouté à vos tâches',
      taskFailed: 'Impossible d’ajouter l’action à vos tâches. Veuillez réessayer.',
    },
  } satisfies Translation<typeof coachEn>,
};
