// French translation of the privacy, legal and rights pages (namespace 'privacy'). Legal names follow
// French usage: GDPR = RGPD, Swiss revFADP = nLPD, FDPIC = PFPDT; article references keep their numbers.
import type { Translation } from '@/web/app/translation';
import type { privacyEn } from '@/web/features/privacy/i18n';

export default {
  privacy: {
    lastUpdated: 'Dernière mise à jour : 22 novembre 2026',
    relatedTitle: 'Pages associées',
    sectionsLabel: 'Sur cette page',
    notFound: {
      title: 'Page introuvable',
      body: 'Il n’existe aucune page de confidentialité à cette adresse.',
      link: 'Voir la protection des données dès la conception',
    },
    pages: {
      privacyByDesign: {
        title: 'Protection des données dès la conception',
        summary:
          'Kairos est conçu pour que vos données de carrière restent sur l’instance Kairos que vous utilisez. La confidentialité est le réglage par défaut, et non une option à dénicher : votre CV est analysé sur le serveur, rien n’est partagé à des fins publicitaires et l’accès est limité à ce dont chaque rôle a besoin.',
        sections: [
          {
            heading: 'Une analyse sur le serveur, pas dans le cloud d’un tiers',
            body: 'Votre CV est lu et analysé par le moteur propre à Kairos, sur le serveur de cette instance. Aucun texte de CV n’est envoyé à un service externe, sauf si l’exploitant de l’instance a configuré un modèle de langage externe ; les textes rédigés par un tel modèle sont signalés dans l’interface.',
          },
          {
            heading: 'Aucun traceur, aucune publicité',
            body: 'Kairos ne contient ni outil d’analyse d’audience tiers, ni pixel de suivi, ni publicité, et vos données ne sont pas vendues. Elles servent uniquement à fournir les fonctionnalités que vous utilisez.',
          },
          {
            heading: 'Des réglages sécurisés par défaut',
            body: 'Les mots de passe sont hachés avec argon2id. Les sessions sont conservées dans des cookies httpOnly et SameSite que les scripts de la page ne peuvent pas lire. La vérification de l’adresse e-mail est obligatoire, et la connexion, l’inscription, la réinitialisation du mot de passe et les liens magiques sont limités en fréquence.',
          },
          {
            heading: 'Vous gardez le contrôle',
            body: 'Dans Paramètres → Vos données, vous pouvez vous-même télécharger une copie de toutes vos données, donner ou retirer votre consentement aux traitements facultatifs et supprimer votre compte. Pour toute autre demande, contactez l’exploitant (administrateur) de cette instance.',
          },
        ],
      },
      dataSovereignty: {
        title: 'Souveraineté des données',
        summary:
          'Kairos est un logiciel auto-hébergeable. Celui qui exploite une instance décide où elle s’exécute, et vos données restent sur l’infrastructure propre à cette instance.',
        sections: [
          {
            heading: 'Où se trouvent vos données',
            body: 'Les données de compte et les analyses sont stockées dans une base de données : une base embarquée dans le répertoire de données de l’instance, ou le propre serveur PostgreSQL de l’exploitant. Les fichiers de CV importés sont stockés dans le répertoire de données ou dans un stockage objet compatible S3 configuré par l’exploitant.',
          },
          {
            heading: 'Qui est responsable',
            body: 'L’exploitant de l’instance — l’organisation ou la personne qui la fait fonctionner — est le responsable du traitement de vos données et choisit où elles sont hébergées. Adressez-vous à l’exploitant si vous souhaitez connaître le lieu d’hébergement.',
          },
          {
            heading: 'Aucun transfert caché',
            body: 'Kairos n’envoie vos données ni aux éditeurs du logiciel ni à aucun autre tiers. La seule sortie facultative pour le contenu des CV est un modèle de langage externe que l’exploitant configure explicitement, et ses résultats sont signalés. Les e-mails, comme les liens de vérification et de connexion, sont envoyés par le serveur de messagerie de l’exploitant.',
          },
        ],
      },
      swissCompliance: {
        title: 'Conformité suisse',
        summary:
          'Kairos est conçu en tenant compte de la nouvelle loi fédérale sur la protection des données (nLPD, ou LPD révisée), en vigueur depuis le 1er septembre 2023. La conformité d’une instance donnée dépend de la manière dont son exploitant la gère ; Kairos ne détient lui-même aucune certification.',
        sections: [
          {
            heading: 'Les principes sur lesquels Kairos s’appuie',
            body: 'La nLPD exige la protection des données dès la conception et par défaut, la proportionnalité, la limitation des finalités, la sécurité des données et la transparence. Kairos les met en œuvre par l’analyse sur le serveur, une collecte minimale de données, des réglages sécurisés par défaut et une information claire sur les traitements.',
          },
          {
            heading: 'Ce que Kairos offre aux exploitants',
            body: 'Des outils qui aident l’exploitant à remplir ses obligations :',
            items: [
              'Des données conservées sur l’infrastructure propre à l’exploitant',
              'Un journal de sécurité des connexions, des échecs de connexion et des réinitialisations de mot de passe',
              'Un accès fondé sur les rôles (utilisateur, administrateur), appliqué côté serveur',
              'Une mention sur chaque texte rédigé par un modèle de langage externe',
            ],
          },
          {
            heading: 'Ce que nous ne prétendons pas',
            body: 'Kairos n’est certifié selon aucun référentiel suisse ou international. Un exploitant qui a besoin d’une certification ou d’une analyse d’impact relative à la protection des données doit l’obtenir pour sa propre instance.',
          },
        ],
      },
      gdprRights: {
        title: 'Vos droits au titre du RGPD',
        summary:
          'Lorsque le Règlement général sur la protection des données (RGPD) de l’UE s’applique, vous disposez de droits sur vos données personnelles. Cette page les énumère et explique comment les exercer aujourd’hui dans Kairos.',
        sections: [
          {
            heading: 'Vos droits',
            body: 'En vertu du RGPD, vous disposez :',
            items: [
              'du droit d’accès — obtenir une copie de vos données personnelles et des informations sur leur traitement (art. 15)',
              'du droit de rectification — faire corriger des données inexactes ; vous pouvez modifier vous-même votre profil (art. 16)',
              'du droit à l’effacement — faire supprimer vos données (art. 17)',
              'du droit à la limitation du traitement — faire limiter le traitement le temps qu’une question soit résolue (art. 18)',
              'du droit à la portabilité — recevoir les données que vous avez fournies dans un format lisible par machine (art. 20)',
              'du droit d’opposition — vous opposer à un traitement fondé sur l’intérêt légitime (art. 21)',
            ],
          },
          {
            heading: 'Comment les exercer',
            body: 'L’accès, la portabilité, l’effacement et le consentement sont en libre-service dans Paramètres → Vos données : téléchargez toutes vos données en une seule archive, supprimez votre compte, et donnez ou retirez votre consentement aux traitements facultatifs. Pour toute autre demande, contactez l’exploitant (administrateur) de cette instance, qui est le responsable du traitement. Celui-ci doit répondre dans un délai d’un mois ; pour les demandes complexes, ce délai peut être prolongé de deux mois.',
          },
          {
            heading: 'Réclamations',
            body: 'Vous pouvez introduire une réclamation auprès de l’autorité de contrôle de la protection des données de votre pays (art. 77). En Suisse, l’autorité compétente est le Préposé fédéral à la protection des données et à la transparence (PFPDT).',
          },
        ],
      },
      dataPortability: {
        title: 'Portabilité des données',
        summary:
          'Vous avez le droit de recevoir les données personnelles que vous avez fournies dans un format structuré, couramment utilisé et lisible par machine, et de les transmettre à un autre service.',
        sections: [
          {
            heading: 'Contenu d’un export',
            body: 'Un export couvre les données liées à votre compte :',
            items: [
              'Les informations du compte : votre nom, votre adresse e-mail, vos méthodes de connexion et vos sessions en cours (jamais votre mot de passe ni vos jetons de session)',
              'Les informations de profil et les paramètres que vous avez saisis',
              'Vos fichiers de CV importés, sans modification',
              'Les résultats d’analyse : compétences, expérience, formation, langues et talents cachés',
              'Les sessions de coaching, les perspectives et les tâches',
              'Vos consentements et leur historique, les e-mails de notification qui vous ont été envoyés et vos pages vues pour les statistiques (si vous les avez autorisées)',
              'Les événements de sécurité concernant votre compte (type et heure)',
            ],
          },
          {
            heading: 'Comment l’obtenir',
            body: 'Ouvrez Paramètres → Vos données et choisissez « Télécharger mes données » : vous recevez une archive ZIP de fichiers JSON avec vos fichiers de CV d’origine et un fichier README qui explique chaque fichier. Chaque CV analysé peut aussi être téléchargé depuis sa page au format JSON Resume (jsonresume.org), que d’autres outils de CV savent importer.',
          },
        ],
      },
      rightToErasure: {
        title: 'Droit à l’effacement',
        summary:
          'Vous pouvez demander la suppression de votre compte et des données personnelles qui y sont liées — le « droit à l’oubli » de l’art. 17 RGPD et le droit à l’effacement prévu par la nLPD suisse.',
        sections: [
          {
            heading: 'Ce qui est supprimé',
            body: 'Votre compte, vos méthodes de connexion et vos sessions, votre profil et vos paramètres, vos fichiers de CV importés avec leurs analyses et talents cachés, vos sessions de coaching, vos perspectives et vos tâches, vos consentements, vos enregistrements de notifications et vos pages vues pour les statistiques. Tout est supprimé en une seule fois.',
          },
          {
            heading: 'Ce qui est conservé, et pourquoi',
            body: 'Les entrées du journal de sécurité concernant votre compte (comme les connexions) sont conservées afin que l’exploitant puisse enquêter sur des incidents de sécurité, mais sans données personnelles : le lien avec votre compte, l’adresse IP, le navigateur et votre adresse e-mail sont supprimés, et la suppression elle-même est journalisée sans aucune de ces informations. Les e-mails déjà envoyés ne peuvent pas être rappelés. Les données que l’exploitant doit conserver en vertu de la loi peuvent l’être, et les sauvegardes de l’exploitant expirent selon son propre calendrier de sauvegarde.',
          },
          {
            heading: 'Comment supprimer votre compte',
            body: 'Ouvrez Paramètres → Vos données, choisissez « Supprimer mon compte » et saisissez votre adresse e-mail pour confirmer. Vous êtes déconnecté immédiatement. Pensez à télécharger vos données auparavant.',
          },
        ],
      },
      accessControls: {
        title: 'Contrôle des accès',
        summary:
          'Chaque requête est vérifiée sur le serveur : qui vous êtes, et si votre rôle autorise ce que vous demandez. Ce que le navigateur affiche ou masque n’est jamais la seule protection.',
        sections: [
          {
            heading: 'Deux rôles',
            body: 'Kairos comporte deux rôles : utilisateur et administrateur. Les utilisateurs ne voient et ne gèrent que leurs propres CV, analyses, talents, sessions de coaching et tâches. Les administrateurs gèrent les comptes et les rôles et examinent les événements de sécurité.',
          },
          {
            heading: 'Appliqué côté serveur',
            body: 'Chaque partie de l’API déclare qui peut l’utiliser, et le serveur le vérifie à chaque requête. Toute demande portant sur les données d’une autre personne est refusée.',
          },
          {
            heading: 'Sessions',
            body: 'Après la connexion, votre session est stockée sur le serveur et référencée par un cookie httpOnly et SameSite que les scripts de la page ne peuvent pas lire. La déconnexion met fin à la session sur le serveur.',
          },
        ],
      },
      consentManagement: {
        title: 'Gestion du consentement',
        summary:
          'Kairos traite vos données pour fournir le service auquel vous vous êtes inscrit. Il n’affiche aucune bannière de cookies, car il n’utilise aucun cookie de suivi ou publicitaire.',
        sections: [
          {
            heading: 'Cookies et stockage',
            body: 'Kairos n’utilise que ce dont le service a besoin : un cookie de session qui vous maintient connecté, et le stockage local de votre navigateur pour vos préférences, comme la langue et le thème de couleurs, ainsi que pour les étapes de prise en main non terminées. Il n’y a aucun cookie d’analyse d’audience, publicitaire ou tiers.',
          },
          {
            heading: 'Traitements facultatifs',
            body: 'Trois traitements sont facultatifs et n’ont lieu qu’avec votre consentement : l’envoi de vos questions au coach IA à un modèle de langage externe, si l’exploitant en a configuré un (sans consentement, c’est le moteur de Kairos qui répond ; tout texte rédigé par le modèle est toujours signalé) ; un portfolio public visible par toute personne disposant du lien ; et les statistiques d’utilisation (les pages que vous ouvrez et quand, sans votre adresse IP). Chaque consentement est enregistré avec l’heure à laquelle vous l’avez donné.',
          },
          {
            heading: 'Changer d’avis',
            body: 'Donnez ou retirez chaque consentement à tout moment dans Paramètres → Vos données, où chaque changement est listé avec son heure. Les réglages du profil public et des statistiques dans Paramètres → Confidentialité correspondent aux mêmes consentements. Pour faire cesser tout traitement de vos données, supprimez-y votre compte.',
          },
        ],
      },
      securityModel: {
        title: 'Modèle de sécurité',
        summary:
          'Kairos protège les comptes et les données avec des composants éprouvés, et enregistre les événements de sécurité afin que les abus puissent être repérés.',
        sections: [
          {
            heading: 'Comptes et mots de passe',
            body: 'La connexion est protégée à chaque étape :',
            items: [
              'Les mots de passe sont hachés avec argon2id et ne sont jamais stockés en clair',
              'Votre adresse e-mail doit être vérifiée avant que vous puissiez vous connecter',
              'La connexion, l’inscription, la réinitialisation du mot de passe et les liens magiques sont limités en fréquence',
              'Les sessions résident sur le serveur, référencées par des cookies httpOnly et SameSite',
            ],
          },
          {
            heading: 'Journal de sécurité',
            body: 'Les connexions, les échecs de connexion et les réinitialisations de mot de passe sont enregistrés avec l’heure, l’adresse IP et l’agent utilisateur. Les administrateurs utilisent ce journal pour détecter les attaques contre les comptes ; Kairos l’utilise uniquement pour la surveillance de la sécurité.',
          },
          {
            heading: 'Imports de fichiers',
            body: 'Les fichiers importés sont vérifiés d’après leur contenu, et non leur nom. Seuls les fichiers PDF, DOC, DOCX et TXT de 10 Mo maximum sont acceptés.',
          },
        ],
      },
      dataMinimization: {
        title: 'Minimisation des données',
        summary:
          'Kairos ne demande que ce dont il a besoin pour vous fournir une analyse utile, et ne le conserve que sur l’instance que vous utilisez.',
        sections: [
          {
            heading: 'Ce que nous demandons',
            body: 'Une adresse e-mail et un mot de passe pour créer votre compte ; votre CV, si vous souhaitez le faire analyser ; et, uniquement si vous choisissez de les ajouter, votre nom et vos informations professionnelles dans votre profil.',
          },
          {
            heading: 'Ce que nous ne collectons pas',
            body: 'Aucun suivi d’un site web à l’autre, aucun profil publicitaire, aucune donnée achetée à des tiers et aucun accès à vos contacts ou à vos réseaux sociaux.',
          },
          {
            heading: 'Ce que contient le journal de sécurité',
            body: 'Pour les seuls événements de sécurité : l’heure, le type d’événement, votre adresse IP et votre agent utilisateur. Il sert à protéger les comptes, non à établir des profils.',
          },
        ],
      },
      transparency: {
        title: 'Transparence',
        summary: 'Vous devez savoir ce que Kairos fait de vos données et d’où provient chaque résultat.',
        sections: [
          {
            heading: 'Comment votre CV est analysé',
            body: 'Le moteur de Kairos lit votre CV à l’aide de règles et d’une taxonomie de compétences soigneusement établie. Chaque talent caché indique les éléments de votre propre CV sur lesquels il repose ainsi qu’un niveau de confiance, afin que vous puissiez en juger par vous-même.',
          },
          {
            heading: 'Des textes d’IA signalés',
            body: 'Lorsque l’exploitant connecte un modèle de langage externe, chaque texte qu’il rédige est signalé : vous savez ainsi toujours si vous lisez l’analyse propre à Kairos ou un texte généré.',
          },
          {
            heading: 'C’est vous qui décidez',
            body: 'L’analyse formule des suggestions ; c’est vous qui décidez quoi en faire. Vous pouvez valider des talents cachés ou les marquer à revoir. Kairos ne prend à votre sujet aucune décision produisant des effets juridiques ou vous affectant de manière significative de façon similaire.',
          },
        ],
      },
      privacy: {
        title: 'Politique de confidentialité',
        summary:
          'Cette politique explique comment les données personnelles sont traitées sur cette instance Kairos. L’exploitant de l’instance — l’organisation ou la personne qui la fait fonctionner — est le responsable du traitement et votre interlocuteur pour toute question ou demande concernant vos données.',
        sections: [
          {
            heading: 'Quelles données sont traitées, et pourquoi',
            body: 'Kairos traite :',
            items: [
              'les données de compte (adresse e-mail, nom, empreinte du mot de passe) — pour fournir votre compte',
              'les CV et informations de profil — pour les analyser et vous en présenter les résultats',
              'les questions au coach, les perspectives et les tâches — pour fournir ces fonctionnalités',
              'les événements de sécurité (heure, adresse IP, agent utilisateur) — pour protéger les comptes',
            ],
          },
          {
            heading: 'Base juridique',
            body: 'Le traitement est nécessaire à la fourniture du service que vous avez demandé (art. 6, paragraphe 1, point b), du RGPD). La journalisation de sécurité repose sur l’intérêt légitime à protéger les comptes et le service (art. 6, paragraphe 1, point f), du RGPD).',
          },
          {
            heading: 'Lieu de stockage et destinataires',
            body: 'Les données sont stockées sur le propre serveur de l’instance, dans sa base de données et son répertoire de données ou dans le stockage objet de l’exploitant. Aucun tiers ne reçoit le texte de votre CV, sauf si l’exploitant a configuré un modèle de langage externe, dont les résultats sont signalés. Les e-mails sont envoyés par le serveur de messagerie de l’exploitant. Il n’y a ni traceur ni publicité.',
          },
          {
            heading: 'Conservation et droits',
            body: 'Vos données sont conservées tant que votre compte existe et supprimées sur demande (voir Droit à l’effacement). Vous disposez des droits décrits dans Vos droits au titre du RGPD et, en Suisse, de ceux prévus par la nLPD.',
          },
        ],
      },
      terms: {
        title: 'Conditions d’utilisation',
        summary:
          'Des conditions d’utilisation de Kairos rédigées en langage clair. Cette instance est fournie par son exploitant, qui est responsable de son fonctionnement et peut y ajouter ses propres conditions.',
        sections: [
          {
            heading: 'Le service',
            body: 'Kairos vous aide à comprendre votre CV, vos compétences et vos options de carrière. Ses analyses, talents cachés, conseils de coaching et données du marché sont des suggestions destinées à éclairer vos propres décisions, et non la garantie d’un quelconque résultat.',
          },
          {
            heading: 'Votre compte et vos contenus',
            body: 'Conservez votre mot de passe en lieu sûr et n’importez que des CV et contenus que vous êtes autorisé à utiliser. Vos contenus restent les vôtres ; ils servent uniquement à vous fournir le service.',
          },
          {
            heading: 'Usage loyal',
            body: 'N’essayez pas d’accéder aux données d’autres personnes, de surcharger le service ou de contourner ses mesures de sécurité. L’exploitant peut suspendre les comptes qui le font.',
          },
          {
            heading: 'L’exploitant',
            body: 'L’exploitant de cette instance est responsable de sa disponibilité et de l’assistance. Contactez-le pour toute question sur ces conditions.',
          },
        ],
      },
      dpa: {
        title: 'Accord de traitement des données',
        summary:
          'Une organisation qui fait exploiter Kairos pour son compte — par exemple pour son personnel ou ses clients — doit conclure un accord de traitement des données avec celui qui exploite l’instance (art. 28 RGPD, art. 9 nLPD). Cette page présente ce que couvre un tel accord.',
        sections: [
          {
            heading: 'Rôles',
            body: 'L’organisation qui détermine les finalités et les moyens du traitement des données personnelles est le responsable du traitement. Une partie qui héberge ou exploite l’instance pour son compte est un sous-traitant et n’agit que sur instruction documentée du responsable du traitement.',
          },
          {
            heading: 'Ce que Kairos prend en charge',
            body: 'Le logiciel aide les deux parties à respecter leurs engagements :',
            items: [
              'Un traitement limité à l’infrastructure propre à l’instance',
              'Aucun sous-traitant ultérieur par défaut ; un modèle de langage externe ou un fournisseur de messagerie, s’il est configuré, est un sous-traitant ultérieur à mentionner',
              'Un contrôle d’accès fondé sur les rôles et un journal de sécurité',
              'L’export et la suppression des données d’une personne sur demande',
            ],
          },
          {
            heading: 'Obtenir un accord',
            body: 'Un accord de traitement des données est conclu entre le responsable du traitement et l’exploitant de l’instance. Contactez l’exploitant de cette instance pour en demander un.',
          },
        ],
      },
      swissLaw: {
        title: 'Droit suisse',
        summary:
          'Un aperçu des règles suisses de protection des données applicables à Kairos : la nouvelle loi fédérale sur la protection des données (nLPD, ou LPD révisée) et son ordonnance (OPDo), toutes deux en vigueur depuis le 1er septembre 2023.',
        sections: [
          {
            heading: 'Points clés de la nLPD',
            body: 'La nLPD, entre autres :',
            items: [
              'protège les données personnelles des personnes physiques',
              'impose la protection des données dès la conception et par défaut (art. 7)',
              'exige que les personnes soient informées de la collecte de leurs données personnelles (art. 19)',
              'accorde le droit d’accès (art. 25) et le droit à la remise et à la transmission des données (art. 28)',
              'impose d’annoncer au PFPDT dans les meilleurs délais les violations de la sécurité des données susceptibles d’entraîner un risque élevé (art. 24)',
            ],
          },
          {
            heading: 'Le rôle de Kairos',
            body: 'Kairos conserve les données sur l’infrastructure propre à l’instance, collecte peu de données et enregistre les événements de sécurité — autant de fonctionnalités qui aident l’exploitant à se conformer. La conformité elle-même dépend de la manière dont l’exploitant gère l’instance.',
          },
          {
            heading: 'Communication à l’étranger',
            body: 'Des données personnelles ne peuvent être communiquées à l’étranger que vers des pays offrant une protection adéquate ou moyennant des garanties appropriées (art. 16). Si un exploitant héberge l’instance, ou un modèle de langage externe, hors de Suisse, il lui incombe de s’assurer que ces conditions sont remplies.',
          },
        ],
      },
    },
  } satisfies Translation<typeof privacyEn>,
};
