import type { TalentMessages } from './types';

export const en: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Team Leadership',
      description: 'Leads people day to day: sets direction, organises the work and takes responsibility for a team.',
      path: ['Take a first-line leadership programme.', 'Ask for 360-degree feedback and turn it into a development plan.'],
    },
    'budget-ownership': {
      name: 'Budget Ownership',
      description: 'Is trusted with money: plans, controls and answers for a budget or a profit and loss.',
      path: ['Take a "finance for non-finance managers" course.', 'State the budget size and what you achieved with it on your CV.'],
    },
    negotiation: {
      name: 'Negotiation',
      description: 'Reaches agreements that hold: contracts, prices, suppliers, partners and social partners.',
      path: ['Take a structured negotiation course (Harvard method, BATNA).', 'Quantify the outcomes of your negotiations: savings, contract value, terms won.'],
    },
    'people-development': {
      name: 'People Development',
      description: 'Grows other people: mentoring, coaching and onboarding colleagues so they become effective faster.',
      path: ['Take a coaching or mentoring certification.', 'Ask for a formal mentor role and track your mentees’ progress.'],
    },
    'training-facilitation': {
      name: 'Training & Facilitation',
      description: 'Teaches groups and runs sessions well: lessons, trainings and workshops.',
      path: ['Get a train-the-trainer or facilitation certificate.', 'Run an internal workshop and collect participants’ feedback as evidence.'],
    },
    'analytical-thinking': {
      name: 'Analytical Thinking',
      description: 'Breaks questions down and answers them with data, models and careful reasoning.',
      path: ['Deepen one analysis tool you already use (SQL, Python or advanced Excel).', 'Describe one analysis on your CV: question, method, decision it informed.'],
    },
    'data-storytelling': {
      name: 'Data Storytelling',
      description: 'Turns data into reports, dashboards and narratives that help others decide.',
      path: ['Learn a BI tool properly (Power BI or Tableau) and rebuild one of your reports in it.', 'Publish a small portfolio piece that turns a public data set into a clear story.'],
    },
    'building-from-scratch': {
      name: 'Building from Scratch',
      description: 'Creates what did not exist yet: new teams, services, platforms or functions.',
      path: ['Write a one-page story of something you built: starting point, steps, result.', 'Volunteer to set up the next new function or service in your organisation.'],
    },
    'quantified-improvement': {
      name: 'Improving with Numbers',
      description: 'Moves measurable results: sets a baseline, changes the work and shows the difference.',
      path: ['Put a before-and-after figure on each of your main achievements.', 'Learn basic improvement methods (PDCA, A3) to repeat the effect on purpose.'],
    },
    'customer-orientation': {
      name: 'Customer Orientation',
      description: 'Understands what customers, patients or guests need, and acts on it.',
      path: ['Learn a user-research method (interviews, journey mapping).', 'Put a customer metric you moved (satisfaction, complaints, NPS) on your CV.'],
    },
    'cross-team-coordination': {
      name: 'Cross-team Coordination',
      description: 'Makes work flow between teams and departments that do not report to each other.',
      path: ['Map the hand-offs of one process you coordinate and fix the weakest one.', 'Name the teams and sites you coordinate on your CV.'],
    },
    'stakeholder-management': {
      name: 'Stakeholder Management',
      description: 'Aligns people with different interests: management, boards, clients, works councils and authorities.',
      path: ['Map the stakeholders of your current work (power/interest grid).', 'Volunteer to present to a steering committee or a board.'],
    },
    'crisis-handling': {
      name: 'Crisis Handling',
      description: 'Stays effective when things really go wrong: incidents, emergencies and recalls.',
      path: ['Write a short post-mortem of a crisis you handled: what happened, what you decided, what changed.', 'Take an incident- or business-continuity course (ITIL or ISO 22301 basics).'],
    },
    'project-leadership': {
      name: 'Project Leadership',
      description: 'Drives initiatives from idea to delivery: scope, plan, team, budget and deadline.',
      path: ['Take a project-management certificate (PRINCE2 Foundation, PMI CAPM or Scrum Master).', 'Describe one project on your CV with scope, team, budget and outcome.'],
    },
    'change-management': {
      name: 'Change Management',
      description: 'Helps people through reorganisations, mergers and new ways of working.',
      path: ['Study a change model (Kotter, ADKAR) and map a change you led to it.', 'Volunteer as change lead for the next reorganisation or system roll-out.'],
    },
    'entrepreneurial-initiative': {
      name: 'Entrepreneurial Initiative',
      description: 'Starts and runs things on their own account: a business, a practice or a freelance offer.',
      path: ['Pitch one new initiative with a one-page business case.', 'Join an intrapreneurship or start-up programme to test the talent.'],
    },
    'cross-cultural-communication': {
      name: 'Cross-cultural Communication',
      description: 'Works well across countries and cultures: international teams, clients and colleagues.',
      path: ['Name the countries and cultures you worked with on your CV.', 'Take an intercultural-competence training.'],
    },
    'conflict-resolution': {
      name: 'Conflict Resolution',
      description: 'Calms tense situations and finds solutions both sides accept.',
      path: ['Take a mediation course.', 'Describe one conflict you resolved and what it changed.'],
    },
    'public-speaking': {
      name: 'Public Speaking',
      description: 'Speaks convincingly in front of others: courts, conferences, boards and audiences.',
      path: ['Give a talk at a meetup or professional association.', 'Record yourself presenting and work on one point at a time.'],
    },
    'persuasion-sales': {
      name: 'Selling & Persuasion',
      description: 'Wins people over to an offer: new customers, larger orders, ideas accepted.',
      path: ['Take a consultative-selling course.', 'State targets and results (won accounts, quota reached) on your CV.'],
    },
    'hiring-team-building': {
      name: 'Hiring & Team Building',
      description: 'Finds, chooses and brings in the right people to build a team.',
      path: ['Learn structured interviewing (competency-based questions, scorecards).', 'Say how many people you hired and how long they stayed.'],
    },
    'planning-scheduling': {
      name: 'Planning & Scheduling',
      description: 'Plans people, vehicles and capacity so that the work gets done on time.',
      path: ['Learn a planning tool in depth (MS Project, an APS or a rostering system).', 'Quantify what your planning achieved: utilisation, overtime, on-time rate.'],
    },
    'quality-compliance': {
      name: 'Quality & Compliance',
      description: 'Keeps work within standards and rules: audits, quality systems and regulations.',
      path: ['Take an internal-auditor course (ISO 9001 or your sector’s standard).', 'List the audits you prepared or passed on your CV.'],
    },
    'numerical-accuracy': {
      name: 'Accuracy with Figures',
      description: 'Handles figures reliably: closings, reconciliations, payroll and calculations.',
      path: ['Automate one recurring calculation or reconciliation.', 'Name the volume you handle (entries, clients, closings) on your CV.'],
    },
    forecasting: {
      name: 'Forecasting',
      description: 'Looks ahead with numbers: demand, capacity, prices and risks.',
      path: ['Learn a forecasting method beyond spreadsheets (exponential smoothing, ARIMA).', 'Report your forecast accuracy and what it changed.'],
    },
    'problem-solving': {
      name: 'Problem Solving',
      description: 'Finds root causes and fixes them with evidence rather than guesswork.',
      path: ['Learn one structured method (5 Whys, Ishikawa, A3) and use it visibly.', 'Add one problem–cause–fix–result story to your CV.'],
    },
    troubleshooting: {
      name: 'Troubleshooting',
      description: 'Diagnoses faults quickly and gets systems, installations or software working again.',
      path: ['Document a recurring fault and its fix as a guide for colleagues.', 'Take a certification in the systems you repair most.'],
    },
    innovation: {
      name: 'Innovation',
      description: 'Brings new ideas into practice: new products, concepts, menus or services.',
      path: ['Keep an idea log and test one idea a quarter.', 'Describe one innovation you introduced and its effect.'],
    },
    'motivating-others': {
      name: 'Motivating Others',
      description: 'Keeps people engaged and staying: morale, retention and energy in a team.',
      path: ['Measure engagement in your team and act on one finding.', 'Learn about motivation at work (self-determination theory).'],
    },
    'care-empathy': {
      name: 'Care & Empathy',
      description: 'Supports people in difficult situations with patience and understanding.',
      path: ['Take a course in motivational interviewing or trauma-informed care.', 'Describe the people you supported and the difference it made.'],
    },
    advisory: {
      name: 'Advisory',
      description: 'Gives advice that others act on: clients, managers and colleagues.',
      path: ['Write up one piece of advice you gave and its outcome as a short case.', 'Take a consulting-skills course (structuring, recommendations).'],
    },
    'organising-resources': {
      name: 'Organising Resources',
      description: 'Keeps goods, stock, events and logistics in order.',
      path: ['Learn an inventory or event-management tool in depth.', 'Quantify what you organise: stock value, events, guests.'],
    },
    'ownership-accountability': {
      name: 'Ownership & Accountability',
      description: 'Takes full responsibility for a result, a site, a portfolio or a business.',
      path: ['Make the scope of your responsibility explicit on your CV (value, people, sites).', 'Ask for one more area of end-to-end responsibility.'],
    },
    'independent-work': {
      name: 'Working Independently',
      description: 'Runs their own caseload or portfolio without supervision.',
      path: ['Say how large your own portfolio or caseload is.', 'Ask for a project you run alone from start to finish.'],
    },
    'health-safety': {
      name: 'Health & Safety',
      description: 'Keeps people safe at work: risk assessments, prevention and safety roles.',
      path: ['Take a recognised safety qualification for your country.', 'Report a safety result (incidents, audits) on your CV.'],
    },
    'digital-adoption': {
      name: 'Digital Adoption',
      description: 'Brings new systems and software into an organisation and gets people using them.',
      path: ['Take a certification in the system you introduced.', 'Describe one roll-out: system, users, result.'],
    },
    'clear-writing': {
      name: 'Clear Writing',
      description: 'Writes texts others rely on: contracts, policies, guidelines and publications.',
      path: ['Take a plain-language or business-writing course.', 'Add one writing sample or publication to your profile.'],
    },
    'relationship-building': {
      name: 'Relationship Building',
      description: 'Builds and keeps long-term relationships with clients, accounts and partners.',
      path: ['Learn key-account planning.', 'Say how many clients or accounts you look after and for how long.'],
    },
    sustainability: {
      name: 'Sustainability Mindset',
      description: 'Makes work greener: energy, waste, emissions and local sourcing.',
      path: ['Take a sustainability or carbon-accounting course.', 'Quantify one environmental result you achieved.'],
    },
    'civic-engagement': {
      name: 'Civic Engagement',
      description: 'Gives time to others and to the community: volunteering and representation.',
      path: ['Describe your volunteering with its responsibilities and results.', 'Take a board or committee role in an association.'],
    },
    'diversity-inclusion': {
      name: 'Diversity & Inclusion',
      description: 'Makes room for different people and needs: inclusion, accessibility and equal opportunities.',
      path: ['Take a diversity-and-inclusion training.', 'Describe one inclusive practice you introduced.'],
    },
    'revenue-growth': {
      name: 'Revenue Growth',
      description: 'Grows sales, turnover or market share and can show it in figures.',
      path: ['Learn the basics of commercial strategy and pricing.', 'Lead with your growth figures on your CV.'],
    },
    'research-inquiry': {
      name: 'Research & Inquiry',
      description: 'Finds things out systematically: surveys, interviews, studies and audits.',
      path: ['Learn one more research method (survey design, interviews or statistics).', 'Share a research summary as a portfolio piece.'],
    },
    'learning-agility': {
      name: 'Learning Agility',
      description: 'Learns new fields fast: programmes completed while working, career changes.',
      path: ['Plan your next qualification and put it on your CV as in progress.', 'Tell your career change as a story of what you learned.'],
    },
    'cost-optimisation': {
      name: 'Cost Optimisation',
      description: 'Finds savings that last: lower costs, less waste, fewer empty runs.',
      path: ['Learn lean basics to find the next saving.', 'State each saving in money or percent on your CV.'],
    },
  },
  industries: {
    technology: 'Technology',
    finance: 'Finance',
    healthcare: 'Healthcare',
    education: 'Education',
    consulting: 'Consulting',
    retail: 'Retail',
    manufacturing: 'Manufacturing',
    public_sector: 'Public sector',
    hospitality: 'Hospitality',
    logistics: 'Logistics',
    construction: 'Construction',
    social_care: 'Social care',
    legal: 'Legal',
    media: 'Media',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} lines of your CV, from ${roles} roles` : lines > 1 ? `${lines} lines of your CV` : 'one line of your CV';
    const when = latest_year ? `, most recently in ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? '; one states ownership or a figure' : `; ${strong} state ownership or figures`) : '';
    return `Found in ${where}${when}${how}.`;
  },
};
