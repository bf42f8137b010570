// Spanish strings of the shell: namespaces 'common', 'nav', 'errors' and 'footer'.
import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import type { commonEn } from '@/web/app/locales/en/common';
import type { errorsEn } from '@/web/app/locales/en/errors';
import type { navEn } from '@/web/app/locales/en/nav';
import type { themesEn } from '@/web/app/locales/en/themes';
import type { Translation } from '@/web/app/translation';

export default {
  common: {
    appName: 'Kairos',
    documentTitle: 'Kairos — inteligencia profesional',
    pageTitle: '{{title}} · Kairos',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando...',
    closeNotification: 'Cerrar notificación',
    comingSoon: 'Próximamente',
    available: 'Disponible',
    colorScheme: {
      toDark: 'Cambiar al modo oscuro',
      toLight: 'Cambiar al modo claro',
    },
    actions: {
      goHome: 'Ir al inicio',
      goBack: 'Volver',
      tryAgain: 'Reintentar',
      retry: 'Reintentar',
      reloadPage: 'Recargar página',
      reloadApplication: 'Recargar aplicación',
    },
    roleChange: {
      changed: 'Su rol se ha cambiado a: {{role}}',
      roles: { user: 'Usuario', admin: 'Administrador' },
    },
  } satisfies Translation<typeof commonEn>,

  nav: {
    mainNavigation: 'Navegación principal',
    publicNavigation: 'Navegación del sitio',
    openNavigation: 'Abrir navegación',
    closeNavigation: 'Cerrar navegación',
    accountMenu: 'Menú de la cuenta',
    public: {
      features: 'Funciones',
      howItWorks: 'Cómo funciona',
      privacy: 'Privacidad',
      signIn: 'Iniciar sesión',
      getStarted: 'Empezar',
      dashboard: 'Panel',
    },
    app: {
      dashboard: 'Panel',
      cvs: 'CV',
      hiddenTalents: 'Talentos ocultos',
      aiCoach: 'Coach de IA',
      perspectives: 'Perspectivas',
      tasks: 'Tareas',
      jobs: 'Ofertas de empleo',
      performance: 'Rendimiento',
      marketIntel: 'Mercado laboral',
      admin: 'Administración',
      marketData: 'Datos de mercado',
      designSystem: 'Sistema de diseño',
      brand: 'Marcas',
      operations: 'Operaciones',
    },
    user: {
      profile: 'Perfil',
      settings: 'Ajustes',
      signOut: 'Cerrar sesión',
    },
    pages: {
      onboarding: 'Primeros pasos',
      profile: 'Perfil',
      perspectives: 'Perspectivas del perfil',
      careerCoach: 'Coach profesional de IA',
      hiddenTalents: 'Talentos ocultos',
      intelligentDashboard: 'Panel inteligente',
      tasks: 'Gestión de tareas',
      tasksAdvancedAnalytics: 'Análisis avanzado de tareas',
      cvUpload: 'Subir un CV',
      cvList: 'Sus CV',
      cvDetail: 'Detalles del CV',
      performance: 'Seguimiento del rendimiento',
      marketIntelligence: 'Inteligencia del mercado europeo',
      settings: 'Ajustes',
      admin: 'Panel de administración',
      designTokens: 'Tokens de diseño',
      advancedDesignSystem: 'Muestra del sistema de diseño',
      managementDesignSystem: 'Gestión del sistema de diseño',
      managementCulturalThemes: 'Gestión de temas culturales',
      managementDesignTokens: 'Gestión de tokens de diseño',
    },
  } satisfies Translation<typeof navEn>,

  errors: {
    route: {
      title: 'Algo ha salido mal',
      reassurance: 'No se preocupe: sus datos están a salvo.',
      errorId: 'ID del error',
      reporting: 'Notificando el error...',
      unknownMessage: 'Se ha producido un error inesperado',
    },
    fatal: {
      title: 'Error de la aplicación',
      version: 'Versión {{version}}',
    },
    notFound: {
      title: 'Página no encontrada',
      message: 'La página que busca no existe o se ha trasladado.',
    },
    guards: {
      verifyingAccess: 'Verificando su acceso...',
      checkingPermissions: 'Comprobando permisos...',
      verifyingPermissions: 'Verificando permisos...',
      securityErrorTitle: 'Error de seguridad',
      securityErrorMessage: 'No se han podido verificar los privilegios de administrador. Intente actualizar la página.',
      accessDeniedTitle: 'Acceso denegado',
      accessDeniedMessage: 'Se necesitan privilegios de administrador para acceder a este contenido.',
      insufficientTitle: 'Permisos insuficientes',
      insufficientMessage: 'No tiene el permiso necesario: {{permission}}',
    },
    role: {
      verifyFailed: 'No se ha podido verificar el rol',
    },
  } satisfies Translation<typeof errorsEn>,

  footer: {
    tagline: 'Más allá del CV: descubra su potencial.',
    language: 'Idioma',
    columns: {
      product: {
        title: 'Producto',
        links: {
          howItWorks: 'Cómo funciona',
          getStarted: 'Empezar',
          signIn: 'Iniciar sesión',
        },
      },
      privacySecurity: {
        title: 'Privacidad y seguridad',
        links: {
          privacyByDesign: 'Privacidad desde el diseño',
          dataSovereignty: 'Soberanía de los datos',
          swissCompliance: 'Cumplimiento normativo suizo',
          securityModel: 'Modelo de seguridad',
          accessControls: 'Control de acceso',
          dataMinimization: 'Minimización de datos',
          transparency: 'Transparencia',
        },
      },
      yourRights: {
        title: 'Sus derechos',
        links: {
          gdprRights: 'Derechos del RGPD',
          dataPortability: 'Portabilidad de los datos',
          rightToErasure: 'Derecho de supresión',
          consentManagement: 'Gestión del consentimiento',
        },
      },
      legal: {
        title: 'Legal',
        links: {
          privacy: 'Política de privacidad',
          terms: 'Condiciones del servicio',
          dpa: 'Contrato de encargo del tratamiento',
          swissLaw: 'Derecho suizo',
        },
      },
    },
    copyright: '© 2026 Kairos',
  } satisfies Translation<typeof footerEn>,
  themes: {
    picker: {
      label: 'Tema cultural',
      description: 'Colores, tipografía y movimiento de toda la interfaz, tomados de la tradición de diseño de una cultura.',
      loadError: 'No se pudieron cargar los temas culturales.',
      retry: 'Reintentar',
      saved: 'Tema cultural aplicado: {{name}}',
      saveFailed: 'No se pudo guardar tu tema cultural. Inténtalo de nuevo.',
    },
    generated: {
      label: 'Generado por IA',
      engineLabel: 'Generado por el motor de Kairos',
      local: 'Generado en el propio servidor de Kairos mediante un análisis basado en reglas de tus datos; sin modelo externo.',
      llm: 'Escrito por el modelo de lenguaje externo del operador ({{model}}) a partir de tu pregunta y de tus propios datos.',
    },
  } satisfies Translation<typeof themesEn>,
};
