// Error, not-found and access-guard texts from the spec (namespace 'errors').
export const errorsEn = {
  route: {
    title: 'Something went wrong',
    reassurance: "Don't worry, your data is safe.",
    errorId: 'Error ID',
    reporting: 'Reporting the error...',
    unknownMessage: 'An unexpected error occurred',
  },
  fatal: {
    title: 'Application Error',
    version: 'Version {{version}}',
  },
  notFound: {
    title: 'Page Not Found',
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  guards: {
    verifyingAccess: 'Verifying your access...',
    checkingPermissions: 'Checking permissions...',
    verifyingPermissions: 'Verifying permissions...',
    securityErrorTitle: 'Security Error',
    securityErrorMessage: 'Failed to verify administrative privileges. Please try refreshing the page.',
    accessDeniedTitle: 'Access Denied',
    accessDeniedMessage: 'Administrator privileges required to access this content.',
    insufficientTitle: 'Insufficient Permissions',
    insufficientMessage: "You don't have the required permission: {{permission}}",
  },
  role: {
    verifyFailed: 'Failed to verify role',
  },
} as const;
