// French translation of the shell's namespaces (common, nav, errors, footer).
import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import type { commonEn } from '@/web/app/locales/en/common';
import type { errorsEn } from '@/web/app/locales/en/errors';
import type { navEn } from '@/web/app/locales/en/nav';
import type { themesEn } from '@/web/app/locales/en/themes';
import type { Translation } from '@/web/app/translation';

export default {
  common: {
    appName: 'Kairos',
    documentTitle: 'Kairos — intelligence de carrière',
    pageTitle: '{{title}} · Kairos',
    skipToContent: 'Aller au contenu',
    loading: 'Chargement…',
    closeNotification: 'Fermer la notification',
    comingSoon: 'Bientôt disponible',
    available: 'Disponible',
    colorScheme: {
      toDark: 'Passer en mode sombre',
      toLight: 'Passer en mode clair',
    },
    actions: {
      goHome: 'Accueil',
      goBack: 'Retour',
      tryAgain: 'Réessayer',
      retry: 'Réessayer',
      reloadPage: 'Recharger la page',
      reloadApplication: 'Relancer l’application',
    },
    roleChange: {
      changed: 'Votre rôle a été changé en : {{role}}',
      roles: { user: 'Utilisateur', admin: 'Administrateur' },
    },
  } satisfies Translation<typeof commonEn>,
  nav: {
    mainNavigation: 'Navigation principale',
    publicNavigation: 'Navigation du site',
    openNavigation: 'Ouvrir la navigation',
    closeNavigation: 'Fermer la navigation',
    accountMenu: 'Menu du compte',
    public: {
      features: 'Fonctionnalités',
      howItWorks: 'Fonctionnement',
      privacy: 'Confidentialité',
      signIn: 'Connexion',
      getStarted: 'Commencer',
      dashboard: 'Tableau de bord',
    },
    app: {
      dashboard: 'Tableau de bord',
      cvs: 'CV',
      hiddenTalents: 'Talents cachés',
      aiCoach: 'Coach IA',
      perspectives: 'Perspectives',
      tasks: 'Tâches',
      jobs: 'Offres d’emploi',
      performance: 'Performance',
      marketIntel: 'Veille marché',
      admin: 'Admin',
      marketData: 'Données du marché',
      designSystem: 'Système de design',
      brand: 'Marques',
      operations: 'Exploitation',
    },
    user: {
      profile: 'Profil',
      settings: 'Paramètres',
      signOut: 'Se déconnecter',
    },
    pages: {
      onboarding: 'Prise en main',
      profile: 'Profil',
      perspectives: 'Perspectives de profil',
      careerCoach: 'Coach carrière IA',
      hiddenTalents: 'Talents cachés',
      intelligentDashboard: 'Tableau de bord intelligent',
      tasks: 'Gestion des tâches',
      tasksAdvancedAnalytics: 'Analyse avancée des tâches',
      cvUpload: 'Importer un CV',
      cvList: 'Vos CV',
      cvDetail: 'Détails du CV',
      performance: 'Suivi des performances',
      marketIntelligence: 'Veille du marché européen',
      settings: 'Paramètres',
      admin: 'Tableau de bord d’administration',
      designTokens: 'Jetons de design',
      advancedDesignSystem: 'Vitrine du design system',
      managementDesignSystem: 'Gestion du design system',
      managementCulturalThemes: 'Gestion des thèmes culturels',
      managementDesignTokens: 'Gestion des jetons de design',
    },
  } satisfies Translation<typeof navEn>,
  errors: {
    route: {
      title: 'Un problème est survenu',
      reassurance: 'Pas d’inquiétude, vos données sont en sécurité.',
      errorId: 'ID de l’erreur',
      reporting: 'Signalement de l’erreur…',
      unknownMessage: 'Une erreur inattendue s’est produite',
    },
    fatal: {
      title: 'Erreur de l’application',
      version: 'Version {{version}}',
    },
    notFound: {
      title: 'Page introuvable',
      message: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    },
    guards: {
      verifyingAccess: 'Vérification de votre accès…',
      checkingPermissions: 'Contrôle des autorisations…',
      verifyingPermissions: 'Vérification des autorisations…',
      securityErrorTitle: 'Erreur de sécurité',
      securityErrorMessage: 'Impossible de vérifier les droits d’administration. Veuillez actualiser la page.',
      accessDeniedTitle: 'Accès refusé',
      accessDeniedMessage: 'Des droits d’administrateur sont nécessaires pour accéder à ce contenu.',
      insufficientTitle: 'Autorisations insuffisantes',
      insufficientMessage: 'Vous ne disposez pas de l’autorisation requise : {{permission}}',
    },
    role: {
      verifyFailed: 'Impossible de vérifier le rôle',
    },
  } satisfies Translation<typeof errorsEn>,
  footer: {
    tagline: 'Au-delà du CV — révélez votre potentiel.',
    language: 'Langue',
    columns: {
      product: {
        title: 'Produit',
        links: {
          howItWorks: 'Fonctionnement',
          getStarted: 'Commencer',
          signIn: 'Connexion',
        },
      },
      privacySecurity: {
        title: 'Confidentialité et sécurité',
        links: {
          privacyByDesign: 'Protection dès la conception',
          dataSovereignty: 'Souveraineté des données',
          swissCompliance: 'Conformité suisse',
          securityModel: 'Modèle de sécurité',
          accessControls: 'Contrôle des accès',
          dataMinimization: 'Minimisation des données',
          transparency: 'Transparence',
        },
      },
      yourRights: {
        title: 'Vos droits',
        links: {
          gdprRights: 'Droits RGPD',
          dataPortability: 'Portabilité des données',
          rightToErasure: 'Droit à l’effacement',
          consentManagement: 'Gestion du consentement',
        },
      },
      legal: {
        title: 'Mentions légales',
        links: {
          privacy: 'Politique de confidentialité',
          terms: 'Conditions d’utilisation',
          dpa: 'Accord de traitement des données',
          swissLaw: 'Droit suisse',
        },
      },
    },
    copyright: '© 2026 Kairos',
  } satisfies Translation<typeof footerEn>,
  themes: {
    picker: {
      label: 'Thème culturel',
      description: 'Couleurs, typographie et mouvements de toute l’interface, issus de la tradition graphique d’une culture.',
      loadError: 'Impossible de charger les thèmes culturels.',
      retry: 'Réessayer',
      saved: 'Thème culturel appliqué : {{name}}',
      saveFailed: 'Impossible d’enregistrer votre thème culturel. Veuillez réessayer.',
    },
    generated: {
      label: 'Généré par IA',
      engineLabel: 'Généré par le moteur de Kairos',
      local: 'Produit sur le serveur de Kairos par une analyse à base de règles de vos données ; aucun modèle externe.',
      llm: 'Rédigé par le modèle de langage externe de l’opérateur ({{model}}) à partir de votre question et de vos propres données.',
    },
  } satisfies Translation<typeof themesEn>,
};
