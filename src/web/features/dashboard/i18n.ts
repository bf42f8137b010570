// English strings of the signed-in home page (namespace 'dashboard').
export const dashboardEn = {
  title: 'Dashboard',
  greeting: 'Welcome, {{name}}',
  intro: 'This is your Kairos home. Pick where you want to go next.',
  account: {
    title: 'Your account',
    email: 'E-mail',
    verified: 'Verified',
    notVerified: 'Not verified yet',
  },
  sectionsTitle: 'Your career toolkit',
  analysisTitle: 'Detailed Analysis',
  talentsTitle: 'Hidden Talents',
  section: {
    collapse: 'Collapse {{title}}',
    expand: 'Expand {{title}}',
  },
  cards: {
    cvUpload: {
      title: 'Upload a CV',
      description: 'Upload a PDF, DOC, DOCX or TXT file and let Kairos read your skills and experience.',
    },
    hiddenTalents: {
      title: 'Hidden talents',
      description: 'Discover strengths your CV shows but does not name.',
    },
    coach: {
      title: 'AI coach',
      description: 'Ask career questions and get answers grounded in your own profile.',
    },
    perspectives: {
      title: 'Perspectives',
      description: 'See your profile as a technical lead, an executive or a recruiter would.',
    },
    marketIntelligence: {
      title: 'Market intelligence',
      description: 'Skill trends and opportunities across European markets.',
    },
    settings: {
      title: 'Settings',
      description: 'Language, notifications and privacy preferences.',
    },
  },
} as const;
