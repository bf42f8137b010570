/**
 * The words of the CV-based market insights (cv-insights.ts) in the six languages Kairos reads and
 * writes: en, de, fr, es, it, nl. Figures, names and sources are filled in by the caller.
 */
export const MARKET_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type MarketLanguage = (typeof MARKET_LANGUAGES)[number];

export function marketLanguage(language: string | null | undefined): MarketLanguage {
  return (MARKET_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MarketLanguage) : 'en';
}

type Component = 'vacancy' | 'shortage' | 'language' | 'culture';

export interface CvMessages {
  occupationsTitle: string;
  occupationLine: (title: string, held: number, total: number, pct: number) => string;
  occupationsAction: (title: string) => string;
  gapTitle: (occupation: string) => string;
  gapDescription: (occupation: string, skills: string) => string;
  learn: (skill: string) => string;
  shortageTitle: (occupation: string, country: string) => string;
  shortageDescription: (publisher: string, period: string, term: string) => string;
  shortageAction: (term: string) => string;
  fitTitle: (country: string, pct: number) => string;
  thinTitle: (country: string) => string;
  thinDescription: (coverage: number, missing: string) => string;
  goalReason: (words: string) => string;
  vacancyTitle: (country: string, value: number, period: string) => string;
  homeReason: string;
  components: Record<Component, string>;
}

