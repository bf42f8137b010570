import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const lt: Locale = {
  id: 'lt',
  lang: 'lt',
  country: 'Lietuva',
  firstNames: {
    f: ['Rūta', 'Gintarė', 'Aušra', 'Eglė', 'Ieva', 'Jūratė', 'Monika', 'Goda'],
    m: ['Mantas', 'Tomas', 'Justinas', 'Darius', 'Vytautas', 'Žygimantas', 'Lukas', 'Paulius'],
  },
  lastNames: [
    ['Kazlauskas', 'Kazlauskienė'],
    ['Petrauskas', 'Petrauskaitė'],
    ['Jankauskas', 'Jankauskienė'],
    ['Stankevičius', 'Stankevičiūtė'],
    ['Vasiliauskas', 'Vasiliauskienė'],
    ['Žukauskas', 'Žukauskaitė'],
    ['Butkus', 'Butkutė'],
    ['Paulauskas', 'Paulauskienė'],
  ],
  cities: [
    { city: 'Vilnius', postcode: 'LT-01100' },
    { city: 'Kaunas', postcode: 'LT-44280' },
    { city: 'Klaipėda', postcode: 'LT-91247' },
    { city: 'Šiauliai', postcode: 'LT-76285' },
    { city: 'Panevėžys', postcode: 'LT-35173' },
  ],
  streets: ['Gedimino pr.', 'Laisvės al.', 'Tiltų g.', 'Vilniaus g.', 'Savanorių pr.'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+370 612 55###', '8 612 55###', '+370 5 255 ####'],
  legalForms: ['UAB', 'AB', 'MB'],
  employers: {
    health: [
      'Vilniaus universiteto ligoninė Santaros klinikos',
      '{city} klinikinė ligoninė',
      'Vaistinė „{last}“',
      'Odontologijos klinika „{last}“',
    ],
    build: ['{legal} „Elektros {last}“', '{legal} „{last} statyba“', '{legal} „Medžio {last}“'],
    hospitality: ['Viešbutis „{last}“', 'Restoranas „{last}“', '{legal} „{city} Grand Hotel“'],
    logistics: ['{legal} „{last} transportas“', '{legal} „Baltic Logistics“'],
    retail: ['{legal} „{last} prekyba“', 'Maxima {city}'],
    office: ['Advokatų kontora „{last}“', '{legal} „{last} apskaita“', '{legal} „{last} konsultacijos“'],
    industry: ['{legal} „Autoservisas {last}“', '{legal} „{last} mechanika“'],
    public: [
      '{city} miesto savivaldybė',
      '{city} apskrities vyriausiasis policijos komisariatas',
      'Muitinės departamentas',
      '{city} socialinių paslaugų centras',
    ],
    education: ['{city} progimnazija', '{city} universitetas'],
    agri: ['Ūkis „{last}“', '{legal} „Agro {last}“'],
    aviation: ['{legal} „Baltic Wings“', '{city} aviacijos mokykla'],
    tech: ['{legal} „{last} Software“', '{legal} „Data Baltic“'],
    media: ['Dienraštis „{city} diena“', 'Studija „{last}“', 'Vertimų biuras „{last}“'],
  },
  headings: {
    profile: 'Profilis',
    experience: 'Darbo patirtis',
    education: 'Išsilavinimas',
    skills: 'Įgūdžiai',
    languages: 'Kalbos',
    certificates: 'Sertifikatai',
    interests: 'Pomėgiai',
    contact: 'Kontaktai',
    personal: 'Asmeninė informacija',
  },
  labels: { phone: 'Telefonas', email: 'El. paštas', address: 'Adresas', born: 'Gimimo data' },
  cvTitle: 'Gyvenimo aprašymas',
  birthDate: true,
  months: [
    'sausis',
    'vasaris',
    'kovas',
    'balandis',
    'gegužė',
    'birželis',
    'liepa',
    'rugpjūtis',
    'rugsėjis',
    'spalis',
    'lapkritis',
    'gruodis',
  ],
  monthsShort: ['saus.', 'vas.', 'kov.', 'bal.', 'geg.', 'birž.', 'liep.', 'rugp.', 'rugs.', 'spal.', 'lapkr.', 'gruod.'],
  dateStyles: ['YYYY-MM', 'YYYY.MM', 'MM/YYYY'],
  present: ['dabar', 'iki dabar'],
  since: ['nuo {d}'],
  levels: { native: ['gimtoji'], fluent: ['puikiai', 'laisvai'], good: ['gerai'], basic: ['pagrindai', 'pradedantysis'] },
  languageNames: { lt: 'lietuvių', en: 'anglų', ru: 'rusų', de: 'vokiečių', pl: 'lenkų', fr: 'prancūzų', lv: 'latvių' },
  institutions: {
    university: [
      'Vilniaus universitetas',
      'Kauno technologijos universitetas',
      'Klaipėdos universitetas',
      'Vilniaus Gedimino technikos universitetas',
      'Lietuvos sveikatos mokslų universitetas',
    ],
    vocational: ['Vilniaus technologijų ir dizaino kolegija', 'Kauno kolegija', 'Klaipėdos turizmo mokykla'],
    school: ['Vilniaus licėjus', 'Kauno jėzuitų gimnazija'],
  },
  occ: occ(`
    nurse = Bendrosios praktikos slaugytoja | Vyresnioji slaugytoja | Slaugos bakalauras
    electrician = Elektrikas | Elektros darbų vadovas | Elektriko profesinė kvalifikacija
    accountant = Buhalterė | Vyriausioji buhalterė | Apskaitos ir finansų bakalauras
    chef = Virėjas | Virtuvės šefas | Virėjo profesinė kvalifikacija
    teacher = Pradinių klasių mokytoja | Direktoriaus pavaduotoja | Pedagogikos bakalauras
    logistics-planner = Transporto planuotojas | Logistikos vadovas | Logistikos bakalauras
    lawyer = Advokato padėjėja | Advokatė | Teisės magistras
    hr-manager = Personalo specialistė | Personalo vadovė | Žmogiškųjų išteklių valdymo magistras
    pilot = Antrasis pilotas | Orlaivio vadas | ATPL(A) mokymai
    sales-rep = Prekybos atstovas | Pagrindinių klientų vadybininkas | Verslo vadybos bakalauras
    civil-engineer = Statybos inžinierius | Projekto vadovas | Statybos inžinerijos magistras
    pharmacist = Vaistininkė | Vaistinės vedėja | Farmacijos magistras
    social-worker = Socialinė darbuotoja | Skyriaus vadovė | Socialinio darbo bakalauras
    architect = Architektas | Vyriausiasis architektas | Architektūros magistras
    journalist = Žurnalistė | Redaktorė | Žurnalistikos bakalauras
    mechanic = Automechanikas | Serviso vadovas | Automechaniko profesinė kvalifikacija
    hotel-manager = Registratūros vadovas | Viešbučio direktorius | Turizmo ir viešbučių vadybos bakalauras
    police-officer = Patrulis | Vyresnysis tyrėjas | Lietuvos policijos mokykla
    translator = Vertėja | Vyresnioji vertėja | Vertimo magistras
    data-analyst = Duomenų analitikas | Vyresnysis duomenų analitikas | Statistikos magistras
    marketing-manager = Rinkodaros specialistė | Rinkodaros vadovė | Rinkodaros magistras
    researcher = Jaunesnioji mokslo darbuotoja | Mokslo darbuotoja | Biologijos mokslų daktarė
    software-engineer = Programuotojas | Vyresnysis programuotojas | Informatikos bakalauras
    physiotherapist = Kineziterapeutė | Vyresnioji kineziterapeutė | Kineziterapijos bakalauras
    farmer = Ūkininkas | Ūkio vadovas | Žemės ūkio profesinė kvalifikacija
    buyer = Pirkimų specialistas | Pirkimų vadovas | Ekonomikos bakalauras
    carpenter = Dailidė | Dailidžių brigadininkas | Dailidės profesinė kvalifikacija
    retail-manager = Parduotuvės vadovo pavaduotoja | Parduotuvės vadovė | Prekybos profesinė kvalifikacija
    customs-officer = Muitinės pareigūnas | Vyresnysis muitinės inspektorius | Ekonomikos bakalauras
    dental-assistant = Gydytojo odontologo padėjėja | Vyresnioji padėjėja | Odontologo padėjėjo profesinis bakalauras
    graphic-designer = Grafikos dizainerė | Meno vadovė | Grafinio dizaino bakalauras
    bank-advisor = Banko konsultantas | Būsto paskolų konsultantas | Finansų bakalauras
  `),
  bullets: [
    'Vadovavau {n} darbuotojų komandai',
    'Sumažinau išlaidas {p} % per {m} mėn.',
    'Atsakingas už {k} biudžetą',
    'Apmokiau {n} naujų kolegų',
  ],
  interests: ['Žygiai', 'Krepšinis', 'Savanorystė', 'Fotografija'],
  summaries: ['{title}, turintis {years} metų patirtį, atsakingas ir orientuotas į rezultatą.'],
};
