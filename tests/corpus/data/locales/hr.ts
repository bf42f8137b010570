import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const hr: Locale = {
  id: 'hr',
  lang: 'hr',
  country: 'Hrvatska',
  firstNames: {
    f: ['Ivana', 'Petra', 'Marija', 'Ana', 'Lucija', 'Kristina', 'Maja', 'Tena'],
    m: ['Ivan', 'Luka', 'Marko', 'Josip', 'Tomislav', 'Matej', 'Hrvoje', 'Domagoj'],
  },
  lastNames: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković', 'Šimić', 'Perić'],
  cities: [
    { city: 'Zagreb', postcode: '10000' },
    { city: 'Split', postcode: '21000' },
    { city: 'Rijeka', postcode: '51000' },
    { city: 'Osijek', postcode: '31000' },
    { city: 'Zadar', postcode: '23000' },
  ],
  streets: ['Ilica', 'Marmontova ulica', 'Korzo', 'Europska avenija', 'Široka ulica'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+385 91 555 ####', '091 555 ####', '+385 1 555 ####'],
  legalForms: ['d.o.o.', 'd.d.', 'j.d.o.o.'],
  employers: {
    health: ['KBC {city}', 'Ljekarna {last}', 'Stomatološka ordinacija dr. {last}'],
    build: ['Elektro {last} {legal}', 'Građevinar {last} {legal}', 'Stolarija {last}'],
    hospitality: ['Hotel {last}', 'Restoran {last}', 'Grand Hotel {city} {legal}'],
    logistics: ['{last} Transport {legal}', 'Logistika {last} {legal}'],
    retail: ['{last} Trgovina {legal}', 'Konzum {city}'],
    office: ['Odvjetničko društvo {last} {legal}', 'Računovodstvo {last} {legal}'],
    industry: ['Autoservis {last} {legal}', 'Strojogradnja {last} {legal}'],
    public: ['Grad {city}', 'Policijska uprava {city}', 'Carinska uprava', 'Centar za socijalnu skrb {city}'],
    education: ['Osnovna škola {city}', 'Sveučilište u {city}'],
    agri: ['OPG {last}', 'Agro {last} {legal}'],
    aviation: ['Adriatic Wings {legal}', 'Zrakoplovna škola {city}'],
    tech: ['{last} Software {legal}', 'DataCro {legal}'],
    media: ['Večernji list', 'Studio {last}', 'Prevoditeljski ured {last}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Radno iskustvo',
    education: 'Obrazovanje',
    skills: 'Vještine',
    languages: 'Strani jezici',
    certificates: 'Certifikati',
    interests: 'Interesi',
    contact: 'Kontakt',
    personal: 'Osobni podaci',
  },
  labels: { phone: 'Telefon', email: 'E-pošta', address: 'Adresa', born: 'Datum rođenja' },
  cvTitle: 'Životopis',
  birthDate: true,
  months: [
    'siječanj',
    'veljača',
    'ožujak',
    'travanj',
    'svibanj',
    'lipanj',
    'srpanj',
    'kolovoz',
    'rujan',
    'listopad',
    'studeni',
    'prosinac',
  ],
  monthsShort: ['sij.', 'velj.', 'ožu.', 'tra.', 'svi.', 'lip.', 'srp.', 'kol.', 'ruj.', 'lis.', 'stu.', 'pro.'],
  dateStyles: ['MM.YYYY.', 'MM/YYYY', 'MMMM YYYY'],
  present: ['danas', 'sada', 'trenutno'],
  since: ['od {d}'],
  levels: { native: ['materinski jezik'], fluent: ['tečno', 'napredno'], good: ['dobro', 'srednje'], basic: ['osnovno'] },
  languageNames: { hr: 'hrvatski', en: 'engleski', de: 'njemački', it: 'talijanski', fr: 'francuski', sl: 'slovenski', es: 'španjolski' },
  institutions: {
    university: [
      'Sveučilište u Zagrebu',
      'Sveučilište u Splitu',
      'Sveučilište u Rijeci',
      'Sveučilište Josipa Jurja Strossmayera u Osijeku',
      'Sveučilište u Zadru',
    ],
    vocational: ['Elektrostrojarska škola Varaždin', 'Škola za turizam, ugostiteljstvo i trgovinu Pula', 'Zdravstveno učilište Zagreb'],
    school: ['XV. gimnazija Zagreb', 'III. gimnazija Split'],
  },
  occ: occ(`
    nurse = Medicinska sestra | Glavna sestra odjela | Prvostupnica sestrinstva
    electrician = Elektroinstalater | Voditelj radova | Elektroinstalater (srednja strukovna škola)
    accountant = Računovođa | Voditeljica računovodstva | Magistra ekonomije
    chef = Kuhar | Šef kuhinje | Kuhar (srednja strukovna škola)
    teacher = Učiteljica razredne nastave | Pomoćnica ravnatelja | Magistra primarnog obrazovanja
    logistics-planner = Planer transporta | Voditelj logistike | Prvostupnik logistike
    lawyer = Odvjetnički vježbenik | Odvjetnik | Magistar prava
    hr-manager = Stručnjakinja za ljudske potencijale | Direktorica ljudskih potencijala | Magistra psihologije
    pilot = Kopilot | Kapetan | ATPL(A) obuka
    sales-rep = Prodajni predstavnik | Key Account Manager | Prvostupnik ekonomije
    civil-engineer = Inženjer gradilišta | Voditelj projekta | Magistar inženjer građevinarstva
    pharmacist = Magistra farmacije | Voditeljica ljekarne | Integrirani studij farmacije
    social-worker = Socijalna radnica | Voditeljica odjela | Magistra socijalnog rada
    architect = Arhitekt | Glavni projektant | Magistar inženjer arhitekture
    journalist = Novinarka | Urednica | Magistra novinarstva
    mechanic = Automehaničar | Voditelj servisa | Automehaničar (srednja strukovna škola)
    hotel-manager = Voditelj recepcije | Direktor hotela | Prvostupnik turizma
    police-officer = Policijski službenik | Policijski inspektor | Policijska škola „Josip Jović”
    translator = Prevoditeljica | Sudska tumačica | Magistra anglistike
    data-analyst = Analitičar podataka | Viši analitičar podataka | Magistar matematike
    marketing-manager = Marketinška stručnjakinja | Voditeljica marketinga | Magistra ekonomije – marketing
    researcher = Asistentica | Znanstvena suradnica | Doktorica znanosti iz biologije
    software-engineer = Programer | Senior programer | Magistar inženjer računarstva
    physiotherapist = Fizioterapeutkinja | Glavna fizioterapeutkinja | Prvostupnica fizioterapije
    farmer = Poljoprivrednik | Voditelj gospodarstva | Agrotehničar
    buyer = Nabavljač | Voditelj nabave | Magistar ekonomije
    carpenter = Tesar | Poslovođa | Tesar (srednja strukovna škola)
    retail-manager = Zamjenica voditelja poslovnice | Voditeljica poslovnice | Prodavač (srednja strukovna škola)
    customs-officer = Carinski službenik | Viši carinski inspektor | Prvostupnik ekonomije
    dental-assistant = Dentalna asistentica | Glavna dentalna asistentica | Dentalni asistent (srednja škola)
    graphic-designer = Grafička dizajnerica | Art direktorica | Magistra dizajna
    bank-advisor = Bankovni savjetnik | Savjetnik za stambene kredite | Magistar ekonomije – financije
  `),
  bullets: [
    'Vođenje tima od {n} zaposlenika',
    'Smanjenje troškova za {p} % u {m} mjeseci',
    'Odgovornost za proračun od {k}',
    'Uvođenje u posao {n} novih kolega',
  ],
  interests: ['Planinarenje', 'Jedrenje', 'Volontiranje', 'Fotografija'],
  summaries: ['{title} s {years} godina iskustva, pouzdana i usmjerena na rezultate.'],
};
