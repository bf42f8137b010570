import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const nb: Locale = {
  id: 'nb',
  lang: 'nb',
  country: 'Norge',
  firstNames: {
    f: ['Ingrid', 'Solveig', 'Kari', 'Marte', 'Sigrid', 'Ragnhild', 'Tuva', 'Åse'],
    m: ['Sindre', 'Håkon', 'Eirik', 'Øystein', 'Magnus', 'Torbjørn', 'Vegard', 'Jørgen'],
  },
  lastNames: ['Håland', 'Berg', 'Dahl', 'Lie', 'Haugen', 'Solberg', 'Strøm', 'Aas', 'Nygård', 'Bakke'],
  cities: [
    { city: 'Bergen', postcode: '5003' },
    { city: 'Oslo', postcode: '0150' },
    { city: 'Trondheim', postcode: '7011' },
    { city: 'Stavanger', postcode: '4006' },
    { city: 'Tromsø', postcode: '9008' },
    { city: 'Sola', postcode: '4050' },
  ],
  streets: ['Strandgaten', 'Storgata', 'Kongens gate', 'Kirkegata', 'Løkkeveien'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+47 415 55 ###', '415 55 ###', '+47 22 55 ## ##'],
  legalForms: ['AS', 'ASA', 'DA'],
  employers: {
    health: ['Haukeland universitetssjukehus', 'Helse {city}', 'Apotek {last}', 'Tannlege {last}'],
    build: ['{last} Elektro {legal}', '{last} Bygg {legal}', '{last} Tømrer {legal}'],
    hospitality: ['Hotell {last}', 'Restaurant {last}', 'Thon Hotel {city}'],
    logistics: ['{last} Transport {legal}', '{last} Logistikk {legal}'],
    retail: ['{last} Handel {legal}', 'Kiwi {city}'],
    office: ['Advokatfirmaet {last} {legal}', '{last} Regnskap {legal}', '{last} Rådgivning {legal}'],
    industry: ['{last} Bilverksted {legal}', '{last} Mekaniske {legal}'],
    public: ['{city} kommune', 'Politiet – Vest politidistrikt', 'Tolletaten', 'NAV {city}'],
    education: ['{last} skole', 'Universitetet i {city}'],
    agri: ['{last} gård', '{last} Landbruk {legal}'],
    aviation: ['Nordlys Air {legal}', 'Fjordfly {legal}'],
    tech: ['{last} Data {legal}', 'Analyse {last} {legal}'],
    media: ['{city}s Tidende', 'Byrå {last} {legal}', '{last} Oversettelser {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Arbeidserfaring',
    education: 'Utdanning',
    skills: 'Kompetanse',
    languages: 'Språk',
    certificates: 'Sertifikater',
    interests: 'Interesser',
    contact: 'Kontakt',
    personal: 'Personalia',
  },
  labels: { phone: 'Telefon', email: 'E-post', address: 'Adresse', born: 'Født' },
  birthDate: true,
  months: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  monthsShort: ['jan.', 'feb.', 'mars', 'april', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'],
  dateStyles: ['MMM YYYY', 'MM.YYYY', 'MMMM YYYY'],
  present: ['d.d.', 'nå', 'i dag'],
  since: ['siden {d}', 'fra {d}'],
  levels: { native: ['morsmål'], fluent: ['flytende', 'svært god'], good: ['god'], basic: ['grunnleggende'] },
  languageNames: { nb: 'Norsk', en: 'Engelsk', de: 'Tysk', fr: 'Fransk', es: 'Spansk', sv: 'Svensk' },
  institutions: {
    university: [
      'Universitetet i Bergen',
      'Universitetet i Oslo',
      'NTNU',
      'Universitetet i Stavanger',
      'UiT Norges arktiske universitet',
      'OsloMet – storbyuniversitetet',
    ],
    vocational: ['Bergen tekniske fagskole', 'Fagskolen i Viken', 'Sola videregående skole', 'Trondheim fagskole'],
    school: ['Bergen katedralskole', 'Oslo katedralskole'],
  },
  occ: occ(`
    nurse = Sykepleier | Avdelingsleder | Bachelor i sykepleie
    electrician = Elektriker | Prosjektleder elektro | Fagbrev elektriker
    accountant = Regnskapsmedarbeider | Regnskapssjef | Bachelor i økonomi og administrasjon
    chef = Kokk | Kjøkkensjef | Fagbrev kokk
    teacher = Lærer | Inspektør | Grunnskolelærerutdanning 1–7
    logistics-planner = Transportplanlegger | Logistikksjef | Bachelor i logistikk
    lawyer = Advokatfullmektig | Advokat | Master i rettsvitenskap
    hr-manager = HR-rådgiver | HR-sjef | Master i arbeids- og organisasjonspsykologi
    pilot = Styrmann | Kaptein | Integrert ATPL(A)-utdanning
    sales-rep = Selger | Key Account Manager | Bachelor i markedsføring
    civil-engineer = Byggingeniør | Prosjektleder | Master i bygg- og miljøteknikk
    pharmacist = Farmasøyt | Apoteker | Master i farmasi
    social-worker = Sosionom | Teamleder | Bachelor i sosialt arbeid
    architect = Arkitekt | Prosjekteringsleder | Master i arkitektur
    journalist = Journalist | Nyhetsredaktør | Bachelor i journalistikk
    mechanic = Bilmekaniker | Verkstedleder | Fagbrev bilmekaniker
    hotel-manager = Resepsjonssjef | Hotelldirektør | Bachelor i hotelledelse
    police-officer = Politibetjent | Politioverbetjent | Bachelor i politiutdanning
    translator = Translatør | Statsautorisert translatør | Master i oversettelse
    data-analyst = Dataanalytiker | Senior dataanalytiker | Master i statistikk
    marketing-manager = Markedskoordinator | Markedssjef | Bachelor i markedsføringsledelse
    researcher = Stipendiat | Forsker | Ph.d. i molekylærbiologi
    software-engineer = Systemutvikler | Seniorutvikler | Master i informatikk
    physiotherapist = Fysioterapeut | Fagansvarlig fysioterapeut | Bachelor i fysioterapi
    farmer = Gårdsarbeider | Gårdbruker | Naturbruk, fagbrev landbruk
    buyer = Innkjøper | Innkjøpssjef | Bachelor i økonomi
    carpenter = Tømrer | Tømrermester | Fagbrev tømrer
    retail-manager = Assisterende butikksjef | Butikksjef | Fagbrev salg
    customs-officer = Tollbetjent | Tollinspektør | Bachelor i tollfag
    dental-assistant = Tannhelsesekretær | Klinikkoordinator | Fagbrev tannhelsesekretær
    graphic-designer = Grafisk designer | Art director | Bachelor i grafisk design
    bank-advisor = Kunderådgiver | Boliglånsrådgiver | Bachelor i økonomi og finans
  `),
  bullets: [
    'Ledet et team på {n} medarbeidere',
    'Reduserte kostnadene med {p} % på {m} måneder',
    'Ansvar for et budsjett på {k}',
    'Lærte opp {n} nye kolleger',
  ],
  interests: ['Fjellturer', 'Langrenn', 'Frivillig i Røde Kors', 'Fiske'],
  summaries: ['{title} med {years} års erfaring, strukturert og løsningsorientert.'],
};
