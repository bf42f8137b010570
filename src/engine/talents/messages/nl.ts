import type { TalentMessages } from './types';

export const nl: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Teamleiderschap',
      description: 'Geeft dagelijks leiding aan mensen: bepaalt de koers, organiseert het werk en is verantwoordelijk voor een team.',
      path: ['Volg een leiderschapsprogramma voor eerstelijns leidinggevenden.', 'Vraag 360-gradenfeedback en maak er een ontwikkelplan van.'],
    },
    'budget-ownership': {
      name: 'Budgetverantwoordelijkheid',
      description: 'Krijgt geld toevertrouwd: plant, bewaakt en verantwoordt een budget of een winst-en-verliesrekening.',
      path: ['Volg een cursus „financiën voor niet-financials”.', 'Noem in je cv de omvang van het budget en wat je ermee hebt bereikt.'],
    },
    negotiation: {
      name: 'Onderhandelen',
      description: 'Sluit afspraken die standhouden: contracten, prijzen, leveranciers, partners en sociale partners.',
      path: ['Volg een gestructureerde onderhandelingstraining (Harvard-methode, BATNA).', 'Maak de uitkomsten van je onderhandelingen concreet: besparing, contractwaarde, bedongen voorwaarden.'],
    },
    'people-development': {
      name: 'Mensen ontwikkelen',
      description: 'Laat anderen groeien: begeleidt, coacht en werkt collega’s in zodat ze sneller effectief zijn.',
      path: ['Haal een coach- of mentorcertificaat.', 'Vraag om een formele mentorrol en houd de voortgang van je mentees bij.'],
    },
    'training-facilitation': {
      name: 'Trainen & faciliteren',
      description: 'Leert groepen iets en leidt sessies goed: lessen, trainingen en workshops.',
      path: ['Haal een train-de-trainer- of facilitatorcertificaat.', 'Geef een interne workshop en verzamel de feedback van deelnemers als bewijs.'],
    },
    'analytical-thinking': {
      name: 'Analytisch denken',
      description: 'Ontleedt vragen en beantwoordt ze met data, modellen en zorgvuldig redeneren.',
      path: ['Verdiep je in een analysetool die je al gebruikt (SQL, Python of gevorderd Excel).', 'Beschrijf in je cv een analyse: vraag, methode, besluit dat ze onderbouwde.'],
    },
    'data-storytelling': {
      name: 'Verhalen vertellen met data',
      description: 'Maakt van data rapportages, dashboards en verhalen die anderen helpen beslissen.',
      path: ['Leer een BI-tool grondig (Power BI of Tableau) en bouw er een van je rapportages in na.', 'Publiceer een klein portfoliostuk dat een open dataset helder vertelt.'],
    },
    'building-from-scratch': {
      name: 'Vanaf nul opbouwen',
      description: 'Creëert wat er nog niet was: nieuwe teams, diensten, platforms of functies.',
      path: ['Schrijf op één pagina iets op dat je hebt opgebouwd: vertrekpunt, stappen, resultaat.', 'Meld je aan voor de volgende nieuwe functie of dienst in je organisatie.'],
    },
    'quantified-improvement': {
      name: 'Verbeteren met cijfers',
      description: 'Verbetert meetbare resultaten: meet de nulsituatie, verandert het werk en laat het verschil zien.',
      path: ['Zet bij elk belangrijk resultaat een voor-en-na-cijfer.', 'Leer eenvoudige verbetermethoden (PDCA, A3) om het effect bewust te herhalen.'],
    },
    'customer-orientation': {
      name: 'Klantgerichtheid',
      description: 'Begrijpt wat klanten, patiënten of gasten nodig hebben, en handelt ernaar.',
      path: ['Leer een methode voor gebruikersonderzoek (interviews, customer journeys).', 'Noem in je cv een klantcijfer dat je hebt verbeterd (tevredenheid, klachten, NPS).'],
    },
    'cross-team-coordination': {
      name: 'Teamoverstijgende coördinatie',
      description: 'Zorgt dat werk doorloopt tussen teams en afdelingen die niet onder elkaar vallen.',
      path: ['Breng de overdrachten van een proces dat je coördineert in kaart en verbeter de zwakste.', 'Noem in je cv de teams en locaties die je coördineert.'],
    },
    'stakeholder-management': {
      name: 'Stakeholdermanagement',
      description: 'Brengt mensen met verschillende belangen op één lijn: directie, besturen, klanten, ondernemingsraad en overheden.',
      path: ['Maak een stakeholderkaart van je huidige werk (macht-belangmatrix).', 'Bied aan om te presenteren voor een stuurgroep of directie.'],
    },
    'crisis-handling': {
      name: 'Crisisaanpak',
      description: 'Blijft effectief als er echt iets misgaat: incidenten, noodsituaties en terugroepacties.',
      path: ['Schrijf een korte evaluatie van een crisis die je hebt aangepakt: wat er gebeurde, wat je besliste, wat er veranderde.', 'Volg een cursus incident- of continuïteitsmanagement (basis ITIL of ISO 22301).'],
    },
    'project-leadership': {
      name: 'Projectleiderschap',
      description: 'Brengt initiatieven van idee tot oplevering: scope, planning, team, budget en deadline.',
      path: ['Haal een certificaat projectmanagement (PRINCE2 Foundation, PMI CAPM of Scrum Master).', 'Beschrijf in je cv één project met scope, team, budget en resultaat.'],
    },
    'change-management': {
      name: 'Verandermanagement',
      description: 'Helpt mensen door reorganisaties, fusies en nieuwe manieren van werken.',
      path: ['Bestudeer een verandermodel (Kotter, ADKAR) en plaats een verandering die je leidde daarin.', 'Meld je als veranderaar voor de volgende reorganisatie of systeemuitrol.'],
    },
    'entrepreneurial-initiative': {
      name: 'Ondernemerschap',
      description: 'Start en runt iets voor eigen rekening: een bedrijf, een praktijk of een zzp-aanbod.',
      path: ['Pitch een nieuw initiatief met een businesscase van één pagina.', 'Doe mee aan een intrapreneurship- of startupprogramma om het talent te testen.'],
    },
    'cross-cultural-communication': {
      name: 'Interculturele communicatie',
      description: 'Werkt goed over landen en culturen heen: internationale teams, klanten en collega’s.',
      path: ['Noem in je cv de landen en culturen waarmee je hebt gewerkt.', 'Volg een training interculturele competentie.'],
    },
    'conflict-resolution': {
      name: 'Conflicten oplossen',
      description: 'Brengt rust in gespannen situaties en vindt oplossingen die beide partijen accepteren.',
      path: ['Volg een mediationcursus.', 'Beschrijf een conflict dat je hebt opgelost en wat het veranderde.'],
    },
    'public-speaking': {
      name: 'Spreken in het openbaar',
      description: 'Spreekt overtuigend voor anderen: in de rechtszaal, op congressen, voor besturen en publiek.',
      path: ['Geef een presentatie bij een meetup of beroepsvereniging.', 'Neem jezelf op tijdens het presenteren en werk aan één punt tegelijk.'],
    },
    'persuasion-sales': {
      name: 'Verkopen & overtuigen',
      description: 'Wint mensen voor een aanbod: nieuwe klanten, grotere orders, geaccepteerde ideeën.',
      path: ['Volg een training adviserend verkopen.', 'Noem doelen en resultaten (gewonnen klanten, behaalde target) in je cv.'],
    },
    'hiring-team-building': {
      name: 'Werven & teams bouwen',
      description: 'Vindt, kiest en haalt de juiste mensen binnen om een team op te bouwen.',
      path: ['Leer gestructureerd interviewen (competentiegerichte vragen, scorekaarten).', 'Noem hoeveel mensen je hebt aangenomen en hoe lang ze bleven.'],
    },
    'planning-scheduling': {
      name: 'Plannen & roosteren',
      description: 'Plant mensen, voertuigen en capaciteit zodat het werk op tijd af is.',
      path: ['Leer een planningstool grondig (MS Project, een APS of een roostersysteem).', 'Maak concreet wat je planning opleverde: bezetting, overuren, leverbetrouwbaarheid.'],
    },
    'quality-compliance': {
      name: 'Kwaliteit & compliance',
      description: 'Houdt het werk binnen normen en regels: audits, kwaliteitssystemen en regelgeving.',
      path: ['Volg een opleiding tot interne auditor (ISO 9001 of de norm van je sector).', 'Noem in je cv de audits die je hebt voorbereid of doorstaan.'],
    },
    'numerical-accuracy': {
      name: 'Nauwkeurig met cijfers',
      description: 'Gaat betrouwbaar om met cijfers: afsluitingen, aansluitingen, salarisadministratie en berekeningen.',
      path: ['Automatiseer een terugkerende berekening of aansluiting.', 'Noem in je cv het volume dat je verwerkt (boekingen, klanten, afsluitingen).'],
    },
    forecasting: {
      name: 'Voorspellen',
      description: 'Kijkt vooruit met cijfers: vraag, capaciteit, prijzen en risico’s.',
      path: ['Leer een voorspelmethode voorbij de spreadsheet (exponentiële afvlakking, ARIMA).', 'Rapporteer de nauwkeurigheid van je voorspellingen en wat ze veranderden.'],
    },
    'problem-solving': {
      name: 'Problemen oplossen',
      description: 'Vindt grondoorzaken en lost ze op met bewijs in plaats van giswerk.',
      path: ['Leer een gestructureerde methode (5 waaroms, Ishikawa, A3) en pas die zichtbaar toe.', 'Voeg een verhaal van probleem, oorzaak, oplossing en resultaat toe aan je cv.'],
    },
    troubleshooting: {
      name: 'Storingen verhelpen',
      description: 'Vindt storingen snel en krijgt systemen, installaties of software weer aan de praat.',
      path: ['Leg een terugkerende storing en de oplossing vast als handleiding voor collega’s.', 'Haal een certificering voor de systemen die je het vaakst repareert.'],
    },
    innovation: {
      name: 'Innovatie',
      description: 'Brengt nieuwe ideeën in de praktijk: nieuwe producten, concepten, kaarten of diensten.',
      path: ['Houd een ideeënlogboek bij en test één idee per kwartaal.', 'Beschrijf een vernieuwing die je invoerde en het effect ervan.'],
    },
    'motivating-others': {
      name: 'Anderen motiveren',
      description: 'Houdt mensen betrokken en aan boord: sfeer, behoud en energie in een team.',
      path: ['Meet de betrokkenheid in je team en handel naar één uitkomst.', 'Verdiep je in motivatie op het werk (zelfdeterminatietheorie).'],
    },
    'care-empathy': {
      name: 'Zorg & empathie',
      description: 'Steunt mensen in moeilijke situaties met geduld en begrip.',
      path: ['Volg een cursus motiverende gespreksvoering of traumasensitieve zorg.', 'Beschrijf wie je hebt ondersteund en welk verschil het maakte.'],
    },
    advisory: {
      name: 'Adviseren',
      description: 'Geeft adviezen waar anderen naar handelen: klanten, managers en collega’s.',
      path: ['Schrijf een advies dat je gaf en het resultaat op als korte casus.', 'Volg een cursus adviesvaardigheden (structureren, aanbevelen).'],
    },
    'organising-resources': {
      name: 'Middelen organiseren',
      description: 'Houdt goederen, voorraden, evenementen en logistiek op orde.',
      path: ['Leer een voorraad- of evenementenpakket grondig.', 'Maak concreet wat je organiseert: voorraadwaarde, evenementen, gasten.'],
    },
    'ownership-accountability': {
      name: 'Eigenaarschap',
      description: 'Neemt de volle verantwoordelijkheid voor een resultaat, een locatie, een portefeuille of een bedrijf.',
      path: ['Maak de omvang van je verantwoordelijkheid expliciet in je cv (waarde, mensen, locaties).', 'Vraag om nog een terrein waarvoor je eindverantwoordelijk bent.'],
    },
    'independent-work': {
      name: 'Zelfstandig werken',
      description: 'Beheert een eigen portefeuille of eigen dossiers zonder toezicht.',
      path: ['Noem hoe groot je eigen portefeuille of caseload is.', 'Vraag om een project dat je alleen van begin tot eind uitvoert.'],
    },
    'health-safety': {
      name: 'Veiligheid & gezondheid',
      description: 'Houdt mensen veilig op het werk: risico-inventarisatie, preventie en veiligheidsrollen.',
      path: ['Haal een erkende veiligheidskwalificatie in je land.', 'Noem in je cv een veiligheidsresultaat (ongevallen, audits).'],
    },
    'digital-adoption': {
      name: 'Digitale adoptie',
      description: 'Voert nieuwe systemen en software in een organisatie in en zorgt dat mensen ze gebruiken.',
      path: ['Haal een certificering voor het systeem dat je invoerde.', 'Beschrijf een uitrol: systeem, gebruikers, resultaat.'],
    },
    'clear-writing': {
      name: 'Helder schrijven',
      description: 'Schrijft teksten waarop anderen vertrouwen: contracten, beleid, richtlijnen en publicaties.',
      path: ['Volg een cursus heldere taal of zakelijk schrijven.', 'Voeg een schrijfvoorbeeld of publicatie toe aan je profiel.'],
    },
    'relationship-building': {
      name: 'Relaties opbouwen',
      description: 'Bouwt langdurige relaties op met klanten, key accounts en partners en onderhoudt die.',
      path: ['Leer key-accountplanning.', 'Noem hoeveel klanten je bedient en hoe lang al.'],
    },
    sustainability: {
      name: 'Duurzaam denken',
      description: 'Maakt werk groener: energie, afval, uitstoot en lokale inkoop.',
      path: ['Volg een cursus duurzaamheid of CO₂-boekhouding.', 'Maak een milieuresultaat dat je behaalde concreet in cijfers.'],
    },
    'civic-engagement': {
      name: 'Maatschappelijke betrokkenheid',
      description: 'Geeft tijd aan anderen en aan de samenleving: vrijwilligerswerk en vertegenwoordiging.',
      path: ['Beschrijf je vrijwilligerswerk met taken en resultaten.', 'Neem een bestuurs- of commissierol in een vereniging.'],
    },
    'diversity-inclusion': {
      name: 'Diversiteit & inclusie',
      description: 'Maakt ruimte voor verschillende mensen en behoeften: inclusie, toegankelijkheid en gelijke kansen.',
      path: ['Volg een training diversiteit en inclusie.', 'Beschrijf een inclusieve werkwijze die je invoerde.'],
    },
    'revenue-growth': {
      name: 'Omzetgroei',
      description: 'Laat verkoop, omzet of marktaandeel groeien en kan dat met cijfers laten zien.',
      path: ['Leer de basis van commerciële strategie en prijsstelling.', 'Zet je groeicijfers vooraan in je cv.'],
    },
    'research-inquiry': {
      name: 'Onderzoek & uitvraag',
      description: 'Zoekt dingen systematisch uit: enquêtes, interviews, studies en audits.',
      path: ['Leer nog een onderzoeksmethode (vragenlijstontwerp, interviews of statistiek).', 'Deel een onderzoekssamenvatting als portfoliostuk.'],
    },
    'learning-agility': {
      name: 'Leervermogen',
      description: 'Leert nieuwe vakgebieden snel: opleidingen naast het werk, carrièreswitches.',
      path: ['Plan je volgende kwalificatie en zet die als lopend in je cv.', 'Vertel je carrièreswitch als het verhaal van wat je hebt geleerd.'],
    },
    'cost-optimisation': {
      name: 'Kostenoptimalisatie',
      description: 'Vindt besparingen die blijven: lagere kosten, minder verspilling, minder lege ritten.',
      path: ['Leer de basis van lean om de volgende besparing te vinden.', 'Noem elke besparing in je cv in euro’s of procenten.'],
    },
  },
  industries: {
    technology: 'Technologie',
    finance: 'Financiële sector',
    healthcare: 'Zorg',
    education: 'Onderwijs',
    consulting: 'Advies',
    retail: 'Detailhandel',
    manufacturing: 'Industrie',
    public_sector: 'Publieke sector',
    hospitality: 'Horeca',
    logistics: 'Logistiek',
    construction: 'Bouw',
    social_care: 'Welzijn',
    legal: 'Juridisch',
    media: 'Media',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} regels van je cv, uit ${roles} functies` : lines > 1 ? `${lines} regels van je cv` : 'één regel van je cv';
    const when = latest_year ? `, het laatst in ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? '; één noemt verantwoordelijkheid of een cijfer' : `; ${strong} noemen verantwoordelijkheid of cijfers`) : '';
    return `Gevonden in ${where}${when}${how}.`;
  },
};
