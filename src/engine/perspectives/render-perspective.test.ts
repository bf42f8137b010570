import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSPECTIVES, defaultPerspective } from './defaults';
import { renderPerspective } from './render-perspective';
import { EMAIL, NOW, PHONE, TALENTS, cv, nobody, person } from './test-fixtures';
import type { PerspectiveDefinition, RenderedPerspective, SectionKey } from './types';
import { PERSPECTIVE_LANGUAGES, SECTION_KEYS, TONES } from './types';

const en = { now: NOW, language: 'en' } as const;

function section(view: RenderedPerspective, key: SectionKey) {
  const found = view.sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key} in ${view.title}`);
  return found;
}

const texts = (view: RenderedPerspective, key: SectionKey) => section(view, key).items.map((i) => i.text);

function custom(sections: SectionKey[], tone: PerspectiveDefinition['tone'] = 'neutral', name = 'For my mentor'): PerspectiveDefinition {
  return { kind: 'custom', name, targetAudience: null, sections, tone };
}

describe('default perspectives', () => {
  it('are the four built-ins, in the spec order', () => {
    expect(DEFAULT_PERSPECTIVES.map((d) => [d.kind, d.name])).toEqual([
      ['technical', 'Technical'],
      ['executive', 'Executive'],
      ['hr', 'HR/Recruiter'],
      ['public', 'Public Portfolio'],
    ]);
    expect(Object.isFrozen(DEFAULT_PERSPECTIVES[0].sections)).toBe(true);
  });

  it.each(DEFAULT_PERSPECTIVES.map((d) => [d.kind, d] as const))('%s renders every chosen section from full data', (_, def) => {
    const view = renderPerspective(def, person(), en);
    expect(view.sections.map((s) => s.key)).toEqual(def.sections);
    expect(view.coverage.every((c) => c.filled)).toBe(true);
    expect(view.confidence).toBe(100);
    expect(view.tone).toBe(def.tone);
  });

  it('technical: skills by category with proficiency and evidence, technical achievements only, roles as projects', () => {
    const view = renderPerspective(defaultPerspective('technical'), person(), en);
    expect(view.title).toBe('Technical');
    expect(view.audience).toBe('Tech leads and engineering managers');
    const skills = section(view, 'skills');
    expect(skills.heading).toBe('Technical skills');
    // categories ordered by their strongest skill (Python expert), the skills of a category together
    expect(skills.items.map((i) => [i.text, i.detail])).toEqual([
      ['Python', 'Software · expert'],
      ['Docker', 'Cloud & DevOps · advanced'],
      ['Kubernetes', 'Cloud & DevOps · intermediate'],
      ['PostgreSQL', 'Data · advanced'],
      ['Scrum', 'Methodologies · intermediate'],
    ]);
    // a line of work is better evidence than the skills list, which shows only when there is nothing else
    expect(skills.items[0].evidence).toEqual(['Wrote batch jobs in Python for the billing system.']);
    expect(skills.items[1].evidence).toEqual(['Skills: Docker']);
    const achievements = texts(view, 'achievements');
    expect(section(view, 'achievements').heading).toBe('Technical achievements');
    expect(achievements).toContain('Reduced API response times by 40% for 2 million users.');
    expect(achievements).not.toContain('Organised a charity run that raised 15 donations for the local school.');
    const roles = section(view, 'experience');
    expect(roles.heading).toBe('Roles and projects');
    expect(roles.items[0]).toMatchObject({ text: 'Backend Team Lead — Datawerk AG', detail: 'Jan 2021 – present · Berlin' });
    expect(roles.items[0].evidence?.[0]).toBe('Reduced API response times by 40% for 2 million users.');
  });

  it('executive: leadership, business impact strongest first, progression without detail lines, concise', () => {
    const view = renderPerspective(defaultPerspective('executive'), person(), en);
    expect(texts(view, 'leadership')).toEqual([
      'Led a team of 5 developers through the migration to Kubernetes.',
      'Mentored two junior engineers.',
    ]);
    expect(section(view, 'leadership').items[0].detail).toBe('Backend Team Lead, Datawerk AG');
    const impact = section(view, 'achievements');
    expect(impact.heading).toBe('Business impact');
    // amounts and percentages before counts; at most three items in the concise tone
    expect(impact.items.map((i) => i.text)).toEqual([
      'Reduced API response times by 40% for 2 million users.',
      'Cut payment processing costs by €120,000 per year.',
      'Led a team of 5 developers through the migration to Kubernetes.',
    ]);
    const progression = section(view, 'experience');
    expect(progression.heading).toBe('Career progression');
    expect(progression.items).toEqual([
      { text: 'Backend Team Lead — Datawerk AG', detail: 'Jan 2021 – present · Berlin' },
      { text: 'Backend Developer — Acme GmbH', detail: 'Jan 2016 – Mar 2020 · Hamburg' },
    ]);
    expect(texts(view, 'headline')).toEqual(['Lukas Brandt — Backend Team Lead at Datawerk AG']);
  });

  it('HR: complete timeline with its gap, education, languages with levels, contact, goals and availability', () => {
    const view = renderPerspective(defaultPerspective('hr'), person(), en);
    expect(texts(view, 'headline')).toEqual([
      'Lukas Brandt works as Backend Team Lead at Datawerk AG, is based in Berlin and has 9 years of professional experience.',
    ]);
    expect(texts(view, 'summary')).toEqual([
      'Backend developer with a focus on payment systems and reliable APIs.',
      'I find it hard to explain my gap after Acme.',
      'The stated career goals are: Become an engineering manager and Work in the Netherlands.',
      'Currently employed as Backend Team Lead at Datawerk AG.',
    ]);
    expect(texts(view, 'experience')).toEqual([
      'Backend Team Lead — Datawerk AG',
      'No role is listed from Apr 2020 to Dec 2020 (9 months).',
      'Backend Developer — Acme GmbH',
    ]);
    expect(section(view, 'education').items).toEqual([{ text: 'B.Sc., Computer Science', detail: 'TU Berlin · 2012 – 2015' }]);
    expect(section(view, 'languages').items).toEqual([
      { text: 'German', detail: 'native' },
      { text: 'English', detail: 'C1' },
      { text: 'Dutch', detail: 'level not stated' },
    ]);
    expect(section(view, 'contact').items).toEqual([
      { text: EMAIL, detail: 'E-mail' },
      { text: PHONE, detail: 'Phone' },
      { text: 'Berlin', detail: 'Location' },
      { text: 'https://github.com/lbrandt', detail: 'Link' },
    ]);
  });

  it('HR: a person between roles gets the ongoing break and when the last role ended', () => {
    const analysis = cv();
    analysis.experience = analysis.experience.map((r) => ({ ...r, current: false, endDate: r.endDate ?? '2024-09' }));
    const data = person({ analysis, profile: { ...person().profile, currentRole: null, company: null } });
    const view = renderPerspective(defaultPerspective('hr'), data, en);
    expect(texts(view, 'summary')).toContain('No current role is listed; the most recent one ended in Sep 2024.');
    expect(texts(view, 'experience')[0]).toBe('No role is listed since Oct 2024 (9 months).');
  });

  it('public: headline, summary, top skills, selected achievements and validated or mastered talents; no contact data', () => {
    const view = renderPerspective(defaultPerspective('public'), person(), en);
    expect(texts(view, 'headline')).toEqual([
      "Hi, I'm Lukas Brandt: Backend Team Lead at Datawerk AG, based in Berlin, 9 years of experience.",
    ]);
    // the bio is private (onboarding stores "challenges" there); the CV summary is what the person published
    expect(texts(view, 'summary')).toEqual(['Backend developer with a focus on payment systems and reliable APIs.']);
    expect(section(view, 'skills').heading).toBe('Top skills');
    expect(section(view, 'skills').items[0]).toEqual({ text: 'Python', detail: 'expert' });
    expect(section(view, 'achievements').heading).toBe('Selected achievements');
    expect(section(view, 'talents').items.map((i) => [i.text, i.detail])).toEqual([
      ['Team Leadership', 'validated · 100%'],
    ]);
  });

  it('the headline takes role and employer from one source: an onboarding role never meets the CV employer', () => {
    const data = person({ profile: { ...person().profile, currentRole: 'Engineering Manager', company: null } });
    const headline = texts(renderPerspective(defaultPerspective('hr'), data, en), 'headline')[0] ?? '';
    expect(headline).toContain('Engineering Manager');
    expect(headline).not.toContain('Datawerk');
    const fromCv = person({ profile: { ...person().profile, currentRole: null, company: null } });
    expect(texts(renderPerspective(defaultPerspective('hr'), fromCv, en), 'headline')[0]).toContain('Backend Team Lead at Datawerk AG');
  });
});

describe('the public portfolio never leaks', () => {
  const leaky = () => {
    const analysis = cv({ summary: `Backend developer. Write to ${EMAIL} or call ${PHONE}.` });
    analysis.experience[0].description += `\n- Answered 300 support calls a month on 0170 1234567.`;
    analysis.personalInfo.location = 'Hauptstraße 5, 10115 Berlin';
    return person({ analysis, profile: { ...person().profile, location: null } });
  };

  it('phone or e-mail, not even from a CV line, unless the definition lists contact', () => {
    const view = renderPerspective(defaultPerspective('public'), leaky(), en);
    const json = JSON.stringify(view);
    expect(json).not.toContain(EMAIL);
    expect(json).not.toContain('1234567');
    expect(json).not.toContain('Hauptstraße');
    expect(view.sections.map((s) => s.key)).not.toContain('contact');
  });

  it('unconfirmed talents, and says why when no talent is confirmed', () => {
    const json = JSON.stringify(renderPerspective(defaultPerspective('public'), person(), en));
    expect(json).not.toContain('Financial Acumen');
    const onlyDiscovered = person({ talents: TALENTS.filter((t) => t.status === 'discovered') });
    const view = renderPerspective(defaultPerspective('public'), onlyDiscovered, en);
    expect(view.coverage.find((c) => c.key === 'talents')).toMatchObject({ filled: false, reasonCode: 'no-confirmed-talents' });
  });

  it('shows the profile contact, and only that, once the person adds the contact section', () => {
    const def = { ...defaultPerspective('public'), sections: [...defaultPerspective('public').sections, 'contact' as const] };
    const view = renderPerspective(def, leaky(), en);
    expect(section(view, 'contact').items).toEqual([
      { text: EMAIL, detail: 'E-mail' },
      { text: PHONE, detail: 'Phone' },
    ]);
    // still nothing outside the contact section
    const rest = JSON.stringify(view.sections.filter((s) => s.key !== 'contact'));
    expect(rest).not.toContain(EMAIL);
    expect(rest).not.toContain('1234567');
  });

  it('keeps the private views complete: the same CV line shows in the technical view', () => {
    const view = renderPerspective(defaultPerspective('technical'), leaky(), en);
    expect(texts(view, 'summary')[0]).toContain(EMAIL);
  });
});

describe('confidence', () => {
  it('is 0 with no data at all, for every perspective, and says what is missing', () => {
    for (const def of [...DEFAULT_PERSPECTIVES, custom([...SECTION_KEYS])]) {
      const view = renderPerspective(def, nobody(), en);
      expect(view.confidence).toBe(0);
      expect(view.sections).toEqual([]);
      expect(view.coverage.map((c) => c.key)).toEqual([...new Set(def.sections)]);
      expect(view.coverage.every((c) => !c.filled && c.reason && c.reasonCode)).toBe(true);
    }
    expect(renderPerspective(defaultPerspective('executive'), nobody(), en).confidenceExplanation).toBe(
      '0 of 5 chosen sections have content; weighted by importance, the data covers 0% of this view. Nothing yet for: Profile, Summary, Leadership, Business impact, and Career progression.',
    );
  });

  it.each(DEFAULT_PERSPECTIVES.map((d) => [d.kind, d] as const))('%s rises as data is added', (_, def) => {
    const profileOnly = person({ analysis: null, talents: [] });
    const cvOnly = person({ talents: [] });
    const scores = [nobody(), profileOnly, cvOnly, person()].map((data) => renderPerspective(def, data, en).confidence);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]);
    expect(scores[0]).toBe(0);
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[3]).toBe(100);
    expect(scores[2]).toBeGreaterThan(scores[1]);
  });

  it('weighs sections by importance, the perspective’s own sections double', () => {
    // technical: headline 2, summary 2, skills 3×2, achievements 3×2, experience 3, education 2 = 21
    const noEducation = person({ analysis: cv({ education: [] }) });
    const view = renderPerspective(defaultPerspective('technical'), noEducation, en);
    expect(view.coverage.map((c) => c.weight)).toEqual([2, 2, 6, 6, 3, 2]);
    expect(view.confidence).toBe(Math.round((100 * 19) / 21));
    expect(view.coverage.find((c) => c.key === 'education')).toMatchObject({
      filled: false,
      reason: 'The CV analysis found no education.',
    });
  });
});

describe('custom perspectives', () => {
  it('render only the chosen sections, in the chosen order, without duplicates', () => {
    const view = renderPerspective(custom(['languages', 'talents', 'skills', 'languages']), person(), en);
    expect(view.sections.map((s) => s.key)).toEqual(['languages', 'talents', 'skills']);
    expect(view.title).toBe('For my mentor');
    expect(view.audience).toBe('General audience');
    // plain headings: the custom lens has no special names
    expect(view.sections.map((s) => s.heading)).toEqual(['Languages', 'Talents', 'Skills']);
    // private views show unconfirmed talents too, labelled as such
    expect(section(view, 'talents').items.map((i) => i.detail)).toEqual([
      'validated · 100%',
      'in development · 57%',
      'discovered, not yet confirmed · 66%',
    ]);
  });

  it('fall back to a name and keep a chosen audience', () => {
    const view = renderPerspective({ ...custom(['headline'], 'neutral', '  '), targetAudience: 'Fintech founders' }, person(), en);
    expect(view.title).toBe('Custom perspective');
    expect(view.audience).toBe('Fintech founders');
  });

  it('a renamed built-in keeps the name it was given', () => {
    const view = renderPerspective({ ...defaultPerspective('technical'), name: 'For Datawerk' }, person(), { now: NOW, language: 'de' });
    expect(view.title).toBe('For Datawerk');
    expect(view.audience).toBe('Tech Leads und Engineering-Manager');
  });

  it('tone changes framing and length, never the facts', () => {
    const sections: SectionKey[] = ['headline', 'summary', 'achievements', 'experience', 'skills'];
    const views = Object.fromEntries(TONES.map((tone) => [tone, renderPerspective(custom(sections, tone), person(), en)]));
    expect(texts(views.formal, 'headline')[0]).toMatch(/^Lukas Brandt works as .*\.$/);
    expect(texts(views.friendly, 'headline')[0]).toMatch(/^Hi, I'm Lukas Brandt/);
    expect(texts(views.neutral, 'headline')[0]).toBe('Lukas Brandt · Backend Team Lead at Datawerk AG · Berlin · 9 years of experience');
    expect(texts(views.concise, 'headline')[0]).toBe('Lukas Brandt — Backend Team Lead at Datawerk AG');
    expect(texts(views.formal, 'summary')).toContain(
      'The stated career goals are: Become an engineering manager and Work in the Netherlands.',
    );
    expect(texts(views.concise, 'summary')).toContain('Goals: Become an engineering manager and Work in the Netherlands');
    // concise keeps the strongest items; every one of them is also in the formal view
    const formal = texts(views.formal, 'achievements');
    const concise = texts(views.concise, 'achievements');
    expect(concise.length).toBe(3);
    expect(formal.length).toBeGreaterThan(concise.length);
    expect(formal.slice(0, 3)).toEqual(concise);
    expect(section(views.concise, 'experience').items[0].evidence).toHaveLength(1);
    expect(section(views.formal, 'experience').items[0].evidence).toHaveLength(3);
    // the same facts, whatever the tone: every achievement text is a CV sentence
    const cvText = JSON.stringify(cv().experience);
    for (const view of Object.values(views)) for (const t of texts(view, 'achievements')) expect(cvText).toContain(t);
  });

  it('concise cuts a long summary to its first sentence, verbatim', () => {
    const long = `${'Backend developer with ten years in payments and a focus on reliable, observable APIs.'} ${'Also '.repeat(30)}more.`;
    const view = renderPerspective(custom(['summary'], 'concise'), person({ analysis: cv({ summary: long }) }), en);
    expect(texts(view, 'summary')[0]).toBe('Backend developer with ten years in payments and a focus on reliable, observable APIs.');
  });
});

describe('languages', () => {
  it.each(PERSPECTIVE_LANGUAGES)('%s: headings and framing translated, CV text as written', (language) => {
    const view = renderPerspective(defaultPerspective('hr'), person(), { now: NOW, language });
    expect(view.language).toBe(language);
    const english = renderPerspective(defaultPerspective('hr'), person(), en);
    if (language !== 'en') {
      expect(view.title).not.toBe(english.title);
      expect(view.sections.map((s) => s.heading)).not.toEqual(english.sections.map((s) => s.heading));
      expect(texts(view, 'headline')).not.toEqual(texts(english, 'headline'));
    }
    expect(texts(view, 'summary')[0]).toBe('Backend developer with a focus on payment systems and reliable APIs.');
    expect(section(view, 'experience').items[0].evidence).toEqual(section(english, 'experience').items[0].evidence);
  });

  it('formats dates, levels, language names and percentages for the language', () => {
    const de = renderPerspective(defaultPerspective('hr'), person(), { now: NOW, language: 'de' });
    expect(section(de, 'experience').items[0].detail).toBe('Jan. 2021 – heute · Berlin');
    expect(section(de, 'languages').items[0]).toEqual({ text: 'Deutsch', detail: 'Muttersprache' });
    expect(texts(de, 'experience')[1]).toBe('Von Apr. 2020 bis Dez. 2020 ist keine Stelle angegeben (9 Monate).');
    const fr = renderPerspective(custom(['talents']), person(), { now: NOW, language: 'fr' });
    // ICU puts a no-break space (narrow or not, by version) before the percent sign in French
    expect(section(fr, 'talents').items[0].detail).toMatch(/^validé · 100[\u00a0\u202f]%$/);
    const es = renderPerspective(defaultPerspective('hr'), person(), { now: NOW, language: 'es' });
    expect(texts(es, 'headline')[0]).toBe(
      'Lukas Brandt trabaja como Backend Team Lead en Datawerk AG, reside en Berlin y cuenta con 9 años de experiencia profesional.',
    );
  });
});

describe('determinism and input checks', () => {
  it('gives the same view for the same input, and does not touch the input', () => {
    const data = person();
    const snapshot = JSON.stringify(data);
    for (const def of DEFAULT_PERSPECTIVES) {
      expect(renderPerspective(def, data, en)).toEqual(renderPerspective(def, data, en));
    }
    expect(JSON.stringify(data)).toBe(snapshot);
  });

  it('takes its clock from now only', () => {
    const analysis = cv();
    const later = renderPerspective(
      defaultPerspective('hr'),
      person({ analysis, profile: { ...person().profile, yearsOfExperience: null } }),
      {
        now: '2030-06-15',
        language: 'en',
      },
    );
    // computed from the roles up to now: 51 months at Acme + 114 months at Datawerk = 13 years
    expect(texts(later, 'headline')[0]).toContain('has 13 years of professional experience');
  });

  it('rejects a now that is not an ISO date', () => {
    expect(() => renderPerspective(defaultPerspective('hr'), person(), { now: 'yesterday', language: 'en' })).toThrow(RangeError);
  });
});

describe('the public summary', () => {
  it('says why it is empty when only the private bio exists', () => {
    const view = renderPerspective(defaultPerspective('public'), person({ analysis: cv({ summary: null }) }), en);
    expect(view.coverage.find((c) => c.key === 'summary')).toMatchObject({ filled: false, reasonCode: 'no-public-summary' });
    expect(JSON.stringify(view)).not.toContain('I find it hard');
  });
});
