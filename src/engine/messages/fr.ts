import { fr as talents } from '../talents/messages/fr';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'nom', email: 'e-mail', phone: 'téléphone', location: 'lieu' };
const contactNoun: Record<Exclude<ContactField, 'name'>, [string, string]> = {
  email: ['votre adresse e-mail', 'd’adresse e-mail'],
  phone: ['votre numéro de téléphone', 'de numéro de téléphone'],
  location: ['votre lieu de résidence', 'de lieu de résidence'],
};
const kind: Record<ClaimedKind, string> = {
  pdf: 'un PDF',
  word: 'un document Word',
  odt: 'un texte OpenDocument',
  png: 'une image PNG',
  jpeg: 'une image JPEG',
  rtf: 'un document RTF',
  txt: 'un fichier texte',
};
const accepted = 'Veuillez téléverser un fichier PDF, Word (DOC ou DOCX), OpenDocument (ODT), RTF ou texte brut (TXT), ou une photo de votre CV (PNG ou JPEG).';
const instead = 'Vous pouvez réessayer, ou téléverser une version plus simple (par exemple DOCX ou texte brut).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'son analyse prenait trop de temps',
  out_of_memory: 'son analyse demandait trop de mémoire',
  crashed: 'son analyse s’est arrêtée de façon inattendue',
  interrupted: 'une tentative d’analyse précédente n’a pas abouti (le serveur s’est arrêté pendant celle-ci)',
};
const plural = (n: number, one: string, other: string): string => (n <= 1 ? one : other);

