/**
 * "How would I move to the Netherlands?": the comparison item of the country the question names (or
 * the best fit when it names none), component by component with the figures and sources behind
 * each. A component without data says "no data" with the reason; nothing is filled in.
 */
import type { CrossBorderItem } from '../../market/cross-border';
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { shortSource } from '../format';
import type { CountryRef } from '../messages/types';
import { languageList, levelLabel, shortageFacts } from './shared';

/** The cross-border engine's own threshold: below B2 a language limits most professional roles. */
const LANGUAGE_OK = 0.75;

interface Described {
  languageMissing: boolean;
  weakLanguage: { language: string; level: string | null } | null;
  shortage: { term: string; occupation: string; publisher: string; period: string } | null;
}

function describe(c: CoachContext, d: Draft, item: CrossBorderItem, ref: CountryRef): Described {
  const { m, f } = c;
  const t = m.relocation;
  const { vacancy, shortage, language, culture } = item.components;
  const missing: string[] = [];

  if (item.fit !== null) {
    d.say(t.fit(ref, f.share(item.fit), f.share(item.coverage)));
    d.ground(m.grounding.fit(item.country, f.share(item.fit), f.share(item.coverage)));
  } else d.say(t.noFit(ref));

  const miss = (key: keyof typeof m.componentNames, reason: keyof typeof m.noData | null) => {
    const text = m.noData[reason ?? 'no-data'];
    d.say(t.missing(m.componentNames[key], text));
    d.ground(m.grounding.componentMissing(item.country, m.componentNames[key], text));
    missing.push(m.componentNames[key]);
  };

  const rate = vacancy.detail.rate;
  if (vacancy.score !== null && rate) {
    const source = shortSource(rate.source);
    d.say(t.vacancy(f.percent(rate.value), rate.period, source));
    d.insight('market', t.insightVacancy(ref, f.percent(rate.value), rate.period, source));
    d.ground(m.grounding.vacancy(item.country, rate.period, f.percent(rate.value), source));
  } else miss('vacancy', vacancy.reason);

  let firstShortage: Described['shortage'] = null;
  if (shortage.score !== null) {
    const matches = shortageFacts(c, d, item);
    if (matches.length > 0) {
      d.say(t.shortage(f.list(matches.slice(0, 3).map((s) => `${s.record.occupation} (${s.record.publisher}, ${s.record.period})`))));
      const s = matches[0];
      d.insight('strength', t.insightShortage(s.record.occupation, s.record.publisher, s.record.period));
      firstShortage = { term: s.personTerm, occupation: s.record.occupation, publisher: s.record.publisher, period: s.record.period };
    } else {
      // name the occupations that were looked up, so the person sees which of theirs were checked
      const mine = c.market.occupations.slice(0, 2);
      for (const o of mine) d.ground(m.grounding.occupation(o.title, f.share(o.score)));
      d.say(t.shortageNone(mine.length > 0 ? f.list(mine.map((o) => o.title)) : null));
    }
  } else miss('shortage', shortage.reason);

  const official = language.detail.official;
  const english = language.detail.english;
  let languageMissing = false;
  let weakLanguage: Described['weakLanguage'] = null;
  if (language.score !== null) {
    const parts = [
      official ? t.languageOfficial(f.languageName(official.language), levelLabel(c, official.level)) : t.languageMissing,
      ...(english?.band && english.score !== null ? [t.languageEnglish(english.level, m.englishBands[english.band.value])] : []),
    ];
    const detail = parts.join('; ');
    d.say(t.language(detail));
    d.insight(official && official.score >= LANGUAGE_OK ? 'strength' : 'gap', t.insightLanguage(detail));
    d.ground(m.grounding.language(item.country, detail));
    languageMissing = official === null;
    if (official && official.score < LANGUAGE_OK)
      weakLanguage = { language: f.languageName(official.language), level: levelLabel(c, official.level) };
  } else {
    miss('language', language.reason);
    languageMissing = language.reason !== 'no-person-data' && language.reason !== 'unknown-country';
  }

  const similarity = culture.detail.similarity;
  if (culture.score !== null && similarity) {
    d.say(t.culture(f.share(culture.score), similarity.period));
    d.ground(m.grounding.culture(item.country, f.share(culture.score), similarity.period));
  } else miss('culture', culture.reason);

  const wage = item.indicators.minimumWage;
  if (wage) {
    const source = shortSource(wage.source);
    d.say(t.minimumWage(f.euros(wage.value), wage.period, source));
    d.ground(m.grounding.minimumWage(item.country, f.euros(wage.value), wage.period, source));
  }
  const eu = shortage.detail.euWideMatches[0];
  if (eu) {
    d.insight('market', t.euShortage(eu.record.occupation, eu.record.publisher, eu.record.period));
    d.ground(m.grounding.euShortage(eu.record.occupation, eu.record.publisher, eu.record.period));
  }
  if (missing.length > 0) d.insight('warning', t.insightNoData(f.list(missing)));
  return { languageMissing, weakLanguage, shortage: firstShortage };
}

