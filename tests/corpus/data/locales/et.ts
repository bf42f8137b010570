import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const et: Locale = {
  id: 'et',
  lang: 'et',
  country: 'Eesti',
  firstNames: {
    f: ['Kadri', 'Triin', 'Liis', 'Mari-Liis', 'Kätlin', 'Õie', 'Helen', 'Kristiina'],
    m: ['Mart', 'Tõnu', 'Siim', 'Rasmus', 'Priit', 'Jüri', 'Andres', 'Märt'],
  },
  lastNames: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Kõiv'],
  cities: [
    { city: 'Tallinn', postcode: '10115' },
    { city: 'Tartu', postcode: '51004' },
    { city: 'Pärnu', postcode: '80010' },
    { city: 'Narva', postcode: '20308' },
    { city: 'Viljandi', postcode: '71020' },
  ],
  streets: ['Narva mnt', 'Rüütli tn', 'Tähe tn', 'Pikk tn', 'Riia mnt'],
  address: '{street} {no}, {postcode} {city}',
  phones: ['+372 555 ####', '+372 5555 ####', '5555 ####'],
  legalForms: ['OÜ', 'AS'],
  employers: {
    health: ['Tartu Ülikooli Kliinikum', 'Põhja-Eesti Regionaalhaigla', '{last} Apteek {legal}', '{last} Hambakliinik {legal}'],
    build: ['{last} Elekter {legal}', '{last} Ehitus {legal}', '{last} Puit {legal}'],
    hospitality: ['Hotell {last}', 'Restoran {last}', '{city} Grand Hotel {legal}'],
    logistics: ['{last} Transport {legal}', 'Baltic Logistika {legal}'],
    retail: ['{last} Kaubandus {legal}', 'Selver {city}'],
    office: ['Advokaadibüroo {last} {legal}', '{last} Raamatupidamine {legal}', '{last} Konsultatsioonid {legal}'],
    industry: ['{last} Autoteenindus {legal}', '{last} Mehaanika {legal}'],
    public: ['{city} Linnavalitsus', 'Politsei- ja Piirivalveamet', 'Maksu- ja Tolliamet', '{city} Sotsiaalosakond'],
    education: ['{city} Kesklinna Kool', 'Tartu Ülikool'],
    agri: ['{last} talu', '{last} Agro {legal}'],
    aviation: ['Baltic Air {legal}', 'Eesti Lennuakadeemia'],
    tech: ['{last} Tarkvara {legal}', 'Andmeanalüütika {legal}'],
    media: ['Postimees', 'Disainistuudio {last}', 'Tõlkebüroo {last} {legal}'],
  },
  headings: {
    profile: 'Profiil',
    experience: 'Töökogemus',
    education: 'Haridus',
    skills: 'Oskused',
    languages: 'Keeleoskus',
    certificates: 'Sertifikaadid',
    interests: 'Huvid',
    contact: 'Kontakt',
    personal: 'Isikuandmed',
  },
  labels: { phone: 'Telefon', email: 'E-post', address: 'Aadress', born: 'Sünniaeg' },
  cvTitle: 'Elulookirjeldus',
  birthDate: false,
  months: ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'],
  monthsShort: ['jaan', 'veebr', 'märts', 'apr', 'mai', 'juuni', 'juuli', 'aug', 'sept', 'okt', 'nov', 'dets'],
  dateStyles: ['MM.YYYY', 'MM/YYYY', 'MMMM YYYY'],
  present: ['praegu', 'tänaseni', 'kuni praeguseni'],
  since: ['alates {d}'],
  levels: { native: ['emakeel'], fluent: ['väga hea', 'kõrgtase'], good: ['hea', 'kesktase'], basic: ['algtase'] },
  languageNames: { et: 'eesti', en: 'inglise', ru: 'vene', fi: 'soome', de: 'saksa', fr: 'prantsuse', sv: 'rootsi' },
  institutions: {
    university: ['Tartu Ülikool', 'Tallinna Tehnikaülikool', 'Tallinna Ülikool', 'Tallinna Tervishoiu Kõrgkool', 'Eesti Maaülikool'],
    vocational: ['Tallinna Polütehnikum', 'Tartu Kutsehariduskeskus', 'Pärnumaa Kutsehariduskeskus'],
    school: ['Tallinna Reaalkool', 'Hugo Treffneri Gümnaasium'],
  },
  occ: occ(`
    nurse = Õde | Vanemõde | Õe eriala rakenduskõrgharidus
    electrician = Elektrik | Elektritööde juht | Elektriku kutseõpe
    accountant = Raamatupidaja | Pearaamatupidaja | Majandusarvestuse bakalaureus
    chef = Kokk | Peakokk | Koka kutseõpe
    teacher = Klassiõpetaja | Õppealajuhataja | Klassiõpetaja magister
    logistics-planner = Transpordiplaneerija | Logistikajuht | Logistika rakenduskõrgharidus
    lawyer = Vandeadvokaadi abi | Vandeadvokaat | Õigusteaduse magister
    hr-manager = Personalispetsialist | Personalijuht | Personalijuhtimise magister
    pilot = Kaaspiloot | Kapten | ATPL(A) koolitus
    sales-rep = Müügiesindaja | Võtmekliendihaldur | Ärijuhtimise bakalaureus
    civil-engineer = Ehitusinsener | Projektijuht | Ehitusinseneri magister
    pharmacist = Proviisor | Apteegi juataja | Farmaatsia magister
    social-worker = Sotsiaaltöötaja | Osakonnajuhataja | Sotsiaaltöö bakalaureus
    architect = Arhitekt | Juhtivarhitekt | Arhitektuuri magister
    journalist = Ajakirjanik | Toimetaja | Ajakirjanduse bakalaureus
    mechanic = Automehaanik | Teeninduse juht | Automehaaniku kutseõpe
    hotel-manager = Vastuvõtu juht | Hotelli direktor | Turismi- ja hotellinduse bakalaureus
    police-officer = Patrullpolitseinik | Vanemkonstaabel | Sisekaitseakadeemia
    translator = Tõlkija | Vandetõlk | Tõlkeõpetuse magister
    data-analyst = Andmeanalüütik | Vanemandmeanalüütik | Matemaatilise statistika magister
    marketing-manager = Turundusspetsialist | Turundusjuht | Turunduse magister
    researcher = Nooremteadur | Teadur | Bioloogia doktor
    software-engineer = Tarkvaraarendaja | Vanemarendaja | Informaatika bakalaureus
    physiotherapist = Füsioterapeut | Juhtiv füsioterapeut | Füsioteraapia bakalaureus
    farmer = Põllutööline | Taluperemees | Põllumajanduse kutseõpe
    buyer = Hankespetsialist | Hankejuht | Majanduse bakalaureus
    carpenter = Puusepp | Meister | Puusepa kutseõpe
    retail-manager = Kaupluse juhataja asetäitja | Kaupluse juhataja | Müüja kutseõpe
    customs-officer = Tolliametnik | Vanemtolliinspektor | Sisekaitseakadeemia tollinduse eriala
    dental-assistant = Hambaarsti assistent | Vanemassistent | Hambaarsti assistendi kutseõpe
    graphic-designer = Graafiline disainer | Kunstiline juht | Graafilise disaini bakalaureus
    bank-advisor = Pangakonsultant | Kodulaenu konsultant | Rahanduse bakalaureus
  `),
  bullets: [
    'Juhtisin {n}-liikmelist meeskonda',
    'Vähendasin kulusid {p} % {m} kuuga',
    'Vastutasin {k} eelarve eest',
    'Koolitasin {n} uut kolleegi',
  ],
  interests: ['Matkamine', 'Laulukoor', 'Vabatahtlik töö', 'Saun'],
  summaries: ['{title}, {years}-aastase kogemusega, usaldusväärne ja tulemustele orienteeritud.'],
};
