/**
 * Certifications and paths people weigh against each other, each with the taxonomy skills it
 * certifies (by name, resolved through the taxonomy, so a renamed skill drops out rather than
 * breaking). A Kairos choice of common European certifications; anything else named in a comparison
 * is looked up as a skill of the taxonomy itself.
 */
import { fold } from '../cv/text';
import type { Skill } from '../taxonomy/skill-schema';
import { resolveSkill } from '../taxonomy/taxonomy';

interface Certification {
  name: string;
  aliases: readonly string[];
  skills: readonly string[];
}

const CERTIFICATIONS: readonly Certification[] = [
  { name: 'CPIM', aliases: ['apics cpim', 'ascm cpim', 'certified in planning and inventory management'], skills: ['Supply Chain Planning', 'Inventory Management', 'Demand Planning', 'Material Requirements Planning', 'Sales and Operations Planning'] },
  { name: 'CSCP', aliases: ['apics cscp', 'certified supply chain professional'], skills: ['Supply Chain Management', 'Logistics', 'Procurement'] },
  { name: 'Six Sigma Black Belt', aliases: ['six sigma black belt', 'lean six sigma black belt', 'black belt', 'lssbb', 'six sigma'], skills: ['Six Sigma', 'Lean', 'Statistics', 'Process Optimization', 'Quality Management'] },
  { name: 'Six Sigma Green Belt', aliases: ['six sigma green belt', 'lean six sigma green belt', 'green belt'], skills: ['Six Sigma', 'Lean', 'Quality Management'] },
  { name: 'PMP', aliases: ['pmp', 'project management professional', 'pmi pmp'], skills: ['Project Management', 'Risk Management', 'Stakeholder Management'] },
  { name: 'PRINCE2', aliases: ['prince2', 'prince 2', 'prince2 practitioner'], skills: ['PRINCE2', 'Project Management'] },
  { name: 'Scrum', aliases: ['scrum', 'psm', 'csm', 'scrum master', 'professional scrum master', 'certified scrum master'], skills: ['Scrum', 'Agile'] },
  { name: 'ITIL', aliases: ['itil', 'itil 4', 'itil foundation'], skills: ['ITIL', 'IT Service Management'] },
  { name: 'CFA', aliases: ['cfa', 'chartered financial analyst'], skills: ['Financial Analysis', 'Investment Management', 'Financial Modelling'] },
  { name: 'ACCA', aliases: ['acca'], skills: ['Accounting', 'Financial Reporting', 'Auditing'] },
  { name: 'AWS Certified Solutions Architect', aliases: ['aws certification', 'aws certified', 'aws solutions architect', 'aws'], skills: ['Amazon Web Services', 'Cloud Architecture'] },
  { name: 'Azure certification', aliases: ['azure certification', 'az-900', 'az-104', 'azure'], skills: ['Microsoft Azure', 'Cloud Computing'] },
  { name: 'CISSP', aliases: ['cissp'], skills: ['Information Security', 'Risk Management'] },
  { name: 'Google Data Analytics Certificate', aliases: ['google data analytics', 'google data analytics certificate'], skills: ['Data Analysis', 'SQL', 'Tableau'] },
  { name: 'MBA', aliases: ['mba', 'executive mba', 'master of business administration'], skills: ['Strategic Planning', 'Business Strategy', 'Leadership'] },
];

export interface ComparisonOption {
  /** as Kairos names it */
  name: string;
  /** the taxonomy skills it stands for (a plain skill stands for itself) */
  skills: Skill[];
}

const INDEX = new Map<string, Certification>();
for (const c of CERTIFICATIONS) for (const a of [c.name, ...c.aliases]) INDEX.set(fold(a), c);

const resolved = new Map<Certification, Skill[]>();
function certSkills(c: Certification): Skill[] {
  let skills = resolved.get(c);
  if (!skills) {
    skills = c.skills.map((n) => resolveSkill(n)).filter((s): s is Skill => !!s);
    skills = skills.filter((s, i) => skills!.findIndex((x) => x.id === s.id) === i);
    resolved.set(c, skills);
  }
  return skills;
}

/** A certification or skill a comparison names ("CPIM", "Six Sigma Black Belt", "SQL"), or null. */
export function findOption(text: string): ComparisonOption | null {
  const key = fold(text).replace(/[^\p{L}\p{N}+# -]/gu, '').replace(/\s+/g, ' ').trim();
  if (key.length < 2) return null;
  const cert = INDEX.get(key);
  if (cert) return { name: cert.name, skills: certSkills(cert) };
  // a skill of the taxonomy named as a path ("Python or Java?"): only whole, specific names
  if (key.length < 3 && !/^[a-z]\+*$|^r$/.test(key)) return null;
  const skill = resolveSkill(text.trim());
  return skill && fold(skill.name).length >= 2 ? { name: skill.name, skills: [skill] } : null;
}
