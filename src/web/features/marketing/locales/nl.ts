import type { Translation } from '@/web/app/translation';
import type { marketingEn } from '@/web/features/marketing/i18n';

export default {
  marketing: {
    landing: {
      hero: {
        eyebrow: 'Loopbaaninzicht voor Europa, met privacy voorop',
        title: 'Geef je loopbaan een boost met loopbaaninzicht',
        subtitle:
          'Upload je cv en Kairos maakt er een helder beeld van je vaardigheden, ervaring en verborgen talenten van, geanalyseerd op de eigen server van Kairos, en helpt je vervolgens in actie te komen met een loopbaancoach, profielperspectieven en Europese marktgegevens.',
        getStarted: 'Gratis beginnen',
        exploreFeatures: 'Functies bekijken',
        factsLabel: 'In het kort',
        facts: {
          free: 'Gratis om te beginnen',
          languages: "Leest cv's in het Engels, Duits, Frans, Spaans, Italiaans en Nederlands",
          noTrackers: 'Geen trackers van derden en geen advertenties',
        },
      },
      features: {
        title: 'Alles wat je cv je kan vertellen',
        subtitle: 'Eén upload, geanalyseerd op de server, vormt de basis voor elk onderdeel van Kairos.',
        items: {
          cvAnalysis: {
            title: 'Cv-analyse op onze eigen server',
            description:
              'Upload een pdf-, doc-, docx- of txt-bestand. Kairos leest het op de eigen server en haalt je vaardigheden, ervaring, opleiding en talen eruit, in het Engels, Duits, Frans, Spaans, Italiaans of Nederlands.',
          },
          hiddenTalents: {
            title: 'Verborgen talenten, met onderbouwing',
            description:
              'Kairos wijst sterke punten aan die je cv doet vermoeden maar nergens noemt, en laat de regels uit je eigen cv zien die elk ervan onderbouwen. Jij bepaalt welke je bevestigt.',
          },
          coach: {
            title: 'Loopbaancoach',
            description:
              'Stel een vraag over je volgende stap en krijg antwoorden die gebaseerd zijn op je eigen analyse (je vaardigheden, je ervaring, je talenten), geen algemeen advies. De antwoorden komen van de eigen engine van Kairos; alleen waar een beheerder een taalmodel toevoegt, worden die antwoorden als AI gemarkeerd.',
          },
          perspectives: {
            title: 'Profielperspectieven',
            description:
              'Bekijk je profiel zoals verschillende lezers het zien: een technische weergave, een weergave voor de directie, een voor HR en recruiters, en een openbaar portfolio.',
          },
          market: {
            title: 'Europese marktanalyse',
            description:
              'Verken Europese bedrijven, vergelijk landen en zie welke vaardigheden gevraagd zijn, zodat je weet waar je profiel past.',
          },
          tasks: {
            title: 'Taken en voortgang',
            description: 'Zet inzichten om in concrete taken, houd bij wat af is en volg je voortgang in de tijd.',
          },
        },
      },
      howItWorks: {
        title: 'Zo werkt het',
        subtitle: 'Van registratie tot je volgende loopbaanstap in vier stappen.',
        stepLabel: 'Stap {{number}}',
        learnMore: 'Meer over hoe het werkt',
      },
      privacy: {
        eyebrow: 'Zwitsers en Europees van opzet',
        title: 'Privacy voorop, standaard',
        body: 'Je cv wordt op onze server geanalyseerd en nooit naar derden gestuurd, tenzij de beheerder van deze Kairos-installatie een extern taalmodel heeft ingesteld; elke tekst die dat model schrijft, wordt dan gelabeld.',
        points: {
          noTrackers: 'Geen trackers van derden, geen advertenties, geen verkoop van gegevens',
          security: 'Wachtwoorden gehasht met argon2id, sessies in httpOnly-cookies',
          control: 'Download al je gegevens of verwijder zelf je account, op elk moment, via Instellingen',
        },
        learnMore: 'Lees over privacy by design',
      },
      cta: {
        title: 'Ontdek wat je cv over je zegt',
        body: 'Maak een gratis account aan, upload je cv en bekijk je analyse en verborgen talenten.',
        getStarted: 'Gratis beginnen',
        howItWorks: 'Zo werkt het',
      },
    },
    steps: {
      account: {
        title: 'Maak je account aan',
        short: 'Registreer je met je e-mailadres en bevestig het. Gratis om te beginnen.',
        long: 'Registreer je met je e-mailadres en een wachtwoord van minstens 8 tekens, en bevestig je adres met de link die we je sturen. Kairos is gratis om te beginnen en je hebt geen betaalgegevens nodig.',
      },
      upload: {
        title: 'Upload je cv',
        short: 'PDF, DOC, DOCX of TXT, tot 10 MB. De analyse draait op de server.',
        long: 'Upload je cv als pdf-, doc-, docx- of txt-bestand van maximaal 10 MB. Kairos controleert het bestand op inhoud, slaat het op en analyseert het op de achtergrond op de eigen server. Terwijl je wacht, kun je de status volgen.',
      },
      review: {
        title: 'Bekijk je analyse en verborgen talenten',
        short: 'Controleer de gevonden vaardigheden, ervaring, opleiding en talen, en de talenten daarachter.',
        long: 'Bekijk de vaardigheden, ervaring, opleiding en talen die Kairos in je cv vond, en de verborgen talenten die het voorstelt, elk met de onderbouwing uit je eigen cv en een mate van zekerheid. Bevestig de talenten die bij je passen, of markeer ze om later te bekijken.',
      },
      act: {
        title: 'Ga ermee aan de slag',
        short: 'Vraag het de loopbaancoach, plan taken en verken Europese marktgegevens.',
        long: 'Vraag de loopbaancoach naar je volgende stap, bekijk je profiel vanuit verschillende perspectieven, verken Europese bedrijven, landen en de vraag naar vaardigheden, en zet wat je leert om in taken die je kunt bijhouden.',
      },
    },
    howItWorksPage: {
      title: 'Zo werkt Kairos',
      intro:
        'Kairos leest je cv op de eigen server, zet het om in een gestructureerde analyse en bouwt daar al het andere op: talenten, coaching, perspectieven en marktinzicht. Dit gebeurt er, stap voor stap.',
      stepsTitle: 'Vier stappen',
      cvTitle: 'Wat er met je cv gebeurt',
      cvIntro: 'Je cv is persoonlijk. Hier staat precies waar het naartoe gaat en wie het kan zien.',
      cvPoints: {
        storage:
          'Het bestand wordt opgeslagen op de server van deze Kairos-installatie, in de gegevensmap of in de objectopslag die de beheerder heeft ingesteld.',
        checks:
          'Het wordt gecontroleerd op inhoud, niet op bestandsnaam: alleen pdf-, doc-, docx- en txt-bestanden tot 10 MB worden geaccepteerd.',
        local:
          'Het wordt op de server geanalyseerd door de eigen engine van Kairos. Er gaat geen cv-tekst naar derden, tenzij de beheerder een extern taalmodel heeft ingesteld; tekst die zo’n model schrijft, wordt altijd gelabeld.',
        database: 'De resultaten worden in de database opgeslagen, gekoppeld aan je account.',
        visibility:
          'Je cv en analyse zijn alleen zichtbaar voor jou en, uitsluitend voor accountbeheer, voor de beheerders van de installatie.',
      },
      resultsTitle: 'Wat de analyse oplevert',
      resultsIntro: 'De analyse is de basis voor elk ander onderdeel van Kairos.',
      results: {
        skills: {
          title: 'Vaardigheden',
          description: 'Technische en professionele vaardigheden uit je cv, gegroepeerd per categorie.',
        },
        experience: {
          title: 'Ervaring en opleiding',
          description: 'Je functies, werkgevers en data, en je opleiding, op volgorde.',
        },
        languages: {
          title: 'Talen',
          description: 'De talen die je spreekt, en de taal waarin je cv is geschreven.',
        },
        talents: {
          title: 'Verborgen talenten',
          description: 'Sterke punten die je cv doet vermoeden maar niet noemt, elk met onderbouwing en een mate van zekerheid.',
        },
        insights: {
          title: 'Inzichten',
          description: 'Observaties en aanbevelingen waarop de coach, de perspectieven en de marktweergaven voortbouwen.',
        },
        failures: {
          title: 'Duidelijke foutmeldingen',
          description:
            'Als een bestand niet kan worden gelezen, bijvoorbeeld een versleutelde pdf of een pdf met alleen afbeeldingen, blijft het met de reden opgeslagen en kun je het opnieuw proberen.',
        },
      },
      cta: {
        title: 'Klaar om te beginnen?',
        body: 'Maak je gratis account aan en upload je cv. Je kunt altijd nalezen hoe we je gegevens beschermen.',
        getStarted: 'Gratis beginnen',
        privacy: 'Privacy by design',
      },
    },
  } satisfies Translation<typeof marketingEn>,
};
