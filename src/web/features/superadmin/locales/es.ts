import type { Translation } from '@/web/app/translation';
import type { superadminEn } from '@/web/features/superadmin/i18n';

export default {
  superadmin: {
    title: 'Panel de superadministración',
    subtitle: 'Visión general de la plataforma y accesos directos para el superadministrador',
    checking: 'Comprobando el estado de administrador...',
    setup: {
      title: 'Configuración del superadministrador',
      intro:
        'Esta cuenta está configurada como superadministrador de esta instalación. Inicialícela para abrir el panel de superadministración; pasará a ser administrador.',
      initialize: 'Inicializar superadministrador',
      initializing: 'Inicializando...',
      success: '¡Cuenta de superadministrador inicializada correctamente!',
      failedWithMessage: 'No se pudo inicializar el superadministrador: {{message}}',
      profileFailed: 'No se pudo actualizar el perfil',
      failed: 'La inicialización ha fallado',
      reloading: 'Recargando la página...',
    },
    error: {
      title: 'La comprobación del estado ha fallado',
      message: 'Hubo un problema al comprobar su estado de administrador. Inténtelo de nuevo.',
      retry: 'Volver a comprobar',
    },
    restricted: {
      title: 'Acceso restringido',
      message: 'Esta área está reservada exclusivamente a superadministradores.',
      home: 'Volver al inicio',
    },
    nav: {
      label: 'Navegación de superadministración',
      superAdmin: 'Superadmin',
      admin: 'Admin',
      dashboard: 'Panel',
      analytics: 'Analítica avanzada',
      signOut: 'Cerrar sesión',
    },
    active: 'La cuenta de superadministrador está activa',
    signedInAs: 'Sesión iniciada como {{email}}',
    figures: {
      title: 'La plataforma de un vistazo',
      loading: 'Cargando las cifras de la plataforma...',
      loadFailed: 'No se pudieron cargar las cifras de la plataforma',
      refresh: 'Actualizar',
      updated: 'Contado el {{time}}',
      users: 'Cuentas',
      administrators: 'Administradores',
      cvsAnalyzed: 'CV analizados',
      cvsFailed: 'Análisis de CV fallidos',
      securityEvents: 'Eventos de seguridad (24 h)',
      suspiciousEvents: 'Sospechosos (24 h)',
      failedJobs: 'Trabajos fallidos (24 h)',
      noQueue: 'Cola no iniciada',
      chartTitle: 'Resultados comparados',
      chartLabel:
        'CV analizados: {{analyzed}}; análisis de CV fallidos: {{failed}}; eventos de seguridad de las últimas 24 horas: {{events}}, de ellos sospechosos: {{suspicious}}.',
      chartCount: 'Cantidad',
    },
    cards: {
      title: 'Áreas',
      admin: {
        title: 'Panel de administración',
        description: 'Gestión de usuarios, cambios de rol y su registro de auditoría, el monitor de seguridad en directo y el estado del sistema.',
        stat: '{{users}} cuentas, {{admins}} administradores',
      },
      analytics: {
        title: 'Analítica avanzada',
        description: 'Analítica de tareas y progreso, con gráficos.',
      },
      authSetup: {
        title: 'Configuración de la autenticación',
        description: 'Cómo están configurados el inicio de sesión, la verificación del correo y los enlaces mágicos.',
      },
      dashboard: {
        title: 'Panel',
        description: 'Su propio panel de carrera, tal como cada persona ve el suyo.',
        stat: '{{analyzed}} CV analizados, {{failed}} fallidos',
      },
      readiness: {
        title: 'Preparación para producción',
        description: 'Comprobaciones para ejecutar Kairos en producción.',
        stat_one: '{{count}} trabajo fallido en las últimas 24 h',
        stat_other: '{{count}} trabajos fallidos en las últimas 24 h',
      },
      integration: {
        title: 'Pruebas de integración',
        description: 'Ejecutar las comprobaciones de integración de los servicios de la plataforma.',
      },
    },
  } satisfies Translation<typeof superadminEn>,
};
