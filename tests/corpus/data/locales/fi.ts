import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const fi: Locale = {
  id: 'fi',
  lang: 'fi',
  country: 'Suomi',
  firstNames: {
    f: ['Aino', 'Päivi', 'Sanna', 'Minna', 'Elina', 'Tiina', 'Hanna', 'Jenni'],
    m: ['Mikko', 'Jukka', 'Antti', 'Ville', 'Pekka', 'Tuomas', 'Jyrki', 'Lauri'],
  },
  lastNames: ['Virtanen', 'Mäkelä', 'Hämäläinen', 'Lehtonen', 'Järvinen', 'Korhonen', 'Heikkilä', 'Kärkkäinen', 'Nieminen', 'Räsänen'],
  cities: [
    { city: 'Tampere', postcode: '33100' },
    { city: 'Helsinki', postcode: '00100' },
    { city: 'Turku', postcode: '20100' },
    { city: 'Oulu', postcode: '90100' },
    { city: 'Jyväskylä', postcode: '40100' },
    { city: 'Espoo', postcode: '02100' },
  ],
  streets: ['Hämeenkatu', 'Mannerheimintie', 'Aurakatu', 'Kauppurienkatu', 'Kauppakatu'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+358 40 555 ####', '040 555 ####', '+358 50 555 ####'],
  legalForms: ['Oy', 'Oyj', 'Ky'],
  employers: {
    health: ['Tampereen yliopistollinen sairaala', 'Pirkanmaan hyvinvointialue', '{last}n apteekki', 'Hammaslääkäriasema {last}'],
    build: ['Sähkö-{last} {legal}', 'Rakennus {last} {legal}', 'Puusepänliike {last}'],
    hospitality: ['Hotelli {last}', 'Ravintola {last}', 'Sokos Hotel {city}'],
    logistics: ['Kuljetus {last} {legal}', '{last} Logistiikka {legal}'],
    retail: ['{last} Kauppa {legal}', 'K-Citymarket {city}'],
    office: ['Asianajotoimisto {last} {legal}', 'Tilitoimisto {last} {legal}', '{last} Consulting {legal}'],
    industry: ['Autokorjaamo {last} {legal}', '{last} Konepaja {legal}'],
    public: ['{city}n kaupunki', 'Sisä-Suomen poliisilaitos', 'Tulli', '{city}n sosiaalitoimi'],
    education: ['{last}n koulu', '{city}n yliopisto'],
    agri: ['{last}n tila', 'Maatila {last}'],
    aviation: ['Aurora Airlines {legal}', 'Finnair Flight Academy'],
    tech: ['{last} Data {legal}', 'Analytiikka {last} {legal}'],
    media: ['Aamulehti', 'Mainostoimisto {last} {legal}', 'Käännöstoimisto {last} {legal}'],
  },
  headings: {
    profile: 'Profiili',
    experience: 'Työkokemus',
    education: 'Koulutus',
    skills: 'Osaaminen',
    languages: 'Kielitaito',
    certificates: 'Sertifikaatit',
    interests: 'Harrastukset',
    contact: 'Yhteystiedot',
    personal: 'Henkilötiedot',
  },
  labels: { phone: 'Puhelin', email: 'Sähköposti', address: 'Osoite', born: 'Syntynyt' },
  cvTitle: 'Ansioluettelo',
  birthDate: false,
  months: [
    'tammikuu',
    'helmikuu',
    'maaliskuu',
    'huhtikuu',
    'toukokuu',
    'kesäkuu',
    'heinäkuu',
    'elokuu',
    'syyskuu',
    'lokakuu',
    'marraskuu',
    'joulukuu',
  ],
  monthsShort: ['tammi', 'helmi', 'maalis', 'huhti', 'touko', 'kesä', 'heinä', 'elo', 'syys', 'loka', 'marras', 'joulu'],
  dateStyles: ['M/YYYY', 'MM/YYYY', 'MM.YYYY'],
  present: ['nykyhetki', 'jatkuu'],
  since: ['{d} alkaen', '{d} lähtien'],
  levels: { native: ['äidinkieli'], fluent: ['erinomainen', 'sujuva'], good: ['hyvä'], basic: ['tyydyttävä', 'alkeet'] },
  languageNames: { fi: 'suomi', sv: 'ruotsi', en: 'englanti', de: 'saksa', fr: 'ranska', es: 'espanja', ru: 'venäjä' },
  institutions: {
    university: [
      'Tampereen yliopisto',
      'Helsingin yliopisto',
      'Turun yliopisto',
      'Oulun yliopisto',
      'Jyväskylän yliopisto',
      'Metropolia Ammattikorkeakoulu',
      'Tampereen ammattikorkeakoulu',
    ],
    vocational: ['Tampereen seudun ammattiopisto Tredu', 'Stadin ammatti- ja aikuisopisto', 'Turun ammatti-instituutti'],
    school: ['Tampereen lyseon lukio', 'Helsingin normaalilyseo'],
  },
  occ: occ(`
    nurse = Sairaanhoitaja | Osastonhoitaja | Sairaanhoitaja (AMK)
    electrician = Sähköasentaja | Työnjohtaja | Sähkö- ja automaatioalan perustutkinto
    accountant = Kirjanpitäjä | Talouspäällikkö | Tradenomi (AMK)
    chef = Kokki | Keittiöpäällikkö | Ravintola- ja catering-alan perustutkinto
    teacher = Luokanopettaja | Apulaisrehtori | Kasvatustieteen maisteri
    logistics-planner = Kuljetussuunnittelija | Logistiikkapäällikkö | Insinööri (AMK), logistiikka
    lawyer = Lakimies | Asianajaja | Oikeustieteen maisteri
    hr-manager = HR-asiantuntija | Henkilöstöpäällikkö | Kauppatieteiden maisteri
    pilot = Perämies | Kapteeni | ATPL(A)-koulutus
    sales-rep = Myyntiedustaja | Key Account Manager | Tradenomi (AMK)
    civil-engineer = Rakennusinsinööri | Projektipäällikkö | Diplomi-insinööri, rakennustekniikka
    pharmacist = Proviisori | Apteekkari | Proviisorin tutkinto
    social-worker = Sosiaalityöntekijä | Johtava sosiaalityöntekijä | Yhteiskuntatieteiden maisteri
    architect = Arkkitehti | Pääsuunnittelija | Arkkitehti (M.Sc.)
    journalist = Toimittaja | Uutispäällikkö | Yhteiskuntatieteiden kandidaatti, journalistiikka
    mechanic = Automekaanikko | Korjaamopäällikkö | Ajoneuvoalan perustutkinto
    hotel-manager = Vastaanottopäällikkö | Hotellinjohtaja | Restonomi (AMK)
    police-officer = Vanhempi konstaapeli | Ylikonstaapeli | Poliisi (AMK)
    translator = Kääntäjä | Auktorisoitu kääntäjä | Filosofian maisteri, käännöstiede
    data-analyst = Data-analyytikko | Senior data-analyytikko | Filosofian maisteri, tilastotiede
    marketing-manager = Markkinointikoordinaattori | Markkinointipäällikkö | Kauppatieteiden maisteri
    researcher = Väitöskirjatutkija | Tutkijatohtori | Filosofian tohtori, molekyylibiologia
    software-engineer = Ohjelmistokehittäjä | Senior-ohjelmistokehittäjä | Diplomi-insinööri, tietotekniikka
    physiotherapist = Fysioterapeutti | Vastaava fysioterapeutti | Fysioterapeutti (AMK)
    farmer = Maataloustyöntekijä | Maanviljelijä | Agrologi (AMK)
    buyer = Ostaja | Hankintapäällikkö | Tradenomi (AMK)
    carpenter = Kirvesmies | Vastaava työnjohtaja | Rakennusalan perustutkinto
    retail-manager = Vuoropäällikkö | Myymäläpäällikkö | Liiketoiminnan perustutkinto
    customs-officer = Tullitarkastaja | Ylitullitarkastaja | Tullin peruskoulutus
    dental-assistant = Hammashoitaja | Vastaava hammashoitaja | Lähihoitaja, suun terveydenhoito
    graphic-designer = Graafinen suunnittelija | AD | Medianomi (AMK)
    bank-advisor = Asiakasneuvoja | Varainhoitaja | Kauppatieteiden kandidaatti
  `),
  bullets: [
    'Vastasin {n} hengen tiimistä',
    'Laskin kustannuksia {p} % {m} kuukaudessa',
    'Budjettivastuu {k}',
    'Perehdytin {n} uutta työntekijää',
  ],
  interests: ['Hiihto', 'Kuorolaulu', 'Mökkeily', 'Lukeminen'],
  summaries: ['{title}, jolla on {years} vuoden kokemus alalta.'],
};
