/**
 * Job-title words of the fifteen other EU/EEA languages (folded: lower case, no accents, ø → o, æ → ae,
 * ł → l), both genders where they differ. Craft words that are common surnames (Kovač, Kovács, Kuchař, Sepp,
 * Smed) are left out: "Zubná ambulancia Kováč" names an employer.
 */

/** Matched as whole words: these languages do not compound titles ("medica" is no title inside "Biomèdica"). */
export const MORE_ROLE_WORDS: readonly string[] = [
  // cs
  'reditel', 'reditelka', 'vedouci', 'manazer', 'manazerka', 'specialista', 'specialistka', 'referent', 'referentka',
  'asistent', 'asistentka', 'ucitel', 'ucitelka', 'lektor', 'lektorka', 'sestra', 'lekar', 'lekarka', 'ridic', 'ridicka', 'prodavac',
  'prodavacka', 'pokladni', 'skladnik', 'operatorka', 'mechanik', 'elektrikar', 'kucharka', 'cisnik', 'cisnice', 'recepcni', 'ucetni',
  'konzultant', 'konzultantka', 'koordinator', 'koordinatorka', 'inzenyr', 'inzenyrka', 'stavbyvedouci', 'mistr', 'delnik', 'brigadnik',
  'brigadnice', 'stazista', 'stazistka', 'praktikant', 'praktikantka', 'pracovnik', 'pracovnice', 'zastupce', 'zastupkyne', 'poradce',
  'poradkyne', 'jednatel', 'jednatelka', 'osetrovatel', 'osetrovatelka', 'agronom', 'agronomka', 'rolnik', 'zootechnik',
  // sk
  'riaditel', 'riaditelka', 'veduci', 'veduca', 'vodic', 'vodicka', 'predavac', 'predavacka', 'pokladnik', 'pokladnicka', 'casnik',
  'casnicka', 'recepcna', 'recepcny', 'uctovnik', 'uctovnicka', 'inzinier', 'inzinierka', 'majster', 'pracovnicka', 'brigadnicka',
  'poradca', 'konatel', 'konatelka', 'veterinar', 'veterinarka', 'opatrovatel', 'opatrovatelka',
  // pl
  'dyrektor', 'dyrektorka', 'kierownik', 'kierowniczka', 'menedzer', 'specjalista', 'specjalistka', 'asystent', 'asystentka',
  'nauczyciel', 'nauczycielka', 'pielegniarka', 'pielegniarz', 'lekarz', 'kierowca', 'sprzedawca', 'sprzedawczyni', 'kasjer', 'kasjerka',
  'magazynier', 'elektryk', 'kelner', 'kelnerka', 'recepcjonista', 'recepcjonistka', 'ksiegowa', 'ksiegowy', 'koordynator',
  'koordynatorka', 'inzynier', 'brygadzista', 'pracownik', 'stazysta', 'stazystka', 'praktykant', 'praktykantka', 'doradca',
  'przedstawiciel', 'przedstawicielka', 'opiekun', 'opiekunka', 'wlasciciel', 'wlascicielka', 'prezes', 'spawacz', 'monter', 'farmaceuta',
  // hr, sl
  'direktor', 'direktorica', 'voditelj', 'voditeljica', 'vodja', 'menadzer', 'menadzerica', 'menedzerka', 'referentica', 'asistentica',
  'ucitelj', 'uciteljica', 'nastavnik', 'nastavnica', 'profesorica', 'lijecnik', 'lijecnica', 'zdravnik', 'zdravnica', 'vozac', 'voznik',
  'voznica', 'prodavacica', 'prodajalec', 'prodajalka', 'blagajnik', 'blagajnica', 'skladistar', 'skladiscnik', 'operater', 'mehanicar',
  'elektricar', 'konobar', 'konobarica', 'natakar', 'natakarica', 'kuharica', 'recepcioner', 'recepcionerka', 'racunovoda',
  'racunovodja', 'knjigovodja', 'knjigovodkinja', 'savjetnik', 'savjetnica', 'svetovalec', 'svetovalka', 'inzenjer', 'inzenjerka',
  'inzenir', 'inzenirka', 'poslovodja', 'radnik', 'radnica', 'delavec', 'delavka', 'pripravnik', 'pripravnica', 'sodelavec', 'sodelavka',
  'suradnik', 'suradnica', 'tajnik', 'tajnica', 'pomocnik', 'pomocnica', 'vzgojitelj', 'vzgojiteljica', 'odgajatelj', 'odgajateljica',
  // ro
  'directoare', 'sef', 'sefa', 'asistenta', 'profesoara', 'invatator', 'invatatoare', 'educatoare', 'medic', 'sofer', 'vanzator',
  'vanzatoare', 'casier', 'casiera', 'gestionar', 'mecanic', 'ospatar', 'ospatara', 'bucatar', 'bucatareasa', 'receptioner',
  'receptionera', 'contabila', 'coordonator', 'coordonatoare', 'inginer', 'inginera', 'maistru', 'muncitor', 'muncitoare', 'stagiar',
  'stagiara', 'practicant', 'consilier', 'consiliera', 'reprezentant', 'farmacist', 'farmacista', 'tehnician', 'tehniciana', 'inspector',
  'economist', 'lucrator', 'lucratoare',
  // lt
  'direktorius', 'direktore', 'vadovas', 'vadove', 'vadybininkas', 'vadybininke', 'specialistas', 'specialiste', 'referentas',
  'referente', 'asistentas', 'asistente', 'mokytojas', 'mokytoja', 'slaugytojas', 'slaugytoja', 'gydytojas', 'gydytoja', 'vairuotojas',
  'vairuotoja', 'pardavejas', 'pardaveja', 'kasininkas', 'kasininke', 'sandelininkas', 'operatorius', 'operatore', 'mechanikas',
  'elektrikas', 'padavejas', 'padaveja', 'virejas', 'vireja', 'administratorius', 'administratore', 'buhalteris', 'buhaltere',
  'konsultantas', 'konsultante', 'koordinatorius', 'koordinatore', 'inzinierius', 'inziniere', 'meistras', 'darbuotojas', 'darbuotoja',
  'praktikantas', 'praktikante', 'automechanikas', 'patarejas', 'patareja', 'atstovas', 'atstove', 'kambarine', 'kambarinis', 'vaistininkas', 'vaistininke',
  // lv
  'direktors', 'vaditajs', 'vaditaja', 'parvaldnieks', 'menedzeris', 'menedzere', 'specialists', 'referents', 'asistents', 'skolotajs',
  'skolotaja', 'medmasa', 'arsts', 'arste', 'soferis', 'pardevejs', 'pardeveja', 'kasieris', 'kasiere', 'operators', 'mehanikis',
  'elektrikis', 'viesmilis', 'viesmile', 'pavars', 'pavare', 'administrators', 'gramatvedis', 'gramatvede', 'konsultants',
  'konsultante', 'koordinators', 'inzenieris', 'inzeniere', 'meistars', 'darbinieks', 'darbiniece', 'praktikants', 'praktikante',
  'padomnieks', 'padomniece', 'automehanikis', 'automehanike', 'paligs', 'palidze', 'montetajs', 'montetaja', 'farmaceits', 'farmaceite',
  // pt
  'chefe', 'responsavel', 'administrativo', 'administrativa', 'medico', 'medica', 'mecanico', 'eletricista', 'empregado', 'empregada',
  'contabilista', 'engenheiro', 'engenheira', 'encarregado', 'encarregada', 'estagiario', 'estagiaria', 'conselheiro', 'conselheira',
  'farmaceutico', 'farmaceutica', 'bombeiro', 'bombeira', 'subchefe', 'vendedora', 'higienista',
];

