import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const fr: Locale = {
  id: 'fr',
  lang: 'fr',
  country: 'France',
  firstNames: {
    f: ['Camille', 'Élodie', 'Chloé', 'Inès', 'Margaux', 'Léa', 'Anaïs', 'Hélène'],
    m: ['Julien', 'Théo', 'Mathieu', 'Rémi', 'Loïc', 'Benoît', 'Hugo', 'Jérôme'],
  },
  lastNames: ['Lefèvre', 'Moreau', 'Girard', 'Benoît', 'Rousseau', 'Faure', 'Mercier', 'Chevalier', 'Lemaître', 'Bérenger'],
  cities: [
    { city: 'Lyon', postcode: '69003' },
    { city: 'Nantes', postcode: '44000' },
    { city: 'Toulouse', postcode: '31000' },
    { city: 'Lille', postcode: '59000' },
    { city: 'Bordeaux', postcode: '33000' },
    { city: 'Rennes', postcode: '35000' },
  ],
  streets: ['rue Paul Bert', 'boulevard Victor Hugo', 'rue de la République', 'avenue Jean Jaurès', 'rue des Lilas'],
  address: '{no} {street}, {postcode} {city}',
  phones: ['06 39 98 ## ##', '+33 6 39 98 ## ##', '07 55 50 ## ##'],
  legalForms: ['SAS', 'SARL', 'S.A.'],
  employers: {
    health: ['CHU de {city}', 'Clinique Saint-{last}', 'Pharmacie {last}', 'Cabinet de kinésithérapie {last}'],
    build: ['{last} Électricité {legal}', '{last} Bâtiment {legal}', 'Charpentes {last} {legal}'],
    hospitality: ['Hôtel {last}', 'Brasserie {last}', 'Le Bistrot de {city}'],
    logistics: ['Transports {last} {legal}', '{last} Logistique {legal}'],
    retail: ['{last} Distribution {legal}', 'Maison {last} {legal}'],
    office: ['Cabinet {last} Avocats', '{last} Expertise Comptable {legal}', '{last} Conseil {legal}'],
    industry: ['Garage {last} {legal}', '{last} Industrie {legal}'],
    public: [
      'Mairie de {city}',
      'Police nationale – Commissariat de {city}',
      'Direction régionale des douanes de {city}',
      'Conseil départemental',
    ],
    education: ['École élémentaire Jules Ferry', 'Collège {last}', 'Université de {city}'],
    agri: ['EARL {last}', 'GAEC des {last}'],
    aviation: ['Air Atlantique {legal}', 'Aéroclub de {city}'],
    tech: ['{last} Data {legal}', '{last} Logiciels {legal}'],
    media: ['Le Progrès de {city}', 'Agence {last} {legal}', '{last} Traductions'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    certificates: 'Certifications',
    interests: "Centres d'intérêt",
    contact: 'Contact',
    personal: 'Informations personnelles',
  },
  labels: { phone: 'Téléphone', email: 'E-mail', address: 'Adresse', born: 'Née le' },
  birthDate: false,
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  monthsShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  dateStyles: ['MMMM YYYY', 'MMM YYYY', 'MM/YYYY'],
  present: ["aujourd'hui", 'présent', 'ce jour'],
  since: ['depuis {d}'],
  levels: {
    native: ['langue maternelle', 'natif'],
    fluent: ['courant', 'bilingue'],
    good: ['bon niveau', 'intermédiaire'],
    basic: ['notions', 'scolaire'],
  },
  languageNames: { fr: 'Français', en: 'Anglais', de: 'Allemand', es: 'Espagnol', it: 'Italien', pt: 'Portugais', nl: 'Néerlandais' },
  institutions: {
    university: [
      'Université Lumière Lyon 2',
      'Nantes Université',
      'Université Toulouse III – Paul Sabatier',
      'Université de Lille',
      'Université de Bordeaux',
      'Université de Rennes',
    ],
    vocational: ['Lycée professionnel Jean Lurçat', 'CFA du Bâtiment de Toulouse', 'Institut Paul Bocuse', 'IFSI de Nantes'],
    school: ['Lycée du Parc', 'Lycée Clemenceau'],
  },
  occ: occ(`
    nurse = Infirmière | Cadre de santé | Diplôme d'État d'infirmier
    electrician = Électricien | Chef d'équipe électricien | Bac pro Métiers de l'électricité
    accountant = Comptable | Responsable comptable | DCG – Diplôme de comptabilité et de gestion
    chef = Chef de partie | Chef de cuisine | CAP Cuisine
    teacher = Professeure des écoles | Directrice d'école | Master MEEF premier degré
    logistics-planner = Planificateur transport | Responsable exploitation transport | Licence pro Logistique
    lawyer = Avocate collaboratrice | Avocate associée | Master 2 Droit social et CAPA
    hr-manager = Chargée RH | Responsable des ressources humaines | Master GRH
    pilot = Officier pilote de ligne | Commandant de bord | Formation ATPL intégrée
    sales-rep = Commercial terrain | Responsable grands comptes | BTS Négociation et digitalisation de la relation client
    civil-engineer = Ingénieur travaux | Chef de projet génie civil | Diplôme d'ingénieur en génie civil
    pharmacist = Pharmacienne adjointe | Pharmacienne titulaire | Diplôme d'État de docteur en pharmacie
    social-worker = Assistante sociale | Coordinatrice sociale | Diplôme d'État d'assistant de service social
    architect = Architecte | Architecte chef de projet | Diplôme d'État d'architecte
    journalist = Journaliste | Rédactrice en chef adjointe | Master Journalisme
    mechanic = Mécanicien automobile | Chef d'atelier | Bac pro Maintenance des véhicules
    hotel-manager = Responsable de réception | Directeur d'hôtel | Bachelor Management hôtelier
    police-officer = Gardien de la paix | Brigadier-chef | Formation initiale de gardien de la paix
    translator = Traductrice | Traductrice principale | Master Traduction spécialisée
    data-analyst = Data analyst | Data analyst senior | Master Statistique et science des données
    marketing-manager = Chargée de marketing | Responsable marketing | Master Marketing digital
    researcher = Ingénieure de recherche | Chercheuse postdoctorale | Doctorat en biologie cellulaire
    software-engineer = Développeur | Développeur senior | Diplôme d'ingénieur en informatique
    physiotherapist = Masseur-kinésithérapeute | Kinésithérapeute référent | Diplôme d'État de masseur-kinésithérapeute
    farmer = Ouvrier agricole | Chef d'exploitation | BTSA Agronomie productions végétales
    buyer = Acheteur | Responsable achats | Master Achats internationaux
    carpenter = Charpentier | Chef d'équipe charpente | CAP Charpentier bois
    retail-manager = Adjointe responsable de magasin | Responsable de magasin | BTS Management commercial opérationnel
    customs-officer = Agent des douanes | Contrôleur des douanes | Concours de contrôleur des douanes
    dental-assistant = Assistante dentaire | Assistante dentaire référente | Titre d'assistant dentaire
    graphic-designer = Graphiste | Directrice artistique | DN MADE Graphisme
    bank-advisor = Conseiller clientèle | Conseiller patrimonial | Licence Banque Assurance
  `),
  bullets: [
    "Encadrement d'une équipe de {n} personnes",
    'Réduction des coûts de {p} % en {m} mois',
    "Gestion d'un budget de {k}",
    'Formation de {n} nouveaux collaborateurs',
    "Mise en place d'un nouveau processus réduisant les délais de {p} %",
  ],
  interests: ['Randonnée', 'Théâtre amateur', 'Bénévolat aux Restos du Cœur', 'Cuisine'],
  summaries: [
    "{title} avec {years} ans d'expérience, rigoureuse et orientée résultats.",
    "{title} expérimenté(e) ({years} ans), à l'aise dans le travail en équipe.",
  ],
};
