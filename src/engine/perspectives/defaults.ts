/**
 * The four built-in perspectives. Names and audiences are the English values the server stores;
 * `renderPerspective` shows them in the view's language while they are unchanged.
 */
import type { BuiltInKind, PerspectiveDefinition } from './types';

function define(definition: PerspectiveDefinition): PerspectiveDefinition {
  return Object.freeze({ ...definition, sections: Object.freeze([...definition.sections]) });
}

export const DEFAULT_PERSPECTIVES: readonly PerspectiveDefinition[] = Object.freeze([
  // skills by category with proficiency and evidence, technical achievements, roles read as projects
  define({
    kind: 'technical',
    name: 'Technical',
    targetAudience: 'Tech leads and engineering managers',
    sections: ['headline', 'summary', 'skills', 'achievements', 'experience', 'education'],
    tone: 'neutral',
  }),
  // leadership, quantified business impact, progression; short
  define({
    kind: 'executive',
    name: 'Executive',
    targetAudience: 'Executives and senior leadership',
    sections: ['headline', 'summary', 'leadership', 'achievements', 'experience'],
    tone: 'concise',
  }),
  // complete timeline with gaps, education, languages with levels, contact, availability and goals
  define({
    kind: 'hr',
    name: 'HR/Recruiter',
    targetAudience: 'Recruiters and HR departments',
    sections: ['headline', 'summary', 'experience', 'education', 'languages', 'skills', 'contact'],
    tone: 'formal',
  }),
  // what anyone with the link may see: no contact data by default, confirmed talents only
  define({
    kind: 'public',
    name: 'Public Portfolio',
    targetAudience: 'Anyone with the link',
    sections: ['headline', 'summary', 'skills', 'achievements', 'talents'],
    tone: 'friendly',
  }),
]);

export function defaultPerspective(kind: BuiltInKind): PerspectiveDefinition {
  const found = DEFAULT_PERSPECTIVES.find((d) => d.kind === kind);
  if (!found) throw new RangeError(`no default perspective "${kind}"`);
  return found;
}