/** Greek job-title words (folded: no tonos, final sigma as σ), both genders. */
export const GREEK_ROLE_WORDS: readonly string[] = [
  'υπευθυνος', 'υπευθυνη', 'διευθυντης', 'διευθυντρια', 'μεταφραστης', 'μεταφραστρια', 'επιμελητης', 'επιμελητρια', 'ασκουμενος',
  'ασκουμενη', 'καθηγητης', 'καθηγητρια', 'εκπαιδευτικος', 'δασκαλος', 'δασκαλα', 'νοσηλευτης', 'νοσηλευτρια', 'ιατρος', 'γιατρος',
  'μηχανικος', 'λογιστης', 'λογιστρια', 'πωλητης', 'πωλητρια', 'οδηγος', 'μαγειρας', 'σεφ', 'σερβιτορος', 'σερβιτορα', 'υπαλληλος',
  'βοηθος', 'συντονιστης', 'συντονιστρια', 'εθελοντης', 'εθελοντρια', 'συμβουλος', 'τεχνικος', 'φαρμακοποιος', 'ηλεκτρολογος',
  'προισταμενος', 'προισταμενη', 'αναλυτης', 'αναλυτρια', 'γραμματεας', 'ταμιας', 'αποθηκαριος', 'δικηγορος', 'ερευνητης', 'ερευνητρια',
];

