import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const sk: Locale = {
  id: 'sk',
  lang: 'sk',
  country: 'Slovensko',
  firstNames: {
    f: ['Zuzana', 'Ľubica', 'Katarína', 'Monika', 'Jana', 'Simona', 'Andrea', 'Dominika'],
    m: ['Peter', 'Ľubomír', 'Martin', 'Juraj', 'Michal', 'Ján', 'Štefan', 'Matúš'],
  },
  lastNames: [
    ['Horváth', 'Horváthová'],
    ['Kováč', 'Kováčová'],
    ['Varga', 'Vargová'],
    ['Tóth', 'Tóthová'],
    ['Baláž', 'Balážová'],
    ['Szabó', 'Szabóová'],
    ['Lukáč', 'Lukáčová'],
    ['Šimko', 'Šimková'],
    ['Král', 'Králová'],
    ['Hudák', 'Hudáková'],
  ],
  cities: [
    { city: 'Bratislava', postcode: '811 01' },
    { city: 'Košice', postcode: '040 01' },
    { city: 'Žilina', postcode: '010 01' },
    { city: 'Banská Bystrica', postcode: '974 01' },
    { city: 'Nitra', postcode: '949 01' },
  ],
  streets: ['Obchodná', 'Hlavná', 'Národná', 'Štefánikova', 'Mierová'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+421 905 555 ###', '0905 555 ###', '+421 2 5555 ####'],
  legalForms: ['s.r.o.', 'a.s.'],
  employers: {
    health: ['Univerzitná nemocnica {city}', 'Lekáreň {last}', 'Zubná ambulancia {last}'],
    build: ['Elektro {last} {legal}', 'Stavby {last} {legal}', 'Stolárstvo {last}'],
    hospitality: ['Hotel {last}', 'Reštaurácia {last}', 'Grand Hotel {city} {legal}'],
    logistics: ['{last} Trans {legal}', 'Logistika {last} {legal}'],
    retail: ['{last} Obchod {legal}', 'Veľkoobchod {last} {legal}'],
    office: ['Advokátska kancelária {last} {legal}', 'Účtovná kancelária {last} {legal}'],
    industry: ['Autoservis {last} {legal}', 'Strojárne {last} {legal}'],
    public: ['Mesto {city}', 'Policajný zbor SR', 'Colný úrad {city}', 'Úrad práce, sociálnych vecí a rodiny {city}'],
    education: ['Základná škola {city}', 'Univerzita Komenského v Bratislave'],
    agri: ['Poľnohospodárske družstvo {city}', 'Farma {last}'],
    aviation: ['Tatra Air {legal}', 'Letecká škola {city}'],
    tech: ['{last} Software {legal}', 'DataSlovakia {legal}'],
    media: ['Denník {city}', 'Štúdio {last}', 'Prekladateľská agentúra {last} {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Pracovné skúsenosti',
    education: 'Vzdelanie',
    skills: 'Zručnosti',
    languages: 'Jazykové znalosti',
    certificates: 'Certifikáty',
    interests: 'Záujmy',
    contact: 'Kontakt',
    personal: 'Osobné údaje',
  },
  labels: { phone: 'Telefón', email: 'E-mail', address: 'Adresa', born: 'Dátum narodenia' },
  cvTitle: 'Životopis',
  birthDate: true,
  months: ['január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'august', 'september', 'október', 'november', 'december'],
  monthsShort: ['jan.', 'feb.', 'mar.', 'apr.', 'máj', 'jún', 'júl', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  dateStyles: ['MM/YYYY', 'MM.YYYY', 'MMMM YYYY'],
  present: ['súčasnosť', 'doteraz', 'trvá'],
  since: ['od {d}'],
  levels: { native: ['materinský jazyk'], fluent: ['pokročilá', 'plynulá'], good: ['dobrá'], basic: ['základná'] },
  languageNames: { sk: 'slovenčina', cs: 'čeština', en: 'angličtina', de: 'nemčina', hu: 'maďarčina', ru: 'ruština', fr: 'francúzština' },
  institutions: {
    university: [
      'Univerzita Komenského v Bratislave',
      'Slovenská technická univerzita v Bratislave',
      'Technická univerzita v Košiciach',
      'Žilinská univerzita v Žiline',
      'Ekonomická univerzita v Bratislave',
      'Univerzita Mateja Bela',
    ],
    vocational: ['Stredná odborná škola elektrotechnická Žilina', 'Hotelová akadémia Košice', 'Stredná odborná škola stavebná Nitra'],
    school: ['Gymnázium Jura Hronca', 'Gymnázium Poštová'],
  },
  occ: occ(`
    nurse = Sestra | Vedúca sestra | Bc. Ošetrovateľstvo
    electrician = Elektrikár | Majster elektro | Výučný list – elektromechanik
    accountant = Účtovníčka | Hlavná účtovníčka | Ing. Účtovníctvo
    chef = Kuchár | Šéfkuchár | Výučný list – kuchár
    teacher = Učiteľka pre primárne vzdelávanie | Zástupkyňa riaditeľa | Mgr. Predškolská a elementárna pedagogika
    logistics-planner = Dispečer dopravy | Vedúci logistiky | Ing. Logistika
    lawyer = Advokátsky koncipient | Advokát | Mgr. Právo
    hr-manager = HR špecialistka | HR manažérka | Mgr. Manažment ľudských zdrojov
    pilot = Druhý pilot | Kapitán | Výcvik ATPL(A)
    sales-rep = Obchodný zástupca | Key Account Manager | Ing. Obchod a marketing
    civil-engineer = Stavbyvedúci | Projektový manažér | Ing. Stavebníctvo
    pharmacist = Farmaceutka | Vedúca lekárne | PharmDr. Farmácia
    social-worker = Sociálna pracovníčka | Vedúca oddelenia | Bc. Sociálna práca
    architect = Architekt | Hlavný architekt | Ing. arch. Architektúra
    journalist = Redaktorka | Šéfredaktorka | Mgr. Žurnalistika
    mechanic = Automechanik | Vedúci servisu | Výučný list – mechanik opravár
    hotel-manager = Vedúca recepcie | Riaditeľ hotela | Bc. Hotelový manažment
    police-officer = Policajt | Vrchný inšpektor | Stredná odborná škola Policajného zboru
    translator = Prekladateľka | Súdna prekladateľka | Mgr. Prekladateľstvo a tlmočníctvo
    data-analyst = Dátový analytik | Senior dátový analytik | Ing. Štatistika
    marketing-manager = Marketingová špecialistka | Marketingová manažérka | Ing. Marketing
    researcher = Vedecká pracovníčka | Postdoktorandka | PhD. Molekulárna biológia
    software-engineer = Programátor | Senior vývojár | Ing. Informatika
    physiotherapist = Fyzioterapeutka | Vedúca fyzioterapeutka | Bc. Fyzioterapia
    farmer = Poľnohospodár | Vedúci farmy | Stredná poľnohospodárska škola
    buyer = Nákupca | Vedúci nákupu | Ing. Podnikové hospodárstvo
    carpenter = Tesár | Majster tesár | Výučný list – tesár
    retail-manager = Zástupkyňa vedúcej predajne | Vedúca predajne | Obchodná akadémia
    customs-officer = Colník | Vrchný colný inšpektor | Bc. Ekonómia
    dental-assistant = Zubná asistentka | Vedúca asistentka | Zdravotnícky asistent
    graphic-designer = Grafička | Art directorka | Mgr. art. Grafický dizajn
    bank-advisor = Bankový poradca | Hypotekárny špecialista | Ing. Financie
  `),
  bullets: [
    'Vedenie tímu {n} zamestnancov',
    'Zníženie nákladov o {p} % za {m} mesiacov',
    'Zodpovednosť za rozpočet {k}',
    'Zaškolenie {n} nových kolegov',
  ],
  interests: ['Turistika', 'Lyžovanie', 'Dobrovoľníctvo', 'Čítanie'],
  summaries: ['{title} s {years}-ročnou praxou, spoľahlivá a orientovaná na výsledky.'],
};
