import { withFrenchSpacing } from './typography';
import type { CoachMessages } from './types';

const ans = (n: number) => (n <= 1 ? `${n} an` : `${n} ans`);
const mois = (n: number) => `${n} mois`;
const lignes = (n: number) => (n <= 1 ? `${n} ligne` : `${n} lignes`);
const duree = (n: number) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (y === 0) return mois(m);
  return m === 0 ? ans(y) : `${ans(y)} et ${mois(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "de" with elision before a vowel or a mute h: "d’Excel", "de Python". */
const de = (text: string) => (/^[aeiouyàâéèêëîïôûh]/i.test(text) ? `d’${text}` : `de ${text}`);

// Written with plain spaces before « : ; ? ! » and inside guillemets; withFrenchSpacing makes them non-breaking.
const messages: CoachMessages = {
  kinds: {
    career_goal: 'un objectif de carrière avec un plan',
    comparison: 'comparer des certifications ou des parcours',
    career_change: 'la reconversion',
    promotion: 'la promotion',
    salary_negotiation: 'la négociation salariale',
    interview_preparation: 'la préparation des entretiens',
    skill_gaps: 'les compétences à acquérir',
    relocation: 'l’installation dans un autre pays européen',
    cv_improvement: 'l’amélioration du CV',
    job_search: 'la recherche d’emploi',
    leadership: 'le leadership',
    networking: 'le réseau professionnel',
    freelancing: 'le travail en indépendant',
    returning_after_break: 'le retour à l’emploi après une pause',
  },
  quote: (text) => `« ${text} »`,
  talentStatus: { discovered: 'découvert', validated: 'validé', developing: 'en développement', mastered: 'maîtrisé' },
  careerRoles: {
    job_seeker: 'en recherche d’emploi',
    professional: 'en poste',
    recruiter: 'recruteur ou recruteuse',
    career_coach: 'coach carrière',
  },
  englishBands: { 'very high': 'très élevé', high: 'élevé', moderate: 'moyen', low: 'faible', 'very low': 'très faible' },
  noData: {
    'no-data': 'pas de données (aucun chiffre pour ce pays)',
    'dataset-disabled': 'pas de données (le jeu de données est désactivé)',
    'no-person-data': 'pas de données (rien de comparable dans votre CV)',
    'unknown-country': 'pas de données (pays non couvert)',
  },
  contactFields: { email: 'adresse e-mail', phone: 'numéro de téléphone', location: 'lieu de résidence' },
  qualityComponents: {
    contact: 'Coordonnées',
    summary: 'Profil',
    'experience-detail': 'Détail des expériences',
    dates: 'Dates',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    recency: 'Actualité',
  },
  scope: { global: 'monde', eu: 'UE' },
  nativeLevel: 'langue maternelle',

  common: {
    hello: (name) => `Bonjour ${name}.`,
    noCv: 'Vous n’avez pas encore importé de CV, cette réponse reste donc générale ; avec votre CV, je pourrai m’appuyer sur votre propre expérience.',
    noCvInsight: 'Sans CV, cette réponse ne peut pas tenir compte de votre expérience, de vos compétences ni de vos talents.',
    uploadCv: 'Importer votre CV pour que le coach puisse s’appuyer sur votre expérience.',
    engineInsight:
      'Cette réponse s’appuie uniquement sur vos données dans Kairos et sur les chiffres publiés cités ; quand une donnée manque, elle le dit.',
    littleData: 'Votre CV donne peu d’éléments pour cette question ; plus de détails dans votre CV rendront la réponse plus précise.',
    noMarketData: 'Aucun chiffre du marché n’est disponible pour cette question.',
    talentInsight: (talent, evidence) => (evidence ? `Point fort : ${talent}, illustré par ${evidence}.` : `Point fort : ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) =>
      `${skill} est signalé ${growing ? 'en hausse' : 'en recul'} (${scope} ; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Envisagez d’apprendre ${skill} : cette compétence est signalée en hausse (${scope}).`,
    padRecs: [
      'Notez ce que vous voulez atteindre dans les douze prochains mois ; chaque étape suivante sera plus facile à choisir.',
      'Faites le point une fois par mois avec une personne de confiance.',
      'Mettez votre CV et votre profil à jour après chaque changement.',
    ],
    padActions: ['Noter votre objectif pour les douze prochains mois.', 'Faire le point sur ces étapes.'],
  },

  grounding: {
    yearsCv: (n) => `CV : ${ans(n)} d’expérience (d’après les dates des postes)`,
    yearsProfile: (n) => `Profil : ${ans(n)} d’expérience`,
    roleCv: (title, since) => `CV : poste actuel ${title}${since ? ` depuis ${since}` : ''}`,
    roleProfile: (title) => `Profil : poste actuel ${title}`,
    lastRole: (title, until) => `CV : dernier poste ${title}${until ? ` jusqu’en ${until}` : ''}`,
    careerRole: (role) => `Profil : ${role}`,
    skills: (list) => `Compétences du CV : ${list}`,
    languages: (list) => `Langues du CV : ${list}`,
    talent: (name, confidence, status) => `Talent : ${name} (confiance ${confidence} %, ${status})`,
    goal: (goal) => `Objectif : ${goal}`,
    gap: (n, from, to) => `CV : interruption de ${mois(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `CV : aucun poste depuis ${since} (${mois(n)})`,
    progression: (first, last) => `CV : ${de(first)} à ${last}`,
    quality: (score) => `Score de qualité du CV : ${score}/100`,
    qualityComponent: (label, points, max) => `Qualité du CV, ${label} : ${points}/${max}`,
    resultLines: (n, total) => `CV : ${lignes(n)} sur ${total} ${n <= 1 ? 'indique' : 'indiquent'} un résultat mesurable`,
    missingContact: (fields) => `CV sans ${fields}`,
    noSummary: 'CV : pas de profil en tête',
    datedSkills: (list) => `CV : utilisé il y a plus de cinq ans : ${list}`,
    occupation: (title, score) => `Métier proche : ${title} (${score})`,
    skillGap: (occupation, share) => `Écart de compétences pour ${occupation} : ${share} des compétences essentielles acquises`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period} : ${skill} ${growing ? 'en hausse' : 'en recul'} (${scope})`,
    fit: (country, fit, coverage) => `Comparaison des pays ${country} : adéquation ${fit} (données pour ${coverage} de la pondération)`,
    componentMissing: (country, component, reason) => `Comparaison des pays ${country}, ${component} : ${reason}`,
    vacancy: (country, period, value, source) => `${source} taux d’emplois vacants ${country} ${period} : ${value}`,
    shortage: (occupation, country, publisher, period) =>
      `${publisher} ${period} : ${occupation} sur la liste des métiers en tension (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period} : ${occupation} en pénurie à l’échelle de l’UE`,
    language: (country, detail) => `Langues pour ${country} : ${detail}`,
    culture: (country, share, period) => `Similarité Hofstede avec ${country} (${period}) : ${share}`,
    minimumWage: (country, amount, period, source) => `${source} salaire minimum légal ${country} ${period} : ${amount} par mois`,
    noMinimumWage: (country, note) => `${country} : aucun chiffre de salaire minimum légal${note ? ` ; note des données : ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Note sur la culture de travail ${country} (${topic}) : ${text}`,
  },
  componentNames: { vacancy: 'Emplois vacants', shortage: 'Métiers en tension', language: 'Langue', culture: 'Culture de travail' },

  careerChange: {
    intro: 'Une reconversion réussit mieux quand vous partez de ce que vous apportez déjà plutôt que de zéro.',
    experience: (y, role) => {
      if (y !== null && role)
        return `Avec ${ans(y)} d’expérience, dernièrement comme ${role}, vous apportez plus que vous ne le pensez peut-être.`;
      if (y !== null) return `Avec ${ans(y)} d’expérience, vous apportez plus que vous ne le pensez peut-être.`;
      return `Votre expérience ${de(role ?? '')} est un point de départ, pas quelque chose à laisser derrière vous.`;
    },
    closest: (list) => `Les métiers les plus proches de votre CV sont : ${list}.`,
    gap: (occupation, share, missing) =>
      `Pour le métier ${occupation}, vous possédez déjà ${share} des compétences essentielles ; il manque encore : ${missing}.`,
    gapComplete: (occupation) => `Pour le métier ${occupation}, vous possédez déjà toutes les compétences essentielles.`,
    goal: (goal) => `Votre objectif : ${goal}.`,
    insightClosest: (list) => `Métiers proches de votre CV : ${list}.`,
    insightMissing: (occupation, list) => `Compétences essentielles manquantes pour ${occupation} : ${list}.`,
    recTest:
      'Choisissez un ou deux métiers cibles et confrontez-les à la réalité en parlant avec des personnes qui les exercent, avant d’investir dans une formation.',
    recCloseGap: (skill, occupation) => `Comblez le premier écart de compétences essentielles pour ${occupation} : ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Réécrivez le profil de votre CV pour le métier visé et mettez en avant ce qui est transférable : ${strengths}.`
        : 'Réécrivez le profil de votre CV pour le métier visé et mettez en avant ce qui est transférable.',
    recBridge: (occupation) =>
      `Envisagez un poste passerelle proche de votre profil actuel, par exemple ${occupation}, pour changer de domaine étape par étape.`,
    recProject: 'Constituez des preuves dans le nouveau domaine : un petit projet, une formation avec un cas pratique ou du bénévolat.',
    actTargets: 'Lister trois métiers cibles et ce qui vous attire dans chacun.',
    actTalk: 'Échanger avec deux personnes qui exercent le métier visé.',
    actLearn: (skill) =>
      skill
        ? `Commencer une formation ou un projet sur ${skill}.`
        : 'Commencer une formation ou un projet sur la première compétence qu’exige le métier visé.',
  },

  promotion: {
    intro: 'Une demande de promotion convainc le mieux quand elle montre que vous travaillez déjà au niveau suivant.',
    progression: (first, last) => `Votre CV montre déjà une progression ${de(first)} à ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `Vous êtes ${role} depuis ${duree(n)}.` : `Vous êtes actuellement ${role}.`),
    results: (n) =>
      `${n <= 1 ? 'Une ligne de votre CV indique' : `${n} lignes de votre CV indiquent`} un résultat mesurable ; c’est la matière de votre argumentaire.`,
    noResults: 'Aucune ligne de votre CV n’indique encore de résultat mesurable ; c’est la première chose à corriger.',
    talent: (talent) => `Votre CV montre aussi ${talent}, ce qui compte au niveau suivant.`,
    insightProgression: (first, last) => `Progression ascendante dans votre CV : ${de(first)} à ${last}.`,
    insightResults: (n) => `${n <= 1 ? 'Une ligne de votre CV indique' : `${n} lignes de votre CV indiquent`} un résultat mesurable.`,
    insightNoResults: 'Votre CV n’indique encore aucun résultat mesurable.',
    insightTenure: (role, n) => `${cap(duree(n))} comme ${role}.`,
    recResults: (example) =>
      example
        ? `Notez vos résultats chiffrés (temps gagné, chiffre d’affaires, qualité, taille d’équipe) ; ${example} montre la voie.`
        : 'Notez vos résultats chiffrés : temps gagné, chiffre d’affaires, qualité, taille d’équipe.',
    recCriteria: 'Demandez à votre manager ce qu’exige le niveau suivant et convenez de deux ou trois critères concrets.',
    recScope: (talent) =>
      talent
        ? `Prenez des responsabilités visibles au niveau suivant en vous appuyant sur votre talent ${talent} : piloter un projet, accompagner un collègue ou prendre en charge un processus.`
        : 'Prenez des responsabilités visibles au niveau suivant : piloter un projet, accompagner un collègue ou prendre en charge un processus.',
    recVisibility: 'Rendez vos résultats visibles au-delà de votre équipe, par exemple avec un court point mensuel.',
    recSkill: (skill) => `Rendez ${skill}, une compétence en hausse que vous avez déjà, plus visible dans votre travail et sur votre CV.`,
    actAchievements: 'Noter cinq réussites des douze derniers mois, chacune avec un chiffre.',
    actConversation: 'Planifier un entretien de carrière avec votre manager sur le niveau suivant.',
    actStretch: 'Convenir d’une mission ambitieuse et de la façon dont sa réussite sera mesurée.',
  },

  salary: {
    intro: 'Je ne travaille qu’avec des chiffres publiés et je n’estime pas de salaires.',
    noSalaryData: 'Kairos ne dispose d’aucune donnée salariale pour votre poste ; je n’avancerai donc pas de chiffre.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)}, le salaire minimum légal est de ${amount} par mois (${period}, ${source}) ; c’est un plancher légal, pas une référence pour votre poste.`,
    noMinimumWage: (c) => `Pour ${c.inText}, les données ne contiennent aucun chiffre de salaire minimum légal.`,
    strengths: (y, results) => {
      const parts = [
        ...(y !== null && y > 0 ? [`${ans(y)} d’expérience`] : []),
        ...(results > 0 ? [`${lignes(results)} avec des résultats mesurables`] : []),
      ];
      return parts.length > 0
        ? `Votre position repose sur ce que montre votre CV : ${parts.join(' et ')}.`
        : 'Votre CV ne montre pas encore de résultats mesurables ; rassemblez-les avant l’entretien.';
    },
    shortage: (occupation, c, publisher, period) =>
      `La liste des métiers en tension pour ${c.inText} comprend ${occupation} (${publisher}, ${period}), ce qui renforce votre position.`,
    insightNoData:
      'Aucune donnée salariale n’est disponible pour votre poste : chaque chiffre que vous avancez doit provenir d’une source publiée.',
    insightWage: (c, amount, period, source) => `Salaire minimum légal ${c.in} : ${amount} par mois (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) =>
      `La liste des métiers en tension pour ${c.inText} comprend ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `Un résultat à citer : ${line}.`,
    insightYears: (y) => `${ans(y)} d’expérience à faire valoir.`,
    recResearch:
      'Rassemblez des fourchettes de salaire issues de sources publiées : l’offre d’emploi, les conventions collectives et les études de rémunération pour votre poste et votre région.',
    recCase: (example) =>
      example
        ? `Fondez votre demande sur vos résultats, par exemple ${example}, et non sur vos besoins.`
        : 'Fondez votre demande sur vos résultats, et non sur vos besoins.',
    recRange: 'Annoncez une fourchette plutôt qu’un chiffre unique, étayée par vos recherches.',
    recPackage:
      'Négociez l’ensemble, pas seulement le salaire : budget de formation, jours de télétravail, intitulé du poste et date de début.',
    recPractise: 'Répétez l’entretien une fois à voix haute avec une personne de confiance.',
    actReferences: 'Rassembler trois références salariales publiées pour votre poste et votre région.',
    actResults: 'Noter trois résultats à citer pendant la négociation.',
    actRehearse: 'Répéter l’entretien, y compris votre réponse à un premier « non ».',
  },

  interview: {
    intro: 'Un bon entretien repose sur trois à cinq histoires préparées, tirées de votre propre expérience.',
    material: (n) =>
      `Votre CV contient déjà la matière pour ${n <= 1 ? 'l’une d’elles' : `${n} d’entre elles`} ; voir les constats ci-dessous.`,
    noMaterial:
      'Votre CV ne contient pas encore de lignes avec des résultats clairs ; commencez donc par noter trois situations où votre travail a fait la différence.',
    gap: (n, from, to) => `Préparez une phrase posée sur l’interruption de ${mois(n)} entre ${from} et ${to}.`,
    breakNow: (since) => `Préparez une phrase courte et positive sur la période depuis ${since}.`,
    resultLabel: 'résultat mesurable',
    insightStory: (label, line) => `Matière pour une histoire (${label}) : ${line}.`,
    insightGap: (n, from, to) => `Attendez-vous à une question sur l’interruption de ${mois(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Préparez une histoire STAR (situation, tâche, action, résultat) à partir de ${line} pour illustrer votre talent ${talent}.`
        : `Préparez une histoire STAR (situation, tâche, action, résultat) à partir de ${line}.`,
    recResearch:
      'Renseignez-vous sur l’employeur : ses produits, son actualité et l’équipe que vous rejoindriez, et reliez-les à votre expérience.',
    recGap: (n, from, to) => `Préparez une explication courte et positive de l’interruption de ${mois(n)} (${from} – ${to}).`,
    recBreak: (since) => `Préparez une explication courte et positive de ce que vous avez fait depuis ${since}.`,
    recQuestions: 'Préparez deux ou trois questions pour vos interlocuteurs, par exemple sur les 90 premiers jours dans le poste.',
    recMock: 'Faites un entretien blanc, idéalement enregistré, puis analysez-le.',
    actStories: 'Rédiger trois histoires STAR tirées de votre expérience.',
    actMock: 'Faire un entretien blanc avec un ami, une amie ou un mentor.',
    actResearch: 'Se renseigner sur l’employeur et noter trois points qui rejoignent votre expérience.',
  },

  skillGaps: {
    intro: 'Voici ce que vos données disent de vos compétences.',
    gap: (occupation, share, missing) =>
      `Pour le métier ${occupation}, vous possédez ${share} des compétences essentielles ; il manque : ${missing}.`,
    complete: (occupation) =>
      `Pour le métier ${occupation}, vous possédez toutes les compétences essentielles ; les compétences optionnelles vous démarqueront.`,
    noTarget:
      'Vous n’avez pas encore choisi de métier cible ; choisissez-en un dans l’analyse des écarts de compétences pour voir précisément ce qui vous manque.',
    closest: (list) => `Les métiers les plus proches de votre CV sont : ${list}.`,
    dated: (list) => `Certaines compétences n’apparaissent que dans des postes terminés il y a plus de cinq ans : ${list}.`,
    declining: (list) => `Signalé en recul : ${list}.`,
    insightMissing: (occupation, list) => `Compétences essentielles manquantes pour ${occupation} : ${list}.`,
    insightDated: (list) => `Utilisé il y a plus de cinq ans : ${list}.`,
    insightTopSkills: (list) => `Vos compétences les plus solides dans le CV : ${list}.`,
    recFirst: (skill, occupation) => `Apprenez d’abord ${skill} : c’est une compétence essentielle pour ${occupation}.`,
    recNext: (list, occupation) => `Comblez ensuite les autres écarts essentiels pour ${occupation} : ${list}.`,
    recDated: (list, n) =>
      `Montrez une utilisation récente ${de(list)} avec une formation ou un projet, ou placez ${n <= 1 ? 'cette compétence' : 'ces compétences'} plus bas dans votre CV.`,
    recChooseTarget: 'Choisissez un métier cible pour que l’écart puisse être mesuré.',
    recProve: 'Prouvez chaque nouvelle compétence par un petit projet présentable et ajoutez-le à votre CV.',
    actChoose: (skill) =>
      skill
        ? `Choisir une formation ou un projet pour ${skill}.`
        : 'Choisir une formation ou un projet pour la compétence la plus nécessaire.',
    actChooseTarget: 'Choisir un métier cible dans l’analyse des écarts de compétences.',
    actProject: (skill) =>
      skill
        ? `Terminer un premier projet avec ${skill} et l’ajouter à votre CV.`
        : 'Terminer un premier projet avec la nouvelle compétence et l’ajouter à votre CV.',
    actDated: (skill) => `Montrer dans votre CV une utilisation récente ${de(skill)}, ou la placer plus bas.`,
  },

  relocation: {
    noCountry: 'Votre question ne cite aucun pays européen couvert par les données du marché.',
    bestMatch: (c, fit) => `Meilleur pays dans votre comparaison : ${c.name} (${fit}).`,
    noComparison:
      'Aucune comparaison des pays n’est encore disponible pour vous ; je ne peux donc pas dire dans quelle mesure un départ vous conviendrait.',
    notCompared: (c) => `Votre comparaison ne contient pas de données pour ${c.inText} ; je n’ai donc pas de chiffres.`,
    fit: (c, fit, coverage) =>
      `Adéquation globale pour ${c.inText} : ${fit}, calculée sur les ${coverage} de la pondération pour lesquels des données existent.`,
    noFit: (c) => `Aucune donnée ne permet de calculer une adéquation pour ${c.inText}.`,
    vacancy: (value, period, source) => `Emplois vacants : taux d’emplois vacants de ${value} (${period}, ${source}).`,
    shortage: (list) => `Métiers en tension : ${list}.`,
    shortageNone: (o) => `Métiers en tension : aucun de vos métiers${o ? ` (${o})` : ''} ne figure sur la liste nationale.`,
    language: (detail) => `Langue : ${detail}.`,
    languageOfficial: (language, level) => `vous indiquez ${language.toLowerCase()}${level ? ` (${level})` : ' (sans niveau)'}`,
    languageEnglish: (level, band) => `anglais${level ? ` ${level}` : ''} ; niveau d’anglais dans le pays : ${band}`,
    languageMissing: 'vous n’indiquez aucune des langues officielles',
    culture: (share, period) => `Culture de travail : ${share} de similarité entre les profils Hofstede (${period}).`,
    missing: (component, reason) => `${component} : ${reason}.`,
    minimumWage: (amount, period, source) => `Salaire minimum légal : ${amount} par mois (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) =>
      `Sur la liste des pénuries à l’échelle de l’UE : ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Taux d’emplois vacants ${c.in} : ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) =>
      `La liste nationale des métiers en tension comprend ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Langue : ${detail}.`,
    insightNoData: (components) => `Pas de données pour : ${components} ; l’adéquation repose sur le reste.`,
    recLanguage: (c) => `Commencez à apprendre la langue du pays : votre CV n’indique aucune des langues officielles ${c.in}.`,
    recLanguageLevel: (language, level) =>
      `Faites passer votre ${language.toLowerCase()} ${level ? `de ${level} ` : ''}au moins au niveau B2, celui qu’exigent la plupart des postes qualifiés.`,
    recShortage: (term, occupation, publisher, period) =>
      `Mettez en avant votre expérience ${de(term)} : la liste des métiers en tension comprend ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Vérifiez avant de postuler si vos diplômes doivent être officiellement reconnus ${c.in}.`,
    recSearch: (c) => `Cherchez des offres dans votre domaine auprès du service public de l’emploi ${c.in} et sur le portail EURES.`,
    recCulture: (c) => `Renseignez-vous sur la culture de travail ${c.in} : réunions, hiérarchie et façon de donner un retour.`,
    recChooseCountry: 'Indiquez le pays que vous envisagez, ou comparez d’abord les pays dans l’aperçu du marché.',
    actEmployers: (c) => `Sélectionner dix employeurs ${c.in} qui recrutent pour votre poste.`,
    actCv: (c) => `Adapter votre CV pour des candidatures ${c.in}.`,
    actLanguage: (language) => (language ? `Réserver un cours ${de(language.toLowerCase())}.` : 'Réserver un cours de langue.'),
    actApply: (c) => `Postuler à cinq offres ${c.in}.`,
    actCompare: 'Comparer deux ou trois pays dans l’aperçu du marché.',
    bring: (o, l) => `Ce que vous apportez : ${[o ? `vos métiers les plus proches sont ${o}` : null, l ? `votre CV indique ${l}` : null].filter(Boolean).join(' ; ')}.`,
  },

  cv: {
    intro: (score) => `Votre CV obtient ${score}/100 au contrôle qualité de Kairos.`,
    weakest: (list) => `C’est là qu’il reste le plus de points à gagner : ${list}.`,
    missingContact: (fields) => `Il manque dans l’en-tête de votre CV : ${fields}.`,
    noSummary: 'Il n’y a pas de profil en tête du CV.',
    unquantified: (n, total) => `${lignes(n)} sur ${total} ${n <= 1 ? 'décrit' : 'décrivent'} des tâches sans résultat mesurable.`,
    allQuantified: 'Chaque ligne de vos postes indique déjà un résultat mesurable.',
    example: (line) => `Par exemple : ${line}.`,
    noCvIntro: 'Je ne peux pas vérifier votre CV tant que vous ne l’avez pas importé ; voici ce que regarde le contrôle qualité de Kairos.',
    insightMissingContact: (fields) => `Manque dans votre CV : ${fields}.`,
    insightNoSummary: 'Pas de profil en tête du CV.',
    insightUnquantified: (n) => `${n <= 1 ? 'Une ligne décrit' : `${n} lignes décrivent`} des tâches sans résultat.`,
    insightQuantified: (n) => `${n <= 1 ? 'Une ligne indique' : `${n} lignes indiquent`} un résultat mesurable.`,
    insightGap: (n, from, to) => `Interruption non expliquée de ${mois(n)} (${from} – ${to}).`,
    insightDated: (list) => `Utilisé il y a plus de cinq ans : ${list}.`,
    recEmail: 'Ajoutez votre adresse e-mail dans l’en-tête : sans elle, personne ne peut vous répondre.',
    recPhone: 'Ajoutez un numéro de téléphone dans l’en-tête.',
    recLocation: 'Ajoutez votre lieu de résidence (ville et pays) pour être associé aux postes proches de chez vous.',
    recSummary: (role, skills) => {
      const who = role ? `qui vous êtes (${role})` : 'qui vous êtes';
      return `Rédigez un profil de trois lignes en tête du CV : ${who}, vos compétences les plus solides${skills ? ` (${skills})` : ''} et ce que vous recherchez.`;
    },
    recQuantify: (line) =>
      line
        ? `Reformulez les tâches en résultats chiffrés (combien, quel montant, en combien de temps), en commençant par ${line}.`
        : 'Reformulez les tâches en résultats chiffrés : combien, quel montant, en combien de temps.',
    recDates: 'Indiquez pour chaque poste un mois de début et un mois de fin.',
    recGap: (n, from, to) => `Ajoutez une ligne qui explique l’interruption de ${mois(n)} (${from} – ${to}).`,
    recDated: (list) => `Placez ${list} plus bas ou montrez une utilisation récente.`,
    recSkills: 'Citez au moins dix compétences et montrez chacune dans un poste où vous l’avez utilisée.',
    recLanguages: 'Ajoutez vos langues avec un niveau, par exemple CECRL B2.',
    recEducation: 'Ajoutez votre formation, même courte.',
    recNoCv: [
      'Placez en tête votre nom, votre adresse e-mail, votre numéro de téléphone et votre lieu de résidence.',
      'Commencez par un profil de trois lignes : qui vous êtes et ce que vous recherchez.',
      'Décrivez chaque poste par des résultats chiffrés, pas seulement par des tâches.',
      'Indiquez pour chaque poste un mois de début et un mois de fin.',
    ],
    actContact: (fields) => `Ajouter dans l’en-tête du CV : ${fields}.`,
    actQuantify: 'Reformuler trois lignes du CV en résultats chiffrés.',
    actSummary: 'Rédiger un profil de trois lignes pour le haut du CV.',
    actReupload: 'Importer la nouvelle version et comparer le score.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'Quand vous cherchez activement, un rythme hebdomadaire régulier compte plus que le volume.',
      professional: 'Tant que vous êtes en poste, une recherche ciblée et discrète fonctionne le mieux.',
      recruiter: 'Vous connaissez bien le côté recrutement ; servez-vous-en pour votre propre recherche.',
      career_coach: 'Donnez à votre propre recherche la structure que vous donneriez à celle d’un client.',
      none: 'Une recherche ciblée sur quelques postes fonctionne mieux que des candidatures tous azimuts.',
    },
    titles: (list) =>
      `Les métiers qui correspondent le mieux à votre CV sont : ${list} ; cherchez-les aussi sous leur intitulé dans la langue locale.`,
    best: (c, fit) => `Si vous êtes prêt à partir, le meilleur pays de votre comparaison est : ${c.name} (${fit}).`,
    shortage: (occupation, c, publisher, period) =>
      `La liste des métiers en tension pour ${c.inText} comprend ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Métiers les plus adaptés : ${list}.`,
    insightBest: (c, fit) => `Meilleur pays de la comparaison : ${c.name} (${fit}).`,
    insightQuality: (score) => `Votre CV obtient ${score}/100 ; corrigez les bases avant d’envoyer beaucoup de candidatures.`,
    recTargets: (list) =>
      list ? `Concentrez-vous sur deux ou trois métiers cibles : ${list}.` : 'Concentrez-vous sur deux ou trois métiers cibles.',
    recTailor: 'Adaptez votre CV à chaque offre : reprenez ses principales exigences avec vos propres preuves.',
    recRole: {
      job_seeker: 'Fixez-vous un objectif hebdomadaire, par exemple cinq candidatures soignées, et suivez les réponses.',
      professional: 'Restez discret : réglez sciemment la visibilité de votre profil et passez par votre réseau et des recruteurs.',
      recruiter: 'Demandez des recommandations à des pairs de confiance : vous savez le poids d’une cooptation.',
      career_coach: 'Dites à votre réseau professionnel ce que vous cherchez ; clients et confrères connaissent peut-être des postes.',
      none: 'Fixez-vous un objectif hebdomadaire et suivez les réponses pour voir ce qui fonctionne.',
    },
    recReferrals: 'Dites à cinq contacts quel poste vous cherchez et demandez-leur des mises en relation.',
    recCvFirst: (score) => `Améliorez votre CV (actuellement ${score}/100) avant d’envoyer beaucoup de candidatures.`,
    recTalent: (talent) => `Mentionnez votre talent ${talent} dans vos candidatures, avec un exemple.`,
    actTargets: 'Définir vos métiers cibles et une liste de vingt employeurs.',
    actApply: 'Envoyer cinq candidatures personnalisées.',
    actReview: 'Analyser les réponses et ajuster métiers cibles, CV ou canaux.',
  },

  leadership: {
    introLeading: (role) =>
      `En tant que ${role}, vous dirigez déjà ; l’étape suivante consiste à rendre votre leadership délibéré et visible.`,
    introAspiring: 'Le leadership peut se démontrer avant d’en avoir le titre.',
    talents: (list) => `Votre CV montre des talents liés au leadership : ${list}.`,
    noTalents:
      'L’analyse de votre CV n’a pas encore trouvé de talent de leadership ; rassemblez donc des exemples où vous avez dirigé sans en avoir le titre.',
    role: {
      recruiter:
        'En tant que recruteur ou recruteuse, vous pouvez utiliser les mêmes critères pour évaluer des candidats à des postes de management.',
      career_coach: 'En tant que coach, vous pouvez suivre ces étapes avec des clients qui accèdent à un rôle de management.',
    },
    insightRole: (role) => `Poste actuel : ${role}.`,
    insightYears: (y) => `${ans(y)} d’expérience.`,
    recFirstTask:
      'Demandez une première mission d’encadrement sans le titre : piloter un projet, intégrer un nouveau collègue ou animer une réunion d’équipe.',
    recVisible:
      'Décrivez votre leadership par des résultats : taille de l’équipe, livraisons, fidélisation et développement de vos collaborateurs.',
    recTalent: (talent, line) =>
      line ? `Appuyez-vous sur votre talent ${talent}, comme dans ${line}.` : `Appuyez-vous sur votre talent ${talent}.`,
    recFeedback:
      'Demandez régulièrement à votre équipe ou à vos pairs un retour sur votre manière de diriger, par exemple chaque trimestre.',
    recBasics:
      'Apprenez les bases de la délégation, des entretiens de feedback et de la fixation d’objectifs, lors d’une courte formation ou avec un mentor.',
    recMentor: 'Trouvez un mentor qui encadre un niveau au-dessus de vous.',
    actSituations: 'Noter deux situations où vous avez dirigé sans en avoir le titre.',
    actAsk: 'Demander à votre manager une mission d’encadrement.',
    actCourse: 'Suivre une courte formation sur le feedback et la délégation.',
  },

  networking: {
    intro: 'Le réseau fonctionne le mieux comme une habitude : de petits contacts réguliers plutôt que des demandes d’emploi.',
    companies: (list) => `Votre réseau existe déjà chez ${list} ; commencez par là.`,
    role: {
      job_seeker: 'Dites précisément quel poste vous cherchez ; il est difficile d’aider face à une demande vague.',
      professional: 'Construisez votre réseau avant d’en avoir besoin ; quelques échanges par mois suffisent.',
      recruiter: 'Votre réseau est votre capital : gardez le contact avec candidats et managers entre deux recrutements.',
      career_coach: 'Associez-vous à d’autres coachs et professionnels RH ; les recommandations peuvent vous amener des clients.',
      none: 'Quelques vraies conversations par mois valent mieux que beaucoup de nouvelles connexions.',
    },
    culture: (c) =>
      `Kairos dispose de notes sur la culture du réseau professionnel ${c.in} ; vous les trouverez parmi les faits sur lesquels repose cette réponse.`,
    insightCompanies: (list) => `Des personnes qui connaissent votre travail : vos collègues chez ${list}.`,
    insightSkills: (list) => `Des sujets sur lesquels vous pouvez parler avec autorité : ${list}.`,
    insightCulture: (c, n) => `${n <= 1 ? 'Une note' : `${n} notes`} sur la culture du réseau ${c.in}.`,
    recReconnect: (companies) =>
      companies
        ? `Reprenez contact avec cinq anciens collègues ${de(companies)}.`
        : 'Reprenez contact avec cinq anciens collègues ou camarades d’études.',
    recProfile: (role, skills) =>
      role && skills
        ? `Mettez à jour votre titre LinkedIn, par exemple : « ${role} | ${skills} ».`
        : 'Mettez à jour votre profil LinkedIn avec un titre clair et vos compétences les plus solides.',
    recGroup: (skill) =>
      skill
        ? `Rejoignez une association professionnelle ou un meetup autour ${de(skill)}.`
        : 'Rejoignez une association professionnelle ou un meetup de votre domaine.',
    recGive: 'Donnez avant de demander : un article utile, une mise en relation ou votre expérience.',
    recInfo: 'Demandez des échanges de vingt minutes pour apprendre, pas pour obtenir un poste.',
    actWrite: 'Écrire à trois anciens collègues.',
    actEvent: 'Participer à un événement professionnel ou à un meetup.',
    actConversations: 'Mener deux entretiens d’information.',
  },

  freelancing: {
    intro: 'Travailler en indépendant repose sur trois choses : une offre claire, des premiers clients et des finances saines.',
    experience: (y, skills) => {
      if (y !== null && skills)
        return `Avec ${ans(y)} d’expérience et des compétences comme ${skills}, vous avez une base pour construire une offre.`;
      if (skills) return `Des compétences comme ${skills} sont la base d’une offre.`;
      return `Avec ${ans(y ?? 0)} d’expérience, vous avez une base pour construire une offre.`;
    },
    early: (y) => `Avec ${ans(y)} d’expérience, envisagez de vous constituer d’abord des références ou de démarrer à temps partiel.`,
    noRates: 'Kairos ne dispose d’aucune donnée sur les tarifs des indépendants ; je n’en citerai donc pas.',
    insightSkills: (list) => `Compétences sur lesquelles bâtir votre offre : ${list}.`,
    insightEarly: (y) => `${ans(y)} d’expérience : des références facilitent la conquête de clients.`,
    insightNoRates: 'Aucune donnée de tarifs n’est disponible dans Kairos ; utilisez des enquêtes tarifaires publiées pour votre domaine.',
    recOffer: (skills) =>
      skills
        ? `Définissez une offre claire autour de ${skills} pour un type de clients précis.`
        : 'Définissez une offre claire pour un type de clients précis.',
    recClients: 'Trouvez vos premiers clients avant de quitter votre emploi : anciens employeurs et collègues peuvent devenir des clients.',
    recRates:
      'Fixez votre tarif à partir d’enquêtes tarifaires publiées pour votre domaine et de vos coûts réels : impôts, assurances et temps non facturé.',
    recRules: (c) =>
      c
        ? `Vérifiez les obligations d’immatriculation, fiscales et sociales ${c.in} auprès de l’administration compétente ou d’un conseiller.`
        : 'Vérifiez les obligations d’immatriculation, fiscales et sociales auprès de l’administration compétente ou d’un conseiller.',
    recPortfolio: (line) =>
      line
        ? `Constituez un court portfolio de trois études de cas, par exemple à partir de ${line}.`
        : 'Constituez un court portfolio de trois études de cas.',
    recRole: {
      job_seeker:
        'Des missions en indépendant peuvent aussi faire le lien pendant une recherche d’emploi ; dites-le ouvertement dans vos candidatures.',
      professional: 'Testez d’abord votre offre avec une activité complémentaire, si votre contrat de travail le permet.',
      recruiter: 'En tant que recruteur indépendant, fixez par écrit honoraires et garanties avec chaque client.',
      career_coach: 'En tant que coach indépendant, décrivez votre méthode et ce que les clients peuvent en attendre.',
      none: 'Testez votre offre avec une petite mission rémunérée avant de vous engager complètement.',
    },
    actOffer: 'Décrire votre offre sur une page.',
    actClients: 'Contacter cinq clients potentiels de votre réseau.',
    actRules: 'Clarifier l’immatriculation et la fiscalité avec l’administration ou un conseiller.',
  },

  returning: {
    intro:
      'Une pause n’a rien à cacher : ce qui compte, c’est une explication courte et assurée et des preuves récentes de vos compétences.',
    ongoing: (since, n, role) => `Votre dernier poste dans le CV${role ? `, ${role},` : ''} s’est terminé en ${since}, il y a ${duree(n)}.`,
    gap: (n, from, to) => `Votre CV montre une interruption de ${mois(n)} (${from} – ${to}).`,
    noGap: 'Je ne vois pas d’interruption dans les dates de votre CV.',
    dated: (list) => `Certaines compétences datent de postes terminés il y a plus de cinq ans : ${list}.`,
    insightBreak: (since, n) => `Aucun poste depuis ${since} (${duree(n)}).`,
    insightGap: (n, from, to) => `Interruption de ${mois(n)} (${from} – ${to}).`,
    insightDated: (list) => `À rafraîchir : ${list}.`,
    recExplain: (since) =>
      `Ajoutez à votre CV une ligne neutre sur la pause${since ? ` (depuis ${since})` : ''} : ce que vous avez fait, par exemple famille, formation, voyage ou santé.`,
    recRefresh: (list) =>
      list
        ? `Rafraîchissez ${list} avec une courte formation ou un projet pour montrer une utilisation récente.`
        : 'Rafraîchissez vos compétences clés avec une courte formation ou un projet pour montrer une utilisation récente.',
    recReconnect: (company) =>
      company
        ? `Contactez d’anciens collègues chez ${company} : ils connaissent votre travail.`
        : 'Contactez d’anciens collègues : ils connaissent votre travail.',
    recBridge:
      'Cherchez des programmes de retour à l’emploi, des postes à temps partiel ou des missions de transition pour revenir progressivement.',
    recAnswer: 'Préparez pour les entretiens une réponse en deux phrases sur votre pause.',
    actLine: 'Rédiger la ligne qui explique votre pause.',
    actContacts: 'Contacter trois anciens collègues.',
    actCourse: (skill) =>
      skill ? `Suivre une formation de remise à niveau en ${skill}.` : 'Suivre une formation de remise à niveau dans votre compétence clé.',
  },

  unknown: {
    vague: 'Je ne suis pas sûr de ce que vous souhaitez savoir, et je préfère ne pas deviner.',
    outOfScope: {
      medical: 'Je ne peux pas conseiller sur des questions médicales ; adressez-vous à un médecin ou à un autre professionnel qualifié.',
      legal: 'Je ne peux pas donner de conseil juridique ; adressez-vous à un avocat ou à un service d’information juridique.',
      investment: 'Je ne peux pas conseiller sur les placements ; adressez-vous à un conseiller financier qualifié.',
    },
    topics: (topics) => `Je peux vous aider sur ces sujets : ${topics}.`,
    insightScope: 'Le coach répond aux questions de carrière à partir de votre CV, de vos talents et des données du marché dans Kairos.',
    insightOutOfScope: 'Cette question sort du champ du coach carrière.',
    recAsk: (question) => `Demandez par exemple : ${question}`,
    actRephrase: 'Poser une question précise sur l’un de ces sujets.',
    actReview: 'Consulter l’analyse de votre CV et vos talents dans Kairos.',
  },

  goal: {
    intro: (role, n, c) =>
      `Vous voulez devenir ${role}${n ? ` d’ici ${duree(n)}` : ''}${c ? ` ${c.in}` : ''} ; voici ce que disent vos données.`,
    introNoRole: (n, c) => `Votre objectif${n ? ` pour les ${duree(n)} à venir` : ''}${c ? ` ${c.in}` : ''}, mesuré à vos données :`,
    occupation: (occupation) => `Dans les données métiers, cet objectif correspond le mieux au métier ${occupation}.`,
    noOccupation: (role) => `Je n’ai pas pu rattacher ${role} à un métier des données ; je ne peux donc pas mesurer l’écart de compétences.`,
    current: (role) => `Vous êtes actuellement ${role}.`,
    held: (share, list) => `Vous avez déjà ${share} de ses compétences essentielles${list ? `, dont ${list}` : ''}.`,
    missing: (list) => `Compétences essentielles encore manquantes : ${list}.`,
    complete: 'Vous avez déjà toutes ses compétences essentielles ; l’enjeu est de le prouver et de le rendre visible.',
    countryIntro: (c) => `Pour partir ${c.to} :`,
    countryNotCompared: (c) => `${c.name} ne figure pas dans votre comparaison de pays ; je n’ai donc pas de chiffres de marché.`,
    planIntro: (n) => `Un plan sur ${duree(n)}, avec des dates, figure dans les actions.`,
    estimate: (n, missing) =>
      `Selon la règle empirique de Kairos (environ deux mois par compétence essentielle manquante, trois mois au moins), cela fait pour vous environ ${duree(n)} : ${missing === 1 ? 'une compétence essentielle' : `${missing} compétences essentielles`} à acquérir.`,
    fits: (n) => `Cela tient dans votre horizon de ${duree(n)}.`,
    tight: (n) => `C’est plus que votre horizon de ${duree(n)} : commencez dès maintenant par la première compétence et tenez le plan serré.`,
    achievement: (line) => `Un de vos résultats sur lequel vous appuyer : ${line}.`,
    insightGap: (occupation, list) => `Compétences essentielles manquantes pour ${occupation} : ${list}.`,
    insightHeld: (occupation, share) => `Vous avez ${share} des compétences essentielles de ${occupation}.`,
    recFirst: (skill, occupation) => `Commencez par ${skill} : c’est une compétence essentielle pour ${occupation}.`,
    recEvidence: (line) =>
      line ? `Mettez en avant dans vos candidatures des résultats comme ${line}.` : 'Ajoutez des résultats chiffrés à votre CV avant de postuler.',
    recTalk: (occupation) => `Parlez à deux personnes qui travaillent comme ${occupation} de ce que le poste exige vraiment.`,
    recLanguage: (language, c) => `Prévoyez une formation en ${language} : c’est une langue officielle ${c.in}.`,
    recChooseRole: 'Indiquez le poste visé pour que je mesure l’écart à partir des données métiers.',
    stepLearn: (skill) => `Apprendre ${skill} et l’utiliser dans une tâche réelle.`,
    stepEvidence: 'Ajouter ces nouvelles preuves au CV, chiffrées.',
    stepApply: (occupation, c) => `Postuler à des postes de ${occupation}${c ? ` ${c.in}` : ''}.`,
    stepReview: 'Revoir le plan selon les réponses reçues et l’ajuster.',
  },

  compare: {
    intro: (a, b) => `${a} et ${b}, comparés à vos données :`,
    covers: (option, skills) => `${option} couvre ${skills}.`,
    unknown: (option) => `Kairos n’a pas d’entrée pour ${option} dans ses données de compétences ; je ne peux pas l’évaluer.`,
    inOccupation: (skill, occupation, essential) => `${skill} est une compétence ${essential ? 'essentielle' : 'optionnelle'} pour ${occupation}.`,
    notInOccupation: (option, occupation) => `Rien de ce que couvre ${option} n’est listé pour ${occupation}.`,
    held: (option, list) => `Votre CV montre déjà ${list} : ${option} certifierait donc ce que vous faites.`,
    adds: (option, list) => `${option} ajouterait ${list}, que votre CV ne montre pas encore.`,
    verdict: (option, occupation) => `D’après vos données, ${option} convient mieux : il couvre ce qu’exige ${occupation}.`,
    verdictNew: (option) => `D’après vos données, ${option} apporte davantage de nouveau.`,
    close: 'D’après vos données, les deux se valent ; choisissez selon les postes visés.',
    noPrices: 'Kairos n’a pas de données sur les prix, les règles d’examen ou les taux de réussite ; vérifiez-les auprès des organismes certificateurs.',
    insightFit: (option, occupation) => `${option} correspond aux compétences essentielles de ${occupation}.`,
    recAds: (occupation) =>
      occupation
        ? `Vérifiez lequel des deux les offres pour ${occupation} demandent.`
        : 'Vérifiez lequel des deux les offres pour votre poste cible demandent.',
    recBodies: 'Comparez coût, prérequis et renouvellement sur les pages des organismes certificateurs.',
    recBuild: (option) => `Quel que soit votre choix, prouvez-le au travail : un projet qui utilise ce qu’enseigne ${option}.`,
    actAds: 'Comptez quelle certification apparaît dans vingt offres pour votre poste cible.',
    actDecide: 'Décidez-vous et réservez le premier module ou la date d’examen.',
  },

  followUp: {
    context: (items) => `(Dans la suite de votre question précédente : ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => duree(n),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos n’a pas de données de rémunération${occupation ? ` pour ${occupation}` : ' pour votre poste'}${c ? ` ${c.in}` : ''} tant qu’un opérateur n’en importe pas ; je ne donnerai donc pas de chiffre de salaire.`,
    earnings: (occupation, c, amount, period, source) =>
      `Les données de rémunération importées donnent une médiane de ${amount} brut par mois pour ${occupation} ${c.in} (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Salaire médian ${occupation} : ${amount} par mois (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'Je veux devenir chef de projet d’ici deux ans : quel est mon plan ?',
    comparison: 'Vaut-il mieux faire PRINCE2 ou Scrum ?',
    returning_after_break: 'Comment reprendre le travail après une pause de carrière ?',
    relocation: 'Devrais-je partir travailler à l’étranger ?',
    freelancing: 'Pourrais-je me lancer en freelance ?',
    salary_negotiation: 'Comment négocier mon salaire ?',
    interview_preparation: 'Comment préparer mon prochain entretien d’embauche ?',
    career_change: 'Comment réussir ma reconversion professionnelle ?',
    promotion: 'Comment obtenir une promotion ?',
    leadership: 'Comment développer mon leadership ?',
    networking: 'Comment développer mon réseau professionnel ?',
    skill_gaps: 'Quelles compétences devrais-je acquérir en priorité ?',
    cv_improvement: 'Comment améliorer mon CV ?',
    job_search: 'Comment organiser ma recherche d’emploi ?',
    relocationTo: (c) => `Comment pourrais-je m’installer ${c.to} ?`,
    skillGapFor: (occupation) => `Quelles compétences me manquent pour le métier ${occupation} ?`,
  },
};

export const fr: CoachMessages = withFrenchSpacing(messages);
