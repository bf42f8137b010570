/**
 * Every phrase the coach writes, per language. Each language file is typed as `CoachMessages`, so a
 * missing or misspelt key is a type error; `messages.test.ts` checks the same at run time. Phrases
 * that take values are functions, so each language can order words and inflect as it needs.
 *
 * Arguments are already formatted for the language (numbers, months, lists, quoted CV lines), except
 * counts (`n`, `months`, `years`) that a phrase may need for its plural.
 */
import type { NoDataReason } from '../../market/cross-border';
import type { EnglishBand } from '../../market/import/countries';
import type { OutOfScope } from '../classify';
import type { CareerRole, QuestionKind } from '../types';

export type TalentStatus = 'discovered' | 'validated' | 'developing' | 'mastered';
export type ContactField = 'email' | 'phone' | 'location';
export type QualityKey = 'contact' | 'summary' | 'experience-detail' | 'dates' | 'education' | 'skills' | 'languages' | 'recency';
export type RoleOrNone = CareerRole | 'none';
/** A country in the form each phrase needs. */
export interface CountryRef {
  /** for labels: "Netherlands", "Schweiz" */
  name: string;
  /** with its article, after "for" / "für" / "pour" / "para": "the Netherlands", "die Schweiz", "l'Allemagne" */
  inText: string;
  /** with the preposition of moving there: "to the Netherlands", "in die Schweiz", "aux Pays-Bas", "a Alemania" */
  to: string;
  /** with the preposition of being there: "in the Netherlands", "in der Schweiz", "aux Pays-Bas", "en Alemania" */
  in: string;
}

export interface CoachMessages {
  /** topic names, for the list of what the coach can help with */
  kinds: Record<QuestionKind, string>;
  /** a CV line quoted in running text, with the language's quotation marks */
  quote: (text: string) => string;
  talentStatus: Record<TalentStatus, string>;
  careerRoles: Record<CareerRole, string>;
  englishBands: Record<EnglishBand, string>;
  /** why a comparison component has no score; each says plainly that there are no data */
  noData: Record<NoDataReason, string>;
  contactFields: Record<ContactField, string>;
  qualityComponents: Record<QualityKey, string>;
  scope: { global: string; eu: string };
  /** a language level the CV gives as "native" */
  nativeLevel: string;

  common: {
    hello: (name: string) => string;
    noCv: string;
    noCvInsight: string;
    uploadCv: string;
    engineInsight: string;
    /** padding when an answer found little in the CV */
    littleData: string;
    noMarketData: string;
    talentInsight: (talent: string, evidence: string | null) => string;
    trendInsight: (skill: string, growing: boolean, scope: string, source: string, period: string) => string;
    recGrowingSkill: (skill: string, scope: string) => string;
    padRecs: readonly [string, string, string];
    padActions: readonly [string, string];
  };

  grounding: {
    yearsCv: (n: number) => string;
    yearsProfile: (n: number) => string;
    roleCv: (title: string, since: string | null) => string;
    roleProfile: (title: string) => string;
    lastRole: (title: string, until: string | null) => string;
    careerRole: (role: string) => string;
    skills: (list: string) => string;
    languages: (list: string) => string;
    talent: (name: string, confidence: number, status: string) => string;
    goal: (goal: string) => string;
    gap: (months: number, from: string, to: string) => string;
    ongoingBreak: (since: string, months: number) => string;
    progression: (first: string, last: string) => string;
    quality: (score: number) => string;
    qualityComponent: (label: string, points: number, max: number) => string;
    resultLines: (n: number, total: number) => string;
    missingContact: (fields: string) => string;
    noSummary: string;
    datedSkills: (list: string) => string;
    occupation: (title: string, score: string) => string;
    skillGap: (occupation: string, share: string) => string;
    trend: (skill: string, growing: boolean, scope: string, source: string, period: string) => string;
    fit: (country: string, fit: string, coverage: string) => string;
    componentMissing: (country: string, component: string, reason: string) => string;
    vacancy: (country: string, period: string, value: string, source: string) => string;
    shortage: (occupation: string, country: string, publisher: string, period: string) => string;
    euShortage: (occupation: string, publisher: string, period: string) => string;
    language: (country: string, detail: string) => string;
    culture: (country: string, share: string, period: string) => string;
    minimumWage: (country: string, amount: string, period: string, source: string) => string;
    noMinimumWage: (country: string, note: string | null) => string;
    cultureNote: (country: string, topic: string, text: string) => string;
  };
  componentNames: { vacancy: string; shortage: string; language: string; culture: string };