export function composeRelocation(c: CoachContext): Draft {
  const { m, facts, market } = c;
  const d = newDraft();
  const t = m.relocation;
  const home = facts.homeCountry ?? market.homeCountry;
  // where the person wants to go: a named destination other than home, else any country named
  const { destinations, countries } = c.question;
  const named = destinations.find((code) => code !== home) ?? destinations[0] ?? countries.find((code) => code !== home) ?? null;

  let item: CrossBorderItem | null = null;
  if (named) {
    item = market.itemFor(named);
    if (!item) d.say(market.comparison.length > 0 ? t.notCompared(c.country(named)) : t.noComparison);
  } else {
    d.say(t.noCountry);
    item = market.best(home);
    if (item?.fit != null) d.say(t.bestMatch(c.country(item.country), c.f.share(item.fit)));
    else if (market.comparison.length === 0) d.say(t.noComparison);
  }
  const code = item?.country ?? named;
  const ref = code ? c.country(code) : null;
  const found = item && ref ? describe(c, d, item, ref) : null;
  if (!item) d.insight('warning', m.common.noMarketData);
  // when the country's figures leave out the shortage list or the languages, say what the person brings
  const lacking = !item || item.components.shortage.score === null || item.components.language.score === null;
  if (lacking && (market.occupations.length > 0 || facts.languages.length > 0)) {
    // the shortage sentence already named the occupations when the country has a shortage list
    const mine = item && item.components.shortage.score !== null ? [] : market.occupations.slice(0, 2);
    for (const o of mine) d.ground(m.grounding.occupation(o.title, c.f.share(o.score)));
    d.say(t.bring(mine.length > 0 ? c.f.list(mine.map((o) => o.title)) : null, facts.languages.length > 0 ? languageList(c) : null));
  }

  if (found?.shortage)
    d.rec('high', t.recShortage(found.shortage.term, found.shortage.occupation, found.shortage.publisher, found.shortage.period));
  if (found?.languageMissing && ref) d.rec('high', t.recLanguage(ref));
  if (found?.weakLanguage) d.rec('high', t.recLanguageLevel(found.weakLanguage.language, found.weakLanguage.level));
  if (!ref) d.rec('high', t.recChooseCountry);
  if (facts.hasCv && facts.languages.length === 0) d.rec('medium', m.cv.recLanguages);
  if (ref) {
    d.rec('medium', t.recRecognition(ref));
    d.rec('medium', t.recSearch(ref));
    d.rec('low', t.recCulture(ref));
    d.act(t.actEmployers(ref), DAYS.week);
    d.act(t.actCv(ref), DAYS.twoWeeks);
    if (found?.languageMissing || found?.weakLanguage) d.act(t.actLanguage(found.weakLanguage?.language ?? null), DAYS.month);
    else d.act(t.actApply(ref), DAYS.month);
  } else {
    d.act(t.actCompare, DAYS.week);
  }
  if (facts.languages.length > 0) d.ground(m.grounding.languages(languageList(c)));
  return d;
}
