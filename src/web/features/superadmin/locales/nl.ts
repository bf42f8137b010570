import type { Translation } from '@/web/app/translation';
import type { superadminEn } from '@/web/features/superadmin/i18n';

export default {
  superadmin: {
    title: 'Superbeheerdersdashboard',
    subtitle: 'Overzicht van het hele platform en snelkoppelingen voor de superbeheerder',
    checking: 'Beheerdersstatus wordt gecontroleerd…',
    setup: {
      title: 'Superbeheerder instellen',
      intro:
        'Dit account is ingesteld als superbeheerder van deze installatie. Initialiseer het om het superbeheerdersdashboard te openen; het account wordt beheerder.',
      initialize: 'Superbeheerder initialiseren',
      initializing: 'Initialiseren…',
      success: 'Superbeheerdersaccount geïnitialiseerd!',
      failedWithMessage: 'Superbeheerder kon niet worden geïnitialiseerd: {{message}}',
      profileFailed: 'Profiel kon niet worden bijgewerkt',
      failed: 'Initialisatie mislukt',
      reloading: 'Pagina wordt opnieuw geladen…',
    },
    error: {
      title: 'Statuscontrole mislukt',
      message: 'Er ging iets mis bij het controleren van je beheerdersstatus. Probeer het opnieuw.',
      retry: 'Opnieuw controleren',
    },
    restricted: {
      title: 'Beperkte toegang',
      message: 'Dit gedeelte is alleen toegankelijk voor superbeheerders.',
      home: 'Terug naar de startpagina',
    },
    nav: {
      label: 'Navigatie superbeheerder',
      superAdmin: 'Superbeheerder',
      admin: 'Beheer',
      dashboard: 'Dashboard',
      analytics: 'Uitgebreide analyses',
      signOut: 'Uitloggen',
    },
    active: 'Superbeheerdersaccount is actief',
    signedInAs: 'Ingelogd als {{email}}',
    figures: {
      title: 'Het platform in één oogopslag',
      loading: 'Platformcijfers laden…',
      loadFailed: 'Platformcijfers konden niet worden geladen',
      refresh: 'Vernieuwen',
      updated: 'Geteld om {{time}}',
      users: 'Accounts',
      administrators: 'Beheerders',
      cvsAnalyzed: "Cv's geanalyseerd",
      cvsFailed: 'Mislukte cv-analyses',
      securityEvents: 'Beveiligingsgebeurtenissen (24 u)',
      suspiciousEvents: 'Verdacht (24 u)',
      failedJobs: 'Mislukte jobs (24 u)',
      noQueue: 'Wachtrij niet gestart',
      chartTitle: 'Uitkomsten vergeleken',
      chartLabel:
        "Cv's geanalyseerd: {{analyzed}}; mislukte cv-analyses: {{failed}}; beveiligingsgebeurtenissen in de afgelopen 24 uur: {{events}}, waarvan verdacht: {{suspicious}}.",
      chartCount: 'Aantal',
    },
    cards: {
      title: 'Onderdelen',
      admin: {
        title: 'Beheerdashboard',
        description: 'Gebruikersbeheer, rolwijzigingen en hun auditlogboek, de live beveiligingsmonitor en de systeemstatus.',
        stat: '{{users}} accounts, {{admins}} beheerders',
      },
      analytics: {
        title: 'Uitgebreide analyses',
        description: 'Analyses van taken en voortgang met grafieken.',
      },
      authSetup: {
        title: 'Authenticatie-instellingen',
        description: 'Hoe inloggen, e-mailbevestiging en inloglinks zijn ingesteld.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'Je eigen loopbaandashboard, zoals iedereen het zijne ziet.',
        stat: "{{analyzed}} cv's geanalyseerd, {{failed}} mislukt",
      },
      readiness: {
        title: 'Productiegereedheid',
        description: 'Controles om Kairos in productie te draaien.',
        stat_one: '{{count}} mislukte job in de afgelopen 24 u',
        stat_other: '{{count}} mislukte jobs in de afgelopen 24 u',
      },
      integration: {
        title: 'Integratietests',
        description: 'Voer de integratiecontroles van de platformdiensten uit.',
      },
    },
  } satisfies Translation<typeof superadminEn>,
};
