import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const de: Locale = {
  id: 'de',
  lang: 'de',
  country: 'Deutschland',
  firstNames: {
    f: ['Lena', 'Jana', 'Sophie', 'Annika', 'Zoë', 'Katharina', 'Leonie', 'Miriam'],
    m: ['Jonas', 'Lukas', 'Felix', 'Tobias', 'Jörg', 'Matthias', 'Sebastian', 'Florian'],
  },
  lastNames: ['Müller', 'Schröder', 'Weiß', 'Hoffmann', 'Brückner', 'Krämer', 'Lindemann', 'Öztürk', 'Schäfer', 'Hartmann'],
  cities: [
    { city: 'Berlin', postcode: '10115' },
    { city: 'Hamburg', postcode: '22767' },
    { city: 'München', postcode: '80331' },
    { city: 'Köln', postcode: '50667' },
    { city: 'Leipzig', postcode: '04109' },
    { city: 'Nürnberg', postcode: '90402' },
    { city: 'Freiburg im Breisgau', postcode: '79098' },
  ],
  streets: ['Lindenstraße', 'Hauptstraße', 'Am Mühlbach', 'Goethestraße', 'Schillerplatz', 'Bahnhofstraße'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+49 30 5550 ####', '0151 5550 ####', '+49 (0)89 5550 ####', '040 5550 ####'],
  legalForms: ['GmbH', 'AG', 'GmbH & Co. KG', 'e.K.'],
  employers: {
    health: ['Klinikum {city}', 'Universitätsklinikum {city}', '{last} Apotheke {legal}', 'Praxis Dr. {last}'],
    build: ['{last} Elektrotechnik {legal}', '{last} Bau {legal}', '{last} Holzbau {legal}'],
    hospitality: ['Hotel {last}hof', 'Romantik Hotel {city}', 'Restaurant {last}'],
    logistics: ['{last} Spedition {legal}', '{last} Logistik {legal}', 'Nordkurier Transport {legal}'],
    retail: ['{last} Handel {legal}', '{last} Baumarkt {legal}', 'Kaufhaus {last}'],
    office: ['{last} Steuerberatung {legal}', '{last} & Partner Rechtsanwälte mbB', '{last} Consulting {legal}'],
    industry: ['Autohaus {last} {legal}', '{last} Maschinenbau {legal}', '{last} Fahrzeugtechnik {legal}'],
    public: ['Stadt {city}', 'Polizeipräsidium {city}', 'Hauptzollamt {city}', 'Caritasverband {city} e.V.'],
    education: ['Grundschule am {last}weg', 'Gymnasium {city}-Mitte', 'Universität {city}'],
    agri: ['Hof {last}', '{last} Agrar {legal}'],
    aviation: ['Alpenflug {legal}', 'Nordlicht Airlines {legal}'],
    tech: ['{last} Software {legal}', '{last} Data Solutions {legal}'],
    media: ['{city}er Rundschau', 'Agentur {last} {legal}', 'Übersetzungsbüro {last}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    certificates: 'Zertifikate',
    interests: 'Hobbys',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
  },
  labels: { phone: 'Telefon', email: 'E-Mail', address: 'Adresse', born: 'Geburtsdatum' },
  cvTitle: 'Lebenslauf',
  birthDate: true,
  months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  monthsShort: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  dateStyles: ['MM/YYYY', 'MM.YYYY', 'MMMM YYYY', 'MMM YYYY'],
  present: ['heute', 'dato', 'aktuell'],
  since: ['seit {d}'],
  levels: {
    native: ['Muttersprache', 'muttersprachlich'],
    fluent: ['verhandlungssicher', 'fließend'],
    good: ['gute Kenntnisse', 'sehr gut'],
    basic: ['Grundkenntnisse', 'Basiskenntnisse'],
  },
  languageNames: {
    de: 'Deutsch',
    en: 'Englisch',
    fr: 'Französisch',
    es: 'Spanisch',
    it: 'Italienisch',
    pl: 'Polnisch',
    ru: 'Russisch',
    nl: 'Niederländisch',
  },
  institutions: {
    university: [
      'Humboldt-Universität zu Berlin',
      'Universität Hamburg',
      'Technische Universität München',
      'Universität zu Köln',
      'Universität Leipzig',
      'Hochschule für angewandte Wissenschaften Hamburg',
      'Technische Hochschule Nürnberg Georg Simon Ohm',
    ],
    vocational: [
      'Berufsschule für Elektrotechnik München',
      'Oberstufenzentrum Logistik Berlin',
      'Berufskolleg Ehrenfeld',
      'Staatliche Berufsschule Nürnberg',
    ],
    school: ['Goethe-Gymnasium', 'Schiller-Gymnasium', 'Max-Planck-Gymnasium'],
  },
  occ: occ(`
    nurse = Gesundheits- und Krankenpflegerin | Stationsleitung | Ausbildung zur Pflegefachfrau
    electrician = Elektroniker für Energie- und Gebäudetechnik | Elektromeister und Projektleiter | Gesellenbrief Elektroniker
    accountant = Finanzbuchhalter | Bilanzbuchhalter | B.A. Betriebswirtschaftslehre
    chef = Chef de Partie | Küchenchef | Ausbildung zum Koch
    teacher = Grundschullehrerin | Konrektorin | Zweites Staatsexamen Lehramt an Grundschulen
    logistics-planner = Disponent | Teamleiter Transportplanung | B.Sc. Logistikmanagement
    lawyer = Rechtsanwältin | Partnerin | Zweites juristisches Staatsexamen
    hr-manager = HR-Referentin | Personalleiterin | M.A. Personalmanagement
    pilot = Erster Offizier | Kapitän | ATPL-Ausbildung
    sales-rep = Außendienstmitarbeiter | Key Account Manager | B.A. International Business
    civil-engineer = Bauingenieur | Projektleiter Hochbau | M.Sc. Bauingenieurwesen
    pharmacist = Apothekerin | Filialleiterin | Staatsexamen Pharmazie
    social-worker = Sozialarbeiterin | Teamleitung Jugendhilfe | B.A. Soziale Arbeit
    architect = Architekt | Projektarchitekt | M.A. Architektur
    journalist = Redakteurin | Ressortleiterin | Volontariat und B.A. Journalistik
    mechanic = Kfz-Mechatroniker | Werkstattmeister | Gesellenprüfung Kfz-Mechatroniker
    hotel-manager = Front Office Manager | Hoteldirektor | B.A. Hotelmanagement
    police-officer = Polizeikommissar | Polizeihauptkommissar | B.A. Polizeivollzugsdienst
    translator = Übersetzerin | Leitende Übersetzerin | M.A. Fachübersetzen
    data-analyst = Datenanalyst | Senior Data Analyst | M.Sc. Statistik
    marketing-manager = Marketing Managerin | Leiterin Marketing | B.A. Marketing und Kommunikation
    researcher = Wissenschaftliche Mitarbeiterin | Postdoc | Promotion (Dr. rer. nat.) Biologie
    software-engineer = Softwareentwickler | Senior Softwareentwickler | B.Sc. Informatik
    physiotherapist = Physiotherapeutin | Leitende Physiotherapeutin | Staatsexamen Physiotherapie
    farmer = Landwirt | Betriebsleiter | Staatlich geprüfter Agrarbetriebswirt
    buyer = Einkäufer | Leiter Einkauf | B.A. Betriebswirtschaft
    carpenter = Zimmerer | Zimmerermeister | Meisterprüfung im Zimmererhandwerk
    retail-manager = Stellvertretende Filialleiterin | Filialleiterin | Ausbildung zur Kauffrau im Einzelhandel
    customs-officer = Zollbeamter | Zollamtsrat | Diplom-Finanzwirt (FH) Zoll
    dental-assistant = Zahnmedizinische Fachangestellte | Praxismanagerin | Ausbildung zur ZFA
    graphic-designer = Grafikdesignerin | Art Director | B.A. Kommunikationsdesign
    bank-advisor = Kundenberater | Private Banking Berater | Ausbildung zum Bankkaufmann
  `),
  bullets: [
    'Führung eines Teams von {n} Mitarbeitenden',
    'Senkung der Kosten um {p} % innerhalb von {m} Monaten',
    'Verantwortung für ein Budget von {k}',
    'Einarbeitung von {n} neuen Kolleginnen und Kollegen',
    'Einführung eines neuen Prozesses, der die Bearbeitungszeit um {p} % verkürzte',
  ],
  interests: ['Klettern', 'Chor', 'Ehrenamt bei der Tafel', 'Radfahren'],
  summaries: [
    '{title} mit {years} Jahren Berufserfahrung, strukturiert, belastbar und teamorientiert.',
    'Erfahrene/r {title} ({years} Jahre) mit Freude an Verantwortung und Verbesserung von Abläufen.',
  ],
};
