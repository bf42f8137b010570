import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import type { commonEn } from '@/web/app/locales/en/common';
import type { errorsEn } from '@/web/app/locales/en/errors';
import type { navEn } from '@/web/app/locales/en/nav';
import type { themesEn } from '@/web/app/locales/en/themes';
import type { Translation } from '@/web/app/translation';

export default {
  common: {
    appName: 'Kairos',
    documentTitle: 'Kairos – loopbaaninzicht',
    pageTitle: '{{title}} · Kairos',
    skipToContent: 'Naar de inhoud',
    loading: 'Laden…',
    closeNotification: 'Melding sluiten',
    comingSoon: 'Binnenkort beschikbaar',
    available: 'Beschikbaar',
    colorScheme: {
      toDark: 'Naar donkere modus',
      toLight: 'Naar lichte modus',
    },
    actions: {
      goHome: 'Naar de startpagina',
      goBack: 'Terug',
      tryAgain: 'Opnieuw proberen',
      retry: 'Opnieuw',
      reloadPage: 'Pagina opnieuw laden',
      reloadApplication: 'App opnieuw laden',
    },
    roleChange: {
      changed: 'Je rol is gewijzigd in {{role}}',
      roles: { user: 'Gebruiker', admin: 'Beheerder' },
    },
  } satisfies Translation<typeof commonEn>,
  nav: {
    mainNavigation: 'Hoofdnavigatie',
    publicNavigation: 'Sitenavigatie',
    openNavigation: 'Navigatie openen',
    closeNavigation: 'Navigatie sluiten',
    accountMenu: 'Accountmenu',
    public: {
      features: 'Functies',
      howItWorks: 'Zo werkt het',
      privacy: 'Privacy',
      signIn: 'Inloggen',
      getStarted: 'Aan de slag',
      dashboard: 'Dashboard',
    },
    app: {
      dashboard: 'Dashboard',
      cvs: "Cv's",
      hiddenTalents: 'Verborgen talenten',
      aiCoach: 'AI-coach',
      perspectives: 'Perspectieven',
      tasks: 'Taken',
      jobs: 'Vacatures',
      performance: 'Voortgang',
      marketIntel: 'Markt',
      admin: 'Beheer',
      marketData: 'Marktgegevens',
      designSystem: 'Designsysteem',
      brand: 'Merken',
      operations: 'Operations',
    },
    user: {
      profile: 'Profiel',
      settings: 'Instellingen',
      signOut: 'Uitloggen',
    },
    pages: {
      onboarding: 'Kennismaking',
      profile: 'Profiel',
      perspectives: 'Profielperspectieven',
      careerCoach: 'AI-loopbaancoach',
      hiddenTalents: 'Verborgen talenten',
      intelligentDashboard: 'Slim dashboard',
      tasks: 'Takenbeheer',
      tasksAdvancedAnalytics: 'Uitgebreide taakanalyse',
      cvUpload: 'Cv uploaden',
      cvList: "Je cv's",
      cvDetail: 'Cv-details',
      performance: 'Voortgang bijhouden',
      marketIntelligence: 'Europese marktanalyse',
      settings: 'Instellingen',
      admin: 'Beheerdashboard',
      designTokens: 'Designtokens',
      advancedDesignSystem: 'Showcase van het designsysteem',
      managementDesignSystem: 'Beheer van het designsysteem',
      managementCulturalThemes: 'Beheer van culturele thema’s',
      managementDesignTokens: 'Beheer van designtokens',
    },
  } satisfies Translation<typeof navEn>,
  errors: {
    route: {
      title: 'Er ging iets mis',
      reassurance: 'Geen zorgen, je gegevens zijn veilig.',
      errorId: 'Fout-ID',
      reporting: 'Fout wordt gemeld…',
      unknownMessage: 'Er is een onverwachte fout opgetreden',
    },
    fatal: {
      title: 'Fout in de app',
      version: 'Versie {{version}}',
    },
    notFound: {
      title: 'Pagina niet gevonden',
      message: 'De pagina die je zoekt bestaat niet of is verplaatst.',
    },
    guards: {
      verifyingAccess: 'Je toegang wordt gecontroleerd…',
      checkingPermissions: 'Rechten worden gecontroleerd…',
      verifyingPermissions: 'Rechten worden geverifieerd…',
      securityErrorTitle: 'Beveiligingsfout',
      securityErrorMessage: 'Beheerdersrechten konden niet worden gecontroleerd. Probeer de pagina te vernieuwen.',
      accessDeniedTitle: 'Geen toegang',
      accessDeniedMessage: 'Voor deze inhoud heb je beheerdersrechten nodig.',
      insufficientTitle: 'Onvoldoende rechten',
      insufficientMessage: 'Je hebt niet het vereiste recht: {{permission}}',
    },
    role: {
      verifyFailed: 'Rol kon niet worden gecontroleerd',
    },
  } satisfies Translation<typeof errorsEn>,
  footer: {
    tagline: 'Meer dan een cv: ontdek je potentieel.',
    language: 'Taal',
    columns: {
      product: {
        title: 'Product',
        links: {
          howItWorks: 'Zo werkt het',
          getStarted: 'Aan de slag',
          signIn: 'Inloggen',
        },
      },
      privacySecurity: {
        title: 'Privacy en beveiliging',
        links: {
          privacyByDesign: 'Privacy by design',
          dataSovereignty: 'Datasoevereiniteit',
          swissCompliance: 'Zwitserse naleving',
          securityModel: 'Beveiligingsmodel',
          accessControls: 'Toegangsbeheer',
          dataMinimization: 'Dataminimalisatie',
          transparency: 'Transparantie',
        },
      },
      yourRights: {
        title: 'Jouw rechten',
        links: {
          gdprRights: 'AVG-rechten',
          dataPortability: 'Dataportabiliteit',
          rightToErasure: 'Recht op verwijdering',
          consentManagement: 'Toestemmingsbeheer',
        },
      },
      legal: {
        title: 'Juridisch',
        links: {
          privacy: 'Privacyverklaring',
          terms: 'Gebruiksvoorwaarden',
          dpa: 'Verwerkersovereenkomst',
          swissLaw: 'Zwitsers recht',
        },
      },
    },
    copyright: '© 2026 Kairos',
  } satisfies Translation<typeof footerEn>,
  themes: {
    picker: {
      label: 'Cultureel thema',
      description: 'Kleuren, typografie en animaties van de hele interface, gebaseerd op de ontwerptraditie van een cultuur.',
      loadError: 'De culturele thema’s konden niet worden geladen.',
      retry: 'Opnieuw',
      saved: 'Cultureel thema toegepast: {{name}}',
      saveFailed: 'Je culturele thema kon niet worden opgeslagen. Probeer het opnieuw.',
    },
    generated: {
      label: 'Door AI gegenereerd',
      engineLabel: 'Gemaakt door de eigen engine van Kairos',
      local: 'Gemaakt op de eigen server van Kairos door een analyse van je gegevens op basis van regels; geen extern model.',
      llm: 'Geschreven door het externe taalmodel van de beheerder ({{model}}) op basis van je vraag en je eigen gegevens.',
    },
  } satisfies Translation<typeof themesEn>,
};
