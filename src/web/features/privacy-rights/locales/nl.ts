import type { Translation } from '@/web/app/translation';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';

export default {
  privacyRights: {
    title: 'Je gegevens',
    description: 'Download alles wat Kairos over je bewaart, beslis over optionele verwerking of verwijder je account.',
    export: {
      title: 'Mijn gegevens downloaden',
      description:
        "Eén zip-archief met je account, profiel, instellingen, cv's (met de originele bestanden en hun analyses), talenten, coachingsessies, perspectieven, taken, toestemmingen en beveiligingsgebeurtenissen, plus een README die elk bestand uitlegt.",
      button: 'Mijn gegevens downloaden',
      preparing: 'Je archief wordt voorbereid…',
      failed: 'Je gegevens konden niet worden gedownload. Probeer het opnieuw.',
      ready: 'Je archief is gedownload.',
    },
    consents: {
      title: 'Toestemmingen',
      description:
        'Optionele verwerking gebeurt alleen met je toestemming. Je kunt die op elk moment intrekken; elke wijziging wordt met tijdstip vastgelegd.',
      loadFailed: 'Je toestemmingen konden niet worden geladen',
      saved: 'Je toestemming is vastgelegd.',
      withdrawn: 'Je toestemming is ingetrokken.',
      saveFailed: 'Je toestemming kon niet worden opgeslagen. Probeer het opnieuw.',
      grantedSince: 'Gegeven op {{date}}',
      withdrawnOn: 'Ingetrokken op {{date}}',
      never: 'Niet gegeven',
      externalModelNotConfigured: 'Op deze installatie is geen extern model ingesteld, dus er wordt hoe dan ook niets verstuurd.',
      purposes: {
        external_model: {
          label: 'Extern taalmodel',
          description:
            'Laat de AI-coach je vraag en een samenvatting van je profiel naar het externe taalmodel sturen dat de beheerder van deze installatie heeft ingesteld. Zonder toestemming antwoordt de eigen engine van Kairos.',
        },
        public_portfolio: {
          label: 'Openbaar portfolio',
          description:
            'Maak je openbare perspectief zichtbaar voor iedereen met de link. Dit is dezelfde schakelaar als profielzichtbaarheid ‘Openbaar’ onder Privacy.',
        },
        analytics: {
          label: 'Gebruiksstatistieken',
          description:
            'Leg vast welke pagina’s je opent (alleen pagina en tijdstip, geen IP-adres) om Kairos te helpen verbeteren. Dit is dezelfde schakelaar als statistieken onder Privacy.',
        },
      },
      history: {
        title: 'Geschiedenis',
        empty: 'Nog geen toestemming vastgelegd.',
        caption: 'Elke toestemming die je gaf of introk, nieuwste eerst',
        purpose: 'Doel',
        granted: 'Gegeven',
        withdrawn: 'Ingetrokken',
        stillGiven: '—',
      },
    },
    delete: {
      title: 'Account verwijderen',
      description:
        "Verwijdert je account en alles wat eraan gekoppeld is: profiel, instellingen, cv's en hun bestanden, analyses, talenten, coachingsessies, perspectieven, taken, toestemmingen, meldingen en statistieken. Dit kun je niet ongedaan maken. Vermeldingen in het beveiligingslogboek blijven bewaard, zonder persoonsgegevens.",
      button: 'Mijn account verwijderen',
      modalTitle: 'Je account verwijderen?',
      modalBody:
        'Alles wat aan je account gekoppeld is, wordt in één keer verwijderd en kan niet worden hersteld. Download eventueel eerst je gegevens.',
      emailLabel: 'Typ je e-mailadres ter bevestiging',
      emailPlaceholder: '{{email}}',
      confirm: 'Mijn account definitief verwijderen',
      cancel: 'Annuleren',
      close: 'Sluiten',
      mismatch: 'Typ je e-mailadres ter bevestiging',
      failed: 'Je account kon niet worden verwijderd. Probeer het opnieuw.',
      deleted: 'Je account en je gegevens zijn verwijderd.',
    },
    jsonResume: {
      download: 'JSON Resume downloaden',
    },
  } satisfies Translation<typeof privacyRightsEn>,
};
