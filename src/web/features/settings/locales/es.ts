import type { Translation } from '@/web/app/translation';
import type { settingsEn } from '@/web/features/settings/i18n';

export default {
  settings: {
    title: 'Configuración',
    intro: 'Cómo le mantiene informado Kairos, qué pueden ver los demás y cómo se ve la aplicación.',
    loadFailed: 'No se pudo cargar su configuración',
    tabsLabel: 'Secciones de la configuración',
    autosave: 'Los cambios se guardan en cuanto los hace.',
    tabs: {
      profile: 'Perfil',
      notifications: 'Notificaciones',
      privacy: 'Privacidad',
      preferences: 'Preferencias',
    },
    notifications: {
      title: 'Notificaciones',
      description: 'Elija sobre qué le informa Kairos y de qué manera.',
      emailNotifications: {
        label: 'Notificaciones por correo',
        description: 'Correos sobre sus propios análisis, por ejemplo cuando un análisis de CV está listo.',
      },
      pushNotifications: {
        label: 'Notificaciones del navegador',
        description: 'Un aviso de este navegador cuando un análisis de CV termina o falla mientras Kairos está en segundo plano.',
      },
      weeklyInsights: {
        label: 'Resumen semanal',
        description: 'Un resumen semanal de sus avances y de las novedades.',
      },
      marketUpdates: {
        label: 'Novedades del mercado',
        description: 'Noticias sobre los mercados laborales y las competencias que le interesan.',
      },
      push: {
        unsupported: 'Este navegador no puede mostrar notificaciones, así que las notificaciones del navegador siguen desactivadas.',
        denied:
          'Su navegador bloquea las notificaciones de Kairos, así que las notificaciones del navegador siguen desactivadas. Permita las notificaciones de este sitio en la configuración del navegador y vuelva a activarlas.',
        dismissed: 'Las notificaciones del navegador siguen desactivadas: el navegador no concedió el permiso.',
        notAllowedHere: 'Las notificaciones del navegador están activadas en su configuración, pero este navegador aún no las ha permitido.',
        allow: 'Permitir en este navegador',
      },
    },
    privacy: {
      title: 'Privacidad',
      description: 'Usted decide qué es visible y qué se recopila. Todo permanece desactivado hasta que usted lo active.',
      visibility: {
        label: 'Visibilidad del perfil',
        private: 'Privado',
        privateHint: 'Solo usted ve su perfil y sus perspectivas. Al pasar a privado, su portafolio público se oculta de inmediato.',
        public: 'Público',
        publicHint: 'Su perspectiva «Portafolio público» puede abrirla cualquier persona que tenga su dirección para compartir.',
      },
      openPerspectives: 'Ir a sus perspectivas',
      dataSharing: {
        label: 'Compartir datos anonimizados',
        description: 'Permita que Kairos use sus datos, anonimizados y agregados, para mejorar los análisis de mercado para todos.',
      },
      analytics: {
        label: 'Permitir estadísticas anónimas',
        description: 'Kairos solo registra visitas anónimas a las páginas si usted lo permite.',
      },
    },
    preferences: {
      title: 'Preferencias',
      description: 'Idioma, zona horaria y apariencia, iguales en todos los dispositivos en los que inicie sesión.',
      language: {
        label: 'Idioma',
        description: 'El idioma de toda la interfaz.',
      },
      timezone: {
        label: 'Zona horaria',
        description: 'Las fechas y horas se muestran en esta zona horaria. Hora actual allí: {{time}}.',
        cities: {
          'Europe/Berlin': 'Berlín',
          'Europe/London': 'Londres',
          'Europe/Paris': 'París',
          'America/New_York': 'Nueva York',
        },
      },
      theme: {
        label: 'Tema',
        description: '«Sistema» sigue el ajuste claro u oscuro de su dispositivo.',
        light: 'Claro',
        dark: 'Oscuro',
        system: 'Sistema',
      },
      culturalContext: {
        label: 'Contexto cultural',
        description: 'La cultura laboral que Kairos debe tener en cuenta para usted.',
        options: {
          european: 'Europa (general)',
          dach: 'Alemania, Austria, Suiza',
          france: 'Francia',
          benelux: 'Benelux',
          nordic: 'Países nórdicos',
          uk_ireland: 'Reino Unido e Irlanda',
          southern_europe: 'Europa del Sur',
          central_eastern_europe: 'Europa Central y del Este',
          north_america: 'Norteamérica',
        },
      },
    },
    toasts: {
      saved: 'Configuración guardada',
      saveFailed: 'No se pudo guardar su configuración. Inténtelo de nuevo.',
    },
  } satisfies Translation<typeof settingsEn>,
};
