// Spanish strings of the signed-in home page (namespace 'dashboard').
import type { Translation } from '@/web/app/translation';
import type { dashboardEn } from '@/web/features/dashboard/i18n';

export default {
  dashboard: {
    title: 'Panel',
    greeting: 'Hola, {{name}}',
    intro: 'Este es su espacio en Kairos. Elija adónde quiere ir ahora.',
    account: {
      title: 'Su cuenta',
      email: 'Correo electrónico',
      verified: 'Verificado',
      notVerified: 'Aún sin verificar',
    },
    sectionsTitle: 'Sus herramientas profesionales',
    analysisTitle: 'Análisis detallado',
    talentsTitle: 'Talentos ocultos',
    section: {
      collapse: 'Contraer {{title}}',
      expand: 'Desplegar {{title}}',
    },
    cards: {
      cvUpload: {
        title: 'Subir un CV',
        description: 'Suba un archivo PDF, DOC, DOCX o TXT y deje que Kairos analice sus competencias y su experiencia.',
      },
      hiddenTalents: {
        title: 'Talentos ocultos',
        description: 'Descubra los puntos fuertes que su CV muestra, pero no nombra.',
      },
      coach: {
        title: 'Coach de IA',
        description: 'Plantee preguntas sobre su carrera y obtenga respuestas basadas en su propio perfil.',
      },
      perspectives: {
        title: 'Perspectivas',
        description: 'Vea su perfil como lo vería un responsable técnico, un directivo o un reclutador.',
      },
      marketIntelligence: {
        title: 'Inteligencia de mercado',
        description: 'Tendencias de competencias y oportunidades en los mercados europeos.',
      },
      settings: {
        title: 'Ajustes',
        description: 'Preferencias de idioma, notificaciones y privacidad.',
      },
    },
  } satisfies Translation<typeof dashboardEn>,
};
