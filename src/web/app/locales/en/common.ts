// English strings shared by the whole shell (namespace 'common').
export const commonEn = {
  appName: 'Kairos',
  documentTitle: 'Kairos — career intelligence',
  pageTitle: '{{title}} · Kairos',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  closeNotification: 'Close notification',
  comingSoon: 'Coming soon',
  available: 'Available',
  colorScheme: {
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  actions: {
    goHome: 'Go Home',
    goBack: 'Go Back',
    tryAgain: 'Try Again',
    retry: 'Retry',
    reloadPage: 'Reload Page',
    reloadApplication: 'Reload Application',
  },
  /** a live notice (toast, or a browser notification while the tab is hidden) */
  roleChange: {
    changed: 'Your role was changed to {{role}}',
    roles: { user: 'User', admin: 'Administrator' },
  },
} as const;
