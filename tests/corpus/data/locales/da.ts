import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const da: Locale = {
  id: 'da',
  lang: 'da',
  country: 'Danmark',
  firstNames: {
    f: ['Mette', 'Signe', 'Freja', 'Ida', 'Louise', 'Sørine', 'Camilla', 'Astrid'],
    m: ['Mads', 'Rasmus', 'Søren', 'Frederik', 'Kasper', 'Jens', 'Anders', 'Mikkel'],
  },
  lastNames: ['Jørgensen', 'Nielsen', 'Sørensen', 'Kjær', 'Holm', 'Møller', 'Lauridsen', 'Østergaard', 'Dahl', 'Bech'],
  cities: [
    { city: 'Aarhus', postcode: '8000' },
    { city: 'København', postcode: '2200' },
    { city: 'Odense', postcode: '5000' },
    { city: 'Aalborg', postcode: '9000' },
    { city: 'Esbjerg', postcode: '6700' },
  ],
  streets: ['Vestergade', 'Nørrebrogade', 'Overgade', 'Boulevarden', 'Kongensgade'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+45 20 55 ## ##', '20 55 ## ##', '+45 31 55 ## ##'],
  legalForms: ['A/S', 'ApS', 'I/S'],
  employers: {
    health: ['Aarhus Universitetshospital', 'Region {city}', '{last} Apotek', 'Tandlægerne {last}'],
    build: ['{last} El {legal}', '{last} Byg {legal}', '{last} Tømrer {legal}'],
    hospitality: ['Hotel {last}', 'Restaurant {last}', 'Comwell {city}'],
    logistics: ['{last} Transport {legal}', '{last} Logistik {legal}'],
    retail: ['{last} Handel {legal}', 'Føtex {city}'],
    office: ['Advokatfirmaet {last}', '{last} Revision {legal}', '{last} Consult {legal}'],
    industry: ['{last} Autoværksted {legal}', '{last} Maskinfabrik {legal}'],
    public: ['{city} Kommune', 'Østjyllands Politi', 'Toldstyrelsen', 'Socialforvaltningen {city}'],
    education: ['{last}skolen', '{city} Universitet'],
    agri: ['{last}gård', '{last} Landbrug {legal}'],
    aviation: ['Nordsø Air {legal}', '{city} Flyveskole'],
    tech: ['{last} Data {legal}', 'Analyse {last} {legal}'],
    media: ['{city} Stiftstidende', 'Tegnestuen {last}', '{last} Oversættelser {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Erhvervserfaring',
    education: 'Uddannelse',
    skills: 'Kompetencer',
    languages: 'Sprog',
    certificates: 'Certifikater',
    interests: 'Fritidsinteresser',
    contact: 'Kontakt',
    personal: 'Personlige oplysninger',
  },
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresse', born: 'Født' },
  birthDate: false,
  months: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  monthsShort: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  dateStyles: ['MMM YYYY', 'MM/YYYY', 'MMMM YYYY'],
  present: ['nu', 'd.d.', 'i dag'],
  since: ['siden {d}', 'fra {d}'],
  levels: { native: ['modersmål'], fluent: ['flydende', 'meget godt'], good: ['godt'], basic: ['grundlæggende'] },
  languageNames: { da: 'Dansk', en: 'Engelsk', de: 'Tysk', fr: 'Fransk', es: 'Spansk', sv: 'Svensk' },
  institutions: {
    university: [
      'Aarhus Universitet',
      'Københavns Universitet',
      'Syddansk Universitet',
      'Aalborg Universitet',
      'VIA University College',
      'Professionshøjskolen Absalon',
    ],
    vocational: ['Aarhus Tech', 'TEC – Technical Education Copenhagen', 'Syddansk Erhvervsskole'],
    school: ['Aarhus Katedralskole', 'Odense Katedralskole'],
  },
  occ: occ(`
    nurse = Sygeplejerske | Afdelingssygeplejerske | Professionsbachelor i sygepleje
    electrician = Elektriker | Elektrikerformand | Elektrikeruddannelsen
    accountant = Bogholder | Regnskabschef | Cand.merc.aud.
    chef = Kok | Køkkenchef | Kokkeuddannelsen
    teacher = Folkeskolelærer | Afdelingsleder | Professionsbachelor som lærer
    logistics-planner = Transportplanlægger | Logistikchef | Logistikøkonom
    lawyer = Advokatfuldmægtig | Advokat | Cand.jur.
    hr-manager = HR-partner | HR-chef | Cand.psych.
    pilot = Styrmand | Kaptajn | ATPL-uddannelse
    sales-rep = Sælger | Key Account Manager | Markedsføringsøkonom
    civil-engineer = Bygningsingeniør | Projektleder | Cand.polyt. i byggeri
    pharmacist = Farmaceut | Apoteker | Cand.pharm.
    social-worker = Socialrådgiver | Teamleder | Professionsbachelor i socialt arbejde
    architect = Arkitekt | Projektarkitekt | Cand.arch.
    journalist = Journalist | Redaktør | Professionsbachelor i journalistik
    mechanic = Automekaniker | Værkfører | Automekanikeruddannelsen
    hotel-manager = Receptionschef | Hoteldirektør | Professionsbachelor i hotel- og restaurantledelse
    police-officer = Politibetjent | Politikommissær | Politiuddannelsen
    translator = Translatør | Senior translatør | Cand.ling.merc.
    data-analyst = Dataanalytiker | Senior dataanalytiker | Cand.scient. i statistik
    marketing-manager = Marketingkoordinator | Marketingchef | Cand.merc.
    researcher = Ph.d.-studerende | Postdoc | Ph.d. i molekylærbiologi
    software-engineer = Softwareudvikler | Senior softwareudvikler | Datamatiker
    physiotherapist = Fysioterapeut | Ledende fysioterapeut | Professionsbachelor i fysioterapi
    farmer = Landbrugsmedhjælper | Driftsleder | Landmand med grønt bevis
    buyer = Indkøber | Indkøbschef | HD i indkøb
    carpenter = Tømrer | Tømrermester | Tømreruddannelsen
    retail-manager = Souschef i butik | Butikschef | Detailhandelsuddannelsen
    customs-officer = Toldbetjent | Toldinspektør | Tolduddannelsen
    dental-assistant = Tandklinikassistent | Klinikkoordinator | Tandklinikassistentuddannelsen
    graphic-designer = Grafisk designer | Art director | Professionsbachelor i grafisk kommunikation
    bank-advisor = Bankrådgiver | Privatkunderådgiver | Finansøkonom
  `),
  bullets: [
    'Ledede et team på {n} medarbejdere',
    'Reducerede omkostningerne med {p} % på {m} måneder',
    'Ansvar for et budget på {k}',
    'Oplærte {n} nye kolleger',
  ],
  interests: ['Løb', 'Kor', 'Sejlads', 'Frivillig i Røde Kors'],
  summaries: ['{title} med {years} års erfaring, struktureret og løsningsorienteret.'],
};