  careerChange: {
    intro: string;
    experience: (years: number | null, role: string | null) => string;
    closest: (list: string) => string;
    gap: (occupation: string, share: string, missing: string) => string;
    gapComplete: (occupation: string) => string;
    goal: (goal: string) => string;
    insightClosest: (list: string) => string;
    insightMissing: (occupation: string, list: string) => string;
    recTest: string;
    recCloseGap: (skill: string, occupation: string) => string;
    recSummary: (strengths: string | null) => string;
    recBridge: (occupation: string) => string;
    recProject: string;
    actTargets: string;
    actTalk: string;
    actLearn: (skill: string | null) => string;
  };

  promotion: {
    intro: string;
    progression: (first: string, last: string) => string;
    current: (role: string, months: number | null) => string;
    results: (n: number) => string;
    noResults: string;
    talent: (talent: string) => string;
    insightProgression: (first: string, last: string) => string;
    insightResults: (n: number) => string;
    insightNoResults: string;
    insightTenure: (role: string, months: number) => string;
    recResults: (example: string | null) => string;
    recCriteria: string;
    recScope: (talent: string | null) => string;
    recVisibility: string;
    recSkill: (skill: string) => string;
    actAchievements: string;
    actConversation: string;
    actStretch: string;
  };

  salary: {
    intro: string;
    noSalaryData: string;
    minimumWage: (country: CountryRef, amount: string, period: string, source: string) => string;
    noMinimumWage: (country: CountryRef) => string;
    strengths: (years: number | null, results: number) => string;
    shortage: (occupation: string, country: CountryRef, publisher: string, period: string) => string;
    insightNoData: string;
    insightWage: (country: CountryRef, amount: string, period: string, source: string) => string;
    insightShortage: (occupation: string, country: CountryRef, publisher: string, period: string) => string;
    insightResult: (line: string) => string;
    insightYears: (years: number) => string;
    recResearch: string;
    recCase: (example: string | null) => string;
    recRange: string;
    recPackage: string;
    recPractise: string;
    actReferences: string;
    actResults: string;
    actRehearse: string;
  };

  interview: {
    intro: string;
    material: (n: number) => string;
    noMaterial: string;
    gap: (months: number, from: string, to: string) => string;
    breakNow: (since: string) => string;
    resultLabel: string;
    insightStory: (label: string, line: string) => string;
    insightGap: (months: number, from: string, to: string) => string;
    recStory: (line: string, talent: string | null) => string;
    recResearch: string;
    recGap: (months: number, from: string, to: string) => string;
    recBreak: (since: string) => string;
    recQuestions: string;
    recMock: string;
    actStories: string;
    actMock: string;
    actResearch: string;
  };

  skillGaps: {
    intro: string;
    gap: (occupation: string, share: string, missing: string) => string;
    complete: (occupation: string) => string;
    noTarget: string;
    closest: (list: string) => string;
    dated: (list: string) => string;
    declining: (list: string) => string;
    insightMissing: (occupation: string, list: string) => string;
    insightDated: (list: string) => string;
    insightTopSkills: (list: string) => string;
    recFirst: (skill: string, occupation: string) => string;
    recNext: (list: string, occupation: string) => string;
    recDated: (list: string, n: number) => string;
    recChooseTarget: string;
    recProve: string;
    actChoose: (skill: string | null) => string;
    actChooseTarget: string;
    actProject: (skill: string | null) => string;
    actDated: (skill: string) => string;
  };

