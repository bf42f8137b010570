import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const hu: Locale = {
  id: 'hu',
  lang: 'hu',
  country: 'Magyarország',
  firstNames: {
    f: ['Eszter', 'Zsófia', 'Réka', 'Katalin', 'Anikó', 'Dóra', 'Orsolya', 'Enikő'],
    m: ['Bence', 'Gergő', 'Ádám', 'László', 'Zoltán', 'Péter', 'Dániel', 'Máté'],
  },
  lastNames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh'],
  cities: [
    { city: 'Budapest', postcode: '1052' },
    { city: 'Debrecen', postcode: '4024' },
    { city: 'Szeged', postcode: '6720' },
    { city: 'Pécs', postcode: '7621' },
    { city: 'Győr', postcode: '9021' },
    { city: 'Miskolc', postcode: '3525' },
  ],
  streets: ['Váci utca', 'Piac utca', 'Kárász utca', 'Király utca', 'Baross út'],
  address: '{postcode} {city}, {street} {no}.',
  phones: ['+36 30 555 ####', '06 30 555 ####', '+36 1 555 ####'],
  legalForms: ['Kft.', 'Zrt.', 'Bt.'],
  employers: {
    health: ['Semmelweis Egyetem Klinikai Központ', '{city}i Kórház', '{last} Patika {legal}', '{last} Fogászat {legal}'],
    build: ['{last} Villamossági {legal}', '{last} Építőipari {legal}', '{last} Ács {legal}'],
    hospitality: ['Hotel {last}', '{last} Étterem', 'Grand Hotel {city}'],
    logistics: ['{last} Trans {legal}', '{last} Logisztika {legal}'],
    retail: ['{last} Kereskedelmi {legal}', '{last} Áruház {legal}'],
    office: ['{last} Ügyvédi Iroda', '{last} Könyvelőiroda {legal}', '{last} Tanácsadó {legal}'],
    industry: ['{last} Autószerviz {legal}', '{last} Gépgyártó {legal}'],
    public: [
      '{city} Megyei Jogú Város Önkormányzata',
      'Budapesti Rendőr-főkapitányság',
      'Nemzeti Adó- és Vámhivatal',
      'Család- és Gyermekjóléti Központ {city}',
    ],
    education: ['{city}i Általános Iskola', '{city}i Tudományegyetem'],
    agri: ['{last} Gazdaság', '{last} Agrár {legal}'],
    aviation: ['Pannon Air {legal}', '{city}i Repülőiskola'],
    tech: ['{last} Szoftver {legal}', 'DataHun {legal}'],
    media: ['{city}i Napló', '{last} Stúdió', '{last} Fordítóiroda {legal}'],
  },
  headings: {
    profile: 'Szakmai profil',
    experience: 'Szakmai tapasztalat',
    education: 'Tanulmányok',
    skills: 'Készségek',
    languages: 'Nyelvtudás',
    certificates: 'Tanúsítványok',
    interests: 'Érdeklődési kör',
    contact: 'Elérhetőség',
    personal: 'Személyes adatok',
  },
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Cím', born: 'Születési dátum' },
  cvTitle: 'Önéletrajz',
  birthDate: true,
  months: [
    'január',
    'február',
    'március',
    'április',
    'május',
    'június',
    'július',
    'augusztus',
    'szeptember',
    'október',
    'november',
    'december',
  ],
  monthsShort: ['jan.', 'febr.', 'márc.', 'ápr.', 'máj.', 'jún.', 'júl.', 'aug.', 'szept.', 'okt.', 'nov.', 'dec.'],
  dateStyles: ['YYYY.MM', 'YYYY. MMMM', 'MM/YYYY'],
  present: ['jelenleg', 'napjainkig', 'jelen'],
  since: ['{d} óta', '{d}-tól'],
  levels: { native: ['anyanyelv'], fluent: ['felsőfok', 'folyékony'], good: ['középfok'], basic: ['alapfok'] },
  languageNames: { hu: 'magyar', en: 'angol', de: 'német', fr: 'francia', it: 'olasz', es: 'spanyol', ro: 'román' },
  institutions: {
    university: [
      'Eötvös Loránd Tudományegyetem',
      'Debreceni Egyetem',
      'Szegedi Tudományegyetem',
      'Pécsi Tudományegyetem',
      'Széchenyi István Egyetem',
      'Budapesti Műszaki és Gazdaságtudományi Egyetem',
    ],
    vocational: ['Budapesti Gépészeti Szakképzési Centrum', 'Debreceni SZC Vegyipari Technikum', 'Szegedi SZC Vendéglátóipari Technikum'],
    school: ['Fazekas Mihály Gimnázium', 'Radnóti Miklós Gimnázium'],
  },
  occ: occ(`
    nurse = Ápoló | Osztályvezető ápoló | Ápolás és betegellátás BSc
    electrician = Villanyszerelő | Művezető | Villanyszerelő szakképesítés (OKJ)
    accountant = Könyvelő | Főkönyvelő | Pénzügy és számvitel BA
    chef = Szakács | Séf | Szakács szakképesítés
    teacher = Tanító | Igazgatóhelyettes | Tanító BA
    logistics-planner = Fuvarszervező | Logisztikai vezető | Logisztikai mérnök BSc
    lawyer = Ügyvédjelölt | Ügyvéd | Jogász (osztatlan mesterképzés)
    hr-manager = HR generalista | HR vezető | Emberi erőforrások MA
    pilot = Másodpilóta | Kapitány | ATPL(A) képzés
    sales-rep = Területi képviselő | Key Account Manager | Kereskedelem és marketing BA
    civil-engineer = Építőmérnök | Projektvezető | Építőmérnök MSc
    pharmacist = Gyógyszerész | Vezető gyógyszerész | Gyógyszerész (osztatlan képzés)
    social-worker = Szociális munkás | Csoportvezető | Szociális munka BA
    architect = Építész | Vezető tervező | Okleveles építészmérnök
    journalist = Újságíró | Rovatvezető | Kommunikáció- és médiatudomány BA
    mechanic = Autószerelő | Műhelyvezető | Gépjármű-mechatronikus
    hotel-manager = Recepcióvezető | Szállodaigazgató | Turizmus-vendéglátás BA
    police-officer = Járőr | Főtörzsőrmester | Rendőrtiszti Főiskola
    translator = Fordító | Szakfordító | Fordító és tolmács MA
    data-analyst = Adatelemző | Senior adatelemző | Alkalmazott matematikus MSc
    marketing-manager = Marketing munkatárs | Marketingvezető | Marketing MSc
    researcher = Tudományos segédmunkatárs | Tudományos munkatárs | PhD molekuláris biológia
    software-engineer = Szoftverfejlesztő | Senior szoftverfejlesztő | Programtervező informatikus BSc
    physiotherapist = Gyógytornász | Vezető gyógytornász | Gyógytornász BSc
    farmer = Mezőgazdasági dolgozó | Gazdaságvezető | Mezőgazdasági technikus
    buyer = Beszerző | Beszerzési vezető | Gazdálkodás és menedzsment BA
    carpenter = Ács | Ácsmester | Ács szakképesítés
    retail-manager = Üzletvezető-helyettes | Üzletvezető | Kereskedő szakképesítés
    customs-officer = Pénzügyőr | Vámfelügyelő | Vám- és jövedéki ügyintéző
    dental-assistant = Fogászati asszisztens | Vezető asszisztens | Fogászati asszisztens szakképesítés
    graphic-designer = Grafikus | Art director | Tervezőgrafika BA
    bank-advisor = Banki ügyfélreferens | Lakáshitel-tanácsadó | Pénzügy és számvitel BA
  `),
  bullets: [
    '{n} fős csapat vezetése',
    'A költségek {p} %-os csökkentése {m} hónap alatt',
    '{k} értékű költségkeret felelőse',
    '{n} új kolléga betanítása',
  ],
  interests: ['Túrázás', 'Kórus', 'Önkéntes munka', 'Kerékpározás'],
  summaries: ['{title} {years} év tapasztalattal, megbízható és eredményorientált.'],
};
