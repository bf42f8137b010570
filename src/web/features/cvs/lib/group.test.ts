import { describe, expect, it } from 'vitest';
import type { Talent } from '@/contract/talents';
import { groupSkills, groupTalents } from './group';

function talent(name: string, status: Talent['status'], confidence: number): Talent {
  return {
    id: name,
    cv_id: 'cv',
    talent_name: name,
    description: '',
    confidence_score: confidence,
    supporting_evidence: [],
    status,
    validation_sources: ['cv'],
    industry_relevance: {},
    development_recommendations: [],
    development_plan: null,
    talent_key: null,
    message_params: null,
    esco_uri: null,
    created_at: '',
    updated_at: '',
  };
}

describe('grouping', () => {
  it('groups talents by status in order, highest confidence first, skipping empty groups', () => {
    const groups = groupTalents([talent('a', 'validated', 100), talent('b', 'discovered', 40), talent('c', 'discovered', 80), talent('d', 'mastered', 60)]);
    expect(groups.map((g) => [g.status, g.talents.map((t) => t.talent_name)])).toEqual([
      ['discovered', ['c', 'b']],
      ['validated', ['a']],
      ['mastered', ['d']],
    ]);
  });

  it('groups skills by category, biggest first and other last, strongest first inside', () => {
    const skill = (name: string, category: string, proficiency: 'beginner' | 'intermediate' | 'advanced' | 'expert') => ({ name, category, proficiency, evidence: [] });
    const groups = groupSkills([
      skill('Excel', 'other', 'expert'),
      skill('Go', 'software', 'intermediate'),
      skill('Rust', 'software', 'expert'),
      skill('SQL', 'data', 'advanced'),
      skill('Scrum', 'other', 'beginner'),
    ]);
    expect(groups.map((g) => [g.category, g.skills.map((s) => s.name)])).toEqual([
      ['software', ['Rust', 'Go']],
      ['data', ['SQL']],
      ['other', ['Excel', 'Scrum']],
    ]);
  });
});
