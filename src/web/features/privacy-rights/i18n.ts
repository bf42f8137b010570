// English strings of the 'Your data' tab and the JSON Resume button (namespace 'privacyRights').
// The public privacy pages are the separate namespace 'privacy'.
export const privacyRightsEn = {
  title: 'Your data',
  description: 'Download everything Kairos holds about you, decide on optional processing, or delete your account.',
  export: {
    title: 'Download my data',
    description:
      'One zip archive with your account, profile, settings, CVs (with the original files and their analyses), talents, coaching sessions, perspectives, tasks, consents and security events, plus a README that explains each file.',
    button: 'Download my data',
    preparing: 'Preparing your archive…',
    failed: 'Your data could not be downloaded. Please try again.',
    ready: 'Your archive has been downloaded.',
  },
  consents: {
    title: 'Consents',
    description:
      'Optional processing happens only with your consent. You can withdraw it at any time; every change is recorded with its time.',
    loadFailed: 'Could not load your consents',
    saved: 'Your consent has been recorded.',
    withdrawn: 'Your consent has been withdrawn.',
    saveFailed: 'Your consent could not be saved. Please try again.',
    grantedSince: 'Given on {{date}}',
    withdrawnOn: 'Withdrawn on {{date}}',
    never: 'Not given',
    externalModelNotConfigured: 'No external model is configured on this instance, so nothing is sent either way.',
    purposes: {
      external_model: {
        label: 'External language model',
        description:
          'Let the AI coach send your question and a summary of your profile to the external language model configured by the operator of this instance. Without consent, Kairos’ own engine answers.',
      },
      public_portfolio: {
        label: 'Public portfolio',
        description:
          'Make your public perspective visible to anyone with its link. This is the same switch as “Public” profile visibility in Privacy.',
      },
      analytics: {
        label: 'Usage analytics',
        description:
          'Record which pages you open (page and time only, no IP address) to help improve Kairos. This is the same switch as analytics in Privacy.',
      },
    },
    history: {
      title: 'History',
      empty: 'No consent recorded yet.',
      caption: 'Every consent you gave or withdrew, newest first',
      purpose: 'Purpose',
      granted: 'Given',
      withdrawn: 'Withdrawn',
      stillGiven: '—',
    },
  },
  delete: {
    title: 'Delete account',
    description:
      'Deletes your account and everything linked to it: profile, settings, CVs and their files, analyses, talents, coaching sessions, perspectives, tasks, consents, notifications and analytics. This cannot be undone. Security log entries are kept without any personal data.',
    button: 'Delete my account',
    modalTitle: 'Delete your account?',
    modalBody: 'Everything linked to your account is deleted at once and cannot be restored. Consider downloading your data first.',
    emailLabel: 'Type your e-mail address to confirm',
    emailPlaceholder: '{{email}}',
    confirm: 'Delete my account for ever',
    cancel: 'Cancel',
    close: 'Close',
    mismatch: 'Type your e-mail address to confirm',
    failed: 'Your account could not be deleted. Please try again.',
    deleted: 'Your account and your data have been deleted.',
  },
  jsonResume: {
    download: 'Download JSON Resume',
  },
} as const;
