import type { Translation } from '@/web/app/translation';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';

export default {
  cvImpexp: {
    export: {
      open: 'Lebenslauf herunterladen',
      title: 'Ihren Lebenslauf herunterladen',
      intro: 'Wählen Sie ein Design, ein Dateiformat und eine Sprache. Die Vorschau zeigt Ihren Lebenslauf so, wie er geschrieben wird.',
      template: 'Design',
      templates: { europass: 'Europass-Stil', modern: 'Modern' },
      format: 'Format',
      formats: { pdf: 'PDF', docx: 'Word (DOCX)', 'europass-xml': 'Europass-XML', 'json-resume': 'JSON Resume' },
      formatHints: {
        pdf: 'A4, bereit zum Versenden.',
        docx: 'A4, zum Bearbeiten in Word oder LibreOffice.',
        'europass-xml': 'Für das Europass-Portal und andere Europass-Werkzeuge.',
        'json-resume': 'Für JSON-Resume-Themes und -Werkzeuge.',
      },
      language: 'Sprache',
      languageHint: 'Überschriften, Daten und Sprachniveaus werden in dieser Sprache geschrieben.',
      languages: { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' },
      preview: 'Vorschau',
      previewLabel: 'Vorschau Ihres Lebenslaufs, Design {{template}}',
      previewLoading: 'Die Vorschau wird vorbereitet…',
      previewFailed: 'Die Vorschau konnte nicht geladen werden.',
      noDesign: 'Dieses Format enthält nur Ihre Daten; das Design gilt für PDF und Word.',
      download: 'Herunterladen',
      close: 'Schließen',
      page: 'Seite',
    },
    import: {
      open: 'Importieren',
      title: 'Lebenslauf von anderswo importieren',
      intro:
        'Übernehmen Sie Ihre Daten aus LinkedIn, JSON Resume oder Europass. Daraus wird ein Lebenslauf-Eintrag, der wie ein Upload analysiert wird.',
      kind: 'Was importieren Sie?',
      kinds: {
        linkedin: 'LinkedIn-Datenexport (ZIP)',
        json_resume: 'JSON Resume (.json)',
        europass: 'Europass (XML oder PDF)',
      },
      kindHints: {
        linkedin:
          'Auf LinkedIn: Einstellungen › Datenschutz › Eine Kopie Ihrer Daten anfordern. Laden Sie die ZIP-Datei so hoch, wie Sie sie erhalten haben.',
        json_resume: 'Eine resume.json-Datei im JSON-Resume-Schema (jsonresume.org).',
        europass: 'Die XML-Datei aus dem Europass-Editor oder ein Europass-PDF, das sein XML enthält.',
      },
      file: 'Datei',
      filePlaceholder: 'Datei auswählen',
      submit: 'Importieren',
      cancel: 'Abbrechen',
      started: 'Import gestartet: {{name}} wird analysiert.',
      failedTitle: 'Die Datei konnte nicht importiert werden',
      reasons: {
        not_zip: 'Dies ist keine ZIP-Datei. Wählen Sie die ZIP-Datei, die LinkedIn Ihnen geschickt hat, ohne sie zu entpacken.',
        not_json: 'Dies ist keine JSON-Datei. Wählen Sie die .json-Datei Ihres JSON Resume.',
        not_xml_or_pdf: 'Dies ist weder eine XML-Datei noch ein PDF. Wählen Sie die Europass-XML-Datei oder das Europass-PDF.',
        EMPTY_FILE: 'Diese Datei ist leer (0 Byte). Prüfen Sie, ob Sie die richtige Datei gewählt haben.',
        tooLarge: 'Die Datei ist größer als 10 MB.',
        rateLimited: 'Sie haben in der letzten Stunde viele Lebensläufe importiert oder hochgeladen. Bitte versuchen Sie es später erneut.',
        other: 'Etwas ist schiefgelaufen: {{message}}',
      },
    },
    duplicate: {
      title: 'Diese Datei haben Sie schon hochgeladen',
      text: 'Sie haben diese Datei schon hochgeladen ({{name}}, {{date}}). Beide behalten?',
      keepBoth: 'Beide behalten',
      openExisting: 'Vorhandenen Lebenslauf öffnen',
      cancel: 'Abbrechen',
    },
  } satisfies Translation<typeof cvImpexpEn>,
};
