import type { Translation } from '@/web/app/translation';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';

export default {
  privacyRights: {
    title: 'Vos données',
    description: 'Téléchargez tout ce que Kairos conserve à votre sujet, décidez des traitements facultatifs ou supprimez votre compte.',
    export: {
      title: 'Télécharger mes données',
      description:
        'Une archive ZIP contenant votre compte, votre profil, vos paramètres, vos CV (avec les fichiers d’origine et leurs analyses), vos talents, vos séances de coaching, vos perspectives, vos tâches, vos consentements et vos événements de sécurité, ainsi qu’un fichier README qui explique chaque fichier.',
      button: 'Télécharger mes données',
      preparing: 'Préparation de votre archive…',
      failed: 'Vos données n’ont pas pu être téléchargées. Veuillez réessayer.',
      ready: 'Votre archive a été téléchargée.',
    },
    consents: {
      title: 'Consentements',
      description:
        'Les traitements facultatifs n’ont lieu qu’avec votre consentement. Vous pouvez le retirer à tout moment ; chaque changement est enregistré avec son heure.',
      loadFailed: 'Impossible de charger vos consentements',
      saved: 'Votre consentement a été enregistré.',
      withdrawn: 'Votre consentement a été retiré.',
      saveFailed: 'Votre consentement n’a pas pu être enregistré. Veuillez réessayer.',
      grantedSince: 'Donné le {{date}}',
      withdrawnOn: 'Retiré le {{date}}',
      never: 'Non donné',
      externalModelNotConfigured:
        'Aucun modèle externe n’est configuré sur cette instance : rien n’est donc envoyé, quel que soit votre choix.',
      purposes: {
        external_model: {
          label: 'Modèle de langage externe',
          description:
            'Autoriser le coach IA à envoyer votre question et un résumé de votre profil au modèle de langage externe configuré par l’exploitant de cette instance. Sans consentement, c’est le moteur de Kairos qui répond.',
        },
        public_portfolio: {
          label: 'Portfolio public',
          description:
            'Rendre votre perspective publique visible par toute personne disposant du lien. Il s’agit du même réglage que la visibilité « Public » du profil dans Confidentialité.',
        },
        analytics: {
          label: 'Statistiques d’utilisation',
          description:
            'Enregistrer les pages que vous ouvrez (page et heure uniquement, sans adresse IP) pour aider à améliorer Kairos. Il s’agit du même réglage que les statistiques dans Confidentialité.',
        },
      },
      history: {
        title: 'Historique',
        empty: 'Aucun consentement enregistré pour l’instant.',
        caption: 'Chaque consentement que vous avez donné ou retiré, du plus récent au plus ancien',
        purpose: 'Finalité',
        granted: 'Donné',
        withdrawn: 'Retiré',
        stillGiven: '—',
      },
    },
    delete: {
      title: 'Supprimer le compte',
      description:
        'Supprime votre compte et tout ce qui y est lié : profil, paramètres, CV et leurs fichiers, analyses, talents, séances de coaching, perspectives, tâches, consentements, notifications et statistiques. Cette action est irréversible. Les entrées du journal de sécurité sont conservées sans aucune donnée personnelle.',
      button: 'Supprimer mon compte',
      modalTitle: 'Supprimer votre compte ?',
      modalBody:
        'Tout ce qui est lié à votre compte est supprimé immédiatement et ne peut pas être restauré. Pensez à télécharger vos données auparavant.',
      emailLabel: 'Saisissez votre adresse e-mail pour confirmer',
      emailPlaceholder: '{{email}}',
      confirm: 'Supprimer définitivement mon compte',
      cancel: 'Annuler',
      close: 'Fermer',
      mismatch: 'Saisissez votre adresse e-mail pour confirmer',
      failed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
      deleted: 'Votre compte et vos données ont été supprimés.',
    },
    jsonResume: {
      download: 'Télécharger au format JSON Resume',
    },
  } satisfies Translation<typeof privacyRightsEn>,
};
