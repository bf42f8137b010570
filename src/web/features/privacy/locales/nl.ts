import type { Translation } from '@/web/app/translation';
import type { privacyEn } from '@/web/features/privacy/i18n';

export default {
  privacy: {
    lastUpdated: 'Laatst bijgewerkt: 22 november 2026',
    relatedTitle: 'Gerelateerde pagina’s',
    sectionsLabel: 'Op deze pagina',
    notFound: {
      title: 'Pagina niet gevonden',
      body: 'Op dit adres staat geen privacypagina.',
      link: 'Naar Privacy by design',
    },
    pages: {
      privacyByDesign: {
        title: 'Privacy by design',
        summary:
          'Kairos is zo gebouwd dat je loopbaangegevens op de Kairos-installatie blijven die je gebruikt. Privacy is de standaard, geen instelling die je moet zoeken: je cv wordt op de server geanalyseerd, er wordt niets gedeeld voor advertenties en toegang is beperkt tot wat elke rol nodig heeft.',
        sections: [
          {
            heading: 'Analyse op de server, niet in de cloud van een ander',
            body: 'Je cv wordt gelezen en geanalyseerd door de eigen engine van Kairos op de server van deze installatie. Er gaat geen cv-tekst naar een externe dienst, tenzij de beheerder van de installatie een extern taalmodel heeft ingesteld; tekst die zo’n model schrijft, wordt in de interface gelabeld.',
          },
          {
            heading: 'Geen trackers, geen advertenties',
            body: 'Kairos bevat geen statistieken van derden, trackingpixels of advertenties, en je gegevens worden niet verkocht. Ze worden alleen gebruikt voor de functies die je gebruikt.',
          },
          {
            heading: 'Veilige standaardinstellingen',
            body: 'Wachtwoorden worden gehasht met argon2id. Sessies worden bewaard in httpOnly- en SameSite-cookies die scripts op de pagina niet kunnen lezen. E-mailbevestiging is verplicht, en inloggen, registreren, wachtwoordresets en inloglinks zijn aan snelheidslimieten gebonden.',
          },
          {
            heading: 'Jij houdt de regie',
            body: 'Je kunt een kopie van al je gegevens downloaden, toestemming voor optionele verwerking geven of intrekken en zelf je account verwijderen, onder Instellingen → Je gegevens. Neem voor elk ander verzoek contact op met de beheerder van deze installatie.',
          },
        ],
      },
      dataSovereignty: {
        title: 'Datasoevereiniteit',
        summary:
          'Kairos is software die je zelf kunt hosten. Wie een installatie draait, bepaalt waar die draait, en je gegevens blijven op de eigen infrastructuur van die installatie.',
        sections: [
          {
            heading: 'Waar je gegevens staan',
            body: 'Accountgegevens en analyses worden opgeslagen in een database: een ingebouwde database in de gegevensmap van de installatie, of de eigen PostgreSQL-server van de beheerder. Geüploade cv-bestanden worden opgeslagen in de gegevensmap of in S3-compatibele objectopslag die de beheerder heeft ingesteld.',
          },
          {
            heading: 'Wie verantwoordelijk is',
            body: 'De beheerder van de installatie, de organisatie of persoon die haar draait, is de verwerkingsverantwoordelijke voor je gegevens en kiest waar ze worden gehost. Vraag het de beheerder als je wilt weten waar dat is.',
          },
          {
            heading: 'Geen verborgen doorgiften',
            body: 'Kairos stuurt je gegevens niet naar de makers van de software of naar andere derden. De enige optionele uitgaande route voor cv-inhoud is een extern taalmodel dat de beheerder uitdrukkelijk instelt, en de uitvoer daarvan wordt gelabeld. E-mails zoals bevestigings- en inloglinks worden verstuurd via de mailserver van de beheerder.',
          },
        ],
      },
      swissCompliance: {
        title: 'Zwitserse naleving',
        summary:
          'Kairos is ontworpen met de herziene Zwitserse federale wet op de gegevensbescherming (revFADP, ook nFADP genoemd) in gedachten, die sinds 1 september 2023 van kracht is. Of een bepaalde installatie aan de wet voldoet, hangt af van hoe de beheerder haar draait; Kairos zelf heeft geen certificering.',
        sections: [
          {
            heading: 'De principes waarop Kairos bouwt',
            body: 'De revFADP vraagt om privacy by design en by default, proportionaliteit, doelbinding, gegevensbeveiliging en transparantie. Kairos weerspiegelt dat met analyse op de server, minimale gegevensverzameling, veilige standaardinstellingen en duidelijke informatie over de verwerking.',
          },
          {
            heading: 'Wat Kairos beheerders biedt',
            body: 'Hulpmiddelen die een beheerder helpen aan zijn verplichtingen te voldoen:',
            items: [
              'Gegevens blijven op de eigen infrastructuur van de beheerder',
              'Een beveiligingslogboek van inlogpogingen, mislukte inlogpogingen en wachtwoordresets',
              'Toegang op basis van rollen (gebruiker, beheerder), afgedwongen op de server',
              'Een label bij elke tekst die een extern taalmodel schrijft',
            ],
          },
          {
            heading: 'Wat we niet beweren',
            body: 'Kairos is niet gecertificeerd onder een Zwitsers of internationaal schema. Een beheerder die een certificering of een gegevensbeschermingseffectbeoordeling nodig heeft, moet die voor de eigen installatie regelen.',
          },
        ],
      },
      gdprRights: {
        title: 'Je rechten onder de AVG',
        summary:
          'Waar de Europese Algemene verordening gegevensbescherming (AVG) geldt, heb je rechten over je persoonsgegevens. Deze pagina somt ze op en legt uit hoe je ze vandaag in Kairos uitoefent.',
        sections: [
          {
            heading: 'Je rechten',
            body: 'Onder de AVG heb je het recht op:',
            items: [
              'Inzage: een kopie van je persoonsgegevens en informatie over de verwerking ervan (art. 15)',
              'Rectificatie: onjuiste gegevens laten corrigeren; je profiel kun je zelf bewerken (art. 16)',
              'Wissing: je gegevens laten verwijderen (art. 17)',
              'Beperking: de verwerking laten beperken zolang een vraag wordt uitgezocht (art. 18)',
              'Overdraagbaarheid: de gegevens die je hebt verstrekt ontvangen in een machineleesbaar formaat (art. 20)',
              'Bezwaar: bezwaar maken tegen verwerking op basis van gerechtvaardigde belangen (art. 21)',
            ],
          },
          {
            heading: 'Zo oefen je ze uit',
            body: 'Inzage, overdraagbaarheid, wissing en toestemming regel je zelf onder Instellingen → Je gegevens: download al je gegevens als één archief, verwijder je account en geef of trek toestemming voor optionele verwerking in. Neem voor elk ander verzoek contact op met de beheerder van deze installatie, die de verwerkingsverantwoordelijke is. De verwerkingsverantwoordelijke moet binnen een maand antwoorden; bij complexe verzoeken kan dat met nog twee maanden worden verlengd.',
          },
          {
            heading: 'Klachten',
            body: 'Je kunt een klacht indienen bij de toezichthouder voor gegevensbescherming in je land (art. 77). In Zwitserland is dat de Federale Toezichthouder voor gegevensbescherming en openbaarheid (FDPIC).',
          },
        ],
      },
      dataPortability: {
        title: 'Dataportabiliteit',
        summary:
          'Je hebt het recht om de persoonsgegevens die je hebt verstrekt te ontvangen in een gestructureerd, gangbaar en machineleesbaar formaat, en ze mee te nemen naar een andere dienst.',
        sections: [
          {
            heading: 'Wat een export bevat',
            body: 'Een export omvat de gegevens die aan je account zijn gekoppeld:',
            items: [
              'Accountgegevens: je naam, e-mailadres, inlogmethoden en huidige sessies (nooit je wachtwoord of sessietokens)',
              'Profielgegevens en instellingen die je hebt ingevuld',
              'Je geüploade cv-bestanden, ongewijzigd',
              'Analyseresultaten: vaardigheden, ervaring, opleiding, talen en verborgen talenten',
              'Coachingsessies, perspectieven en taken',
              'Je toestemmingen met hun geschiedenis, de meldingsmails die je zijn gestuurd en je paginaweergaven in de statistieken (als je die hebt toegestaan)',
              'Beveiligingsgebeurtenissen over je account (soort en tijdstip)',
            ],
          },
          {
            heading: 'Zo krijg je hem',
            body: 'Open Instellingen → Je gegevens en kies ‘Mijn gegevens downloaden’: je krijgt één zip-archief met JSON-bestanden, je originele cv-bestanden en een README die elk bestand uitlegt. Elk geanalyseerd cv kun je ook op de eigen pagina downloaden als JSON Resume (jsonresume.org), een formaat dat andere cv-tools kunnen importeren.',
          },
        ],
      },
      rightToErasure: {
        title: 'Recht op verwijdering',
        summary:
          'Je kunt vragen om je account en de daaraan gekoppelde persoonsgegevens te verwijderen: het ‘recht om vergeten te worden’ van art. 17 AVG en het recht op verwijdering onder de Zwitserse revFADP.',
        sections: [
          {
            heading: 'Wat wordt verwijderd',
            body: 'Je account, inlogmethoden en sessies, je profiel en instellingen, je geüploade cv-bestanden met hun analyses en verborgen talenten, je coachingsessies, perspectieven en taken, je toestemmingen, je meldingsgegevens en je paginaweergaven in de statistieken. Alles wordt in één keer verwijderd.',
          },
          {
            heading: 'Wat wordt bewaard, en waarom',
            body: 'Vermeldingen in het beveiligingslogboek over je account (zoals inlogpogingen) blijven bewaard zodat de beheerder beveiligingsincidenten kan onderzoeken, maar zonder persoonsgegevens: de koppeling met je account, het IP-adres, de browser en je e-mailadres worden verwijderd, en de verwijdering zelf wordt zonder die gegevens vastgelegd. Al verstuurde e-mails kunnen niet worden teruggehaald. Gegevens die de beheerder wettelijk moet bewaren, kunnen worden bewaard, en back-ups van de beheerder verlopen volgens diens back-upschema.',
          },
          {
            heading: 'Zo verwijder je je account',
            body: 'Open Instellingen → Je gegevens, kies ‘Mijn account verwijderen’ en typ je e-mailadres ter bevestiging. Je wordt meteen uitgelogd. Download eventueel eerst je gegevens.',
          },
        ],
      },
      accessControls: {
        title: 'Toegangsbeheer',
        summary:
          'Elk verzoek wordt op de server gecontroleerd: wie je bent, en of je rol toestaat wat je vraagt. Wat de browser toont of verbergt, is nooit de enige bescherming.',
        sections: [
          {
            heading: 'Twee rollen',
            body: "Kairos heeft twee rollen: gebruiker en beheerder. Gebruikers zien en beheren alleen hun eigen cv's, analyses, talenten, coachingsessies en taken. Beheerders beheren accounts en rollen en bekijken beveiligingsgebeurtenissen.",
          },
          {
            heading: 'Afgedwongen op de server',
            body: 'Elk deel van de API geeft aan wie het mag gebruiken, en de server controleert dat bij elk verzoek. Een verzoek om gegevens van iemand anders wordt geweigerd.',
          },
          {
            heading: 'Sessies',
            body: 'Na het inloggen wordt je sessie op de server opgeslagen en aangeduid met een httpOnly- en SameSite-cookie die scripts op de pagina niet kunnen lezen. Uitloggen beëindigt de sessie op de server.',
          },
        ],
      },
      consentManagement: {
        title: 'Toestemmingsbeheer',
        summary:
          'Kairos verwerkt je gegevens om de dienst te leveren waarvoor je je hebt aangemeld. Er is geen cookiebanner, omdat Kairos geen tracking- of advertentiecookies gebruikt.',
        sections: [
          {
            heading: 'Cookies en opslag',
            body: 'Kairos gebruikt alleen wat de dienst nodig heeft: een sessiecookie die je ingelogd houdt, en de lokale opslag van je browser voor voorkeuren zoals taal en kleurenschema, en voor onafgemaakte stappen van de kennismaking. Er zijn geen statistiek-, advertentie- of third-party-cookies.',
          },
          {
            heading: 'Optionele verwerking',
            body: 'Drie soorten verwerking zijn optioneel en gebeuren alleen met je toestemming: je vragen aan de AI-coach naar een extern taalmodel sturen, als de beheerder er een heeft ingesteld (zonder toestemming antwoordt de eigen engine van Kairos; tekst van het model wordt altijd gelabeld); een openbaar portfolio dat iedereen met de link kan zien; en gebruiksstatistieken (welke pagina’s je opent en wanneer, zonder je IP-adres). Elke toestemming wordt vastgelegd met het tijdstip waarop je die gaf.',
          },
          {
            heading: 'Van gedachten veranderen',
            body: 'Geef of trek elke toestemming op elk moment in onder Instellingen → Je gegevens, waar elke wijziging met tijdstip staat. De schakelaars voor het openbare profiel en de statistieken onder Instellingen → Privacy zijn dezelfde toestemmingen. Wil je alle verwerking van je gegevens stoppen, verwijder daar dan je account.',
          },
        ],
      },
      securityModel: {
        title: 'Beveiligingsmodel',
        summary:
          'Kairos beschermt accounts en gegevens met beproefde bouwstenen en legt beveiligingsgebeurtenissen vast, zodat misbruik kan worden opgemerkt.',
        sections: [
          {
            heading: 'Accounts en wachtwoorden',
            body: 'Inloggen is bij elke stap beschermd:',
            items: [
              'Wachtwoorden worden gehasht met argon2id en nooit als platte tekst opgeslagen',
              'Je e-mailadres moet bevestigd zijn voordat je kunt inloggen',
              'Inloggen, registreren, wachtwoordresets en inloglinks zijn aan snelheidslimieten gebonden',
              'Sessies staan op de server, aangeduid met httpOnly- en SameSite-cookies',
            ],
          },
          {
            heading: 'Beveiligingslogboek',
            body: 'Inlogpogingen, mislukte inlogpogingen en wachtwoordresets worden vastgelegd met tijdstip, IP-adres en user agent. Beheerders gebruiken dit logboek om aanvallen op accounts te ontdekken; Kairos gebruikt het alleen voor beveiligingsmonitoring.',
          },
          {
            heading: 'Uploads',
            body: 'Geüploade bestanden worden gecontroleerd op inhoud, niet op naam. Alleen pdf-, doc-, docx- en txt-bestanden tot 10 MB worden geaccepteerd.',
          },
        ],
      },
      dataMinimization: {
        title: 'Dataminimalisatie',
        summary: 'Kairos vraagt alleen wat nodig is voor een bruikbare analyse, en bewaart het alleen op de installatie die je gebruikt.',
        sections: [
          {
            heading: 'Wat we vragen',
            body: 'Een e-mailadres en een wachtwoord om je account aan te maken; je cv, als je het wilt laten analyseren; en, alleen als je ervoor kiest ze toe te voegen, je naam en professionele gegevens in je profiel.',
          },
          {
            heading: 'Wat we niet verzamelen',
            body: 'Geen tracking over websites heen, geen advertentieprofielen, geen gegevens gekocht van derden en geen toegang tot je contacten of sociale netwerken.',
          },
          {
            heading: 'Wat het beveiligingslogboek bevat',
            body: 'Alleen voor beveiligingsgebeurtenissen: het tijdstip, het soort gebeurtenis, je IP-adres en user agent. Het dient om accounts te beschermen, niet om profielen op te bouwen.',
          },
        ],
      },
      transparency: {
        title: 'Transparantie',
        summary: 'Je hoort te weten wat Kairos met je gegevens doet, en waar elk resultaat vandaan komt.',
        sections: [
          {
            heading: 'Zo wordt je cv geanalyseerd',
            body: 'De engine van Kairos leest je cv met regels en een zorgvuldig samengestelde taxonomie van vaardigheden. Elk verborgen talent toont de onderbouwing uit je eigen cv waarop het gebaseerd is en een mate van zekerheid, zodat je het zelf kunt beoordelen.',
          },
          {
            heading: 'Gelabelde AI-tekst',
            body: 'Als de beheerder een extern taalmodel koppelt, wordt elke tekst die het schrijft gelabeld, zodat je altijd weet of je de eigen analyse van Kairos leest of gegenereerde tekst.',
          },
          {
            heading: 'Jij beslist',
            body: 'De analyse doet voorstellen; jij beslist wat je ermee doet. Je kunt verborgen talenten bevestigen of markeren om later te bekijken. Kairos neemt geen beslissingen over je die rechtsgevolgen of vergelijkbaar ingrijpende gevolgen hebben.',
          },
        ],
      },
      privacy: {
        title: 'Privacyverklaring',
        summary:
          'Deze verklaring legt uit hoe persoonsgegevens op deze Kairos-installatie worden verwerkt. De beheerder van de installatie, de organisatie of persoon die haar draait, is de verwerkingsverantwoordelijke en je aanspreekpunt voor elke vraag of elk verzoek over je gegevens.',
        sections: [
          {
            heading: 'Wat wordt verwerkt, en waarom',
            body: 'Kairos verwerkt:',
            items: [
              'Accountgegevens (e-mailadres, naam, wachtwoordhash), om je account te leveren',
              "Cv's en profielgegevens, om ze te analyseren en je de resultaten te tonen",
              'Vragen aan de coach, perspectieven en taken, om die functies te leveren',
              'Beveiligingsgebeurtenissen (tijdstip, IP-adres, user agent), om accounts te beschermen',
            ],
          },
          {
            heading: 'Rechtsgrond',
            body: 'De verwerking is nodig om de dienst te leveren waar je om hebt gevraagd (art. 6, lid 1, onder b AVG). Het vastleggen van beveiligingsgebeurtenissen berust op het gerechtvaardigde belang om accounts en de dienst te beschermen (art. 6, lid 1, onder f AVG).',
          },
          {
            heading: 'Waar het wordt opgeslagen en wie het ontvangt',
            body: 'Gegevens worden opgeslagen op de eigen server van de installatie, in de database en gegevensmap of in de objectopslag van de beheerder. Geen enkele derde ontvangt de tekst van je cv, tenzij de beheerder een extern taalmodel heeft ingesteld, waarvan de uitvoer wordt gelabeld. E-mails worden verstuurd via de mailserver van de beheerder. Er zijn geen trackers of advertenties.',
          },
          {
            heading: 'Bewaartermijn en je rechten',
            body: 'Je gegevens worden bewaard zolang je account bestaat en op verzoek verwijderd (zie Recht op verwijdering). Je hebt de rechten die beschreven staan onder Je rechten onder de AVG en, in Zwitserland, onder de revFADP.',
          },
        ],
      },
      terms: {
        title: 'Gebruiksvoorwaarden',
        summary:
          'Voorwaarden in gewone taal voor het gebruik van Kairos. Deze installatie wordt aangeboden door de beheerder, die verantwoordelijk is voor het draaien ervan en eigen voorwaarden kan toevoegen.',
        sections: [
          {
            heading: 'De dienst',
            body: 'Kairos helpt je je cv, vaardigheden en loopbaanopties te begrijpen. De analyse, verborgen talenten, coaching en marktgegevens zijn voorstellen die je eigen beslissingen ondersteunen, geen garanties voor enig resultaat.',
          },
          {
            heading: 'Je account en je inhoud',
            body: "Bewaar je wachtwoord veilig en upload alleen cv's en inhoud die je mag gebruiken. Je inhoud blijft van jou; die wordt alleen gebruikt om de dienst aan jou te leveren.",
          },
          {
            heading: 'Redelijk gebruik',
            body: 'Probeer niet de gegevens van anderen in te zien, de dienst te overbelasten of de beveiliging te omzeilen. De beheerder kan accounts die dat doen blokkeren.',
          },
          {
            heading: 'De beheerder',
            body: 'De beheerder van deze installatie is verantwoordelijk voor de beschikbaarheid en ondersteuning. Neem contact op met de beheerder bij vragen over deze voorwaarden.',
          },
        ],
      },
      dpa: {
        title: 'Verwerkersovereenkomst',
        summary:
          'Een organisatie die Kairos namens zichzelf laat draaien, bijvoorbeeld voor medewerkers of klanten, heeft een verwerkersovereenkomst nodig met degene die de installatie draait (art. 28 AVG, art. 9 revFADP). Deze pagina schetst wat zo’n overeenkomst omvat.',
        sections: [
          {
            heading: 'Rollen',
            body: 'De organisatie die bepaalt waarom en hoe persoonsgegevens worden verwerkt, is de verwerkingsverantwoordelijke. Een partij die de installatie namens haar host of draait, is verwerker en handelt alleen op gedocumenteerde instructies van de verwerkingsverantwoordelijke.',
          },
          {
            heading: 'Wat Kairos ondersteunt',
            body: 'De software helpt beide partijen hun afspraken na te komen:',
            items: [
              'Verwerking beperkt tot de eigen infrastructuur van de installatie',
              'Standaard geen subverwerkers; een extern taalmodel of mailprovider is, als die is ingesteld, een subverwerker die moet worden vermeld',
              'Toegangsbeheer op basis van rollen en een beveiligingslogboek',
              'Export en verwijdering van iemands gegevens op verzoek',
            ],
          },
          {
            heading: 'Een overeenkomst krijgen',
            body: 'Een verwerkersovereenkomst wordt gesloten tussen de verwerkingsverantwoordelijke en de beheerder van de installatie. Neem contact op met de beheerder van deze installatie om er een aan te vragen.',
          },
        ],
      },
      swissLaw: {
        title: 'Zwitsers recht',
        summary:
          'Een overzicht van de Zwitserse regels voor gegevensbescherming die relevant zijn voor Kairos: de herziene federale wet op de gegevensbescherming (revFADP, ook nFADP) en de bijbehorende verordening, beide sinds 1 september 2023 van kracht.',
        sections: [
          {
            heading: 'Kernpunten van de revFADP',
            body: 'De revFADP onder meer:',
            items: [
              'Beschermt de persoonsgegevens van natuurlijke personen',
              'Vereist privacy by design en by default (art. 7)',
              'Vereist dat mensen worden geïnformeerd als hun persoonsgegevens worden verzameld (art. 19)',
              'Geeft het recht op inzage (art. 25) en het recht op dataportabiliteit (art. 28)',
              'Vereist dat datalekken die waarschijnlijk een hoog risico meebrengen zo snel mogelijk bij de FDPIC worden gemeld (art. 24)',
            ],
          },
          {
            heading: 'Hoe Kairos zich ertoe verhoudt',
            body: 'Kairos houdt gegevens op de eigen infrastructuur van de installatie, verzamelt weinig en legt beveiligingsgebeurtenissen vast: functies die een beheerder helpen aan de wet te voldoen. Of dat lukt, hangt af van hoe de beheerder de installatie draait.',
          },
          {
            heading: 'Doorgifte naar het buitenland',
            body: 'Persoonsgegevens mogen alleen naar het buitenland worden doorgegeven naar landen met een passend beschermingsniveau of met passende waarborgen (art. 16). Als een beheerder de installatie, of een extern taalmodel, buiten Zwitserland host, moet de beheerder ervoor zorgen dat hieraan wordt voldaan.',
          },
        ],
      },
    },
  } satisfies Translation<typeof privacyEn>,
};
