import { describe, expect, it } from 'vitest';
import { achievementSentences, impactWeight, isLeadership, technicalMatcher, timeline } from './facts';
import { nowMonth } from './format';
import { cv } from './test-fixtures';

describe('achievements', () => {
  it('are quantified experience sentences, amounts and percentages first', () => {
    expect(impactWeight('Cut costs by €120,000.')).toBeGreaterThan(impactWeight('Trained 12 apprentices.'));
    expect(impactWeight('Grew revenue by 15%.')).toBeGreaterThan(impactWeight('Trained 12 apprentices.'));
    expect(impactWeight('Maintained the payment services.')).toBe(0);
    // a year is not a result
    expect(impactWeight('Joined the team in 2019 as a developer.')).toBe(0);
    expect(achievementSentences(cv()).map((s) => s.text)[0]).toBe('Reduced API response times by 40% for 2 million users.');
  });

  it('never come from the summary or the position', () => {
    const analysis = cv({ summary: 'Saved 50% of costs everywhere.' });
    analysis.experience[0].position = 'Lead of 40 people';
    const found = achievementSentences(analysis).map((s) => s.text);
    expect(found).not.toContain('Saved 50% of costs everywhere.');
    expect(found).not.toContain('Lead of 40 people');
  });
});

describe('leadership', () => {
  it.each([
    'Led a team of 5 developers.',
    'Managed a team of 12 engineers.',
    'Mentored two junior engineers.',
    'Leitete ein Team von 8 Entwicklern.',
    'Fachliche und disziplinarische Führung von 6 Mitarbeitenden.',
    "J'ai encadré une équipe de 4 consultants.",
    'Dirigé une équipe de 10 personnes.',
    'Lideré un equipo de 6 personas.',
    'Jefe de equipo en el área de ventas.',
  ])('recognises "%s"', (line) => expect(isLeadership(line)).toBe(true));

  it.each([
    'Maintained the payment services.',
    'Installed LED lighting in 40 shops.',
    'Worked for a leading bank in Zurich.',
    'Managed the release calendar.',
  ])('does not take "%s" for leadership', (line) => expect(isLeadership(line)).toBe(false));
});

describe('technical work', () => {
  it("names one of the person's technical skills, or technical vocabulary", () => {
    const isTechnical = technicalMatcher(cv().skills);
    expect(isTechnical('Moved the reports to PostgreSQL.')).toBe(true);
    expect(isTechnical('Reduced API response times by 40%.')).toBe(true);
    expect(isTechnical('Organised a charity run.')).toBe(false);
    // a methodology is not a technical skill on its own
    expect(isTechnical('Introduced Scrum in three teams.')).toBe(false);
  });
});

describe('timeline', () => {
  const now = nowMonth('2025-06-15');

  it('lists roles newest first with the gaps between them, and counts years once per month', () => {
    const t = timeline(cv(), now);
    expect(t.fullyDated).toBe(true);
    expect(t.entries).toEqual([
      { kind: 'role', role: 0 },
      { kind: 'gap', from: nowMonth('2020-04-01'), to: nowMonth('2020-12-01'), months: 9 },
      { kind: 'role', role: 1 },
    ]);
    expect(t.current).toBe(0);
    expect(t.ongoingBreak).toBeNull();
    // 2016-01…2020-03 (51 months) + 2021-01…2025-06 (54 months) = 105 months
    expect(t.years).toBe(8);
  });

  it('ignores short gaps and overlaps', () => {
    const analysis = cv();
    analysis.experience[1].endDate = '2020-11';
    analysis.experience.push({ ...analysis.experience[1], startDate: '2018-01', endDate: '2019-01', current: false });
    expect(timeline(analysis, now).entries.filter((e) => e.kind === 'gap')).toEqual([]);
  });

  it('states no gaps when a role is undated: it might fill them', () => {
    const analysis = cv();
    analysis.experience.push({ ...analysis.experience[1], startDate: null, endDate: null });
    const t = timeline(analysis, now);
    expect(t.fullyDated).toBe(false);
    expect(t.entries.every((e) => e.kind === 'role')).toBe(true);
    expect(t.years).toBeNull();
  });

  it('finds the ongoing break of a person between roles', () => {
    const analysis = cv();
    analysis.experience[0] = { ...analysis.experience[0], current: false, endDate: '2025-01' };
    const t = timeline(analysis, now);
    expect(t.lastEnd).toBe(nowMonth('2025-01-01'));
    expect(t.ongoingBreak).toEqual({ since: nowMonth('2025-02-01'), months: 5 });
  });
});
