import type { CoachMessages } from './types';

// German needs the dative after "mit", "seit" and "vor": "mit 8 Jahren", "vor 4 Monaten".
const jahre = (n: number) => (n === 1 ? '1 Jahr' : `${n} Jahre`);
const jahrenDat = (n: number) => (n === 1 ? '1 Jahr' : `${n} Jahren`);
const monate = (n: number) => (n === 1 ? '1 Monat' : `${n} Monate`);
const monatenDat = (n: number) => (n === 1 ? '1 Monat' : `${n} Monaten`);
const zeilen = (n: number) => (n === 1 ? '1 Zeile' : `${n} Zeilen`);
const dauer = (n: number, dative: boolean) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  const yy = dative ? jahrenDat : jahre;
  const mm = dative ? monatenDat : monate;
  if (y === 0) return mm(m);
  return m === 0 ? yy(y) : `${yy(y)} und ${mm(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const de: CoachMessages = {
  kinds: {
    career_goal: 'ein Karriereziel mit Plan',
    comparison: 'Zertifikate oder Wege vergleichen',
    career_change: 'Berufswechsel',
    promotion: 'Beförderung',
    salary_negotiation: 'Gehaltsverhandlung',
    interview_preparation: 'Vorbereitung auf Vorstellungsgespräche',
    skill_gaps: 'Kompetenzlücken',
    relocation: 'Umzug in ein anderes europäisches Land',
    cv_improvement: 'Verbesserung des Lebenslaufs',
    job_search: 'Jobsuche',
    leadership: 'Führung',
    networking: 'Networking',
    freelancing: 'Selbstständigkeit',
    returning_after_break: 'Wiedereinstieg nach einer Pause',
  },
  quote: (text) => `„${text}“`,
  talentStatus: { discovered: 'entdeckt', validated: 'bestätigt', developing: 'in Entwicklung', mastered: 'gemeistert' },
  careerRoles: {
    job_seeker: 'auf Jobsuche',
    professional: 'berufstätig',
    recruiter: 'im Recruiting tätig',
    career_coach: 'als Karrierecoach tätig',
  },
  englishBands: { 'very high': 'sehr hoch', high: 'hoch', moderate: 'mittel', low: 'niedrig', 'very low': 'sehr niedrig' },
  noData: {
    'no-data': 'keine Daten (keine Angabe für dieses Land)',
    'dataset-disabled': 'keine Daten (der Datensatz ist abgeschaltet)',
    'no-person-data': 'keine Daten (nichts Vergleichbares in Ihrem Lebenslauf)',
    'unknown-country': 'keine Daten (Land nicht abgedeckt)',
  },
  contactFields: { email: 'E-Mail-Adresse', phone: 'Telefonnummer', location: 'Wohnort' },
  qualityComponents: {
    contact: 'Kontaktdaten',
    summary: 'Kurzprofil',
    'experience-detail': 'Beschreibung der Erfahrung',
    dates: 'Zeitangaben',
    education: 'Ausbildung',
    skills: 'Kompetenzen',
    languages: 'Sprachen',
    recency: 'Aktualität',
  },
  scope: { global: 'weltweit', eu: 'EU' },
  nativeLevel: 'Muttersprache',

  common: {
    hello: (name) => `Hallo ${name}.`,
    noCv: 'Sie haben noch keinen Lebenslauf hochgeladen, deshalb ist diese Antwort allgemein; mit Ihrem Lebenslauf kann ich sie auf Ihre eigene Erfahrung stützen.',
    noCvInsight: 'Ohne Lebenslauf kann diese Antwort Ihre Erfahrung, Kompetenzen und Talente nicht berücksichtigen.',
    uploadCv: 'Ihren Lebenslauf hochladen, damit der Coach Ihre Erfahrung einbeziehen kann.',
    engineInsight:
      'Diese Antwort stützt sich nur auf Ihre Daten in Kairos und auf die genannten veröffentlichten Zahlen; wo Daten fehlen, sagt sie es.',
    littleData: 'Ihr Lebenslauf gibt für diese Frage wenig her; mehr Details im Lebenslauf machen die Antwort genauer.',
    noMarketData: 'Für diese Frage liegen keine Marktzahlen vor.',
    talentInsight: (talent, evidence) => (evidence ? `Stärke: ${talent}, belegt durch ${evidence}.` : `Stärke: ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) =>
      `${skill} gilt als ${growing ? 'wachsend' : 'rückläufig'} (${scope}; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Erwägen Sie, ${skill} zu lernen: Die Kompetenz gilt als wachsend (${scope}).`,
    padRecs: [
      'Halten Sie fest, was Sie in den nächsten zwölf Monaten erreichen wollen; dann fällt jeder nächste Schritt leichter.',
      'Besprechen Sie Ihre Fortschritte einmal im Monat mit einer Person Ihres Vertrauens.',
      'Halten Sie Lebenslauf und Profil nach jeder Veränderung aktuell.',
    ],
    padActions: ['Ihr Ziel für die nächsten zwölf Monate aufschreiben.', 'Den Fortschritt bei diesen Schritten überprüfen.'],
  },

  grounding: {
    yearsCv: (n) => `Lebenslauf: ${jahre(n)} Berufserfahrung (aus den Zeitangaben)`,
    yearsProfile: (n) => `Profil: ${jahre(n)} Berufserfahrung`,
    roleCv: (title, since) => `Lebenslauf: aktuelle Position ${title}${since ? ` seit ${since}` : ''}`,
    roleProfile: (title) => `Profil: aktuelle Position ${title}`,
    lastRole: (title, until) => `Lebenslauf: letzte Position ${title}${until ? ` bis ${until}` : ''}`,
    careerRole: (role) => `Profil: ${role}`,
    skills: (list) => `Kompetenzen im Lebenslauf: ${list}`,
    languages: (list) => `Sprachen im Lebenslauf: ${list}`,
    talent: (name, confidence, status) => `Talent: ${name} (${confidence} % Konfidenz, ${status})`,
    goal: (goal) => `Ziel: ${goal}`,
    gap: (n, from, to) => `Lebenslauf: Lücke von ${monatenDat(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `Lebenslauf: keine Position seit ${since} (${monate(n)})`,
    progression: (first, last) => `Lebenslauf: von ${first} zu ${last}`,
    quality: (score) => `Qualitätsbewertung des Lebenslaufs: ${score}/100`,
    qualityComponent: (label, points, max) => `Qualität des Lebenslaufs, ${label}: ${points}/${max}`,
    resultLines: (n, total) => `Lebenslauf: ${n} von ${zeilen(total)} nennen ein messbares Ergebnis`,
    missingContact: (fields) => `Lebenslauf ohne ${fields}`,
    noSummary: 'Lebenslauf: kein Kurzprofil',
    datedSkills: (list) => `Lebenslauf: zuletzt vor über fünf Jahren eingesetzt: ${list}`,
    occupation: (title, score) => `Passender Beruf: ${title} (${score})`,
    skillGap: (occupation, share) => `Kompetenzlücke für ${occupation}: ${share} der Kernkompetenzen vorhanden`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period}: ${skill} ${growing ? 'wachsend' : 'rückläufig'} (${scope})`,
    fit: (country, fit, coverage) => `Ländervergleich ${country}: Passung ${fit} (Daten für ${coverage} der Gewichtung)`,
    componentMissing: (country, component, reason) => `Ländervergleich ${country}, ${component}: ${reason}`,
    vacancy: (country, period, value, source) => `${source} Quote offener Stellen ${country} ${period}: ${value}`,
    shortage: (occupation, country, publisher, period) => `${publisher} ${period}: ${occupation} auf der Engpassliste (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period}: ${occupation} EU-weit ein Engpassberuf`,
    language: (country, detail) => `Sprachen für ${country}: ${detail}`,
    culture: (country, share, period) => `Hofstede-Ähnlichkeit mit ${country} (${period}): ${share}`,
    minimumWage: (country, amount, period, source) => `${source} gesetzlicher Mindestlohn ${country} ${period}: ${amount} im Monat`,
    noMinimumWage: (country, note) =>
      `${country}: keine Angabe zum gesetzlichen Mindestlohn${note ? `; Hinweis in den Daten: ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Hinweis zur Arbeitskultur ${country} (${topic}): ${text}`,
  },
  componentNames: { vacancy: 'Offene Stellen', shortage: 'Engpassliste', language: 'Sprache', culture: 'Arbeitskultur' },

  careerChange: {
    intro: 'Ein Berufswechsel gelingt am besten, wenn Sie auf dem aufbauen, was Sie schon mitbringen, statt bei null anzufangen.',
    experience: (y, role) => {
      if (y !== null && role)
        return `Mit ${jahrenDat(y)} Berufserfahrung, zuletzt als ${role}, bringen Sie mehr mit, als Sie vielleicht denken.`;
      if (y !== null) return `Mit ${jahrenDat(y)} Berufserfahrung bringen Sie mehr mit, als Sie vielleicht denken.`;
      return `Ihre Erfahrung als ${role} ist ein Ausgangspunkt, nichts, was Sie zurücklassen müssen.`;
    },
    closest: (list) => `Am nächsten an Ihrem Lebenslauf liegen diese Berufe: ${list}.`,
    gap: (occupation, share, missing) =>
      `Für den Beruf ${occupation} bringen Sie bereits ${share} der Kernkompetenzen mit; es fehlen noch: ${missing}.`,
    gapComplete: (occupation) => `Für den Beruf ${occupation} bringen Sie bereits alle Kernkompetenzen mit.`,
    goal: (goal) => `Ihr genanntes Ziel: ${goal}.`,
    insightClosest: (list) => `Berufe nah an Ihrem Lebenslauf: ${list}.`,
    insightMissing: (occupation, list) => `Fehlende Kernkompetenzen für ${occupation}: ${list}.`,
    recTest:
      'Wählen Sie ein oder zwei Zielberufe und prüfen Sie sie im Gespräch mit Menschen, die diese Arbeit machen, bevor Sie in eine Weiterbildung investieren.',
    recCloseGap: (skill, occupation) => `Schließen Sie die erste Lücke bei den Kernkompetenzen für ${occupation}: ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Schreiben Sie Ihr Kurzprofil auf den Zielberuf hin um und stellen Sie das Übertragbare nach vorn: ${strengths}.`
        : 'Schreiben Sie Ihr Kurzprofil auf den Zielberuf hin um und stellen Sie das Übertragbare nach vorn.',
    recBridge: (occupation) =>
      `Erwägen Sie eine Brückenposition nah an Ihrem heutigen Profil, etwa ${occupation}, um Schritt für Schritt zu wechseln.`,
    recProject: 'Sammeln Sie Nachweise im neuen Feld: mit einem kleinen Projekt, einem Kurs mit Praxisaufgabe oder einem Ehrenamt.',
    actTargets: 'Drei Zielberufe notieren und was Sie an jedem reizt.',
    actTalk: 'Mit zwei Menschen sprechen, die in Ihrem Zielberuf arbeiten.',
    actLearn: (skill) =>
      skill
        ? `Einen Kurs oder ein Projekt zu ${skill} beginnen.`
        : 'Einen Kurs oder ein Projekt zur ersten Kompetenz beginnen, die Ihr Zielberuf verlangt.',
  },

  promotion: {
    intro: 'Ein Argument für die Beförderung ist am stärksten, wenn es zeigt, dass Sie schon auf der nächsten Ebene arbeiten.',
    progression: (first, last) => `Ihr Lebenslauf zeigt bereits eine Entwicklung von ${first} zu ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `Sie sind seit ${dauer(n, true)} ${role}.` : `Sie sind derzeit ${role}.`),
    results: (n) =>
      `${n === 1 ? 'Eine Zeile Ihres Lebenslaufs nennt' : `${n} Zeilen Ihres Lebenslaufs nennen`} ein messbares Ergebnis; das ist das Material für Ihr Gespräch.`,
    noResults: 'Noch keine Zeile Ihres Lebenslaufs nennt ein messbares Ergebnis; das zu ändern ist der erste Schritt.',
    talent: (talent) => `Ihr Lebenslauf zeigt außerdem ${talent}, und das zählt auf der nächsten Ebene.`,
    insightProgression: (first, last) => `Aufwärtsentwicklung im Lebenslauf: von ${first} zu ${last}.`,
    insightResults: (n) =>
      `${n === 1 ? 'Eine Zeile Ihres Lebenslaufs nennt' : `${n} Zeilen Ihres Lebenslaufs nennen`} ein messbares Ergebnis.`,
    insightNoResults: 'Ihr Lebenslauf nennt noch keine messbaren Ergebnisse.',
    insightTenure: (role, n) => `${cap(dauer(n, false))} als ${role}.`,
    recResults: (example) =>
      example
        ? `Halten Sie Ihre Ergebnisse mit Zahlen fest (eingesparte Zeit, Umsatz, Qualität, Teamgröße); ${example} zeigt, wie es geht.`
        : 'Halten Sie Ihre Ergebnisse mit Zahlen fest: eingesparte Zeit, Umsatz, Qualität, Teamgröße.',
    recCriteria: 'Fragen Sie Ihre Führungskraft, was die nächste Ebene verlangt, und vereinbaren Sie zwei oder drei konkrete Kriterien.',
    recScope: (talent) =>
      talent
        ? `Übernehmen Sie sichtbar Verantwortung auf der nächsten Ebene und bauen Sie dabei auf Ihr Talent ${talent}: ein Projekt leiten, jemanden einarbeiten oder einen Prozess verantworten.`
        : 'Übernehmen Sie sichtbar Verantwortung auf der nächsten Ebene: ein Projekt leiten, jemanden einarbeiten oder einen Prozess verantworten.',
    recVisibility: 'Machen Sie Ihre Ergebnisse über Ihr Team hinaus sichtbar, etwa mit einem kurzen monatlichen Update.',
    recSkill: (skill) =>
      `Machen Sie ${skill}, eine wachsende Kompetenz, die Sie schon haben, in Ihrer Arbeit und im Lebenslauf sichtbarer.`,
    actAchievements: 'Fünf Erfolge der letzten zwölf Monate aufschreiben, jeden mit einer Zahl.',
    actConversation: 'Ein Entwicklungsgespräch mit Ihrer Führungskraft über die nächste Ebene vereinbaren.',
    actStretch: 'Eine herausfordernde Aufgabe vereinbaren und festlegen, woran ihr Erfolg gemessen wird.',
  },

  salary: {
    intro: 'Ich arbeite nur mit veröffentlichten Zahlen und schätze keine Gehälter.',
    noSalaryData: 'Für Ihre Position liegen in Kairos keine Gehaltsdaten vor, deshalb nenne ich dafür keine Zahl.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)} beträgt der gesetzliche Mindestlohn ${amount} im Monat (${period}, ${source}); das ist eine gesetzliche Untergrenze, kein Maßstab für Ihre Position.`,
    noMinimumWage: (c) => `Für ${c.inText} enthalten die Daten keine Angabe zum gesetzlichen Mindestlohn.`,
    strengths: (y, results) => {
      const parts = [
        ...(y !== null && y > 0 ? [`${jahre(y)} Berufserfahrung`] : []),
        ...(results > 0 ? [`${zeilen(results)} mit messbaren Ergebnissen`] : []),
      ];
      return parts.length > 0
        ? `Ihre Verhandlungsposition stützt sich auf das, was Ihr Lebenslauf zeigt: ${parts.join(' und ')}.`
        : 'Ihr Lebenslauf zeigt noch keine messbaren Ergebnisse; sammeln Sie diese vor dem Gespräch.';
    },
    shortage: (occupation, c, publisher, period) =>
      `Die Engpassliste für ${c.inText} führt ${occupation} (${publisher}, ${period}); das stärkt Ihre Position.`,
    insightNoData:
      'Für Ihre Position liegen keine Gehaltsdaten vor: Jede Zahl, die Sie nennen, sollte aus einer veröffentlichten Quelle stammen.',
    insightWage: (c, amount, period, source) => `Gesetzlicher Mindestlohn ${c.in}: ${amount} im Monat (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) =>
      `Die Engpassliste für ${c.inText} führt ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `Ein Ergebnis, das Sie anführen können: ${line}.`,
    insightYears: (y) => `${jahre(y)} Berufserfahrung, auf die Sie verweisen können.`,
    recResearch:
      'Sammeln Sie Gehaltsspannen aus veröffentlichten Quellen: Stellenanzeige, Tarifverträge und Gehaltsstudien für Ihre Position und Region.',
    recCase: (example) =>
      example
        ? `Begründen Sie Ihre Forderung mit Ergebnissen, etwa ${example}, nicht mit Ihrem Bedarf.`
        : 'Begründen Sie Ihre Forderung mit Ergebnissen, nicht mit Ihrem Bedarf.',
    recRange: 'Nennen Sie eine Spanne statt einer einzelnen Zahl, gestützt auf Ihre Recherche.',
    recPackage: 'Verhandeln Sie das ganze Paket, nicht nur das Gehalt: Weiterbildungsbudget, Homeoffice-Tage, Titel und Startdatum.',
    recPractise: 'Üben Sie das Gespräch einmal laut mit einer Person Ihres Vertrauens.',
    actReferences: 'Drei veröffentlichte Gehaltsangaben für Ihre Position und Region sammeln.',
    actResults: 'Drei Ergebnisse aufschreiben, die Sie in der Verhandlung anführen können.',
    actRehearse: 'Das Gespräch üben, einschließlich Ihrer Antwort auf ein erstes „Nein“.',
  },

  interview: {
    intro: 'Gute Vorstellungsgespräche stützen sich auf drei bis fünf vorbereitete Geschichten aus Ihrer eigenen Erfahrung.',
    material: (n) => `Ihr Lebenslauf enthält bereits Material für ${n === 1 ? 'eine davon' : `${n} davon`}; siehe die Erkenntnisse unten.`,
    noMaterial:
      'Ihr Lebenslauf enthält noch keine Zeilen mit klaren Ergebnissen; schreiben Sie deshalb zuerst drei Situationen auf, in denen Ihre Arbeit etwas bewirkt hat.',
    gap: (n, from, to) => `Bereiten Sie einen ruhigen Satz zur Lücke von ${monatenDat(n)} zwischen ${from} und ${to} vor.`,
    breakNow: (since) => `Bereiten Sie einen kurzen, positiven Satz zur Zeit seit ${since} vor.`,
    resultLabel: 'messbares Ergebnis',
    insightStory: (label, line) => `Material für eine Geschichte (${label}): ${line}.`,
    insightGap: (n, from, to) => `Rechnen Sie mit einer Frage zur Lücke von ${monatenDat(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Bereiten Sie aus ${line} eine STAR-Geschichte vor (Situation, Aufgabe, Handlung, Ergebnis), die Ihr Talent ${talent} zeigt.`
        : `Bereiten Sie aus ${line} eine STAR-Geschichte vor (Situation, Aufgabe, Handlung, Ergebnis).`,
    recResearch:
      'Informieren Sie sich über den Arbeitgeber: Produkte, aktuelle Nachrichten und das Team, in das Sie kämen, und verknüpfen Sie das mit Ihrer Erfahrung.',
    recGap: (n, from, to) => `Bereiten Sie eine kurze, positive Erklärung der Lücke von ${monatenDat(n)} vor (${from} – ${to}).`,
    recBreak: (since) => `Bereiten Sie eine kurze, positive Erklärung vor, was Sie seit ${since} gemacht haben.`,
    recQuestions: 'Bereiten Sie zwei oder drei eigene Fragen vor, zum Beispiel zu den ersten 90 Tagen in der Position.',
    recMock: 'Führen Sie ein Probegespräch, am besten aufgezeichnet, und werten Sie es aus.',
    actStories: 'Drei STAR-Geschichten aus Ihrer eigenen Erfahrung aufschreiben.',
    actMock: 'Ein Probegespräch mit einer Freundin, einem Freund oder einem Mentor führen.',
    actResearch: 'Den Arbeitgeber recherchieren und drei Punkte notieren, die zu Ihrer Erfahrung passen.',
  },

  skillGaps: {
    intro: 'Das sagen Ihre Daten über Ihre Kompetenzen.',
    gap: (occupation, share, missing) => `Für den Beruf ${occupation} bringen Sie ${share} der Kernkompetenzen mit; es fehlen: ${missing}.`,
    complete: (occupation) =>
      `Für den Beruf ${occupation} bringen Sie alle Kernkompetenzen mit; optionale Kompetenzen heben Sie zusätzlich ab.`,
    noTarget:
      'Sie haben noch keinen Zielberuf gewählt; wählen Sie einen in der Kompetenzlücken-Analyse, um genau zu sehen, welche Kernkompetenzen fehlen.',
    closest: (list) => `Am nächsten an Ihrem Lebenslauf liegen diese Berufe: ${list}.`,
    dated: (list) => `Einige Kompetenzen tauchen nur in Positionen auf, die vor über fünf Jahren endeten: ${list}.`,
    declining: (list) => `Als rückläufig eingestuft: ${list}.`,
    insightMissing: (occupation, list) => `Fehlende Kernkompetenzen für ${occupation}: ${list}.`,
    insightDated: (list) => `Zuletzt vor über fünf Jahren eingesetzt: ${list}.`,
    insightTopSkills: (list) => `Ihre stärksten Kompetenzen im Lebenslauf: ${list}.`,
    recFirst: (skill, occupation) => `Lernen Sie zuerst ${skill}: Das ist eine Kernkompetenz für ${occupation}.`,
    recNext: (list, occupation) => `Schließen Sie danach die weiteren Lücken bei den Kernkompetenzen für ${occupation}: ${list}.`,
    recDated: (list) =>
      `Zeigen Sie aktuellen Einsatz von ${list} mit einem Kurs oder Projekt, oder rücken Sie diese Angabe im Lebenslauf weiter nach hinten.`,
    recChooseTarget: 'Wählen Sie einen Zielberuf, damit sich die Lücke messen lässt.',
    recProve: 'Belegen Sie jede neue Kompetenz mit einem kleinen Projekt, das Sie zeigen können, und nehmen Sie es in den Lebenslauf auf.',
    actChoose: (skill) =>
      skill
        ? `Einen Kurs oder ein Projekt für ${skill} auswählen.`
        : 'Einen Kurs oder ein Projekt für die wichtigste fehlende Kompetenz auswählen.',
    actChooseTarget: 'In der Kompetenzlücken-Analyse einen Zielberuf wählen.',
    actProject: (skill) =>
      skill
        ? `Ein erstes Projekt mit ${skill} abschließen und in den Lebenslauf aufnehmen.`
        : 'Ein erstes Projekt mit der neuen Kompetenz abschließen und in den Lebenslauf aufnehmen.',
    actDated: (skill) => `Im Lebenslauf aktuellen Einsatz von ${skill} zeigen oder die Angabe nach hinten rücken.`,
  },

  relocation: {
    noCountry: 'Ihre Frage nennt kein europäisches Land, das die Marktdaten abdecken.',
    bestMatch: (c, fit) => `Bestes Land in Ihrem Ländervergleich: ${c.name} (${fit}).`,
    noComparison: 'Für Sie liegt noch kein Ländervergleich vor, deshalb kann ich nicht sagen, wie gut ein Umzug passen würde.',
    notCompared: (c) => `Ihr Ländervergleich enthält keine Daten für ${c.inText}, deshalb habe ich dazu keine Zahlen.`,
    fit: (c, fit, coverage) =>
      `Gesamtpassung für ${c.inText}: ${fit}, berechnet aus den ${coverage} der Gewichtung, für die Daten vorliegen.`,
    noFit: (c) => `Für ${c.inText} gibt es keine Daten, um eine Passung zu berechnen.`,
    vacancy: (value, period, source) => `Offene Stellen: Quote offener Stellen ${value} (${period}, ${source}).`,
    shortage: (list) => `Engpassliste: ${list}.`,
    shortageNone: (o) => `Engpassliste: Keiner Ihrer Berufe${o ? ` (${o})` : ''} steht auf der nationalen Liste.`,
    language: (detail) => `Sprache: ${detail}.`,
    languageOfficial: (language, level) => `Sie geben ${language} an${level ? ` (${level})` : ' (ohne Niveau)'}`,
    languageEnglish: (level, band) => `Englisch${level ? ` ${level}` : ''}; Englischkenntnisse im Land: ${band}`,
    languageMissing: 'Sie geben keine der Amtssprachen an',
    culture: (share, period) => `Arbeitskultur: ${share} Ähnlichkeit der Hofstede-Profile (${period}).`,
    missing: (component, reason) => `${component}: ${reason}.`,
    minimumWage: (amount, period, source) => `Gesetzlicher Mindestlohn: ${amount} im Monat (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) => `Auf der EU-weiten Engpassliste: ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Quote offener Stellen ${c.in}: ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) => `Die nationale Engpassliste führt ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Sprache: ${detail}.`,
    insightNoData: (components) => `Keine Daten für: ${components}; die Passung beruht auf den übrigen Angaben.`,
    recLanguage: (c) => `Beginnen Sie mit der Landessprache: Ihr Lebenslauf nennt keine der Amtssprachen ${c.in}.`,
    recLanguageLevel: (language, level) =>
      `Bringen Sie Ihr ${language} ${level ? `von ${level} ` : ''}auf mindestens B2, das Niveau für die meisten qualifizierten Stellen.`,
    recShortage: (term, occupation, publisher, period) =>
      `Stellen Sie Ihre Erfahrung als ${term} nach vorn: Die Engpassliste führt ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Prüfen Sie vor der Bewerbung, ob Ihre Abschlüsse ${c.in} formell anerkannt werden müssen.`,
    recSearch: (c) => `Suchen Sie bei der öffentlichen Arbeitsverwaltung ${c.in} und im EURES-Portal nach Stellen in Ihrem Bereich.`,
    recCulture: (c) => `Informieren Sie sich über die Arbeitskultur ${c.in}: Besprechungen, Hierarchie und wie Feedback gegeben wird.`,
    recChooseCountry: 'Nennen Sie das Land, das Sie in Betracht ziehen, oder vergleichen Sie zuerst Länder in der Marktübersicht.',
    actEmployers: (c) => `Zehn Arbeitgeber ${c.in} auswählen, die für Ihre Position einstellen.`,
    actCv: (c) => `Den Lebenslauf an die Gepflogenheiten ${c.in} anpassen.`,
    actLanguage: (language) => (language ? `Einen Sprachkurs für ${language} buchen.` : 'Einen Sprachkurs buchen.'),
    actApply: (c) => `Sich auf fünf Stellen ${c.in} bewerben.`,
    actCompare: 'Zwei oder drei Länder in der Marktübersicht vergleichen.',
    bring: (o, l) => `Was Sie mitbringen: ${[o ? `Ihre nächsten Berufe sind ${o}` : null, l ? `Ihr Lebenslauf nennt ${l}` : null].filter(Boolean).join('; ')}.`,
  },

  cv: {
    intro: (score) => `Ihr Lebenslauf erreicht ${score}/100 Punkte in der Qualitätsprüfung von Kairos.`,
    weakest: (list) => `Die meisten Punkte sind noch offen bei: ${list}.`,
    missingContact: (fields) => `Im Kopf Ihres Lebenslaufs fehlt: ${fields}.`,
    noSummary: 'Oben steht kein Kurzprofil.',
    unquantified: (n, total) => `${n} von ${zeilen(total)} beschreiben Aufgaben ohne messbares Ergebnis.`,
    allQuantified: 'Jede Zeile zu Ihren Positionen nennt bereits ein messbares Ergebnis.',
    example: (line) => `Zum Beispiel: ${line}.`,
    noCvIntro: 'Ich kann Ihren Lebenslauf erst prüfen, wenn Sie ihn hochladen; darauf achtet die Qualitätsprüfung von Kairos.',
    insightMissingContact: (fields) => `Fehlt im Lebenslauf: ${fields}.`,
    insightNoSummary: 'Kein Kurzprofil.',
    insightUnquantified: (n) => `${n === 1 ? 'Eine Zeile beschreibt' : `${n} Zeilen beschreiben`} Aufgaben ohne Ergebnis.`,
    insightQuantified: (n) => `${n === 1 ? 'Eine Zeile nennt' : `${n} Zeilen nennen`} ein messbares Ergebnis.`,
    insightGap: (n, from, to) => `Unerklärte Lücke von ${monatenDat(n)} (${from} – ${to}).`,
    insightDated: (list) => `Zuletzt vor über fünf Jahren eingesetzt: ${list}.`,
    recEmail: 'Ergänzen Sie Ihre E-Mail-Adresse im Kopf: Ohne sie kann Ihnen niemand antworten.',
    recPhone: 'Ergänzen Sie eine Telefonnummer im Kopf.',
    recLocation: 'Ergänzen Sie Ihren Wohnort (Stadt und Land), damit Sie zu Stellen in Ihrer Nähe passen.',
    recSummary: (role, skills) => {
      const who = role ? `wer Sie sind (${role})` : 'wer Sie sind';
      return `Schreiben Sie oben ein Kurzprofil in drei Zeilen: ${who}, Ihre stärksten Kompetenzen${skills ? ` (${skills})` : ''} und was Sie suchen.`;
    },
    recQuantify: (line) =>
      line
        ? `Formulieren Sie Aufgaben als Ergebnisse mit einer Zahl (wie viele, wie viel, wie schnell), beginnend mit ${line}.`
        : 'Formulieren Sie Aufgaben als Ergebnisse mit einer Zahl: wie viele, wie viel, wie schnell.',
    recDates: 'Geben Sie bei jeder Position Anfangs- und Endmonat an.',
    recGap: (n, from, to) => `Ergänzen Sie eine Zeile, die die Lücke von ${monatenDat(n)} erklärt (${from} – ${to}).`,
    recDated: (list) => `Rücken Sie ${list} weiter nach hinten oder zeigen Sie aktuellen Einsatz.`,
    recSkills: 'Nennen Sie mindestens zehn Kompetenzen und zeigen Sie jede in einer Position, in der Sie sie eingesetzt haben.',
    recLanguages: 'Ergänzen Sie Ihre Sprachen mit Niveau, zum Beispiel GER B2.',
    recEducation: 'Ergänzen Sie Ihre Ausbildung, auch wenn sie kurz ist.',
    recNoCv: [
      'Stellen Sie Name, E-Mail-Adresse, Telefonnummer und Wohnort an den Anfang.',
      'Beginnen Sie mit einem Kurzprofil in drei Zeilen: wer Sie sind und was Sie suchen.',
      'Beschreiben Sie jede Position mit Ergebnissen und Zahlen, nicht nur mit Aufgaben.',
      'Geben Sie bei jeder Position Anfangs- und Endmonat an.',
    ],
    actContact: (fields) => `Im Kopf des Lebenslaufs ergänzen: ${fields}.`,
    actQuantify: 'Drei Zeilen des Lebenslaufs als Ergebnisse mit Zahlen umformulieren.',
    actSummary: 'Ein Kurzprofil in drei Zeilen für den Anfang des Lebenslaufs schreiben.',
    actReupload: 'Die neue Fassung hochladen und die Bewertung vergleichen.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'Wenn Sie aktiv suchen, zählt ein gleichmäßiger Wochenrhythmus mehr als die Menge der Bewerbungen.',
      professional: 'Solange Sie noch angestellt sind, funktioniert eine gezielte und diskrete Suche am besten.',
      recruiter: 'Sie kennen die Seite der Personalauswahl gut; nutzen Sie dieses Wissen für Ihre eigene Suche.',
      career_coach: 'Geben Sie Ihrer eigenen Suche die Struktur, die Sie auch Ihren Klientinnen und Klienten geben würden.',
      none: 'Eine gezielte Suche nach wenigen Zielpositionen wirkt besser als Bewerbungen auf alles.',
    },
    titles: (list) =>
      `Am besten zu Ihrem Lebenslauf passen diese Berufe: ${list}; suchen Sie auch nach den Bezeichnungen in der jeweiligen Landessprache.`,
    best: (c, fit) => `Wenn Sie für einen Umzug offen sind, lohnt ein Blick auf das beste Land Ihres Ländervergleichs: ${c.name} (${fit}).`,
    shortage: (occupation, c, publisher, period) => `Die Engpassliste für ${c.inText} führt ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Am besten passende Berufe: ${list}.`,
    insightBest: (c, fit) => `Bestes Land im Vergleich: ${c.name} (${fit}).`,
    insightQuality: (score) =>
      `Ihr Lebenslauf erreicht ${score}/100 Punkte; bringen Sie die Grundlagen in Ordnung, bevor Sie viele Bewerbungen verschicken.`,
    recTargets: (list) =>
      list ? `Konzentrieren Sie sich auf zwei oder drei Zielberufe: ${list}.` : 'Konzentrieren Sie sich auf zwei oder drei Zielberufe.',
    recTailor: 'Passen Sie Ihren Lebenslauf an jede Anzeige an: Greifen Sie die wichtigsten Anforderungen mit eigenen Belegen auf.',
    recRole: {
      job_seeker: 'Setzen Sie sich ein Wochenziel, zum Beispiel fünf gut vorbereitete Bewerbungen, und halten Sie die Rückmeldungen fest.',
      professional:
        'Suchen Sie vertraulich: Stellen Sie die Sichtbarkeit Ihres Profils bewusst ein und nutzen Sie Ihr Netzwerk und Personalvermittler.',
      recruiter: 'Bitten Sie vertraute Kolleginnen und Kollegen um Empfehlungen: Sie wissen, wie viel eine Empfehlung wiegt.',
      career_coach: 'Sagen Sie Ihrem beruflichen Netzwerk, was Sie suchen; Klienten und Kollegen kennen vielleicht passende Stellen.',
      none: 'Setzen Sie sich ein Wochenziel und halten Sie die Rückmeldungen fest, um zu sehen, was wirkt.',
    },
    recReferrals: 'Sagen Sie fünf Kontakten, welche Position Sie suchen, und bitten Sie um Vorstellungen bei passenden Personen.',
    recCvFirst: (score) => `Verbessern Sie Ihren Lebenslauf (derzeit ${score}/100), bevor Sie viele Bewerbungen verschicken.`,
    recTalent: (talent) => `Nennen Sie Ihr Talent ${talent} in Bewerbungen, mit einem Beispiel.`,
    actTargets: 'Zielberufe festlegen und eine Liste mit zwanzig Arbeitgebern erstellen.',
    actApply: 'Fünf passgenaue Bewerbungen verschicken.',
    actReview: 'Die Rückmeldungen auswerten und Zielberufe, Lebenslauf oder Kanäle anpassen.',
  },

  leadership: {
    introLeading: (role) =>
      `Als ${role} führen Sie bereits; der nächste Schritt ist, Ihre Führung bewusst zu gestalten und sichtbar zu machen.`,
    introAspiring: 'Führung lässt sich zeigen, bevor man den Titel hat.',
    talents: (list) => `Ihr Lebenslauf zeigt Talente mit Führungsbezug: ${list}.`,
    noTalents:
      'Die Analyse Ihres Lebenslaufs hat noch keine Führungstalente gefunden; sammeln Sie deshalb Beispiele, in denen Sie ohne Titel geführt haben.',
    role: {
      recruiter: 'Als Recruiterin oder Recruiter können Sie dieselben Kriterien nutzen, wenn Sie Führungskandidaten beurteilen.',
      career_coach: 'Als Karrierecoach können Sie diese Schritte mit Klienten gehen, die in eine Führungsrolle wechseln.',
    },
    insightRole: (role) => `Aktuelle Position: ${role}.`,
    insightYears: (y) => `${jahre(y)} Berufserfahrung.`,
    recFirstTask:
      'Bitten Sie um eine erste Führungsaufgabe ohne Titel: ein Projekt leiten, neue Kolleginnen oder Kollegen einarbeiten oder ein Teammeeting moderieren.',
    recVisible: 'Beschreiben Sie Ihre Führung mit Ergebnissen: Teamgröße, Lieferung, Bindung und die Entwicklung Ihrer Leute.',
    recTalent: (talent, line) =>
      line ? `Bauen Sie auf Ihr Talent ${talent} auf, wie in ${line}.` : `Bauen Sie auf Ihr Talent ${talent} auf.`,
    recFeedback: 'Bitten Sie Ihr Team oder Kollegen regelmäßig um Feedback zu Ihrer Führung, zum Beispiel jedes Quartal.',
    recBasics:
      'Lernen Sie die Grundlagen von Delegation, Feedbackgesprächen und Zielvereinbarungen, in einem kurzen Kurs oder mit einem Mentor.',
    recMentor: 'Suchen Sie sich einen Mentor, der eine Ebene über Ihnen führt.',
    actSituations: 'Zwei Situationen aufschreiben, in denen Sie ohne Titel geführt haben.',
    actAsk: 'Ihre Führungskraft um eine Führungsaufgabe bitten.',
    actCourse: 'Einen kurzen Kurs zu Feedback und Delegation abschließen.',
  },

  networking: {
    intro: 'Networking wirkt am besten als Gewohnheit: kleine, regelmäßige Kontakte statt der Frage nach einem Job.',
    companies: (list) => `Ihr Netzwerk gibt es schon, bei ${list}; fangen Sie dort an.`,
    role: {
      job_seeker: 'Sagen Sie genau, welche Position Sie suchen; bei einer vagen Bitte kann man Ihnen schwer helfen.',
      professional: 'Bauen Sie Ihr Netzwerk auf, bevor Sie es brauchen; ein paar Gespräche im Monat genügen.',
      recruiter: 'Ihr Netzwerk ist Ihr Kapital: Bleiben Sie auch zwischen zwei Suchen mit Kandidaten und Führungskräften in Kontakt.',
      career_coach: 'Arbeiten Sie mit anderen Coaches und HR-Fachleuten zusammen; Empfehlungen können Ihnen Klienten bringen.',
      none: 'Ein paar echte Gespräche im Monat bringen mehr als viele neue Kontakte.',
    },
    culture: (c) =>
      `Kairos hat Hinweise zur Arbeitskultur beim beruflichen Networking ${c.in}; Sie finden sie bei den Fakten, auf denen diese Antwort beruht.`,
    insightCompanies: (list) => `Menschen, die Ihre Arbeit kennen: Kolleginnen und Kollegen bei ${list}.`,
    insightSkills: (list) => `Themen, zu denen Sie mit Sachkenntnis sprechen können: ${list}.`,
    insightCulture: (c, n) => `${n === 1 ? 'Ein Hinweis' : `${n} Hinweise`} zur Arbeitskultur beim Networking ${c.in}.`,
    recReconnect: (companies) =>
      companies
        ? `Nehmen Sie wieder Kontakt zu fünf früheren Kolleginnen und Kollegen bei ${companies} auf.`
        : 'Nehmen Sie wieder Kontakt zu fünf früheren Kolleginnen, Kollegen oder Kommilitonen auf.',
    recProfile: (role, skills) =>
      role && skills
        ? `Aktualisieren Sie Ihre Überschrift bei LinkedIn oder XING, zum Beispiel: „${role} | ${skills}“.`
        : 'Aktualisieren Sie Ihr Profil bei LinkedIn oder XING mit einer klaren Überschrift und Ihren stärksten Kompetenzen.',
    recGroup: (skill) =>
      skill
        ? `Treten Sie einem Berufsverband oder Meetup rund um ${skill} bei.`
        : 'Treten Sie einem Berufsverband oder Meetup in Ihrem Fachgebiet bei.',
    recGive: 'Geben Sie, bevor Sie bitten: einen nützlichen Artikel, einen Kontakt oder Ihre Erfahrung.',
    recInfo: 'Bitten Sie um zwanzigminütige Gespräche, um zu lernen, nicht um einen Job.',
    actWrite: 'Drei früheren Kolleginnen oder Kollegen schreiben.',
    actEvent: 'Eine Fachveranstaltung oder ein Meetup besuchen.',
    actConversations: 'Zwei Informationsgespräche führen.',
  },

  freelancing: {
    intro: 'Selbstständigkeit ruht auf drei Dingen: einem klaren Angebot, ersten Kunden und soliden Finanzen.',
    experience: (y, skills) => {
      if (y !== null && skills)
        return `Mit ${jahrenDat(y)} Berufserfahrung und Kompetenzen wie ${skills} haben Sie eine Grundlage für ein Angebot.`;
      if (skills) return `Kompetenzen wie ${skills} sind die Grundlage für ein Angebot.`;
      return `Mit ${jahrenDat(y ?? 0)} Berufserfahrung haben Sie eine Grundlage für ein Angebot.`;
    },
    early: (y) => `Mit ${jahrenDat(y)} Berufserfahrung sollten Sie erwägen, zuerst Referenzen aufzubauen oder nebenberuflich zu starten.`,
    noRates: 'Kairos hat keine Daten zu Honorarsätzen, deshalb nenne ich keine.',
    insightSkills: (list) => `Kompetenzen, auf denen Ihr Angebot aufbauen kann: ${list}.`,
    insightEarly: (y) => `${jahre(y)} Berufserfahrung: Referenzen erleichtern die Kundengewinnung.`,
    insightNoRates: 'In Kairos liegen keine Daten zu Honorarsätzen vor; nutzen Sie veröffentlichte Honorarumfragen für Ihr Fachgebiet.',
    recOffer: (skills) =>
      skills
        ? `Formulieren Sie ein klares Angebot rund um ${skills} für eine bestimmte Kundengruppe.`
        : 'Formulieren Sie ein klares Angebot für eine bestimmte Kundengruppe.',
    recClients: 'Gewinnen Sie erste Kunden, bevor Sie Ihre Stelle aufgeben: Frühere Arbeitgeber und Kollegen können zu Kunden werden.',
    recRates:
      'Legen Sie Ihren Satz anhand veröffentlichter Honorarumfragen für Ihr Fachgebiet und Ihrer tatsächlichen Kosten fest: Steuern, Versicherungen und unbezahlte Zeit.',
    recRules: (c) =>
      c
        ? `Klären Sie Anmeldung, Steuern und Sozialversicherung ${c.in} mit der zuständigen Stelle oder einer Beratung.`
        : 'Klären Sie Anmeldung, Steuern und Sozialversicherung mit der zuständigen Stelle oder einer Beratung.',
    recPortfolio: (line) =>
      line
        ? `Stellen Sie ein kurzes Portfolio mit drei Fallbeispielen zusammen, etwa aus ${line}.`
        : 'Stellen Sie ein kurzes Portfolio mit drei Fallbeispielen zusammen.',
    recRole: {
      job_seeker: 'Freie Projekte können auch die Jobsuche überbrücken; sagen Sie das in Bewerbungen offen.',
      professional: 'Testen Sie Ihr Angebot zuerst nebenberuflich, sofern Ihr Arbeitsvertrag das erlaubt.',
      recruiter: 'Vereinbaren Sie als selbstständige Personalvermittlung Honorare und Garantien mit jedem Kunden schriftlich.',
      career_coach: 'Beschreiben Sie als selbstständiger Coach Ihre Methode und was Klienten davon erwarten können.',
      none: 'Testen Sie Ihr Angebot mit einem kleinen bezahlten Projekt, bevor Sie sich ganz festlegen.',
    },
    actOffer: 'Ihr Angebot auf einer Seite beschreiben.',
    actClients: 'Fünf mögliche Kunden aus Ihrem Netzwerk ansprechen.',
    actRules: 'Anmeldung und Steuern mit der zuständigen Stelle oder einer Beratung klären.',
  },

  returning: {
    intro: 'Eine Pause müssen Sie nicht verstecken: Es zählen eine kurze, selbstbewusste Erklärung und aktuelle Belege Ihrer Kompetenzen.',
    ongoing: (since, n, role) => `Ihre letzte Position im Lebenslauf${role ? `, ${role},` : ''} endete im ${since}, vor ${dauer(n, true)}.`,
    gap: (n, from, to) => `Ihr Lebenslauf zeigt eine Lücke von ${monatenDat(n)} (${from} – ${to}).`,
    noGap: 'In den Zeitangaben Ihres Lebenslaufs sehe ich keine Lücke.',
    dated: (list) => `Einige Kompetenzen stammen aus Positionen, die vor über fünf Jahren endeten: ${list}.`,
    insightBreak: (since, n) => `Keine Position seit ${since} (${dauer(n, false)}).`,
    insightGap: (n, from, to) => `Lücke von ${monatenDat(n)} (${from} – ${to}).`,
    insightDated: (list) => `Aufzufrischen: ${list}.`,
    recExplain: (since) =>
      `Ergänzen Sie im Lebenslauf eine sachliche Zeile zur Pause${since ? ` (seit ${since})` : ''}: was Sie gemacht haben, etwa Familie, Weiterbildung, Reisen oder Gesundheit.`,
    recRefresh: (list) =>
      list
        ? `Frischen Sie ${list} mit einem kurzen Kurs oder Projekt auf, um aktuellen Einsatz zu zeigen.`
        : 'Frischen Sie Ihre Kernkompetenzen mit einem kurzen Kurs oder Projekt auf, um aktuellen Einsatz zu zeigen.',
    recReconnect: (company) =>
      company
        ? `Melden Sie sich bei früheren Kolleginnen und Kollegen bei ${company}: Sie kennen Ihre Arbeit.`
        : 'Melden Sie sich bei früheren Kolleginnen und Kollegen: Sie kennen Ihre Arbeit.',
    recBridge: 'Suchen Sie nach Wiedereinstiegsprogrammen, Teilzeit- oder Interimsstellen als Brücke zurück.',
    recAnswer: 'Bereiten Sie für Vorstellungsgespräche eine Antwort in zwei Sätzen zu Ihrer Pause vor.',
    actLine: 'Die Zeile formulieren, die Ihre Pause erklärt.',
    actContacts: 'Drei frühere Kolleginnen oder Kollegen kontaktieren.',
    actCourse: (skill) =>
      skill ? `Einen Auffrischungskurs in ${skill} abschließen.` : 'Einen Auffrischungskurs in Ihrer Kernkompetenz abschließen.',
  },

  unknown: {
    vague: 'Ich bin nicht sicher, was Sie wissen möchten, und rate lieber nicht.',
    outOfScope: {
      medical:
        'Zu medizinischen Fragen kann ich nicht beraten; bitte wenden Sie sich an eine Ärztin, einen Arzt oder eine andere Fachperson.',
      legal: 'Rechtsberatung kann ich nicht geben; bitte wenden Sie sich an eine Anwältin, einen Anwalt oder eine Beratungsstelle.',
      investment: 'Zu Geldanlagen kann ich nicht beraten; bitte wenden Sie sich an eine qualifizierte Finanzberatung.',
    },
    topics: (topics) => `Ich kann Ihnen bei diesen Themen helfen: ${topics}.`,
    insightScope: 'Der Coach beantwortet Karrierefragen anhand Ihres Lebenslaufs, Ihrer Talente und der Marktdaten in Kairos.',
    insightOutOfScope: 'Diese Frage liegt außerhalb dessen, wobei der Karrierecoach helfen kann.',
    recAsk: (question) => `Fragen Sie zum Beispiel: ${question}`,
    actRephrase: 'Eine konkrete Frage zu einem dieser Themen stellen.',
    actReview: 'Die Analyse Ihres Lebenslaufs und Ihre Talente in Kairos ansehen.',
  },

  goal: {
    intro: (role, n, c) =>
      `Sie möchten ${n ? `innerhalb von ${dauer(n, true)} ` : ''}${role} werden${c ? `, ${c.in}` : ''}; das sagen Ihre Daten dazu.`,
    introNoRole: (n, c) => `Ihr Ziel${n ? ` für die nächsten ${dauer(n, false)}` : ''}${c ? ` ${c.in}` : ''}, gemessen an Ihren Daten:`,
    occupation: (occupation) => `In den Berufsdaten kommt dieses Ziel dem Beruf ${occupation} am nächsten.`,
    noOccupation: (role) => `Ich konnte ${role} keinem Beruf in den Daten zuordnen und kann die Kompetenzlücke daher nicht messen.`,
    current: (role) => `Derzeit sind Sie ${role}.`,
    held: (share, list) => `Sie haben bereits ${share} der wesentlichen Kompetenzen${list ? `, darunter ${list}` : ''}.`,
    missing: (list) => `Es fehlen noch diese wesentlichen Kompetenzen: ${list}.`,
    complete: 'Sie haben bereits alle wesentlichen Kompetenzen; jetzt geht es um Nachweise und Sichtbarkeit.',
    countryIntro: (c) => `Für den Umzug ${c.to}:`,
    countryNotCompared: (c) => `${c.name} ist nicht in Ihrem Ländervergleich, daher habe ich dafür keine Marktzahlen.`,
    planIntro: (n) => `Einen Plan über ${dauer(n, false)} mit Terminen finden Sie in den Aufgaben.`,
    estimate: (n, missing) =>
      `Nach der Faustregel von Kairos (etwa zwei Monate je fehlender wesentlicher Kompetenz, mindestens drei Monate) sind das für Sie etwa ${dauer(n, false)}: ${missing === 1 ? 'eine wesentliche Kompetenz' : `${missing} wesentliche Kompetenzen`} aufzubauen.`,
    fits: (n) => `Das passt in Ihren Zeitrahmen von ${dauer(n, true)}.`,
    tight: (n) => `Das ist mehr als Ihr Zeitrahmen von ${dauer(n, true)}: Beginnen Sie jetzt mit der ersten Kompetenz und halten Sie den Plan straff.`,
    achievement: (line) => `Ein Ergebnis von Ihnen, auf dem Sie aufbauen können: ${line}.`,
    insightGap: (occupation, list) => `Fehlende wesentliche Kompetenzen für ${occupation}: ${list}.`,
    insightHeld: (occupation, share) => `Sie haben ${share} der wesentlichen Kompetenzen für ${occupation}.`,
    recFirst: (skill, occupation) => `Beginnen Sie mit ${skill}: eine wesentliche Kompetenz für ${occupation}.`,
    recEvidence: (line) =>
      line ? `Stellen Sie in Bewerbungen Ergebnisse wie ${line} an den Anfang.` : 'Ergänzen Sie Ihren Lebenslauf vor den Bewerbungen um Ergebnisse mit Zahlen.',
    recTalk: (occupation) => `Sprechen Sie mit zwei Menschen, die als ${occupation} arbeiten, darüber, was die Rolle wirklich verlangt.`,
    recLanguage: (language, c) => `Planen Sie Sprachunterricht in ${language} ein: eine Amtssprache ${c.in}.`,
    recChooseRole: 'Nennen Sie die Rolle, die Sie anstreben, damit ich die Lücke an den Berufsdaten messen kann.',
    stepLearn: (skill) => `${skill} lernen und in einer echten Aufgabe anwenden.`,
    stepEvidence: 'Die neuen Nachweise mit Zahlen in den Lebenslauf aufnehmen.',
    stepApply: (occupation, c) => `Auf Stellen als ${occupation}${c ? ` ${c.in}` : ''} bewerben.`,
    stepReview: 'Den Plan anhand der Rückmeldungen prüfen und anpassen.',
  },

  compare: {
    intro: (a, b) => `${a} und ${b} im Vergleich mit Ihren Daten:`,
    covers: (option, skills) => `${option} deckt ${skills} ab.`,
    unknown: (option) => `Kairos hat keinen Eintrag zu ${option} in seinen Kompetenzdaten und kann es daher nicht gewichten.`,
    inOccupation: (skill, occupation, essential) => `${skill} ist eine ${essential ? 'wesentliche' : 'optionale'} Kompetenz für ${occupation}.`,
    notInOccupation: (option, occupation) => `Nichts von dem, was ${option} abdeckt, ist für ${occupation} aufgeführt.`,
    held: (option, list) => `Ihr Lebenslauf zeigt bereits ${list}; ${option} würde also bestätigen, was Sie tun.`,
    adds: (option, list) => `${option} würde ${list} ergänzen, was Ihr Lebenslauf noch nicht zeigt.`,
    verdict: (option, occupation) => `Nach Ihren Daten passt ${option} besser: Es deckt ab, was ${occupation} verlangt.`,
    verdictNew: (option) => `Nach Ihren Daten bringt ${option} mehr Neues.`,
    close: 'Nach Ihren Daten liegen beide nah beieinander; entscheiden Sie nach den Rollen, die Sie anstreben.',
    noPrices: 'Kairos hat keine Daten zu Preisen, Prüfungsregeln oder Bestehensquoten; prüfen Sie diese bei den Zertifizierungsstellen.',
    insightFit: (option, occupation) => `${option} passt zu den wesentlichen Kompetenzen für ${occupation}.`,
    recAds: (occupation) =>
      occupation
        ? `Prüfen Sie, welches der beiden die Stellenanzeigen für ${occupation} verlangen.`
        : 'Prüfen Sie, welches der beiden die Stellenanzeigen für Ihre Zielrolle verlangen.',
    recBodies: 'Vergleichen Sie Kosten, Voraussetzungen und Rezertifizierung auf den Seiten der Zertifizierungsstellen.',
    recBuild: (option) => `Was Sie auch wählen: Zeigen Sie es in der Arbeit, mit einem Projekt, das nutzt, was ${option} vermittelt.`,
    actAds: 'Zählen Sie, welches Zertifikat in zwanzig Anzeigen für Ihre Zielrolle vorkommt.',
    actDecide: 'Entscheiden Sie sich und buchen Sie das erste Modul oder den Prüfungstermin.',
  },

  followUp: {
    context: (items) => `(Anknüpfend an Ihre vorige Frage: ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => dauer(n, false),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos hat keine Verdienstdaten${occupation ? ` für ${occupation}` : ' für Ihre Rolle'}${c ? ` ${c.in}` : ''}, solange ein Betreiber keine importiert; ich nenne daher keine Gehaltszahl.`,
    earnings: (occupation, c, amount, period, source) =>
      `Die importierten Verdienstdaten nennen für ${occupation} ${c.in} einen Median von ${amount} brutto im Monat (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Medianverdienst ${occupation}: ${amount} im Monat (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'Ich möchte innerhalb von zwei Jahren Projektmanager werden: Wie sieht mein Plan aus?',
    comparison: 'Soll ich PRINCE2 oder Scrum machen?',
    returning_after_break: 'Wie gelingt mir der Wiedereinstieg nach meiner beruflichen Pause?',
    relocation: 'Sollte ich für meine Karriere ins Ausland gehen?',
    freelancing: 'Könnte ich mich als Freiberufler selbstständig machen?',
    salary_negotiation: 'Wie verhandle ich mein Gehalt?',
    interview_preparation: 'Wie bereite ich mich auf mein nächstes Vorstellungsgespräch vor?',
    career_change: 'Wie gelingt mir ein Berufswechsel?',
    promotion: 'Wie schaffe ich die nächste Beförderung?',
    leadership: 'Wie entwickle ich mich zur Führungskraft?',
    networking: 'Wie baue ich mein berufliches Netzwerk aus?',
    skill_gaps: 'Welche Fähigkeiten sollte ich als Nächstes lernen?',
    cv_improvement: 'Wie kann ich meinen Lebenslauf verbessern?',
    job_search: 'Wie gehe ich meine Jobsuche am besten an?',
    relocationTo: (c) => `Wie könnte ich ${c.to} umziehen?`,
    skillGapFor: (occupation) => `Welche Fähigkeiten fehlen mir für den Beruf ${occupation}?`,
  },
};
