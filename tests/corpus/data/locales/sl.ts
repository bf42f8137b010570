import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const sl: Locale = {
  id: 'sl',
  lang: 'sl',
  country: 'Slovenija',
  firstNames: {
    f: ['Nina', 'Špela', 'Maša', 'Urška', 'Tjaša', 'Katja', 'Eva', 'Nuša'],
    m: ['Luka', 'Žiga', 'Matevž', 'Jure', 'Rok', 'Anže', 'Gregor', 'Primož'],
  },
  lastNames: ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kranjc', 'Žagar', 'Kos', 'Vidmar'],
  cities: [
    { city: 'Ljubljana', postcode: '1000' },
    { city: 'Maribor', postcode: '2000' },
    { city: 'Celje', postcode: '3000' },
    { city: 'Koper', postcode: '6000' },
    { city: 'Kranj', postcode: '4000' },
  ],
  streets: ['Slovenska cesta', 'Trubarjeva ulica', 'Gosposka ulica', 'Prešernova cesta', 'Koroška cesta'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+386 41 555 ###', '041 555 ###', '+386 1 555 ## ##'],
  legalForms: ['d.o.o.', 'd.d.', 's.p.'],
  employers: {
    health: ['UKC {city}', 'Lekarna {last}', 'Zobna ambulanta {last}'],
    build: ['Elektro {last} {legal}', 'Gradbeništvo {last} {legal}', 'Mizarstvo {last} {legal}'],
    hospitality: ['Hotel {last}', 'Gostilna {last}', 'Grand hotel {city} {legal}'],
    logistics: ['{last} Transport {legal}', 'Logistika {last} {legal}'],
    retail: ['{last} Trgovina {legal}', 'Mercator {city}'],
    office: ['Odvetniška pisarna {last}', 'Računovodstvo {last} {legal}', '{last} Svetovanje {legal}'],
    industry: ['Avtoservis {last} {legal}', 'Strojegradnja {last} {legal}'],
    public: ['Mestna občina {city}', 'Policijska uprava {city}', 'Finančna uprava RS', 'Center za socialno delo {city}'],
    education: ['Osnovna šola {city}', 'Univerza v {city}'],
    agri: ['Kmetija {last}', 'Agro {last} {legal}'],
    aviation: ['Alpine Air {legal}', 'Letalska šola {city}'],
    tech: ['{last} Software {legal}', 'DataSlo {legal}'],
    media: ['Delo', 'Studio {last}', 'Prevajalska agencija {last} {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Delovne izkušnje',
    education: 'Izobrazba',
    skills: 'Znanja in veščine',
    languages: 'Jeziki',
    certificates: 'Certifikati',
    interests: 'Interesi',
    contact: 'Kontakt',
    personal: 'Osebni podatki',
  },
  labels: { phone: 'Telefon', email: 'E-pošta', address: 'Naslov', born: 'Datum rojstva' },
  birthDate: true,
  months: ['januar', 'februar', 'marec', 'april', 'maj', 'junij', 'julij', 'avgust', 'september', 'oktober', 'november', 'december'],
  monthsShort: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'avg.', 'sep.', 'okt.', 'nov.', 'dec.'],
  dateStyles: ['MM/YYYY', 'MM.YYYY', 'MMMM YYYY'],
  present: ['danes', 'trenutno', 'sedaj'],
  since: ['od {d}'],
  levels: { native: ['materni jezik'], fluent: ['tekoče', 'odlično'], good: ['dobro'], basic: ['osnovno'] },
  languageNames: {
    sl: 'slovenščina',
    en: 'angleščina',
    de: 'nemščina',
    it: 'italijanščina',
    hr: 'hrvaščina',
    fr: 'francoščina',
    es: 'španščina',
  },
  institutions: {
    university: ['Univerza v Ljubljani', 'Univerza v Mariboru', 'Univerza na Primorskem', 'Fakulteta za zdravstvo Jesenice'],
    vocational: ['Srednja elektro-računalniška šola Maribor', 'Biotehniški izobraževalni center Ljubljana', 'Srednja gradbena šola Celje'],
    school: ['Gimnazija Bežigrad', 'Prva gimnazija Maribor'],
  },
  occ: occ(`
    nurse = Diplomirana medicinska sestra | Glavna medicinska sestra | Diplomirana medicinska sestra (VS)
    electrician = Elektrikar | Delovodja | Elektrikar (srednja poklicna šola)
    accountant = Računovodja | Vodja računovodstva | Univerzitetna diplomirana ekonomistka
    chef = Kuhar | Vodja kuhinje | Gastronomsko-turistični tehnik
    teacher = Učiteljica razrednega pouka | Pomočnica ravnatelja | Magistrica profesorica razrednega pouka
    logistics-planner = Planer transporta | Vodja logistike | Diplomirani inženir logistike
    lawyer = Odvetniški kandidat | Odvetnik | Magister prava
    hr-manager = Kadrovska strokovnjakinja | Vodja kadrovske službe | Magistrica organizacije in managementa kadrov
    pilot = Kopilot | Kapitan | Šolanje ATPL(A)
    sales-rep = Komercialist | Key Account Manager | Diplomirani ekonomist
    civil-engineer = Gradbeni inženir | Vodja projekta | Magister inženir gradbeništva
    pharmacist = Magistra farmacije | Vodja lekarne | Enoviti magistrski študij farmacije
    social-worker = Socialna delavka | Vodja službe | Diplomirana socialna delavka
    architect = Arhitekt | Odgovorni projektant | Magister inženir arhitekture
    journalist = Novinarka | Urednica | Diplomirana novinarka
    mechanic = Avtomehanik | Vodja servisa | Avtoserviser
    hotel-manager = Vodja recepcije | Direktor hotela | Diplomirani organizator turizma
    police-officer = Policist | Policijski inšpektor | Višja policijska šola
    translator = Prevajalka | Sodna tolmačka | Magistrica prevajanja
    data-analyst = Podatkovni analitik | Višji podatkovni analitik | Magister matematike
    marketing-manager = Strokovnjakinja za trženje | Vodja marketinga | Magistrica poslovnih ved
    researcher = Mlada raziskovalka | Znanstvena sodelavka | Doktorica znanosti s področja biologije
    software-engineer = Razvijalec programske opreme | Višji razvijalec | Magister inženir računalništva
    physiotherapist = Fizioterapevtka | Vodja fizioterapije | Diplomirana fizioterapevtka
    farmer = Kmetovalec | Vodja kmetije | Kmetijsko-podjetniški tehnik
    buyer = Nabavni referent | Vodja nabave | Diplomirani ekonomist
    carpenter = Tesar | Delovodja | Tesar (srednja poklicna šola)
    retail-manager = Namestnica poslovodje | Poslovodja | Trgovka
    customs-officer = Carinik | Višji carinski inšpektor | Diplomirani ekonomist
    dental-assistant = Zobna asistentka | Vodja asistentk | Zobozdravstvena asistentka
    graphic-designer = Grafična oblikovalka | Kreativna direktorica | Diplomirana oblikovalka vizualnih komunikacij
    bank-advisor = Bančni svetovalec | Osebni bančnik | Magister ekonomije
  `),
  bullets: [
    'Vodenje ekipe {n} sodelavcev',
    'Znižanje stroškov za {p} % v {m} mesecih',
    'Odgovornost za proračun {k}',
    'Uvajanje {n} novih sodelavcev',
  ],
  interests: ['Pohodništvo', 'Smučanje', 'Prostovoljstvo', 'Fotografija'],
  summaries: ['{title} z {years} leti izkušenj, zanesljiva in usmerjena v rezultate.'],
};
