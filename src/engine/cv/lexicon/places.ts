/**
 * A small gazetteer: capitals and large cities of the EU/EEA, Switzerland and the UK (local and
 * English names), the US states and the Brazilian states, and country names. Data only.
 */

/** ISO 3166-1 alpha-2 → cities, "|"-separated, as printed (diacritics kept). */
export const CITIES: Readonly<Record<string, string>> = {
  AT: 'Wien|Vienna|Graz|Linz|Salzburg|Innsbruck|Klagenfurt|Villach|Wels|St. Pölten|Dornbirn',
  BE: 'Bruxelles|Brussel|Brussels|Antwerpen|Antwerp|Anvers|Gent|Ghent|Gand|Charleroi|Liège|Luik|Brugge|Bruges|Namur|Leuven|Louvain|Mons|Mechelen|Aalst|Hasselt|Kortrijk',
  BG: 'Sofia|Sofiya|Plovdiv|Varna|Burgas|Ruse|Stara Zagora',
  CH: 'Zürich|Zurich|Genève|Geneva|Genf|Basel|Bâle|Bern|Berne|Lausanne|Winterthur|Luzern|Lucerne|St. Gallen|Lugano|Biel|Bienne|Thun|Fribourg|Schaffhausen|Chur|Neuchâtel|Zug',
  CY: 'Nicosia|Lefkosia|Limassol|Larnaca|Paphos|Λευκωσία|Λεμεσός|Λάρνακα|Πάφος',
  CZ: 'Praha|Prague|Brno|Ostrava|Plzeň|Pilsen|Liberec|Olomouc|České Budějovice|Hradec Králové|Ústí nad Labem|Pardubice|Zlín|Jihlava',
  DE: 'Berlin|Hamburg|München|Munich|Köln|Cologne|Frankfurt am Main|Frankfurt|Stuttgart|Düsseldorf|Leipzig|Dortmund|Essen|Bremen|Dresden|Hannover|Nürnberg|Nuremberg|Duisburg|Bochum|Wuppertal|Bielefeld|Bonn|Münster|Mannheim|Karlsruhe|Augsburg|Wiesbaden|Mönchengladbach|Gelsenkirchen|Aachen|Braunschweig|Kiel|Chemnitz|Halle|Magdeburg|Freiburg|Krefeld|Mainz|Lübeck|Erfurt|Rostock|Kassel|Potsdam|Saarbrücken|Heidelberg|Regensburg|Würzburg|Ulm|Darmstadt',
  DK: 'København|Copenhagen|Aarhus|Århus|Odense|Aalborg|Ålborg|Esbjerg|Randers|Kolding|Horsens|Vejle|Roskilde',
  EE: 'Tallinn|Tartu|Narva|Pärnu',
  ES: 'Madrid|Barcelona|Valencia|València|Sevilla|Seville|Zaragoza|Saragossa|Málaga|Murcia|Palma|Palma de Mallorca|Las Palmas|Bilbao|Alicante|Córdoba|Valladolid|Vigo|Gijón|Granada|A Coruña|La Coruña|Vitoria|Vitoria-Gasteiz|Santander|Pamplona|San Sebastián|Donostia|Salamanca|Oviedo|Cádiz|Tarragona|Girona|Santiago de Compostela',
  FI: 'Helsinki|Helsingfors|Espoo|Tampere|Vantaa|Oulu|Turku|Åbo|Jyväskylä|Lahti|Kuopio|Pori|Joensuu|Lappeenranta|Vaasa|Hämeenlinna|Rovaniemi',
  FR: 'Paris|Marseille|Lyon|Toulouse|Nice|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Reims|Le Havre|Saint-Étienne|Toulon|Grenoble|Dijon|Angers|Nîmes|Villeurbanne|Clermont-Ferrand|Le Mans|Aix-en-Provence|Brest|Tours|Amiens|Limoges|Annecy|Perpignan|Metz|Besançon|Orléans|Rouen|Mulhouse|Caen|Nancy|Avignon|Poitiers|La Rochelle',
  GR: 'Athens|Athina|Thessaloniki|Patras|Heraklion|Larissa|Αθήνα|Θεσσαλονίκη|Πάτρα|Ηράκλειο|Λάρισα|Βόλος|Ιωάννινα|Χανιά|Πειραιάς|Καλαμάτα|Ρόδος',
  HR: 'Zagreb|Split|Rijeka|Osijek|Zadar|Pula|Slavonski Brod|Dubrovnik|Varaždin',
  HU: 'Budapest|Debrecen|Szeged|Miskolc|Pécs|Győr|Nyíregyháza|Kecskemét|Székesfehérvár',
  IE: 'Dublin|Cork|Limerick|Galway|Waterford|Drogheda|Kilkenny|Sligo|Athlone',
  IS: 'Reykjavík|Reykjavik|Kópavogur|Akureyri',
  IT: 'Roma|Rome|Milano|Milan|Napoli|Naples|Torino|Turin|Palermo|Genova|Genoa|Bologna|Firenze|Florence|Bari|Catania|Venezia|Venice|Verona|Messina|Padova|Padua|Trieste|Brescia|Parma|Taranto|Prato|Modena|Reggio Calabria|Reggio Emilia|Perugia|Livorno|Ravenna|Cagliari|Rimini|Salerno|Bergamo|Trento|Vicenza|Como|Pisa|Lecce|Bolzano|Udine|Ancona',
  LI: 'Vaduz|Schaan',
  LT: 'Vilnius|Kaunas|Klaipėda|Šiauliai|Panevėžys',
  LU: 'Luxembourg|Luxemburg|Esch-sur-Alzette|Differdange',
  LV: 'Rīga|Riga|Daugavpils|Liepāja|Jelgava|Jūrmala',
  MT: 'Valletta|Birkirkara|Mosta|Sliema',
  NL: 'Amsterdam|Rotterdam|Den Haag|The Hague|Utrecht|Eindhoven|Groningen|Tilburg|Almere|Breda|Nijmegen|Apeldoorn|Haarlem|Arnhem|Enschede|Amersfoort|Zaanstad|Den Bosch|\'s-Hertogenbosch|Zwolle|Leiden|Maastricht|Dordrecht|Delft|Leeuwarden|Alkmaar',
  NO: 'Oslo|Bergen|Trondheim|Stavanger|Drammen|Fredrikstad|Kristiansand|Sandnes|Tromsø|Sarpsborg|Bodø|Ålesund|Tønsberg|Sola',
  PL: 'Warszawa|Warsaw|Kraków|Krakow|Cracow|Łódź|Lodz|Wrocław|Wroclaw|Poznań|Poznan|Gdańsk|Gdansk|Szczecin|Bydgoszcz|Lublin|Białystok|Katowice|Gdynia|Częstochowa|Radom|Toruń|Sosnowiec|Rzeszów|Kielce|Gliwice|Olsztyn|Zabrze|Bielsko-Biała|Bytom|Opole|Sopot',
  PT: 'Lisboa|Lisbon|Porto|Oporto|Braga|Coimbra|Funchal|Amadora|Setúbal|Aveiro|Faro|Évora|Viseu|Leiria|Guimarães',
  RO: 'București|Bucuresti|Bucharest|Cluj-Napoca|Timișoara|Timisoara|Iași|Iasi|Constanța|Constanta|Craiova|Brașov|Brasov|Galați|Ploiești|Oradea|Brăila|Arad|Pitești|Sibiu|Bacău|Târgu Mureș',
  SE: 'Stockholm|Göteborg|Gothenburg|Malmö|Uppsala|Västerås|Örebro|Linköping|Helsingborg|Jönköping|Norrköping|Lund|Umeå|Gävle|Borås|Södertälje|Eskilstuna|Luleå|Karlstad|Växjö|Halmstad|Sundsvall',
  SI: 'Ljubljana|Maribor|Celje|Kranj|Koper|Velenje|Novo Mesto',
  SK: 'Bratislava|Košice|Prešov|Žilina|Nitra|Banská Bystrica|Trnava|Trenčín|Martin|Poprad',
  GB: 'London|Birmingham|Manchester|Glasgow|Edinburgh|Liverpool|Leeds|Sheffield|Bristol|Cardiff|Belfast|Leicester|Coventry|Bradford|Nottingham|Newcastle|Newcastle upon Tyne|Southampton|Brighton|Plymouth|Reading|Aberdeen|Cambridge|Oxford|York|Swansea|Dundee|Portsmouth|Derby|Stoke-on-Trent|Wolverhampton|Milton Keynes|Norwich|Exeter|Bath|Inverness|Sunderland|Luton|Bournemouth|Middlesbrough|Swindon|Huddersfield|Ipswich|Peterborough|Salford|Preston|Hull',
  NZ: 'Auckland|Wellington|Christchurch|Hamilton|Tauranga|Dunedin|Palmerston North|Napier|Hastings|Nelson|Rotorua|New Plymouth|Whangārei|Whangarei|Invercargill|Whanganui|Gisborne',
};

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

