import type { Translation } from '@/web/app/translation';
import type { dashboardEn } from '@/web/features/dashboard/i18n';

export default {
  dashboard: {
    title: 'Dashboard',
    greeting: 'Welkom, {{name}}',
    intro: 'Dit is je startpagina in Kairos. Kies waar je verder wilt gaan.',
    account: {
      title: 'Je account',
      email: 'E-mail',
      verified: 'Bevestigd',
      notVerified: 'Nog niet bevestigd',
    },
    sectionsTitle: 'Je loopbaangereedschap',
    analysisTitle: 'Uitgebreide analyse',
    talentsTitle: 'Verborgen talenten',
    section: {
      collapse: '{{title}} inklappen',
      expand: '{{title}} uitklappen',
    },
    cards: {
      cvUpload: {
        title: 'Cv uploaden',
        description: 'Upload een pdf-, doc-, docx- of txt-bestand en laat Kairos je vaardigheden en ervaring uitlezen.',
      },
      hiddenTalents: {
        title: 'Verborgen talenten',
        description: 'Ontdek sterke punten die je cv laat zien maar niet benoemt.',
      },
      coach: {
        title: 'AI-coach',
        description: 'Stel loopbaanvragen en krijg antwoorden die gebaseerd zijn op je eigen profiel.',
      },
      perspectives: {
        title: 'Perspectieven',
        description: 'Bekijk je profiel zoals een tech lead, een directielid of een recruiter het zou zien.',
      },
      marketIntelligence: {
        title: 'Marktanalyse',
        description: 'Trends in vaardigheden en kansen op de Europese markten.',
      },
      settings: {
        title: 'Instellingen',
        description: 'Taal, meldingen en privacyvoorkeuren.',
      },
    },
  } satisfies Translation<typeof dashboardEn>,
};
