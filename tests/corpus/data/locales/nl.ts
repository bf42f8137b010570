import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const nl: Locale = {
  id: 'nl',
  lang: 'nl',
  country: 'Nederland',
  firstNames: {
    f: ['Sanne', 'Femke', 'Anouk', 'Marloes', 'Eline', 'Noor', 'Ilse', 'Lotte'],
    m: ['Daan', 'Bram', 'Thijs', 'Joost', 'Sven', 'Ruben', 'Koen', 'Maarten'],
  },
  lastNames: ['de Vries', 'van Dijk', 'Jansen', 'Bakker', 'Visser', 'van den Berg', 'Smit', 'Mulder', 'de Groot', 'Bos'],
  cities: [
    { city: 'Utrecht', postcode: '3511 AB' },
    { city: 'Rotterdam', postcode: '3011 BH' },
    { city: 'Eindhoven', postcode: '5611 EM' },
    { city: 'Groningen', postcode: '9711 LM' },
    { city: 'Amsterdam', postcode: '1016 GV' },
    { city: 'Den Haag', postcode: '2511 CS' },
  ],
  streets: ['Oudegracht', 'Witte de Withstraat', 'Stratumseind', 'Herestraat', 'Prinsengracht', 'Laan van Meerdervoort'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+31 6 5555 ####', '06 5555 ####', '+31 (0)30 555 ####'],
  legalForms: ['B.V.', 'N.V.', 'V.O.F.'],
  employers: {
    health: ['UMC {city}', 'Ziekenhuis {last}', 'Apotheek {last}', 'Tandartspraktijk {last}'],
    build: ['{last} Installatietechniek {legal}', 'Bouwbedrijf {last} {legal}', 'Timmerbedrijf {last}'],
    hospitality: ['Hotel {last}', 'Restaurant De {last}', 'Van der Valk Hotel {city}'],
    logistics: ['Transportbedrijf {last} {legal}', '{last} Logistics {legal}'],
    retail: ['{last} Groothandel {legal}', 'Warenhuis {last} {legal}'],
    office: ['{last} Advocaten', '{last} Accountants {legal}', '{last} & Partners {legal}'],
    industry: ['Autobedrijf {last} {legal}', '{last} Machinebouw {legal}'],
    public: ['Gemeente {city}', 'Politie Eenheid {city}', 'Belastingdienst/Douane', 'Sociaal Wijkteam {city}'],
    education: ['Basisschool De Regenboog', 'OBS {last}', 'Universiteit {city}'],
    agri: ['Melkveebedrijf {last}', 'Akkerbouwbedrijf {last} {legal}'],
    aviation: ['Holland Skyways {legal}', 'Vliegschool {city}'],
    tech: ['{last} Software {legal}', 'Datawerk {legal}'],
    media: ['Dagblad van het {city}', 'Ontwerpbureau {last}', 'Vertaalbureau {last} {legal}'],
  },
  headings: {
    profile: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    certificates: 'Certificaten',
    interests: "Hobby's",
    contact: 'Contact',
    personal: 'Personalia',
  },
  labels: { phone: 'Telefoon', email: 'E-mail', address: 'Adres', born: 'Geboortedatum' },
  birthDate: true,
  months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  monthsShort: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  dateStyles: ['MMM YYYY', 'MMMM YYYY', 'MM-YYYY'],
  present: ['heden', 'nu'],
  since: ['sinds {d}', 'vanaf {d}'],
  levels: { native: ['moedertaal'], fluent: ['vloeiend', 'uitstekend'], good: ['goed'], basic: ['basis', 'redelijk'] },
  languageNames: { nl: 'Nederlands', en: 'Engels', de: 'Duits', fr: 'Frans', es: 'Spaans', it: 'Italiaans' },
  institutions: {
    university: [
      'Universiteit Utrecht',
      'Erasmus Universiteit Rotterdam',
      'Technische Universiteit Eindhoven',
      'Rijksuniversiteit Groningen',
      'Hogeschool van Amsterdam',
      'Haagse Hogeschool',
    ],
    vocational: ['ROC Midden Nederland', 'Albeda', 'Summa College', 'Noorderpoort'],
    school: ['Stedelijk Gymnasium', 'Christelijk Lyceum'],
  },
  occ: occ(`
    nurse = Verpleegkundige | Teamleider verpleging | Bachelor Verpleegkunde
    electrician = Elektromonteur | Eerste monteur | MBO 4 Eerste Monteur Elektrotechnische Installaties
    accountant = Boekhouder | Financial controller | HBO Accountancy
    chef = Zelfstandig werkend kok | Chef-kok | MBO Gespecialiseerd kok
    teacher = Leerkracht basisonderwijs | Intern begeleider | Pabo
    logistics-planner = Transportplanner | Teamleider planning | HBO Logistiek
    lawyer = Advocaat | Senior advocaat | Master Nederlands recht
    hr-manager = HR-adviseur | HR-manager | Master Arbeids- en organisatiepsychologie
    pilot = First Officer | Gezagvoerder | Integrated ATPL
    sales-rep = Accountmanager buitendienst | Key accountmanager | HBO Commerciële Economie
    civil-engineer = Civiel ingenieur | Projectleider | Master Civil Engineering
    pharmacist = Apotheker | Beherend apotheker | Master Farmacie
    social-worker = Maatschappelijk werker | Coördinator wijkteam | HBO Social Work
    architect = Architect | Projectarchitect | Master Architectuur
    journalist = Verslaggever | Eindredacteur | HBO Journalistiek
    mechanic = Autotechnicus | Chef werkplaats | MBO Eerste Autotechnicus
    hotel-manager = Front Office Manager | Hotelmanager | Bachelor Hotel Management
    police-officer = Agent | Brigadier | MBO Politie
    translator = Vertaler | Senior vertaler | Master Vertalen
    data-analyst = Data-analist | Senior data-analist | Master Statistiek
    marketing-manager = Marketeer | Marketingmanager | HBO Commerciële Economie
    researcher = Promovendus | Postdoc onderzoeker | PhD Moleculaire Biologie
    software-engineer = Softwareontwikkelaar | Senior softwareontwikkelaar | HBO-ICT
    physiotherapist = Fysiotherapeut | Senior fysiotherapeut | Bachelor Fysiotherapie
    farmer = Medewerker melkveehouderij | Bedrijfsleider | MBO Veehouderij
    buyer = Inkoper | Senior inkoper | HBO Bedrijfskunde
    carpenter = Timmerman | Uitvoerder | MBO Timmerman
    retail-manager = Assistent-filiaalmanager | Filiaalmanager | MBO Manager retail
    customs-officer = Douanemedewerker | Senior douane-inspecteur | HBO Fiscaal Recht en Economie
    dental-assistant = Tandartsassistente | Praktijkmanager | MBO Tandartsassistent
    graphic-designer = Grafisch ontwerper | Art director | Bachelor Grafisch Ontwerp
    bank-advisor = Klantadviseur | Hypotheekadviseur | HBO Finance & Control
  `),
  bullets: [
    'Aansturen van een team van {n} medewerkers',
    'Kosten met {p} % verlaagd binnen {m} maanden',
    'Verantwoordelijk voor een budget van {k}',
    "Inwerken van {n} nieuwe collega's",
    'Nieuw proces ingevoerd waardoor de doorlooptijd met {p} % daalde',
  ],
  interests: ['Wielrennen', 'Koor', 'Vrijwilliger bij de voedselbank', 'Zeilen'],
  summaries: [
    '{title} met {years} jaar ervaring, gestructureerd en resultaatgericht.',
    'Ervaren {title} ({years} jaar) die graag processen verbetert.',
  ],
};
