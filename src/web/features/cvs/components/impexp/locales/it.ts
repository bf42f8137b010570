import type { Translation } from '@/web/app/translation';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';

export default {
  cvImpexp: {
    export: {
      open: 'Scarica CV',
      title: 'Scarica il tuo CV',
      intro: 'Scegli un layout, un formato di file e una lingua. L’anteprima mostra il tuo CV come verrà scritto.',
      template: 'Layout',
      templates: { europass: 'Stile Europass', modern: 'Moderno' },
      format: 'Formato',
      formats: { pdf: 'PDF', docx: 'Word (DOCX)', 'europass-xml': 'XML Europass', 'json-resume': 'JSON Resume' },
      formatHints: {
        pdf: 'A4, pronto da inviare.',
        docx: 'A4, da modificare in Word o LibreOffice.',
        'europass-xml': 'Per il portale Europass e gli altri strumenti Europass.',
        'json-resume': 'Per i temi e gli strumenti JSON Resume.',
      },
      language: 'Lingua',
      languageHint: 'Titoli, date e livelli linguistici vengono scritti in questa lingua.',
      languages: { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' },
      preview: 'Anteprima',
      previewLabel: 'Anteprima del tuo CV, layout {{template}}',
      previewLoading: 'Preparazione dell’anteprima…',
      previewFailed: 'Impossibile caricare l’anteprima.',
      noDesign: 'Questo formato contiene solo i tuoi dati; il layout vale per PDF e Word.',
      download: 'Scarica',
      close: 'Chiudi',
      page: 'Pagina',
    },
    import: {
      open: 'Importa',
      title: 'Importa il tuo CV da un altro servizio',
      intro: 'Porta i tuoi dati da LinkedIn, JSON Resume o Europass. Diventano un CV, analizzato come un caricamento.',
      kind: 'Che cosa importi?',
      kinds: {
        linkedin: 'Esportazione dati LinkedIn (ZIP)',
        json_resume: 'JSON Resume (.json)',
        europass: 'Europass (XML o PDF)',
      },
      kindHints: {
        linkedin:
          'Su LinkedIn: Impostazioni › Privacy dei dati › Ottieni una copia dei tuoi dati. Carica il file ZIP così come l’hai ricevuto.',
        json_resume: 'Un file resume.json nello schema JSON Resume (jsonresume.org).',
        europass: 'Il file XML dell’editor Europass, oppure un PDF Europass che contiene il suo XML.',
      },
      file: 'File',
      filePlaceholder: 'Scegli un file',
      submit: 'Importa',
      cancel: 'Annulla',
      started: 'Importazione avviata: {{name}} è in analisi.',
      failedTitle: 'Impossibile importare il file',
      reasons: {
        not_zip: 'Questo non è un file ZIP. Scegli il file ZIP che ti ha inviato LinkedIn, senza estrarlo.',
        not_json: 'Questo non è un file JSON. Scegli il file .json del tuo JSON Resume.',
        not_xml_or_pdf: 'Questo non è né un file XML né un PDF. Scegli il file XML Europass o il PDF Europass.',
        EMPTY_FILE: 'Questo file è vuoto (0 byte). Controlla di aver scelto il file giusto.',
        tooLarge: 'Il file supera i 10 MB.',
        rateLimited: 'Hai importato o caricato molti CV nell’ultima ora. Riprova più tardi.',
        other: 'Qualcosa è andato storto: {{message}}',
      },
    },
    duplicate: {
      title: 'Hai già caricato questo file',
      text: 'Hai già caricato questo file ({{name}}, {{date}}). Tenere entrambi?',
      keepBoth: 'Tieni entrambi',
      openExisting: 'Apri il CV esistente',
      cancel: 'Annulla',
    },
  } satisfies Translation<typeof cvImpexpEn>,
};
