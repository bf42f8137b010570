import { describe, expect, it } from 'vitest';
import { buildCoachContext } from './coach-context';
import { bareInput, input } from './test-fixtures';

describe('buildCoachContext', () => {
  it('summarises skills, roles, talents and sourced figures, and nothing personal', () => {
    const text = buildCoachContext(input('How would I move to the Netherlands?', { language: 'de' }));
    expect(text).toContain('Detected kind: relocation');
    expect(text).toContain('Answer language: de');
    expect(text).toContain('Date: 2025-06-15');
    expect(text).toContain('Skills: Python (expert), PostgreSQL (advanced)');
    expect(text).toContain('Roles, newest first: Backend Developer (2019-06–now); Junior Developer (2016-01–2018-03)');
    expect(text).toContain('Talents: Team Leadership (82%, validated)');
    expect(text).toContain('Gaps between roles: 2018-04 to 2019-05 (14 months)');
    expect(text).toMatch(/NL Netherlands: fit 100% over 55% of the weighting; vacancy: 100% \(4\.3% 2024Q3, Eurostat jvs_q_nace2\)/);
    expect(text).toContain('culture: no data (dataset-disabled)');
    expect(text).toContain('minimum wage EUR 2194/month (2025-01, Eurostat earn_mw_cur)');
    expect(text).toContain('Skill gap for DevOps engineer: 60% of essential skills held; missing essential: Terraform, CI/CD');
    expect(text).toContain('No salary data per role are available.');
    // the country the question names comes first
    expect(text.split('Country comparison:')[1].trim().startsWith('NL')).toBe(true);
    for (const personal of ['Lukas', 'Brandt', 'lukas@example.com', 'Datawerk', 'Acme', 'Reduced API response times'])
      expect(text).not.toContain(personal);
  });

  it('says what is missing rather than leaving it out', () => {
    const text = buildCoachContext(bareInput('Should I move to Portugal?'));
    expect(text).toContain("CV: none uploaded; answers cannot use the person's experience");
    expect(text).toContain('No comparison data for: PT');
    expect(text).toContain('No salary data per role are available.');
  });

  it('is deterministic', () => {
    expect(buildCoachContext(input('How do I negotiate my salary?'))).toBe(buildCoachContext(input('How do I negotiate my salary?')));
  });
});
