import type { Translation } from '@/web/app/translation';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';

export default {
  cvImpexp: {
    export: {
      open: 'Cv downloaden',
      title: 'Je cv downloaden',
      intro: 'Kies een ontwerp, een bestandsformaat en een taal. De voorvertoning toont je cv zoals het wordt geschreven.',
      template: 'Ontwerp',
      templates: { europass: 'Europass-stijl', modern: 'Modern' },
      format: 'Formaat',
      formats: { pdf: 'PDF', docx: 'Word (DOCX)', 'europass-xml': 'Europass-XML', 'json-resume': 'JSON Resume' },
      formatHints: {
        pdf: 'A4, klaar om te versturen.',
        docx: 'A4, om te bewerken in Word of LibreOffice.',
        'europass-xml': 'Voor het Europass-portaal en andere Europass-tools.',
        'json-resume': 'Voor JSON Resume-thema’s en -tools.',
      },
      language: 'Taal',
      languageHint: 'Koppen, datums en taalniveaus worden in deze taal geschreven.',
      languages: { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' },
      preview: 'Voorvertoning',
      previewLabel: 'Voorvertoning van je cv, ontwerp {{template}}',
      previewLoading: 'De voorvertoning wordt voorbereid…',
      previewFailed: 'De voorvertoning kon niet worden geladen.',
      noDesign: 'Dit formaat bevat alleen je gegevens; het ontwerp geldt voor PDF en Word.',
      download: 'Downloaden',
      close: 'Sluiten',
      page: 'Pagina',
    },
    import: {
      open: 'Importeren',
      title: 'Je cv van elders importeren',
      intro: 'Neem je gegevens mee uit LinkedIn, JSON Resume of Europass. Ze worden een cv dat net als een upload wordt geanalyseerd.',
      kind: 'Wat importeer je?',
      kinds: {
        linkedin: 'LinkedIn-gegevensexport (ZIP)',
        json_resume: 'JSON Resume (.json)',
        europass: 'Europass (XML of PDF)',
      },
      kindHints: {
        linkedin:
          'Op LinkedIn: Instellingen › Gegevensprivacy › Een kopie van je gegevens downloaden. Upload het ZIP-bestand zoals je het hebt ontvangen.',
        json_resume: 'Een resume.json-bestand volgens het JSON Resume-schema (jsonresume.org).',
        europass: 'Het XML-bestand uit de Europass-editor, of een Europass-pdf met de XML erin.',
      },
      file: 'Bestand',
      filePlaceholder: 'Kies een bestand',
      submit: 'Importeren',
      cancel: 'Annuleren',
      started: 'Import gestart: {{name}} wordt geanalyseerd.',
      failedTitle: 'Het bestand kon niet worden geïmporteerd',
      reasons: {
        not_zip: 'Dit is geen ZIP-bestand. Kies het ZIP-bestand dat LinkedIn je stuurde, zonder het uit te pakken.',
        not_json: 'Dit is geen JSON-bestand. Kies het .json-bestand van je JSON Resume.',
        not_xml_or_pdf: 'Dit is geen XML-bestand en geen pdf. Kies het Europass-XML-bestand of de Europass-pdf.',
        EMPTY_FILE: 'Dit bestand is leeg (0 bytes). Controleer of je het juiste bestand hebt gekozen.',
        tooLarge: 'Het bestand is groter dan 10 MB.',
        rateLimited: 'Je hebt het afgelopen uur veel cv’s geïmporteerd of geüpload. Probeer het later opnieuw.',
        other: 'Er ging iets mis: {{message}}',
      },
    },
    duplicate: {
      title: 'Je hebt dit bestand al eerder geüpload',
      text: 'Je hebt dit bestand al eerder geüpload ({{name}}, {{date}}). Beide bewaren?',
      keepBoth: 'Beide bewaren',
      openExisting: 'Het bestaande cv openen',
      cancel: 'Annuleren',
    },
  } satisfies Translation<typeof cvImpexpEn>,
};
