import { beforeAll, describe, expect, it } from 'vitest';
import { loadEscoOccupations } from '../occupations/occupations';
import { answerQuestion } from './answer-question';
import { LIMITS } from './draft';
import { COACH_MESSAGES } from './messages/messages';
import { bareInput, comparison, cv, input, market, NOW, person } from './test-fixtures';
import type { CoachAnswer, CoachInput, CoachLanguage } from './types';
import { COACH_LANGUAGES, QUESTION_KINDS } from './types';

function allText(a: CoachAnswer): string {
  return [a.response, ...a.insights.map((i) => i.text), ...a.recommendations.map((r) => r.text), ...a.action_items.map((x) => x.task)].join(
    '\n',
  );
}

function expectWithinLimits(a: CoachAnswer): void {
  expect(a.insights.length).toBeGreaterThanOrEqual(LIMITS.insights.min);
  expect(a.insights.length).toBeLessThanOrEqual(LIMITS.insights.max);
  expect(a.recommendations.length).toBeGreaterThanOrEqual(LIMITS.recommendations.min);
  expect(a.recommendations.length).toBeLessThanOrEqual(LIMITS.recommendations.max);
  expect(a.action_items.length).toBeGreaterThanOrEqual(LIMITS.actions.min);
  expect(a.action_items.length).toBeLessThanOrEqual(LIMITS.actions.max);
}

// the target roles of career goals are read against ESCO's titles: loaded once, before the timed tests
beforeAll(() => void loadEscoOccupations(), 60_000);

const ask = (language: CoachLanguage, kind: (typeof QUESTION_KINDS)[number]) => COACH_MESSAGES[language].suggested[kind];

