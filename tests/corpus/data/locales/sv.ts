import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const sv: Locale = {
  id: 'sv',
  lang: 'sv',
  country: 'Sverige',
  firstNames: {
    f: ['Elin', 'Sofia', 'Maja', 'Åsa', 'Linnéa', 'Karin', 'Ebba', 'Frida'],
    m: ['Erik', 'Johan', 'Oskar', 'Björn', 'Linus', 'Anders', 'Måns', 'Gustav'],
  },
  lastNames: ['Andersson', 'Lindqvist', 'Sjöberg', 'Åkesson', 'Nyström', 'Bergström', 'Ekström', 'Öberg', 'Holmgren', 'Lundgren'],
  cities: [
    { city: 'Göteborg', postcode: '411 05' },
    { city: 'Stockholm', postcode: '114 55' },
    { city: 'Malmö', postcode: '211 20' },
    { city: 'Uppsala', postcode: '753 10' },
    { city: 'Umeå', postcode: '903 26' },
    { city: 'Linköping', postcode: '582 24' },
  ],
  streets: ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Vasagatan', 'Södra vägen'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['070-555 ## ##', '+46 70 555 ## ##', '08-555 ### ##'],
  legalForms: ['AB', 'HB'],
  employers: {
    health: ['Sahlgrenska Universitetssjukhuset', 'Region {city}', 'Apotek {last}', 'Folktandvården {city}'],
    build: ['{last} El {legal}', '{last} Bygg {legal}', '{last} Snickeri {legal}'],
    hospitality: ['Hotell {last}', 'Restaurang {last}', 'Scandic {city}'],
    logistics: ['{last} Åkeri {legal}', '{last} Logistik {legal}'],
    retail: ['{last} Handel {legal}', 'ICA Kvantum {city}'],
    office: ['Advokatfirman {last} {legal}', '{last} Redovisning {legal}', '{last} Konsult {legal}'],
    industry: ['{last} Bilverkstad {legal}', '{last} Mekaniska {legal}'],
    public: ['{city} kommun', 'Polismyndigheten', 'Tullverket', 'Socialtjänsten i {city}'],
    education: ['{last}skolan', '{city} universitet'],
    agri: ['{last} Lantbruk {legal}', '{last}gården'],
    aviation: ['Nordic Sky {legal}', '{city} Flygklubb'],
    tech: ['{last} Data {legal}', 'Analysgruppen {legal}'],
    media: ['{city}-Posten', 'Studio {last} {legal}', '{last} Översättningar {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Arbetslivserfarenhet',
    education: 'Utbildning',
    skills: 'Kompetenser',
    languages: 'Språk',
    certificates: 'Certifikat',
    interests: 'Intressen',
    contact: 'Kontakt',
    personal: 'Personuppgifter',
  },
  labels: { phone: 'Telefon', email: 'E-post', address: 'Adress', born: 'Född' },
  birthDate: false,
  months: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  monthsShort: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  dateStyles: ['YYYY-MM', 'MMM YYYY', 'MMMM YYYY'],
  present: ['pågående', 'nu', 'idag'],
  since: ['sedan {d}', 'från {d}'],
  levels: { native: ['modersmål'], fluent: ['flytande', 'mycket goda kunskaper'], good: ['goda kunskaper'], basic: ['grundläggande'] },
  languageNames: { sv: 'Svenska', en: 'Engelska', de: 'Tyska', fr: 'Franska', es: 'Spanska', fi: 'Finska', nb: 'Norska' },
  institutions: {
    university: [
      'Göteborgs universitet',
      'Kungliga Tekniska högskolan',
      'Malmö universitet',
      'Uppsala universitet',
      'Umeå universitet',
      'Linköpings universitet',
    ],
    vocational: ['Hvitfeldtska gymnasiet', 'Yrkeshögskolan i Göteborg', 'Hermods', 'Lernia'],
    school: ['Katedralskolan', 'Norra Real'],
  },
  occ: occ(`
    nurse = Sjuksköterska | Avdelningschef | Sjuksköterskeexamen
    electrician = Elektriker | Arbetsledare el | El- och energiprogrammet
    accountant = Redovisningsekonom | Redovisningschef | Civilekonomexamen
    chef = Kock | Köksmästare | Restaurang- och livsmedelsprogrammet
    teacher = Grundskollärare | Biträdande rektor | Grundlärarexamen
    logistics-planner = Transportplanerare | Logistikchef | Kandidatexamen i logistik
    lawyer = Biträdande jurist | Advokat | Juristexamen
    hr-manager = HR-specialist | HR-chef | Personalvetarprogrammet
    pilot = Styrman | Kapten | ATPL-utbildning
    sales-rep = Säljare | Key Account Manager | Kandidatexamen i företagsekonomi
    civil-engineer = Byggnadsingenjör | Projektledare | Civilingenjör Väg- och vattenbyggnad
    pharmacist = Apotekare | Apotekschef | Apotekarexamen
    social-worker = Socialsekreterare | Enhetschef | Socionomexamen
    architect = Arkitekt | Uppdragsansvarig arkitekt | Arkitektexamen
    journalist = Reporter | Redaktör | Journalistprogrammet
    mechanic = Bilmekaniker | Verkstadschef | Fordons- och transportprogrammet
    hotel-manager = Receptionschef | Hotelldirektör | Kandidatexamen i hotell- och restaurangmanagement
    police-officer = Polisassistent | Poliskommissarie | Polisutbildning
    translator = Översättare | Auktoriserad translator | Magisterexamen i översättning
    data-analyst = Dataanalytiker | Senior dataanalytiker | Kandidatexamen i statistik
    marketing-manager = Marknadskoordinator | Marknadschef | Kandidatexamen i marknadsföring
    researcher = Doktorand | Forskare | Filosofie doktor i molekylärbiologi
    software-engineer = Systemutvecklare | Senior systemutvecklare | Civilingenjör Datateknik
    physiotherapist = Fysioterapeut | Verksamhetschef rehab | Fysioterapeutexamen
    farmer = Lantbruksarbetare | Driftsledare | Naturbruksprogrammet
    buyer = Inköpare | Inköpschef | Kandidatexamen i ekonomi
    carpenter = Snickare | Arbetsledare | Bygg- och anläggningsprogrammet
    retail-manager = Biträdande butikschef | Butikschef | Handels- och administrationsprogrammet
    customs-officer = Tulltjänsteman | Tullinspektör | Tullutbildning
    dental-assistant = Tandsköterska | Klinikkoordinator | Tandsköterskeutbildning
    graphic-designer = Grafisk formgivare | AD | Kandidatexamen i grafisk design
    bank-advisor = Privatrådgivare | Bolånerådgivare | Ekonomie kandidatexamen
  `),
  bullets: [
    'Ledde ett team på {n} medarbetare',
    'Sänkte kostnaderna med {p} % på {m} månader',
    'Ansvarade för en budget på {k}',
    'Introducerade {n} nya kollegor',
  ],
  interests: ['Friluftsliv', 'Körsång', 'Längdskidor', 'Matlagning'],
  summaries: ['{title} med {years} års erfarenhet, strukturerad och lösningsorienterad.'],
};
