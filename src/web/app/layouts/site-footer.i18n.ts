// English resources of the 'footer' namespace.
export const footerEn = {
  tagline: 'Beyond CVs — discover your potential.',
  language: 'Language',
  columns: {
    product: {
      title: 'Product',
      links: {
        howItWorks: 'How It Works',
        getStarted: 'Get Started',
        signIn: 'Sign In',
      },
    },
    privacySecurity: {
      title: 'Privacy & Security',
      links: {
        privacyByDesign: 'Privacy by Design',
        dataSovereignty: 'Data Sovereignty',
        swissCompliance: 'Swiss Compliance',
        securityModel: 'Security Model',
        accessControls: 'Access Controls',
        dataMinimization: 'Data Minimization',
        transparency: 'Transparency',
      },
    },
    yourRights: {
      title: 'Your Rights',
      links: {
        gdprRights: 'GDPR Rights',
        dataPortability: 'Data Portability',
        rightToErasure: 'Right to Erasure',
        consentManagement: 'Consent Management',
      },
    },
    legal: {
      title: 'Legal',
      links: {
        privacy: 'Privacy Policy',
        terms: 'Terms of Service',
        dpa: 'Data Processing Agreement',
        swissLaw: 'Swiss Law',
      },
    },
  },
  copyright: '© 2026 Kairos',
} as const;
