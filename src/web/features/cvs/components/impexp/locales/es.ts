import type { Translation } from '@/web/app/translation';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';

export default {
  cvImpexp: {
    export: {
      open: 'Descargar CV',
      title: 'Descargar tu CV',
      intro: 'Elige un diseño, un formato de archivo y un idioma. La vista previa muestra tu CV tal como se escribirá.',
      template: 'Diseño',
      templates: { europass: 'Estilo Europass', modern: 'Moderno' },
      format: 'Formato',
      formats: { pdf: 'PDF', docx: 'Word (DOCX)', 'europass-xml': 'XML Europass', 'json-resume': 'JSON Resume' },
      formatHints: {
        pdf: 'A4, listo para enviar.',
        docx: 'A4, para editar en Word o LibreOffice.',
        'europass-xml': 'Para el portal Europass y otras herramientas Europass.',
        'json-resume': 'Para temas y herramientas de JSON Resume.',
      },
      language: 'Idioma',
      languageHint: 'Los títulos, las fechas y los niveles de idioma se escriben en este idioma.',
      languages: { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' },
      preview: 'Vista previa',
      previewLabel: 'Vista previa de tu CV, diseño {{template}}',
      previewLoading: 'Preparando la vista previa…',
      previewFailed: 'No se pudo cargar la vista previa.',
      noDesign: 'Este formato solo contiene tus datos; el diseño se aplica a PDF y Word.',
      download: 'Descargar',
      close: 'Cerrar',
      page: 'Página',
    },
    import: {
      open: 'Importar',
      title: 'Importar tu CV desde otro servicio',
      intro: 'Trae tus datos de LinkedIn, JSON Resume o Europass. Se convierten en un CV y se analizan como un archivo subido.',
      kind: '¿Qué vas a importar?',
      kinds: {
        linkedin: 'Exportación de datos de LinkedIn (ZIP)',
        json_resume: 'JSON Resume (.json)',
        europass: 'Europass (XML o PDF)',
      },
      kindHints: {
        linkedin:
          'En LinkedIn: Preferencias › Privacidad de datos › Obtener una copia de tus datos. Sube el archivo ZIP tal como lo recibiste.',
        json_resume: 'Un archivo resume.json con el esquema JSON Resume (jsonresume.org).',
        europass: 'El archivo XML del editor Europass, o un PDF Europass que contiene su XML.',
      },
      file: 'Archivo',
      filePlaceholder: 'Elegir un archivo',
      submit: 'Importar',
      cancel: 'Cancelar',
      started: 'Importación iniciada: se está analizando {{name}}.',
      failedTitle: 'No se pudo importar el archivo',
      reasons: {
        not_zip: 'Esto no es un archivo ZIP. Elige el archivo ZIP que te envió LinkedIn, sin descomprimirlo.',
        not_json: 'Esto no es un archivo JSON. Elige el archivo .json de tu JSON Resume.',
        not_xml_or_pdf: 'Esto no es ni un archivo XML ni un PDF. Elige el archivo XML Europass o el PDF Europass.',
        EMPTY_FILE: 'Este archivo está vacío (0 bytes). Comprueba que has elegido el archivo correcto.',
        tooLarge: 'El archivo supera los 10 MB.',
        rateLimited: 'Has importado o subido muchos CV en la última hora. Inténtalo de nuevo más tarde.',
        other: 'Algo ha fallado: {{message}}',
      },
    },
    duplicate: {
      title: 'Ya subiste este archivo',
      text: 'Ya subiste este archivo ({{name}}, {{date}}). ¿Conservar ambos?',
      keepBoth: 'Conservar ambos',
      openExisting: 'Abrir el CV existente',
      cancel: 'Cancelar',
    },
  } satisfies Translation<typeof cvImpexpEn>,
};
