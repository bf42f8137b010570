import type { Translation } from '@/web/app/translation';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';

export default {
  cvImpexp: {
    export: {
      open: 'Télécharger le CV',
      title: 'Télécharger votre CV',
      intro: 'Choisissez une mise en page, un format de fichier et une langue. L’aperçu montre votre CV tel qu’il sera écrit.',
      template: 'Mise en page',
      templates: { europass: 'Style Europass', modern: 'Moderne' },
      format: 'Format',
      formats: { pdf: 'PDF', docx: 'Word (DOCX)', 'europass-xml': 'XML Europass', 'json-resume': 'JSON Resume' },
      formatHints: {
        pdf: 'A4, prêt à envoyer.',
        docx: 'A4, à modifier dans Word ou LibreOffice.',
        'europass-xml': 'Pour le portail Europass et les autres outils Europass.',
        'json-resume': 'Pour les thèmes et outils JSON Resume.',
      },
      language: 'Langue',
      languageHint: 'Les titres, les dates et les niveaux de langue sont écrits dans cette langue.',
      languages: { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' },
      preview: 'Aperçu',
      previewLabel: 'Aperçu de votre CV, mise en page {{template}}',
      previewLoading: 'Préparation de l’aperçu…',
      previewFailed: 'L’aperçu n’a pas pu être chargé.',
      noDesign: 'Ce format ne contient que vos données ; la mise en page s’applique au PDF et à Word.',
      download: 'Télécharger',
      close: 'Fermer',
      page: 'Page',
    },
    import: {
      open: 'Importer',
      title: 'Importer votre CV depuis un autre service',
      intro: 'Reprenez vos données de LinkedIn, JSON Resume ou Europass. Elles deviennent un CV, analysé comme un fichier envoyé.',
      kind: 'Qu’importez-vous ?',
      kinds: {
        linkedin: 'Export de données LinkedIn (ZIP)',
        json_resume: 'JSON Resume (.json)',
        europass: 'Europass (XML ou PDF)',
      },
      kindHints: {
        linkedin:
          'Sur LinkedIn : Préférences › Confidentialité des données › Obtenir une copie de vos données. Envoyez le fichier ZIP tel que vous l’avez reçu.',
        json_resume: 'Un fichier resume.json au schéma JSON Resume (jsonresume.org).',
        europass: 'Le fichier XML de l’éditeur Europass, ou un PDF Europass qui contient son XML.',
      },
      file: 'Fichier',
      filePlaceholder: 'Choisir un fichier',
      submit: 'Importer',
      cancel: 'Annuler',
      started: 'Import lancé : {{name}} est en cours d’analyse.',
      failedTitle: 'Le fichier n’a pas pu être importé',
      reasons: {
        not_zip: 'Ce n’est pas un fichier ZIP. Choisissez le fichier ZIP envoyé par LinkedIn, sans le décompresser.',
        not_json: 'Ce n’est pas un fichier JSON. Choisissez le fichier .json de votre JSON Resume.',
        not_xml_or_pdf: 'Ce n’est ni un fichier XML ni un PDF. Choisissez le fichier XML Europass ou le PDF Europass.',
        EMPTY_FILE: 'Ce fichier est vide (0 octet). Vérifiez que vous avez choisi le bon fichier.',
        tooLarge: 'Le fichier dépasse 10 Mo.',
        rateLimited: 'Vous avez importé ou envoyé beaucoup de CV au cours de la dernière heure. Veuillez réessayer plus tard.',
        other: 'Une erreur s’est produite : {{message}}',
      },
    },
    duplicate: {
      title: 'Vous avez déjà envoyé ce fichier',
      text: 'Vous avez déjà envoyé ce fichier ({{name}}, {{date}}). Garder les deux ?',
      keepBoth: 'Garder les deux',
      openExisting: 'Ouvrir le CV existant',
      cancel: 'Annuler',
    },
  } satisfies Translation<typeof cvImpexpEn>,
};
