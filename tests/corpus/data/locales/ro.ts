import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const ro: Locale = {
  id: 'ro',
  lang: 'ro',
  country: 'România',
  firstNames: {
    f: ['Ioana', 'Andreea', 'Mădălina', 'Alexandra', 'Raluca', 'Bianca', 'Oana', 'Ștefania'],
    m: ['Andrei', 'Mihai', 'Ștefan', 'Bogdan', 'Răzvan', 'Alexandru', 'Cătălin', 'Vlad'],
  },
  lastNames: ['Popescu', 'Ionescu', 'Dumitrescu', 'Constantinescu', 'Stănescu', 'Munteanu', 'Gheorghiu', 'Țurcanu', 'Răducanu', 'Moldovan'],
  cities: [
    { city: 'Cluj-Napoca', postcode: '400001' },
    { city: 'București', postcode: '010011' },
    { city: 'Iași', postcode: '700001' },
    { city: 'Timișoara', postcode: '300001' },
    { city: 'Brașov', postcode: '500001' },
    { city: 'Constanța', postcode: '900001' },
  ],
  streets: ['Str. Memorandumului', 'Bd. Unirii', 'Str. Lăpușneanu', 'Bd. Revoluției din 1989', 'Str. Republicii'],
  address: '{street} nr. {no}, {postcode} {city}',
  phones: ['+40 721 555 ###', '0721 555 ###', '+40 264 555 ###'],
  legalForms: ['SRL', 'S.A.'],
  employers: {
    health: ['Spitalul Clinic Județean de Urgență {city}', 'Farmacia {last}', 'Cabinet Stomatologic Dr. {last}'],
    build: ['Electro {last} {legal}', 'Construcții {last} {legal}', 'Tâmplăria {last} {legal}'],
    hospitality: ['Hotel {last}', 'Restaurant {last}', 'Grand Hotel {city}'],
    logistics: ['Trans {last} {legal}', '{last} Logistic {legal}'],
    retail: ['{last} Distribuție {legal}', 'Market {last} {legal}'],
    office: ['Cabinet de Avocat {last}', '{last} Expert Contabil {legal}', '{last} Consulting {legal}'],
    industry: ['Service Auto {last} {legal}', 'Uzina Mecanică {city} {legal}'],
    public: [
      'Primăria Municipiului {city}',
      'Inspectoratul de Poliție Județean {city}',
      'Direcția Regională Vamală {city}',
      'DGASPC {city}',
    ],
    education: ['Școala Gimnazială nr. 5 {city}', 'Universitatea din {city}'],
    agri: ['Ferma {last}', 'Agro {last} {legal}'],
    aviation: ['Carpatair Express {legal}', 'Aeroclubul {city}'],
    tech: ['{last} Software {legal}', 'DataRom {legal}'],
    media: ['Ziarul de {city}', 'Studio {last}', 'Birou de traduceri {last}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Experiență profesională',
    education: 'Educație și formare',
    skills: 'Competențe',
    languages: 'Limbi străine',
    certificates: 'Certificări',
    interests: 'Interese',
    contact: 'Contact',
    personal: 'Date personale',
  },
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresă', born: 'Data nașterii' },
  birthDate: true,
  months: [
    'ianuarie',
    'februarie',
    'martie',
    'aprilie',
    'mai',
    'iunie',
    'iulie',
    'august',
    'septembrie',
    'octombrie',
    'noiembrie',
    'decembrie',
  ],
  monthsShort: ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'],
  dateStyles: ['MM.YYYY', 'MMM YYYY', 'MMMM YYYY'],
  present: ['prezent', 'în prezent'],
  since: ['din {d}', 'începând cu {d}'],
  levels: { native: ['limba maternă', 'nativ'], fluent: ['avansat', 'fluent'], good: ['mediu', 'bun'], basic: ['începător', 'elementar'] },
  languageNames: { ro: 'Română', en: 'Engleză', fr: 'Franceză', de: 'Germană', it: 'Italiană', hu: 'Maghiară', es: 'Spaniolă' },
  institutions: {
    university: [
      'Universitatea Babeș-Bolyai',
      'Universitatea din București',
      'Universitatea „Alexandru Ioan Cuza” din Iași',
      'Universitatea Politehnica Timișoara',
      'Universitatea Transilvania din Brașov',
      'Universitatea de Medicină și Farmacie „Iuliu Hațieganu”',
    ],
    vocational: ['Colegiul Tehnic „Ana Aslan”', 'Liceul Tehnologic de Turism și Alimentație', 'Școala Postliceală Sanitară Carol Davila'],
    school: ['Colegiul Național „George Coșbuc”', 'Colegiul Național Sfântul Sava'],
  },
  occ: occ(`
    nurse = Asistent medical generalist | Asistent-șef | Școala Postliceală Sanitară – asistent medical generalist
    electrician = Electrician | Șef de echipă electricieni | Calificare electrician instalații electrice
    accountant = Contabil | Contabil-șef | Licență în Contabilitate și Informatică de Gestiune
    chef = Bucătar | Bucătar-șef | Calificare bucătar
    teacher = Profesor pentru învățământul primar | Director adjunct | Licență în Pedagogia Învățământului Primar și Preșcolar
    logistics-planner = Planificator transport | Manager logistică | Licență în Logistică
    lawyer = Avocat stagiar | Avocat definitiv | Licență în Drept
    hr-manager = Specialist resurse umane | Manager resurse umane | Master în Managementul Resurselor Umane
    pilot = Copilot | Comandant | Curs ATPL(A) integrat
    sales-rep = Agent de vânzări | Key Account Manager | Licență în Marketing
    civil-engineer = Inginer constructor | Șef de șantier | Inginer diplomat în Construcții Civile
    pharmacist = Farmacist | Farmacist-șef | Licență în Farmacie
    social-worker = Asistent social | Coordonator servicii sociale | Licență în Asistență Socială
    architect = Arhitect | Arhitect-șef de proiect | Diplomă de arhitect
    journalist = Reporter | Redactor-șef adjunct | Licență în Jurnalism
    mechanic = Mecanic auto | Șef de atelier | Calificare mecanic auto
    hotel-manager = Șef recepție | Director de hotel | Licență în Economia Comerțului, Turismului și Serviciilor
    police-officer = Agent de poliție | Inspector principal | Școala de Agenți de Poliție „Vasile Lascăr”
    translator = Traducător | Traducător autorizat | Master în Traductologie
    data-analyst = Analist de date | Analist de date senior | Licență în Informatică Economică
    marketing-manager = Specialist marketing | Manager marketing | Master în Marketing
    researcher = Cercetător științific | Cercetător științific gradul II | Doctorat în Biologie
    software-engineer = Programator | Inginer software senior | Licență în Informatică
    physiotherapist = Fiziokinetoterapeut | Coordonator kinetoterapie | Licență în Balneofiziokinetoterapie și Recuperare
    farmer = Lucrător agricol | Administrator fermă | Liceul Tehnologic Agricol
    buyer = Achizitor | Manager achiziții | Licență în Economie
    carpenter = Dulgher | Maistru dulgher | Calificare dulgher-tâmplar
    retail-manager = Director adjunct magazin | Director de magazin | Liceu economic
    customs-officer = Inspector vamal | Inspector vamal principal | Licență în Economie Internațională
    dental-assistant = Asistent medical dentar | Asistent coordonator | Școala Postliceală – asistent medical de profilaxie stomatologică
    graphic-designer = Designer grafic | Director artistic | Licență în Design
    bank-advisor = Consilier bancar | Consilier persoane fizice premium | Licență în Finanțe și Bănci
  `),
  bullets: [
    'Coordonarea unei echipe de {n} persoane',
    'Reducerea costurilor cu {p} % în {m} luni',
    'Gestionarea unui buget de {k}',
    'Instruirea a {n} colegi noi',
  ],
  interests: ['Drumeții', 'Voluntariat la Crucea Roșie', 'Fotografie', 'Ciclism'],
  summaries: ['{title} cu {years} ani de experiență, organizat și orientat spre rezultate.'],
};
