import { beforeAll, describe, expect, it } from 'vitest';
import { summariseMatchForCoach } from './coach-summary';
import { levelRank, matchJobAd, yearsOfExperience } from './match';
import { JOB_MESSAGES } from './messages/messages';
import { readJobAdText } from './read-ad';
import { tailorForAd } from './tailor';
import { ADS, RECORDS } from './test-ads';
import type { JobRecord, MatchPerson } from './types';
import { MESSAGE_LANGUAGES } from './types';

const person: MatchPerson = { relocation: null, now: '2026-11' };
const langs = Object.keys(ADS) as (keyof typeof ADS)[];

function recordText(r: JobRecord): string {
  return [r.summary ?? '', ...r.experience.flatMap((e) => [e.position ?? '', e.description ?? '']), ...r.skills.flatMap((s) => [s.name, ...s.evidence])].join('\n');
}

describe('matchJobAd', () => {
  // the first match loads the taxonomy and ESCO's titles and skills
  beforeAll(() => void matchJobAd(RECORDS.de, readJobAdText(ADS.de), person), 60_000);

  for (const lang of langs) {
    it(`explains the ${lang} match: each must-have covered or not, with the CV line that shows it`, () => {
      const ad = readJobAdText(ADS[lang]);
      const record = RECORDS[lang];
      const match = matchJobAd(record, ad, person);
      expect(match.score).toBeGreaterThan(40);
      expect(match.score).toBeLessThan(100);
      const text = recordText(record);
      for (const s of match.skills) {
        if (s.status === 'missing') expect(s.evidence).toBeNull();
        else expect(text).toContain(s.evidence);
      }
      expect(match.missingMustHaves.map((s) => s.id)).toEqual(match.skills.filter((s) => s.required && s.status === 'missing').map((s) => s.id));
      const counted = match.parts.filter((p) => p.counted);
      expect(Math.round((counted.reduce((n, p) => n + p.weight * p.earned, 0) / counted.reduce((n, p) => n + p.weight, 0)) * 100)).toBeCloseTo(match.score, 0);
    });
  }

  it('scores a record that adds a missing must-have higher', () => {
    const ad = readJobAdText(ADS.de);
    const base = matchJobAd(RECORDS.de, ad, person);
    const better: JobRecord = { ...RECORDS.de, skills: [...RECORDS.de.skills, { name: 'Microservices', evidence: ['Microservices'] }] };
    const after = matchJobAd(better, ad, person);
    expect(after.score).toBeGreaterThan(base.score);
    expect(after.missingMustHaves.map((s) => s.id)).not.toContain('microservices');
  });

  it('knows a skill shown only in the bullets, and a related one', () => {
    const match = matchJobAd(RECORDS.de, readJobAdText(ADS.de), person);
    expect(match.skills.find((s) => s.id === 'postgresql')).toMatchObject({ status: 'covered', inSkillsList: false, evidence: 'Migration der Datenbank auf PostgreSQL' });
    expect(match.skills.find((s) => s.id === 'kubernetes')).toMatchObject({ status: 'related' });
  });

  it('weighs location by the person’s willingness to move', () => {
    const ad = readJobAdText(ADS.de);
    const abroad: JobRecord = { ...RECORDS.de, personalInfo: { location: 'Wien, Österreich' } };
    const stay = matchJobAd(abroad, ad, { ...person, relocation: 'no' });
    const move = matchJobAd(abroad, ad, { ...person, relocation: 'anywhere' });
    expect(stay.location.status).toBe('too-far');
    expect(move.location.status).toBe('relocation');
    expect(move.score).toBeGreaterThan(stay.score);
    expect(matchJobAd(RECORDS.en, readJobAdText(ADS.en), person).location.status).toBe('remote');
    expect(matchJobAd(RECORDS.nl, readJobAdText(ADS.nl), person).location.status).toBe('same-city');
  });

  it('compares languages with CEFR levels', () => {
    expect(matchJobAd(RECORDS.es, readJobAdText(ADS.es), person).languages).toMatchObject([{ name: 'English', need: 'B2', have: 'B1', status: 'below' }]);
    expect(levelRank('native')).toBe(6);
    expect(levelRank('C1')).toBe(4);
    expect(levelRank('4/5')).toBe(4);
    expect(levelRank('fließend')).toBe(4);
    expect(levelRank('so-so')).toBeNull();
  });

  it('counts overlapping roles once', () => {
    const r: JobRecord = {
      ...RECORDS.en,
      experience: [
        { position: 'A', company: null, startDate: '2020-01', endDate: '2021-12', current: false, description: null },
        { position: 'B', company: null, startDate: '2021-01', endDate: '2022-12', current: false, description: null },
      ],
    };
    expect(yearsOfExperience(r, '2026-11')).toBe(3);
  });
});

describe('tailorForAd never invents', () => {
  for (const lang of langs) {
    it(`quotes only the ${lang} record’s own lines and writes the letter in the ad’s language`, () => {
      const ad = readJobAdText(ADS[lang]);
      const record = RECORDS[lang];
      const match = matchJobAd(record, ad, person);
      const t = tailorForAd(record, ad, match, person);
      const text = recordText(record);
      for (const l of t.leadWith) expect(text).toContain(l.line);
      for (const s of t.addToSkillsList) expect(text).toContain(s.evidence);
      expect(t.experienceOrder.sort()).toEqual(record.experience.map((_, i) => i));
      expect(t.coverLetter.language).toBe(lang);
      expect(t.coverLetter.text).toContain(JOB_MESSAGES[lang].greeting);
      // the letter's evidence is quoted verbatim
      for (const s of match.skills.filter((x) => x.status === 'covered').slice(0, 2)) expect(t.coverLetter.text).toContain(s.evidence!);
      for (const term of t.atsMissingTerms) expect(text.toLowerCase()).not.toContain(term.term.toLowerCase());
    });
  }

  it('lists skills the bullets show but the skills list lacks', () => {
    const ad = readJobAdText(ADS.de);
    const t = tailorForAd(RECORDS.de, ad, matchJobAd(RECORDS.de, ad, person), person);
    expect(t.addToSkillsList).toContainEqual({ name: 'PostgreSQL', evidence: 'Migration der Datenbank auf PostgreSQL' });
    expect(t.leadWith[0].line).toBe('Entwicklung von REST-Services mit Java und Spring Boot');
  });
});

describe('summariseMatchForCoach', () => {
  it('answers in each of the six languages from the match', () => {
    const ad = readJobAdText(ADS.de);
    const match = matchJobAd(RECORDS.de, ad, person);
    const texts = MESSAGE_LANGUAGES.map((l) => summariseMatchForCoach(ad, match, l));
    for (const s of texts) {
      expect(s.score).toBe(match.score);
      expect(s.learnFirst).toEqual(match.missingMustHaves.map((m) => m.adText).slice(0, 3));
      expect(s.text).toContain(String(match.score));
    }
    expect(new Set(texts.map((s) => s.text)).size).toBe(6);
  });
});
