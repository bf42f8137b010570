import type { Translation } from '@/web/app/translation';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';

export default {
  privacyRights: {
    title: 'Sus datos',
    description: 'Descargue todo lo que Kairos guarda sobre usted, decida sobre los tratamientos opcionales o elimine su cuenta.',
    export: {
      title: 'Descargar mis datos',
      description:
        'Un archivo ZIP con su cuenta, perfil, configuración, CV (con los archivos originales y sus análisis), talentos, sesiones de coaching, perspectivas, tareas, consentimientos y eventos de seguridad, además de un README que explica cada archivo.',
      button: 'Descargar mis datos',
      preparing: 'Preparando su archivo…',
      failed: 'No se han podido descargar sus datos. Inténtelo de nuevo.',
      ready: 'Su archivo se ha descargado.',
    },
    consents: {
      title: 'Consentimientos',
      description:
        'Los tratamientos opcionales solo se realizan con su consentimiento. Puede retirarlo en cualquier momento; cada cambio queda registrado con su fecha y hora.',
      loadFailed: 'No se han podido cargar sus consentimientos',
      saved: 'Su consentimiento se ha registrado.',
      withdrawn: 'Su consentimiento se ha retirado.',
      saveFailed: 'No se ha podido guardar su consentimiento. Inténtelo de nuevo.',
      grantedSince: 'Otorgado el {{date}}',
      withdrawnOn: 'Retirado el {{date}}',
      never: 'No otorgado',
      externalModelNotConfigured: 'En esta instancia no hay ningún modelo externo configurado, así que no se envía nada en ningún caso.',
      purposes: {
        external_model: {
          label: 'Modelo de lenguaje externo',
          description:
            'Permitir que el coach de IA envíe su pregunta y un resumen de su perfil al modelo de lenguaje externo configurado por el operador de esta instancia. Sin su consentimiento, responde el motor propio de Kairos.',
        },
        public_portfolio: {
          label: 'Portafolio público',
          description:
            'Hacer visible su perspectiva pública para cualquier persona que tenga el enlace. Es el mismo interruptor que la visibilidad «Público» del perfil en Privacidad.',
        },
        analytics: {
          label: 'Análisis de uso',
          description:
            'Registrar qué páginas abre (solo la página y la hora, sin dirección IP) para ayudar a mejorar Kairos. Es el mismo interruptor que el de análisis en Privacidad.',
        },
      },
      history: {
        title: 'Historial',
        empty: 'Aún no se ha registrado ningún consentimiento.',
        caption: 'Cada consentimiento que ha otorgado o retirado, del más reciente al más antiguo',
        purpose: 'Finalidad',
        granted: 'Otorgado',
        withdrawn: 'Retirado',
        stillGiven: '—',
      },
    },
    delete: {
      title: 'Eliminar la cuenta',
      description:
        'Elimina su cuenta y todo lo vinculado a ella: perfil, configuración, CV y sus archivos, análisis, talentos, sesiones de coaching, perspectivas, tareas, consentimientos, notificaciones y datos de análisis. Esta acción no se puede deshacer. Las entradas del registro de seguridad se conservan sin ningún dato personal.',
      button: 'Eliminar mi cuenta',
      modalTitle: '¿Eliminar su cuenta?',
      modalBody:
        'Todo lo vinculado a su cuenta se elimina de inmediato y no se puede recuperar. Le recomendamos descargar antes sus datos.',
      emailLabel: 'Escriba su dirección de correo electrónico para confirmar',
      emailPlaceholder: '{{email}}',
      confirm: 'Eliminar mi cuenta definitivamente',
      cancel: 'Cancelar',
      close: 'Cerrar',
      mismatch: 'Escriba su dirección de correo electrónico para confirmar',
      failed: 'No se ha podido eliminar su cuenta. Inténtelo de nuevo.',
      deleted: 'Su cuenta y sus datos se han eliminado.',
    },
    jsonResume: {
      download: 'Descargar JSON Resume',
    },
  } satisfies Translation<typeof privacyRightsEn>,
};
