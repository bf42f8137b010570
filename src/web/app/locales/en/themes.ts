// English strings of the cultural-theme picker and the AI transparency label (namespace 'themes'),
// bundled: the label sits on pages of many features.
export const themesEn = {
  picker: {
    label: 'Cultural theme',
    description: 'Colours, type and motion of the whole interface, drawn from a culture’s design tradition.',
    loadError: 'Could not load the cultural themes.',
    retry: 'Retry',
    saved: 'Cultural theme applied: {{name}}',
    saveFailed: 'Could not save your cultural theme. Please try again.',
  },
  generated: {
    label: 'AI-generated',
    local: 'Produced on Kairos’s own server by rule-based analysis of your data; no external model.',
    llm: 'Written by the operator’s external language model ({{model}}) from your question and your own data.',
  },
} as const;