export const CV_MESSAGES: Readonly<Record<MarketLanguage, CvMessages>> = {
  en: {
    occupationsTitle: 'Occupations closest to your skills',
    occupationLine: (t, h, n, p) => `${t}: ${h} of ${n} essential skills (${p}%)`,
    occupationsAction: (t) => `Compare your CV with the skills of a ${t}`,
    gapTitle: (o) => `Skills to grow into ${o}`,
    gapDescription: (o, s) => `Essential for ${o} and not yet on your CV: ${s}.`,
    learn: (s) => `Learn ${s}`,
    shortageTitle: (o, c) => `${o} is a shortage occupation in ${c}`,
    shortageDescription: (p, y, t) => `Listed by ${p} (${y}); your CV matches it through ${t}.`,
    shortageAction: (t) => `Lead with your ${t} experience in applications there`,
    fitTitle: (c, p) => `${c}: fit ${p}%`,
    thinTitle: (c) => `${c}: not enough data`,
    thinDescription: (c, m) => `Only ${c}% of the weighting has data. Missing: ${m}.`,
    goalReason: (w) => `From your goal "${w}".`,
    vacancyTitle: (c, v, p) => `${c}: job vacancy rate ${v}% (${p})`,
    homeReason: 'Where you live.',
    components: { vacancy: 'job vacancies', shortage: 'shortage list', language: 'language data', culture: 'cultural data' },
  },
  de: {
    occupationsTitle: 'Berufe, die Ihren Fähigkeiten am nächsten sind',
    occupationLine: (t, h, n, p) => `${t}: ${h} von ${n} wesentlichen Fähigkeiten (${p} %)`,
    occupationsAction: (t) => `Vergleichen Sie Ihren Lebenslauf mit den Fähigkeiten für ${t}`,
    gapTitle: (o) => `Fähigkeiten auf dem Weg zu ${o}`,
    gapDescription: (o, s) => `Wesentlich für ${o} und noch nicht in Ihrem Lebenslauf: ${s}.`,
    learn: (s) => `${s} lernen`,
    shortageTitle: (o, c) => `${o} ist in ${c} ein Engpassberuf`,
    shortageDescription: (p, y, t) => `Gelistet von ${p} (${y}); Ihr Lebenslauf passt dazu über ${t}.`,
    shortageAction: (t) => `Stellen Sie dort Ihre Erfahrung mit ${t} an den Anfang`,
    fitTitle: (c, p) => `${c}: Passung ${p} %`,
    thinTitle: (c) => `${c}: nicht genug Daten`,
    thinDescription: (c, m) => `Nur ${c} % der Gewichtung haben Daten. Es fehlen: ${m}.`,
    goalReason: (w) => `Aus Ihrem Ziel „${w}“.`,
    vacancyTitle: (c, v, p) => `${c}: Quote offener Stellen ${v} % (${p})`,
    homeReason: 'Wo Sie wohnen.',
    components: { vacancy: 'offene Stellen', shortage: 'Engpassliste', language: 'Sprachdaten', culture: 'Kulturdaten' },
  },
  fr: {
    occupationsTitle: 'Les métiers les plus proches de vos compétences',
    occupationLine: (t, h, n, p) => `${t} : ${h} compétences essentielles sur ${n} (${p} %)`,
    occupationsAction: (t) => `Comparez votre CV aux compétences du métier ${t}`,
    gapTitle: (o) => `Compétences pour évoluer vers ${o}`,
    gapDescription: (o, s) => `Essentielles pour ${o} et pas encore dans votre CV : ${s}.`,
    learn: (s) => `Apprendre ${s}`,
    shortageTitle: (o, c) => `${o} est un métier en tension (${c})`,
    shortageDescription: (p, y, t) => `Listé par ${p} (${y}) ; votre CV y correspond par ${t}.`,
    shortageAction: (t) => `Mettez en avant votre expérience en ${t} dans vos candidatures là-bas`,
    fitTitle: (c, p) => `${c} : adéquation ${p} %`,
    thinTitle: (c) => `${c} : pas assez de données`,
    thinDescription: (c, m) => `Seuls ${c} % de la pondération ont des données. Manquent : ${m}.`,
    goalReason: (w) => `D’après votre objectif « ${w} ».`,
    vacancyTitle: (c, v, p) => `${c} : taux d’emplois vacants ${v} % (${p})`,
    homeReason: 'Là où vous vivez.',
    components: { vacancy: 'emplois vacants', shortage: 'liste des métiers en tension', language: 'données linguistiques', culture: 'données culturelles' },
  },
  es: {
    occupationsTitle: 'Las ocupaciones más cercanas a sus competencias',
    occupationLine: (t, h, n, p) => `${t}: ${h} de ${n} competencias esenciales (${p} %)`,
    occupationsAction: (t) => `Compare su CV con las competencias de ${t}`,
    gapTitle: (o) => `Competencias para llegar a ${o}`,
    gapDescription: (o, s) => `Esenciales para ${o} y aún no en su CV: ${s}.`,
    learn: (s) => `Aprender ${s}`,
    shortageTitle: (o, c) => `${o} es una ocupación con escasez en ${c}`,
    shortageDescription: (p, y, t) => `Publicado por ${p} (${y}); su CV coincide por ${t}.`,
    shortageAction: (t) => `Destaque su experiencia en ${t} en las candidaturas allí`,
    fitTitle: (c, p) => `${c}: encaje ${p} %`,
    thinTitle: (c) => `${c}: no hay datos suficientes`,
    thinDescription: (c, m) => `Solo el ${c} % de la ponderación tiene datos. Faltan: ${m}.`,
    goalReason: (w) => `Según su objetivo «${w}».`,
    vacancyTitle: (c, v, p) => `${c}: tasa de vacantes ${v} % (${p})`,
    homeReason: 'Donde vive.',
    components: { vacancy: 'vacantes', shortage: 'lista de ocupaciones con escasez', language: 'datos de idioma', culture: 'datos culturales' },
  },
  it: {
    occupationsTitle: 'Le professioni più vicine alle sue competenze',
    occupationLine: (t, h, n, p) => `${t}: ${h} competenze essenziali su ${n} (${p}%)`,
    occupationsAction: (t) => `Confronti il suo CV con le competenze di ${t}`,
    gapTitle: (o) => `Competenze per arrivare a ${o}`,
    gapDescription: (o, s) => `Essenziali per ${o} e non ancora nel suo CV: ${s}.`,
    learn: (s) => `Imparare ${s}`,
    shortageTitle: (o, c) => `${o} è una professione carente in ${c}`,
    shortageDescription: (p, y, t) => `Indicata da ${p} (${y}); il suo CV corrisponde tramite ${t}.`,
    shortageAction: (t) => `Metta in evidenza la sua esperienza in ${t} nelle candidature lì`,
    fitTitle: (c, p) => `${c}: corrispondenza ${p}%`,
    thinTitle: (c) => `${c}: dati insufficienti`,
    thinDescription: (c, m) => `Solo il ${c}% della ponderazione ha dati. Mancano: ${m}.`,
    goalReason: (w) => `Dal suo obiettivo «${w}».`,
    vacancyTitle: (c, v, p) => `${c}: tasso di posti vacanti ${v}% (${p})`,
    homeReason: 'Dove vive.',
    components: { vacancy: 'posti vacanti', shortage: 'elenco delle professioni carenti', language: 'dati linguistici', culture: 'dati culturali' },
  },
  nl: {
    occupationsTitle: 'Beroepen die het dichtst bij uw vaardigheden liggen',
    occupationLine: (t, h, n, p) => `${t}: ${h} van ${n} essentiële vaardigheden (${p}%)`,
    occupationsAction: (t) => `Vergelijk uw cv met de vaardigheden van ${t}`,
    gapTitle: (o) => `Vaardigheden op weg naar ${o}`,
    gapDescription: (o, s) => `Essentieel voor ${o} en nog niet op uw cv: ${s}.`,
    learn: (s) => `${s} leren`,
    shortageTitle: (o, c) => `${o} is een knelpuntberoep in ${c}`,
    shortageDescription: (p, y, t) => `Vermeld door ${p} (${y}); uw cv past erbij via ${t}.`,
    shortageAction: (t) => `Zet uw ervaring met ${t} daar voorop in sollicitaties`,
    fitTitle: (c, p) => `${c}: match ${p}%`,
    thinTitle: (c) => `${c}: niet genoeg gegevens`,
    thinDescription: (c, m) => `Slechts ${c}% van de weging heeft gegevens. Ontbreekt: ${m}.`,
    goalReason: (w) => `Uit uw doel ‘${w}’.`,
    vacancyTitle: (c, v, p) => `${c}: vacaturegraad ${v}% (${p})`,
    homeReason: 'Waar u woont.',
    components: { vacancy: 'vacatures', shortage: 'knelpuntberoepenlijst', language: 'taalgegevens', culture: 'culturele gegevens' },
  },
};