export const BR_STATES: readonly string[] = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
];

/** ISO code → country names (English and local forms). */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria|Österreich', BE: 'Belgium|Belgique|België|Belgien', BG: 'Bulgaria|България', CH: 'Switzerland|Schweiz|Suisse|Svizzera',
  CY: 'Cyprus', CZ: 'Czech Republic|Czechia|Česká republika|Česko', DE: 'Germany|Deutschland', DK: 'Denmark|Danmark',
  EE: 'Estonia|Eesti', ES: 'Spain|España', FI: 'Finland|Suomi', FR: 'France', GR: 'Greece|Ελλάδα|Hellas', HR: 'Croatia|Hrvatska',
  HU: 'Hungary|Magyarország', IE: 'Ireland|Éire', IS: 'Iceland|Ísland', IT: 'Italy|Italia', LI: 'Liechtenstein',
  LT: 'Lithuania|Lietuva', LU: 'Luxembourg|Luxemburg', LV: 'Latvia|Latvija', MT: 'Malta', NL: 'Netherlands|The Netherlands|Nederland',
  NO: 'Norway|Norge', PL: 'Poland|Polska', PT: 'Portugal', RO: 'Romania|România', SE: 'Sweden|Sverige', SI: 'Slovenia|Slovenija',
  SK: 'Slovakia|Slovensko', GB: 'United Kingdom|UK|England|Scotland|Wales|Northern Ireland|Great Britain', US: 'USA|United States|United States of America|U.S.A.|US',
  BR: 'Brazil|Brasil', CA: 'Canada', AU: 'Australia', NZ: 'New Zealand|Aotearoa',
  // the rest of Europe and the countries many Europeans come from or move to
  RS: 'Serbia|Srbija|Србија', AL: 'Albania|Shqipëri|Shqipëria', MK: 'North Macedonia|Macedonia|Северна Македонија',
  ME: 'Montenegro|Crna Gora', BA: 'Bosnia and Herzegovina|Bosna i Hercegovina', UA: 'Ukraine|Україна', MD: 'Moldova',
  TR: 'Turkey|Türkiye', IN: 'India', ZA: 'South Africa', MX: 'Mexico|México', AR: 'Argentina', NG: 'Nigeria',
  PH: 'Philippines', MA: 'Morocco|Maroc',
};
