import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const lv: Locale = {
  id: 'lv',
  lang: 'lv',
  country: 'Latvija',
  firstNames: {
    f: ['Līga', 'Ilze', 'Kristīne', 'Anete', 'Laura', 'Zane', 'Dace', 'Elīna'],
    m: ['Jānis', 'Mārtiņš', 'Andris', 'Edgars', 'Kārlis', 'Raivis', 'Artūrs', 'Reinis'],
  },
  lastNames: [
    ['Bērziņš', 'Bērziņa'],
    ['Kalniņš', 'Kalniņa'],
    ['Ozoliņš', 'Ozoliņa'],
    ['Liepiņš', 'Liepiņa'],
    ['Krūmiņš', 'Krūmiņa'],
    ['Vītols', 'Vītola'],
    ['Jansons', 'Jansone'],
    ['Zariņš', 'Zariņa'],
  ],
  cities: [
    { city: 'Rīga', postcode: 'LV-1050' },
    { city: 'Daugavpils', postcode: 'LV-5401' },
    { city: 'Liepāja', postcode: 'LV-3401' },
    { city: 'Jelgava', postcode: 'LV-3001' },
    { city: 'Valmiera', postcode: 'LV-4201' },
  ],
  streets: ['Brīvības iela', 'Elizabetes iela', 'Rīgas iela', 'Lielā iela', 'Raiņa bulvāris'],
  address: '{street} {no}, {city}, {postcode}',
  phones: ['+371 2555 ####', '2555 ####', '+371 6755 ####'],
  legalForms: ['SIA', 'AS'],
  employers: {
    health: [
      'Paula Stradiņa klīniskā universitātes slimnīca',
      '{city} reģionālā slimnīca',
      'Aptieka "{last}"',
      'Zobārstniecības klīnika "{last}"',
    ],
    build: ['{legal} "{last} Elektro"', '{legal} "{last} Būve"', '{legal} "Koka {last}"'],
    hospitality: ['Viesnīca "{last}"', 'Restorāns "{last}"', '{legal} "{city} Grand Hotel"'],
    logistics: ['{legal} "{last} Transports"', '{legal} "Baltic Cargo"'],
    retail: ['{legal} "{last} Tirdzniecība"', 'Rimi {city}'],
    office: ['Zvērinātu advokātu birojs "{last}"', '{legal} "{last} Grāmatvedība"', '{legal} "{last} Konsultācijas"'],
    industry: ['{legal} "Autoserviss {last}"', '{legal} "{last} Mehānika"'],
    public: ['{city} pilsētas dome', 'Valsts policija', 'Valsts ieņēmumu dienesta Muitas pārvalde', '{city} Sociālais dienests'],
    education: ['{city} pamatskola', 'Latvijas Universitāte'],
    agri: ['Zemnieku saimniecība "{last}"', '{legal} "Agro {last}"'],
    aviation: ['{legal} "Baltic Sky"', '{city} aviācijas skola'],
    tech: ['{legal} "{last} Software"', '{legal} "Datu Centrs"'],
    media: ['Laikraksts "{city} Ziņas"', 'Studija "{last}"', 'Tulkošanas birojs "{last}"'],
  },
  headings: {
    profile: 'Profils',
    experience: 'Darba pieredze',
    education: 'Izglītība',
    skills: 'Prasmes',
    languages: 'Valodas',
    certificates: 'Sertifikāti',
    interests: 'Intereses',
    contact: 'Kontakti',
    personal: 'Personas dati',
  },
  labels: { phone: 'Tālrunis', email: 'E-pasts', address: 'Adrese', born: 'Dzimšanas datums' },
  cvTitle: 'Dzīves gājums',
  birthDate: true,
  months: [
    'janvāris',
    'februāris',
    'marts',
    'aprīlis',
    'maijs',
    'jūnijs',
    'jūlijs',
    'augusts',
    'septembris',
    'oktobris',
    'novembris',
    'decembris',
  ],
  monthsShort: ['janv.', 'febr.', 'marts', 'apr.', 'maijs', 'jūn.', 'jūl.', 'aug.', 'sept.', 'okt.', 'nov.', 'dec.'],
  dateStyles: ['MM.YYYY', 'MM/YYYY', 'MMMM YYYY'],
  present: ['šobrīd', 'līdz šim', 'patlaban'],
  since: ['kopš {d}', 'no {d}'],
  levels: { native: ['dzimtā valoda'], fluent: ['teicami', 'brīvi'], good: ['labi'], basic: ['pamatzināšanas'] },
  languageNames: { lv: 'latviešu', en: 'angļu', ru: 'krievu', de: 'vācu', fr: 'franču', lt: 'lietuviešu', et: 'igauņu' },
  institutions: {
    university: [
      'Latvijas Universitāte',
      'Rīgas Tehniskā universitāte',
      'Rīgas Stradiņa universitāte',
      'Daugavpils Universitāte',
      'Liepājas Universitāte',
    ],
    vocational: ['Rīgas Valsts tehnikums', 'Rīgas Tūrisma un radošās industrijas tehnikums', 'Jelgavas tehnikums'],
    school: ['Rīgas Valsts 1. ģimnāzija', 'Liepājas Valsts 1. ģimnāzija'],
  },
  occ: occ(`
    nurse = Māsa | Virsmāsa | Profesionālais bakalaurs māszinībās
    electrician = Elektriķis | Elektromontāžas darbu vadītājs | Elektriķa profesionālā kvalifikācija
    accountant = Grāmatvede | Galvenā grāmatvede | Ekonomikas bakalaurs grāmatvedībā
    chef = Pavārs | Šefpavārs | Pavāra profesionālā kvalifikācija
    teacher = Sākumskolas skolotāja | Direktora vietniece | Izglītības zinātņu bakalaurs
    logistics-planner = Transporta plānotājs | Loģistikas vadītājs | Loģistikas bakalaurs
    lawyer = Zvērināta advokāta palīgs | Zvērināts advokāts | Tiesību zinātņu maģistrs
    hr-manager = Personāla speciāliste | Personāla vadītāja | Personāla vadības maģistrs
    pilot = Otrais pilots | Kapteinis | ATPL(A) apmācība
    sales-rep = Tirdzniecības pārstāvis | Galveno klientu vadītājs | Uzņēmējdarbības vadības bakalaurs
    civil-engineer = Būvinženieris | Projekta vadītājs | Būvniecības maģistrs
    pharmacist = Farmaceite | Aptiekas vadītāja | Farmācijas maģistrs
    social-worker = Sociālā darbiniece | Nodaļas vadītāja | Sociālā darba bakalaurs
    architect = Arhitekts | Galvenais arhitekts | Arhitektūras maģistrs
    journalist = Žurnāliste | Redaktore | Komunikācijas zinātnes bakalaurs
    mechanic = Automehāniķis | Servisa vadītājs | Automehāniķa profesionālā kvalifikācija
    hotel-manager = Reģistratūras vadītājs | Viesnīcas direktors | Viesmīlības vadības bakalaurs
    police-officer = Kārtībnieks | Inspektors | Valsts policijas koledža
    translator = Tulkotāja | Vecākā tulkotāja | Tulkošanas maģistrs
    data-analyst = Datu analītiķis | Vecākais datu analītiķis | Matemātikas maģistrs
    marketing-manager = Mārketinga speciāliste | Mārketinga vadītāja | Mārketinga maģistrs
    researcher = Zinātniskā asistente | Pētniece | Bioloģijas doktors
    software-engineer = Programmētājs | Vecākais programmētājs | Datorzinātņu bakalaurs
    physiotherapist = Fizioterapeite | Vadošā fizioterapeite | Fizioterapijas bakalaurs
    farmer = Lauksaimnieks | Saimniecības vadītājs | Lauksaimniecības tehniķis
    buyer = Iepirkumu speciālists | Iepirkumu vadītājs | Ekonomikas bakalaurs
    carpenter = Namdaris | Namdaru brigadieris | Namdara profesionālā kvalifikācija
    retail-manager = Veikala vadītāja vietniece | Veikala vadītāja | Komerczinību profesionālā kvalifikācija
    customs-officer = Muitas inspektors | Vecākais muitas inspektors | Muitas un nodokļu administrēšana
    dental-assistant = Zobārsta asistente | Vecākā asistente | Zobārsta asistenta profesionālā kvalifikācija
    graphic-designer = Grafiskā dizainere | Mākslinieciskā vadītāja | Dizaina bakalaurs
    bank-advisor = Bankas konsultants | Hipotēku kredītu konsultants | Finanšu bakalaurs
  `),
  bullets: [
    'Vadīju {n} darbinieku komandu',
    'Samazināju izmaksas par {p} % {m} mēnešu laikā',
    'Atbildība par {k} budžetu',
    'Apmācīju {n} jaunus kolēģus',
  ],
  interests: ['Pārgājieni', 'Kora dziedāšana', 'Brīvprātīgais darbs', 'Makšķerēšana'],
  summaries: ['{title} ar {years} gadu pieredzi, atbildīgs un uz rezultātu orientēts.'],
};
