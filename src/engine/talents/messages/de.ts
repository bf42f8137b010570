import type { TalentMessages } from './types';

export const de: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Teamführung',
      description: 'Führt Menschen im Alltag: gibt die Richtung vor, organisiert die Arbeit und übernimmt Verantwortung für ein Team.',
      path: ['Besuchen Sie ein Programm für Führungskräfte der ersten Ebene.', 'Holen Sie 360-Grad-Feedback ein und machen Sie daraus einen Entwicklungsplan.'],
    },
    'budget-ownership': {
      name: 'Budgetverantwortung',
      description: 'Bekommt Geld anvertraut: plant, steuert und verantwortet ein Budget oder eine Ergebnisrechnung.',
      path: ['Besuchen Sie einen Kurs „Finanzen für Nicht-Finanzfachleute“.', 'Nennen Sie im Lebenslauf die Budgethöhe und was Sie damit erreicht haben.'],
    },
    negotiation: {
      name: 'Verhandlungsgeschick',
      description: 'Erzielt Vereinbarungen, die halten: Verträge, Preise, Lieferanten, Partner und Sozialpartner.',
      path: ['Besuchen Sie ein strukturiertes Verhandlungstraining (Harvard-Methode, BATNA).', 'Beziffern Sie Ihre Verhandlungsergebnisse: Einsparungen, Vertragswert, erreichte Konditionen.'],
    },
    'people-development': {
      name: 'Personalentwicklung',
      description: 'Lässt andere wachsen: begleitet, coacht und arbeitet Kolleginnen und Kollegen ein, damit sie schneller wirksam werden.',
      path: ['Erwerben Sie ein Coaching- oder Mentoring-Zertifikat.', 'Bitten Sie um eine offizielle Mentorenrolle und halten Sie die Fortschritte Ihrer Mentees fest.'],
    },
    'training-facilitation': {
      name: 'Schulung & Moderation',
      description: 'Unterrichtet Gruppen und leitet Sitzungen gut: Unterricht, Schulungen und Workshops.',
      path: ['Erwerben Sie ein Train-the-Trainer- oder Moderationszertifikat.', 'Bieten Sie einen internen Workshop an und sammeln Sie das Feedback der Teilnehmenden als Nachweis.'],
    },
    'analytical-thinking': {
      name: 'Analytisches Denken',
      description: 'Zerlegt Fragen und beantwortet sie mit Daten, Modellen und sorgfältiger Begründung.',
      path: ['Vertiefen Sie ein Analysewerkzeug, das Sie schon nutzen (SQL, Python oder Excel für Fortgeschrittene).', 'Beschreiben Sie im Lebenslauf eine Analyse: Frage, Methode, Entscheidung, die sie gestützt hat.'],
    },
    'data-storytelling': {
      name: 'Data Storytelling',
      description: 'Macht aus Daten Berichte, Dashboards und Geschichten, die anderen beim Entscheiden helfen.',
      path: ['Lernen Sie ein BI-Werkzeug gründlich (Power BI oder Tableau) und bauen Sie einen Ihrer Berichte darin nach.', 'Veröffentlichen Sie ein kleines Portfolio-Stück, das einen offenen Datensatz verständlich erzählt.'],
    },
    'building-from-scratch': {
      name: 'Aufbau von Grund auf',
      description: 'Schafft, was es noch nicht gab: neue Teams, Dienste, Plattformen oder Funktionen.',
      path: ['Schreiben Sie auf einer Seite auf, was Sie aufgebaut haben: Ausgangslage, Schritte, Ergebnis.', 'Melden Sie sich, wenn in Ihrer Organisation die nächste neue Funktion oder Dienstleistung entsteht.'],
    },
    'quantified-improvement': {
      name: 'Verbesserung mit Zahlen',
      description: 'Bewegt messbare Ergebnisse: misst den Ausgangswert, verändert die Arbeit und zeigt den Unterschied.',
      path: ['Versehen Sie jeden wichtigen Erfolg mit einer Vorher-nachher-Zahl.', 'Lernen Sie einfache Verbesserungsmethoden (PDCA, A3), um den Effekt gezielt zu wiederholen.'],
    },
    'customer-orientation': {
      name: 'Kundenorientierung',
      description: 'Versteht, was Kundinnen, Patienten oder Gäste brauchen, und handelt danach.',
      path: ['Lernen Sie eine Methode der Nutzerforschung (Interviews, Journey Mapping).', 'Nennen Sie im Lebenslauf eine Kundenkennzahl, die Sie verbessert haben (Zufriedenheit, Beschwerden, NPS).'],
    },
    'cross-team-coordination': {
      name: 'Teamübergreifende Koordination',
      description: 'Sorgt dafür, dass Arbeit zwischen Teams und Abteilungen fließt, die einander nicht unterstellt sind.',
      path: ['Skizzieren Sie die Übergaben eines Prozesses, den Sie koordinieren, und verbessern Sie die schwächste.', 'Nennen Sie im Lebenslauf die Teams und Standorte, die Sie koordinieren.'],
    },
    'stakeholder-management': {
      name: 'Stakeholder-Management',
      description: 'Bringt Menschen mit unterschiedlichen Interessen zusammen: Leitung, Gremien, Kunden, Betriebsrat und Behörden.',
      path: ['Erstellen Sie eine Stakeholder-Landkarte Ihrer aktuellen Arbeit (Macht-Interesse-Matrix).', 'Bieten Sie an, vor einem Lenkungsausschuss oder Vorstand zu präsentieren.'],
    },
    'crisis-handling': {
      name: 'Krisenbewältigung',
      description: 'Bleibt handlungsfähig, wenn wirklich etwas schiefgeht: Störfälle, Notlagen und Rückrufe.',
      path: ['Schreiben Sie eine kurze Nachbetrachtung einer Krise, die Sie bewältigt haben: was geschah, was Sie entschieden, was sich änderte.', 'Besuchen Sie einen Kurs zu Incident- oder Notfallmanagement (ITIL- oder ISO-22301-Grundlagen).'],
    },
    'project-leadership': {
      name: 'Projektleitung',
      description: 'Bringt Vorhaben von der Idee bis zur Umsetzung: Umfang, Plan, Team, Budget und Termin.',
      path: ['Erwerben Sie ein Projektmanagement-Zertifikat (PRINCE2 Foundation, PMI CAPM oder Scrum Master).', 'Beschreiben Sie im Lebenslauf ein Projekt mit Umfang, Team, Budget und Ergebnis.'],
    },
    'change-management': {
      name: 'Veränderungsmanagement',
      description: 'Begleitet Menschen durch Reorganisationen, Fusionen und neue Arbeitsweisen.',
      path: ['Lernen Sie ein Veränderungsmodell (Kotter, ADKAR) und ordnen Sie eine Veränderung, die Sie geleitet haben, darin ein.', 'Übernehmen Sie bei der nächsten Reorganisation oder Systemeinführung die Rolle der Change-Verantwortlichen.'],
    },
    'entrepreneurial-initiative': {
      name: 'Unternehmerische Initiative',
      description: 'Gründet und führt etwas auf eigene Rechnung: ein Unternehmen, eine Praxis oder ein freiberufliches Angebot.',
      path: ['Stellen Sie eine neue Initiative mit einem einseitigen Business Case vor.', 'Nehmen Sie an einem Intrapreneurship- oder Gründungsprogramm teil, um das Talent zu erproben.'],
    },
    'cross-cultural-communication': {
      name: 'Interkulturelle Kommunikation',
      description: 'Arbeitet gut über Länder und Kulturen hinweg: internationale Teams, Kundschaft und Kollegen.',
      path: ['Nennen Sie im Lebenslauf die Länder und Kulturen, mit denen Sie gearbeitet haben.', 'Besuchen Sie ein Training in interkultureller Kompetenz.'],
    },
    'conflict-resolution': {
      name: 'Konfliktlösung',
      description: 'Beruhigt angespannte Situationen und findet Lösungen, die beide Seiten annehmen.',
      path: ['Besuchen Sie einen Mediationskurs.', 'Beschreiben Sie einen Konflikt, den Sie gelöst haben, und was sich dadurch änderte.'],
    },
    'public-speaking': {
      name: 'Auftreten & Vortrag',
      description: 'Spricht überzeugend vor anderen: vor Gericht, auf Konferenzen, vor Gremien und Publikum.',
      path: ['Halten Sie einen Vortrag bei einem Fachtreffen oder Berufsverband.', 'Nehmen Sie sich beim Präsentieren auf und arbeiten Sie an einem Punkt nach dem anderen.'],
    },
    'persuasion-sales': {
      name: 'Verkaufen & Überzeugen',
      description: 'Gewinnt Menschen für ein Angebot: neue Kunden, größere Aufträge, angenommene Ideen.',
      path: ['Besuchen Sie ein Training für beratendes Verkaufen.', 'Nennen Sie im Lebenslauf Ziele und Ergebnisse (gewonnene Kunden, erreichte Quote).'],
    },
    'hiring-team-building': {
      name: 'Personalgewinnung & Teamaufbau',
      description: 'Findet, wählt und gewinnt die richtigen Menschen, um ein Team aufzubauen.',
      path: ['Lernen Sie strukturierte Interviews (kompetenzbasierte Fragen, Bewertungsbögen).', 'Nennen Sie, wie viele Menschen Sie eingestellt haben und wie lange sie blieben.'],
    },
    'planning-scheduling': {
      name: 'Planung & Disposition',
      description: 'Plant Menschen, Fahrzeuge und Kapazitäten so, dass die Arbeit rechtzeitig erledigt wird.',
      path: ['Lernen Sie ein Planungswerkzeug gründlich (MS Project, ein APS oder ein Dienstplansystem).', 'Beziffern Sie, was Ihre Planung erreicht hat: Auslastung, Überstunden, Termintreue.'],
    },
    'quality-compliance': {
      name: 'Qualität & Compliance',
      description: 'Hält die Arbeit innerhalb von Standards und Regeln: Audits, Qualitätssysteme und Vorschriften.',
      path: ['Besuchen Sie eine Ausbildung zur internen Auditorin oder zum internen Auditor (ISO 9001 oder die Norm Ihrer Branche).', 'Führen Sie im Lebenslauf die Audits auf, die Sie vorbereitet oder bestanden haben.'],
    },
    'numerical-accuracy': {
      name: 'Sicherheit mit Zahlen',
      description: 'Geht zuverlässig mit Zahlen um: Abschlüsse, Abstimmungen, Lohnabrechnung und Kalkulationen.',
      path: ['Automatisieren Sie eine wiederkehrende Berechnung oder Abstimmung.', 'Nennen Sie im Lebenslauf das Volumen, das Sie bearbeiten (Buchungen, Mandanten, Abschlüsse).'],
    },
    forecasting: {
      name: 'Prognose',
      description: 'Blickt mit Zahlen nach vorn: Nachfrage, Kapazität, Preise und Risiken.',
      path: ['Lernen Sie eine Prognosemethode jenseits der Tabellenkalkulation (exponentielle Glättung, ARIMA).', 'Berichten Sie über Ihre Prognosegenauigkeit und was sie verändert hat.'],
    },
    'problem-solving': {
      name: 'Problemlösung',
      description: 'Findet Ursachen und behebt sie mit Belegen statt mit Vermutungen.',
      path: ['Lernen Sie eine strukturierte Methode (5 Warum, Ishikawa, A3) und wenden Sie sie sichtbar an.', 'Ergänzen Sie Ihren Lebenslauf um eine Geschichte aus Problem, Ursache, Lösung und Ergebnis.'],
    },
    troubleshooting: {
      name: 'Fehlerdiagnose',
      description: 'Findet Störungen schnell und bringt Systeme, Anlagen oder Software wieder zum Laufen.',
      path: ['Dokumentieren Sie eine wiederkehrende Störung und ihre Behebung als Anleitung für Kollegen.', 'Erwerben Sie eine Zertifizierung für die Systeme, die Sie am häufigsten instand setzen.'],
    },
    innovation: {
      name: 'Innovation',
      description: 'Bringt neue Ideen in die Praxis: neue Produkte, Konzepte, Karten oder Dienste.',
      path: ['Führen Sie ein Ideenbuch und testen Sie eine Idee pro Quartal.', 'Beschreiben Sie eine Neuerung, die Sie eingeführt haben, und ihre Wirkung.'],
    },
    'motivating-others': {
      name: 'Andere motivieren',
      description: 'Hält Menschen engagiert und an Bord: Stimmung, Bindung und Energie im Team.',
      path: ['Messen Sie das Engagement in Ihrem Team und handeln Sie nach einem Ergebnis.', 'Beschäftigen Sie sich mit Motivation bei der Arbeit (Selbstbestimmungstheorie).'],
    },
    'care-empathy': {
      name: 'Fürsorge & Empathie',
      description: 'Unterstützt Menschen in schwierigen Lagen mit Geduld und Verständnis.',
      path: ['Besuchen Sie einen Kurs in motivierender Gesprächsführung oder traumasensibler Begleitung.', 'Beschreiben Sie, wen Sie unterstützt haben und was es bewirkt hat.'],
    },
    advisory: {
      name: 'Beratung',
      description: 'Berät so, dass andere danach handeln: Kunden, Führungskräfte und Kollegen.',
      path: ['Schreiben Sie einen Rat, den Sie gegeben haben, und sein Ergebnis als kurzen Fall auf.', 'Besuchen Sie einen Kurs in Beratungskompetenz (Strukturieren, Empfehlen).'],
    },
    'organising-resources': {
      name: 'Organisation von Ressourcen',
      description: 'Hält Waren, Bestände, Veranstaltungen und Logistik in Ordnung.',
      path: ['Lernen Sie ein Lager- oder Veranstaltungswerkzeug gründlich.', 'Beziffern Sie, was Sie organisieren: Bestandswert, Veranstaltungen, Gäste.'],
    },
    'ownership-accountability': {
      name: 'Verantwortung & Ergebnisorientierung',
      description: 'Übernimmt die volle Verantwortung für ein Ergebnis, einen Standort, ein Portfolio oder ein Geschäft.',
      path: ['Machen Sie den Umfang Ihrer Verantwortung im Lebenslauf deutlich (Wert, Menschen, Standorte).', 'Bitten Sie um einen weiteren Bereich mit durchgehender Verantwortung.'],
    },
    'independent-work': {
      name: 'Selbstständiges Arbeiten',
      description: 'Betreut eigene Fälle oder ein eigenes Portfolio ohne Aufsicht.',
      path: ['Nennen Sie, wie groß Ihr eigenes Portfolio oder Ihre Fallzahl ist.', 'Bitten Sie um ein Projekt, das Sie allein von Anfang bis Ende verantworten.'],
    },
    'health-safety': {
      name: 'Arbeitssicherheit & Gesundheit',
      description: 'Schützt Menschen bei der Arbeit: Gefährdungsbeurteilungen, Prävention und Sicherheitsrollen.',
      path: ['Erwerben Sie eine anerkannte Sicherheitsqualifikation Ihres Landes.', 'Nennen Sie im Lebenslauf ein Sicherheitsergebnis (Unfälle, Audits).'],
    },
    'digital-adoption': {
      name: 'Digitale Einführung',
      description: 'Führt neue Systeme und Software in eine Organisation ein und bringt Menschen dazu, sie zu nutzen.',
      path: ['Erwerben Sie eine Zertifizierung für das System, das Sie eingeführt haben.', 'Beschreiben Sie eine Einführung: System, Nutzer, Ergebnis.'],
    },
    'clear-writing': {
      name: 'Klares Schreiben',
      description: 'Schreibt Texte, auf die sich andere verlassen: Verträge, Richtlinien, Leitfäden und Veröffentlichungen.',
      path: ['Besuchen Sie einen Kurs für verständliche Sprache oder Geschäftskorrespondenz.', 'Ergänzen Sie Ihr Profil um eine Schreibprobe oder Veröffentlichung.'],
    },
    'relationship-building': {
      name: 'Beziehungsaufbau',
      description: 'Baut langfristige Beziehungen zu Kunden, Schlüsselkunden und Partnern auf und pflegt sie.',
      path: ['Lernen Sie Key-Account-Planung.', 'Nennen Sie, wie viele Kunden Sie betreuen und seit wann.'],
    },
    sustainability: {
      name: 'Nachhaltigkeitsdenken',
      description: 'Macht Arbeit umweltfreundlicher: Energie, Abfall, Emissionen und regionale Beschaffung.',
      path: ['Besuchen Sie einen Kurs zu Nachhaltigkeit oder CO₂-Bilanzierung.', 'Beziffern Sie ein Umweltergebnis, das Sie erreicht haben.'],
    },
    'civic-engagement': {
      name: 'Gesellschaftliches Engagement',
      description: 'Schenkt anderen und dem Gemeinwesen Zeit: Ehrenamt und Interessenvertretung.',
      path: ['Beschreiben Sie Ihr Ehrenamt mit Aufgaben und Ergebnissen.', 'Übernehmen Sie eine Vorstands- oder Ausschussrolle in einem Verein.'],
    },
    'diversity-inclusion': {
      name: 'Vielfalt & Inklusion',
      description: 'Schafft Raum für unterschiedliche Menschen und Bedürfnisse: Inklusion, Barrierefreiheit und Chancengleichheit.',
      path: ['Besuchen Sie ein Training zu Vielfalt und Inklusion.', 'Beschreiben Sie eine inklusive Praxis, die Sie eingeführt haben.'],
    },
    'revenue-growth': {
      name: 'Umsatzwachstum',
      description: 'Steigert Absatz, Umsatz oder Marktanteil und kann es mit Zahlen belegen.',
      path: ['Lernen Sie die Grundlagen von Vertriebsstrategie und Preisgestaltung.', 'Stellen Sie Ihre Wachstumszahlen im Lebenslauf nach vorn.'],
    },
    'research-inquiry': {
      name: 'Forschung & Erhebung',
      description: 'Findet Dinge systematisch heraus: Umfragen, Interviews, Studien und Audits.',
      path: ['Lernen Sie eine weitere Forschungsmethode (Fragebogendesign, Interviews oder Statistik).', 'Teilen Sie eine Forschungszusammenfassung als Portfolio-Stück.'],
    },
    'learning-agility': {
      name: 'Lernfähigkeit',
      description: 'Erschließt sich neue Gebiete schnell: berufsbegleitende Abschlüsse, Berufswechsel.',
      path: ['Planen Sie Ihre nächste Qualifikation und nennen Sie sie im Lebenslauf als laufend.', 'Erzählen Sie Ihren Berufswechsel als Geschichte dessen, was Sie gelernt haben.'],
    },
    'cost-optimisation': {
      name: 'Kostenoptimierung',
      description: 'Findet Einsparungen, die bleiben: geringere Kosten, weniger Verschwendung, weniger Leerfahrten.',
      path: ['Lernen Sie Lean-Grundlagen, um die nächste Einsparung zu finden.', 'Nennen Sie jede Einsparung im Lebenslauf in Geld oder Prozent.'],
    },
  },
  industries: {
    technology: 'Technologie',
    finance: 'Finanzwesen',
    healthcare: 'Gesundheitswesen',
    education: 'Bildung',
    consulting: 'Beratung',
    retail: 'Handel',
    manufacturing: 'Industrie',
    public_sector: 'Öffentlicher Dienst',
    hospitality: 'Gastgewerbe',
    logistics: 'Logistik',
    construction: 'Bauwesen',
    social_care: 'Soziale Arbeit',
    legal: 'Recht',
    media: 'Medien',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} Zeilen Ihres Lebenslaufs aus ${roles} Stationen` : lines > 1 ? `${lines} Zeilen Ihres Lebenslaufs` : 'einer Zeile Ihres Lebenslaufs';
    const when = latest_year ? `, zuletzt ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? '; eine nennt Verantwortung oder eine Zahl' : `; ${strong} nennen Verantwortung oder Zahlen`) : '';
    return `Gefunden in ${where}${when}${how}.`;
  },
};
