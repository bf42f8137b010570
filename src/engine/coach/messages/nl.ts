import type { CoachMessages } from './types';

const jaar = (n: number) => `${n} jaar`;
const maanden = (n: number) => (n === 1 ? '1 maand' : `${n} maanden`);
const regels = (n: number) => (n === 1 ? '1 regel' : `${n} regels`);
/** "2 jaar en 3 maanden" */
const duur = (n: number) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (y === 0) return maanden(m);
  return m === 0 ? jaar(y) : `${jaar(y)} en ${maanden(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Dutch addresses the person informally (je), as Dutch career sites usually do.
export const nl: CoachMessages = {
  kinds: {
    career_goal: 'een loopbaandoel met een plan',
    comparison: 'certificeringen of routes vergelijken',
    career_change: 'van loopbaan veranderen',
    promotion: 'promotie maken',
    salary_negotiation: 'over je salaris onderhandelen',
    interview_preparation: 'sollicitatiegesprekken voorbereiden',
    skill_gaps: 'ontbrekende vaardigheden',
    relocation: 'verhuizen naar een ander Europees land',
    cv_improvement: 'je cv verbeteren',
    job_search: 'je zoektocht naar werk',
    leadership: 'leiderschap',
    networking: 'netwerken',
    freelancing: 'freelancen',
    returning_after_break: 'terugkeren na een loopbaanonderbreking',
  },
  quote: (text) => `‘${text}’`,
  talentStatus: { discovered: 'ontdekt', validated: 'bevestigd', developing: 'in ontwikkeling', mastered: 'beheerst' },
  careerRoles: { job_seeker: 'werkzoekende', professional: 'professional', recruiter: 'recruiter', career_coach: 'loopbaancoach' },
  englishBands: { 'very high': 'zeer hoog', high: 'hoog', moderate: 'gemiddeld', low: 'laag', 'very low': 'zeer laag' },
  noData: {
    'no-data': 'geen gegevens (geen cijfer voor dit land)',
    'dataset-disabled': 'geen gegevens (de gegevensset staat uit)',
    'no-person-data': 'geen gegevens (niets op je cv om te vergelijken)',
    'unknown-country': 'geen gegevens (land niet gedekt)',
  },
  contactFields: { email: 'e-mailadres', phone: 'telefoonnummer', location: 'woonplaats' },
  qualityComponents: {
    contact: 'Contactgegevens',
    summary: 'Profiel',
    'experience-detail': 'Detail van de ervaring',
    dates: 'Data',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    recency: 'Actualiteit',
  },
  scope: { global: 'wereldwijd', eu: 'EU' },
  nativeLevel: 'moedertaal',

  common: {
    hello: (name) => `Hallo ${name}.`,
    noCv: 'Je hebt nog geen cv geüpload, dus dit antwoord is algemeen; upload er een en ik baseer het op je eigen ervaring.',
    noCvInsight: 'Zonder cv kan dit antwoord je ervaring, vaardigheden of talenten niet gebruiken.',
    uploadCv: 'Upload je cv zodat de coach je ervaring kan gebruiken.',
    engineInsight: 'Dit antwoord gebruikt alleen je gegevens in Kairos en de gepubliceerde cijfers uit de genoemde bronnen; waar gegevens ontbreken, staat dat erbij.',
    littleData: 'Je cv geeft weinig houvast voor deze vraag; meer detail in je cv maakt het antwoord specifieker.',
    noMarketData: 'Voor deze vraag zijn geen marktcijfers beschikbaar.',
    talentInsight: (talent, evidence) => (evidence ? `Sterk punt: ${talent}, zoals blijkt uit ${evidence}.` : `Sterk punt: ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) => `${skill} wordt gemeld als ${growing ? 'groeiend' : 'dalend'} (${scope}; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Overweeg ${skill} te leren: het wordt gemeld als groeiende vaardigheid (${scope}).`,
    padRecs: [
      'Schrijf op wat je de komende twaalf maanden wilt bereiken; dan is elke volgende stap makkelijker te kiezen.',
      'Bespreek je voortgang eens per maand met iemand die je vertrouwt.',
      'Houd je cv en profiel na elke verandering bij.',
    ],
    padActions: ['Schrijf je doel voor de komende twaalf maanden op.', 'Bekijk je voortgang op deze stappen.'],
  },

  grounding: {
    yearsCv: (n) => `Cv: ${jaar(n)} ervaring (uit de data van de functies)`,
    yearsProfile: (n) => `Profiel: ${jaar(n)} ervaring`,
    roleCv: (title, since) => `Cv: huidige functie ${title}${since ? ` sinds ${since}` : ''}`,
    roleProfile: (title) => `Profiel: huidige functie ${title}`,
    lastRole: (title, until) => `Cv: laatste functie ${title}${until ? ` tot ${until}` : ''}`,
    careerRole: (role) => `Profiel: ${role}`,
    skills: (list) => `Vaardigheden op het cv: ${list}`,
    languages: (list) => `Talen op het cv: ${list}`,
    talent: (name, confidence, status) => `Talent: ${name} (${confidence}% zekerheid, ${status})`,
    goal: (goal) => `Doel: ${goal}`,
    gap: (n, from, to) => `Cv: onderbreking van ${maanden(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `Cv: geen functie sinds ${since} (${maanden(n)})`,
    progression: (first, last) => `Cv: van ${first} naar ${last}`,
    quality: (score) => `Kwaliteitsscore cv: ${score}/100`,
    qualityComponent: (label, points, max) => `Cv-kwaliteit, ${label}: ${points}/${max}`,
    resultLines: (n, total) => `Cv: ${n} van ${regels(total)} noemen een meetbaar resultaat`,
    missingContact: (fields) => `Cv: geen ${fields}`,
    noSummary: 'Cv: geen profieltekst',
    datedSkills: (list) => `Cv: meer dan vijf jaar geleden voor het laatst gebruikt: ${list}`,
    occupation: (title, score) => `Beroep dat aansluit: ${title} (${score})`,
    skillGap: (occupation, share) => `Vaardighedenkloof voor ${occupation}: ${share} van de essentiële vaardigheden aanwezig`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period}: ${skill} ${growing ? 'groeiend' : 'dalend'} (${scope})`,
    fit: (country, fit, coverage) => `Landenvergelijking ${country}: aansluiting ${fit} (gegevens voor ${coverage} van de weging)`,
    componentMissing: (country, component, reason) => `Landenvergelijking ${country}, ${component}: ${reason}`,
    vacancy: (country, period, value, source) => `${source} vacaturegraad ${country} ${period}: ${value}`,
    shortage: (occupation, country, publisher, period) => `${publisher} ${period}: ${occupation} op de tekortlijst (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period}: tekort aan ${occupation} in de hele EU`,
    language: (country, detail) => `Talen voor ${country}: ${detail}`,
    culture: (country, share, period) => `Hofstede-overeenkomst met ${country} (${period}): ${share}`,
    minimumWage: (country, amount, period, source) => `${source} wettelijk minimumloon ${country} ${period}: ${amount} per maand`,
    noMinimumWage: (country, note) => `${country}: geen cijfer voor een wettelijk minimumloon${note ? `; opmerking bij de gegevens: ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Notitie over werkcultuur ${country} (${topic}): ${text}`,
  },
  componentNames: { vacancy: 'Vacatures', shortage: 'Tekortlijst', language: 'Taal', culture: 'Werkcultuur' },

  careerChange: {
    intro: 'Een loopbaanswitch lukt het best als je voortbouwt op wat je al meebrengt, in plaats van bij nul te beginnen.',
    experience: (y, role) => {
      if (y !== null && role) return `Met ${jaar(y)} ervaring, het laatst als ${role}, breng je meer mee dan je misschien denkt.`;
      if (y !== null) return `Met ${jaar(y)} ervaring breng je meer mee dan je misschien denkt.`;
      return `Je ervaring als ${role} is een startpunt, niet iets om achter je te laten.`;
    },
    closest: (list) => `De beroepen die het dichtst bij je cv liggen zijn ${list}.`,
    gap: (occupation, share, missing) => `Voor de functie ${occupation} heb je al ${share} van de essentiële vaardigheden; nog ontbrekend: ${missing}.`,
    gapComplete: (occupation) => `Voor de functie ${occupation} heb je al alle essentiële vaardigheden.`,
    goal: (goal) => `Je noemde dit doel: ${goal}.`,
    insightClosest: (list) => `Beroepen die het dichtst bij je cv liggen: ${list}.`,
    insightMissing: (occupation, list) => `Ontbrekende essentiële vaardigheden voor ${occupation}: ${list}.`,
    recTest: 'Kies een of twee doelfuncties en toets ze in gesprekken met mensen die dat werk doen, voordat je in opleiding investeert.',
    recCloseGap: (skill, occupation) => `Dicht de eerste essentiële kloof voor ${occupation}: ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Herschrijf je cv-profiel voor de doelfunctie en begin met wat overdraagbaar is: ${strengths}.`
        : 'Herschrijf je cv-profiel voor de doelfunctie en begin met wat overdraagbaar is.',
    recBridge: (occupation) => `Overweeg een brugfunctie dicht bij je huidige profiel, zoals ${occupation}, om stap voor stap van vakgebied te wisselen.`,
    recProject: 'Bouw bewijs op in het nieuwe vakgebied met een klein project, een cursus met een praktijkopdracht of vrijwilligerswerk.',
    actTargets: 'Noteer drie doelfuncties en wat je in elk ervan aantrekt.',
    actTalk: 'Praat met twee mensen die in je doelfunctie werken.',
    actLearn: (skill) => (skill ? `Begin een cursus of project over ${skill}.` : 'Begin een cursus of project over de eerste vaardigheid die je doelfunctie vraagt.'),
  },

  promotion: {
    intro: 'Een promotieverzoek is het sterkst als het laat zien dat je al op het volgende niveau werkt.',
    progression: (first, last) => `Je cv laat al groei zien van ${first} naar ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `Je bent al ${duur(n)} ${role}.` : `Je bent nu ${role}.`),
    results: (n) => `${n === 1 ? 'Eén regel van je cv noemt' : `${n} regels van je cv noemen`} een meetbaar resultaat; dat is het materiaal voor je verzoek.`,
    noResults: 'Nog geen enkele regel van je cv noemt een meetbaar resultaat; dat verhelpen is de eerste stap.',
    talent: (talent) => `Je cv laat ook ${talent} zien, en dat telt op het volgende niveau.`,
    insightProgression: (first, last) => `Groei op je cv: van ${first} naar ${last}.`,
    insightResults: (n) => `${n === 1 ? 'Eén regel van je cv noemt' : `${n} regels van je cv noemen`} een meetbaar resultaat.`,
    insightNoResults: 'Je cv noemt nog geen meetbare resultaten.',
    insightTenure: (role, n) => `${cap(duur(n))} als ${role}.`,
    recResults: (example) =>
      example
        ? `Schrijf je resultaten op met cijfers (bespaarde tijd, omzet, kwaliteit, teamgrootte); ${example} wijst de weg.`
        : 'Schrijf je resultaten op met cijfers: bespaarde tijd, omzet, kwaliteit, teamgrootte.',
    recCriteria: 'Vraag je leidinggevende wat het volgende niveau vraagt en spreek twee of drie concrete criteria af.',
    recScope: (talent) =>
      talent
        ? `Neem zichtbaar werk op het volgende niveau op je, voortbouwend op ${talent}: leid een project, begeleid een collega of word eigenaar van een proces.`
        : 'Neem zichtbaar werk op het volgende niveau op je: leid een project, begeleid een collega of word eigenaar van een proces.',
    recVisibility: 'Maak je resultaten zichtbaar buiten je team, bijvoorbeeld met een korte maandelijkse update.',
    recSkill: (skill) => `Maak ${skill}, een groeiende vaardigheid die je al hebt, zichtbaarder in je werk en op je cv.`,
    actAchievements: 'Schrijf vijf resultaten van de afgelopen twaalf maanden op, elk met een cijfer.',
    actConversation: 'Plan een loopbaangesprek met je leidinggevende over het volgende niveau.',
    actStretch: 'Spreek een uitdagende opdracht af en hoe het succes ervan gemeten wordt.',
  },

  salary: {
    intro: 'Ik werk alleen met gepubliceerde cijfers en schat geen salarissen.',
    noSalaryData: 'Kairos heeft geen salarisgegevens voor je functie, dus ik noem er geen bedrag voor.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)} is het wettelijk minimumloon ${amount} per maand (${period}, ${source}); dat is een wettelijke ondergrens, geen maatstaf voor je functie.`,
    noMinimumWage: (c) => `Voor ${c.inText} bevatten de gegevens geen cijfer voor een wettelijk minimumloon.`,
    strengths: (y, results) => {
      const parts = [...(y !== null && y > 0 ? [`${jaar(y)} ervaring`] : []), ...(results > 0 ? [`${regels(results)} met meetbare resultaten`] : [])];
      return parts.length > 0
        ? `Je positie rust op wat je cv laat zien: ${parts.join(' en ')}.`
        : 'Je cv laat nog geen meetbare resultaten zien; verzamel ze vóór het gesprek.';
    },
    shortage: (occupation, c, publisher, period) => `De tekortlijst voor ${c.inText} bevat ${occupation} (${publisher}, ${period}); dat versterkt je positie.`,
    insightNoData: 'Er zijn geen salarisgegevens voor je functie: elk cijfer dat je gebruikt, hoort uit een gepubliceerde bron te komen.',
    insightWage: (c, amount, period, source) => `Wettelijk minimumloon ${c.in}: ${amount} per maand (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) => `De tekortlijst voor ${c.inText} bevat ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `Een resultaat dat je kunt noemen: ${line}.`,
    insightYears: (y) => `${jaar(y)} ervaring om op te wijzen.`,
    recResearch: 'Verzamel salarisbandbreedtes uit gepubliceerde bronnen: de vacature, cao’s en salarisonderzoeken voor je functie en regio.',
    recCase: (example) => (example ? `Bouw je verhaal op resultaten, zoals ${example}, niet op wat je nodig hebt.` : 'Bouw je verhaal op resultaten, niet op wat je nodig hebt.'),
    recRange: 'Noem een bandbreedte in plaats van één bedrag, onderbouwd met je onderzoek.',
    recPackage: 'Onderhandel over het hele pakket, niet alleen het salaris: opleidingsbudget, thuiswerkdagen, functietitel en startdatum.',
    recPractise: 'Oefen het gesprek één keer hardop met iemand die je vertrouwt.',
    actReferences: 'Verzamel drie gepubliceerde salarisreferenties voor je functie en regio.',
    actResults: 'Schrijf drie resultaten op die je in de onderhandeling kunt noemen.',
    actRehearse: 'Oefen het gesprek, inclusief je antwoord op een eerste ‘nee’.',
  },

  interview: {
    intro: 'Sterke sollicitatiegesprekken rusten op drie tot vijf voorbereide verhalen uit je eigen ervaring.',
    material: (n) => `Je cv bevat al materiaal voor ${n === 1 ? 'één daarvan' : `${n} daarvan`}; zie de inzichten hieronder.`,
    noMaterial: 'Je cv laat nog geen regels met duidelijke resultaten zien; schrijf eerst drie situaties op waarin je werk het verschil maakte.',
    gap: (n, from, to) => `Bereid één rustige zin voor over de onderbreking van ${maanden(n)} tussen ${from} en ${to}.`,
    breakNow: (since) => `Bereid een korte, positieve zin voor over de tijd sinds ${since}.`,
    resultLabel: 'meetbaar resultaat',
    insightStory: (label, line) => `Materiaal voor een verhaal (${label}): ${line}.`,
    insightGap: (n, from, to) => `Verwacht een vraag over de onderbreking van ${maanden(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Bereid een STAR-verhaal voor (situatie, taak, actie, resultaat) uit ${line} om ${talent} te laten zien.`
        : `Bereid een STAR-verhaal voor (situatie, taak, actie, resultaat) uit ${line}.`,
    recResearch: 'Verdiep je in de werkgever: producten, recent nieuws en het team waarin je zou komen, en koppel ze aan je ervaring.',
    recGap: (n, from, to) => `Bereid een korte, positieve uitleg voor van de onderbreking van ${maanden(n)} (${from} – ${to}).`,
    recBreak: (since) => `Bereid een korte, positieve uitleg voor van wat je sinds ${since} hebt gedaan.`,
    recQuestions: 'Bereid twee of drie vragen voor de interviewers voor, bijvoorbeeld over de eerste 90 dagen in de functie.',
    recMock: 'Doe een proefgesprek, liefst opgenomen, en bekijk het terug.',
    actStories: 'Schrijf drie STAR-verhalen uit je eigen ervaring op.',
    actMock: 'Doe een proefgesprek met een vriend of mentor.',
    actResearch: 'Verdiep je in de werkgever en noteer drie punten die aansluiten op je ervaring.',
  },

  skillGaps: {
    intro: 'Dit zeggen je gegevens over je vaardigheden.',
    gap: (occupation, share, missing) => `Voor de functie ${occupation} heb je ${share} van de essentiële vaardigheden; ontbrekend: ${missing}.`,
    complete: (occupation) => `Voor de functie ${occupation} heb je alle essentiële vaardigheden; optionele vaardigheden onderscheiden je.`,
    noTarget: 'Je hebt nog geen doelberoep gekozen; kies er een in de analyse van vaardigheden om precies te zien wat je mist.',
    closest: (list) => `De beroepen die het dichtst bij je cv liggen zijn ${list}.`,
    dated: (list) => `Sommige vaardigheden komen alleen voor in functies die meer dan vijf jaar geleden eindigden: ${list}.`,
    declining: (list) => `Gemeld als dalend: ${list}.`,
    insightMissing: (occupation, list) => `Ontbrekende essentiële vaardigheden voor ${occupation}: ${list}.`,
    insightDated: (list) => `Meer dan vijf jaar geleden voor het laatst gebruikt: ${list}.`,
    insightTopSkills: (list) => `Je sterkste vaardigheden op het cv: ${list}.`,
    recFirst: (skill, occupation) => `Leer eerst ${skill}: een essentiële vaardigheid voor ${occupation}.`,
    recNext: (list, occupation) => `Dicht daarna de andere essentiële kloven voor ${occupation}: ${list}.`,
    recDated: (list, n) => `Laat recent gebruik van ${list} zien met een cursus of project, of zet ${n === 1 ? 'het' : 'ze'} lager op je cv.`,
    recChooseTarget: 'Kies een doelberoep, zodat de kloof gemeten kan worden.',
    recProve: 'Bewijs elke nieuwe vaardigheid met een klein project dat je kunt laten zien, en zet het op je cv.',
    actChoose: (skill) => (skill ? `Kies een cursus of project voor ${skill}.` : 'Kies een cursus of project voor de vaardigheid die je het meest nodig hebt.'),
    actChooseTarget: 'Kies een doelberoep in de analyse van vaardigheden.',
    actProject: (skill) => (skill ? `Rond een eerste project met ${skill} af en zet het op je cv.` : 'Rond een eerste project met je nieuwe vaardigheid af en zet het op je cv.'),
    actDated: (skill) => `Werk je cv bij om recent gebruik van ${skill} te laten zien, of zet het lager.`,
  },

  relocation: {
    noCountry: 'Je vraag noemt geen Europees land dat de marktgegevens dekken.',
    bestMatch: (c, fit) => `In je landenvergelijking past ${c.inText} het best bij je (${fit}).`,
    noComparison: 'Er is nog geen landenvergelijking voor je, dus ik kan niet zeggen hoe goed een verhuizing zou passen.',
    notCompared: (c) => `${c.name} staat niet in je landenvergelijking, dus ik heb er geen cijfers voor.`,
    fit: (c, fit, coverage) => `Totale aansluiting voor ${c.inText}: ${fit}, op basis van de ${coverage} van de weging waarvoor gegevens zijn.`,
    noFit: (c) => `Er zijn geen gegevens om een aansluiting voor ${c.inText} te berekenen.`,
    vacancy: (value, period, source) => `Vacatures: een vacaturegraad van ${value} (${period}, ${source}).`,
    shortage: (list) => `Tekortlijst: ${list}.`,
    shortageNone: (o) => `Tekortlijst: geen van je beroepen${o ? ` (${o})` : ''} staat op de nationale lijst.`,
    language: (detail) => `Taal: ${detail}.`,
    languageOfficial: (language, level) => `je noemt ${language}${level ? ` (${level})` : ' (niveau niet vermeld)'}`,
    languageEnglish: (level, band) => `Engels${level ? ` ${level}` : ''}, waar de Engelse taalvaardigheid ${band} is`,
    languageMissing: 'je noemt geen van de officiële talen',
    culture: (share, period) => `Werkcultuur: ${share} overeenkomst tussen de Hofstede-profielen (${period}).`,
    missing: (component, reason) => `${component}: ${reason}.`,
    minimumWage: (amount, period, source) => `Wettelijk minimumloon: ${amount} per maand (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) => `Tot de tekortberoepen in de hele EU behoort ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Vacaturegraad ${c.in}: ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) => `De nationale tekortlijst bevat ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Taal: ${detail}.`,
    insightNoData: (components) => `Geen gegevens voor: ${components}; de aansluiting rust op de rest.`,
    recLanguage: (c) => `Begin met de lokale taal: je cv noemt geen van de officiële talen ${c.in}.`,
    recLanguageLevel: (language, level) => `Breng je ${language} van ${level ?? 'het huidige niveau'} naar minstens B2 voor de meeste functies op hbo-niveau.`,
    recShortage: (term, occupation, publisher, period) =>
      `Zet je ervaring met ${term} voorop: de tekortlijst bevat ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Controleer of je diploma’s ${c.in} formeel erkend moeten worden voordat je solliciteert.`,
    recSearch: (c) => `Zoek vacatures in je vakgebied bij de publieke arbeidsbemiddeling ${c.in} en op het EURES-portaal.`,
    recCulture: (c) => `Lees je in over de werkcultuur ${c.in}: vergaderingen, hiërarchie en hoe feedback wordt gegeven.`,
    recChooseCountry: 'Noem het land dat je overweegt, of vergelijk eerst landen in het marktoverzicht.',
    actEmployers: (c) => `Maak een shortlist van tien werkgevers ${c.in} die voor je functie werven.`,
    actCv: (c) => `Pas je cv aan de gewoonten ${c.in} aan.`,
    actLanguage: (language) => (language ? `Boek een cursus ${language}.` : 'Boek een taalcursus.'),
    actApply: (c) => `Solliciteer op vijf functies ${c.in}.`,
    actCompare: 'Vergelijk twee of drie landen in het marktoverzicht.',
    bring: (o, l) => `Wat je meebrengt: ${[o ? `je best passende beroepen zijn ${o}` : null, l ? `je cv noemt ${l}` : null].filter(Boolean).join('; ')}.`,
  },

  cv: {
    intro: (score) => `Je cv scoort ${score}/100 in de kwaliteitscheck van Kairos.`,
    weakest: (list) => `De meeste punten liggen nog open bij: ${list}.`,
    missingContact: (fields) => `De kop van je cv heeft geen ${fields}.`,
    noSummary: 'Bovenaan staat geen profieltekst.',
    unquantified: (n, total) => `${n} van ${regels(total)} beschrijven taken zonder meetbaar resultaat.`,
    allQuantified: 'Elke regel in je functies noemt al een meetbaar resultaat.',
    example: (line) => `Bijvoorbeeld: ${line}.`,
    noCvIntro: 'Ik kan je cv pas controleren als je het uploadt; dit is waar de kwaliteitscheck van Kairos op let.',
    insightMissingContact: (fields) => `Ontbreekt op je cv: ${fields}.`,
    insightNoSummary: 'Geen profieltekst.',
    insightUnquantified: (n) => `${n === 1 ? 'Eén regel beschrijft' : `${n} regels beschrijven`} taken zonder resultaat.`,
    insightQuantified: (n) => `${n === 1 ? 'Eén regel noemt' : `${n} regels noemen`} een meetbaar resultaat.`,
    insightGap: (n, from, to) => `Onverklaarde onderbreking van ${maanden(n)} (${from} – ${to}).`,
    insightDated: (list) => `Meer dan vijf jaar geleden voor het laatst gebruikt: ${list}.`,
    recEmail: 'Zet je e-mailadres in de kop: zonder kan niemand reageren.',
    recPhone: 'Zet een telefoonnummer in de kop.',
    recLocation: 'Zet je woonplaats (stad en land) erbij, zodat je aan lokale functies wordt gekoppeld.',
    recSummary: (role, skills) => {
      const who = role ? `wie je bent (${role})` : 'wie je bent';
      return `Schrijf bovenaan een profiel van drie regels: ${who}, je sterkste vaardigheden${skills ? ` (${skills})` : ''} en wat je zoekt.`;
    },
    recQuantify: (line) =>
      line
        ? `Herschrijf taakregels als resultaten met een cijfer (hoeveel, hoe groot, hoe snel), te beginnen met ${line}.`
        : 'Herschrijf taakregels als resultaten met een cijfer: hoeveel, hoe groot, hoe snel.',
    recDates: 'Geef elke functie een begin- en eindmaand.',
    recGap: (n, from, to) => `Voeg een regel toe die de onderbreking van ${maanden(n)} (${from} – ${to}) uitlegt.`,
    recDated: (list) => `Zet ${list} lager of laat recent gebruik zien.`,
    recSkills: 'Noem minstens tien vaardigheden en laat elk ervan zien in een functie waarin je die gebruikte.',
    recLanguages: 'Voeg je talen toe met een niveau, bijvoorbeeld ERK B2.',
    recEducation: 'Voeg je opleiding toe, ook als die kort is.',
    recNoCv: [
      'Zet je naam, e-mailadres, telefoonnummer en woonplaats bovenaan.',
      'Begin met een profiel van drie regels over wie je bent en wat je zoekt.',
      'Beschrijf elke functie met resultaten en cijfers, niet alleen met taken.',
      'Geef elke functie een begin- en eindmaand.',
    ],
    actContact: (fields) => `Zet je ${fields} in de kop van je cv.`,
    actQuantify: 'Herschrijf drie regels van je cv als resultaten met cijfers.',
    actSummary: 'Schrijf een profiel van drie regels voor bovenaan je cv.',
    actReupload: 'Upload de nieuwe versie en vergelijk de score.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'Terwijl je actief zoekt, telt een vast wekelijks ritme meer dan het aantal sollicitaties.',
      professional: 'Zolang je nog in dienst bent, werkt een gerichte en discrete zoektocht het best.',
      recruiter: 'Je kent de kant van de werkgever goed; gebruik die kennis voor je eigen zoektocht.',
      career_coach: 'Geef je eigen zoektocht de structuur die je een cliënt zou geven.',
      none: 'Gericht zoeken naar een paar doelfuncties werkt beter dan overal solliciteren.',
    },
    titles: (list) => `De beroepen die het best bij je cv passen zijn ${list}; zoek er ook in de lokale talen op.`,
    best: (c, fit) => `Als je wilt verhuizen, past ${c.inText} in je landenvergelijking het best (${fit}).`,
    shortage: (occupation, c, publisher, period) => `De tekortlijst voor ${c.inText} bevat ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Best passende beroepen: ${list}.`,
    insightBest: (c, fit) => `Best passend land: ${c.name} (${fit}).`,
    insightQuality: (score) => `Je cv scoort ${score}/100; orden eerst de basis voordat je veel sollicitaties verstuurt.`,
    recTargets: (list) => (list ? `Richt je op twee of drie doelberoepen: ${list}.` : 'Richt je op twee of drie doelberoepen.'),
    recTailor: 'Stem je cv af op elke vacature: spiegel de belangrijkste eisen met je eigen bewijs.',
    recRole: {
      job_seeker: 'Stel een weekdoel, bijvoorbeeld vijf goed voorbereide sollicitaties, en houd de reacties bij.',
      professional: 'Houd je zoektocht vertrouwelijk: kies bewust de zichtbaarheid van je profiel en gebruik je netwerk en recruiters.',
      recruiter: 'Vraag vertrouwde vakgenoten om aanbevelingen: je weet hoeveel gewicht die hebben.',
      career_coach: 'Vertel je professionele netwerk wat je zoekt; cliënten en vakgenoten kennen misschien vacatures.',
      none: 'Stel een weekdoel en houd de reacties bij om te zien wat werkt.',
    },
    recReferrals: 'Vertel vijf contacten welke functie je zoekt en vraag om introducties.',
    recCvFirst: (score) => `Verhoog de score van je cv (nu ${score}/100) voordat je veel sollicitaties verstuurt.`,
    recTalent: (talent) => `Noem ${talent} in sollicitaties, met een voorbeeld.`,
    actTargets: 'Bepaal je doelberoepen en een lijst van twintig werkgevers.',
    actApply: 'Verstuur vijf gerichte sollicitaties.',
    actReview: 'Bekijk de reacties en stel je doelen, cv of kanalen bij.',
  },

  leadership: {
    introLeading: (role) => `Als ${role} geef je al leiding; de volgende stap is je leiderschap bewust en zichtbaar maken.`,
    introAspiring: 'Leiderschap kun je laten zien voordat je de titel hebt.',
    talents: (list) => `Je cv laat talenten zien die met leiderschap te maken hebben: ${list}.`,
    noTalents: 'De analyse van je cv heeft nog geen leiderschapstalenten gevonden; verzamel voorbeelden waarin je leiding gaf zonder de titel.',
    role: {
      recruiter: 'Als recruiter kun je dezelfde criteria gebruiken wanneer je kandidaten voor leidinggevende functies beoordeelt.',
      career_coach: 'Als loopbaancoach kun je deze stappen gebruiken met cliënten die doorgroeien naar leidinggeven.',
    },
    insightRole: (role) => `Huidige functie: ${role}.`,
    insightYears: (y) => `${jaar(y)} ervaring.`,
    recFirstTask: 'Vraag om een eerste leidinggevende taak zonder de titel: leid een project, werk een nieuwe collega in of zit een teamoverleg voor.',
    recVisible: 'Beschrijf je leiderschap met resultaten: teamgrootte, opleveringen, behoud en de ontwikkeling van je mensen.',
    recTalent: (talent, line) => (line ? `Bouw voort op ${talent}, zoals in ${line}.` : `Bouw voort op ${talent}.`),
    recFeedback: 'Vraag je team of collega’s om feedback op hoe je leiding geeft, bijvoorbeeld elk kwartaal.',
    recBasics: 'Leer de basis van delegeren, feedbackgesprekken en doelen stellen, in een korte cursus of met een mentor.',
    recMentor: 'Zoek een mentor die een niveau boven je leiding geeft.',
    actSituations: 'Schrijf twee situaties op waarin je leiding gaf zonder de titel.',
    actAsk: 'Vraag je leidinggevende om één leidinggevende taak.',
    actCourse: 'Volg een korte cursus over feedback en delegeren.',
  },

  networking: {
    intro: 'Netwerken werkt het best als gewoonte: kleine, regelmatige contacten in plaats van om een baan vragen.',
    companies: (list) => `Je netwerk bestaat al bij ${list}; begin daar.`,
    role: {
      job_seeker: 'Vertel mensen precies welke functie je zoekt; met een vaag verzoek kun je moeilijk geholpen worden.',
      professional: 'Bouw je netwerk voordat je het nodig hebt; een paar gesprekken per maand is genoeg.',
      recruiter: 'Je netwerk is je kapitaal: houd tussen zoekopdrachten door contact met kandidaten en hiring managers.',
      career_coach: 'Werk samen met andere coaches en hr-professionals; doorverwijzingen kunnen je cliënten opleveren.',
      none: 'Een paar echte gesprekken per maand doen meer dan veel nieuwe connecties.',
    },
    culture: (c) => `Kairos heeft notities over de werkcultuur rond netwerken ${c.in}; je vindt ze bij de feiten waarop dit antwoord rust.`,
    insightCompanies: (list) => `Mensen die je werk kennen: collega’s bij ${list}.`,
    insightSkills: (list) => `Onderwerpen waarover je met gezag kunt praten: ${list}.`,
    insightCulture: (c, n) => `${n === 1 ? 'Eén notitie' : `${n} notities`} over netwerken ${c.in}.`,
    recReconnect: (companies) =>
      companies ? `Neem weer contact op met vijf oud-collega’s van ${companies}.` : 'Neem weer contact op met vijf oud-collega’s of studiegenoten.',
    recProfile: (role, skills) =>
      role && skills
        ? `Werk de kopregel van je LinkedIn-profiel bij, bijvoorbeeld: ‘${role} | ${skills}’.`
        : 'Werk je LinkedIn-profiel bij met een duidelijke kopregel en je sterkste vaardigheden.',
    recGroup: (skill) => (skill ? `Word lid van een beroepsvereniging of meetup rond ${skill}.` : 'Word lid van een beroepsvereniging of meetup in je vakgebied.'),
    recGive: 'Geef voordat je vraagt: deel een nuttig artikel, een introductie of je ervaring.',
    recInfo: 'Vraag om gesprekken van twintig minuten om te leren, niet om een baan.',
    actWrite: 'Schrijf drie oud-collega’s.',
    actEvent: 'Ga naar één vakevenement of meetup.',
    actConversations: 'Voer twee oriënterende gesprekken.',
  },

  freelancing: {
    intro: 'Freelancen rust op drie dingen: een helder aanbod, eerste klanten en gezonde financiën.',
    experience: (y, skills) => {
      if (y !== null && skills) return `Met ${jaar(y)} ervaring en vaardigheden als ${skills} heb je een basis voor een aanbod.`;
      if (skills) return `Vaardigheden als ${skills} zijn de basis voor een aanbod.`;
      return `Met ${jaar(y ?? 0)} ervaring heb je een basis voor een aanbod.`;
    },
    early: (y) => `Met ${jaar(y)} ervaring kun je beter eerst een trackrecord opbouwen of in deeltijd beginnen.`,
    noRates: 'Kairos heeft geen gegevens over freelancetarieven, dus ik noem er geen.',
    insightSkills: (list) => `Vaardigheden om je aanbod op te bouwen: ${list}.`,
    insightEarly: (y) => `${jaar(y)} ervaring: klanten vragen vaak om een trackrecord.`,
    insightNoRates: 'Kairos heeft geen tariefgegevens; gebruik gepubliceerde tariefonderzoeken voor je vakgebied.',
    recOffer: (skills) => (skills ? `Formuleer één helder aanbod rond ${skills} voor een bepaalde groep klanten.` : 'Formuleer één helder aanbod voor een bepaalde groep klanten.'),
    recClients: 'Regel je eerste klanten voordat je je baan opzegt: oud-werkgevers en collega’s kunnen klant worden.',
    recRates: 'Bepaal je tarief op basis van gepubliceerde tariefonderzoeken en je echte kosten: belasting, verzekeringen en onbetaalde uren.',
    recRules: (c) =>
      c
        ? `Controleer inschrijvings-, belasting- en verzekeringsplichten ${c.in} bij de bevoegde instantie of een adviseur.`
        : 'Controleer inschrijvings-, belasting- en verzekeringsplichten bij de bevoegde instantie of een adviseur.',
    recPortfolio: (line) => (line ? `Stel een kort portfolio van drie cases samen, bijvoorbeeld uit ${line}.` : 'Stel een kort portfolio van drie cases samen.'),
    recRole: {
      job_seeker: 'Freelanceprojecten kunnen ook een zoektocht naar werk overbruggen; zeg dat open in sollicitaties.',
      professional: 'Test je aanbod eerst met een zijproject, als je arbeidscontract dat toestaat.',
      recruiter: 'Als zelfstandig recruiter leg je tarieven en garanties met elke klant schriftelijk vast.',
      career_coach: 'Als zelfstandig coach beschrijf je je methode en wat cliënten ervan mogen verwachten.',
      none: 'Test je aanbod met één klein betaald project voordat je er helemaal voor gaat.',
    },
    actOffer: 'Beschrijf je aanbod op één pagina.',
    actClients: 'Benader vijf mogelijke klanten uit je netwerk.',
    actRules: 'Zoek inschrijving en belasting uit bij de instantie of een adviseur.',
  },

  returning: {
    intro: 'Een onderbreking hoef je niet te verbergen: wat telt is een korte, zekere uitleg en recent bewijs van je vaardigheden.',
    ongoing: (since, n, role) => `Je laatste functie op je cv${role ? `, ${role},` : ''} eindigde in ${since}, ${duur(n)} geleden.`,
    gap: (n, from, to) => `Je cv laat een onderbreking van ${maanden(n)} zien (${from} – ${to}).`,
    noGap: 'Ik zie geen onderbreking in de data op je cv.',
    dated: (list) => `Sommige vaardigheden stammen uit functies die meer dan vijf jaar geleden eindigden: ${list}.`,
    insightBreak: (since, n) => `Geen functie sinds ${since} (${duur(n)}).`,
    insightGap: (n, from, to) => `Onderbreking van ${maanden(n)} (${from} – ${to}).`,
    insightDated: (list) => `Op te frissen: ${list}.`,
    recExplain: (since) => `Zet één neutrale regel over de onderbreking op je cv${since ? ` (sinds ${since})` : ''}: wat je deed, zoals zorg, studie, reizen of gezondheid.`,
    recRefresh: (list) => (list ? `Fris ${list} op met een korte cursus of project om recent gebruik te laten zien.` : 'Fris je kernvaardigheden op met een korte cursus of project.'),
    recReconnect: (company) => (company ? `Neem contact op met oud-collega’s bij ${company}: zij kennen je werk.` : 'Neem contact op met oud-collega’s: zij kennen je werk.'),
    recBridge: 'Zoek herintredersprogramma’s, deeltijd- of interimfuncties als brug terug.',
    recAnswer: 'Bereid voor sollicitatiegesprekken een antwoord van twee zinnen over je onderbreking voor.',
    actLine: 'Schrijf de regel die je onderbreking uitlegt.',
    actContacts: 'Neem contact op met drie oud-collega’s.',
    actCourse: (skill) => (skill ? `Volg een opfriscursus ${skill}.` : 'Volg een opfriscursus in je kernvaardigheid.'),
  },

  unknown: {
    vague: 'Ik weet niet zeker wat je wilt weten, dus ik ga liever niet gokken.',
    outOfScope: {
      medical: 'Over medische vragen kan ik geen advies geven; praat met een arts of een andere deskundige.',
      legal: 'Ik kan geen juridisch advies geven; vraag het een advocaat of een juridisch loket.',
      investment: 'Over beleggen kan ik geen advies geven; vraag het een gekwalificeerd financieel adviseur.',
    },
    topics: (topics) => `Ik kan je helpen met ${topics}.`,
    insightScope: 'De coach beantwoordt loopbaanvragen op basis van je cv, je talenten en de marktgegevens in Kairos.',
    insightOutOfScope: 'Deze vraag valt buiten wat de loopbaancoach behandelt.',
    recAsk: (question) => `Vraag bijvoorbeeld: ${question}`,
    actRephrase: 'Stel een concrete vraag over een van deze onderwerpen.',
    actReview: 'Bekijk de analyse van je cv en je talenten in Kairos.',
  },

  goal: {
    intro: (role, n, c) => `Je wilt ${n ? `binnen ${duur(n)} ` : ''}${role} worden${c ? ` ${c.in}` : ''}; dit zeggen je gegevens.`,
    introNoRole: (n, c) => `Je doel${n ? ` voor de komende ${duur(n)}` : ''}${c ? ` ${c.in}` : ''}, gemeten aan je gegevens:`,
    occupation: (occupation) => `In de beroepsgegevens komt dat doel het dichtst bij ${occupation}.`,
    noOccupation: (role) => `Ik kon ${role} niet aan een beroep in de gegevens koppelen, dus ik kan de vaardighedenkloof niet meten.`,
    current: (role) => `Je bent nu ${role}.`,
    held: (share, list) => `Je hebt al ${share} van de essentiële vaardigheden${list ? `, waaronder ${list}` : ''}.`,
    missing: (list) => `Nog ontbrekende essentiële vaardigheden: ${list}.`,
    complete: 'Je hebt al alle essentiële vaardigheden; het gaat nu om bewijs en zichtbaarheid.',
    countryIntro: (c) => `Voor de verhuizing ${c.to}:`,
    countryNotCompared: (c) => `${c.name} staat niet in je landenvergelijking, dus ik heb er geen marktcijfers voor.`,
    planIntro: (n) => `Een plan over ${duur(n)}, met data, staat bij de acties.`,
    estimate: (n, missing) =>
      `Volgens de vuistregel van Kairos (ongeveer twee maanden per ontbrekende essentiële vaardigheid, minstens drie maanden) is dat voor jou ongeveer ${duur(n)}: ${missing === 1 ? 'één essentiële vaardigheid' : `${missing} essentiële vaardigheden`} om op te bouwen.`,
    fits: (n) => `Dat past binnen je termijn van ${duur(n)}.`,
    tight: (n) => `Dat is meer dan je termijn van ${duur(n)}: begin nu met de eerste vaardigheid en houd het plan strak.`,
    achievement: (line) => `Een resultaat van jou om op voort te bouwen: ${line}.`,
    insightGap: (occupation, list) => `Ontbrekende essentiële vaardigheden voor ${occupation}: ${list}.`,
    insightHeld: (occupation, share) => `Je hebt ${share} van de essentiële vaardigheden voor ${occupation}.`,
    recFirst: (skill, occupation) => `Begin met ${skill}: een essentiële vaardigheid voor ${occupation}.`,
    recEvidence: (line) => (line ? `Open je sollicitaties met resultaten zoals ${line}.` : 'Zet resultaten met cijfers op je cv voordat je solliciteert.'),
    recTalk: (occupation) => `Praat met twee mensen die als ${occupation} werken over wat de functie echt vraagt.`,
    recLanguage: (language, c) => `Plan taallessen ${language}: een officiële taal ${c.in}.`,
    recChooseRole: 'Noem de functie waar je naartoe wilt, zodat ik de kloof aan de beroepsgegevens kan meten.',
    stepLearn: (skill) => `${skill} leren en in een echte taak toepassen.`,
    stepEvidence: 'Het nieuwe bewijs met cijfers op je cv zetten.',
    stepApply: (occupation, c) => `Solliciteren op functies als ${occupation}${c ? ` ${c.in}` : ''}.`,
    stepReview: 'Het plan toetsen aan de reacties en bijstellen.',
  },

  compare: {
    intro: (a, b) => `${a} en ${b}, vergeleken met je gegevens:`,
    covers: (option, skills) => `${option} dekt ${skills}.`,
    unknown: (option) => `Kairos heeft geen vermelding voor ${option} in zijn vaardighedengegevens, dus ik kan het niet wegen.`,
    inOccupation: (skill, occupation, essential) => `${skill} is een ${essential ? 'essentiële' : 'optionele'} vaardigheid voor ${occupation}.`,
    notInOccupation: (option, occupation) => `Niets van wat ${option} dekt, staat vermeld voor ${occupation}.`,
    held: (option, list) => `Je cv laat al ${list} zien, dus ${option} zou certificeren wat je al doet.`,
    adds: (option, list) => `${option} zou ${list} toevoegen, wat je cv nog niet laat zien.`,
    verdict: (option, occupation) => `Op basis van je gegevens past ${option} beter: het dekt wat ${occupation} vraagt.`,
    verdictNew: (option) => `Op basis van je gegevens voegt ${option} meer nieuws toe.`,
    close: 'Op basis van je gegevens liggen ze dicht bij elkaar; kies op de functies waar je naartoe wilt.',
    noPrices: 'Kairos heeft geen gegevens over prijzen, examenregels of slagingspercentages; controleer die bij de certificerende instanties.',
    insightFit: (option, occupation) => `${option} sluit aan op de essentiële vaardigheden voor ${occupation}.`,
    recAds: (occupation) =>
      occupation ? `Kijk welke van de twee de vacatures voor ${occupation} vragen.` : 'Kijk welke van de twee de vacatures voor je doelfunctie vragen.',
    recBodies: 'Vergelijk kosten, vooropleiding en hercertificering op de sites van de certificerende instanties.',
    recBuild: (option) => `Wat je ook kiest, bewijs het in je werk: een project dat gebruikt wat ${option} leert.`,
    actAds: 'Tel welke certificering voorkomt in twintig vacatures voor je doelfunctie.',
    actDecide: 'Neem een besluit en boek de eerste module of examendatum.',
  },

  followUp: {
    context: (items) => `(In aansluiting op je vorige vraag: ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => duur(n),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos heeft geen loongegevens${occupation ? ` voor ${occupation}` : ' voor je functie'}${c ? ` ${c.in}` : ''} zolang een beheerder ze niet importeert, dus ik noem geen salarisbedrag.`,
    earnings: (occupation, c, amount, period, source) =>
      `De geïmporteerde loongegevens geven een mediaan van ${amount} bruto per maand voor ${occupation} ${c.in} (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Mediaan loon ${occupation}: ${amount} per maand (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'Ik wil binnen twee jaar projectmanager worden: wat is mijn plan?',
    comparison: 'Kan ik beter PRINCE2 of Scrum doen?',
    returning_after_break: 'Hoe keer ik terug naar werk na mijn loopbaanonderbreking?',
    relocation: 'Moet ik voor werk naar een ander Europees land verhuizen?',
    freelancing: 'Kan ik als freelancer werken?',
    salary_negotiation: 'Hoe onderhandel ik over mijn salaris?',
    interview_preparation: 'Hoe bereid ik me voor op mijn volgende sollicitatiegesprek?',
    career_change: 'Hoe kan ik van loopbaan veranderen?',
    promotion: 'Hoe maak ik promotie naar het volgende niveau?',
    leadership: 'Hoe kan ik doorgroeien naar een leidinggevende rol?',
    networking: 'Hoe bouw ik mijn professionele netwerk op?',
    skill_gaps: 'Welke vaardigheden moet ik nu leren?',
    cv_improvement: 'Hoe kan ik mijn cv verbeteren?',
    job_search: 'Hoe pak ik mijn zoektocht naar werk aan?',
    relocationTo: (c) => `Hoe zou ik ${c.to} verhuizen?`,
    skillGapFor: (occupation) => `Welke vaardigheden mis ik voor de functie ${occupation}?`,
  },
};
