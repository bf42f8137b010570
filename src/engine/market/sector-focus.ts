/**
 * Typical transformation focus areas per NACE Rev. 2 section. Used only where a company profile
 * has no published focus, and always marked as derived from the industry — never presented as a
 * statement by the company. Terms are chosen to be skills the taxonomy knows, so the relevance
 * rule can match them against a CV.
 */
const FOCUS_BY_SECTION: Readonly<Record<string, readonly string[]>> = {
  A: ['Precision Agriculture', 'Sustainability', 'Supply Chain Management'],
  B: ['Energy Transition', 'Automation', 'Health and Safety', 'Sustainability'],
  C: ['Automation', 'Lean Manufacturing', 'Supply Chain Management', 'Sustainability', 'Data Analysis'],
  D: ['Renewable Energy', 'Energy Transition', 'Smart Grids', 'Data Analysis'],
  E: ['Circular Economy', 'Environmental Management', 'Sustainability'],
  F: ['Building Information Modeling', 'Sustainability', 'Project Management'],
  G: ['E-commerce', 'Supply Chain Management', 'Data Analysis', 'Customer Experience'],
  H: ['Logistics', 'Supply Chain Management', 'Fleet Management', 'Automation'],
  I: ['Customer Experience', 'Digital Marketing', 'Revenue Management'],
  J: ['Cloud Computing', 'Artificial Intelligence', 'Cybersecurity', 'Data Analysis', 'Software Development'],
  K: ['Digital Banking', 'Risk Management', 'Regulatory Compliance', 'Data Analysis', 'Cybersecurity'],
  L: ['Property Management', 'Sustainability', 'Data Analysis'],
  M: ['Consulting', 'Data Analysis', 'Research and Development', 'Project Management'],
  N: ['Process Automation', 'Customer Service', 'Human Resources'],
  O: ['Digital Transformation', 'Data Protection', 'Public Policy'],
  P: ['E-learning', 'Educational Technology', 'Curriculum Development'],
  Q: ['Digital Health', 'Electronic Health Records', 'Patient Care', 'Data Analysis'],
  R: ['Digital Media', 'Content Creation', 'Marketing'],
  S: ['Customer Service', 'Digital Marketing'],
};

export function sectorFocus(naceSection: string): string[] {
  return [...(FOCUS_BY_SECTION[naceSection.trim().toUpperCase()] ?? [])];
}

/**
 * Focus areas that name a broad field, with the taxonomy categories whose skills practise it: a
 * person holding at least FIELD_MATCH_MIN_SKILLS skills of the field matches the focus ("AWS and
 * Docker are Cloud Computing skills"). Specific focuses (Lean Manufacturing) are not fields.
 */
export const FIELD_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'cloud computing': ['cloud-devops'],
  cybersecurity: ['security'],
  'data analysis': ['data'],
  'artificial intelligence': ['data'],
  'software development': ['software'],
  'digital marketing': ['marketing-sales'],
  marketing: ['marketing-sales'],
  'supply chain management': ['logistics-supply-chain'],
  logistics: ['logistics-supply-chain'],
  'patient care': ['healthcare'],
  'digital health': ['healthcare'],
  'human resources': ['hr-people'],
  'regulatory compliance': ['legal-compliance'],
  'project management': ['management-leadership', 'methodologies'],
  consulting: ['business'],
  'customer service': ['hospitality-retail'],
  'customer experience': ['hospitality-retail', 'marketing-sales'],
  'research and development': ['research-science', 'engineering'],
  'e-learning': ['education'],
  'educational technology': ['education'],
  'curriculum development': ['education'],
};

export const FIELD_MATCH_MIN_SKILLS = 2;
