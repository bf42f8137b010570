import type { Translation } from '@/web/app/translation';
import type { settingsEn } from '@/web/features/settings/i18n';

export default {
  settings: {
    title: 'Paramètres',
    intro: 'Comment Kairos vous tient informé, ce que les autres peuvent voir et l’apparence de l’application.',
    loadFailed: 'Impossible de charger vos paramètres',
    tabsLabel: 'Sections des paramètres',
    autosave: 'Les modifications sont enregistrées dès que vous les faites.',
    tabs: {
      profile: 'Profil',
      notifications: 'Notifications',
      privacy: 'Confidentialité',
      preferences: 'Préférences',
    },
    notifications: {
      title: 'Notifications',
      description: 'Choisissez ce dont Kairos vous informe, et comment.',
      emailNotifications: {
        label: 'Notifications par e-mail',
        description: 'Des e-mails sur vos propres analyses, par exemple lorsqu’une analyse de CV est prête.',
      },
      pushNotifications: {
        label: 'Notifications du navigateur',
        description: 'Une notification de ce navigateur lorsqu’une analyse de CV se termine ou échoue pendant que Kairos est en arrière-plan.',
      },
      weeklyInsights: {
        label: 'Synthèse hebdomadaire',
        description: 'Un récapitulatif hebdomadaire de vos progrès et des nouveaux enseignements.',
      },
      marketUpdates: {
        label: 'Actualités du marché',
        description: 'Les nouvelles des marchés de l’emploi et des compétences qui comptent pour vous.',
      },
      push: {
        unsupported: 'Ce navigateur ne peut pas afficher de notifications : les notifications du navigateur restent désactivées.',
        denied:
          'Votre navigateur bloque les notifications de Kairos : les notifications du navigateur restent désactivées. Autorisez les notifications pour ce site dans les paramètres de votre navigateur, puis réactivez-les.',
        dismissed: 'Les notifications du navigateur restent désactivées : l’autorisation du navigateur n’a pas été accordée.',
        notAllowedHere: 'Les notifications du navigateur sont activées dans vos paramètres, mais ce navigateur ne les a pas encore autorisées.',
        allow: 'Autoriser dans ce navigateur',
      },
    },
    privacy: {
      title: 'Confidentialité',
      description: 'Vous décidez de ce qui est visible et de ce qui est collecté. Tout reste désactivé tant que vous ne l’activez pas.',
      visibility: {
        label: 'Visibilité du profil',
        private: 'Privé',
        privateHint: 'Vous seul voyez votre profil et vos perspectives. Passer en privé masque immédiatement votre portfolio public.',
        public: 'Public',
        publicHint: 'Votre perspective « Portfolio public » peut être consultée par toute personne disposant de son adresse de partage.',
      },
      openPerspectives: 'Accéder à vos perspectives',
      dataSharing: {
        label: 'Partager des données anonymisées',
        description: 'Autorisez Kairos à utiliser vos données, anonymisées et agrégées, pour améliorer les analyses de marché pour tous.',
      },
      analytics: {
        label: 'Autoriser les statistiques anonymes',
        description: 'Kairos n’enregistre des pages vues anonymes que si vous l’autorisez.',
      },
    },
    preferences: {
      title: 'Préférences',
      description: 'Langue, fuseau horaire et apparence, identiques sur tous les appareils où vous vous connectez.',
      language: {
        label: 'Langue',
        description: 'La langue de toute l’interface.',
      },
      timezone: {
        label: 'Fuseau horaire',
        description: 'Les dates et heures sont affichées dans ce fuseau horaire. Il y est actuellement {{time}}.',
        cities: {
          'Europe/Berlin': 'Berlin',
          'Europe/London': 'Londres',
          'Europe/Paris': 'Paris',
          'America/New_York': 'New York',
        },
      },
      theme: {
        label: 'Thème',
        description: '« Système » suit le réglage clair ou sombre de votre appareil.',
        light: 'Clair',
        dark: 'Sombre',
        system: 'Système',
      },
      culturalContext: {
        label: 'Contexte culturel',
        description: 'La culture de travail que Kairos doit garder à l’esprit pour vous.',
        options: {
          european: 'Europe (général)',
          dach: 'Allemagne, Autriche, Suisse',
          france: 'France',
          benelux: 'Benelux',
          nordic: 'Pays nordiques',
          uk_ireland: 'Royaume-Uni et Irlande',
          southern_europe: 'Europe du Sud',
          central_eastern_europe: 'Europe centrale et orientale',
          north_america: 'Amérique du Nord',
        },
      },
    },
    toasts: {
      saved: 'Paramètres enregistrés',
      saveFailed: 'Impossible d’enregistrer vos paramètres. Veuillez réessayer.',
    },
  } satisfies Translation<typeof settingsEn>,
};
