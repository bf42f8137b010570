import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const en: Locale = {
  id: 'en',
  lang: 'en',
  country: 'United Kingdom',
  firstNames: {
    f: ['Charlotte', 'Aoife', 'Hannah', 'Priya', 'Siobhán', 'Emily', 'Zoë', 'Rachel'],
    m: ['Oliver', 'Callum', 'James', 'Rhys', 'Daniel', 'Owen', 'Samuel', 'Ciarán'],
  },
  lastNames: ['Whitfield', "O'Brien", 'Patel', 'Harrington', 'McAllister', 'Thompson', 'Llewellyn', 'Okafor', 'Fletcher', 'Gallagher'],
  cities: [
    { city: 'Manchester', postcode: 'M14 5RT' },
    { city: 'Leeds', postcode: 'LS6 2AB' },
    { city: 'Bristol', postcode: 'BS7 8QH' },
    { city: 'Glasgow', postcode: 'G12 8QQ' },
    { city: 'Cardiff', postcode: 'CF24 4HQ' },
    { city: 'Dublin', postcode: 'D06 F7X2' },
  ],
  streets: ['Wilmslow Road', 'Cardigan Road', 'Gloucester Road', 'Byres Road', 'Richmond Road', 'Ranelagh Road'],
  address: '{no} {street}, {city} {postcode}',
  phones: ['07700 900###', '+44 7700 900###', '+44 20 7946 0###'],
  legalForms: ['Ltd', 'plc', 'LLP'],
  employers: {
    health: ['{city} Royal Infirmary', "St {last}'s Hospital", '{last} Healthcare {legal}'],
    build: ['{last} Construction {legal}', '{last} & Sons Electrical {legal}', '{city} Build Partners {legal}'],
    hospitality: ['The {last} Hotel', "{last}'s Brasserie", '{city} Grand Hotel {legal}'],
    logistics: ['{last} Freight {legal}', '{city} Distribution {legal}', 'Northway Logistics {legal}'],
    retail: ['{last} Home & Garden {legal}', '{city} Cash & Carry {legal}', 'Brightwell Retail {legal}'],
    office: ['{last} & Co. {legal}', '{last} Partners {legal}', '{city} Advisory {legal}'],
    industry: ['{last} Engineering {legal}', '{city} Motors {legal}', '{last} Fleet Services {legal}'],
    public: ['{city} City Council', '{city} Police Service', 'HM Revenue & Customs'],
    education: ['{city} Primary School', "St {last}'s Academy", 'University of {city}'],
    agri: ['{last} Farms {legal}', '{last} Estate'],
    aviation: ['Skylark Airways {legal}', '{city} Airport Flight Training {legal}'],
    tech: ['{last} Data {legal}', 'Brightloop Software {legal}', '{city} Analytics {legal}'],
    media: ['{city} Evening Post', '{last} Studio {legal}', '{last} Language Services {legal}'],
  },
  headings: {
    profile: 'Profile',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certifications',
    interests: 'Interests',
    contact: 'Contact',
    personal: 'Personal Details',
  },
  labels: { phone: 'Phone', email: 'Email', address: 'Address', born: 'Date of birth' },
  birthDate: false,
  months,
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  dateStyles: ['MMM YYYY', 'MMMM YYYY', 'MM/YYYY'],
  present: ['Present', 'present', 'Current'],
  since: ['since {d}'],
  levels: {
    native: ['native', 'mother tongue'],
    fluent: ['fluent', 'full professional proficiency'],
    good: ['good', 'conversational'],
    basic: ['basic', 'elementary'],
  },
  languageNames: { en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pl: 'Polish', pt: 'Portuguese', nl: 'Dutch' },
  institutions: {
    university: [
      'University of Manchester',
      'University of Leeds',
      'University of Bristol',
      'University of Glasgow',
      'Cardiff University',
      'Trinity College Dublin',
    ],
    vocational: ['Manchester College', 'Leeds City College', 'City of Glasgow College', 'Cardiff and Vale College'],
    school: ['Parrs Wood High School', 'Roundhay School', 'Cotham School'],
  },
  occ: occ(`
    nurse = Staff Nurse | Clinical Nurse Manager | BSc (Hons) Adult Nursing
    electrician = Electrician | Electrical Supervisor | Level 3 NVQ Diploma in Electrotechnical Services
    accountant = Assistant Accountant | Financial Accountant | BA (Hons) Accounting and Finance
    chef = Chef de Partie | Head Chef | Level 3 Diploma in Professional Cookery
    teacher = Primary Teacher | Assistant Head Teacher | PGCE Primary Education
    logistics-planner = Transport Planner | Senior Logistics Planner | BSc Logistics and Supply Chain Management
    lawyer = Solicitor | Senior Associate | LLB Law
    hr-manager = HR Advisor | HR Manager | MA Human Resource Management
    pilot = First Officer | Captain | Integrated ATPL(A) course
    sales-rep = Sales Representative | Key Account Manager | BA (Hons) Business Management
    civil-engineer = Site Engineer | Project Engineer | MEng Civil Engineering
    pharmacist = Community Pharmacist | Pharmacy Manager | MPharm Pharmacy
    social-worker = Social Worker | Senior Social Worker | BA (Hons) Social Work
    architect = Architectural Assistant | Project Architect | MArch Architecture
    journalist = Reporter | Senior Reporter | BA (Hons) Journalism
    mechanic = Vehicle Technician | Workshop Supervisor | Level 3 Diploma in Light Vehicle Maintenance
    hotel-manager = Front Office Manager | Hotel General Manager | BA (Hons) International Hospitality Management
    police-officer = Police Constable | Police Sergeant | Policing Education Qualifications Framework
    translator = Translator | Senior Translator | MA Translation Studies
    data-analyst = Data Analyst | Senior Data Analyst | BSc Mathematics and Statistics
    marketing-manager = Marketing Executive | Marketing Manager | BA (Hons) Marketing
    researcher = Research Assistant | Postdoctoral Research Fellow | PhD Molecular Biology
    software-engineer = Software Engineer | Senior Software Engineer | BSc Computer Science
    physiotherapist = Physiotherapist | Senior Physiotherapist | BSc (Hons) Physiotherapy
    farmer = Farm Assistant | Farm Manager | Level 3 Extended Diploma in Agriculture
    buyer = Assistant Buyer | Senior Buyer | BSc Business and Procurement
    carpenter = Carpenter | Site Foreman | Level 3 Diploma in Site Carpentry
    retail-manager = Assistant Store Manager | Store Manager | Level 3 Diploma in Retail Management
    customs-officer = Border Force Officer | Higher Officer | Level 4 Certificate in Customs Practice
    dental-assistant = Dental Nurse | Lead Dental Nurse | NEBDN National Diploma in Dental Nursing
    graphic-designer = Graphic Designer | Senior Designer | BA (Hons) Graphic Design
    bank-advisor = Customer Adviser | Mortgage Adviser | BSc Banking and Finance
  `),
  bullets: [
    'Managed a team of {n} people',
    'Reduced costs by {p} % within {m} months',
    'Handled budgets of up to {k}',
    'Trained and onboarded {n} new colleagues',
  ],
  interests: ['Fell running', 'Choir', 'Volunteering at a food bank', 'Cooking'],
  summaries: [
    '{title} with {years} years of experience, known for calm organisation and reliable results.',
    'Experienced {title} ({years} years) who enjoys improving processes and developing people.',
  ],
};
