// English strings of the AI career coach (namespace 'coach', loaded with that page).
// The answers themselves come from the server, already in the person's language.
export const coachEn = {
  title: 'AI Career Coach',
  intro: 'Ask about your next career step. Answers draw on your analysed CV, your talents and goals, and published European market data.',
  form: {
    title: 'Ask the coach',
    label: 'Your question',
    placeholder: 'e.g. How can I move into a leadership role within two years?',
    hint: 'One question at a time works best.',
    submit: 'Get Coaching',
  },
  suggestions: {
    title: 'Suggested questions',
    loading: 'Loading suggested questions...',
  },
  response: {
    title: 'Coaching response',
    question: 'Your question',
    askedOn: 'Asked {{date}}',
    insights: 'Key insights',
    recommendations: 'Recommendations',
    actionItems: 'Action items',
    due: 'Due {{date}}',
    thinking: 'The coach is preparing your answer...',
  },
  insightTypes: {
    strength: 'Strength',
    gap: 'Gap',
    market: 'Market',
    warning: 'Heads-up',
    info: 'Note',
  },
  priority: {
    high: 'High priority',
    medium: 'Medium priority',
    low: 'Low priority',
  },
  engine: {
    label: 'Answered by',
    local: 'Local Kairos engine',
    llm: 'External model: {{name}}',
    noticeTitle: 'Answered by the local engine',
  },
  actions: {
    addToTasks: 'Add to tasks',
    addToTasksLabel: 'Add to tasks: {{task}}',
    added: 'Added to your tasks',
    viewTasks: 'View tasks',
  },
  history: {
    title: 'Recent sessions',
    hint: 'Your latest 10 questions',
    loading: 'Loading your recent sessions...',
    none: 'Your questions will appear here.',
    selected: 'Shown',
  },
  thread: {
    title: 'Conversation',
    new: 'New conversation',
    earlier: 'Earlier in this conversation',
    asked: 'You asked on {{date}}',
    followUpTitle: 'Continue the conversation',
    followUpLabel: 'Your follow-up',
    followUpHint: 'The coach reads it with the questions above.',
    followUpPlaceholder: 'e.g. And how long would that take?',
    followUpSubmit: 'Ask follow-up',
  },
  empty: {
    title: 'No coaching sessions yet',
    hint: 'Ask a question above or pick one of the suggested questions. Every answer comes with recommendations and action items you can turn into tasks.',
  },
  toasts: {
    failed: 'Failed to get coaching response',
    taskAdded: 'Added to your tasks',
    taskFailed: 'Could not add the action item to your tasks. Please try again.',
  },
} as const;
