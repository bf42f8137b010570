import type { Translation } from '@/web/app/translation';
import type { settingsEn } from '@/web/features/settings/i18n';

export default {
  settings: {
    title: 'Instellingen',
    intro: 'Hoe Kairos contact met je houdt, wat anderen kunnen zien en hoe de app er voor jou uitziet.',
    loadFailed: 'Je instellingen konden niet worden geladen',
    tabsLabel: 'Onderdelen van de instellingen',
    autosave: 'Wijzigingen worden meteen opgeslagen.',
    tabs: {
      profile: 'Profiel',
      notifications: 'Meldingen',
      privacy: 'Privacy',
      preferences: 'Voorkeuren',
    },
    notifications: {
      title: 'Meldingen',
      description: 'Kies waarover Kairos je op de hoogte houdt, en hoe.',
      emailNotifications: {
        label: 'E-mailmeldingen',
        description: 'E-mails over je eigen analyses, bijvoorbeeld wanneer een cv-analyse klaar is.',
      },
      pushNotifications: {
        label: 'Browsermeldingen',
        description: 'Een melding van deze browser wanneer een cv-analyse klaar of mislukt is terwijl Kairos op de achtergrond staat.',
      },
      weeklyInsights: {
        label: 'Wekelijkse inzichten',
        description: 'Een wekelijks overzicht van je voortgang en nieuwe inzichten.',
      },
      marketUpdates: {
        label: 'Marktupdates',
        description: 'Nieuws over de arbeidsmarkten en vaardigheden die voor jou belangrijk zijn.',
      },
      push: {
        unsupported: 'Deze browser kan geen meldingen tonen, dus browsermeldingen blijven uit.',
        denied:
          'Je browser blokkeert meldingen van Kairos, dus browsermeldingen blijven uit. Sta meldingen voor deze site toe in de instellingen van je browser en zet ze daarna weer aan.',
        dismissed: 'Browsermeldingen blijven uit: de browser heeft geen toestemming gekregen.',
        notAllowedHere: 'Browsermeldingen staan aan in je instellingen, maar deze browser heeft ze nog niet toegestaan.',
        allow: 'Toestaan in deze browser',
      },
    },
    privacy: {
      title: 'Privacy',
      description: 'Jij bepaalt wat zichtbaar is en wat wordt verzameld. Alles staat uit tot je het aanzet.',
      visibility: {
        label: 'Zichtbaarheid van je profiel',
        private: 'Privé',
        privateHint: 'Alleen jij kunt je profiel en perspectieven zien. Overschakelen naar privé verbergt je openbare portfolio meteen.',
        public: 'Openbaar',
        publicHint: 'Je perspectief Openbaar portfolio kan worden geopend door iedereen met het deelbare adres.',
      },
      openPerspectives: 'Naar je perspectieven',
      dataSharing: {
        label: 'Geanonimiseerde gegevens delen',
        description: 'Laat Kairos je gegevens, geanonimiseerd en samengevoegd, gebruiken om de marktinzichten voor iedereen te verbeteren.',
      },
      analytics: {
        label: 'Anonieme statistieken toestaan',
        description: 'Kairos legt alleen anonieme paginaweergaven vast als je dat toestaat.',
      },
    },
    preferences: {
      title: 'Voorkeuren',
      description: 'Taal, tijdzone en weergave, hetzelfde op elk apparaat waarmee je inlogt.',
      language: {
        label: 'Taal',
        description: 'De taal van de hele interface.',
      },
      timezone: {
        label: 'Tijdzone',
        description: 'Datums en tijden worden in deze tijdzone getoond. Het is daar nu {{time}}.',
        cities: {
          'Europe/Berlin': 'Berlijn',
          'Europe/London': 'Londen',
          'Europe/Paris': 'Parijs',
          'America/New_York': 'New York',
        },
      },
      theme: {
        label: 'Thema',
        description: 'Systeem volgt de lichte of donkere instelling van je apparaat.',
        light: 'Licht',
        dark: 'Donker',
        system: 'Systeem',
      },
      culturalContext: {
        label: 'Culturele context',
        description: 'De werkcultuur waar Kairos rekening mee moet houden.',
        options: {
          european: 'Europa (algemeen)',
          dach: 'Duitsland, Oostenrijk, Zwitserland',
          france: 'Frankrijk',
          benelux: 'Benelux',
          nordic: 'Noordse landen',
          uk_ireland: 'Verenigd Koninkrijk en Ierland',
          southern_europe: 'Zuid-Europa',
          central_eastern_europe: 'Midden- en Oost-Europa',
          north_america: 'Noord-Amerika',
        },
      },
    },
    toasts: {
      saved: 'Instellingen opgeslagen',
      saveFailed: 'Je instellingen konden niet worden opgeslagen. Probeer het opnieuw.',
    },
  } satisfies Translation<typeof settingsEn>,
};
