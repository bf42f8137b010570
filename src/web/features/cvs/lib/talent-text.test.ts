import { describe, expect, it } from 'vitest';
import { planStepTitle } from './talent-text';

describe('planStepTitle', () => {
  const talent = { development_recommendations: ['Take a structured negotiation course (Harvard method, BATNA).', 'Quantify the outcomes of your negotiations.'] };
  const texts = { recommendations: ['Besuchen Sie ein strukturiertes Verhandlungstraining.', 'Beziffern Sie Ihre Verhandlungsergebnisse.'] };

  it('shows a step made from the stored recommendation in the interface’s language', () => {
    expect(planStepTitle(talent, texts, talent.development_recommendations[1]!, 1)).toBe('Beziffern Sie Ihre Verhandlungsergebnisse.');
  });

  it('keeps a step that is not the stored recommendation (the default step, an edited plan) as stored', () => {
    expect(planStepTitle(talent, texts, 'Practise this talent in a real project and note the result.', 0)).toBe('Practise this talent in a real project and note the result.');
    expect(planStepTitle(talent, { recommendations: [] }, talent.development_recommendations[0]!, 0)).toBe(talent.development_recommendations[0]);
  });
});
