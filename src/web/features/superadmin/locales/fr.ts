import type { Translation } from '@/web/app/translation';
import type { superadminEn } from '@/web/features/superadmin/i18n';

export default {
  superadmin: {
    title: 'Tableau de bord super-administrateur',
    subtitle: 'Vue d’ensemble de la plateforme et raccourcis pour le super-administrateur',
    checking: 'Vérification du statut administrateur...',
    setup: {
      title: 'Configuration du super-administrateur',
      intro:
        'Ce compte est configuré comme super-administrateur de cette installation. Initialisez-le pour ouvrir le tableau de bord super-administrateur ; il devient administrateur.',
      initialize: 'Initialiser le super-administrateur',
      initializing: 'Initialisation...',
      success: 'Compte super-administrateur initialisé avec succès !',
      failedWithMessage: 'Échec de l’initialisation du super-administrateur : {{message}}',
      profileFailed: 'Échec de la mise à jour du profil',
      failed: 'Échec de l’initialisation',
      reloading: 'Rechargement de la page...',
    },
    error: {
      title: 'Échec de la vérification du statut',
      message: 'Un problème est survenu lors de la vérification de votre statut administrateur. Veuillez réessayer.',
      retry: 'Vérifier à nouveau',
    },
    restricted: {
      title: 'Accès restreint',
      message: 'Cet espace est réservé aux super-administrateurs.',
      home: 'Retour à l’accueil',
    },
    nav: {
      label: 'Navigation super-administrateur',
      superAdmin: 'Super-admin',
      admin: 'Admin',
      dashboard: 'Tableau de bord',
      analytics: 'Analyses avancées',
      signOut: 'Se déconnecter',
    },
    active: 'Le compte super-administrateur est actif',
    signedInAs: 'Connecté en tant que {{email}}',
    figures: {
      title: 'La plateforme en un coup d’œil',
      loading: 'Chargement des chiffres de la plateforme...',
      loadFailed: 'Impossible de charger les chiffres de la plateforme',
      refresh: 'Actualiser',
      updated: 'Compté le {{time}}',
      users: 'Comptes',
      administrators: 'Administrateurs',
      cvsAnalyzed: 'CV analysés',
      cvsFailed: 'Analyses de CV échouées',
      securityEvents: 'Événements de sécurité (24 h)',
      suspiciousEvents: 'Suspects (24 h)',
      failedJobs: 'Tâches échouées (24 h)',
      noQueue: 'File d’attente non démarrée',
      chartTitle: 'Résultats comparés',
      chartLabel:
        'CV analysés : {{analyzed}} ; analyses de CV échouées : {{failed}} ; événements de sécurité des dernières 24 heures : {{events}}, dont suspects : {{suspicious}}.',
      chartCount: 'Nombre',
    },
    cards: {
      title: 'Espaces',
      admin: {
        title: 'Tableau de bord d’administration',
        description: 'Gestion des utilisateurs, changements de rôle et leur journal d’audit, moniteur de sécurité en direct et état du système.',
        stat: '{{users}} comptes, {{admins}} administrateurs',
      },
      analytics: {
        title: 'Analyses avancées',
        description: 'Analyses des tâches et de la progression, avec graphiques.',
      },
      authSetup: {
        title: 'Configuration de l’authentification',
        description: 'Comment la connexion, la vérification de l’e-mail et les liens magiques sont configurés.',
      },
      dashboard: {
        title: 'Tableau de bord',
        description: 'Votre propre tableau de bord de carrière, tel que chacun voit le sien.',
        stat: '{{analyzed}} CV analysés, {{failed}} échoués',
      },
      readiness: {
        title: 'Préparation à la production',
        description: 'Contrôles pour exploiter Kairos en production.',
        stat_one: '{{count}} tâche échouée au cours des dernières 24 h',
        stat_other: '{{count}} tâches échouées au cours des dernières 24 h',
      },
      integration: {
        title: 'Tests d’intégration',
        description: 'Exécuter les contrôles d’intégration des services de la plateforme.',
      },
    },
  } satisfies Translation<typeof superadminEn>,
};