describe('answerQuestion: every kind in every language', () => {
  for (const language of COACH_LANGUAGES) {
    for (const kind of QUESTION_KINDS) {
      it(`${kind} (${language})`, () => {
        const full = answerQuestion(input(ask(language, kind), { language }));
        const bare = answerQuestion(bareInput(ask(language, kind), { language }));
        for (const a of [full, bare]) {
          expect(a.kind).toBe(kind);
          expect(a.engine).toBe('local');
          expect(a.response.length).toBeGreaterThan(40);
          expectWithinLimits(a);
          // "bei null anfangen" is German for "from scratch"; any other null is a bug
          expect(allText(a)).not.toMatch(/undefined|NaN|\[object|\bnull\b(?! anzufangen)/);
          // recommendations come ordered by priority
          const order = a.recommendations.map((r) => ['high', 'medium', 'low'].indexOf(r.priority));
          expect(order).toEqual([...order].sort((x, y) => x - y));
        }
        expect(full.grounding.length).toBeGreaterThan(0);
        if (language !== 'en') {
          expect(full.response).not.toBe(answerQuestion(input(ask('en', kind))).response);
          // with no CV and no market data every word is the coach's own: none may be English
          expect(allText(bare)).not.toMatch(/\b(the|your|and|with|you)\b/);
        }
      });
    }
  }
});

describe('answerQuestion: unknown and out-of-scope questions', () => {
  it.each(COACH_LANGUAGES)('says what it can help with, in %s, and invents no advice', (language) => {
    const a = answerQuestion(input('banana', { language }));
    const m = COACH_MESSAGES[language];
    expect(a.kind).toBe('unknown');
    expect(a.response).toContain(m.unknown.vague);
    for (const kind of QUESTION_KINDS) expect(a.response).toContain(m.kinds[kind]);
    expect(a.grounding).toEqual([]);
    expectWithinLimits(a);
    // the recommendations only suggest questions the coach can answer
    for (const r of a.recommendations)
      expect(answerQuestion(input(r.text.slice(r.text.indexOf(':') + 1), { language })).kind).not.toBe('unknown');
  });

  it('declines medical, legal and investment questions and points to the right professional', () => {
    expect(answerQuestion(input('Which medication helps against stress at work?')).response).toContain(
      COACH_MESSAGES.en.unknown.outOfScope.medical,
    );
    expect(answerQuestion(input('Should I sue my employer?')).response).toContain(COACH_MESSAGES.en.unknown.outOfScope.legal);
    const money = answerQuestion(input('Soll ich mein Gehalt in Aktien anlegen?', { language: 'de' }));
    expect(money.kind).toBe('unknown');
    expect(money.response).toContain(COACH_MESSAGES.de.unknown.outOfScope.investment);
    expect(money.insights.some((i) => i.type === 'warning')).toBe(true);
  });
});

describe('answerQuestion: grounded only in the input', () => {
  it('says no salary data are available and names no amount when the input has no wage figure', () => {
    const noWage = comparison().map((item) => ({ ...item, indicators: { ...item.indicators, minimumWage: null } }));
    for (const i of [
      bareInput('How do I negotiate my salary?'),
      input('How do I negotiate my salary?', { market: market({ comparison: noWage }) }),
    ]) {
      const a = answerQuestion(i);
      expect(a.kind).toBe('salary_negotiation');
      expect(a.response).toContain('Kairos has no earnings data');
      expect(allText(a)).not.toMatch(/[€$£]|\bEUR\b/);
      expect(a.grounding.join('\n')).not.toMatch(/minimum wage .*€/);
    }
    expect(answerQuestion(bareInput('How do I negotiate my salary?')).response).not.toMatch(/\d/);
  });

  it('never offers the statutory minimum wage as a salary; names pay only from imported earnings by occupation', () => {
    const a = answerQuestion(input('How do I negotiate my salary in the Netherlands?'));
    expect(allText(a)).not.toMatch(/minimum wage|€/);
    expect(a.response).toContain('Kairos has no earnings data for Backend Developer in the Netherlands');
    const munich = answerQuestion(input('What salary if I move to Munich?'));
    expect(munich.kind).toBe('salary_negotiation');
    expect(munich.intent.countries).toEqual(['DE']);
    expect(allText(munich)).not.toMatch(/minimum wage|€/);
    const imported = answerQuestion(
      input('What salary if I move to Munich?', {
        market: market({
          earnings: [{ occupation: 'Backend Developer', country: 'DE', monthlyMedian: 4800, period: '2022', source: 'Destatis earnings survey' }],
        }),
      }),
    );
    expect(imported.response).toContain('€4,800 gross a month for Backend Developer in Germany (2022, Destatis earnings survey)');
  });

  it('describes a relocation component by component and says "no data" where a component has none', () => {
    const a = answerQuestion(input('How would I move to France?'));
    expect(a.kind).toBe('relocation');
    // France has no vacancy figure in the fixture; the Hofstede data set is off by default
    expect(a.response).toContain('Job vacancies: no data (no figure for this country).');
    expect(a.response).toContain('Working culture: no data (the data set is switched off).');
    expect(a.response).toContain('Shortage list: none of your occupations (Software developer and Database administrator) is on the national list.');
    expect(a.response).toContain('What you bring: your CV lists German native, English C1 and Spanish B1.');
    expect(a.grounding).toContain('Country comparison FR, Job vacancies: no data (no figure for this country)');
    expect(a.insights.find((i) => i.type === 'warning')?.text).toMatch(/^No data for: Job vacancies/);

    const nl = answerQuestion(input('Wie könnte ich in die Niederlande umziehen?', { language: 'de' }));
    expect(nl.response).toMatch(/Quote offener Stellen 4,3\s%\s\(2024Q3, Eurostat jvs_q_nace2\)/);
    expect(nl.grounding).toContain('UWV 2024: Software and application developers auf der Engpassliste (NL)');
  });

  it('has no figures for a country that is not in the comparison, and none without a comparison', () => {
    const pt = answerQuestion(input('Should I move to Portugal?'));
    expect(pt.response).toContain('Portugal is not in your country comparison, so I have no figures for it.');
    expect(allText(pt)).not.toMatch(/%|€/);
    const none = answerQuestion(input('Should I move to Portugal?', { market: {} }));
    expect(none.response).toContain('No country comparison is available for you yet');
    expect(none.grounding.filter((g) => /comparison|vacancy|wage/i.test(g))).toEqual([]);
  });

  it('answers about the destination, not the country someone comes from', () => {
    const a = answerQuestion(input('Should I move from the Netherlands to Spain?'));
    expect(a.response).toContain('Overall fit for Spain');
    expect(a.grounding.some((g) => g.startsWith('Country comparison ES'))).toBe(true);
    expect(a.grounding.some((g) => g.includes(' NL '))).toBe(false);
  });

  it('uses the best fit when the question names no country, excluding the home country', () => {
    const a = answerQuestion(input('Should I relocate abroad?'));
    expect(a.response).toContain('does not name a European country');
    expect(a.response).toMatch(/In your country comparison, the Netherlands fits you best \(100%\)/);
  });

  it('uses the skill gap and dated skills for a skill-gap question', () => {
    const a = answerQuestion(input('Which skills am I missing?'));
    expect(a.response).toContain('60% of the essential skills; missing: Terraform and CI/CD.');
    expect(a.recommendations[0]).toEqual({
      priority: 'high',
      text: 'Learn Terraform first: it is an essential skill for DevOps engineer.',
    });
    expect(a.insights.map((i) => i.text)).toContain('Last used more than five years ago: COBOL.');
    expect(a.grounding).toContain('European Commission Digital Decade 2024, 2023: COBOL declining (EU)');
  });

  it('finds an ongoing break from the role dates against now', () => {
    const analysis = cv();
    analysis.experience = analysis.experience.map((e) => ({ ...e, current: false, endDate: e.endDate ?? '2024-02' }));
    const at = (now: string) =>
      answerQuestion(input('How do I get back to work after a career break?', { now, person: person({ analysis }) }));
    expect(at('2025-06-15').grounding).toContain('CV: no role since Feb 2024 (16 months)');
    expect(at('2024-12-01').grounding).toContain('CV: no role since Feb 2024 (10 months)');
    expect(at('2025-06-15').response).toContain('ended in Feb 2024, 1 year and 4 months ago');
    // the earlier 14-month gap between the two roles is found as well
    expect(at('2025-06-15').grounding).toContain('CV: gap of 14 months (Apr 2018 – May 2019)');
    // a current role means no ongoing break
    expect(answerQuestion(input('How do I get back to work after a career break?')).grounding.join('\n')).not.toMatch(/no role since/);
  });

  it('builds interview stories from verbatim CV evidence only', () => {
    const a = answerQuestion(input('How do I prepare for my next job interview?'));
    const stories = a.insights.filter((i) => i.text.startsWith('Story material'));
    expect(stories.map((s) => s.text)).toEqual([
      'Story material (Team Leadership): “Led a team of 5 developers through the migration to Kubernetes”.',
      'Story material (Process Improvement): “Reduced API response times by 40% for 2 million users”.',
    ]);
  });

  it('uses contact data, unquantified lines and the quality score for a CV question', () => {
    const a = answerQuestion(input('How can I improve my CV?'));
    expect(a.response).toContain('Your CV scores 83/100 in the Kairos quality check.');
    expect(a.response).toContain('Your CV header has no phone number.');
    expect(a.response).toContain('For example: “Maintained the payment services and their documentation”.');
    const noSummary = answerQuestion(input('How can I improve my CV?', { person: person({ analysis: cv({ summary: null }) }) }));
    expect(noSummary.recommendations.filter((r) => r.priority === 'high').map((r) => r.text)).toContainEqual(
      expect.stringMatching(/^Write a three-line summary/),
    );
  });

  it('prefers what the profile states over what the CV dates suggest, and says where each fact came from', () => {
    const a = answerQuestion(input('How do I get promoted?', { person: person({ yearsOfExperience: 10, currentRole: 'Lead Engineer' }) }));
    expect(a.grounding).toContain('Profile: 10 years of experience');
    expect(a.grounding).toContain('Profile: current role Lead Engineer');
    const b = answerQuestion(input('How do I get promoted?'));
    expect(b.grounding).toContain('CV: 8 years of experience (from the role dates)');
  });

  it('tailors the job search to the career role', () => {
    const roles = ['job_seeker', 'professional', 'recruiter', 'career_coach'] as const;
    const intros = roles.map(
      (careerRole) => answerQuestion(input('How do I find a new job?', { person: person({ careerRole }) })).response,
    );
    expect(new Set(intros).size).toBe(roles.length);
    expect(intros[0]).toContain(COACH_MESSAGES.en.jobSearch.intro.job_seeker);
  });

  it('says that a CV makes the answer personal when there is none, in every language', () => {
    for (const language of COACH_LANGUAGES) {
      const m = COACH_MESSAGES[language];
      for (const kind of QUESTION_KINDS) {
        const a = answerQuestion(bareInput(ask(language, kind), { language }));
        expect(a.response).toContain(kind === 'cv_improvement' ? m.cv.noCvIntro : m.common.noCv);
        expect(a.action_items.map((x) => x.task)).toContain(m.common.uploadCv);
        expect(a.insights[0]).toEqual({ type: 'info', text: m.common.noCvInsight });
        expect(a.grounding).toEqual([]);
      }
    }
  });
});

describe('answerQuestion: deadlines and determinism', () => {
  it('computes every deadline from now, across month and year ends and leap days', () => {
    const days = (now: string, a: CoachAnswer) =>
      a.action_items.map((x) => Math.round((Date.parse(x.deadline) - Date.parse(now)) / 86_400_000));
    for (const kind of QUESTION_KINDS) {
      const a = answerQuestion(input(ask('en', kind)));
      // a career goal's plan runs over its time frame (two years here); every other kind uses the fixed steps
      if (kind === 'career_goal') for (const d of days(NOW, a)) expect(d).toBeGreaterThanOrEqual(7), expect(d).toBeLessThanOrEqual(731);
      else for (const d of days(NOW, a)) expect([3, 7, 14, 30]).toContain(d);
      for (const x of a.action_items) expect(x.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // sorted by deadline
      expect(a.action_items.map((x) => x.deadline)).toEqual([...a.action_items.map((x) => x.deadline)].sort());
    }
    const dec = answerQuestion(input('How do I build my network?', { now: '2025-12-20' }));
    expect(dec.action_items.map((x) => x.deadline)).toEqual(['2025-12-27', '2026-01-03', '2026-01-19']);
    const leap = answerQuestion(input('How do I build my network?', { now: '2024-02-27T10:00:00Z' }));
    expect(leap.action_items[0].deadline).toBe('2024-03-05');
  });

  it('rejects a now that is not an ISO date', () => {
    expect(() => answerQuestion(input('How do I build my network?', { now: 'yesterday' }))).toThrow(RangeError);
    expect(() => answerQuestion(input('How do I build my network?', { now: '2025-02-30' }))).toThrow(RangeError);
  });

  it('gives the same answer for the same input', () => {
    for (const language of COACH_LANGUAGES) {
      for (const q of ['How would I move to the Netherlands?', 'banana', ask(language, 'skill_gaps'), ask(language, 'promotion')]) {
        const i: CoachInput = input(q, { language });
        const first = answerQuestion(i);
        expect(answerQuestion(structuredClone(i))).toEqual(first);
        expect(JSON.stringify(answerQuestion(i))).toBe(JSON.stringify(first));
      }
    }
  });

  it('does not change its input', () => {
    const i = input('How would I move to the Netherlands?');
    const before = structuredClone(i);
    answerQuestion(i);
    expect(i).toEqual(before);
  });
});

describe('answerQuestion: sparse data', () => {
  const sparse: [string, Partial<CoachInput>][] = [
    [
      'an empty CV',
      {
        person: person({ analysis: cv({ experience: [], skills: [], languages: [], education: [], summary: null }), talents: [] }),
        market: {},
      },
    ],
    ['talents but no CV', { person: { analysis: null, talents: person().talents, goals: ['Lead a team'], careerRole: 'job_seeker' } }],
    [
      'undated roles',
      {
        person: person({
          analysis: cv({ experience: cv().experience.map((e) => ({ ...e, startDate: null, endDate: null, current: false })) }),
        }),
      },
    ],
    ['only skill trends', { market: { skillTrends: market().skillTrends } }],
    [
      'a skill gap with nothing missing',
      { market: market({ skillGap: { occupation: 'Backend developer', skillGapScore: 1, missingSkills: [] } }) },
    ],
  ];
  for (const [name, overrides] of sparse) {
    it(`keeps every answer within its limits for ${name}`, () => {
      for (const language of COACH_LANGUAGES) {
        for (const kind of QUESTION_KINDS) {
          const a = answerQuestion(input(ask(language, kind), { language, ...overrides }));
          expect(a.kind).toBe(kind);
          expectWithinLimits(a);
          expect(allText(a)).not.toMatch(/undefined|NaN|\[object|\bnull\b(?! anzufangen)/);
        }
      }
    });
  }
});
