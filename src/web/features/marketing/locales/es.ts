// Spanish strings of the public pages (namespace 'marketing'). Only claims that are true of the product.
import type { Translation } from '@/web/app/translation';
import type { marketingEn } from '@/web/features/marketing/i18n';

export default {
  marketing: {
    landing: {
      hero: {
        eyebrow: 'Inteligencia profesional privada para Europa',
        title: 'Transforme su carrera con inteligencia profesional',
        subtitle:
          'Suba su CV y Kairos lo convierte en una imagen clara de sus competencias, su experiencia y sus talentos ocultos —analizados en el propio servidor de Kairos— y le ayuda a actuar con un coach profesional, perspectivas de perfil y datos del mercado europeo.',
        getStarted: 'Empiece gratis',
        exploreFeatures: 'Ver funciones',
        factsLabel: 'Datos clave',
        facts: {
          free: 'Empezar es gratis',
          languages: 'Lee CV en inglés, alemán, francés, español, italiano y neerlandés',
          noTrackers: 'Sin rastreadores de terceros ni publicidad',
        },
      },
      features: {
        title: 'Todo lo que su CV puede decirle',
        subtitle: 'Un solo archivo, analizado en el servidor, es la base de todo Kairos.',
        items: {
          cvAnalysis: {
            title: 'Análisis del CV en nuestro propio servidor',
            description:
              'Suba un archivo PDF, DOC, DOCX o TXT. Kairos lo lee en su propio servidor y extrae sus competencias, experiencia, formación e idiomas, en inglés, alemán, francés, español, italiano o neerlandés.',
          },
          hiddenTalents: {
            title: 'Talentos ocultos, con pruebas',
            description:
              'Kairos señala puntos fuertes que su CV sugiere pero nunca nombra, y muestra las líneas de su propio CV que respaldan cada uno. Usted decide cuáles valida.',
          },
          coach: {
            title: 'Coach profesional',
            description:
              'Pregunte por su próximo paso y obtenga respuestas basadas en su propio análisis —sus competencias, su experiencia, sus talentos—, no consejos genéricos. Las respuestas las escribe el motor propio de Kairos; solo las de un modelo de lenguaje que añada un operador se marcan como IA.',
          },
          perspectives: {
            title: 'Perspectivas del perfil',
            description:
              'Vea su perfil como lo ven distintos lectores: una visión técnica, una visión directiva, una visión de RR. HH. y selección, y un portafolio público.',
          },
          market: {
            title: 'Inteligencia del mercado europeo',
            description:
              'Explore empresas europeas, compare países y descubra qué competencias tienen demanda para saber dónde encaja su perfil.',
          },
          tasks: {
            title: 'Tareas y progreso',
            description:
              'Convierta las observaciones en tareas concretas, lleve el control de lo que ha hecho y siga su progreso a lo largo del tiempo.',
          },
        },
      },
      howItWorks: {
        title: 'Cómo funciona',
        subtitle: 'Del registro a su próximo paso profesional en cuatro pasos.',
        stepLabel: 'Paso {{number}}',
        learnMore: 'Más información sobre cómo funciona',
      },
      privacy: {
        eyebrow: 'Suizo y europeo por diseño',
        title: 'La privacidad, primero y por defecto',
        body: 'Su CV se analiza en nuestro servidor y nunca se envía a terceros, salvo que el operador de esta instancia de Kairos haya configurado un modelo de lenguaje externo; en ese caso, todo texto que redacte se identifica como tal.',
        points: {
          noTrackers: 'Sin rastreadores de terceros, sin publicidad y sin venta de datos',
          security: 'Contraseñas protegidas con hash argon2id y sesiones en cookies httpOnly',
          control: 'Descargue todos sus datos o elimine su cuenta usted mismo, en cualquier momento, desde Ajustes',
        },
        learnMore: 'Más sobre la privacidad desde el diseño',
      },
      cta: {
        title: 'Descubra lo que su CV dice de usted',
        body: 'Cree una cuenta gratuita, suba su CV y revise su análisis y sus talentos ocultos.',
        getStarted: 'Empiece gratis',
        howItWorks: 'Cómo funciona',
      },
    },
    steps: {
      account: {
        title: 'Cree su cuenta',
        short: 'Regístrese con su dirección de correo electrónico y confírmela. Empezar es gratis.',
        long: 'Regístrese con su dirección de correo electrónico y una contraseña de al menos 8 caracteres y, después, confirme su dirección con el enlace que le enviaremos. Empezar con Kairos es gratis y no necesita datos de pago.',
      },
      upload: {
        title: 'Suba su CV',
        short: 'PDF, DOC, DOCX o TXT, de hasta 10 MB. El análisis se realiza en el servidor.',
        long: 'Suba su CV como archivo PDF, DOC, DOCX o TXT de hasta 10 MB. Kairos comprueba el archivo por su contenido, lo almacena y lo analiza en segundo plano en su propio servidor. Puede seguir su estado mientras espera.',
      },
      review: {
        title: 'Revise su análisis y sus talentos ocultos',
        short: 'Compruebe las competencias, la experiencia, la formación y los idiomas detectados, y los talentos que hay detrás.',
        long: 'Vea las competencias, la experiencia, la formación y los idiomas que Kairos ha encontrado en su CV, y los talentos ocultos que sugiere, cada uno con las pruebas de su propio CV y un nivel de confianza. Valide los talentos que encajan con usted o márquelos para revisarlos.',
      },
      act: {
        title: 'Pase a la acción',
        short: 'Consulte al coach profesional, planifique tareas y explore datos del mercado europeo.',
        long: 'Pregunte al coach profesional por su próximo paso, observe su perfil desde distintas perspectivas, explore empresas y países europeos y la demanda de competencias, y convierta lo que aprenda en tareas a las que puede dar seguimiento.',
      },
    },
    howItWorksPage: {
      title: 'Cómo funciona Kairos',
      intro:
        'Kairos lee su CV en su propio servidor, lo convierte en un análisis estructurado y construye todo lo demás —talentos, coaching, perspectivas y análisis de mercado— sobre ese análisis. Esto es lo que ocurre, paso a paso.',
      stepsTitle: 'Cuatro pasos',
      cvTitle: 'Qué ocurre con su CV',
      cvIntro: 'Su CV es personal. Aquí se explica exactamente adónde va y quién puede verlo.',
      cvPoints: {
        storage:
          'El archivo se almacena en el servidor de esta instancia de Kairos: en su directorio de datos o en el almacenamiento de objetos que haya configurado el operador.',
        checks:
          'Se comprueba por su contenido, no por el nombre del archivo: solo se aceptan archivos PDF, DOC, DOCX y TXT de hasta 10 MB.',
        local:
          'Se analiza en el servidor con el motor propio de Kairos. Ningún texto del CV se envía a terceros, salvo que el operador haya configurado un modelo de lenguaje externo; el texto que redacte un modelo así siempre se identifica como tal.',
        database: 'Los resultados se guardan en la base de datos, vinculados a su cuenta.',
        visibility:
          'Su CV y su análisis solo son visibles para usted y, únicamente a efectos de la administración de cuentas, para los administradores de la instancia.',
      },
      resultsTitle: 'Qué produce el análisis',
      resultsIntro: 'El análisis es la base de todas las demás partes de Kairos.',
      results: {
        skills: {
          title: 'Competencias',
          description: 'Competencias técnicas y profesionales encontradas en su CV, agrupadas por categoría.',
        },
        experience: {
          title: 'Experiencia y formación',
          description: 'Sus puestos, empleadores y fechas, y su formación, en orden.',
        },
        languages: {
          title: 'Idiomas',
          description: 'Los idiomas que habla y el idioma en que está redactado su CV.',
        },
        talents: {
          title: 'Talentos ocultos',
          description: 'Puntos fuertes que su CV sugiere pero no nombra, cada uno con pruebas y un nivel de confianza.',
        },
        insights: {
          title: 'Observaciones',
          description: 'Observaciones y recomendaciones en las que se basan el coach, las perspectivas y las vistas de mercado.',
        },
        failures: {
          title: 'Errores claros',
          description:
            'Si un archivo no se puede leer —por ejemplo, un PDF cifrado o que solo contiene imágenes—, se conserva junto con el motivo y puede volver a intentarlo.',
        },
      },
      cta: {
        title: '¿Todo listo para empezar?',
        body: 'Cree su cuenta gratuita y suba su CV. Puede informarse en cualquier momento sobre cómo protegemos sus datos.',
        getStarted: 'Empiece gratis',
        privacy: 'Privacidad desde el diseño',
      },
    },
  } satisfies Translation<typeof marketingEn>,
};
