// Spanish strings of the AI career coach (namespace 'coach').
import type { Translation } from '@/web/app/translation';
import type { coachEn } from '@/web/features/coach/i18n';

export default {
  coach: {
    title: 'Coach profesional de IA',
    intro:
      'Pregunte por su próximo paso profesional. Las respuestas se basan en su CV analizado, sus talentos y objetivos, y en datos publicados del mercado europeo.',
    form: {
      title: 'Pregunte al coach',
      label: 'Su pregunta',
      placeholder: 'p. ej., ¿cómo puedo pasar a un puesto de liderazgo en dos años?',
      hint: 'Funciona mejor con una pregunta cada vez.',
      submit: 'Obtener consejo',
    },
    suggestions: {
      title: 'Preguntas sugeridas',
      loading: 'Cargando preguntas sugeridas...',
    },
    response: {
      title: 'Respuesta del coach',
      question: 'Su pregunta',
      askedOn: 'Formulada el {{date}}',
      insights: 'Observaciones clave',
      recommendations: 'Recomendaciones',
      actionItems: 'Acciones',
      due: 'Vence el {{date}}',
      thinking: 'El coach está preparando su respuesta...',
    },
    insightTypes: {
      strength: 'Fortaleza',
      gap: 'Carencia',
      market: 'Mercado',
      warning: 'Atención',
      info: 'Nota',
    },
    priority: {
      high: 'Prioridad alta',
      medium: 'Prioridad media',
      low: 'Prioridad baja',
    },
    engine: {
      label: 'Respondido por',
      local: 'Motor local de Kairos',
      llm: 'Modelo externo: {{name}}',
      noticeTitle: 'Respondido por el motor local',
    },
    actions: {
      addToTasks: 'Añadir a tareas',
      addToTasksLabel: 'Añadir a tareas: {{task}}',
      added: 'Añadido a sus tareas',
      viewTasks: 'Ver tareas',
    },
    history: {
      title: 'Sesiones recientes',
      hint: 'Sus 10 últimas preguntas',
      loading: 'Cargando sus sesiones recientes...',
      none: 'Sus preguntas aparecerán aquí.',
      selected: 'Mostrada',
    },
    thread: {
      title: 'Conversación',
      new: 'Nueva conversación',
      earlier: 'Antes en esta conversación',
      asked: 'Su pregunta del {{date}}',
      followUpTitle: 'Continuar la conversación',
      followUpLabel: 'Su pregunta de seguimiento',
      followUpHint: 'El coach la lee junto con las preguntas de arriba.',
      followUpPlaceholder: 'p. ej. ¿Y cuánto tiempo llevaría?',
      followUpSubmit: 'Preguntar',
    },
    empty: {
      title: 'Aún no hay sesiones de coaching',
      hint: 'Plantee una pregunta arriba o elija una de las preguntas sugeridas. Cada respuesta incluye recomendaciones y acciones que puede convertir en tareas.',
    },
    toasts: {
      failed: 'No se ha podido obtener la respuesta del coach',
      taskAdded: 'Añadido a sus tareas',
      taskFailed: 'No se ha podido añadir la acción a sus tareas. Inténtelo de nuevo.',
    },
  } satisfies Translation<typeof coachEn>,
};
