/**
 * The hidden-talent catalogue: declarative data, so that adding a talent or a trigger word is a
 * one-line change. Triggers are matched against folded text (lower case, accents removed, ß → ss),
 * so they are written without accents. Each trigger list covers English, German, French, Spanish,
 * Italian and Dutch because a CV may be written in any of them.
 */

export type Relevance = 'high' | 'medium' | 'low';

export interface TalentDefinition {
  id: string;
  name: string;
  description: string;
  /** ordinary evidence: the sentence shows the talent */
  triggers: RegExp[];
  /** skill names (folded substrings) or taxonomy categories that, when listed, mean the talent is not hidden */
  listedAs: { names: string[]; categories?: string[] };
  /** a quantified match counts as strong only when the talent is about measurable outcomes or people counts */
  quantifiable: boolean;
  industry_relevance: Record<string, Relevance>;
  development_recommendations: string[];
}

// Shared industry keys, so the UI can group consistently across talents.
function relevance(high: string[], medium: string[]): Record<string, Relevance> {
  const industries = ['technology', 'finance', 'healthcare', 'education', 'consulting', 'retail', 'manufacturing', 'public_sector', 'hospitality'];
  return Object.fromEntries(industries.map((i) => [i, high.includes(i) ? 'high' : medium.includes(i) ? 'medium' : 'low']));
}

