import type { Translation } from '@/web/app/translation';
import type { dashboardEn } from '@/web/features/dashboard/i18n';

export default {
  dashboard: {
    title: 'Dashboard',
    greeting: 'Willkommen, {{name}}',
    intro: 'Das ist Ihre Startseite in Kairos. Wählen Sie, womit Sie weitermachen möchten.',
    account: {
      title: 'Ihr Konto',
      email: 'E-Mail',
      verified: 'Bestätigt',
      notVerified: 'Noch nicht bestätigt',
    },
    sectionsTitle: 'Ihr Karriere-Werkzeugkasten',
    analysisTitle: 'Detaillierte Analyse',
    talentsTitle: 'Verborgene Talente',
    section: {
      collapse: '{{title}} einklappen',
      expand: '{{title}} ausklappen',
    },
    cards: {
      cvUpload: {
        title: 'Lebenslauf hochladen',
        description: 'Laden Sie eine PDF-, DOC-, DOCX- oder TXT-Datei hoch und lassen Sie Kairos Ihre Kompetenzen und Erfahrung auslesen.',
      },
      hiddenTalents: {
        title: 'Verborgene Talente',
        description: 'Entdecken Sie Stärken, die Ihr Lebenslauf zeigt, aber nicht benennt.',
      },
      coach: {
        title: 'KI-Coach',
        description: 'Stellen Sie Karrierefragen und erhalten Sie Antworten, die auf Ihrem eigenen Profil beruhen.',
      },
      perspectives: {
        title: 'Perspektiven',
        description: 'Sehen Sie Ihr Profil so, wie es eine technische Leitung, eine Führungskraft oder ein Recruiter sehen würde.',
      },
      marketIntelligence: {
        title: 'Marktanalyse',
        description: 'Kompetenztrends und Chancen auf den europäischen Märkten.',
      },
      settings: {
        title: 'Einstellungen',
        description: 'Sprache, Benachrichtigungen und Datenschutzeinstellungen.',
      },
    },
  } satisfies Translation<typeof dashboardEn>,
};
