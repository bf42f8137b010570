import type { TalentMessages } from './types';

export const fr: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Management d’équipe',
      description: 'Dirige des personnes au quotidien : donne le cap, organise le travail et répond d’une équipe.',
      path: ['Suivez un programme de management de proximité.', 'Demandez un feedback à 360 degrés et transformez-le en plan de développement.'],
    },
    'budget-ownership': {
      name: 'Responsabilité budgétaire',
      description: 'Se voit confier de l’argent : planifie, pilote et répond d’un budget ou d’un compte de résultat.',
      path: ['Suivez une formation « finance pour non-financiers ».', 'Indiquez dans votre CV le montant du budget et ce que vous en avez fait.'],
    },
    negotiation: {
      name: 'Négociation',
      description: 'Obtient des accords qui tiennent : contrats, prix, fournisseurs, partenaires et partenaires sociaux.',
      path: ['Suivez une formation structurée à la négociation (méthode de Harvard, MESORE).', 'Chiffrez les résultats de vos négociations : économies, valeur des contrats, conditions obtenues.'],
    },
    'people-development': {
      name: 'Développement des personnes',
      description: 'Fait grandir les autres : accompagne, coache et intègre des collègues pour qu’ils soient efficaces plus vite.',
      path: ['Obtenez une certification de coaching ou de mentorat.', 'Demandez un rôle officiel de mentor et suivez les progrès de vos mentorés.'],
    },
    'training-facilitation': {
      name: 'Formation & animation',
      description: 'Enseigne à des groupes et anime bien des séances : cours, formations et ateliers.',
      path: ['Obtenez un certificat de formateur ou d’animateur.', 'Proposez un atelier interne et recueillez l’avis des participants comme preuve.'],
    },
    'analytical-thinking': {
      name: 'Esprit d’analyse',
      description: 'Décompose les questions et y répond avec des données, des modèles et un raisonnement rigoureux.',
      path: ['Approfondissez un outil d’analyse que vous utilisez déjà (SQL, Python ou Excel avancé).', 'Décrivez une analyse dans votre CV : question, méthode, décision qu’elle a éclairée.'],
    },
    'data-storytelling': {
      name: 'Mise en récit des données',
      description: 'Transforme les données en rapports, tableaux de bord et récits qui aident les autres à décider.',
      path: ['Apprenez vraiment un outil de BI (Power BI ou Tableau) et refaites-y l’un de vos rapports.', 'Publiez une petite réalisation qui raconte clairement un jeu de données public.'],
    },
    'building-from-scratch': {
      name: 'Création à partir de zéro',
      description: 'Crée ce qui n’existait pas : nouvelles équipes, services, plateformes ou fonctions.',
      path: ['Racontez sur une page ce que vous avez construit : point de départ, étapes, résultat.', 'Portez-vous volontaire pour la prochaine fonction ou le prochain service à créer.'],
    },
    'quantified-improvement': {
      name: 'Amélioration chiffrée',
      description: 'Fait bouger des résultats mesurables : mesure le point de départ, change le travail et montre l’écart.',
      path: ['Associez un chiffre avant/après à chacune de vos réalisations principales.', 'Apprenez des méthodes d’amélioration simples (PDCA, A3) pour reproduire l’effet à dessein.'],
    },
    'customer-orientation': {
      name: 'Orientation client',
      description: 'Comprend ce dont les clients, patients ou hôtes ont besoin, et agit en conséquence.',
      path: ['Apprenez une méthode de recherche utilisateur (entretiens, parcours client).', 'Indiquez dans votre CV un indicateur client que vous avez amélioré (satisfaction, réclamations, NPS).'],
    },
    'cross-team-coordination': {
      name: 'Coordination transverse',
      description: 'Fait circuler le travail entre des équipes et des services sans lien hiérarchique.',
      path: ['Cartographiez les passages de relais d’un processus que vous coordonnez et corrigez le plus fragile.', 'Citez dans votre CV les équipes et les sites que vous coordonnez.'],
    },
    'stakeholder-management': {
      name: 'Gestion des parties prenantes',
      description: 'Rapproche des personnes aux intérêts différents : direction, instances, clients, représentants du personnel et autorités.',
      path: ['Cartographiez les parties prenantes de votre travail actuel (matrice pouvoir/intérêt).', 'Proposez de présenter devant un comité de pilotage ou de direction.'],
    },
    'crisis-handling': {
      name: 'Gestion de crise',
      description: 'Reste efficace quand tout va vraiment mal : incidents, urgences et rappels de produits.',
      path: ['Rédigez un court retour d’expérience d’une crise gérée : ce qui s’est passé, ce que vous avez décidé, ce qui a changé.', 'Suivez une formation à la gestion d’incidents ou à la continuité d’activité (bases ITIL ou ISO 22301).'],
    },
    'project-leadership': {
      name: 'Pilotage de projets',
      description: 'Mène les initiatives de l’idée à la livraison : périmètre, plan, équipe, budget et échéance.',
      path: ['Obtenez une certification en gestion de projet (PRINCE2 Foundation, PMI CAPM ou Scrum Master).', 'Décrivez un projet dans votre CV avec son périmètre, son équipe, son budget et son résultat.'],
    },
    'change-management': {
      name: 'Conduite du changement',
      description: 'Accompagne les personnes dans les réorganisations, fusions et nouvelles façons de travailler.',
      path: ['Étudiez un modèle de changement (Kotter, ADKAR) et situez-y un changement que vous avez mené.', 'Portez-vous volontaire comme référent du changement pour la prochaine réorganisation ou le prochain déploiement.'],
    },
    'entrepreneurial-initiative': {
      name: 'Esprit d’entreprise',
      description: 'Crée et fait vivre une activité à son compte : entreprise, cabinet ou offre indépendante.',
      path: ['Présentez une nouvelle initiative avec un business case d’une page.', 'Rejoignez un programme d’intrapreneuriat ou d’incubation pour éprouver ce talent.'],
    },
    'cross-cultural-communication': {
      name: 'Communication interculturelle',
      description: 'Travaille bien entre pays et cultures : équipes, clients et collègues internationaux.',
      path: ['Citez dans votre CV les pays et cultures avec lesquels vous avez travaillé.', 'Suivez une formation aux compétences interculturelles.'],
    },
    'conflict-resolution': {
      name: 'Résolution de conflits',
      description: 'Apaise les situations tendues et trouve des solutions acceptées des deux côtés.',
      path: ['Suivez une formation à la médiation.', 'Décrivez un conflit que vous avez résolu et ce qu’il a changé.'],
    },
    'public-speaking': {
      name: 'Prise de parole en public',
      description: 'Parle de façon convaincante devant les autres : tribunaux, conférences, instances et publics.',
      path: ['Donnez une intervention dans un réseau ou une association professionnelle.', 'Filmez-vous en présentation et travaillez un point à la fois.'],
    },
    'persuasion-sales': {
      name: 'Vente & persuasion',
      description: 'Convainc les gens d’une offre : nouveaux clients, commandes plus importantes, idées adoptées.',
      path: ['Suivez une formation à la vente conseil.', 'Indiquez objectifs et résultats (clients gagnés, objectif atteint) dans votre CV.'],
    },
    'hiring-team-building': {
      name: 'Recrutement & constitution d’équipe',
      description: 'Trouve, choisit et fait venir les bonnes personnes pour bâtir une équipe.',
      path: ['Apprenez l’entretien structuré (questions par compétences, grilles d’évaluation).', 'Indiquez combien de personnes vous avez recrutées et combien de temps elles sont restées.'],
    },
    'planning-scheduling': {
      name: 'Planification & ordonnancement',
      description: 'Planifie personnes, véhicules et capacités pour que le travail soit fait à temps.',
      path: ['Maîtrisez un outil de planification (MS Project, un APS ou un logiciel de plannings).', 'Chiffrez ce que votre planification a apporté : taux d’occupation, heures supplémentaires, ponctualité.'],
    },
    'quality-compliance': {
      name: 'Qualité & conformité',
      description: 'Maintient le travail dans les normes et les règles : audits, systèmes qualité et réglementation.',
      path: ['Suivez une formation d’auditeur interne (ISO 9001 ou la norme de votre secteur).', 'Listez dans votre CV les audits que vous avez préparés ou réussis.'],
    },
    'numerical-accuracy': {
      name: 'Rigueur chiffrée',
      description: 'Manie les chiffres avec fiabilité : clôtures, rapprochements, paie et calculs.',
      path: ['Automatisez un calcul ou un rapprochement récurrent.', 'Indiquez dans votre CV le volume traité (écritures, clients, clôtures).'],
    },
    forecasting: {
      name: 'Prévision',
      description: 'Anticipe avec des chiffres : demande, capacité, prix et risques.',
      path: ['Apprenez une méthode de prévision au-delà du tableur (lissage exponentiel, ARIMA).', 'Indiquez la précision de vos prévisions et ce qu’elles ont changé.'],
    },
    'problem-solving': {
      name: 'Résolution de problèmes',
      description: 'Trouve les causes profondes et les corrige avec des faits plutôt qu’au hasard.',
      path: ['Apprenez une méthode structurée (5 pourquoi, Ishikawa, A3) et appliquez-la visiblement.', 'Ajoutez à votre CV une histoire problème–cause–solution–résultat.'],
    },
    troubleshooting: {
      name: 'Diagnostic de pannes',
      description: 'Diagnostique vite les défauts et remet en marche systèmes, installations ou logiciels.',
      path: ['Documentez une panne récurrente et sa correction sous forme de guide pour vos collègues.', 'Obtenez une certification sur les systèmes que vous dépannez le plus.'],
    },
    innovation: {
      name: 'Innovation',
      description: 'Met de nouvelles idées en pratique : produits, concepts, cartes ou services nouveaux.',
      path: ['Tenez un carnet d’idées et testez-en une par trimestre.', 'Décrivez une innovation que vous avez introduite et son effet.'],
    },
    'motivating-others': {
      name: 'Motivation des autres',
      description: 'Garde les personnes engagées et fidèles : moral, rétention et énergie d’une équipe.',
      path: ['Mesurez l’engagement de votre équipe et agissez sur un résultat.', 'Informez-vous sur la motivation au travail (théorie de l’autodétermination).'],
    },
    'care-empathy': {
      name: 'Soin & empathie',
      description: 'Soutient les personnes en situation difficile avec patience et compréhension.',
      path: ['Suivez une formation à l’entretien motivationnel ou à l’accompagnement tenant compte des traumatismes.', 'Décrivez les personnes que vous avez accompagnées et ce que cela a changé.'],
    },
    advisory: {
      name: 'Conseil',
      description: 'Donne des conseils suivis d’effet : clients, dirigeants et collègues.',
      path: ['Rédigez un conseil que vous avez donné et son résultat sous forme de court cas.', 'Suivez une formation aux compétences de conseil (structurer, recommander).'],
    },
    'organising-resources': {
      name: 'Organisation des ressources',
      description: 'Tient en ordre marchandises, stocks, événements et logistique.',
      path: ['Maîtrisez un outil de gestion des stocks ou d’événements.', 'Chiffrez ce que vous organisez : valeur du stock, événements, convives.'],
    },
    'ownership-accountability': {
      name: 'Sens des responsabilités',
      description: 'Assume la pleine responsabilité d’un résultat, d’un site, d’un portefeuille ou d’une activité.',
      path: ['Rendez explicite l’étendue de votre responsabilité dans votre CV (valeur, personnes, sites).', 'Demandez un périmètre de plus dont vous répondez de bout en bout.'],
    },
    'independent-work': {
      name: 'Autonomie',
      description: 'Gère son propre portefeuille ou ses propres dossiers sans supervision.',
      path: ['Indiquez la taille de votre portefeuille ou de votre charge de dossiers.', 'Demandez un projet que vous menez seul du début à la fin.'],
    },
    'health-safety': {
      name: 'Santé & sécurité',
      description: 'Protège les personnes au travail : évaluation des risques, prévention et rôles de sécurité.',
      path: ['Obtenez une qualification sécurité reconnue dans votre pays.', 'Indiquez un résultat de sécurité (accidents, audits) dans votre CV.'],
    },
    'digital-adoption': {
      name: 'Adoption du numérique',
      description: 'Introduit de nouveaux systèmes et logiciels dans une organisation et les fait adopter.',
      path: ['Obtenez une certification sur le système que vous avez déployé.', 'Décrivez un déploiement : système, utilisateurs, résultat.'],
    },
    'clear-writing': {
      name: 'Rédaction claire',
      description: 'Rédige des textes sur lesquels les autres s’appuient : contrats, règlements, guides et publications.',
      path: ['Suivez une formation au langage clair ou à l’écrit professionnel.', 'Ajoutez un exemple de texte ou une publication à votre profil.'],
    },
    'relationship-building': {
      name: 'Développement de relations',
      description: 'Construit et entretient des relations durables avec clients, grands comptes et partenaires.',
      path: ['Apprenez la planification des grands comptes.', 'Indiquez combien de clients vous suivez et depuis combien de temps.'],
    },
    sustainability: {
      name: 'Sens du développement durable',
      description: 'Rend le travail plus écologique : énergie, déchets, émissions et achats locaux.',
      path: ['Suivez une formation au développement durable ou au bilan carbone.', 'Chiffrez un résultat environnemental que vous avez obtenu.'],
    },
    'civic-engagement': {
      name: 'Engagement citoyen',
      description: 'Donne de son temps aux autres et à la collectivité : bénévolat et représentation.',
      path: ['Décrivez votre bénévolat avec ses responsabilités et ses résultats.', 'Prenez un rôle au bureau ou au conseil d’une association.'],
    },
    'diversity-inclusion': {
      name: 'Diversité & inclusion',
      description: 'Fait place à des personnes et des besoins différents : inclusion, accessibilité et égalité des chances.',
      path: ['Suivez une formation à la diversité et à l’inclusion.', 'Décrivez une pratique inclusive que vous avez mise en place.'],
    },
    'revenue-growth': {
      name: 'Croissance du chiffre d’affaires',
      description: 'Fait croître ventes, chiffre d’affaires ou parts de marché, chiffres à l’appui.',
      path: ['Apprenez les bases de la stratégie commerciale et de la tarification.', 'Mettez vos chiffres de croissance en avant dans votre CV.'],
    },
    'research-inquiry': {
      name: 'Recherche & enquête',
      description: 'Découvre les choses méthodiquement : enquêtes, entretiens, études et audits.',
      path: ['Apprenez une méthode de recherche de plus (questionnaires, entretiens ou statistiques).', 'Partagez une synthèse de recherche comme réalisation.'],
    },
    'learning-agility': {
      name: 'Agilité d’apprentissage',
      description: 'Apprend vite de nouveaux domaines : diplômes obtenus en travaillant, reconversions.',
      path: ['Planifiez votre prochaine qualification et indiquez-la « en cours » dans votre CV.', 'Racontez votre reconversion comme l’histoire de ce que vous avez appris.'],
    },
    'cost-optimisation': {
      name: 'Optimisation des coûts',
      description: 'Trouve des économies durables : coûts plus bas, moins de gaspillage, moins de trajets à vide.',
      path: ['Apprenez les bases du lean pour trouver la prochaine économie.', 'Chiffrez chaque économie en euros ou en pourcentage dans votre CV.'],
    },
  },
  industries: {
    technology: 'Technologie',
    finance: 'Finance',
    healthcare: 'Santé',
    education: 'Éducation',
    consulting: 'Conseil',
    retail: 'Commerce',
    manufacturing: 'Industrie',
    public_sector: 'Secteur public',
    hospitality: 'Hôtellerie-restauration',
    logistics: 'Logistique',
    construction: 'Construction',
    social_care: 'Action sociale',
    legal: 'Droit',
    media: 'Médias',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} lignes de votre CV, issues de ${roles} postes` : lines > 1 ? `${lines} lignes de votre CV` : 'une ligne de votre CV';
    const when = latest_year ? `, la plus récente en ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? ' ; l’une cite une responsabilité ou un chiffre' : ` ; ${strong} citent une responsabilité ou des chiffres`) : '';
    return `Trouvé dans ${where}${when}${how}.`;
  },
};