/** Languages that compound titles: matched as words and, from six letters on, as a word's ending
 * ("csoportvezeto", "sairaanhoitaja", "lagermedarbejder"). */
export const COMPOUND_ROLE_WORDS: readonly string[] = [
  // hu
  'igazgato', 'vezeto', 'menedzser', 'ugyintezo', 'munkatars', 'asszisztens', 'tanar', 'tanarno', 'tanito', 'ovono', 'apolo', 'apolono',
  'orvos', 'sofor', 'gepkocsivezeto', 'elado', 'penztaros', 'raktaros', 'szerelo', 'villanyszerelo', 'pincer', 'pincerno', 'szakacs',
  'recepcios', 'konyvelo', 'tanacsado', 'mernok', 'muvezeto', 'dolgozo', 'gyakornok', 'kepviselo', 'technikus', 'ellenor', 'titkar',
  'titkarno', 'gyogyszeresz', 'allatorvos',
  // et
  'juhataja', 'juht', 'spetsialist', 'opetaja', 'arst', 'muuja', 'muugiesindaja', 'kassapidaja', 'tootaja', 'operaator', 'mehaanik',
  'administraator', 'raamatupidaja', 'koordinaator', 'insener', 'noustaja', 'esindaja', 'nounik', 'ametnik', 'hooldaja', 'kasvataja',
  'proviisor', 'farmatseut',
  // fi
  'johtaja', 'paallikko', 'esimies', 'asiantuntija', 'suunnittelija', 'sihteeri', 'assistentti', 'opettaja', 'sairaanhoitaja',
  'lahihoitaja', 'hoitaja', 'laakari', 'kuljettaja', 'myyja', 'tyontekija', 'operaattori', 'asentaja', 'mekaanikko', 'tarjoilija',
  'kokki', 'virkailija', 'kirjanpitaja', 'konsultti', 'koordinaattori', 'insinoori', 'tyonjohtaja', 'harjoittelija', 'neuvoja', 'edustaja',
  'yrittaja', 'kehittaja', 'tutkija', 'avustaja', 'ohjaaja', 'farmaseutti', 'proviisori',
  // sv
  'forestandare', 'handlaggare', 'samordnare', 'sekreterare', 'larare', 'forskollarare', 'sjukskoterska', 'underskoterska', 'skoterska',
  'lakare', 'chauffor', 'forare', 'saljare', 'kassabitrade', 'bitrade', 'vardbitrade', 'arbetare', 'montor', 'mekaniker', 'servitor',
  'servitris', 'kock', 'ekonom', 'ingenjor', 'ledare', 'radgivare', 'utvecklare', 'tekniker', 'snickare', 'vaktmastare', 'barnskotare',
  'elevassistent', 'apotekare', 'receptarie', 'medarbetare', 'ledamot', 'styrelseledamot', 'ordforande', 'kassor', 'guide', 'reseledare',
  // da, nb
  'leder', 'afdelingsleder', 'konsulent', 'sagsbehandler', 'saksbehandler', 'sekretaer', 'laerer', 'paedagog', 'pedagog',
  'sygeplejerske', 'sykepleier', 'hjaelper', 'laege', 'lege', 'saelger', 'selger', 'medarbejder', 'medarbeider', 'tjener', 'bogholder',
  'regnskapsforer', 'ingenior', 'formand', 'formann', 'radgiver', 'tomrer', 'elev', 'laerling', 'sjef', 'sjafor', 'fagarbeider',
  'lokforer', 'snekker', 'renholder', 'resepsjonist', 'servitor', 'farmaceut', 'apoteker', 'bestyrelsesmedlem', 'styremedlem',
];
