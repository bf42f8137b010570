import type { CoachMessages } from './types';

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);
/** "2 years and 3 months" */
const duration = (n: number) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (y === 0) return months(m);
  return m === 0 ? years(y) : `${years(y)} and ${months(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const en: CoachMessages = {
  kinds: {
    career_goal: 'a career goal with a plan',
    comparison: 'comparing certifications or paths',
    career_change: 'changing careers',
    promotion: 'getting promoted',
    salary_negotiation: 'negotiating your salary',
    interview_preparation: 'preparing for interviews',
    skill_gaps: 'skill gaps',
    relocation: 'moving to another European country',
    cv_improvement: 'improving your CV',
    job_search: 'your job search',
    leadership: 'leadership',
    networking: 'networking',
    freelancing: 'freelancing',
    returning_after_break: 'returning after a career break',
  },
  quote: (text) => `“${text}”`,
  talentStatus: { discovered: 'discovered', validated: 'validated', developing: 'in development', mastered: 'mastered' },
  careerRoles: { job_seeker: 'job seeker', professional: 'professional', recruiter: 'recruiter', career_coach: 'career coach' },
  englishBands: { 'very high': 'very high', high: 'high', moderate: 'moderate', low: 'low', 'very low': 'very low' },
  noData: {
    'no-data': 'no data (no figure for this country)',
    'dataset-disabled': 'no data (the data set is switched off)',
    'no-person-data': 'no data (nothing on your CV to compare)',
    'unknown-country': 'no data (country not covered)',
  },
  contactFields: { email: 'e-mail address', phone: 'phone number', location: 'location' },
  qualityComponents: {
    contact: 'Contact details',
    summary: 'Summary',
    'experience-detail': 'Experience detail',
    dates: 'Dates',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    recency: 'Recency',
  },
  scope: { global: 'worldwide', eu: 'EU' },
  nativeLevel: 'native',

  common: {
    hello: (name) => `Hello ${name}.`,
    noCv: 'You have not uploaded a CV yet, so this answer is general; upload one and I can base it on your own experience.',
    noCvInsight: 'Without a CV, this answer cannot use your experience, skills or talents.',
    uploadCv: 'Upload your CV so the coach can use your experience.',
    engineInsight:
      'This answer uses only your data in Kairos and the published figures named in the sources; where data are missing, it says so.',
    littleData: 'Your CV gives little to go on for this question; more detail in your CV will make the answer more specific.',
    noMarketData: 'No market figures are available for this question.',
    talentInsight: (talent, evidence) => (evidence ? `Strength: ${talent}, shown by ${evidence}.` : `Strength: ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) =>
      `${skill} is reported as ${growing ? 'growing' : 'declining'} (${scope}; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Consider learning ${skill}: it is reported as a growing skill (${scope}).`,
    padRecs: [
      'Write down what you want to achieve in the next twelve months; it makes each next step easier to choose.',
      'Review your progress once a month with someone you trust.',
      'Keep your CV and profile up to date after every change.',
    ],
    padActions: ['Write down your goal for the next twelve months.', 'Review your progress on these steps.'],
  },

  grounding: {
    yearsCv: (n) => `CV: ${years(n)} of experience (from the role dates)`,
    yearsProfile: (n) => `Profile: ${years(n)} of experience`,
    roleCv: (title, since) => `CV: current role ${title}${since ? ` since ${since}` : ''}`,
    roleProfile: (title) => `Profile: current role ${title}`,
    lastRole: (title, until) => `CV: last role ${title}${until ? ` until ${until}` : ''}`,
    careerRole: (role) => `Profile: ${role}`,
    skills: (list) => `CV skills: ${list}`,
    languages: (list) => `CV languages: ${list}`,
    talent: (name, confidence, status) => `Talent: ${name} (${confidence}% confidence, ${status})`,
    goal: (goal) => `Goal: ${goal}`,
    gap: (n, from, to) => `CV: gap of ${months(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `CV: no role since ${since} (${months(n)})`,
    progression: (first, last) => `CV: from ${first} to ${last}`,
    quality: (score) => `CV quality score: ${score}/100`,
    qualityComponent: (label, points, max) => `CV quality, ${label}: ${points}/${max}`,
    resultLines: (n, total) => `CV: ${n} of ${lines(total)} state a measurable result`,
    missingContact: (fields) => `CV: no ${fields}`,
    noSummary: 'CV: no profile summary',
    datedSkills: (list) => `CV: last used more than five years ago: ${list}`,
    occupation: (title, score) => `Occupation match: ${title} (${score})`,
    skillGap: (occupation, share) => `Skill gap for ${occupation}: ${share} of the essential skills held`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period}: ${skill} ${growing ? 'growing' : 'declining'} (${scope})`,
    fit: (country, fit, coverage) => `Country comparison ${country}: fit ${fit} (data for ${coverage} of the weighting)`,
    componentMissing: (country, component, reason) => `Country comparison ${country}, ${component}: ${reason}`,
    vacancy: (country, period, value, source) => `${source} job vacancy rate ${country} ${period}: ${value}`,
    shortage: (occupation, country, publisher, period) => `${publisher} ${period}: ${occupation} on the shortage list (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period}: ${occupation} in shortage EU-wide`,
    language: (country, detail) => `Languages for ${country}: ${detail}`,
    culture: (country, share, period) => `Hofstede similarity with ${country} (${period}): ${share}`,
    minimumWage: (country, amount, period, source) => `${source} statutory minimum wage ${country} ${period}: ${amount} a month`,
    noMinimumWage: (country, note) => `${country}: no statutory minimum wage figure${note ? `; data note: ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Work-culture note ${country} (${topic}): ${text}`,
  },
  componentNames: { vacancy: 'Job vacancies', shortage: 'Shortage list', language: 'Language', culture: 'Working culture' },

  careerChange: {
    intro: 'A career change works best when you build on what you already bring rather than starting from zero.',
    experience: (y, role) => {
      if (y !== null && role) return `With ${years(y)} of experience, most recently as ${role}, you bring more than you may think.`;
      if (y !== null) return `With ${years(y)} of experience, you bring more than you may think.`;
      return `Your experience as ${role} is a starting point, not something to leave behind.`;
    },
    closest: (list) => `The occupations closest to your CV are ${list}.`,
    gap: (occupation, share, missing) =>
      `For the role of ${occupation}, you already hold ${share} of the essential skills; still missing: ${missing}.`,
    gapComplete: (occupation) => `For the role of ${occupation}, you already hold all the essential skills.`,
    goal: (goal) => `You named this goal: ${goal}.`,
    insightClosest: (list) => `Closest occupations to your CV: ${list}.`,
    insightMissing: (occupation, list) => `Essential skills missing for ${occupation}: ${list}.`,
    recTest: 'Choose one or two target roles and test them in conversations with people who do that work before you invest in training.',
    recCloseGap: (skill, occupation) => `Close the first essential gap for ${occupation}: ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Rewrite your CV summary for the target role and lead with what transfers: ${strengths}.`
        : 'Rewrite your CV summary for the target role and lead with what transfers.',
    recBridge: (occupation) =>
      `Consider a bridge role close to your current profile, such as ${occupation}, to change field one step at a time.`,
    recProject: 'Build evidence in the new field with a small project, a course with a practical assignment or volunteering.',
    actTargets: 'List three target roles and what attracts you to each.',
    actTalk: 'Talk to two people who work in your target role.',
    actLearn: (skill) =>
      skill ? `Start a course or project on ${skill}.` : 'Start a course or project on the first skill your target role needs.',
  },

  promotion: {
    intro: 'A promotion case is strongest when it shows that you already work at the next level.',
    progression: (first, last) => `Your CV already shows progression from ${first} to ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `You have been ${role} for ${duration(n)}.` : `You are currently ${role}.`),
    results: (n) =>
      `${n === 1 ? 'One line of your CV states' : `${n} lines of your CV state`} a measurable result; that is the material for your case.`,
    noResults: 'None of your CV lines states a measurable result yet; fixing that is the first step.',
    talent: (talent) => `Your CV also shows ${talent}, which counts at the next level.`,
    insightProgression: (first, last) => `Upward progression on your CV: from ${first} to ${last}.`,
    insightResults: (n) => `${n === 1 ? 'One line of your CV states' : `${n} lines of your CV state`} a measurable result.`,
    insightNoResults: 'Your CV states no measurable results yet.',
    insightTenure: (role, n) => `${cap(duration(n))} as ${role}.`,
    recResults: (example) =>
      example
        ? `Write down your results with numbers (time saved, revenue, quality, team size); ${example} shows the way.`
        : 'Write down your results with numbers: time saved, revenue, quality, team size.',
    recCriteria: 'Ask your manager what the next level requires and agree on two or three concrete criteria.',
    recScope: (talent) =>
      talent
        ? `Take on visible scope at the next level, building on your ${talent}: lead a project, mentor a colleague or own a process.`
        : 'Take on visible scope at the next level: lead a project, mentor a colleague or own a process.',
    recVisibility: 'Make your results visible beyond your team, for example in a short monthly update.',
    recSkill: (skill) => `Make ${skill}, a growing skill you already have, more visible in your work and on your CV.`,
    actAchievements: 'Write down five achievements from the last twelve months, each with a number.',
    actConversation: 'Book a career conversation with your manager about the next level.',
    actStretch: 'Agree on one stretch assignment and how its success will be measured.',
  },

  salary: {
    intro: 'I only work with published figures and do not estimate salaries.',
    noSalaryData: 'No salary data are available for your role in Kairos, so I will not name a figure for it.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)}, the statutory minimum wage is ${amount} a month (${period}, ${source}); it is a legal floor, not a benchmark for your role.`,
    noMinimumWage: (c) => `For ${c.inText}, the data contain no statutory minimum wage figure.`,
    strengths: (y, results) => {
      const parts = [
        ...(y !== null && y > 0 ? [`${years(y)} of experience`] : []),
        ...(results > 0 ? [`${lines(results)} with measurable results`] : []),
      ];
      return parts.length > 0
        ? `Your position rests on what your CV shows: ${parts.join(' and ')}.`
        : 'Your CV does not yet show measurable results; collect them before the conversation.';
    },
    shortage: (occupation, c, publisher, period) =>
      `The shortage list for ${c.inText} includes ${occupation} (${publisher}, ${period}), which strengthens your position.`,
    insightNoData: 'No salary data are available for your role: every figure you use should come from a published source.',
    insightWage: (c, amount, period, source) => `Statutory minimum wage ${c.in}: ${amount} a month (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) =>
      `The shortage list for ${c.inText} includes ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `A result you can quote: ${line}.`,
    insightYears: (y) => `${years(y)} of experience to point to.`,
    recResearch:
      'Collect pay ranges from published sources: the job advertisement, collective agreements and salary surveys for your role and region.',
    recCase: (example) =>
      example
        ? `Build your case on results, such as ${example}, not on what you need.`
        : 'Build your case on results, not on what you need.',
    recRange: 'Name a range rather than a single number, backed by your research.',
    recPackage: 'Negotiate the whole package, not only the salary: training budget, remote days, title and start date.',
    recPractise: 'Practise the conversation aloud once with someone you trust.',
    actReferences: 'Collect three published pay references for your role and region.',
    actResults: 'Write down three results you can quote in the negotiation.',
    actRehearse: 'Rehearse the conversation, including your answer to a first “no”.',
  },

  interview: {
    intro: 'Strong interviews rest on three to five prepared stories from your own experience.',
    material: (n) => `Your CV already holds material for ${n === 1 ? 'one of them' : `${n} of them`}; see the insights below.`,
    noMaterial:
      'Your CV shows no lines with clear results yet, so start by writing down three situations where your work made a difference.',
    gap: (n, from, to) => `Prepare one calm sentence about the gap of ${months(n)} between ${from} and ${to}.`,
    breakNow: (since) => `Prepare a short, positive sentence about the time since ${since}.`,
    resultLabel: 'measurable result',
    insightStory: (label, line) => `Story material (${label}): ${line}.`,
    insightGap: (n, from, to) => `Expect a question about the gap of ${months(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Prepare a STAR story (situation, task, action, result) from ${line} to show your ${talent}.`
        : `Prepare a STAR story (situation, task, action, result) from ${line}.`,
    recResearch: 'Research the employer: its products, recent news and the team you would join, and link them to your experience.',
    recGap: (n, from, to) => `Prepare a short, positive explanation of the gap of ${months(n)} (${from} – ${to}).`,
    recBreak: (since) => `Prepare a short, positive explanation of what you have done since ${since}.`,
    recQuestions: 'Prepare two or three questions for the interviewers, for example about the first 90 days in the role.',
    recMock: 'Do a mock interview, ideally recorded, and review it.',
    actStories: 'Write down three STAR stories from your own experience.',
    actMock: 'Do a mock interview with a friend or mentor.',
    actResearch: 'Research the employer and note three points that link to your experience.',
  },

  skillGaps: {
    intro: 'Here is what your data say about your skills.',
    gap: (occupation, share, missing) => `For the role of ${occupation}, you hold ${share} of the essential skills; missing: ${missing}.`,
    complete: (occupation) => `For the role of ${occupation}, you hold all the essential skills; optional skills will set you apart.`,
    noTarget:
      'You have not chosen a target occupation yet; pick one in the skill gap analysis to see exactly which essential skills you lack.',
    closest: (list) => `The occupations closest to your CV are ${list}.`,
    dated: (list) => `Some skills appear only in roles that ended more than five years ago: ${list}.`,
    declining: (list) => `Reported as declining: ${list}.`,
    insightMissing: (occupation, list) => `Essential skills missing for ${occupation}: ${list}.`,
    insightDated: (list) => `Last used more than five years ago: ${list}.`,
    insightTopSkills: (list) => `Your strongest skills on the CV: ${list}.`,
    recFirst: (skill, occupation) => `Learn ${skill} first: it is an essential skill for ${occupation}.`,
    recNext: (list, occupation) => `Then close the other essential gaps for ${occupation}: ${list}.`,
    recDated: (list, n) =>
      `Show recent use of ${list} with a course or a project, or move ${n === 1 ? 'it' : 'them'} further down your CV.`,
    recChooseTarget: 'Choose a target occupation so the gap can be measured.',
    recProve: 'Prove each new skill with a small project you can show, and add it to your CV.',
    actChoose: (skill) => (skill ? `Choose a course or project for ${skill}.` : 'Choose a course or project for the skill you need most.'),
    actChooseTarget: 'Choose a target occupation in the skill gap analysis.',
    actProject: (skill) =>
      skill
        ? `Finish a first project using ${skill} and add it to your CV.`
        : 'Finish a first project with your new skill and add it to your CV.',
    actDated: (skill) => `Update your CV to show recent use of ${skill}, or move it down.`,
  },

  relocation: {
    noCountry: 'Your question does not name a European country the market data cover.',
    bestMatch: (c, fit) => `In your country comparison, ${c.inText} fits you best (${fit}).`,
    noComparison: 'No country comparison is available for you yet, so I cannot say how well a move would fit.',
    notCompared: (c) => `${c.name} is not in your country comparison, so I have no figures for it.`,
    fit: (c, fit, coverage) => `Overall fit for ${c.inText}: ${fit}, based on the ${coverage} of the weighting that has data.`,
    noFit: (c) => `There are no data to compute a fit for ${c.inText}.`,
    vacancy: (value, period, source) => `Job vacancies: a vacancy rate of ${value} (${period}, ${source}).`,
    shortage: (list) => `Shortage list: ${list}.`,
    shortageNone: (o) => `Shortage list: none of your occupations${o ? ` (${o})` : ''} is on the national list.`,
    language: (detail) => `Language: ${detail}.`,
    languageOfficial: (language, level) => `you list ${language}${level ? ` (${level})` : ' (level not stated)'}`,
    languageEnglish: (level, band) => `English${level ? ` ${level}` : ''}, where English proficiency is ${band}`,
    languageMissing: 'you list none of the official languages',
    culture: (share, period) => `Working culture: ${share} similarity of the Hofstede profiles (${period}).`,
    missing: (component, reason) => `${component}: ${reason}.`,
    minimumWage: (amount, period, source) => `Statutory minimum wage: ${amount} a month (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) => `EU-wide shortage occupations include ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Job vacancy rate ${c.in}: ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) => `The national shortage list includes ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Language: ${detail}.`,
    insightNoData: (components) => `No data for: ${components}; the fit rests on the rest.`,
    recLanguage: (c) => `Start learning the local language: your CV lists none of the official languages ${c.in}.`,
    recLanguageLevel: (language, level) =>
      `Bring your ${language} from ${level ?? 'its current level'} to at least B2 for most professional roles.`,
    recShortage: (term, occupation, publisher, period) =>
      `Lead with your ${term} experience: the shortage list includes ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Check whether your qualifications need formal recognition ${c.in} before you apply.`,
    recSearch: (c) => `Search the public employment service ${c.in} and the EURES portal for vacancies in your field.`,
    recCulture: (c) => `Read up on working culture ${c.in}: meetings, hierarchy and how feedback is given.`,
    recChooseCountry: 'Name the country you are considering, or compare countries in the market overview first.',
    actEmployers: (c) => `Shortlist ten employers ${c.in} that hire for your role.`,
    actCv: (c) => `Adapt your CV to the conventions ${c.in}.`,
    actLanguage: (language) => (language ? `Book a ${language} course.` : 'Book a language course.'),
    actApply: (c) => `Apply to five roles ${c.in}.`,
    actCompare: 'Compare two or three countries in the market overview.',
    bring: (o, l) => `What you bring: ${[o ? `your closest occupations are ${o}` : null, l ? `your CV lists ${l}` : null].filter(Boolean).join('; ')}.`,
  },

  cv: {
    intro: (score) => `Your CV scores ${score}/100 in the Kairos quality check.`,
    weakest: (list) => `Most points are still open in: ${list}.`,
    missingContact: (fields) => `Your CV header has no ${fields}.`,
    noSummary: 'There is no profile summary at the top.',
    unquantified: (n, total) => `${n} of ${lines(total)} describe tasks without a measurable result.`,
    allQuantified: 'Every line in your roles already states a measurable result.',
    example: (line) => `For example: ${line}.`,
    noCvIntro: 'I cannot check your CV until you upload it; here is what the Kairos quality check looks for.',
    insightMissingContact: (fields) => `Missing from your CV: ${fields}.`,
    insightNoSummary: 'No profile summary.',
    insightUnquantified: (n) => `${n === 1 ? 'One line describes' : `${n} lines describe`} tasks without a result.`,
    insightQuantified: (n) => `${n === 1 ? 'One line states' : `${n} lines state`} a measurable result.`,
    insightGap: (n, from, to) => `Unexplained gap of ${months(n)} (${from} – ${to}).`,
    insightDated: (list) => `Last used more than five years ago: ${list}.`,
    recEmail: 'Add your e-mail address to the header: without it nobody can reply.',
    recPhone: 'Add a phone number to the header.',
    recLocation: 'Add your location (city and country) so you are matched with local roles.',
    recSummary: (role, skills) => {
      const who = role ? `who you are (${role})` : 'who you are';
      return `Write a three-line summary at the top: ${who}, your strongest skills${skills ? ` (${skills})` : ''} and what you are looking for.`;
    },
    recQuantify: (line) =>
      line
        ? `Rewrite task lines as results with a number (how many, how much, how fast), starting with ${line}.`
        : 'Rewrite task lines as results with a number: how many, how much, how fast.',
    recDates: 'Give every role a start and an end month.',
    recGap: (n, from, to) => `Add one line that explains the gap of ${months(n)} (${from} – ${to}).`,
    recDated: (list) => `Move ${list} further down or show recent use.`,
    recSkills: 'List at least ten skills and show each one in a role where you used it.',
    recLanguages: 'Add your languages with a level, for example CEFR B2.',
    recEducation: 'Add your education, even if it is short.',
    recNoCv: [
      'Put your name, e-mail address, phone number and location at the top.',
      'Start with a three-line summary of who you are and what you are looking for.',
      'Describe each role with results and numbers, not only tasks.',
      'Give every role a start and an end month.',
    ],
    actContact: (fields) => `Add your ${fields} to the CV header.`,
    actQuantify: 'Rewrite three lines of your CV as results with numbers.',
    actSummary: 'Write a three-line summary for the top of your CV.',
    actReupload: 'Upload the new version and compare the score.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'While you are actively looking, a steady weekly rhythm matters more than volume.',
      professional: 'While you are still employed, a focused and discreet search works best.',
      recruiter: 'You know the hiring side well; use that knowledge on your own search.',
      career_coach: 'Give your own search the structure you would give a client’s.',
      none: 'A focused search on a few target roles works better than applying everywhere.',
    },
    titles: (list) => `The occupations that match your CV best are ${list}; search for them in the local languages too.`,
    best: (c, fit) => `If you are open to moving, ${c.inText} fits you best in your country comparison (${fit}).`,
    shortage: (occupation, c, publisher, period) => `The shortage list for ${c.inText} includes ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Best-matching occupations: ${list}.`,
    insightBest: (c, fit) => `Best country fit: ${c.name} (${fit}).`,
    insightQuality: (score) => `Your CV scores ${score}/100; fix the basics before sending many applications.`,
    recTargets: (list) => (list ? `Focus on two or three target occupations: ${list}.` : 'Focus on two or three target occupations.'),
    recTailor: 'Tailor your CV to each advertisement: mirror its main requirements with your own evidence.',
    recRole: {
      job_seeker: 'Set a weekly target, for example five well-prepared applications, and track the replies.',
      professional: 'Keep your search confidential: choose your profile visibility deliberately and use your network and recruiters.',
      recruiter: 'Ask trusted peers for referrals: you know how much weight a referral carries.',
      career_coach: 'Tell your professional network what you are looking for; clients and peers may know of openings.',
      none: 'Set a weekly target and track the replies to see what works.',
    },
    recReferrals: 'Tell five contacts which role you are looking for and ask for introductions.',
    recCvFirst: (score) => `Raise your CV score (now ${score}/100) before sending many applications.`,
    recTalent: (talent) => `Mention your ${talent} in applications, with an example.`,
    actTargets: 'Define your target occupations and a list of twenty employers.',
    actApply: 'Send five tailored applications.',
    actReview: 'Review the replies and adjust your targets, CV or channels.',
  },

  leadership: {
    introLeading: (role) => `As ${role}, you already lead; the next step is to make your leadership deliberate and visible.`,
    introAspiring: 'Leadership can be shown before you have the title.',
    talents: (list) => `Your CV shows leadership-related talents: ${list}.`,
    noTalents: 'Your CV analysis has found no leadership talents yet, so collect examples where you led without the title.',
    role: {
      recruiter: 'As a recruiter, you can use the same criteria when you assess leadership candidates.',
      career_coach: 'As a career coach, you can use these steps with clients who are moving into leadership.',
    },
    insightRole: (role) => `Current role: ${role}.`,
    insightYears: (y) => `${years(y)} of experience.`,
    recFirstTask: 'Ask for a first leadership task without the title: lead a project, onboard a new colleague or run a team meeting.',
    recVisible: 'Describe your leadership with results: team size, delivery, retention and the development of your people.',
    recTalent: (talent, line) => (line ? `Build on your ${talent}, as in ${line}.` : `Build on your ${talent}.`),
    recFeedback: 'Ask your team or peers for feedback on how you lead, for example every quarter.',
    recBasics: 'Learn the basics of delegation, feedback conversations and goal-setting, in a short course or with a mentor.',
    recMentor: 'Find a mentor who leads one level above you.',
    actSituations: 'Write down two situations where you led without the title.',
    actAsk: 'Ask your manager for one leadership task.',
    actCourse: 'Complete a short course on feedback and delegation.',
  },

  networking: {
    intro: 'Networking works best as a habit: small, regular contacts rather than asking for a job.',
    companies: (list) => `Your network already exists at ${list}; start there.`,
    role: {
      job_seeker: 'Tell people precisely which role you are looking for; a vague request is hard to help with.',
      professional: 'Build your network before you need it; a few conversations a month are enough.',
      recruiter: 'Your network is your capital: keep in touch with candidates and hiring managers between searches.',
      career_coach: 'Partner with other coaches and HR professionals; referrals can bring you clients.',
      none: 'A few real conversations a month do more than many new connections.',
    },
    culture: (c) =>
      `Kairos has work-culture notes on professional networking ${c.in}; you find them among the facts this answer is based on.`,
    insightCompanies: (list) => `People who know your work: colleagues at ${list}.`,
    insightSkills: (list) => `Topics you can speak about with authority: ${list}.`,
    insightCulture: (c, n) => `${n === 1 ? 'One work-culture note' : `${n} work-culture notes`} on networking ${c.in}.`,
    recReconnect: (companies) =>
      companies ? `Reconnect with five former colleagues from ${companies}.` : 'Reconnect with five former colleagues or fellow students.',
    recProfile: (role, skills) =>
      role && skills
        ? `Update your LinkedIn or XING headline, for example: “${role} | ${skills}”.`
        : 'Update your LinkedIn or XING profile with a clear headline and your strongest skills.',
    recGroup: (skill) =>
      skill ? `Join one professional association or meetup around ${skill}.` : 'Join one professional association or meetup in your field.',
    recGive: 'Offer before you ask: share a useful article, an introduction or your experience.',
    recInfo: 'Ask for twenty-minute conversations to learn, not for jobs.',
    actWrite: 'Write to three former colleagues.',
    actEvent: 'Attend one professional event or meetup.',
    actConversations: 'Have two informational conversations.',
  },

  freelancing: {
    intro: 'Freelancing rests on three things: a clear offer, first clients and sound finances.',
    experience: (y, skills) => {
      if (y !== null && skills) return `With ${years(y)} of experience and skills such as ${skills}, you have a base for an offer.`;
      if (skills) return `Skills such as ${skills} are the base for an offer.`;
      return `With ${years(y ?? 0)} of experience, you have a base for an offer.`;
    },
    early: (y) => `With ${years(y)} of experience, consider building a track record first or starting part-time.`,
    noRates: 'Kairos has no data on freelance rates, so I will not quote any.',
    insightSkills: (list) => `Skills to build your offer on: ${list}.`,
    insightEarly: (y) => `${years(y)} of experience: clients often ask for a track record.`,
    insightNoRates: 'No rate data are available in Kairos; use published rate surveys for your field.',
    recOffer: (skills) =>
      skills
        ? `Define one clear offer around ${skills} for a specific group of clients.`
        : 'Define one clear offer for a specific group of clients.',
    recClients: 'Line up your first clients before you leave your job: former employers and colleagues can become clients.',
    recRates: 'Set your rate from published rate surveys for your field and your real costs: tax, insurance and unpaid time.',
    recRules: (c) =>
      c
        ? `Check registration, tax and social-insurance duties ${c.in} with the competent authority or an adviser.`
        : 'Check registration, tax and social-insurance duties with the competent authority or an adviser.',
    recPortfolio: (line) =>
      line ? `Build a short portfolio of three case studies, for example from ${line}.` : 'Build a short portfolio of three case studies.',
    recRole: {
      job_seeker: 'Freelance projects can also bridge a job search; say so openly in applications.',
      professional: 'Test your offer with a side project first, if your employment contract allows it.',
      recruiter: 'As an independent recruiter, agree fees and guarantees in writing with each client.',
      career_coach: 'As an independent coach, describe your method and what clients can expect from it.',
      none: 'Test your offer with one small paid project before you commit fully.',
    },
    actOffer: 'Write a one-page description of your offer.',
    actClients: 'Contact five potential clients from your network.',
    actRules: 'Clarify registration and tax with the authority or an adviser.',
  },

  returning: {
    intro: 'A break is nothing to hide: what counts is a short, confident explanation and recent proof of your skills.',
    ongoing: (since, n, role) => `Your last role on your CV${role ? `, ${role},` : ''} ended in ${since}, ${duration(n)} ago.`,
    gap: (n, from, to) => `Your CV shows a gap of ${months(n)} (${from} – ${to}).`,
    noGap: 'I see no gap in the dates on your CV.',
    dated: (list) => `Some skills date from roles that ended more than five years ago: ${list}.`,
    insightBreak: (since, n) => `No role since ${since} (${duration(n)}).`,
    insightGap: (n, from, to) => `Gap of ${months(n)} (${from} – ${to}).`,
    insightDated: (list) => `To refresh: ${list}.`,
    recExplain: (since) =>
      `Add one neutral line for the break to your CV${since ? ` (since ${since})` : ''}: what you did, such as care, study, travel or health.`,
    recRefresh: (list) =>
      list
        ? `Refresh ${list} with a short course or project to show recent use.`
        : 'Refresh your core skills with a short course or project to show recent use.',
    recReconnect: (company) =>
      company ? `Contact former colleagues at ${company}: they know your work.` : 'Contact former colleagues: they know your work.',
    recBridge: 'Look for returner programmes, part-time or interim roles as a bridge back.',
    recAnswer: 'Prepare a two-sentence answer about your break for interviews.',
    actLine: 'Write the line that explains your break.',
    actContacts: 'Contact three former colleagues.',
    actCourse: (skill) => (skill ? `Complete a refresher course in ${skill}.` : 'Complete a refresher course in your core skill.'),
  },

  unknown: {
    vague: 'I am not sure what you would like to know, so I would rather not guess.',
    outOfScope: {
      medical: 'I cannot advise on medical questions; please speak to a doctor or another qualified professional.',
      legal: 'I cannot give legal advice; please ask a lawyer or an advice centre.',
      investment: 'I cannot advise on investments; please ask a qualified financial adviser.',
    },
    topics: (topics) => `I can help with ${topics}.`,
    insightScope: 'The coach answers career questions from your CV, your talents and the market data in Kairos.',
    insightOutOfScope: 'This question is outside what the career coach covers.',
    recAsk: (question) => `Ask, for example: ${question}`,
    actRephrase: 'Ask a specific question about one of these topics.',
    actReview: 'Review your CV analysis and talents in Kairos.',
  },

  goal: {
    intro: (role, n, c) =>
      `You want to become ${role}${n ? ` within ${duration(n)}` : ''}${c ? ` ${c.in}` : ''}; here is what your data say.`,
    introNoRole: (n, c) => `Your goal${n ? ` for the next ${duration(n)}` : ''}${c ? ` ${c.in}` : ''}, measured against your data:`,
    occupation: (occupation) => `In the occupation data, that goal is closest to ${occupation}.`,
    noOccupation: (role) => `I could not match ${role} to an occupation in the data, so I cannot measure the skill gap for it.`,
    current: (role) => `You are currently ${role}.`,
    held: (share, list) => `You already hold ${share} of its essential skills${list ? `, among them ${list}` : ''}.`,
    missing: (list) => `Still missing among the essential skills: ${list}.`,
    complete: 'You already hold all of its essential skills; the step is about evidence and visibility.',
    countryIntro: (c) => `For the move ${c.to}:`,
    countryNotCompared: (c) => `${c.name} is not in your country comparison, so I have no market figures for it.`,
    planIntro: (n) => `A plan over ${duration(n)}, with dates, is in the action items.`,
    estimate: (n, missing) =>
      `By Kairos's rule of thumb (about two months per missing essential skill, at least three months), that is about ${duration(n)} for you: ${missing === 1 ? 'one essential skill' : `${missing} essential skills`} to close.`,
    fits: (n) => `That fits your time frame of ${duration(n)}.`,
    tight: (n) => `That is more than your time frame of ${duration(n)}: start with the first skill now and keep the plan tight.`,
    achievement: (line) => `A result of yours to build on: ${line}.`,
    insightGap: (occupation, list) => `Essential skills missing for ${occupation}: ${list}.`,
    insightHeld: (occupation, share) => `You hold ${share} of the essential skills of ${occupation}.`,
    recFirst: (skill, occupation) => `Start with ${skill}: it is an essential skill for ${occupation}.`,
    recEvidence: (line) =>
      line ? `Lead your applications with results such as ${line}.` : 'Add results with numbers to your CV before you apply.',
    recTalk: (occupation) => `Talk to two people who work as ${occupation} about what the role really asks for.`,
    recLanguage: (language, c) => `Plan language training in ${language}: it is an official language ${c.in}.`,
    recChooseRole: 'Name the role you are aiming for, so I can measure the gap against the occupation data.',
    stepLearn: (skill) => `Learn and use ${skill} in a real task.`,
    stepEvidence: 'Add the new evidence to your CV, with numbers.',
    stepApply: (occupation, c) => `Apply for ${occupation} roles${c ? ` ${c.in}` : ''}.`,
    stepReview: 'Review the plan against the replies you get and adjust it.',
  },

  compare: {
    intro: (a, b) => `Comparing ${a} and ${b} against your data:`,
    covers: (option, skills) => `${option} covers ${skills}.`,
    unknown: (option) => `Kairos has no entry for ${option} in its skills data, so I cannot weigh it.`,
    inOccupation: (skill, occupation, essential) => `${skill} is ${essential ? 'an essential' : 'an optional'} skill for ${occupation}.`,
    notInOccupation: (option, occupation) => `None of what ${option} covers is listed for ${occupation}.`,
    held: (option, list) => `Your CV already shows ${list}, so ${option} would certify what you do.`,
    adds: (option, list) => `${option} would add ${list}, which your CV does not show yet.`,
    verdict: (option, occupation) => `On your data, ${option} fits better: it covers what ${occupation} requires.`,
    verdictNew: (option) => `On your data, ${option} adds more new ground.`,
    close: 'On your data, the two are close; choose by the roles you are aiming for.',
    noPrices: 'Kairos has no data on prices, exam rules or pass rates; check them with the certifying bodies.',
    insightFit: (option, occupation) => `${option} matches the essential skills of ${occupation}.`,
    recAds: (occupation) =>
      occupation
        ? `Check which of the two the advertisements for ${occupation} ask for.`
        : 'Check which of the two the advertisements for your target role ask for.',
    recBodies: 'Compare cost, prerequisites and renewal on the certifying bodies’ own pages.',
    recBuild: (option) => `Whichever you choose, prove it at work: a project that uses what ${option} teaches.`,
    actAds: 'Count which certification appears in twenty advertisements for your target role.',
    actDecide: 'Decide, and book the first module or exam date.',
  },

  followUp: {
    context: (items) => `(Following on from your previous question: ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => duration(n),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos has no earnings data${occupation ? ` for ${occupation}` : ' for your role'}${c ? ` ${c.in}` : ''} unless an operator imports them, so I will not name a salary figure.`,
    earnings: (occupation, c, amount, period, source) =>
      `The imported earnings data give a median of ${amount} gross a month for ${occupation} ${c.in} (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Median pay for ${occupation}: ${amount} a month (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'I want to become a project manager within two years: what is my plan?',
    comparison: 'Should I do PRINCE2 or Scrum?',
    returning_after_break: 'How do I return to work after my career break?',
    relocation: 'Should I move to another European country for work?',
    freelancing: 'Could I work as a freelancer?',
    salary_negotiation: 'How do I negotiate my salary?',
    interview_preparation: 'How do I prepare for my next job interview?',
    career_change: 'How could I change careers?',
    promotion: 'How do I get promoted to the next level?',
    leadership: 'How can I grow into a leadership role?',
    networking: 'How can I build my professional network?',
    skill_gaps: 'Which skills should I learn next?',
    cv_improvement: 'How can I improve my CV?',
    job_search: 'How should I organise my job search?',
    relocationTo: (c) => `How would I move ${c.to}?`,
    skillGapFor: (occupation) => `Which skills am I missing for the role of ${occupation}?`,
  },
};
