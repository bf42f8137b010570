// French translation of the signed-in home page (namespace 'dashboard').
import type { Translation } from '@/web/app/translation';
import type { dashboardEn } from '@/web/features/dashboard/i18n';

export default {
  dashboard: {
    title: 'Tableau de bord',
    greeting: 'Bienvenue, {{name}}',
    intro: 'Voici votre espace Kairos. Choisissez votre prochaine étape.',
    account: {
      title: 'Votre compte',
      email: 'E-mail',
      verified: 'Vérifié',
      notVerified: 'Pas encore vérifié',
    },
    sectionsTitle: 'Votre boîte à outils carrière',
    analysisTitle: 'Analyse détaillée',
    talentsTitle: 'Talents cachés',
    section: {
      collapse: 'Réduire {{title}}',
      expand: 'Développer {{title}}',
    },
    cards: {
      cvUpload: {
        title: 'Importer un CV',
        description: 'Importez un fichier PDF, DOC, DOCX ou TXT et laissez Kairos analyser vos compétences et votre expérience.',
      },
      hiddenTalents: {
        title: 'Talents cachés',
        description: 'Découvrez les points forts que votre CV révèle sans les nommer.',
      },
      coach: {
        title: 'Coach IA',
        description: 'Posez vos questions de carrière et obtenez des réponses fondées sur votre propre profil.',
      },
      perspectives: {
        title: 'Perspectives',
        description: 'Voyez votre profil comme le verrait un responsable technique, un dirigeant ou un recruteur.',
      },
      marketIntelligence: {
        title: 'Veille du marché',
        description: 'Tendances des compétences et opportunités sur les marchés européens.',
      },
      settings: {
        title: 'Paramètres',
        description: 'Langue, notifications et préférences de confidentialité.',
      },
    },
  } satisfies Translation<typeof dashboardEn>,
};
