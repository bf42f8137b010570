import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const pl: Locale = {
  id: 'pl',
  lang: 'pl',
  country: 'Polska',
  firstNames: {
    f: ['Agnieszka', 'Małgorzata', 'Katarzyna', 'Zofia', 'Joanna', 'Magdalena', 'Żaneta', 'Alicja'],
    m: ['Paweł', 'Łukasz', 'Michał', 'Tomasz', 'Grzegorz', 'Jakub', 'Bartłomiej', 'Wojciech'],
  },
  lastNames: [
    ['Kowalski', 'Kowalska'],
    'Nowak',
    ['Wiśniewski', 'Wiśniewska'],
    ['Wójcik', 'Wójcik'],
    ['Zieliński', 'Zielińska'],
    ['Kamiński', 'Kamińska'],
    'Mazur',
    ['Dąbrowski', 'Dąbrowska'],
    ['Grabowski', 'Grabowska'],
    'Król',
  ],
  cities: [
    { city: 'Kraków', postcode: '30-001' },
    { city: 'Warszawa', postcode: '00-950' },
    { city: 'Wrocław', postcode: '50-001' },
    { city: 'Gdańsk', postcode: '80-001' },
    { city: 'Poznań', postcode: '61-001' },
    { city: 'Łódź', postcode: '90-001' },
  ],
  streets: ['ul. Długa', 'ul. Marszałkowska', 'ul. Świdnicka', 'ul. Grunwaldzka', 'al. Niepodległości', 'ul. Piotrkowska'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+48 512 555 ###', '512 555 ###', '+48 22 555 ## ##'],
  legalForms: ['Sp. z o.o.', 'S.A.', 'sp.j.'],
  employers: {
    health: ['Szpital Uniwersytecki w {city}', 'Apteka {last}', 'Gabinet Stomatologiczny {last}'],
    build: ['Elektro-{last} {legal}', 'Budimex-{last} {legal}', 'Zakład Stolarski {last}'],
    hospitality: ['Hotel {last}', 'Restauracja {last}', 'Hotel Pod Wawelem'],
    logistics: ['Trans-{last} {legal}', '{last} Logistyka {legal}'],
    retail: ['{last} Handel {legal}', 'Market {last} {legal}'],
    office: ['Kancelaria Radcy Prawnego {last}', 'Biuro Rachunkowe {last} {legal}', '{last} Consulting {legal}'],
    industry: ['Serwis Samochodowy {last} {legal}', 'Zakłady Mechaniczne {last} {legal}'],
    public: [
      'Urząd Miasta {city}',
      'Komenda Miejska Policji w {city}',
      'Izba Administracji Skarbowej w {city}',
      'Miejski Ośrodek Pomocy Społecznej w {city}',
    ],
    education: ['Szkoła Podstawowa nr 12 w {city}', 'Uniwersytet w {city}'],
    agri: ['Gospodarstwo Rolne {last}', 'Agro-{last} {legal}'],
    aviation: ['Polonia Air {legal}', 'Aeroklub {city}'],
    tech: ['{last} Software {legal}', 'DataPol {legal}'],
    media: ['Gazeta {city}', 'Studio {last}', 'Biuro Tłumaczeń {last}'],
  },
  headings: {
    profile: 'Profil zawodowy',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    languages: 'Języki obce',
    certificates: 'Certyfikaty',
    interests: 'Zainteresowania',
    contact: 'Kontakt',
    personal: 'Dane osobowe',
  },
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Adres', born: 'Data urodzenia' },
  cvTitle: 'Curriculum Vitae',
  birthDate: true,
  months: [
    'styczeń',
    'luty',
    'marzec',
    'kwiecień',
    'maj',
    'czerwiec',
    'lipiec',
    'sierpień',
    'wrzesień',
    'październik',
    'listopad',
    'grudzień',
  ],
  monthsShort: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  dateStyles: ['MM.YYYY', 'MM/YYYY', 'MMMM YYYY'],
  present: ['obecnie', 'nadal', 'teraz'],
  since: ['od {d}'],
  levels: { native: ['ojczysty'], fluent: ['biegły', 'zaawansowany'], good: ['dobry', 'komunikatywny'], basic: ['podstawowy'] },
  languageNames: { pl: 'polski', en: 'angielski', de: 'niemiecki', fr: 'francuski', es: 'hiszpański', ru: 'rosyjski', uk: 'ukraiński' },
  institutions: {
    university: [
      'Uniwersytet Jagielloński',
      'Politechnika Warszawska',
      'Uniwersytet Wrocławski',
      'Politechnika Gdańska',
      'Uniwersytet Ekonomiczny w Poznaniu',
      'Uniwersytet Łódzki',
    ],
    vocational: [
      'Zespół Szkół Elektrycznych nr 1 w Krakowie',
      'Technikum Gastronomiczne w Warszawie',
      'Zespół Szkół Budowlanych we Wrocławiu',
    ],
    school: ['I Liceum Ogólnokształcące im. Bartłomieja Nowodworskiego', 'XIV Liceum Ogólnokształcące im. Stanisława Staszica'],
  },
  occ: occ(`
    nurse = Pielęgniarka | Oddziałowa | Licencjat z pielęgniarstwa
    electrician = Elektryk | Brygadzista elektryków | Technik elektryk
    accountant = Księgowa | Główna księgowa | Magister finansów i rachunkowości
    chef = Kucharz | Szef kuchni | Technik żywienia i usług gastronomicznych
    teacher = Nauczycielka edukacji wczesnoszkolnej | Wicedyrektorka szkoły | Magister pedagogiki
    logistics-planner = Planista transportu | Kierownik logistyki | Inżynier logistyki
    lawyer = Radca prawny | Starszy prawnik | Magister prawa
    hr-manager = Specjalistka ds. kadr | Kierowniczka HR | Magister zarządzania zasobami ludzkimi
    pilot = Pierwszy oficer | Kapitan | Szkolenie ATPL(A)
    sales-rep = Przedstawiciel handlowy | Key Account Manager | Licencjat z marketingu i zarządzania
    civil-engineer = Inżynier budowy | Kierownik budowy | Magister inżynier budownictwa
    pharmacist = Farmaceutka | Kierowniczka apteki | Magister farmacji
    social-worker = Pracownik socjalny | Koordynatorka zespołu | Licencjat z pracy socjalnej
    architect = Architekt | Główny projektant | Magister inżynier architekt
    journalist = Dziennikarka | Redaktor prowadząca | Magister dziennikarstwa
    mechanic = Mechanik samochodowy | Kierownik warsztatu | Technik pojazdów samochodowych
    hotel-manager = Kierownik recepcji | Dyrektor hotelu | Licencjat z hotelarstwa
    police-officer = Posterunkowy | Aspirant | Szkoła Policji w Katowicach – szkolenie zawodowe podstawowe
    translator = Tłumaczka | Tłumacz przysięgły | Magister filologii angielskiej
    data-analyst = Analityk danych | Starszy analityk danych | Magister matematyki stosowanej
    marketing-manager = Specjalistka ds. marketingu | Kierowniczka marketingu | Magister marketingu
    researcher = Asystentka naukowa | Adiunkt | Doktor nauk biologicznych
    software-engineer = Programista | Starszy programista | Inżynier informatyki
    physiotherapist = Fizjoterapeutka | Kierowniczka działu rehabilitacji | Magister fizjoterapii
    farmer = Rolnik | Kierownik gospodarstwa | Technik rolnik
    buyer = Kupiec | Kierownik zakupów | Magister ekonomii
    carpenter = Cieśla | Mistrz ciesielski | Szkoła branżowa – cieśla
    retail-manager = Zastępczyni kierownika sklepu | Kierowniczka sklepu | Technik handlowiec
    customs-officer = Funkcjonariusz celny | Starszy inspektor celny | Licencjat z ekonomii
    dental-assistant = Asystentka stomatologiczna | Koordynatorka gabinetu | Szkoła policealna – asystentka stomatologiczna
    graphic-designer = Grafik | Art director | Licencjat z grafiki
    bank-advisor = Doradca klienta | Doradca kredytowy | Magister finansów
  `),
  bullets: [
    'Zarządzanie zespołem {n} osób',
    'Obniżenie kosztów o {p} % w ciągu {m} miesięcy',
    'Odpowiedzialność za budżet {k}',
    'Wdrożenie {n} nowych pracowników',
  ],
  interests: ['Turystyka górska', 'Wolontariat', 'Fotografia', 'Bieganie'],
  summaries: ['{title} z {years}-letnim doświadczeniem, dobrze zorganizowana i nastawiona na wyniki.'],
};