  relocation: {
    noCountry: string;
    bestMatch: (country: CountryRef, fit: string) => string;
    noComparison: string;
    notCompared: (country: CountryRef) => string;
    fit: (country: CountryRef, fit: string, coverage: string) => string;
    noFit: (country: CountryRef) => string;
    vacancy: (value: string, period: string, source: string) => string;
    shortage: (list: string) => string;
    /** none of the person's occupations (listed when known) is on the national list */
    shortageNone: (occupations: string | null) => string;
    language: (detail: string) => string;
    languageOfficial: (language: string, level: string | null) => string;
    languageEnglish: (level: string | null, band: string) => string;
    languageMissing: string;
    culture: (share: string, period: string) => string;
    missing: (component: string, reason: string) => string;
    minimumWage: (amount: string, period: string, source: string) => string;
    euShortage: (occupation: string, publisher: string, period: string) => string;
    insightVacancy: (country: CountryRef, value: string, period: string, source: string) => string;
    insightShortage: (occupation: string, publisher: string, period: string) => string;
    insightLanguage: (detail: string) => string;
    insightNoData: (components: string) => string;
    recLanguage: (country: CountryRef) => string;
    recLanguageLevel: (language: string, level: string | null) => string;
    recShortage: (term: string, occupation: string, publisher: string, period: string) => string;
    recRecognition: (country: CountryRef) => string;
    recSearch: (country: CountryRef) => string;
    recCulture: (country: CountryRef) => string;
    recChooseCountry: string;
    actEmployers: (country: CountryRef) => string;
    actCv: (country: CountryRef) => string;
    actLanguage: (language: string | null) => string;
    actApply: (country: CountryRef) => string;
    actCompare: string;
    /** what the person brings wherever they go, when the country's own figures say little */
    bring: (occupations: string | null, languages: string | null) => string;
  };

  cv: {
    intro: (score: number) => string;
    weakest: (list: string) => string;
    missingContact: (fields: string) => string;
    noSummary: string;
    unquantified: (n: number, total: number) => string;
    allQuantified: string;
    example: (line: string) => string;
    noCvIntro: string;
    insightMissingContact: (fields: string) => string;
    insightNoSummary: string;
    insightUnquantified: (n: number) => string;
    insightQuantified: (n: number) => string;
    insightGap: (months: number, from: string, to: string) => string;
    insightDated: (list: string) => string;
    recEmail: string;
    recPhone: string;
    recLocation: string;
    recSummary: (role: string | null, skills: string | null) => string;
    recQuantify: (line: string | null) => string;
    recDates: string;
    recGap: (months: number, from: string, to: string) => string;
    recDated: (list: string) => string;
    recSkills: string;
    recLanguages: string;
    recEducation: string;
    recNoCv: readonly [string, string, string, string];
    actContact: (fields: string) => string;
    actQuantify: string;
    actSummary: string;
    actReupload: string;
  };

  jobSearch: {
    intro: Record<RoleOrNone, string>;
    titles: (list: string) => string;
    best: (country: CountryRef, fit: string) => string;
    shortage: (occupation: string, country: CountryRef, publisher: string, period: string) => string;
    insightTitles: (list: string) => string;
    insightBest: (country: CountryRef, fit: string) => string;
    insightQuality: (score: number) => string;
    recTargets: (list: string | null) => string;
    recTailor: string;
    recRole: Record<RoleOrNone, string>;
    recReferrals: string;
    recCvFirst: (score: number) => string;
    recTalent: (talent: string) => string;
    actTargets: string;
    actApply: string;
    actReview: string;
  };

  leadership: {
    introLeading: (role: string) => string;
    introAspiring: string;
    talents: (list: string) => string;
    noTalents: string;
    role: Record<'recruiter' | 'career_coach', string>;
    insightRole: (role: string) => string;
    insightYears: (years: number) => string;
    recFirstTask: string;
    recVisible: string;
    recTalent: (talent: string, line: string | null) => string;
    recFeedback: string;
    recBasics: string;
    recMentor: string;
    actSituations: string;
    actAsk: string;
    actCourse: string;
  };

  networking: {
    intro: string;
    companies: (list: string) => string;
    role: Record<RoleOrNone, string>;
    culture: (country: CountryRef) => string;
    insightCompanies: (list: string) => string;
    insightSkills: (list: string) => string;
    insightCulture: (country: CountryRef, n: number) => string;
    recReconnect: (companies: string | null) => string;
    recProfile: (role: string | null, skills: string | null) => string;
    recGroup: (skill: string | null) => string;
    recGive: string;
    recInfo: string;
    actWrite: string;
    actEvent: string;
    actConversations: string;
  };

