// English resources of the 'privacy' namespace. Every statement must stay true of the software:
// Kairos is self-hostable, the operator of an instance is the controller, and no certification is held.
export const privacyEn = {
  lastUpdated: 'Last updated: 22 November 2026',
  relatedTitle: 'Related pages',
  sectionsLabel: 'On this page',
  notFound: {
    title: 'Page not found',
    body: 'There is no privacy page at this address.',
    link: 'Go to Privacy by Design',
  },
  pages: {
    privacyByDesign: {
      title: 'Privacy by Design',
      summary:
        'Kairos is built so that your career data stays on the Kairos instance you use. Privacy is the default, not a setting you have to find: your CV is analysed on the server, nothing is shared for advertising, and access is limited to what each role needs.',
      sections: [
        {
          heading: 'Analysis on the server, not in someone else’s cloud',
          body: 'Your CV is read and analysed by Kairos’ own engine on the server of this instance. No CV text is sent to an external service unless the operator of the instance has configured an external language model; text written by such a model is labelled in the interface.',
        },
        {
          heading: 'No trackers, no advertising',
          body: 'Kairos contains no third-party analytics, tracking pixels or advertising, and your data is not sold. It is used only to provide the features you use.',
        },
        {
          heading: 'Secure defaults',
          body: 'Passwords are hashed with argon2id. Sessions are kept in httpOnly, SameSite cookies that page scripts cannot read. E-mail verification is required, and sign-in, sign-up, password reset and magic links are rate-limited.',
        },
        {
          heading: 'You stay in control',
          body: 'You can download a copy of all your data, give or withdraw consent for optional processing and delete your account yourself, under Settings → Your data. For any other request, contact the operator (administrator) of this instance.',
        },
      ],
    },
    dataSovereignty: {
      title: 'Data Sovereignty',
      summary:
        'Kairos is self-hostable software. Whoever runs an instance decides where it runs, and your data stays on that instance’s own infrastructure.',
      sections: [
        {
          heading: 'Where your data lives',
          body: 'Account data and analyses are stored in a database: an embedded database in the instance’s data directory, or the operator’s own PostgreSQL server. Uploaded CV files are stored in the data directory or in S3-compatible object storage configured by the operator.',
        },
        {
          heading: 'Who is responsible',
          body: 'The operator of the instance — the organisation or person running it — is the controller of your data and chooses where it is hosted. Ask the operator if you want to know the hosting location.',
        },
        {
          heading: 'No hidden transfers',
          body: 'Kairos does not send your data to the makers of the software or to any other third party. The only optional outbound path for CV content is an external language model that the operator explicitly configures, and its output is labelled. E-mails such as verification and sign-in links are delivered through the operator’s mail server.',
        },
      ],
    },
    swissCompliance: {
      title: 'Swiss Compliance',
      summary:
        'Kairos is designed with the revised Swiss Federal Act on Data Protection (revFADP, also called nFADP), in force since 1 September 2023, in mind. Whether a particular instance complies depends on how its operator runs it; Kairos itself holds no certification.',
      sections: [
        {
          heading: 'Principles Kairos builds on',
          body: 'The revFADP asks for privacy by design and by default, proportionality, purpose limitation, data security and transparency. Kairos reflects these with analysis on the server, minimal data collection, secure defaults and clear information about processing.',
        },
        {
          heading: 'What Kairos gives operators',
          body: 'Tools that help an operator meet their obligations:',
          items: [
            'Data kept on the operator’s own infrastructure',
            'A security log of sign-ins, failed sign-ins and password resets',
            'Role-based access (user, admin) enforced on the server',
            'A label on every text written by an external language model',
          ],
        },
        {
          heading: 'What we do not claim',
          body: 'Kairos is not certified under any Swiss or international scheme. An operator who needs a certification or a data protection impact assessment has to obtain it for their own instance.',
        },
      ],
    },
    gdprRights: {
      title: 'Your GDPR Rights',
      summary:
        'Where the EU General Data Protection Regulation applies, you have rights over your personal data. This page lists them and explains how to exercise them in Kairos today.',
      sections: [
        {
          heading: 'Your rights',
          body: 'Under the GDPR you have the right to:',
          items: [
            'Access — get a copy of your personal data and information about its processing (Art. 15)',
            'Rectification — have inaccurate data corrected; you can edit your profile yourself (Art. 16)',
            'Erasure — have your data deleted (Art. 17)',
            'Restriction — have processing limited while a question is resolved (Art. 18)',
            'Portability — receive the data you provided in a machine-readable format (Art. 20)',
            'Objection — object to processing based on legitimate interests (Art. 21)',
          ],
        },
        {
          heading: 'How to exercise them',
          body: 'Access, portability, erasure and consent are self-service under Settings → Your data: download all your data as one archive, delete your account, and give or withdraw consent for optional processing. For any other request, contact the operator (administrator) of this instance, who is the controller. The controller has to answer within one month; for complex requests this can be extended by two further months.',
        },
        {
          heading: 'Complaints',
          body: 'You can lodge a complaint with the data protection supervisory authority of your country (Art. 77). In Switzerland, the authority is the Federal Data Protection and Information Commissioner (FDPIC).',
        },
      ],
    },
    dataPortability: {
      title: 'Data Portability',
      summary:
        'You have the right to receive the personal data you provided in a structured, commonly used, machine-readable format, and to take it to another service.',
      sections: [
        {
          heading: 'What an export contains',
          body: 'An export covers the data tied to your account:',
          items: [
            'Account details: your name, e-mail address, sign-in methods and current sessions (never your password or session tokens)',
            'Profile information and settings you entered',
            'Your uploaded CV files, unchanged',
            'Analysis results: skills, experience, education, languages and hidden talents',
            'Coaching sessions, perspectives and tasks',
            'Your consents with their history, the notification e-mails sent to you and your analytics page views (if you allowed them)',
            'Security events about your account (type and time)',
          ],
        },
        {
          heading: 'How to get it',
          body: 'Open Settings → Your data and choose “Download my data”: you receive one zip archive of JSON files together with your original CV files and a README that explains each file. Each analysed CV can also be downloaded from its page as JSON Resume (jsonresume.org), a format other CV tools can import.',
        },
      ],
    },
    rightToErasure: {
      title: 'Right to Erasure',
      summary:
        'You can ask for your account and the personal data linked to it to be deleted — the “right to be forgotten” of Art. 17 GDPR and the right to deletion under the Swiss revFADP.',
      sections: [
        {
          heading: 'What is deleted',
          body: 'Your account, sign-in methods and sessions, your profile and settings, your uploaded CV files with their analyses and hidden talents, your coaching sessions, perspectives and tasks, your consents, your notification records and your analytics page views. Everything is deleted at once, in one step.',
        },
        {
          heading: 'What is kept, and why',
          body: 'Security log entries about your account (such as sign-ins) are kept so that the operator can investigate security incidents, but without personal data: the link to your account, the IP address, the browser and your e-mail address are removed, and the deletion itself is logged without any of them. E-mails already sent to you cannot be recalled. Data the operator must keep by law may be kept, and backups made by the operator expire according to the operator’s backup schedule.',
        },
        {
          heading: 'How to delete your account',
          body: 'Open Settings → Your data, choose “Delete my account” and type your e-mail address to confirm. You are signed out at once. Consider downloading your data first.',
        },
      ],
    },
    accessControls: {
      title: 'Access Controls',
      summary:
        'Every request is checked on the server: who you are, and whether your role allows what you ask for. What the browser shows or hides is never the only protection.',
      sections: [
        {
          heading: 'Two roles',
          body: 'Kairos has two roles: user and admin. Users see and manage only their own CVs, analyses, talents, coaching sessions and tasks. Admins manage accounts and roles and review security events.',
        },
        {
          heading: 'Enforced on the server',
          body: 'Each part of the API declares who may use it, and the server checks this on every request. A request for someone else’s data is refused.',
        },
        {
          heading: 'Sessions',
          body: 'After sign-in, your session is stored on the server and referenced by an httpOnly, SameSite cookie that page scripts cannot read. Signing out ends the session on the server.',
        },
      ],
    },
    consentManagement: {
      title: 'Consent Management',
      summary:
        'Kairos processes your data to provide the service you signed up for. It shows no cookie banner because it uses no tracking or advertising cookies.',
      sections: [
        {
          heading: 'Cookies and storage',
          body: 'Kairos only uses what the service needs: a session cookie that keeps you signed in, and your browser’s local storage for preferences such as language and colour scheme, and for unfinished onboarding steps. There are no analytics, advertising or third-party cookies.',
        },
        {
          heading: 'Optional processing',
          body: 'Three kinds of processing are optional and happen only with your consent: sending your questions to the AI coach to an external language model, if the operator has configured one (without consent, Kairos’ own engine answers; text written by the model is always labelled); a public portfolio that anyone with its link can see; and usage analytics (which pages you open and when, without your IP address). Each consent is recorded with the time you gave it.',
        },
        {
          heading: 'Changing your mind',
          body: 'Give or withdraw each consent at any time under Settings → Your data, where every change is listed with its time. The public profile and analytics switches under Settings → Privacy are the same consents. To stop all processing of your data, delete your account there.',
        },
      ],
    },
    securityModel: {
      title: 'Security Model',
      summary:
        'Kairos protects accounts and data with proven building blocks, and records security events so that misuse can be noticed.',
      sections: [
        {
          heading: 'Accounts and passwords',
          body: 'Signing in is protected at every step:',
          items: [
            'Passwords are hashed with argon2id and never stored in plain text',
            'Your e-mail address must be verified before you can sign in',
            'Sign-in, sign-up, password reset and magic links are rate-limited',
            'Sessions live on the server, referenced by httpOnly, SameSite cookies',
          ],
        },
        {
          heading: 'Security log',
          body: 'Sign-ins, failed sign-ins and password resets are recorded with the time, IP address and user agent. Administrators use this log to detect attacks on accounts; Kairos uses it for security monitoring only.',
        },
        {
          heading: 'Uploads',
          body: 'Uploaded files are checked by their content, not their name. Only PDF, DOC, DOCX and TXT files of up to 10 MB are accepted.',
        },
      ],
    },
    dataMinimization: {
      title: 'Data Minimization',
      summary:
        'Kairos asks only for what it needs to give you a useful analysis, and keeps it only on the instance you use.',
      sections: [
        {
          heading: 'What we ask for',
          body: 'An e-mail address and a password to create your account; your CV, if you want it analysed; and, only if you choose to add them, your name and professional details in your profile.',
        },
        {
          heading: 'What we do not collect',
          body: 'No tracking across websites, no advertising profiles, no data bought from third parties, and no access to your contacts or social networks.',
        },
        {
          heading: 'What the security log holds',
          body: 'For security events only: the time, the type of event, your IP address and user agent. It is used to protect accounts, not to build profiles.',
        },
      ],
    },
    transparency: {
      title: 'Transparency',
      summary:
        'You should know what Kairos does with your data, and where each result comes from.',
      sections: [
        {
          heading: 'How your CV is analysed',
          body: 'Kairos’ engine reads your CV using rules and a curated skills taxonomy. Each hidden talent shows the evidence from your own CV that it is based on and a confidence level, so you can judge it yourself.',
        },
        {
          heading: 'Labelled AI text',
          body: 'When the operator connects an external language model, every text it writes is labelled, so you always know whether you are reading Kairos’ own analysis or generated text.',
        },
        {
          heading: 'You decide',
          body: 'The analysis makes suggestions; you decide what to do with them. You can validate hidden talents or mark them for review. Kairos makes no decisions about you that have legal or similarly significant effects.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      summary:
        'This policy explains how personal data is processed on this Kairos instance. The operator of the instance — the organisation or person that runs it — is the controller and your contact for every question or request about your data.',
      sections: [
        {
          heading: 'What is processed, and why',
          body: 'Kairos processes:',
          items: [
            'Account data (e-mail address, name, password hash) — to provide your account',
            'CVs and profile information — to analyse them and show you the results',
            'Coaching questions, perspectives and tasks — to provide those features',
            'Security events (time, IP address, user agent) — to protect accounts',
          ],
        },
        {
          heading: 'Legal basis',
          body: 'Processing is necessary to provide the service you asked for (Art. 6(1)(b) GDPR). Security logging rests on the legitimate interest in protecting accounts and the service (Art. 6(1)(f) GDPR).',
        },
        {
          heading: 'Where it is stored and who receives it',
          body: 'Data is stored on the instance’s own server, in its database and data directory or the operator’s object storage. No third party receives your CV text unless the operator has configured an external language model, whose output is labelled. E-mails are delivered through the operator’s mail server. There are no trackers or advertising.',
        },
        {
          heading: 'Retention and your rights',
          body: 'Your data is kept while your account exists and deleted on request (see Right to Erasure). You have the rights described on Your GDPR Rights and, in Switzerland, under the revFADP.',
        },
      ],
    },
    terms: {
      title: 'Terms of Service',
      summary:
        'Plain-language terms for using Kairos. This instance is provided by its operator, who is responsible for running it and may add terms of their own.',
      sections: [
        {
          heading: 'The service',
          body: 'Kairos helps you understand your CV, skills and career options. Its analysis, hidden talents, coaching and market data are suggestions to support your own decisions, not guarantees of any outcome.',
        },
        {
          heading: 'Your account and content',
          body: 'Keep your password safe and upload only CVs and content you are entitled to use. Your content remains yours; it is used only to provide the service to you.',
        },
        {
          heading: 'Fair use',
          body: 'Do not try to access other people’s data, overload the service or get around its security measures. The operator may suspend accounts that do.',
        },
        {
          heading: 'The operator',
          body: 'The operator of this instance is responsible for its availability and support. Contact the operator with any question about these terms.',
        },
      ],
    },
    dpa: {
      title: 'Data Processing Agreement',
      summary:
        'An organisation that has Kairos run on its behalf — for example for its staff or clients — needs a data processing agreement with whoever runs the instance (Art. 28 GDPR, Art. 9 revFADP). This page outlines what such an agreement covers.',
      sections: [
        {
          heading: 'Roles',
          body: 'The organisation that decides why and how personal data is processed is the controller. A party that hosts or runs the instance on its behalf is a processor and acts only on the controller’s documented instructions.',
        },
        {
          heading: 'What Kairos supports',
          body: 'The software helps both sides keep their commitments:',
          items: [
            'Processing confined to the instance’s own infrastructure',
            'No sub-processors by default; an external language model or mail provider, if configured, is a sub-processor to be listed',
            'Role-based access control and a security log',
            'Export and deletion of a person’s data on request',
          ],
        },
        {
          heading: 'Getting an agreement',
          body: 'A data processing agreement is concluded between the controller and the operator of the instance. Contact the operator of this instance to request one.',
        },
      ],
    },
    swissLaw: {
      title: 'Swiss Law',
      summary:
        'An overview of the Swiss data protection rules relevant to Kairos: the revised Federal Act on Data Protection (revFADP, also nFADP) and its ordinance, both in force since 1 September 2023.',
      sections: [
        {
          heading: 'Key points of the revFADP',
          body: 'Among other things, the revFADP:',
          items: [
            'Protects the personal data of natural persons',
            'Requires privacy by design and by default (Art. 7)',
            'Requires people to be informed when their personal data is collected (Art. 19)',
            'Grants the right of access (Art. 25) and the right to data portability (Art. 28)',
            'Requires data security breaches likely to cause a high risk to be reported to the FDPIC as soon as possible (Art. 24)',
          ],
        },
        {
          heading: 'How Kairos relates to it',
          body: 'Kairos keeps data on the instance’s own infrastructure, collects little and records security events — features that help an operator comply. Compliance itself depends on how the operator runs the instance.',
        },
        {
          heading: 'Disclosure abroad',
          body: 'Personal data may be disclosed abroad only to countries with adequate protection or with suitable safeguards (Art. 16). If an operator hosts the instance, or an external language model, outside Switzerland, the operator has to make sure this is met.',
        },
      ],
    },
  },
} as const;
