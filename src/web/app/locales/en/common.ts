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
  planned: {
    message: 'This part of Kairos is being built and will arrive in a coming release.',
    backToDashboard: 'Back to dashboard',
  },
} as const;
