import type { Locale } from '../../types';
import { occ } from '../locale-helpers';
import { en } from './en';

export const enUS: Locale = {
  ...en,
  id: 'en-US',
  country: 'United States',
  firstNames: {
    f: ['Ashley', 'Jessica', 'María', 'Tanisha', 'Megan', 'Lauren', 'Keisha', 'Nicole'],
    m: ['Tyler', 'Brandon', 'José', 'Marcus', 'Kevin', 'Jordan', 'Derek', 'Austin'],
  },
  lastNames: ['Johnson', 'Ramírez', 'Kowalczyk', 'Washington', 'Nguyen', 'Brooks', 'Henderson', 'Castillo', 'Sullivan', 'Mitchell'],
  cities: [
    { city: 'Columbus', postcode: '43215', region: 'OH' },
    { city: 'Chicago', postcode: '60614', region: 'IL' },
    { city: 'Austin', postcode: '78704', region: 'TX' },
    { city: 'Denver', postcode: '80205', region: 'CO' },
    { city: 'Charlotte', postcode: '28203', region: 'NC' },
    { city: 'Portland', postcode: '97214', region: 'OR' },
  ],
  streets: ['N High St', 'W Armitage Ave', 'S Congress Ave', 'Larimer St', 'East Blvd', 'SE Belmont St'],
  address: '{no} {street}, {city}, {region} {postcode}',
  phones: ['(312) 555-01##', '(614) 555-01##', '512-555-01##', '+1 303 555 01##'],
  legalForms: ['Inc.', 'LLC', 'Corp.'],
  employers: {
    ...en.employers,
    health: ['{city} General Hospital', 'Mercy Health {city}', '{last} Family Pharmacy {legal}'],
    public: ['City of {city}', '{city} Police Department', 'U.S. Customs and Border Protection'],
    education: ['{city} Public Schools', 'Lincoln Elementary School', 'Ohio State University'],
  },
  headings: { ...en.headings, experience: 'Professional Experience', skills: 'Skills', profile: 'Summary' },
  months: en.months,
  monthsShort: en.monthsShort,
  dateStyles: ['MMM YYYY', 'MMMM YYYY', 'MM/YYYY'],
  present: ['Present', 'Current'],
  institutions: {
    university: [
      'The Ohio State University',
      'University of Illinois Chicago',
      'The University of Texas at Austin',
      'University of Colorado Denver',
      'Portland State University',
    ],
    vocational: ['Columbus State Community College', 'Austin Community College', 'Central Piedmont Community College'],
    school: ['Lincoln Park High School', 'East High School'],
  },
  occ: occ(`
    nurse = Registered Nurse | Charge Nurse | Bachelor of Science in Nursing
    electrician = Journeyman Electrician | Master Electrician | Electrical Apprenticeship Program
    accountant = Staff Accountant | Senior Accountant | B.S. in Accounting
    chef = Line Cook | Executive Chef | A.A.S. in Culinary Arts
    teacher = 3rd Grade Teacher | Lead Teacher | B.S. in Elementary Education
    logistics-planner = Logistics Coordinator | Logistics Manager | B.S. in Supply Chain Management
    lawyer = Associate Attorney | Senior Associate | Juris Doctor
    hr-manager = HR Generalist | HR Manager | B.A. in Human Resources Management
    pilot = First Officer | Captain | B.S. in Aviation
    sales-rep = Sales Representative | Territory Sales Manager | B.A. in Communication
    civil-engineer = Civil Engineer | Project Engineer | B.S. in Civil Engineering
    pharmacist = Staff Pharmacist | Pharmacy Manager | Doctor of Pharmacy (PharmD)
    social-worker = Case Manager | Clinical Social Worker | Master of Social Work
    architect = Architectural Designer | Project Architect | Master of Architecture
    journalist = Staff Reporter | Senior Editor | B.A. in Journalism
    mechanic = Automotive Technician | Shop Foreman | ASE Automotive Technology Certificate
    hotel-manager = Front Desk Manager | General Manager | B.S. in Hospitality Management
    police-officer = Patrol Officer | Police Sergeant | A.A.S. in Criminal Justice
    translator = Spanish Translator | Lead Translator | B.A. in Spanish
    data-analyst = Data Analyst | Senior Data Analyst | B.S. in Statistics
    marketing-manager = Marketing Specialist | Marketing Manager | B.B.A. in Marketing
    researcher = Research Associate | Senior Scientist | Ph.D. in Biology
    software-engineer = Software Engineer | Senior Software Engineer | B.S. in Computer Science
    physiotherapist = Physical Therapist | Senior Physical Therapist | Doctor of Physical Therapy
    farmer = Farm Hand | Farm Operations Manager | B.S. in Agricultural Science
    buyer = Assistant Buyer | Purchasing Manager | B.B.A. in Supply Chain Management
    carpenter = Carpenter | Lead Carpenter | Carpentry Apprenticeship
    retail-manager = Assistant Store Manager | Store Manager | A.A. in Business
    customs-officer = CBP Officer | Supervisory CBP Officer | B.A. in Criminal Justice
    dental-assistant = Dental Assistant | Lead Dental Assistant | Dental Assisting Certificate
    graphic-designer = Graphic Designer | Art Director | B.F.A. in Graphic Design
    bank-advisor = Personal Banker | Branch Manager | B.S. in Finance
  `),
};