export const fr: GeneratedCatalogue = {
  'quality.contact': () => 'Coordonnées',
  'quality.summary': () => 'Résumé',
  'quality.experienceDetail': () => 'Détail de l’expérience',
  'quality.dates': () => 'Dates complètes',
  'quality.education': () => 'Formation',
  'quality.skills': () => 'Compétences',
  'quality.languages': () => 'Langues',
  'quality.recency': () => 'Actualité',
  'quality.contact.complete': () => 'Nom, e-mail, téléphone et lieu sont tous présents.',
  'quality.contact.missing': (p, f) => `Manquant : ${f.list(p.fields.map((x) => field[x]))}.`,
  'quality.summary.present': () => 'Un résumé de profil est présent.',
  'quality.summary.missing': () => 'Pas de résumé de profil.',
  'quality.experienceDetail.none': () => 'Aucune expérience professionnelle n’a été trouvée.',
  'quality.experienceDetail.detail': (p) =>
    `${p.described} postes sur ${p.roles} sont décrits ; ${p.quantified} ${plural(p.quantified, 'montre', 'montrent')} des résultats chiffrés.`,
  'quality.dates.none': () => 'Aucun poste à dater.',
  'quality.dates.detail': (p) => `${p.dated} postes sur ${p.roles} ont un début et une fin (ou sont en cours).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'formation', 'formations')}.`,
  'quality.skills.detail': (p) => `${p.count} compétences citées ; ${p.backed} ${plural(p.backed, 'est étayée', 'sont étayées')} par l’expérience.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'langue indiquée', 'langues indiquées')}.`,
  'quality.recency.none': () => 'Aucune expérience datée.',
  'quality.recency.current': () => 'Le poste le plus récent est en cours.',
  'quality.recency.ended': (p) => `Le poste le plus récent a pris fin il y a ${p.months} mois.`,

  'insight.missingContact.title': (p) => `Ajoutez ${contactNoun[p.field][0]}`,
  'insight.missingContact.text': (p) =>
    `Votre CV n’indique pas ${contactNoun[p.field][1]} ; les recruteurs en ont besoin pour vous contacter ou vous proposer des postes près de chez vous.`,
  'insight.gap.title': (p) => `Expliquez l’interruption de ${p.months} mois`,
  'insight.gap.text': (p, f) =>
    `Aucun poste entre ${f.month(p.from)} et ${f.month(p.to)}. Une ligne sur ce que vous avez fait (formation, aidant familial, voyage, pause de carrière) évite les questions.`,
  'insight.datedSkills.title': () => 'Certaines compétences ont été utilisées pour la dernière fois il y a plus de cinq ans',
  'insight.datedSkills.text': (p, f) => `${f.list(p.skills)}${p.more ? '…' : ''} : montrez un usage récent (une formation, un projet) ou placez-les plus bas.`,
  'insight.progression.title': () => 'Une nette progression de carrière',
  'insight.progression.text': (p) => `Vos postes ont gagné en responsabilité de « ${p.from} » à « ${p.to} ». Mettez ce parcours en avant dans votre résumé.`,
  'insight.inDemand.title': () => 'Vous avez des compétences recherchées par le marché',
  'insight.inDemand.text': (p, f) => `Recherchées et présentes dans votre CV : ${f.list(p.skills)}. Mettez-les en avant.`,
  'insight.inDemandMissing.title': () => 'Compétences recherchées à développer',
  'insight.inDemandMissing.text': (p, f) => `Demandées sur votre marché mais absentes de votre CV : ${f.list(p.skills)}.`,
  'insight.talent.title': (p) => `Rendez visible votre talent : ${talentName(talents, p)}`,
  'insight.talent.text': (p) => `Votre expérience montre ${talentName(talents, p)}, que votre rubrique compétences ne nomme pas.`,

  'failure.emptyFile': () => 'Ce fichier est vide (0 octet). Vérifiez que vous avez choisi le bon fichier et téléversez-le à nouveau.',
  'failure.unsupported': (p) =>
    p.ext && p.kind ? `Ce fichier s’appelle .${p.ext} mais n’est pas ${kind[p.kind]}. ${accepted}` : `Ce type de fichier n’est pas pris en charge. ${accepted}`,
  'failure.passwordProtected': (p) => `${p.pdf ? 'Ce PDF' : 'Ce document'} est protégé par un mot de passe. Retirez le mot de passe et téléversez-le à nouveau.`,
  'failure.noTextImage': () =>
    'Aucun texte n’a pu être lu dans cette image. Téléversez une photo ou un scan net et droit de votre CV (300 dpi ou plus), ou un fichier PDF, DOCX ou TXT.',
  'failure.noTextPdf': () =>
    'Aucun texte n’a été trouvé dans ce PDF : il ressemble à un scan ou à une image. Téléversez un PDF contenant du texte (exporté depuis votre éditeur), un DOCX ou un TXT.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'Ce PDF est endommagé ou incomplet et ne peut pas être ouvert. Exportez-le à nouveau depuis votre éditeur et téléversez la nouvelle copie.'
      : p.ext === null
        ? 'Ce fichier est endommagé ou incomplet et ne peut pas être ouvert. Exportez-le ou téléchargez-le à nouveau et téléversez la nouvelle copie.'
        : `Ce fichier .${p.ext} est endommagé ou incomplet et ne peut pas être ouvert. Enregistrez-le à nouveau depuis votre éditeur et téléversez la nouvelle copie.`,
  'failure.tooLittleText': () => 'Ce fichier contient trop peu de texte pour être un CV. Vérifiez que vous avez choisi le bon fichier et téléversez-le à nouveau.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `Ce fichier se compose de plus de ${f.number(p.amount)} parties, ce dont aucun document Word n’a besoin. Enregistrez-le à nouveau depuis votre éditeur et téléversez la nouvelle copie.`
      : p.limit === 'zip-inflated'
        ? `Ce fichier dépasse ${p.amount} Mo une fois ouvert, ce dont aucun CV n’a besoin. Veuillez téléverser un fichier plus petit.`
        : `Ce document contient plus de ${p.amount} Mo de texte et de mise en forme, ce dont aucun CV n’a besoin. Veuillez téléverser un document plus court.`,
  'failure.timedOut': () => 'L’analyse ne s’est pas terminée à temps. Veuillez réessayer.',
  'failure.gaveUp': () => 'L’analyse n’a pas pu aboutir à cause d’un problème de serveur. Veuillez réessayer.',
  'failure.notStarted': () => 'L’analyse n’a pas pu démarrer. Veuillez réessayer.',
  'failure.engineDefect': () => 'Le CV a pu être lu mais pas analysé. Veuillez réessayer, ou le téléverser dans un autre format (DOCX ou TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'export de données LinkedIn', json_resume: 'fichier JSON Resume', europass: 'fichier Europass' }[p.source];
    return { DAMAGED_FILE: `Le fichier est endommagé et n’a pas pu être lu comme ${s}.`, WRONG_FORMAT: `Ce fichier n’est pas un ${s}. Veuillez choisir un fichier du type sélectionné.`, EMPTY_RECORD: `Le ${s} ne contient aucune donnée de CV (ni nom, ni expérience, ni formation, ni compétences).`, TOO_LARGE: `Le ${s} dépasse ce que Kairos lit pour un CV.` }[p.code];
  },
  'failure.poison': (p) => `Kairos a cessé de lire ce fichier parce que ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'langue maternelle', bilingual: 'bilingue', fluent: 'courant', advanced: 'avancé', intermediate: 'intermédiaire', basic: 'notions' }),
};
