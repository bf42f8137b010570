/**
 * The hidden-talent catalogue (ADR 019): declarative data, so adding a talent or a cue is a
 * one-line change. Cues are matched against folded text (lower case, accents removed, ß → ss), so
 * they are written without accents, and they are word stems and patterns rather than phrases: a
 * German or Dutch compound ("Online-Marketing-Budget", "Budgetverantwortung", "projectleiding") and
 * an inflected verb ("verhandelte", "negoziato", "onderhandelde") match the same cue. Every talent has
 * cues in English, German, French, Spanish, Italian and Dutch, in that order.
 *
 * A cue's strength is how clearly the wording shows the talent: 3 = ownership or a scale stated
 * ("led a team of 35", "Verantwortung für das Budget (800 T€)"), 2 = an action that shows it
 * ("negotiated", "mentored"), 1 = a mention that only supports other evidence ("budget", "workshop").
 * No text lives here: names, descriptions and development paths are message keys (`messages/`).
 */

export type CueStrength = 1 | 2 | 3;

export interface Cue {
  strength: CueStrength;
  re: RegExp;
}

export const INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'consulting',
  'retail',
  'manufacturing',
  'public_sector',
  'hospitality',
  'logistics',
  'construction',
  'social_care',
  'legal',
  'media',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export type Relevance = 'high' | 'medium' | 'low';

export interface TalentDefinition {
  /** UUID of the ESCO transversal skill the talent corresponds to (ESCO's 96 transversal skills are the vocabulary) */
  escoTransversal?: string;
  cues: Cue[];
  /** a sentence that matches one of these is no evidence for the talent (a routine, not the talent) */
  exclude?: RegExp[];
  /** skill names (folded substrings) that, when the skills section lists them, mean the talent is not hidden */
  listedAs: string[];
  /** a quantified sentence counts one step stronger when the talent is about measurable outcomes or people counts */
  quantifiable: boolean;
  /** a broad talent ("Improving with Numbers") yields a shared line to a more specific one ("Cost Optimisation") */
  generic?: boolean;
  /** at most four industries where the talent matters most */
  industries: Partial<Record<Industry, 'high' | 'medium'>>;
}

// ---- shared pieces of patterns ----

const NUM_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|dozens?|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|zwanzig|deux|trois|quatre|cinq|sept|huit|dix|douze|quinze|vingt|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|due|tre|quattro|cinque|sette|otto|dieci|dodici|twee|drie|vijf|zes|zeven|tien|twaalf|une? (?:dizaine|quinzaine|vingtaine|trentaine|soixantaine|centaine)|una? (?:decena|veintena|decina|quindicina|ventina)';
/** a count, optionally "up to"/"about" in any of the six languages */
const N = `(?:(?:up to|over|more than|about|around|bis zu|uber|mehr als|rund|etwa|ca\\.?|jusqu'a|plus de|environ|hasta|mas de|cerca de|unos|fino a|oltre|circa|tot|meer dan|ongeveer|ruim) )?(?:\\d[\\d.,]*\\+?|${NUM_WORDS})`;
/** an amount of money: "€ 15 mln", "800 t€", "$14.2m", "2,5 m€", "140 mio. €", "1.8m gbp" */
const MONEY = `(?:[€$£] ?\\d[\\d.,]*|\\d[\\d.,]* ?(?:k|m|t|mn|mln|mio\\.?|mrd\\.?|bn|million\\w*|millones|milioni|miljoen)?\\.? ?(?:€|eur\\b|euro|gbp|chf|usd|\\$|£))`;
/** people a person can lead, in the six languages (plural stems) */
const PEOPLE =
  '(?:people|persons|staff|employees|associates|reports|engineers|developers|designers|nurses|agents|technicians|consultants|analysts|volunteers|workers|colleagues|members|fte|wte|personen|mitarbeite\\w*|beschaftigte\\w*|kolleg\\w*|monteur\\w*|fachkrafte|disponent\\w*|entwickler\\w*|personnes|collaborat\\w*|salaries|ingenieurs|techniciens|agents|consultants|personas|empleados|colaboradores|trabajadores|tecnicos|ingenieros|persone|collaborator\\w*|dipendenti|risorse|tecnici|addetti|cuochi|medewerkers|mensen|collega\\w*|adviseurs|monteurs|leden|data scientists?)';

function rx(parts: TemplateStringsArray, ...subs: string[]): RegExp {
  return new RegExp(String.raw(parts, ...subs), 'u');
}
const cues = (strength: CueStrength, ...res: RegExp[]): Cue[] => res.map((re) => ({ strength, re }));

// ---- the catalogue ----

export const TALENT_IDS = [
  'team-leadership',
  'budget-ownership',
  'negotiation',
  'people-development',
  'training-facilitation',
  'analytical-thinking',
  'data-storytelling',
  'building-from-scratch',
  'quantified-improvement',
  'customer-orientation',
  'cross-team-coordination',
  'stakeholder-management',
  'crisis-handling',
  'project-leadership',
  'change-management',
  'entrepreneurial-initiative',
  'cross-cultural-communication',
  'conflict-resolution',
  'public-speaking',
  'persuasion-sales',
  'hiring-team-building',
  'planning-scheduling',
  'quality-compliance',
  'numerical-accuracy',
  'forecasting',
  'problem-solving',
  'troubleshooting',
  'innovation',
  'motivating-others',
  'care-empathy',
  'advisory',
  'organising-resources',
  'ownership-accountability',
  'independent-work',
  'health-safety',
  'digital-adoption',
  'clear-writing',
  'relationship-building',
  'sustainability',
  'civic-engagement',
  'diversity-inclusion',
  'revenue-growth',
  'research-inquiry',
  'learning-agility',
  'cost-optimisation',
] as const;
export type TalentId = (typeof TALENT_IDS)[number];