export const TALENT_CATALOGUE: readonly TalentDefinition[] = [
  {
    id: 'people-development',
    name: 'People Development',
    description: 'Grows other people: mentoring, coaching and onboarding colleagues so they become effective faster.',
    triggers: [
      /\b(mentor(ed|ing|s)?|coach(ed|ing)?|onboard(ed|ing)?|trained (new|junior|staff|colleagues)|developed (junior|talent|team members))\b/,
      /\b(betreut(e|en)?|gecoacht|einarbeitung|eingearbeitet|nachwuchs|ausgebildet|auszubildende|mentoring)\b/,
      /\b(encadr(e|ement|er|ant)|tutorat|accompagn(e|ement) (des|de) (juniors?|stagiaires|collaborateurs))\b/,
      /\b(tutor(izado|ice|ia|e)|mentor(ia|izacion|izado)|forme (a|de) (juniors?|becarios)|formacion de (nuevos|juniors?))\b/,
      /\b(affiancat[oaie]|affiancamento|formato (\w+ )?(junior|stagisti|colleghi)|tutoraggio|mentorato)\b/,
      /\b(begeleid(e|ing|en)?|ingewerkt|inwerken|coachte|stagiairs begeleid)\b/,
    ],
    listedAs: { names: ['mentor', 'coaching', 'people development', 'talent development', 'personalentwicklung', 'onboarding'] },
    quantifiable: true,
    industry_relevance: relevance(['technology', 'consulting', 'education', 'healthcare'], ['finance', 'retail', 'manufacturing', 'public_sector', 'hospitality']),
    development_recommendations: [
      'Formalise it: take a coaching or mentoring certification (e.g. ICF foundation course).',
      'Ask for a formal mentor or team-lead role and track your mentees\u2019 progress.',
      'Add a "Mentoring & coaching" skill with one measurable example to your CV.',
    ],
  },
  {
    id: 'data-storytelling',
    name: 'Data Storytelling',
    description: 'Turns data into visuals and narratives that help others decide: dashboards, reports and analyses.',
    triggers: [
      /\b(dashboards?|data visuali[sz]ation|visuali[sz]ed|kpi reports?|reporting|charts?|analy[sz]ed (data|results|trends|grades|sales))\b/,
      /\b(auswertung(en)?|datenanalyse|berichtswesen|kennzahlen|visualisier(t|ung)|ausgewertet)\b/,
      /\b(tableaux? de bord|visualisation|indicateurs|analyse des donnees|reporting)\b/,
      /\b(cuadros? de mando|visualizacion|indicadores|analisis de datos|informes)\b/,
      /\b(cruscott[oi]|visualizzazione|indicatori|analisi (dei|di) dati|reportistica)\b/,
      /\b(rapportages?|visualiseer(de|t)|kpi'?s|data-?analyse|gevisualiseerd)\b/,
    ],
    listedAs: { names: ['data visuali', 'storytelling', 'dashboard', 'power bi', 'tableau', 'reporting', 'looker', 'qlik'], categories: ['data'] },
    quantifiable: false,
    industry_relevance: relevance(['technology', 'finance', 'consulting'], ['healthcare', 'education', 'retail', 'manufacturing', 'public_sector']),
    development_recommendations: [
      'Learn a BI tool properly (Power BI or Tableau) and rebuild one of your dashboards in it.',
      'Read "Storytelling with Data" (Cole Nussbaumer Knaflic) and apply it to your next report.',
      'Publish a small portfolio piece that turns a public data set into a clear story.',
    ],
  },
  {
    id: 'financial-acumen',
    name: 'Financial Acumen',
    description: 'Understands costs, budgets and revenue, and moves them: savings, budget ownership, profitable growth.',
    triggers: [
      /\b(costs?|budgets?|revenue|savings|profit(ability)?|margins?|p&l|turnover|spend)\b/,
      /\b(kosten|budget(s|verantwortung)?|umsatz(es)?|einsparung(en)?|gewinn|marge|ergebnis ?verantwortung)\b/,
      /\b(couts?|budgets?|chiffre d'affaires|economies|rentabilite|marges?)\b/,
      /\b(costes?|presupuestos?|facturacion|ahorros?|rentabilidad|margen(es)?|ingresos)\b/,
      /\b(costi|budget|fatturato|risparmi(o)?|redditivita|margin[ei])\b/,
      /\b(kosten|budget(ten)?|omzet|besparing(en)?|winstgevendheid|marges?)\b/,
    ],
    listedAs: { names: ['budget', 'financial', 'controlling', 'cost', 'p&l', 'finanz', 'finance'], categories: ['finance-accounting'] },
    quantifiable: true,
    industry_relevance: relevance(['finance', 'consulting', 'manufacturing', 'retail'], ['technology', 'healthcare', 'public_sector', 'hospitality']),
    development_recommendations: [
      'Take a "finance for non-finance managers" course to put numbers on your results.',
      'Ask to own (part of) a budget and report on it monthly.',
      'State the money in your CV: savings, budget size, revenue influenced.',
    ],
  },
  {
    id: 'stakeholder-management',
    name: 'Stakeholder Management',
    description: 'Aligns people with different interests: management, clients, partners and authorities.',
    triggers: [
      /\b(stakeholders?|liaise[ds]?|liaison|aligned|board|steering committee|senior management|c-level)\b/,
      /\b(schnittstelle|abstimmung|geschaftsleitung|vorstand|lenkungsausschuss|ansprechpartner(in)?)\b/,
      /\b(parties prenantes|interlocut(eur|rice)|direction generale|comite de pilotage|coordination avec)\b/,
      /\b(partes interesadas|interlocutor(a)?|comite de direccion|coordinacion con|alta direccion)\b/,
      /\b(stakeholder|interlocutor[ei]|comitato|direzione generale|coordinamento con)\b/,
      /\b(belanghebbenden|stakeholders|directie|stuurgroep|afstemming met|aanspreekpunt)\b/,
    ],
    listedAs: { names: ['stakeholder'] },
    quantifiable: false,
    industry_relevance: relevance(['consulting', 'public_sector', 'technology'], ['finance', 'healthcare', 'manufacturing', 'education']),
    development_recommendations: [
      'Map the stakeholders of your current project (power/interest grid) and share it with your manager.',
      'Volunteer to present to a steering committee or client.',
    ],
  },
  {
    id: 'process-improvement',
    name: 'Process Improvement',
    description: 'Sees how work flows and makes it faster, cheaper or less error-prone.',
    triggers: [
      /\b(streamlin(ed|ing)|optimi[sz](ed|ing)|automat(ed|ing)|redesigned (the )?\w* ?process|improved (the )?\w* ?(process|workflow)|lean|kaizen|reduced (errors|lead time|processing time))\b/,
      /\b(optimiert|prozessoptimierung|automatisiert|verschlankt|prozess(e)? (verbessert|neu gestaltet)|durchlaufzeit)\b/,
      /\b(optimis(e|ation|er)|automatis(e|ation)|amelior(e|ation) (des|du) process|refonte (des|du) process)\b/,
      /\b(optimiz(ado|acion|e)|automatiz(ado|acion|e)|mejora de procesos|redisen(e|o) (el|los) proceso)\b/,
      /\b(ottimizzat[oaie]|ottimizzazione|automatizzat[oaie]|miglioramento (dei|del) process[oi])\b/,
      /\b(geoptimaliseerd|optimalis(eerde|atie)|geautomatiseerd|procesverbetering|verbeterde (het|de) proces)\b/,
    ],
    listedAs: { names: ['process improvement', 'lean', 'six sigma', 'kaizen', 'prozessoptimierung', 'process optimi', 'business process'] },
    quantifiable: true,
    industry_relevance: relevance(['manufacturing', 'finance', 'consulting', 'healthcare'], ['technology', 'retail', 'public_sector', 'hospitality']),
    development_recommendations: [
      'Take a Lean Six Sigma Yellow or Green Belt.',
      'Document one before/after improvement with a measured time or error reduction.',
    ],
  },
  {
    id: 'crisis-management',
    name: 'Crisis Management',
    description: 'Stays effective when things go wrong: incidents, emergencies, escalations and turnarounds.',
    triggers: [
      /\b(crisis|crises|emergenc(y|ies)|incidents?|escalations?|turnaround|outage|recall)\b/,
      /\b(krise(n|nmanagement)?|notfall|notfalle|eskalation(en)?|storfall|sanierung)\b/,
      /\b(crises?|urgences?|incidents?|escalades?|redressement)\b/,
      /\b(crisis|emergencias?|incidencias?|escalados?|reestructuracion)\b/,
      /\b(crisi|emergenz[ae]|incident[ei]|escalation|risanamento)\b/,
      /\b(crisis|noodgeval(len)?|incidenten|escalaties|calamiteit(en)?)\b/,
    ],
    listedAs: { names: ['crisis', 'incident management', 'krisen', 'emergency'] },
    quantifiable: false,
    industry_relevance: relevance(['healthcare', 'public_sector', 'hospitality', 'technology'], ['manufacturing', 'finance', 'retail', 'consulting']),
    development_recommendations: [
      'Write a short post-mortem of a crisis you handled: what happened, what you decided, what changed.',
      'Take an incident- or business-continuity-management course (e.g. ITIL or ISO 22301 basics).',
    ],
  },
  {
    id: 'cross-cultural-communication',
    name: 'Cross-cultural Communication',
    description: 'Works well across countries and cultures: international teams, clients and markets.',
    triggers: [
      /\b(international|multicultural|cross-?cultural|global teams?|across \d+ countries|expatriate|offshore)\b/,
      /\b(international(e|en)?|interkulturell(e|en)?|landerubergreifend|auslandseinsatz|multinational(e|en)?)\b/,
      /\b(internationale?s?|interculturel(le)?s?|multiculturel(le)?s?|a l'etranger|expatrie)\b/,
      /\b(internacional(es)?|intercultural(es)?|multicultural(es)?|en el extranjero)\b/,
      /\b(internazional[ei]|interculturale|multiculturale|all'estero)\b/,
      /\b(internationa(al|le)|intercultureel|interculturele|multicultureel|buitenland)\b/,
    ],
    listedAs: { names: ['intercultural', 'cross-cultural', 'interkulturell', 'interculturel'] },
    quantifiable: false,
    industry_relevance: relevance(['consulting', 'technology', 'hospitality'], ['finance', 'manufacturing', 'retail', 'education', 'healthcare']),
    development_recommendations: [
      'Name the countries and cultures you worked with on your CV.',
      'Take an intercultural-competence training (e.g. based on Hofstede or Erin Meyer\u2019s Culture Map).',
    ],
  },
  {
    id: 'negotiation',
    name: 'Negotiation',
    description: 'Reaches agreements that hold: contracts, prices, suppliers and partners.',
    triggers: [
      /\b(negotiat(ed|ing|ion|ions)|renegotiat(ed|ing)|closed deals?|supplier contracts?|procurement)\b/,
      /\b(verhandel(t|te|n)|verhandlung(en)?|vertragsverhandlung(en)?|einkauf(sverhandlungen)?)\b/,
      /\b(negoci(e|ation|ations|er)|renegoci(e|ation)|achats)\b/,
      /\b(negoci(e|o|acion|aciones|ar)|renegoci(e|o|acion)|compras)\b/,
      /\b(negoziat[oaie]|negoziazion[ei]|trattativ[ae]|rinegoziat[oaie])\b/,
      /\b(onderhandel(d|de|en|ing|ingen)|heronderhandeld|inkoop)\b/,
    ],
    listedAs: { names: ['negotiat', 'verhandlung', 'negociation', 'negociacion', 'negoziazione', 'onderhandel'] },
    quantifiable: true,
    industry_relevance: relevance(['finance', 'consulting', 'retail', 'manufacturing'], ['technology', 'public_sector', 'hospitality', 'healthcare']),
    development_recommendations: [
      'Take a structured negotiation course (Harvard method / BATNA).',
      'Quantify outcomes of your negotiations (discount, contract value, terms won).',
    ],
  },
  {
    id: 'training-facilitation',
    name: 'Training & Facilitation',
    description: 'Teaches groups and runs sessions well: workshops, trainings, presentations.',
    triggers: [
      /\b(workshops?|trainings?|facilitat(ed|ing|ion)|taught|teaching|lectures?|webinars?|presented to)\b/,
      /\b(schulung(en)?|workshops?|geschult|unterricht(et)?|moderation|moderiert|vortrage?|seminare?)\b/,
      /\b(formations?|ateliers?|anime|animation|enseigne|cours|seminaires?)\b/,
      /\b(formacion(es)?|talleres?|impart(i|io|ido)|dinamizacion|ensen(e|o|anza)|charlas?)\b/,
      /\b(formazione|workshop|corsi|insegnat[oaie]|docenza|facilitazione|seminar[ei])\b/,
      /\b(trainingen|workshops?|gaf (les|training)|lesgeven|presentaties|faciliteerde)\b/,
    ],
    listedAs: { names: ['training', 'facilitation', 'workshop', 'schulung', 'formation', 'teaching', 'didakt'], categories: ['education'] },
    quantifiable: true,
    industry_relevance: relevance(['education', 'consulting', 'healthcare'], ['technology', 'public_sector', 'manufacturing', 'retail', 'hospitality']),
    development_recommendations: [
      'Get a train-the-trainer or facilitation certificate.',
      'Offer an internal workshop and collect participant feedback as evidence.',
    ],
  },
  {
    id: 'customer-empathy',
    name: 'Customer Empathy',
    description: 'Understands what customers, patients or guests need, and acts on it.',
    triggers: [
      /\b(customer (feedback|needs|satisfaction|experience|complaints)|guest(s|-feedback)?|patients?|user (interviews|needs|research)|nps|observing)\b/,
      /\b(kundenzufriedenheit|kundenbedurfnisse|kundenfeedback|beschwerde(n|management)?|patient(en|innen)?|gaste?)\b/,
      /\b(satisfaction (client|des clients)|besoins (des )?clients?|reclamations?|patients?|experience client)\b/,
      /\b(satisfaccion del cliente|necesidades (de los|del) clientes?|reclamaciones|pacientes|experiencia (de|del) cliente)\b/,
      /\b(soddisfazione (del )?clienti?|esigenze (dei|del) clienti?|reclami|pazienti|customer care)\b/,
      /\b(klanttevredenheid|klantbehoeften|klachten|patienten|klantervaring|gasten)\b/,
    ],
    listedAs: { names: ['customer service', 'customer experience', 'user research', 'kundenservice', 'service client', 'empath', 'customer care'] },
    quantifiable: true,
    industry_relevance: relevance(['retail', 'hospitality', 'healthcare', 'technology'], ['finance', 'consulting', 'public_sector', 'education']),
    development_recommendations: [
      'Learn a user-research method (interviews, journey mapping) to make the talent visible.',
      'Put a customer metric you moved (NPS, satisfaction, complaints) on your CV.',
    ],
  },
  {
    id: 'project-leadership',
    name: 'Project Leadership',
    description: 'Drives initiatives from idea to delivery: scope, plan, team and deadline.',
    triggers: [
      /\b(led (the|a|an) \w*( \w+)? (project|rollout|launch|migration|implementation|programme|program)|delivered (on time|the project)|project lead|rolled out|launched)\b/,
      /\b(projekt(e|leitung|verantwortung)?|eingefuhrt|eingefuehrt|umgesetzt|eroffnung)\b/,
      /\b(pilot(e|age) (du|de|des) projets?|chef de projet|deploiement|mis(e)? en place|lance)\b/,
      /\b(lidere (el|un|la)|direccion de proyectos?|implantacion|puesta en marcha|lance)\b/,
      /\b(guidato (il|un|la)|gestione (di|del) progett[oi]|implementazione|introduzione (del|della|di)|avviat[oaie]|lanciat[oaie])\b/,
      /\b(projectleiding|leidde (het|een) project|implementatie|uitrol|opgezet|gelanceerd)\b/,
    ],
    listedAs: { names: ['project management', 'projektmanagement', 'gestion de projet', 'gestion de proyectos', 'project manag', 'prince2', 'pmp', 'projectmanagement'] },
    quantifiable: true,
    industry_relevance: relevance(['technology', 'consulting', 'manufacturing'], ['finance', 'public_sector', 'healthcare', 'education', 'retail']),
    development_recommendations: [
      'Take a project-management certificate (PRINCE2 Foundation, PMI CAPM or Scrum Master).',
      'Describe one project on your CV with scope, team size, budget and outcome.',
    ],
  },
  {
    id: 'analytical-problem-solving',
    name: 'Analytical Problem Solving',
    description: 'Finds root causes and fixes them with evidence rather than guesswork.',
    triggers: [
      /\b(root cause|troubleshoot(ed|ing)?|diagnos(ed|is|ing)|investigat(ed|ion)|solved|resolved|identified (the )?(cause|issue|problem))\b/,
      /\b(ursachenanalyse|fehleranalyse|gelost|geloest|analysiert|diagnose|problemlosung)\b/,
      /\b(analyse des causes|resolu|diagnostic|resolution de problemes|identifie)\b/,
      /\b(causa raiz|resolvi|resuelto|diagnostico|resolucion de problemas|identifique)\b/,
      /\b(causa radice|risolt[oaie]|diagnosi|problem solving|individuat[oaie])\b/,
      /\b(oorzaakanalyse|opgelost|diagnose|probleemoplossing|geanalyseerd)\b/,
    ],
    listedAs: { names: ['problem solving', 'problemlos', 'analytical', 'analytisch', 'root cause', 'resolution de problemes'] },
    quantifiable: true,
    industry_relevance: relevance(['technology', 'consulting', 'manufacturing', 'healthcare'], ['finance', 'public_sector', 'retail', 'education']),
    development_recommendations: [
      'Learn one structured method (5 Whys, Ishikawa, A3) and use it visibly on a real problem.',
      'Add one problem-cause-fix-result story to your CV.',
    ],
  },
  {
    id: 'change-management',
    name: 'Change Management',
    description: 'Helps people adopt new ways of working: reorganisations, new systems, new rules.',
    triggers: [
      /\b(change management|transformation|restructur(ed|ing)|reorgani[sz](ed|ation)|transition|adoption|merger)\b/,
      /\b(veranderungsmanagement|transformation|umstrukturierung|reorganisation|umstellung|fusion|change-?prozess)\b/,
      /\b(conduite du changement|transformation|restructuration|reorganisation|fusion|migration)\b/,
      /\b(gestion del cambio|transformacion|reestructuracion|reorganizacion|fusion|transicion)\b/,
      /\b(gestione del cambiamento|trasformazione|ristrutturazione|riorganizzazione|fusione|transizione)\b/,
      /\b(verandermanagement|transformatie|reorganisatie|herstructurering|fusie|transitie)\b/,
    ],
    listedAs: { names: ['change management', 'veranderungsmanagement', 'conduite du changement', 'verandermanagement', 'transformation'] },
    quantifiable: false,
    industry_relevance: relevance(['consulting', 'public_sector', 'finance', 'healthcare'], ['technology', 'manufacturing', 'education', 'retail']),
    development_recommendations: [
      'Study a change model (Kotter, ADKAR) and map a change you lived through to it.',
      'Volunteer as change champion for the next system or process roll-out.',
    ],
  },
  {
    id: 'entrepreneurial-initiative',
    name: 'Entrepreneurial Initiative',
    description: 'Starts things without being asked: founding, building from scratch, new offers and markets.',
    triggers: [
      /\b(founded|co-?founded|set up|built from scratch|started (a|my|the)|own business|freelance|self-employed|new market)\b/,
      /\b(gegrundet|mitgegrundet|aufgebaut|selbststandig(e|er)?|freiberuflich|existenzgrundung|neu aufgebaut)\b/,
      /\b(fond(e|ateur|atrice)|cofondateur|cree (de zero|une? entreprise)|independant(e)?|auto-?entrepreneur)\b/,
      /\b(fund(e|o|ador|adora)|cofundador(a)?|emprendedor(a)?|autonomo|cree desde cero)\b/,
      /\b(fondat[oaie]|fondatore|cofondatore|avviato (un|una|la mia)|libero professionista|imprenditore)\b/,
      /\b(opgericht|oprichter|mede-?oprichter|zzp'?er|zelfstandig(e)?|eigen bedrijf|opgezet)\b/,
    ],
    listedAs: { names: ['entrepreneur', 'business development', 'unternehmer', 'startup'] },
    quantifiable: false,
    industry_relevance: relevance(['technology', 'consulting', 'retail'], ['hospitality', 'finance', 'manufacturing']),
    development_recommendations: [
      'Pitch one new initiative in your organisation with a one-page business case.',
      'Join an intrapreneurship or startup programme to test the talent.',
    ],
  },
  {
    id: 'team-leadership',
    name: 'Team Leadership',
    description: 'Leads people day to day: sets direction, organises the work and takes responsibility for a team.',
    triggers: [
      /\b(led a team|managed a team|team of \d+|leading a team|line manag(er|ement)|direct reports|supervised|staff rotas)\b/,
      /\b(fuhrung (von|eines)|team von \d+|teamleitung|disziplinarisch|mitarbeiter(n|innen)? (gefuhrt|gefuehrt|verantwortet)|personalverantwortung|leitete)\b/,
      /\b(management d'une equipe|equipe de \d+|encadrement de|dirige une equipe|manage une equipe)\b/,
      /\b(equipo de \d+|dirigi un equipo|gestion de (un )?equipos?|lidere un equipo|a cargo de \d+)\b/,
      /\b(team di \d+|squadra di \d+|gestione (di un|del) team|coordinato (un|il) team|responsabile di \d+|coordinamento (del|dell'|della|di) ?\w+.{0,40}\(\d+ (persone|collaboratori)\))/,
      /\b(team van \d+|leidinggevende|leiding (gegeven|geven) aan|stuurde \d+)\b/,
    ],
    listedAs: { names: ['leadership', 'team lead', 'fuhrung', 'mitarbeiterfuhrung', 'management d', 'liderazgo', 'leiderschap', 'people management'] },
    quantifiable: true,
    industry_relevance: relevance(['hospitality', 'retail', 'manufacturing', 'healthcare', 'technology'], ['consulting', 'finance', 'public_sector', 'education']),
    development_recommendations: [
      'Take a first-line leadership programme.',
      'Ask for 360-degree feedback and put the result into a development plan.',
    ],
  },
];
