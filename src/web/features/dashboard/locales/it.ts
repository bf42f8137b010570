import type { Translation } from '@/web/app/translation';
import type { dashboardEn } from '@/web/features/dashboard/i18n';

export default {
  dashboard: {
    title: 'Dashboard',
    greeting: 'Ciao, {{name}}',
    intro: 'Questa è la tua home su Kairos. Scegli da dove continuare.',
    account: {
      title: 'Il tuo account',
      email: 'E-mail',
      verified: 'Verificato',
      notVerified: 'Non ancora verificato',
    },
    sectionsTitle: 'I tuoi strumenti di carriera',
    analysisTitle: 'Analisi dettagliata',
    talentsTitle: 'Talenti nascosti',
    section: {
      collapse: 'Comprimi {{title}}',
      expand: 'Espandi {{title}}',
    },
    cards: {
      cvUpload: {
        title: 'Carica un CV',
        description: 'Carica un file PDF, DOC, DOCX o TXT e lascia che Kairos legga le tue competenze e la tua esperienza.',
      },
      hiddenTalents: {
        title: 'Talenti nascosti',
        description: 'Scopri i punti di forza che il tuo CV mostra ma non nomina.',
      },
      coach: {
        title: 'Coach AI',
        description: 'Fai domande sulla tua carriera e ricevi risposte basate sul tuo profilo.',
      },
      perspectives: {
        title: 'Prospettive',
        description: 'Guarda il tuo profilo come lo vedrebbe un tech lead, un dirigente o un recruiter.',
      },
      marketIntelligence: {
        title: 'Analisi di mercato',
        description: 'Tendenze delle competenze e opportunità sui mercati europei.',
      },
      settings: {
        title: 'Impostazioni',
        description: 'Lingua, notifiche e preferenze sulla privacy.',
      },
    },
  } satisfies Translation<typeof dashboardEn>,
};
