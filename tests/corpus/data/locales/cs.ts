import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const cs: Locale = {
  id: 'cs',
  lang: 'cs',
  country: 'Česká republika',
  firstNames: {
    f: ['Tereza', 'Lucie', 'Kateřina', 'Jana', 'Markéta', 'Veronika', 'Zuzana', 'Barbora'],
    m: ['Jiří', 'Tomáš', 'Ondřej', 'Petr', 'Lukáš', 'Radek', 'Vojtěch', 'Jakub'],
  },
  lastNames: [
    ['Novák', 'Nováková'],
    ['Dvořák', 'Dvořáková'],
    ['Svoboda', 'Svobodová'],
    ['Černý', 'Černá'],
    ['Procházka', 'Procházková'],
    ['Kučera', 'Kučerová'],
    ['Veselý', 'Veselá'],
    ['Horák', 'Horáková'],
    ['Němec', 'Němcová'],
    ['Pokorný', 'Pokorná'],
  ],
  cities: [
    { city: 'Brno', postcode: '602 00' },
    { city: 'Praha', postcode: '110 00' },
    { city: 'Ostrava', postcode: '702 00' },
    { city: 'Plzeň', postcode: '301 00' },
    { city: 'Olomouc', postcode: '779 00' },
    { city: 'České Budějovice', postcode: '370 01' },
  ],
  streets: ['Údolní', 'Vinohradská', 'Nádražní', 'Americká', 'Třída Svobody'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+420 601 555 ###', '601 555 ###', '+420 222 555 ###'],
  legalForms: ['s.r.o.', 'a.s.', 'v.o.s.'],
  employers: {
    health: ['Fakultní nemocnice {city}', 'Lékárna {last}', 'Zubní ordinace MUDr. {last}'],
    build: ['Elektro {last} {legal}', 'Stavby {last} {legal}', 'Truhlářství {last}'],
    hospitality: ['Hotel {last}', 'Restaurace U {last}ů', 'Grandhotel {city} {legal}'],
    logistics: ['{last} Transport {legal}', 'Spedice {last} {legal}'],
    retail: ['{last} Obchod {legal}', 'Velkoobchod {last} {legal}'],
    office: ['Advokátní kancelář {last}', 'Účetní kancelář {last} {legal}', '{last} Consulting {legal}'],
    industry: ['Autoservis {last} {legal}', 'Strojírny {last} {legal}'],
    public: ['Magistrát města {city}', 'Policie České republiky', 'Celní úřad pro Jihomoravský kraj', 'Úřad práce ČR'],
    education: ['Základní škola {city}', 'Masarykova univerzita'],
    agri: ['Zemědělské družstvo {city}', 'Farma {last}'],
    aviation: ['Bohemia Air {legal}', 'Letecká škola {city}'],
    tech: ['{last} Software {legal}', 'DataLab {legal}'],
    media: ['Deník {city}', 'Studio {last}', 'Překladatelská agentura {last} {legal}'],
  },
  headings: {
    profile: 'Profil',
    experience: 'Pracovní zkušenosti',
    education: 'Vzdělání',
    skills: 'Dovednosti',
    languages: 'Jazykové znalosti',
    certificates: 'Certifikáty',
    interests: 'Zájmy',
    contact: 'Kontakt',
    personal: 'Osobní údaje',
  },
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresa', born: 'Datum narození' },
  cvTitle: 'Životopis',
  birthDate: true,
  months: ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'],
  monthsShort: ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro'],
  dateStyles: ['MM/YYYY', 'M/YYYY', 'MMMM YYYY'],
  present: ['dosud', 'současnost', 'nyní'],
  since: ['od {d}'],
  levels: {
    native: ['rodilý mluvčí', 'mateřský jazyk'],
    fluent: ['pokročilá', 'plynulá'],
    good: ['dobrá', 'středně pokročilá'],
    basic: ['základní'],
  },
  languageNames: {
    cs: 'čeština',
    sk: 'slovenština',
    en: 'angličtina',
    de: 'němčina',
    fr: 'francouzština',
    ru: 'ruština',
    es: 'španělština',
  },
  institutions: {
    university: [
      'Masarykova univerzita',
      'Univerzita Karlova',
      'Vysoké učení technické v Brně',
      'České vysoké učení technické v Praze',
      'Vysoká škola ekonomická v Praze',
      'Univerzita Palackého v Olomouci',
    ],
    vocational: [
      'Střední průmyslová škola elektrotechnická Brno',
      'Střední škola gastronomie a služeb Praha',
      'Střední odborné učiliště stavební Plzeň',
    ],
    school: ['Gymnázium Brno, třída Kapitána Jaroše', 'Gymnázium Jana Nerudy'],
  },
  occ: occ(`
    nurse = Všeobecná sestra | Staniční sestra | Bakalář ošetřovatelství
    electrician = Elektrikář | Vedoucí montáží | Výuční list – elektrikář
    accountant = Účetní | Hlavní účetní | Ing. Účetnictví a finanční řízení
    chef = Kuchař | Šéfkuchař | Výuční list – kuchař
    teacher = Učitelka 1. stupně ZŠ | Zástupkyně ředitele | Mgr. Učitelství pro 1. stupeň ZŠ
    logistics-planner = Dispečer dopravy | Vedoucí logistiky | Bc. Logistika
    lawyer = Advokátní koncipient | Advokát | Mgr. Právo a právní věda
    hr-manager = HR specialistka | HR manažerka | Mgr. Řízení lidských zdrojů
    pilot = Druhý pilot | Kapitán | Výcvik ATPL(A)
    sales-rep = Obchodní zástupce | Key Account Manager | Bc. Marketing a obchod
    civil-engineer = Stavbyvedoucí | Hlavní stavbyvedoucí | Ing. Stavební inženýrství
    pharmacist = Farmaceutka | Vedoucí lékárny | PharmDr. Farmacie
    social-worker = Sociální pracovnice | Vedoucí odboru | Bc. Sociální práce
    architect = Architekt | Hlavní architekt | Ing. arch. Architektura a urbanismus
    journalist = Redaktorka | Vedoucí vydání | Mgr. Mediální studia a žurnalistika
    mechanic = Automechanik | Vedoucí servisu | Výuční list – automechanik
    hotel-manager = Vedoucí recepce | Ředitel hotelu | Bc. Hotelnictví
    police-officer = Policista | Vrchní inspektor | Základní odborná příprava policistů
    translator = Překladatelka | Soudní překladatelka | Mgr. Překladatelství
    data-analyst = Datový analytik | Senior datový analytik | Ing. Statistika
    marketing-manager = Marketingová specialistka | Marketingová manažerka | Ing. Marketing
    researcher = Vědecká pracovnice | Postdoktorandka | Ph.D. Molekulární biologie
    software-engineer = Programátor | Senior vývojář | Ing. Informatika
    physiotherapist = Fyzioterapeutka | Vedoucí fyzioterapeutka | Bc. Fyzioterapie
    farmer = Zemědělec | Vedoucí farmy | Střední zemědělská škola – agropodnikání
    buyer = Nákupčí | Vedoucí nákupu | Ing. Podniková ekonomika
    carpenter = Tesař | Mistr tesař | Výuční list – tesař
    retail-manager = Zástupkyně vedoucí prodejny | Vedoucí prodejny | Maturita – obchodní akademie
    customs-officer = Celník | Vrchní celní inspektor | Bc. Ekonomika a management
    dental-assistant = Zubní asistentka | Vedoucí asistentka | Praktická sestra – zubní asistentka
    graphic-designer = Grafička | Art directorka | MgA. Grafický design
    bank-advisor = Bankovní poradce | Hypoteční specialista | Ing. Finance
  `),
  bullets: [
    'Vedení týmu {n} pracovníků',
    'Snížení nákladů o {p} % během {m} měsíců',
    'Odpovědnost za rozpočet {k}',
    'Zaškolení {n} nových kolegů',
  ],
  interests: ['Turistika', 'Horolezectví', 'Dobrovolnictví', 'Fotografie'],
  summaries: ['{title} s {years} lety praxe, spolehlivý a zaměřený na výsledky.'],
};
