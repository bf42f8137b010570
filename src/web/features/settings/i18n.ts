// English strings of the settings screen (namespace 'settings', loaded with /settings).
export const settingsEn = {
  title: 'Settings',
  intro: 'How Kairos keeps in touch, what others can see, and how the app looks for you.',
  loadFailed: 'Could not load your settings',
  tabsLabel: 'Settings sections',
  autosave: 'Changes are saved as soon as you make them.',
  tabs: {
    profile: 'Profile',
    notifications: 'Notifications',
    privacy: 'Privacy',
    preferences: 'Preferences',
  },
  notifications: {
    title: 'Notifications',
    description: 'Choose what Kairos tells you about, and how.',
    emailNotifications: {
      label: 'Email notifications',
      description: 'Emails about your own analyses, for example when a CV analysis is ready.',
    },
    pushNotifications: {
      label: 'Browser notifications',
      description: 'A notification from this browser when a CV analysis finishes or fails while Kairos is in the background.',
    },
    weeklyInsights: {
      label: 'Weekly insights',
      description: 'A weekly digest of your progress and new insights.',
    },
    marketUpdates: {
      label: 'Market updates',
      description: 'News about the job markets and skills that matter to you.',
    },
    push: {
      unsupported: 'This browser cannot show notifications, so browser notifications stay off.',
      denied:
        'Your browser blocks notifications from Kairos, so browser notifications stay off. Allow notifications for this site in your browser’s settings, then turn them on again.',
      dismissed: 'Browser notifications stay off: the browser’s permission was not given.',
      notAllowedHere: 'Browser notifications are on in your settings, but this browser has not allowed them yet.',
      allow: 'Allow in this browser',
    },
  },
  privacy: {
    title: 'Privacy',
    description: 'You decide what is visible and what is collected. Everything is off until you turn it on.',
    visibility: {
      label: 'Profile visibility',
      private: 'Private',
      privateHint: 'Only you can see your profile and perspectives. Switching to private hides your Public Portfolio at once.',
      public: 'Public',
      publicHint: 'Your Public Portfolio perspective can be opened by anyone with its shareable address.',
    },
    openPerspectives: 'Go to your perspectives',
    dataSharing: {
      label: 'Share anonymised data',
      description: 'Let Kairos use your data, anonymised and aggregated, to improve market insights for everyone.',
    },
    analytics: {
      label: 'Allow anonymous analytics',
      description: 'Kairos records anonymous page views only if you allow it.',
    },
  },
  preferences: {
    title: 'Preferences',
    description: 'Language, time zone and appearance, the same on every device you sign in with.',
    language: {
      label: 'Language',
      description: 'The language of the whole interface.',
    },
    timezone: {
      label: 'Time zone',
      description: 'Dates and times are shown in this time zone. It is now {{time}} there.',
      cities: {
        'Europe/Berlin': 'Berlin',
        'Europe/London': 'London',
        'Europe/Paris': 'Paris',
        'America/New_York': 'New York',
      },
    },
    theme: {
      label: 'Theme',
      description: 'System follows the light or dark setting of your device.',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    culturalContext: {
      label: 'Cultural context',
      description: 'The working culture you want Kairos to keep in mind.',
      options: {
        european: 'Europe (general)',
        dach: 'Germany, Austria, Switzerland',
        france: 'France',
        benelux: 'Benelux',
        nordic: 'Nordic countries',
        uk_ireland: 'United Kingdom and Ireland',
        southern_europe: 'Southern Europe',
        central_eastern_europe: 'Central and Eastern Europe',
        north_america: 'North America',
      },
    },
  },
  toasts: {
    saved: 'Settings saved',
    saveFailed: 'Could not save your settings. Please try again.',
  },
} as const;
