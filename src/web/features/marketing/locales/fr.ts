// French translation of the public landing and how-it-works pages (namespace 'marketing').
import type { Translation } from '@/web/app/translation';
import type { marketingEn } from '@/web/features/marketing/i18n';

export default {
  marketing: {
    landing: {
      hero: {
        eyebrow: 'L’intelligence de carrière respectueuse de la vie privée, pour l’Europe',
        title: 'Transformez votre carrière grâce à l’intelligence de carrière',
        subtitle:
          'Importez votre CV : Kairos en tire une image claire de vos compétences, de votre expérience et de vos talents cachés — analysés sur le propre serveur de Kairos — puis vous aide à passer à l’action avec un coach carrière, des perspectives de profil et des données du marché européen.',
        getStarted: 'Commencer gratuitement',
        exploreFeatures: 'Découvrir les fonctionnalités',
        factsLabel: 'En bref',
        facts: {
          free: 'Gratuit pour commencer',
          languages: 'Lit les CV en anglais, allemand, français, espagnol, italien et néerlandais',
          noTrackers: 'Aucun traceur tiers ni publicité',
        },
      },
      features: {
        title: 'Tout ce que votre CV peut vous apprendre',
        subtitle: 'Un seul import, analysé sur le serveur, sert de base à toutes les fonctionnalités de Kairos.',
        items: {
          cvAnalysis: {
            title: 'Analyse du CV sur notre propre serveur',
            description:
              'Importez un fichier PDF, DOC, DOCX ou TXT. Kairos le lit sur son propre serveur et en extrait vos compétences, votre expérience, votre formation et vos langues — en anglais, allemand, français, espagnol, italien ou néerlandais.',
          },
          hiddenTalents: {
            title: 'Des talents cachés, preuves à l’appui',
            description:
              'Kairos met en évidence les points forts que votre CV suggère sans jamais les nommer, et montre pour chacun les lignes de votre CV qui l’étayent. C’est vous qui décidez lesquels valider.',
          },
          coach: {
            title: 'Coach carrière',
            description:
              'Interrogez le coach sur votre prochaine étape et obtenez des réponses fondées sur votre propre analyse — vos compétences, votre expérience, vos talents — et non des conseils génériques. Le moteur de Kairos rédige les réponses ; seules celles d’un modèle de langage ajouté par un opérateur sont signalées comme IA.',
          },
          perspectives: {
            title: 'Perspectives de profil',
            description:
              'Voyez votre profil comme le voient différents lecteurs : une vue technique, une vue dirigeant, une vue RH et recruteur, et un portfolio public.',
          },
          market: {
            title: 'Veille du marché européen',
            description:
              'Explorez les entreprises européennes, comparez les pays et découvrez les compétences recherchées, pour savoir où votre profil a sa place.',
          },
          tasks: {
            title: 'Tâches et progression',
            description:
              'Transformez les analyses en tâches concrètes, gardez une trace de ce qui est fait et suivez votre progression dans le temps.',
          },
        },
      },
      howItWorks: {
        title: 'Comment ça marche',
        subtitle: 'De l’inscription à votre prochaine évolution professionnelle, en quatre étapes.',
        stepLabel: 'Étape {{number}}',
        learnMore: 'En savoir plus sur le fonctionnement',
      },
      privacy: {
        eyebrow: 'Suisse et européen par conception',
        title: 'La confidentialité d’abord, par défaut',
        body: 'Votre CV est analysé sur notre serveur et n’est jamais transmis à un tiers — sauf si l’exploitant de cette instance Kairos a configuré un modèle de langage externe, auquel cas chaque texte qu’il rédige est signalé comme tel.',
        points: {
          noTrackers: 'Aucun traceur tiers, aucune publicité, aucune revente de données',
          security: 'Mots de passe hachés avec argon2id, sessions dans des cookies httpOnly',
          control: 'Téléchargez toutes vos données ou supprimez votre compte vous-même, à tout moment, dans les paramètres',
        },
        learnMore: 'En savoir plus sur la protection dès la conception',
      },
      cta: {
        title: 'Découvrez ce que votre CV dit de vous',
        body: 'Créez un compte gratuit, importez votre CV et consultez votre analyse et vos talents cachés.',
        getStarted: 'Commencer gratuitement',
        howItWorks: 'Comment ça marche',
      },
    },
    steps: {
      account: {
        title: 'Créez votre compte',
        short: 'Inscrivez-vous avec votre adresse e-mail et confirmez-la. Gratuit pour commencer.',
        long: 'Inscrivez-vous avec votre adresse e-mail et un mot de passe d’au moins 8 caractères, puis confirmez votre adresse grâce au lien que nous vous envoyons. Kairos est gratuit pour commencer, et aucune information de paiement n’est requise.',
      },
      upload: {
        title: 'Importez votre CV',
        short: 'PDF, DOC, DOCX ou TXT, jusqu’à 10 Mo. L’analyse s’effectue sur le serveur.',
        long: 'Déposez votre CV au format PDF, DOC, DOCX ou TXT, jusqu’à 10 Mo. Kairos vérifie le fichier d’après son contenu, l’enregistre et l’analyse en arrière-plan sur son propre serveur. Vous pouvez suivre son statut pendant l’attente.',
      },
      review: {
        title: 'Consultez votre analyse et vos talents cachés',
        short: 'Vérifiez les compétences, l’expérience, la formation et les langues identifiées, ainsi que les talents qui s’en dégagent.',
        long: 'Découvrez les compétences, l’expérience, la formation et les langues que Kairos a trouvées dans votre CV, ainsi que les talents cachés qu’il suggère — chacun avec les éléments probants tirés de votre propre CV et un niveau de confiance. Validez les talents qui vous correspondent ou marquez-les à revoir.',
      },
      act: {
        title: 'Passez à l’action',
        short: 'Interrogez le coach carrière, planifiez des tâches et explorez les données du marché européen.',
        long: 'Interrogez le coach carrière sur votre prochaine étape, examinez votre profil sous différentes perspectives, explorez les entreprises, les pays et la demande de compétences en Europe, et transformez ce que vous apprenez en tâches dont vous pouvez suivre l’avancement.',
      },
    },
    howItWorksPage: {
      title: 'Comment fonctionne Kairos',
      intro:
        'Kairos lit votre CV sur son propre serveur, le transforme en analyse structurée et construit tout le reste — talents, coaching, perspectives et veille du marché — sur cette analyse. Voici ce qui se passe, étape par étape.',
      stepsTitle: 'Quatre étapes',
      cvTitle: 'Ce qu’il advient de votre CV',
      cvIntro: 'Votre CV est personnel. Voici précisément où il va et qui peut le consulter.',
      cvPoints: {
        storage:
          'Le fichier est stocké sur le serveur de cette instance Kairos — dans son répertoire de données ou dans le stockage objet configuré par l’exploitant.',
        checks:
          'Il est vérifié d’après son contenu, et non son nom : seuls les fichiers PDF, DOC, DOCX et TXT de 10 Mo maximum sont acceptés.',
        local:
          'Il est analysé sur le serveur par le moteur propre à Kairos. Aucun texte de CV n’est transmis à un tiers, sauf si l’exploitant a configuré un modèle de langage externe — les textes rédigés par un tel modèle sont toujours signalés comme tels.',
        database: 'Les résultats sont enregistrés dans la base de données, associés à votre compte.',
        visibility:
          'Votre CV et son analyse ne sont visibles que par vous — et, uniquement pour l’administration des comptes, par les administrateurs de l’instance.',
      },
      resultsTitle: 'Ce que produit l’analyse',
      resultsIntro: 'L’analyse sert de base à toutes les autres fonctionnalités de Kairos.',
      results: {
        skills: {
          title: 'Compétences',
          description: 'Les compétences techniques et professionnelles trouvées dans votre CV, regroupées par catégorie.',
        },
        experience: {
          title: 'Expérience et formation',
          description: 'Vos postes, employeurs et dates, ainsi que votre formation, dans l’ordre.',
        },
        languages: {
          title: 'Langues',
          description: 'Les langues que vous parlez et la langue dans laquelle votre CV est rédigé.',
        },
        talents: {
          title: 'Talents cachés',
          description:
            'Les points forts que votre CV suggère sans les nommer, chacun avec ses éléments probants et un niveau de confiance.',
        },
        insights: {
          title: 'Analyses',
          description: 'Les observations et recommandations sur lesquelles s’appuient le coach, les perspectives et la veille du marché.',
        },
        failures: {
          title: 'Des erreurs explicites',
          description:
            'Si un fichier ne peut pas être lu — par exemple un PDF chiffré ou composé uniquement d’images —, il reste enregistré avec le motif, et vous pouvez réessayer.',
        },
      },
      cta: {
        title: 'Prêt à commencer ?',
        body: 'Créez votre compte gratuit et importez votre CV. Vous pouvez à tout moment en savoir plus sur la façon dont nous protégeons vos données.',
        getStarted: 'Commencer gratuitement',
        privacy: 'Protection dès la conception',
      },
    },
  } satisfies Translation<typeof marketingEn>,
};
