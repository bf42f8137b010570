// English resources of the 'marketing' namespace. Only claims that are true of the product belong here.
export const marketingEn = {
  landing: {
    hero: {
      eyebrow: 'Privacy-first career intelligence for Europe',
      // spec: 'with AI Intelligence'; Kairos's analysis is its own rule-based engine, not a language model (ADR 018)
      title: 'Transform Your Career with Career Intelligence',
      subtitle:
        'Upload your CV and Kairos turns it into a clear picture of your skills, experience and hidden talents — analysed on Kairos’ own server — then helps you act on it with a career coach, profile perspectives and European market data.',
      getStarted: 'Get Started Free',
      exploreFeatures: 'Explore Features',
      factsLabel: 'Key facts',
      facts: {
        free: 'Free to start',
        languages: 'Reads CVs in English, German, French, Spanish, Italian and Dutch',
        noTrackers: 'No third-party trackers or advertising',
      },
    },
    features: {
      title: 'Everything your CV can tell you',
      subtitle: 'One upload, analysed on the server, becomes the basis for every part of Kairos.',
      items: {
        cvAnalysis: {
          title: 'CV analysis on our own server',
          description:
            'Upload a PDF, DOC, DOCX or TXT file. Kairos reads it on its own server and extracts your skills, experience, education and languages — in English, German, French, Spanish, Italian or Dutch.',
        },
        hiddenTalents: {
          title: 'Hidden talents, with evidence',
          description:
            'Kairos points out strengths your CV suggests but never names, and shows the lines of your own CV that support each one. You decide which ones to validate.',
        },
        coach: {
          title: 'Career coach',
          description:
            'Ask about your next step and get answers grounded in your own analysis — your skills, your experience, your talents — not generic advice. Kairos’s own engine writes the answers; only where an operator adds a language model are its answers marked as AI.',
        },
        perspectives: {
          title: 'Profile perspectives',
          description:
            'See your profile the way different readers see it: a technical view, an executive view, an HR and recruiter view, and a public portfolio.',
        },
        market: {
          title: 'European market intelligence',
          description:
            'Explore European companies, compare countries and see which skills are in demand, so you know where your profile fits.',
        },
        tasks: {
          title: 'Tasks and progress',
          description: 'Turn insights into concrete tasks, keep track of what is done and follow your progress over time.',
        },
      },
    },
    howItWorks: {
      title: 'How it works',
      subtitle: 'From sign-up to your next career move in four steps.',
      stepLabel: 'Step {{number}}',
      learnMore: 'Learn more about how it works',
    },
    privacy: {
      eyebrow: 'Swiss and European by design',
      title: 'Privacy first, by default',
      body: 'Your CV is analysed on our server and never sent to a third party — unless the operator of this Kairos instance has configured an external language model, and then every text it writes is labelled.',
      points: {
        noTrackers: 'No third-party trackers, no advertising, no data sold',
        security: 'Passwords hashed with argon2id, sessions in httpOnly cookies',
        control: 'Download all your data or delete your account yourself, at any time, in Settings',
      },
      learnMore: 'Read about privacy by design',
    },
    cta: {
      title: 'See what your CV says about you',
      body: 'Create a free account, upload your CV and review your analysis and hidden talents.',
      getStarted: 'Get Started Free',
      howItWorks: 'How it works',
    },
  },
  steps: {
    account: {
      title: 'Create your account',
      short: 'Sign up with your e-mail address and confirm it. Free to start.',
      long: 'Sign up with your e-mail address and a password of at least 8 characters, then confirm your address with the link we send you. Kairos is free to start, and no payment details are needed.',
    },
    upload: {
      title: 'Upload your CV',
      short: 'PDF, DOC, DOCX or TXT, up to 10 MB. The analysis runs on the server.',
      long: 'Drop in your CV as a PDF, DOC, DOCX or TXT file of up to 10 MB. Kairos checks the file by its content, stores it and analyses it in the background on its own server. You can follow its status while you wait.',
    },
    review: {
      title: 'Review your analysis and hidden talents',
      short: 'Check the skills, experience, education and languages found, and the talents behind them.',
      long: 'See the skills, experience, education and languages Kairos found in your CV, and the hidden talents it suggests — each with the evidence from your own CV and a confidence level. Validate the talents that fit you, or mark them for review.',
    },
    act: {
      title: 'Act on it',
      short: 'Ask the career coach, plan tasks and explore European market data.',
      long: 'Ask the career coach about your next step, look at your profile from different perspectives, explore European companies, countries and skill demand, and turn what you learn into tasks you can track.',
    },
  },
  howItWorksPage: {
    title: 'How Kairos works',
    intro:
      'Kairos reads your CV on its own server, turns it into a structured analysis and builds everything else — talents, coaching, perspectives and market insight — on that analysis. Here is what happens, step by step.',
    stepsTitle: 'Four steps',
    cvTitle: 'What happens to your CV',
    cvIntro: 'Your CV is personal. This is exactly where it goes and who can see it.',
    cvPoints: {
      storage:
        'The file is stored on the server of this Kairos instance — in its data directory, or in the object storage the operator has configured.',
      checks: 'It is checked by its content, not its file name: only PDF, DOC, DOCX and TXT files of up to 10 MB are accepted.',
      local:
        'It is analysed on the server by Kairos’ own engine. No CV text is sent to a third party, unless the operator has configured an external language model — text written by such a model is always labelled.',
      database: 'The results are stored in the database, tied to your account.',
      visibility:
        'Your CV and analysis are visible only to you — and, for account administration only, to the administrators of the instance.',
    },
    resultsTitle: 'What the analysis produces',
    resultsIntro: 'The analysis is the basis for every other part of Kairos.',
    results: {
      skills: {
        title: 'Skills',
        description: 'Technical and professional skills found in your CV, grouped by category.',
      },
      experience: {
        title: 'Experience and education',
        description: 'Your positions, employers and dates, and your education, in order.',
      },
      languages: {
        title: 'Languages',
        description: 'The languages you speak, and the language your CV is written in.',
      },
      talents: {
        title: 'Hidden talents',
        description: 'Strengths your CV suggests but does not name, each with evidence and a confidence level.',
      },
      insights: {
        title: 'Insights',
        description: 'Observations and recommendations that the coach, perspectives and market views build on.',
      },
      failures: {
        title: 'Clear errors',
        description:
          'If a file cannot be read — for example an encrypted or image-only PDF — it stays stored with the reason, and you can try again.',
      },
    },
    cta: {
      title: 'Ready to start?',
      body: 'Create your free account and upload your CV. You can read more about how we protect your data at any time.',
      getStarted: 'Get Started Free',
      privacy: 'Privacy by design',
    },
  },
} as const;