  freelancing: {
    intro: string;
    experience: (years: number | null, skills: string | null) => string;
    early: (years: number) => string;
    noRates: string;
    insightSkills: (list: string) => string;
    insightEarly: (years: number) => string;
    insightNoRates: string;
    recOffer: (skills: string | null) => string;
    recClients: string;
    recRates: string;
    recRules: (country: CountryRef | null) => string;
    recPortfolio: (line: string | null) => string;
    recRole: Record<RoleOrNone, string>;
    actOffer: string;
    actClients: string;
    actRules: string;
  };

  returning: {
    intro: string;
    ongoing: (since: string, months: number, role: string | null) => string;
    gap: (months: number, from: string, to: string) => string;
    noGap: string;
    dated: (list: string) => string;
    insightBreak: (since: string, months: number) => string;
    insightGap: (months: number, from: string, to: string) => string;
    insightDated: (list: string) => string;
    recExplain: (since: string | null) => string;
    recRefresh: (list: string | null) => string;
    recReconnect: (company: string | null) => string;
    recBridge: string;
    recAnswer: string;
    actLine: string;
    actContacts: string;
    actCourse: (skill: string | null) => string;
  };

  unknown: {
    vague: string;
    outOfScope: Record<OutOfScope, string>;
    topics: (topics: string) => string;
    insightScope: string;
    insightOutOfScope: string;
    recAsk: (question: string) => string;
    actRephrase: string;
    actReview: string;
  };

  /** a career goal: target role, time frame and country composed from the person's data, with a dated plan */
  goal: {
    intro: (role: string, months: number | null, country: CountryRef | null) => string;
    introNoRole: (months: number | null, country: CountryRef | null) => string;
    occupation: (occupation: string) => string;
    noOccupation: (role: string) => string;
    current: (role: string) => string;
    held: (share: string, list: string | null) => string;
    missing: (list: string) => string;
    complete: string;
    countryIntro: (country: CountryRef) => string;
    countryNotCompared: (country: CountryRef) => string;
    planIntro: (months: number) => string;
    estimate: (months: number, missing: number) => string;
    fits: (months: number) => string;
    tight: (months: number) => string;
    achievement: (line: string) => string;
    insightGap: (occupation: string, list: string) => string;
    insightHeld: (occupation: string, share: string) => string;
    recFirst: (skill: string, occupation: string) => string;
    recEvidence: (line: string | null) => string;
    recTalk: (occupation: string) => string;
    recLanguage: (language: string, country: CountryRef) => string;
    recChooseRole: string;
    stepLearn: (skill: string) => string;
    stepEvidence: string;
    stepApply: (occupation: string, country: CountryRef | null) => string;
    stepReview: string;
  };

  /** certifications or paths weighed against each other from taxonomy and occupation data */
  compare: {
    intro: (a: string, b: string) => string;
    covers: (option: string, skills: string) => string;
    unknown: (option: string) => string;
    inOccupation: (skill: string, occupation: string, essential: boolean) => string;
    notInOccupation: (option: string, occupation: string) => string;
    held: (option: string, list: string) => string;
    adds: (option: string, list: string) => string;
    verdict: (option: string, occupation: string) => string;
    verdictNew: (option: string) => string;
    close: string;
    noPrices: string;
    insightFit: (option: string, occupation: string) => string;
    recAds: (occupation: string | null) => string;
    recBodies: string;
    recBuild: (option: string) => string;
    actAds: string;
    actDecide: string;
  };

  /** how a follow-up was read against the conversation */
  followUp: {
    context: (items: string) => string;
    role: (role: string) => string;
    country: (country: CountryRef) => string;
    months: (months: number) => string;
  };

  /** pay: what Kairos knows, never the minimum wage as a salary */
  pay: {
    noEarnings: (occupation: string | null, country: CountryRef | null) => string;
    earnings: (occupation: string, country: CountryRef, amount: string, period: string, source: string) => string;
    insightEarnings: (occupation: string, amount: string, period: string, source: string) => string;
  };

  suggested: Record<QuestionKind, string> & {
    relocationTo: (country: CountryRef) => string;
    skillGapFor: (occupation: string) => string;
  };
}