export const TALENT_DEFINITIONS: Record<TalentId, TalentDefinition> = {
  'team-leadership': {
    escoTransversal: '75d8e5d9-bef3-418b-9011-01bff9f27207',
    cues: [
      ...cues(
        3,
        rx`\b(?:led|lead|leading|managed|manage|managing|supervised|supervise|headed|head|ran|run|oversaw|oversee)\b[^.;]{0,60}\b(?:teams?|staff|crew|brigade|${N} ${PEOPLE})\b`,
        rx`\bteam of ${N}\b|\b${N} (?:direct )?reports\b|\bline manag\w*|\bpeople manag\w*`,
        rx`\bwith ${N} (?:associates|employees|staff|people|nurses|engineers)\b`,
        rx`\b\w*(?:fuhrung|leitung|verantwortung)\b[^.;]{0,60}\b(?:team\w*|${N} ${PEOPLE})`,
        rx`\b(?:fuhrte|leitete|gefuhrt|geleitet|fuhre|leite)\b[^.;]{0,40}\b(?:team\w*|${N} ${PEOPLE})`,
        rx`\bteam (?:von|aus|mit) ${N}\b|\bfachliche\w* fuhrung\b|\bdisziplinarisch\w*`,
        rx`\b(?:encadrement|management|direction|pilotage|responsable) (?:d'une |de l'|de la |des |d'|de )?(?:equipe|${N} ${PEOPLE})`,
        rx`\bequipe de ${N}\b|\b(?:dirige|manage|encadre|supervise)(?:e|es|ee|ees|ai|ais|ait)? [^.;]{0,40}\b(?:equipe|${N} ${PEOPLE})`,
        rx`\b(?:equipo de|a cargo de) ${N}\b|\b(?:lidere|lidero|dirigi|dirigio|gestione|gestiono|supervise|superviso|coordine|coordino) [^.;]{0,40}\b(?:equipo|${N} ${PEOPLE})`,
        rx`\b(?:liderazgo|direccion|gestion|coordinacion|supervision) (?:de |del )(?:un |los |mi )?equipos?\b`,
        rx`\b(?:team|squadra|gruppo|brigata) di ${N}\b|\bgestione della brigata\b`,
        rx`\b(?:coordinamento|gestione|guida|direzione|responsabile)\b[^.;]{0,50}\(?${N} (?:persone|collaborator\w*|risorse|dipendenti|addetti)`,
        rx`\b(?:ho )?(?:guidato|coordinato|gestito|diretto) (?:un |il |la |una )?(?:team|squadra|gruppo|brigata)\b`,
        rx`\b(?:leiding|leidinggeven\w*|aansturing|aansturen) (?:aan|over|van|geven aan)\b[^.;]{0,50}\b(?:team\w*|${N} ${PEOPLE}|medewerkers)`,
        rx`\bteam van ${N}\b|\b(?:leidde|stuurde|managede)\b[^.;]{0,40}\b(?:team\w*|${N} ${PEOPLE})`,
      ),
      ...cues(
        2,
        rx`\b(?:team lead(?:er)?|shift lead|nurse in charge|in charge of the (?:shift|team|ward)|acted up as)\b`,
        rx`\b(?:teamleiter\w*|schichtleiter\w*|gruppenleiter\w*|chefmonteur\w*)\b`,
        rx`\b(?:chef d'equipe|chef de service|responsable d'equipe)\b`,
        rx`\b(?:jefe|jefa) de (?:equipo|turno|servicio)\b`,
        rx`\b(?:capo ?(?:reparto|squadra|turno)|team leader|sous-?chef)\b`,
        rx`\b(?:teamleider|teamleiding|leidinggevende|ploegleider)\b`,
      ),
    ],
    exclude: [
      rx`\b(?:member of|part of|worked in|working in|within) (?:a |an |the )?(?:\w+ )?team\b|\b(?:mitglied|teil) (?:eines|des|im) \w*team|\bim team (?:von|mit)\b|\b(?:membre|au sein) d'une equipe\b|\b(?:miembro|dentro) de un equipo\b|\b(?:membro|parte|all'interno) di un (?:team|gruppo)\b|\b(?:lid|onderdeel) van (?:een|het) \w*team\b|\bin een team van\b`,
    ],
    listedAs: ['leadership', 'team lead', 'fuhrung', 'mitarbeiterfuhrung', 'management d\'equipe', 'liderazgo', 'leiderschap', 'leidinggeven', 'people management', 'gestione della brigata', 'gestione del team', 'teamleitung', 'encadrement'],
    quantifiable: true,
    industries: { hospitality: 'high', retail: 'high', healthcare: 'high', manufacturing: 'medium' },
  },
  'budget-ownership': {
    escoTransversal: '1ddc021d-d818-4731-904f-842d7491f419',
    cues: [
      ...cues(
        3,
        rx`\b(?:budgets?|p&l|profit and loss)\b[^.;]{0,30}${MONEY}`,
        rx`\b(?:own\w*|manag\w*|responsib\w*|accountab\w*|control\w*|run)\b[^.;]{0,40}\b(?:budgets?|p&l|profit and loss|cost cent(?:er|re)s?)\b`,
        rx`\bfull p&l\b|\bp&l ownership\b|\b${MONEY}[^.;]{0,15}\bbudget\b`,
        rx`\b(?:verantwort\w*|verwalt\w*|steuer\w*|fuhr\w*)\b[^.;]{0,50}\b\w*budget\w*|\b\w*budget\w*verantwort\w*|\bergebnisverantwort\w*|\bkostenstellenverantwort\w*`,
        rx`\b(?:gestion|pilotage|responsab\w*|maitrise)\b[^.;]{0,40}\bbudgets?\b|\bbudget (?:de|d'environ|annuel de) ${MONEY}`,
        rx`\b(?:gestion|control\w*|responsab\w*|administr\w*)\b[^.;]{0,40}\bpresupuest\w*|\bpresupuesto (?:de |anual de )?${MONEY}`,
        rx`\b(?:gestione|responsab\w*|controllo)\b[^.;]{0,40}\bbudget\b|\bbudget (?:di|annuo di) ${MONEY}|\bfood cost\b[^.;]{0,40}\d`,
        rx`\b(?:verantwoordelijk\w*|beheer\w*|beheerde|eindverantwoordelijk\w*)\b[^.;]{0,50}\b\w*budget\w*|\bbudgetverantwoordelijk\w*|\bbudgethouder\b`,
      ),
      ...cues(
        2,
        rx`\b(?:budget(?:ing|ed)?|budget planning|cost control|forecast(?:ing)? and budget\w*)\b`,
        rx`\b\w*budget(?:planung|kontrolle|steuerung)\b|\bkostenkontrolle\b|\bbudgetiert\b`,
        rx`\b(?:controle budgetaire|suivi budgetaire|elaboration du budget)\b`,
        rx`\b(?:control presupuestario|elaboracion del presupuesto|seguimiento presupuestario)\b`,
        rx`\b(?:controllo di gestione|controllo dei costi|budgeting|food cost)\b`,
        rx`\b(?:budgetbewaking|begroting\w*|kostenbewaking)\b`,
      ),
    ],
    listedAs: ['budgetverantwortung', 'budget ownership', 'budget responsib', 'p&l', 'ergebnisverantwortung', 'budgetbeheer', 'gestione del budget', 'gestion budgetaire', 'control presupuestario', 'controllo di gestione', 'food cost'],
    quantifiable: true,
    industries: { finance: 'high', manufacturing: 'medium', retail: 'medium', public_sector: 'medium' },
  },
  negotiation: {
    escoTransversal: '7954861c-86d4-4529-afbb-2c23dab9ac74',
    cues: [
      ...cues(
        2,
        rx`\b(?:re)?negotiat\w*|\bclosed (?:deals?|contracts?)\b|\bsecured (?:a |the )?(?:contract|deal|agreement)\b`,
        rx`\b(?:verhandel\w*|verhandlung\w*|\w*verhandlung\w*|nachverhandel\w*|ausgehandelt)\b`,
        rx`\b(?:re)?negoci(?:e|ee|ees|es|er|ation|ations|ant)\b|\bnegociation\w*`,
        rx`\b(?:re)?negoci(?:e|o|ado|ada|ando|ar|acion|aciones)\b`,
        rx`\b(?:ri)?negozia\w*|\btrattativ\w*`,
        rx`\b(?:her)?onderhandel\w*|\bheronderhandeld\b`,
      ),
      ...cues(1, rx`\b(?:procurement|tender\w*|einkauf\w*|ausschreibung\w*|achats|appels d'offres|compras|licitacion\w*|acquisti|gare d'appalto|inkoop|aanbesteding\w*)\b`),
    ],
    listedAs: ['negotiat', 'verhandlung', 'negociation', 'negociacion', 'negoziazione', 'onderhandel', 'negocjacje'],
    quantifiable: true,
    industries: { retail: 'high', consulting: 'medium', manufacturing: 'medium', legal: 'medium' },
  },
  'people-development': {
    escoTransversal: '045f71e6-0699-4169-8a54-9c6b96f3174d',
    cues: [
      ...cues(
        2,
        rx`\b(?:mentor(?:ed|ing|s)?|coach(?:ed|ing)|onboard(?:ed|ing)|preceptor\w*|trained and promoted|developed (?:junior|talent|team members)|(?:trained|train) (?:new|junior|staff|colleagues|${N}))\b`,
        rx`\bmentor to\b|\bpromoted ${N}\b`,
        rx`\b(?:betreu\w* (?:von )?(?:${N} )?(?:lernende\w*|auszubildende\w*|praktikant\w*|junior\w*|trainee\w*)|gecoacht|coachte|einarbeitung|eingearbeitet|nachwuchsforderung|berufsbildner\w*|ausbilder\w*|mentor\w*|pate fur)\b`,
        rx`\b(?:encadr\w*|tutorat|tuteur|tutrice|accompagn\w*) (?:de |d'|des )?(?:${N} )?(?:\w+ )?(?:juniors?|stagiaires|alternants|collaborat\w*|data scientists?|memoires|etudiants|nouveaux)`,
        rx`\b(?:tutor(?:izado|izacion|ia)|mentor(?:ia|izacion|izado|ice)|acompanamiento de (?:nuevos|juniors?|becarios)|formacion de (?:nuevos|juniors?|becarios))\b`,
        rx`\b(?:affiancat\w*|affiancamento|tutoraggio|mentorato|mentoring) (?:di |dei |a )?(?:${N} )?(?:junior|stagisti|colleghi|nuovi|neoassunti|apprendisti)?`,
        rx`\b(?:begeleid\w*|ingewerkt|inwerken|coachte|gecoacht|mentor\w*) (?:van )?(?:${N} )?(?:stagiair\w*|junior\w*|nieuwe|collega\w*|medewerkers|leerling\w*)`,
      ),
    ],
    listedAs: ['mentor', 'coaching', 'people development', 'talent development', 'personalentwicklung', 'lernendenbetreuung', 'preceptorship', 'talentmanagement', 'coachend leidinggeven'],
    quantifiable: true,
    industries: { healthcare: 'high', technology: 'medium', education: 'medium', hospitality: 'medium' },
  },
  'training-facilitation': {
    escoTransversal: '699e7c26-6502-4e78-a823-3656ff5a5b8b',
    cues: [
      ...cues(
        2,
        rx`\b(?:taught|teach(?:ing)?|ran (?:monthly |weekly )?(?:\w+ )?(?:teaching|training|workshops?)|delivered (?:\w+ )?(?:training|workshops?)|facilitat\w* (?:workshops?|sessions?|trainings?)|lectur\w*|train(?:ed|ing) (?:of )?(?:new|${N}|staff|crews?|pilots|students))\b`,
        rx`\b(?:schulung\w* (?:fur|von) ${N}|geschult|unterricht\w*|dozent\w*|workshops? (?:geleitet|moderiert|durchgefuhrt)|trainer\w* fur|lehrauftrag)\b`,
        rx`\b(?:formation (?:de|des) ${N}|forme (?:les|des|${N})|animation (?:d'ateliers|de formations|de sessions)|anime\w* (?:des )?(?:ateliers|formations)|enseign\w*|cours (?:de|aux)|travaux pratiques|ateliers d'education)\b`,
        rx`\b(?:impart\w* (?:cursos|clases|talleres|formacion)|formacion (?:a|de) ${N}|form(?:e|o) a ${N}|docencia|ensen\w*|clases de|talleres de)\b`,
        rx`\b(?:docen(?:te|za)|insegna\w*|lezioni|formazione (?:di|per|del) (?:${N}|personale|nuovi)|corsi (?:di|per)|formato ${N})\b`,
        rx`\b(?:gaf (?:\w+ )?(?:les|training\w*|workshops?|cursus\w*)|lesgeven|lesgaf|docent|trainingen (?:gegeven|verzorgd)|opleid\w* van (?:${N}|nieuwe))\b`,
      ),
      ...cues(1, rx`\b(?:workshops?|trainings?|seminars?|schulung\w*|seminar\w*|formations?|ateliers?|talleres?|formacion|seminari|corsi|cursus\w*|opleiding\w*)\b`),
    ],
    exclude: [rx`\b(?:completed|attended|followed|absolviert|teilgenommen|suivi|participe|asisti|curs[eé]|frequentato|partecipato|gevolgd|deelgenomen)\b`],
    listedAs: ['training', 'facilitation', 'workshop', 'schulung', 'formation', 'teaching', 'didakt', 'instruksjon', 'education therapeutique'],
    quantifiable: true,
    industries: { education: 'high', healthcare: 'medium', consulting: 'medium' },
  },
  'analytical-thinking': {
    escoTransversal: '4707da90-9cfc-46ca-8de0-38a0b7bfb137',
    cues: [
      ...cues(
        2,
        rx`\b(?:analy[sz](?:ed|ing|es)|model(?:l)?ed|statistical (?:analysis|models?)|regression|segmentation|cohort analysis|a/b test\w*|synthesi[sz]\w* findings)\b`,
        rx`\b(?:analysiert\w*|ausgewertet|datenanalys\w*|auswertung\w* von|statistische\w* (?:analys\w*|modell\w*)|modelliert)\b`,
        rx`\b(?:analys(?:e|ee|er|ant) (?:des|de|du|les)|modeles? (?:de|statistiques?)|analyse statistique|redressement)\b`,
        rx`\b(?:analic(?:e|o)|analizad\w*|analisis (?:de|del|estadistico)|modelos? (?:de|estadistic\w*))\b`,
        rx`\b(?:analizzat\w*|analisi (?:dei|di|del|statistic\w*)|modelli (?:di|statistic\w*))\b`,
        rx`\b(?:geanalyseerd|analyseerde|data-?analyse|analyse van|statistische (?:analyse|modellen))\b`,
      ),
      ...cues(1, rx`\b(?:analys[ie]s|analytics|auswertung\w*|analyse|analisis|analisi|analyse)\b`),
    ],
    listedAs: ['analytical', 'analytisch', 'analytique', 'analitic', 'data analysis', 'datenanalyse', 'statistic', 'statistik', 'machine learning', 'analyse de donnees'],
    quantifiable: false,
    industries: { technology: 'high', finance: 'high', consulting: 'medium' },
  },
  'data-storytelling': {
    escoTransversal: 'be6ab363-3de1-427f-a8ef-85d5b0250822',
    cues: [
      ...cues(
        2,
        rx`\b(?:built|created|designed|developed|introduced)\b[^.;]{0,30}\b(?:dashboards?|reports?|reporting)\b|\b(?:present\w*|report\w*) (?:findings|results|insights|journey maps)\b`,
        rx`\bkpi[- ]?report\w*|\breporting (?:in|with|mit|en|con|met) \w+`,
        rx`\b(?:dashboards? (?:erstellt|aufgebaut|entwickelt)|berichtswesen aufgebaut|\w*berichte? (?:erstellt|fur))\b`,
        rx`\b(?:tableaux? de bord|publication d'indicateurs|restitution des resultats)\b`,
        rx`\b(?:cuadros? de mando|presentacion de resultados|informes? (?:para|de seguimiento))\b`,
        rx`\b(?:cruscott\w*|reportistica|presentazione dei risultati)\b`,
        rx`\b(?:dashboards? (?:gebouwd|ontwikkeld)|rapportage\w* (?:voor|aan)|managementrapportage\w*)\b`,
      ),
      ...cues(1, rx`\b(?:dashboards?|reporting|kpis?|power bi|tableau|looker|kennzahlen|indicateurs|indicadores|indicatori|rapportage\w*)\b`),
    ],
    listedAs: ['data visuali', 'storytelling', 'dashboard', 'power bi', 'tableau', 'reporting', 'looker', 'qlik'],
    quantifiable: false,
    industries: { technology: 'high', finance: 'medium', consulting: 'medium' },
  },
  'building-from-scratch': {
    escoTransversal: '001115fb-569f-4ee6-8381-c6807ef2527f',
    cues: [
      ...cues(
        3,
        rx`\b(?:built|set up|established|created)\b[^.;]{0,40}\bfrom (?:scratch|the ground up|zero)\b`,
        rx`\b(?:von grund auf|from scratch) (?:neu )?(?:aufgebaut|entwickelt)|\baufbau (?:des|der|eines|einer|von)\b`,
        rx`\b(?:cree|mis en place|monte)\w* (?:de toutes pieces|de zero|ex nihilo)|\bcreation (?:du|de la|d'un|d'une) (?:service|equipe|pole|departement)\b`,
        rx`\b(?:creado|cree|puse en marcha|monte) (?:desde cero|de cero)|\bcreacion (?:del|de un|de una) (?:departamento|equipo|area)\b`,
        rx`\b(?:crea\w*|costrui\w*|avvia\w*) da zero\b|\bcreazione (?:del|di un|di una) (?:reparto|team|ufficio)\b`,
        rx`\bvanaf (?:de grond|nul) (?:af )?opgebouwd\b|\bopbouw van (?:de|het|een)\b|\b(?:opgezet|opgebouwd)\b`,
      ),
      ...cues(
        2,
        rx`\b(?:built|set up|established|founded|launched)\b[^.;]{0,30}\b(?:the |a |an )?(?:\w+ )?(?:function|team|department|programme|program|platform|api|guidelines|service|studio|practice)\b`,
        rx`\b(?:aufgebaut|aufbau|eingerichtet|gegrundet)\b`,
        rx`\b(?:mise en place|creation) (?:du|de la|d'un|d'une|des)\b`,
        rx`\b(?:puesta en marcha|creacion|implantacion) (?:del|de la|de un|de una)\b`,
        rx`\b(?:avvio|creazione|costruzione) (?:del|della|di un|di una|dell')\b`,
        rx`\b(?:opzet|oprichting|opgericht)\b`,
      ),
    ],
    listedAs: ['business development', 'aufbau'],
    quantifiable: true,
    industries: { technology: 'high', consulting: 'medium', media: 'medium' },
  },
  'quantified-improvement': {
    escoTransversal: '19a64e91-bfe3-4c48-9225-3bb1229b12f0',
    cues: [
      ...cues(
        2,
        rx`\b(?:reduc\w*|cut|lower\w*|decreas\w*|halv\w*|improv\w*|increas\w*|rais\w*|grew|grow\w*|boost\w*|fell|dropped)\b[^.;]{0,60}(?:\d\s?%|\bfrom [\d.,]+ (?:%|\w+ )?to [\d.,]+|\bby (?:half|a third)|\bhalved)`,
        rx`\bhalved\b|\b(?:from|van|de|da|von|desde) [\d.,]+ ?%? (?:to|naar|a|auf|hasta) [\d.,]+ ?%`,
        rx`\b(?:gesenkt|reduziert|verringert|gesteigert|erhoht|verbessert|halbiert|gesunken)\b[^.;]{0,40}\d\s?%|\d\s?%[^.;]{0,40}\b(?:gesenkt|reduziert|verringert|gesteigert|erhoht|verbessert|gesunken)\b|\b(?:um|auf) [\d,]+ ?%`,
        rx`\b(?:redui\w*|baiss\w*|diminu\w*|ameliore\w*|augmente\w*|divise\w*)\b[^.;]{0,40}\d\s?%|\b(?:reduction|baisse|hausse|amelioration) (?:de )?[\d,]+ ?%`,
        rx`\b(?:reduc\w*|reduj\w*|disminu\w*|mejor\w*|aument\w*)\b[^.;]{0,40}\d\s?%|\b(?:reduccion|aumento|mejora) (?:del? )?[\d,]+ ?%`,
        rx`\b(?:ridott\w*|ridu\w*|diminu\w*|migliorat\w*|aumentat\w*|dimezzat\w*|riduzione|aumento)\b[^.;]{0,40}(?:[-−]?\d[\d,]*\s?%|dal [\d,]+ ?% al)`,
        rx`\b(?:verlaagd|verminderd|verbeterd|verhoogd|gehalveerd|gedaald|gestegen|daling|stijging)\b[^.;]{0,40}\d\s?%|\d\s?%[^.;]{0,40}\b(?:verlaagd|gedaald|gestegen|verbeterd)\b`,
      ),
    ],
    listedAs: [],
    quantifiable: true,
    generic: true,
    industries: { manufacturing: 'high', retail: 'medium', logistics: 'medium', healthcare: 'medium' },
  },
  'customer-orientation': {
    escoTransversal: '5b0f2198-7246-4256-a902-4d9ce1260c80',
    cues: [
      ...cues(
        2,
        rx`\b(?:customer|client|guest|user|patient)[- ](?:feedback|needs|satisfaction|experience|complaints|journeys?|service|support|care)\b|\b(?:observing|interview\w*) (?:guests|customers|users|patients)\b|\bnps\b|\buser interviews\b`,
        rx`\b(?:kundenzufriedenheit|kundenbedurfnis\w*|kundenfeedback|beschwerdemanagement|kundenbetreuung|kundenservice|kundenorientier\w*|gastezufriedenheit)\b`,
        rx`\b(?:satisfaction (?:client|des clients|patients?)|besoins (?:des )?clients?|relation client|experience client|service client|accueil (?:des )?(?:clients|patients|usagers))\b`,
        rx`\b(?:satisfaccion (?:del cliente|de los clientes)|atencion (?:al cliente|a (?:pacientes|usuarios|clientes))|experiencia de(?:l)? (?:cliente|usuario)|necesidades de(?: los)? clientes)\b`,
        rx`\b(?:soddisfazione (?:del cliente|dei clienti)|assistenza (?:clienti|ai clienti)|customer care|esperienza (?:cliente|utente|degli ospiti)|accoglienza (?:degli )?ospiti)\b`,
        rx`\b(?:klanttevredenheid|klantbehoeften|klantcontact|klantenservice|klantgericht\w*|gastvrijheid)\b`,
      ),
      ...cues(1, rx`\b(?:customers?|clients?|guests?|kunden|clientes|ospiti|klanten|gasten)\b`),
    ],
    listedAs: ['customer service', 'customer experience', 'kundenservice', 'service client', 'atencion al cliente', 'klantenservice', 'customer care', 'customer orientation', 'kundenorientierung'],
    quantifiable: true,
    industries: { retail: 'high', hospitality: 'high', healthcare: 'medium' },
  },
  'cross-team-coordination': {
    escoTransversal: '60c78287-22eb-4103-9c8c-28deaa460da0',
    cues: [
      ...cues(
        2,
        rx`\b(?:coordinat\w*|align\w*|liais\w*|work\w* closely)\b[^.;]{0,40}\b(?:with|across|between)\b[^.;]{0,40}\b(?:teams?|departments?|sales|purchasing|procurement|engineering|product|bed management|planners?|site management)\b|\bcross-?functional\b|\bdistributed teams\b`,
        rx`\b(?:koordination|abstimmung|zusammenarbeit|schnittstelle\w*)\b[^.;]{0,20}\b(?:mit|zwischen)\b|\b(?:abteilungs|bereichs)ubergreifend\w*|\b\w*-abstimmung mit\b`,
        rx`\b(?:coordination|interface|collaboration) (?:avec|entre) (?:les |la |le )?\w+|\btransverse\w*\b`,
        rx`\b(?:coordinacion|colaboracion) (?:con|de|entre) (?:los |las |el |la )?(?:equipos?|departamentos?|areas|\w+)|\bequipos distribuidos\b|\btransversal\w*`,
        rx`\b(?:coordinamento|collaborazione|raccordo) (?:con|tra) (?:i |le |il |la )?\w+|\btrasversal\w*|\binterfunzional\w*`,
        rx`\b(?:afstemming|samenwerking|coordinatie) (?:met|tussen)\b|\bafdelingsoverstijgend\w*|\bketenpartners\b`,
      ),
    ],
    listedAs: ['cross-functional', 'teamwork', 'teamarbeit', 'travail en equipe', 'trabajo en equipo', 'lavoro di squadra', 'samenwerk'],
    quantifiable: false,
    industries: { logistics: 'high', technology: 'medium', healthcare: 'medium', construction: 'medium' },
  },
  'stakeholder-management': {
    escoTransversal: 'bf983f2a-e941-4646-811d-cc81060cb53f',
    cues: [
      ...cues(
        2,
        rx`\b(?:stakeholders?|steering committee|board of directors|senior management|c-level|sparring partner|reported to the (?:board|committee|executive))\b`,
        rx`\b(?:lenkungsausschuss|vorstand|geschaftsleitung|beirat|aufsichtsrat|behorden|ansprechpartner\w* fur)\b`,
        rx`\b(?:parties prenantes|comite de (?:pilotage|direction)|direction generale|interlocut\w* (?:privilegie|unique|de))\b`,
        rx`\b(?:partes interesadas|comite de direccion|alta direccion|interlocutor\w* (?:con|de|unic\w*))\b`,
        rx`\b(?:stakeholder|comitato (?:di direzione|guida)|direzione generale|interlocutor\w* (?:con|di|unic\w*))\b`,
        rx`\b(?:belanghebbenden|stakeholders?|stuurgroep|directiecomite|directie|aanspreekpunt|sparringpartner|ondernemingsraad|adviesaanvraag)\b`,
      ),
    ],
    listedAs: ['stakeholder'],
    quantifiable: false,
    industries: { consulting: 'high', public_sector: 'high', construction: 'medium' },
  },
  'crisis-handling': {
    escoTransversal: '7a147904-22b3-498a-b4d9-7bceeb86b45d',
    cues: [
      ...cues(
        3,
        rx`\b(?:led|managed|handled|coordinated|resolved|contained|steered|ran)\b[^.;]{0,50}\b(?:crisis|crises|major incidents?|outages?|recalls?|evacuations?|covid\S*|pandemic|cyber-?attacks?|data breach|flood\w*|emergency response|business continuity)\b`,
        rx`\b(?:krisenstab|krisenmanagement (?:wahrend|bei|im)|\w*krise\w* (?:bewaltigt|gemanagt|gesteuert)|(?:leitete|koordinierte|steuerte)\b[^.;]{0,40}\b(?:krise\w*|storfall\w*|ruckruf\w*|covid\S*|pandemie\w*|hochwasser))`,
        rx`\b(?:gestion|pilotage|coordination) (?:de la |d'une |des )?(?:crise\w*|incidents? majeurs?|rappels? de produits?|covid\S*|pandemie)\b|\bcellule de crise\b`,
        rx`\b(?:gestion|coordinacion|gestione) (?:de la |de una |della |di una |dell')?(?:crisis|crisi|emergencia (?:sanitaria|covid)|emergenza (?:sanitaria|covid)|covid\S*|pandemi\w*)\b|\bcomitato di crisi\b|\bcomite de crisis\b`,
        rx`\b(?:crisisteam|crisismanagement (?:tijdens|bij)|calamiteit\w* (?:afgehandeld|gecoordineerd)|(?:leidde|coordineerde)\b[^.;]{0,40}\b(?:crisis|calamiteit\w*|covid\S*|pandemie))`,
      ),
    ],
    // routines and lessons about emergencies are not evidence of having handled one
    exclude: [rx`\b(?:briefing\w*|drills?|exercises?|training|teach\w*|simulation|awareness|recognition|prevention|ubung\w*|schulung\w*|unterweisung\w*|exercices?|formation|simulacros?|esercitazion\w*|formazione|oefening\w*|instructie\w*)\b`],
    listedAs: ['crisis', 'incident management', 'krisen', 'emergency management', 'gestion de crise', 'gestion de crisis', 'gestione delle crisi', 'crisismanagement'],
    quantifiable: false,
    industries: { healthcare: 'high', public_sector: 'high', technology: 'medium' },
  },
  'project-leadership': {
    escoTransversal: 'e49f4158-9d4c-425d-bf32-dfe89b19840a',
    cues: [
      ...cues(
        3,
        rx`\b(?:led|managed|delivered|ran|owned)\b[^.;]{0,40}\b(?:projects?|programmes?|programs?|portfolio|roll-?outs?|migrations?|implementations?)\b[^.;]{0,40}(?:${MONEY}|${N} (?:projects|sites|stores|countries|people))`,
        rx`\bportfolio of ${N} (?:\w+ )?projects\b|\b${N} projects\b[^.;]{0,30}${MONEY}`,
        rx`\bprojektleitung\b[^.;]{0,60}(?:${MONEY}|${N})|\b(?:verantwortlich|verantwortung) fur\b[^.;]{0,40}\bprojekt\w*`,
        rx`\b(?:gestion|pilotage|direction) (?:d'un |d'une |de |du )?(?:portefeuille de )?${N}? ?projets?\b[^.;]{0,40}${MONEY}|\bchef(?:fe)? de projet\b`,
        rx`\b(?:gestion|direccion) de (?:una cartera de )?${N} proyectos\b|\bcartera de ${N}\b`,
        rx`\b(?:gestione|responsabile|coordinamento) (?:di |del |dei )?(?:${N} )?progett\w*\b[^.;]{0,40}${MONEY}`,
        rx`\b(?:eind)?verantwoordelijk\w* voor\b[^.;]{0,40}\bprojecten?\b|\bprojecten tot ${MONEY}|\bprojectleid\w*\b[^.;]{0,40}${MONEY}`,
      ),
      ...cues(
        2,
        rx`\b(?:led (?:the|a|an) \w*(?: \w+)? (?:project|rollout|roll-out|launch|migration|implementation|programme|program)|project lead|rolled out|delivered on time)\b`,
        rx`\b(?:projektleit\w*|projektverantwort\w*|projekt\w* (?:geleitet|verantwortet|umgesetzt))\b`,
        rx`\b(?:pilot(?:e|age) (?:du|de|des) projets?|conduite de projets?|gestion de projets?)\b`,
        rx`\b(?:lidere (?:el|un) proyecto|direccion de proyectos?|gestion de proyectos?|coordinadora? de proyectos)\b`,
        rx`\b(?:guidato (?:il|un) progetto|gestione (?:di|del|dei) progett\w*|project manag\w*)\b`,
        rx`\b(?:projectleiding|projectleider|leidde (?:het|een) project|projectmanag\w*)\b`,
      ),
    ],
    listedAs: ['project management', 'projektmanagement', 'gestion de projet', 'gestion de proyectos', 'project manag', 'prince2', 'pmp', 'projectmanagement', 'gestione progetti', 'scrum', 'ms project'],
    quantifiable: true,
    industries: { construction: 'high', technology: 'high', consulting: 'medium' },
  },
  'change-management': {
    escoTransversal: '49de9958-2aa4-4eef-a89d-fe5d5bcd28c4',
    cues: [
      ...cues(
        2,
        rx`\b(?:led|managed|guided|supported|drove|accompanied)\b[^.;]{0,40}\b(?:change|transformation|restructur\w*|reorgani[sz]\w*|merger|integration)\b|\bchange management\b`,
        rx`\b(?:restrukturierung|umstrukturierung|reorganisation|transformation|fusion|change-?prozess\w*|veranderungsprozess\w*|ubernahme)\b`,
        rx`\b(?:conduite du changement|accompagnement (?:du|au) changement|restructuration\w*|reorganisation|transformation|fusion|licenciements? collectifs?|plans? sociaux?)\b`,
        rx`\b(?:gestion del cambio|transformacion|reestructuracion|reorganizacion|fusion)\b`,
        rx`\b(?:gestione del cambiamento|trasformazione|ristrutturazione|riorganizzazione|fusione)\b`,
        rx`\b(?:verandermanagement|verandertraject\w*|transformatie|reorganisatie|herstructurering|fusie|sociaal plan)\b`,
      ),
    ],
    listedAs: ['change management', 'veranderungsmanagement', 'conduite du changement', 'verandermanagement', 'gestion del cambio', 'restrukturierung', 'organisatieontwikkeling'],
    quantifiable: false,
    industries: { consulting: 'high', public_sector: 'medium', finance: 'medium' },
  },
  'entrepreneurial-initiative': {
    escoTransversal: 'bdcf429c-5ccf-4c3d-bb61-4c987573a35e',
    cues: [
      ...cues(
        3,
        rx`\b(?:founded|co-?founded|started my own|own business|self-employed|freelance\w*)\b`,
        rx`\b(?:gegrundet|mitgegrundet|selbststandig\w*|freiberuflich\w*|existenzgrund\w*|inhaber\w*)\b`,
        rx`\b(?:fonde|fondee|fondateur|fondatrice|cofondat\w*|independant\w*|auto-?entrepreneur|liberale?s?|en liberal|cabinet liberal)\b`,
        rx`\b(?:funde|fundador\w*|cofundador\w*|emprendedor\w*|autonomo|autonoma|por cuenta propia)\b`,
        rx`\b(?:fondat\w*|cofondat\w*|libero professionista|libera professionista|imprenditor\w*|partita iva)\b`,
        rx`\b(?:opgericht|oprichter|mede-?oprichter|zzp'?er|zelfstandig\w*|eigen (?:bedrijf|praktijk))\b`,
      ),
    ],
    listedAs: ['entrepreneur', 'unternehmer', 'startup', 'ondernemer'],
    quantifiable: false,
    industries: { technology: 'high', consulting: 'medium', retail: 'medium', hospitality: 'medium' },
  },
  'cross-cultural-communication': {
    escoTransversal: 'c10d5d87-36cf-42f5-8a12-e560fb5f4af8',
    cues: [
      ...cues(
        2,
        rx`\b(?:international (?:teams?|clients?|nurses|students|markets?)|multicultural|cross-?cultural|across ${N} countries|overseas (?:nurses|colleagues|teams)|global teams?)\b`,
        rx`\b(?:internationale\w* (?:team\w*|kund\w*|markt\w*)|interkulturell\w*|landerubergreifend\w*|multinational\w*)\b`,
        rx`\b(?:equipes? internationales?|interculturel\w*|multiculturel\w*|clients? internationaux)\b`,
        rx`\b(?:equipos? internacionales|intercultural\w*|multicultural\w*|equipos distribuidos en)\b`,
        rx`\b(?:team internazional\w*|interculturale|multiculturale|clienti internazionali)\b`,
        rx`\b(?:internationale (?:teams?|klanten)|intercultur\w*|multicultur\w*)\b`,
      ),
    ],
    listedAs: ['intercultural', 'cross-cultural', 'interkulturell', 'interculturel', 'intercultural', 'intercultureel'],
    quantifiable: false,
    industries: { consulting: 'high', hospitality: 'medium', technology: 'medium', healthcare: 'medium' },
  },
  'conflict-resolution': {
    escoTransversal: '96de2e86-e287-41f2-88ab-15a2343afc6f',
    cues: [
      ...cues(
        2,
        rx`\b(?:resolv\w*|mediat\w*|de-?escalat\w*|handled)\b[^.;]{0,30}\b(?:conflicts?|disputes?|grievances?|complaints?|escalations?)\b|\bmediation\b`,
        rx`\b(?:konflikt\w* (?:gelost|moderiert|geschlichtet)|mediation|schlichtung|deeskalation|konfliktlosung)\b`,
        rx`\b(?:mediation|resolution (?:des |de )?(?:conflits|litiges)|gestion des conflits|conciliation)\b`,
        rx`\b(?:mediacion|resolucion de conflictos|gestion de conflictos)\b`,
        rx`\b(?:mediazione|risoluzione (?:dei |di )?conflitti|gestione dei conflitti)\b`,
        rx`\b(?:bemiddel\w*|mediation|conflicten (?:opgelost|bemiddeld)|conflicthantering)\b`,
      ),
    ],
    listedAs: ['conflict', 'mediation', 'konflikt', 'mediacion', 'mediazione', 'bemiddeling', 'mediacao'],
    quantifiable: false,
    industries: { social_care: 'high', legal: 'medium', hospitality: 'medium', public_sector: 'medium' },
  },
  'public-speaking': {
    escoTransversal: '609a8ac1-9d29-4237-9886-596dbbe7ca8a',
    cues: [
      ...cues(
        2,
        rx`\b(?:present(?:ed|ing) (?:to|at)|spoke at|speaker at|keynote|talks? at|pleaded|pitch(?:ed)? to)\b`,
        rx`\b(?:vortrag\w* (?:auf|bei|vor)|vortrage|referent\w* (?:auf|bei)|prasentiert (?:vor|auf|bei))\b`,
        rx`\b(?:plaidoiries?|plaide|conferences? (?:a|au|aux|donnees)|intervenant\w*|presente\w* (?:devant|au|a la))\b`,
        rx`\b(?:ponente|ponencias?|conferenciante|present(?:e|o) (?:ante|en el|a la))\b`,
        rx`\b(?:relator\w*|intervento a|interventi a|presentat\w* (?:al|alla|davanti))\b`,
        rx`\b(?:spreker|presenteerde (?:aan|voor|op)|presentaties? (?:voor|aan|op))\b`,
      ),
    ],
    listedAs: ['public speaking', 'presentation', 'prasentation', 'prise de parole', 'oratoria', 'presentare', 'presenteren'],
    quantifiable: false,
    industries: { consulting: 'high', legal: 'high', education: 'medium', media: 'medium' },
  },
  'persuasion-sales': {
    escoTransversal: 'df5e3d02-9f0f-44ee-91c2-85c62f161868',
    cues: [
      ...cues(
        2,
        rx`\b(?:sold|selling|won (?:new )?(?:clients|customers|accounts|business)|acquired (?:new )?(?:clients|customers)|new business|upsell\w*|cross-?sell\w*|sales targets?|quota)\b`,
        rx`\b(?:neukunden\w*|akquis\w*|vertrieb (?:von|an)|verkauf (?:von|an)|umsatzziel\w*|vertriebsziel\w*)\b`,
        rx`\b(?:prospection|developpement commercial|conquete de (?:nouveaux )?clients|vente (?:aux|de (?:produits|services|solutions))|objectifs commerciaux)\b`,
        rx`\b(?:captacion de (?:nuevos )?clientes|venta (?:a|de (?:productos|servicios|soluciones))|objetivos comerciales|desarrollo de negocio)\b`,
        rx`\b(?:acquisizione (?:di )?(?:nuovi )?clienti|vendita (?:a|di (?:prodotti|servizi|soluzioni))|obiettivi (?:di vendita|commerciali)|sviluppo commerciale)\b`,
        rx`\b(?:acquisitie|nieuwe klanten (?:binnengehaald|geworven)|verkoopdoelstelling\w*|verkoop van (?:producten|diensten|oplossingen)|commerciele doelstelling\w*)\b`,
      ),
    ],
    listedAs: ['sales', 'vertrieb', 'verkauf', 'vente', 'ventas', 'vendite', 'verkoop', 'key account', 'acquisition'],
    quantifiable: true,
    industries: { retail: 'high', technology: 'medium', manufacturing: 'medium' },
  },
  'hiring-team-building': {
    escoTransversal: 'b19e0820-a96f-4c0a-a724-3c056180c1b3',
    cues: [
      ...cues(
        2,
        rx`\b(?:hired|recruited|recruiting|recruitment of|built (?:a|the|my) team|grew the team|seasonal hiring|staffed)\b`,
        rx`\b(?:eingestellt|rekrutiert|rekrutierung von|personalgewinnung|team aufgebaut|aufbau (?:des|eines) teams)\b`,
        rx`\b(?:recrute\w*|recrutement (?:de|des)|constitution (?:de l'|d'une )equipe)\b`,
        rx`\b(?:contrat(?:e|o|acion de)|reclut\w*|seleccion de personal|formacion del equipo)\b`,
        rx`\b(?:assunt\w* ${N}|recruiting|selezione del personale|reclutamento)\b`,
        rx`\b(?:geworven|werving (?:en selectie )?van|team opgebouwd|aangenomen ${N})\b`,
      ),
    ],
    listedAs: ['recruit', 'hiring', 'rekrut', 'recrutement', 'reclutamiento', 'werving', 'talent acquisition', 'selezione'],
    quantifiable: true,
    industries: { retail: 'high', hospitality: 'high', technology: 'medium' },
  },
  'planning-scheduling': {
    escoTransversal: 'd9013e0e-e937-43d5-ab71-0e917ee882b8',
    cues: [
      ...cues(
        2,
        rx`\b(?:rosters?|rostering|rotas?|shift planning|capacity planning|scheduling|schedules|timelines?)\b`,
        rx`\b(?:dienstplan\w*|schichtplan\w*|\w*kapazitatsplanung|tourenplanung|terminplanung|einsatzplanung|disposition von)\b`,
        rx`\b(?:planning des|plannings|ordonnancement|planification des (?:equipes|tournees|ressources))\b`,
        rx`\b(?:turnos|cuadrantes|planificacion de (?:turnos|recursos|capacidad)|programacion de)\b`,
        rx`\b(?:turni|pianificazione (?:dei turni|della capacita|delle risorse)|programmazione)\b`,
        rx`\b(?:roosters?|roostering|planning van|capaciteitsplanning|werkvoorbereiding)\b`,
      ),
    ],
    listedAs: ['scheduling', 'rostering', 'planning', 'planung', 'planification', 'planificacion', 'pianificazione'],
    quantifiable: true,
    industries: { logistics: 'high', healthcare: 'medium', hospitality: 'medium', construction: 'medium' },
  },
  'quality-compliance': {
    escoTransversal: 'b618584f-6bdf-4d8f-89a7-f28c2c95afc2',
    cues: [
      ...cues(
        2,
        rx`\b(?:passed (?:\w+ ){0,2}audits?|(?:led|prepared|ran|conducted) (?:\w+ ){0,2}audits?|clean audits|compliance (?:programme|program|framework)|regulatory (?:submissions?|inspections?))\b`,
        rx`\b(?:audits? (?:bestanden|vorbereitet|durchgefuhrt|geleitet)|qualitatssicherung|qualitatsmanagement(?:system)?|zertifizierung nach)\b`,
        rx`\b(?:audits? (?:reussis?|prepares?|menes?|conduits?)|assurance qualite|demarche qualite|mise en conformite)\b`,
        rx`\b(?:auditorias? (?:superadas|internas|realizadas)|cumplimiento normativo|sistema de calidad|aseguramiento de la calidad)\b`,
        rx`\b(?:audit (?:superati|interni|condotti)|conformita normativa|controllo qualita|sistema qualita)\b`,
        rx`\b(?:audits? (?:doorstaan|uitgevoerd|voorbereid)|kwaliteitszorg|kwaliteitsborging|kwaliteitssysteem)\b`,
      ),
      ...cues(1, rx`\b(?:audits?|compliance|iso \d+|gdp|gmp|haccp|auditori\w*|conformite|conformita|normativ\w*|regelgeving)\b`),
    ],
    listedAs: ['quality', 'compliance', 'qualitat', 'qualite', 'calidad', 'qualita', 'kwaliteit', 'audit', 'kontrola kvality'],
    quantifiable: true,
    industries: { manufacturing: 'high', healthcare: 'high', finance: 'medium' },
  },
  'numerical-accuracy': {
    escoTransversal: '6fc6f757-6baa-49fe-9a82-6ba6a52f2e13',
    cues: [
      ...cues(
        2,
        rx`\b(?:reconcil\w*|month-?end clos\w*|year-?end clos\w*|bookkeeping|payroll (?:for|of) ${N}|cash audits|handled deposits|invoic\w*|calculations?)\b`,
        rx`\b(?:abschluss\w*|monatsabschluss\w*|jahresabschluss\w*|buchhaltung|kalkulation\w*|abrechnung\w*|lohnabrechnung)\b`,
        rx`\b(?:clotures? (?:mensuelles?|annuelles?)|comptabilite|rapprochements?|paie|calculs?)\b`,
        rx`\b(?:cierres? (?:mensuales?|contables?)|contabilidad|conciliacion\w*|nominas?|calculos?)\b`,
        rx`\b(?:chiusure (?:mensili|contabili)|contabilita|riconciliazion\w*|buste paga|bilancio d'esercizio|calcol\w*)\b`,
        rx`\b(?:maandafsluiting\w*|jaarafsluiting\w*|boekhouding|salarisadministratie|calculatie\w*)\b`,
      ),
    ],
    listedAs: ['accounting', 'buchhaltung', 'comptabilite', 'contabilidad', 'contabilita', 'boekhouding', 'bookkeeping', 'kalkulation', 'kirjanpito', 'payroll'],
    quantifiable: true,
    industries: { finance: 'high', retail: 'medium', construction: 'medium' },
  },
  forecasting: {
    escoTransversal: '1dabb413-18e8-48ed-a963-44978e67ad32',
    cues: [
      ...cues(
        2,
        rx`\b(?:forecast\w*|demand planning|s&op|capacity model\w*|projections?|pricing models?)\b`,
        rx`\b(?:prognose\w*|bedarfsplanung|absatzplanung|s&op|hochrechnung\w*|bedarfsprognose\w*)\b`,
        rx`\b(?:prevision\w*|modeles? de tarification|s&op)\b`,
        rx`\b(?:prevision\w*|pronostico\w*|planificacion de la demanda)\b`,
        rx`\b(?:prevision\w*|previsione (?:della|delle) (?:domanda|vendite)|pianificazione della domanda)\b`,
        rx`\b(?:forecast\w*|prognose\w*|vraagvoorspelling\w*|vraagplanning)\b`,
      ),
    ],
    listedAs: ['forecast', 'demand planning', 'prognose', 'prevision', 's&op', 'bedarfsplanung'],
    quantifiable: true,
    industries: { logistics: 'high', retail: 'medium', finance: 'medium', manufacturing: 'medium' },
  },
  'problem-solving': {
    escoTransversal: 'adc6dc11-3376-467b-96c5-9b0a21edc869',
    cues: [
      ...cues(
        2,
        rx`\b(?:root cause|solved|resolved (?:a|the|recurring|\w+ )?(?:issue|problem)s?|identified (?:the )?(?:cause|bottleneck)|fixed (?:the )?(?:root|recurring))\b`,
        rx`\b(?:ursachenanalyse|ursache\w* (?:ermittelt|behoben)|problem\w* gelost|problemlosung\w*)\b`,
        rx`\b(?:analyse des causes|cause racine|resolution de problemes|resolu (?:le|les|un))\b`,
        rx`\b(?:causa raiz|resolucion de problemas|resolvi (?:el|los|un))\b`,
        rx`\b(?:causa radice|risoluzione (?:di|dei) problemi|risolto (?:il|i|un))\b`,
        rx`\b(?:oorzaakanalyse|grondoorzaak|probleemoplossing|opgelost)\b`,
      ),
    ],
    listedAs: ['problem solving', 'problemlos', 'root cause', 'resolution de problemes', 'resolucion de problemas', 'probleemoplossend'],
    quantifiable: true,
    industries: { manufacturing: 'high', technology: 'high', consulting: 'medium' },
  },
  troubleshooting: {
    escoTransversal: 'a628d2d1-f40a-4c37-a357-2801726f2996',
    cues: [
      ...cues(
        2,
        rx`\b(?:troubleshoot\w*|fault[- ]finding|diagnos(?:ed|ing|tics?)|debugg\w*|bug triage|incident triage|on-?call)\b`,
        rx`\b(?:storungsdienst|storungsbehebung|fehlersuche|fehleranalyse|\w*diagnose|inbetriebnahme\w*)\b`,
        rx`\b(?:depannage|diagnostic\w*|recherche de pannes|astreinte)\b`,
        rx`\b(?:resolucion de incidencias|diagnostico\w*|averias|guardias)\b`,
        rx`\b(?:risoluzione (?:dei )?guasti|diagnostica|diagnosi|reperibilita)\b`,
        rx`\b(?:storingsdienst|storingen (?:verhelpen|opgelost)|foutopsporing|diagnose)\b`,
      ),
    ],
    exclude: [rx`\b(?:diagnostic criteria|diagnosis of (?:patients|children))\b`],
    listedAs: ['troubleshoot', 'fehlersuche', 'depannage', 'debugging', 'diagnos'],
    quantifiable: false,
    industries: { technology: 'high', manufacturing: 'high', construction: 'medium' },
  },
  innovation: {
    escoTransversal: 'c2a0c52c-0b4b-4180-a918-92650ea3b458',
    cues: [
      ...cues(
        2,
        rx`\b(?:introduced (?:a |the )?(?:new|first)|pioneer\w*|invented|patent\w*|first (?:in the|of its kind)|prototyp\w*|new (?:seasonal )?(?:menu|concept|product line|service))\b`,
        rx`\b(?:neu\w* (?:konzept|produkt\w*|dienstleistung)|erstmals|patent\w*|prototyp\w*|innovations?projekt\w*)\b`,
        rx`\b(?:nouveau concept|nouvelle offre|premier\w* (?:a|en)|brevet\w*|prototyp\w*|innovation)\b`,
        rx`\b(?:nuevo (?:concepto|producto|servicio)|primera? en|patente\w*|prototip\w*|innovacion)\b`,
        rx`\b(?:nuov[oa] (?:carta|concetto|prodotto|servizio|menu)|brevett\w*|prototip\w*|innovazione)\b`,
        rx`\b(?:nieuw (?:concept|product)|nieuwe (?:dienst|productlijn)|octrooi\w*|prototype\w*|innovatie\w*)\b`,
      ),
    ],
    listedAs: ['innovation', 'innovat', 'design thinking', 'innovazione', 'innovatie'],
    quantifiable: false,
    industries: { technology: 'high', media: 'medium', hospitality: 'medium', manufacturing: 'medium' },
  },
  'motivating-others': {
    escoTransversal: 'e2d44a9b-f28c-489e-9861-b654b5ded507',
    cues: [
      ...cues(
        2,
        rx`\b(?:motivat\w* (?:the |my |a )?(?:team|staff|colleagues|volunteers)|engagement scores?|team morale|staff turnover (?:fell|down|reduced)|retention (?:rose|improved|increased))\b`,
        rx`\b(?:mitarbeitermotivation|motiviert\w* (?:das|ein) team|mitarbeiterbindung|fluktuation (?:gesenkt|reduziert))\b`,
        rx`\b(?:motivation (?:des|de l') equipes?|fidelisation des (?:equipes|collaborateurs)|turnover (?:reduit|en baisse))\b`,
        rx`\b(?:motivacion del equipo|rotacion (?:del personal )?(?:reducida|reduj\w*)|fidelizacion del talento)\b`,
        rx`\b(?:motivazione del team|turnover (?:ridotto|del personale ridotto)|coinvolgimento del personale)\b`,
        rx`\b(?:motiveerde (?:het|mijn) team|medewerkerstevredenheid|verloop (?:gedaald|verlaagd))\b`,
      ),
    ],
    listedAs: ['motivat'],
    quantifiable: true,
    industries: { hospitality: 'high', retail: 'medium', education: 'medium' },
  },
  'care-empathy': {
    escoTransversal: '77b636e8-fab3-41a8-8022-1e0a354059dc',
    cues: [
      ...cues(
        2,
        rx`\b(?:cared for|caring for|supported (?:families|patients|residents|vulnerable)|vulnerable (?:people|adults|children|families)|at[- ]risk|safeguarding|palliative|end-of-life)\b`,
        rx`\b(?:betreuung von (?:patient\w*|bewohner\w*|familien|kindern|senioren)|pflege von|begleitung von (?:familien|patient\w*|menschen)|sterbebegleitung)\b`,
        rx`\b(?:accompagnement (?:des|de) (?:familles|patients|personnes|usagers)|prise en charge (?:des|de) (?:patients|personnes|familles|post-operatoire)|soins palliatifs)\b`,
        rx`\b(?:acompanamiento (?:a|de) (?:familias|pacientes|personas)|atencion a (?:pacientes|familias|personas)|riesgo de exclusion|apoyo a (?:familias|menores))\b`,
        rx`\b(?:assistenza (?:a|ai|di) (?:pazienti|famiglie|anziani)|presa in carico|accompagnamento (?:di|dei) (?:pazienti|famiglie))\b`,
        rx`\b(?:begeleiding van (?:clienten|patienten|gezinnen|families)|zorg voor|verzuimbegeleiding|kwetsbare)\b`,
      ),
      ...cues(1, rx`\b(?:patients?|families|familias|famiglie|familles|gezinnen|residents|bewohner\w*|pacientes|pazienti|patienten)\b`),
    ],
    listedAs: ['empathy', 'empathie', 'empatia', 'empathie', 'acolhimento', 'escucha activa', 'patient care'],
    quantifiable: true,
    industries: { healthcare: 'high', social_care: 'high', education: 'medium' },
  },
  advisory: {
    escoTransversal: '045f71e6-0699-4169-8a54-9c6b96f3174d',
    cues: [
      ...cues(
        2,
        rx`\b(?:advis(?:ed|ing|ory)|counsel(?:l)?(?:ed|ing)|consult(?:ed|ing) for|trusted advisor|sparring partner)\b`,
        rx`\b(?:beraten|beratung (?:von|fur)|berater\w* fur|ratgeber)\b`,
        rx`\b(?:conseil (?:et|aux|a|en)|conseille\w*|accompagnement juridique|avis (?:juridiques?|techniques?))\b`,
        rx`\b(?:asesor(?:amiento|e|o|ia) (?:a|de|en)|consultoria (?:para|a))\b`,
        rx`\b(?:consulenza (?:a|per|di)|consigliat\w*|pareri)\b`,
        rx`\b(?:advies (?:aan|over)|adviseerde|adviseur\w* voor|sparringpartner|adviseren)\b`,
      ),
    ],
    listedAs: ['advisory', 'consulting', 'beratung', 'conseil', 'consultoria', 'consulenza', 'advies'],
    quantifiable: true,
    industries: { consulting: 'high', legal: 'high', finance: 'medium' },
  },
  'organising-resources': {
    escoTransversal: '6b305973-8993-475f-bd8a-daf037c61401',
    cues: [
      ...cues(
        2,
        rx`\b(?:inventor(?:y|ies)|stock control|replenishment|logistics of|organi[sz]ed (?:the |an? )?(?:event|conference|logistics|move)|events? for ${N}|banqueting|catering for)\b`,
        rx`\b(?:lagerverwaltung|bestandsfuhrung|inventur\w*|organisation (?:von|der|des) (?:veranstaltung\w*|event\w*|messe\w*)|veranstaltungs\w*)\b`,
        rx`\b(?:gestion des stocks|inventaires?|organisation (?:d'evenements|de seminaires|de conferences|logistique))\b`,
        rx`\b(?:gestion de (?:stocks|inventarios?|almacen)|organizacion de (?:eventos|congresos))\b`,
        rx`\b(?:gestione (?:delle scorte|del magazzino)|inventari\w*|organizzazione (?:di )?eventi|banqueting)\b`,
        rx`\b(?:voorraadbeheer|inventaris\w*|evenementen organiseren|organisatie van (?:evenementen|congressen))\b`,
      ),
    ],
    listedAs: ['inventory', 'organi', 'lager', 'stock', 'event management', 'logistics'],
    quantifiable: true,
    industries: { logistics: 'high', hospitality: 'high', retail: 'medium' },
  },
  'ownership-accountability': {
    escoTransversal: '199f7919-5114-41b6-b6a5-41e0e4896ec1',
    cues: [
      ...cues(
        3,
        rx`\b(?:${MONEY}[- ]volume|turnover (?:of )?${MONEY}|full p&l)|\b(?:full|overall|sole|end-to-end) (?:responsibility|accountability|ownership)\b|\b(?:accountable|responsible) for\b[^.;]{0,60}(?:${MONEY}|${N} (?:sites|stores|units|beds|clients|customers|projects))`,
        rx`\b(?:gesamtverantwortung|alleinverantwort\w*|vollverantwort\w*|hauptverantwort\w*)\b|\bverantwort\w* fur\b[^.;]{0,60}(?:${MONEY}|${N} \w+)`,
        rx`\b(?:responsabilite (?:totale|complete|pleine)|seul(?:e)? responsable|responsable de\b[^.;]{0,50}(?:${MONEY}|${N} \w+))`,
        rx`\b(?:responsabilidad (?:total|plena)|responsable (?:unic[oa] )?de\b[^.;]{0,50}(?:${MONEY}|${N} \w+))`,
        rx`\b(?:piena responsabilita|responsabil\w* (?:di|dei|delle|del|della)\b[^.;]{0,60}(?:${MONEY}|\b${N} \w+))`,
        rx`\b(?:eindverantwoordelijk\w*|integraal verantwoordelijk\w*|volledig verantwoordelijk\w*)\b|\bverantwoordelijk\w* voor\b[^.;]{0,60}(?:${MONEY}|${N} \w+)`,
      ),
      ...cues(
        2,
        rx`\b(?:responsible for|accountable for|in charge of|owner of)\b`,
        rx`\b(?:verantwortlich fur|verantwortung fur|\w*verantwortung\b)`,
        rx`\b(?:responsable (?:de|du|des)|en charge (?:de|du|des))\b`,
        rx`\b(?:responsable (?:de|del)|a cargo de)\b`,
        rx`\b(?:responsabile (?:di|del|dei|della|delle|dell'))`,
        rx`\b(?:verantwoordelijk\w* voor|verantwoordelijkheid voor)\b`,
      ),
    ],
    // a budget is budget ownership's evidence
    exclude: [rx`\b\w*(?:budget|presupuest|begroting)\w*`],
    listedAs: ['accountab', 'ownership', 'verantwortungsbewusst', 'responsabilite'],
    quantifiable: true,
    generic: true,
    industries: { construction: 'high', manufacturing: 'medium', public_sector: 'medium' },
  },
  'independent-work': {
    escoTransversal: 'c29aa9d2-4da8-4bdd-831c-8d4a2fb51730',
    cues: [
      ...cues(
        2,
        rx`\b(?:independently|autonomously|on my own|own (?:caseload|portfolio)|sole (?:\w+ )?(?:in|for) the)\b`,
        rx`\b(?:eigenverantwortlich\w*|selbststandig\w* (?:gefuhrt|betreut|bearbeitet)|eigenstandig\w*)\b`,
        rx`\b(?:en autonomie|gestion autonome|de maniere autonome|portefeuille de ${N})\b`,
        rx`\b(?:de forma autonoma|de manera autonoma|con autonomia|cartera propia)\b`,
        rx`\b(?:in autonomia|autonomamente|gestione autonoma|portafoglio di ${N})\b`,
        rx`\b(?:zelfstandig (?:verantwoordelijk|uitgevoerd|beheer)|eigen portefeuille)\b`,
      ),
    ],
    listedAs: ['independent', 'selbststandig', 'autonom', 'zelfstandig'],
    quantifiable: true,
    industries: { legal: 'high', consulting: 'medium', healthcare: 'medium' },
  },
  'health-safety': {
    escoTransversal: 'c4180af3-befd-4bd8-9a65-6a496f9d9f15',
    cues: [
      ...cues(
        2,
        rx`\b(?:health and safety|safety (?:representative|officer|lead|audits?)|falls-?prevention|infection (?:prevention|control)|risk assessments?|incident-free|accident rate|lost-time)\b`,
        rx`\b(?:arbeitssicherheit|sicherheitsbeauftragte\w*|arbeitsschutz|gefahrdungsbeurteilung\w*|sicherheitsnachweis\w*|unfallquote|sicherheitsfachkraft)\b`,
        rx`\b(?:sante et securite|securite au travail|prevention des risques|document unique|referent securite)\b`,
        rx`\b(?:prevencion de riesgos|seguridad y salud|seguridad laboral|evaluacion de riesgos)\b`,
        rx`\b(?:sicurezza sul lavoro|rspp|haccp|prevenzione (?:dei )?rischi|valutazione dei rischi)\b`,
        rx`\b(?:veiligheid en gezondheid|arbo\w*|vca|risico-?inventarisatie|veiligheidscoordinator|welzijnsbeleid|burn-?outpreventie)\b`,
      ),
    ],
    listedAs: ['health and safety', 'arbeitssicherheit', 'securite', 'seguridad', 'sicurezza', 'veiligheid', 'bozp', 'haccp', 'infection prevention'],
    quantifiable: true,
    industries: { construction: 'high', manufacturing: 'high', healthcare: 'medium', logistics: 'medium' },
  },
  'digital-adoption': {
    escoTransversal: '5c3ab99d-a3f1-4620-9602-d12d2151a03d',
    cues: [
      ...cues(
        2,
        rx`\b(?:introduc\w*|implement\w*|rolled out|roll-?out of|migrat\w*|moved|digiti[sz]\w*|automat\w*)\b[^.;]{0,40}\b(?:sap|system|software|platform|erp|crm|tool|app|aws|cloud|digital|workday|salesforce|healthroster)\b`,
        rx`\b(?:einfuhrung|implementierung|migration|umstellung|digitalisierung)\b[^.;]{0,40}\b(?:sap|system\w*|software|plattform|erp|crm|tool|digital\w*)`,
        rx`\b(?:mise en place|deploiement|migration|digitalisation|dematerialisation)\b[^.;]{0,40}\b(?:sap|systeme|logiciel|plateforme|erp|crm|outil|numerique)`,
        rx`\b(?:implantacion|implementacion|migracion|digitalizacion)\b[^.;]{0,40}\b(?:sap|sistema|software|plataforma|erp|crm|herramienta|catalogo|digital)`,
        rx`\b(?:introduzione|implementazione|migrazione|digitalizzazione)\b[^.;]{0,60}\b(?:sap|sistema|software|piattaforma|erp|crm|gestionale|digitale)`,
        rx`\b(?:invoering|implementatie|uitrol|migratie|digitalisering)\b[^.;]{0,40}\b(?:sap|systeem|software|platform|erp|crm|afas|successfactors|digitale?)\b`,
      ),
    ],
    listedAs: ['digital transformation', 'digitalisierung', 'digitalisation', 'digitalizacion', 'digitalizzazione', 'digitalisering'],
    quantifiable: true,
    industries: { technology: 'high', finance: 'medium', public_sector: 'medium', logistics: 'medium' },
  },
  'clear-writing': {
    escoTransversal: 'be6ab363-3de1-427f-a8ef-85d5b0250822',
    cues: [
      ...cues(
        2,
        rx`\b(?:wrote|written|drafted|authored|published|editor of|copywriting|grant (?:proposals?|applications?)|guidelines for)\b`,
        rx`\b(?:verfasst|geschrieben|redigiert|veroffentlich\w*|erstellung von (?:richtlinien|handbuch\w*|vertrag\w*|dokumentation))\b`,
        rx`\b(?:redaction (?:de|des|d')|redige\w*|publie\w*|publications?)\b`,
        rx`\b(?:redaccion (?:de|del)|redact(?:e|o)|public(?:e|o|aciones))\b`,
        rx`\b(?:redazione (?:di|dei|del)|redatto|pubblica\w*)\b`,
        rx`\b(?:schreef|opgesteld|geschreven|publicaties?|beleidsstukken)\b`,
      ),
    ],
    listedAs: ['writing', 'copywriting', 'redaction', 'redaccion', 'redazione', 'schrijven', 'texten'],
    quantifiable: false,
    industries: { legal: 'high', media: 'high', public_sector: 'medium', education: 'medium' },
  },
  'relationship-building': {
    escoTransversal: 'bf983f2a-e941-4646-811d-cc81060cb53f',
    cues: [
      ...cues(
        2,
        rx`\b(?:key accounts?|account management|portfolio of ${N} (?:clients|accounts|customers)|long-term (?:clients|partners|relationships?)|partnerships? with|network of)\b`,
        rx`\b(?:key-?account\w*|kundenstamm|betreuung von ${N} (?:kund\w*|mandant\w*)|partnerschaft\w* mit|netzwerk\w* (?:von|aus))\b`,
        rx`\b(?:grands comptes|portefeuille (?:de )?(?:${N} )?clients|partenariats? avec|reseau de partenaires)\b`,
        rx`\b(?:cuentas clave|cartera de (?:${N} )?clientes|alianzas? con|red de (?:socios|partners|contactos))\b`,
        rx`\b(?:grandi clienti|key account|portafoglio (?:di )?(?:${N} )?clienti|partnership con|rete di (?:partner|contatti))\b`,
        rx`\b(?:accountbeheer|accountmanagement|relatiebeheer|partnerschappen? met|netwerk van (?:partners|contacten))\b`,
      ),
    ],
    listedAs: ['account manag', 'key account', 'relationship', 'networking', 'kundenbetreuung', 'relatiebeheer', 'prowadzenie kluczowych'],
    quantifiable: true,
    industries: { consulting: 'high', finance: 'medium', retail: 'medium', legal: 'medium' },
  },
  sustainability: {
    escoTransversal: '7f321b88-3d16-4e30-8163-5494ca8ce978',
    cues: [
      ...cues(
        2,
        rx`\b(?:sustainab\w*|carbon|co2|emissions|energy (?:savings|consumption|efficiency)|food waste|recycl\w*|local suppliers|circular)\b`,
        rx`\b(?:nachhaltig\w*|co2|emission\w*|energieeffizien\w*|energieeinspar\w*|photovoltaik|pv-anlagen|abfallreduz\w*|kreislauf\w*|regional\w* lieferant\w*)\b`,
        rx`\b(?:developpement durable|durabilite|bilan carbone|co2|emissions|efficacite energetique|gaspillage|recyclage|circuits? courts?)\b`,
        rx`\b(?:sostenibilidad|huella de carbono|co2|emisiones|eficiencia energetica|desperdicio|reciclaje|proveedores locales)\b`,
        rx`\b(?:sostenibil\w*|co2|emissioni|efficienza energetica|spreco|riciclo|fornitori (?:locali|entro ${N} km)|km ?0|filiera corta)\b`,
        rx`\b(?:duurzaam\w*|co2|uitstoot|energiebesparing|energie-?efficien\w*|afvalreductie|circulair\w*|zonnepanelen)\b`,
      ),
    ],
    listedAs: ['sustainab', 'nachhaltig', 'durable', 'sostenib', 'duurzaam', 'photovoltaik', 'esg'],
    quantifiable: true,
    industries: { manufacturing: 'high', construction: 'high', hospitality: 'medium', public_sector: 'medium' },
  },
  'civic-engagement': {
    escoTransversal: '7d9bace0-63d0-4848-ac87-350a98082c12',
    cues: [
      ...cues(
        2,
        rx`\b(?:volunteer\w*|pro bono|charity|works council|union representative|community (?:work|projects?))\b`,
        rx`\b(?:ehrenamt\w*|freiwillig\w*|betriebsrat\w*|vereinsvorsitz\w*|gemeinnutzig\w*)\b`,
        rx`\b(?:benevol\w*|associati\w*|representant du personnel|comite d'entreprise|bureau d'aide juridique)\b`,
        rx`\b(?:voluntari\w*|ong|comite de empresa|representante sindical|accion social)\b`,
        rx`\b(?:volontari\w*|rappresentante sindacale|onlus|associazion\w*)\b`,
        rx`\b(?:vrijwillig\w*|ondernemingsraad|or-lid|vakbond\w*|maatschappelijk\w*)\b`,
      ),
    ],
    listedAs: ['volunteer', 'ehrenamt', 'benevol', 'voluntari', 'volontari', 'vrijwillig'],
    quantifiable: false,
    industries: { social_care: 'high', public_sector: 'high', education: 'medium' },
  },
  'diversity-inclusion': {
    escoTransversal: '5ca953f7-541d-4f67-bc55-7721348366cf',
    cues: [
      ...cues(
        2,
        rx`\b(?:diversity|inclusion|inclusive|equal opportunit\w*|accessibility|special (?:educational )?needs)\b`,
        rx`\b(?:diversitat|inklusion|inklusiv\w*|chancengleichheit|barrierefrei\w*)\b`,
        rx`\b(?:diversite|inclusion|inclusi\w*|egalite des chances|accessibilite|handicap)\b`,
        rx`\b(?:diversidad|inclusion|inclusiv\w*|igualdad de oportunidades|accesibilidad|necesidades educativas)\b`,
        rx`\b(?:diversita|inclusione|inclusiv\w*|pari opportunita|accessibilita|bisogni educativi speciali)\b`,
        rx`\b(?:diversiteit|inclusie|inclusief beleid|gelijke kansen|toegankelijkheid)\b`,
      ),
    ],
    listedAs: ['diversity', 'inclusion', 'diversitat', 'diversite', 'diversidad', 'diversita', 'diversiteit', 'atencion a la diversidad'],
    quantifiable: false,
    industries: { education: 'high', public_sector: 'high', social_care: 'medium' },
  },
  'revenue-growth': {
    escoTransversal: 'bdcf429c-5ccf-4c3d-bb61-4c987573a35e',
    cues: [
      ...cues(
        3,
        rx`\b(?:grew|increased|raised|boosted|doubled|tripled)\b[^.;]{0,40}\b(?:sales|revenue|turnover|bookings|margin|market share|arr|mrr)\b[^.;]{0,30}\d|\b(?:sales|revenue|turnover)\b[^.;]{0,20}\b(?:grew|increased|up)\b[^.;]{0,20}\d`,
        rx`\b(?:umsatz\w*|absatz\w*|marktanteil\w*)\b[^.;]{0,40}\b(?:gesteigert|verdoppelt|erhoht|steigerung)\b|\bumsatzsteigerung\b[^.;]{0,20}\d`,
        rx`\b(?:chiffre d'affaires|ventes|part de marche)\b[^.;]{0,40}\b(?:augmente\w*|double\w*|hausse|progression)\b|\b(?:hausse|croissance|progression) (?:du |des |de )?(?:chiffre d'affaires|ventes)\b[^.;]{0,20}\d`,
        rx`\b(?:facturacion|ventas|cuota de mercado)\b[^.;]{0,40}\b(?:aument\w*|duplic\w*|crecimiento|increment\w*)\b|\b(?:aumento|crecimiento|incremento) (?:de (?:la|las) )?(?:facturacion|ventas)\b[^.;]{0,20}\d`,
        rx`\b(?:fatturato|vendite|quota di mercato)\b[^.;]{0,40}\b(?:aumentat\w*|raddoppiat\w*|crescita|incremento)\b|\b(?:aumento|crescita|incremento) (?:del |delle )?(?:fatturato|vendite)\b[^.;]{0,20}\d`,
        rx`\b(?:omzet|verkoop|marktaandeel)\b[^.;]{0,40}\b(?:verhoogd|verdubbeld|gestegen|groei)\b|\b(?:omzetgroei|omzetstijging)\b[^.;]{0,20}\d`,
      ),
    ],
    listedAs: ['business development', 'revenue growth', 'umsatzwachstum', 'growth'],
    quantifiable: true,
    industries: { retail: 'high', technology: 'medium', hospitality: 'medium' },
  },
  'research-inquiry': {
    escoTransversal: '7dd94ad3-13d6-43fe-8b94-51fcbf67ced9',
    cues: [
      ...cues(
        2,
        rx`\b(?:user interviews|usability testing|surveys?|literature review|field ?work|research (?:projects?|study|studies)|clinical audits?|experiments?|hypothes[ie]s)\b`,
        rx`\b(?:umfrage\w*|befragung\w*|studie\w*|forschungsprojekt\w*|literaturrecherche|feldforschung|experiment\w*)\b`,
        rx`\b(?:enquetes?|etudes? (?:de|sur)|projets? de recherche|recherche documentaire|experimentation\w*)\b`,
        rx`\b(?:encuestas?|estudios? (?:de|sobre)|proyectos? de investigacion|investigacion (?:de|sobre)|experimentos?)\b`,
        rx`\b(?:sondagg\w*|questionari|studi(?:o)? (?:di|su)|progetti di ricerca|ricerca (?:di|su)|sperimentazion\w*)\b`,
        rx`\b(?:enquetes?|onderzoek (?:naar|van)|onderzoeksproject\w*|literatuurstudie|experimenten)\b`,
      ),
    ],
    listedAs: ['research', 'forschung', 'recherche', 'investigacion', 'ricerca', 'onderzoek', 'survey design', 'user interviews', 'usability testing'],
    quantifiable: true,
    industries: { technology: 'high', healthcare: 'medium', education: 'medium', consulting: 'medium' },
  },
  'learning-agility': {
    escoTransversal: '9bf266a6-188b-4d17-a22f-2f266d76832b',
    cues: [
      ...cues(
        2,
        rx`\b(?:completed (?:the )?(?:\w+ ){0,4}(?:programme|program|course|certification|competencies|bootcamp)|retrained|career change|self-taught|while studying)\b`,
        rx`\b(?:umschulung|weiterbildung (?:zum|zur)|berufsbegleitend\w*|quereinstieg|autodidakt\w*)\b`,
        rx`\b(?:reconversion|formation continue|en parallele (?:de|des) etudes|autodidacte)\b`,
        rx`\b(?:reconversion profesional|formacion continua|compaginando con (?:los )?estudios|autodidacta)\b`,
        rx`\b(?:riconversione|formazione continua|durante gli studi|autodidatta)\b`,
        rx`\b(?:omscholing|bijscholing|naast de studie|naast (?:mijn|de) opleiding|autodidact)\b`,
      ),
    ],
    listedAs: ['learning', 'lernbereit', 'apprentissage'],
    quantifiable: false,
    industries: { technology: 'high', education: 'medium', healthcare: 'medium' },
  },
  'cost-optimisation': {
    escoTransversal: '7a93e22f-54d8-4bf0-9213-d711f6601b49',
    cues: [
      ...cues(
        3,
        rx`\b(?:reduc\w*|cut|lower\w*|halv\w*|sav\w*)\b[^.;]{0,40}\b(?:costs?|spend|hosting costs|payroll hours|overtime|waste|shrink|empty (?:miles|kilometres))\b|\bcost savings?\b[^.;]{0,30}\d`,
        rx`\b\w*(?:kosten|ausgaben|leerkilometer|ausschuss|uberstunden)\b[^.;]{0,40}\b(?:gesenkt|reduziert|halbiert|eingespart|verringert)\b|\b(?:kostensenkung|kostenreduktion|einsparung\w*)\b[^.;]{0,30}\d`,
        rx`\b(?:reduction|baisse|diminution) (?:des |du )?(?:couts?|depenses|gaspillage)\b|\b(?:couts?|depenses)\b[^.;]{0,30}\b(?:reduits?|divises?|baisse)\b|\beconomies de ${MONEY}`,
        rx`\b(?:reduccion|disminucion|ahorro) (?:de |del |de los )?(?:costes?|costos?|gastos?)\b|\b(?:costes?|costos?|gastos?)\b[^.;]{0,30}\b(?:reducid\w*|reduj\w*)\b`,
        rx`\b(?:riduzione|contenimento|taglio) (?:dei |del )?(?:costi|food cost|scorte|spese)\b|\b(?:costi|food cost|scorte)\b[^.;]{0,30}\b(?:ridott\w*|dimezzat\w*)\b`,
        rx`\b\w*(?:kosten|uitgaven|verspilling)\b[^.;]{0,30}\b(?:verlaagd|bespaard|gehalveerd|verminderd)\b|\b(?:kostenbesparing|kostenreductie|besparing)\w*\b[^.;]{0,30}\d`,
      ),
    ],
    listedAs: ['cost reduction', 'kostensenkung', 'reduction des couts', 'reduccion de costes', 'riduzione dei costi', 'kostenreductie', 'lean'],
    quantifiable: true,
    industries: { manufacturing: 'high', logistics: 'high', retail: 'medium', hospitality: 'medium' },
  },
};

/** The catalogue in the order of `TALENT_IDS` (that order breaks ties: deterministic output). */
export const TALENT_CATALOGUE: readonly (TalentDefinition & { id: TalentId })[] = TALENT_IDS.map((id) => ({ id, ...TALENT_DEFINITIONS[id] }));
