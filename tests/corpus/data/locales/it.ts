import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const it: Locale = {
  id: 'it',
  lang: 'it',
  country: 'Italia',
  firstNames: {
    f: ['Giulia', 'Chiara', 'Federica', 'Martina', 'Alessandra', 'Francesca', 'Noemi', 'Ilaria'],
    m: ['Luca', 'Matteo', 'Niccolò', 'Davide', 'Gianluca', 'Andrea', 'Lorenzo', 'Federico'],
  },
  lastNames: ['Rossi', 'Ferraresi', 'Bianchi', 'Esposito', 'Colombo', 'De Luca', 'Marchetti', 'Galli', 'Fabbri', 'Santoro'],
  cities: [
    { city: 'Milano', postcode: '20121', region: 'MI' },
    { city: 'Torino', postcode: '10123', region: 'TO' },
    { city: 'Bologna', postcode: '40121', region: 'BO' },
    { city: 'Firenze', postcode: '50122', region: 'FI' },
    { city: 'Napoli', postcode: '80132', region: 'NA' },
    { city: 'Verona', postcode: '37121', region: 'VR' },
  ],
  streets: ['Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via Roma', 'Viale Mazzini', 'Via dei Mille'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+39 347 555 ####', '347 555 ####', '+39 02 5550 ####'],
  legalForms: ['S.r.l.', 'S.p.A.', 'S.n.c.'],
  employers: {
    health: ['Azienda Ospedaliera di {city}', 'Ospedale San {last}', 'Farmacia {last}', 'Studio Dentistico {last}'],
    build: ['Impianti Elettrici {last} {legal}', 'Costruzioni {last} {legal}', 'Falegnameria {last}'],
    hospitality: ['Hotel {last}', 'Ristorante Da {last}', 'Grand Hotel {city} {legal}'],
    logistics: ['Trasporti {last} {legal}', '{last} Logistica {legal}'],
    retail: ['{last} Distribuzione {legal}', 'Supermercati {last} {legal}'],
    office: ['Studio Legale {last}', 'Studio {last} Commercialisti', '{last} Consulting {legal}'],
    industry: ['Officina {last} {legal}', '{last} Meccanica {legal}'],
    public: ['Comune di {city}', 'Polizia di Stato – Questura di {city}', 'Agenzia delle Dogane e dei Monopoli', 'ASL {city}'],
    education: ['Istituto Comprensivo {city} 3', 'Scuola Primaria G. Rodari', 'Università di {city}'],
    agri: ['Azienda Agricola {last}', 'Cooperativa Agricola {city}'],
    aviation: ['Aliblu Airlines {legal}', 'Aeroclub {city}'],
    tech: ['{last} Software {legal}', 'Datanova {legal}'],
    media: ['Il Corriere di {city}', 'Studio Grafico {last}', 'Traduzioni {last} {legal}'],
  },
  headings: {
    profile: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    certificates: 'Certificazioni',
    interests: 'Interessi',
    contact: 'Contatti',
    personal: 'Dati personali',
  },
  labels: { phone: 'Telefono', email: 'E-mail', address: 'Indirizzo', born: 'Data di nascita' },
  cvTitle: 'Curriculum Vitae',
  birthDate: true,
  months: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  monthsShort: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  dateStyles: ['MM/YYYY', 'MMMM YYYY', 'MMM YYYY'],
  present: ['oggi', 'in corso', 'attuale'],
  since: ['da {d}', 'dal {d}'],
  levels: { native: ['madrelingua'], fluent: ['ottimo', 'fluente'], good: ['buono', 'discreto'], basic: ['scolastico', 'base'] },
  languageNames: { it: 'Italiano', en: 'Inglese', fr: 'Francese', de: 'Tedesco', es: 'Spagnolo', pt: 'Portoghese' },
  institutions: {
    university: [
      'Università degli Studi di Milano',
      'Politecnico di Torino',
      'Alma Mater Studiorum – Università di Bologna',
      'Università degli Studi di Firenze',
      'Università degli Studi di Napoli Federico II',
      'Università di Verona',
    ],
    vocational: ['IPSSAR Carlo Porta', 'ITIS Galileo Galilei', 'CFP Canossa', 'ENAIP Veneto'],
    school: ['Liceo Scientifico Leonardo da Vinci', 'Liceo Classico Galvani'],
  },
  occ: occ(`
    nurse = Infermiera | Coordinatrice infermieristica | Laurea in Infermieristica
    electrician = Elettricista | Capo squadra elettricisti | Diploma di Tecnico elettrico
    accountant = Contabile | Responsabile amministrativo | Laurea in Economia Aziendale
    chef = Cuoco capo partita | Chef di cucina | Diploma alberghiero
    teacher = Insegnante di scuola primaria | Coordinatrice didattica | Laurea in Scienze della Formazione Primaria
    logistics-planner = Pianificatore logistico | Responsabile logistica | Laurea in Ingegneria Gestionale
    lawyer = Avvocata | Socia | Laurea magistrale in Giurisprudenza
    hr-manager = HR Specialist | Responsabile Risorse Umane | Laurea in Psicologia del Lavoro
    pilot = Primo ufficiale | Comandante | Corso ATPL integrato
    sales-rep = Agente di commercio | Key Account Manager | Laurea in Economia e Commercio
    civil-engineer = Ingegnere civile | Direttore di cantiere | Laurea magistrale in Ingegneria Civile
    pharmacist = Farmacista collaboratrice | Direttrice di farmacia | Laurea in Farmacia
    social-worker = Assistente sociale | Coordinatrice servizi sociali | Laurea in Servizio Sociale
    architect = Architetto | Capo progetto | Laurea magistrale in Architettura
    journalist = Giornalista | Caporedattrice | Laurea in Scienze della Comunicazione
    mechanic = Meccanico auto | Capo officina | Qualifica di operatore alla riparazione dei veicoli
    hotel-manager = Front Office Manager | Direttore d'albergo | Laurea in Economia del Turismo
    police-officer = Agente di Polizia | Ispettore di Polizia | Corso di formazione per agenti
    translator = Traduttrice | Traduttrice senior | Laurea magistrale in Traduzione specializzata
    data-analyst = Data Analyst | Senior Data Analyst | Laurea in Statistica
    marketing-manager = Marketing Specialist | Responsabile Marketing | Laurea in Marketing
    researcher = Assegnista di ricerca | Ricercatrice | Dottorato in Biologia molecolare
    software-engineer = Sviluppatore software | Senior Software Engineer | Laurea in Informatica
    physiotherapist = Fisioterapista | Coordinatrice fisioterapisti | Laurea in Fisioterapia
    farmer = Operaio agricolo | Titolare azienda agricola | Diploma di Perito agrario
    buyer = Buyer | Responsabile acquisti | Laurea in Ingegneria Gestionale
    carpenter = Falegname | Capo falegname | Qualifica di operatore del legno
    retail-manager = Vice store manager | Store manager | Diploma di ragioneria
    customs-officer = Funzionario doganale | Funzionario doganale senior | Laurea in Economia
    dental-assistant = Assistente di studio odontoiatrico | Coordinatrice di studio | Qualifica ASO
    graphic-designer = Graphic designer | Art director | Diploma accademico in Graphic Design
    bank-advisor = Consulente bancario | Gestore private | Laurea in Economia e Finanza
  `),
  bullets: [
    'Coordinamento di un team di {n} persone',
    'Riduzione dei costi del {p} % in {m} mesi',
    'Gestione di un budget di {k}',
    'Formazione di {n} nuovi colleghi',
    'Introduzione di una nuova procedura che ha ridotto i tempi del {p} %',
  ],
  interests: ['Trekking', 'Volontariato in Croce Rossa', 'Fotografia', 'Cucina'],
  summaries: [
    '{title} con {years} anni di esperienza, precisa e orientata ai risultati.',
    '{title} con {years} anni di esperienza e forte attitudine al lavoro di squadra.',
  ],
};
