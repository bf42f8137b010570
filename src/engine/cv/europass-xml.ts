/**
 * A CV record as Europass CV XML (the SkillsPassport schema v3.x that the Europass editor imports).
 * Pure; fields the record does not know are left out, never invented.
 */
import type { CvAnalysis, CvDate } from './types';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, inner: string | null | undefined): string => (inner ? `<${name}>${inner}</${name}>` : '');
const txt = (name: string, value: string | null | undefined): string => (value?.trim() ? `<${name}>${esc(value.trim())}</${name}>` : '');

function date(name: string, d: CvDate | null): string {
  if (!d) return '';
  const [y, m] = d.split('-');
  return `<${name} year="${y}"${m ? ` month="--${m}"` : ''}/>`;
}

export function toEuropassXml(record: CvAnalysis): string {
  const p = record.personalInfo;
  const [first, ...rest] = (p.name ?? '').trim().split(/\s+/);
  const identification = el(
    'Identification',
    el('PersonName', txt('FirstName', first) + txt('Surname', rest.join(' '))) +
      el(
        'ContactInfo',
        (p.location ? el('Address', el('Contact', txt('Municipality', p.location))) : '') +
          (p.email ? el('Email', txt('Contact', p.email)) : '') +
          (p.phone ? el('TelephoneList', el('Telephone', txt('Contact', p.phone))) : '') +
          (p.links.length ? el('WebsiteList', p.links.map((l) => el('Website', txt('Contact', l))).join('')) : ''),
      ),
  );
  const work = record.experience
    .map((e) =>
      el(
        'WorkExperience',
        el('Period', date('From', e.startDate) + (e.current ? '<Current>true</Current>' : date('To', e.endDate))) +
          el('Position', txt('Label', e.position)) +
          txt('Activities', e.description) +
          el('Employer', txt('Name', e.company) + (e.location ? el('ContactInfo', el('Address', el('Contact', txt('Municipality', e.location)))) : '')),
      ),
    )
    .join('');
  const education = record.education
    .map((e) =>
      el(
        'Education',
        el('Period', date('From', e.startDate) + date('To', e.endDate)) +
          txt('Title', e.degree ?? e.field) +
          el('Organisation', txt('Name', e.institution)) +
          (e.field ? el('Field', txt('Label', e.field)) : ''),
      ),
    )
    .join('');
  const mother = record.languages.filter((l) => l.level === 'native');
  const foreign = record.languages.filter((l) => l.level !== 'native');
  const cefr = (level: string | null): string => {
    const c = /^[ABC][12]$/i.test(level?.trim() ?? '') ? level!.trim().toUpperCase() : null;
    return c ? el('ProficiencyLevel', ['Listening', 'Reading', 'SpokenInteraction', 'SpokenProduction', 'Writing'].map((k) => `<${k}>${c}</${k}>`).join('')) : '';
  };
  const linguistic =
    (mother.length ? el('MotherTongueList', mother.map((l) => el('MotherTongue', el('Description', txt('Label', l.name)))).join('')) : '') +
    (foreign.length ? el('ForeignLanguageList', foreign.map((l) => el('ForeignLanguage', el('Description', txt('Label', l.name)) + cefr(l.level))).join('')) : '');
  const skills = el('Skills', el('Linguistic', linguistic) + (record.skills.length ? el('Computer', txt('Description', record.skills.map((s) => s.name).join(', '))) : ''));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" locale="en">' +
    '<DocumentInfo><DocumentType>ECV</DocumentType><Generator>Kairos</Generator><XSDVersion>V3.4</XSDVersion></DocumentInfo>' +
    el(
      'LearnerInfo',
      identification +
        (record.summary ? el('Headline', el('Description', txt('Label', record.summary.slice(0, 500)))) : '') +
        el('WorkExperienceList', work) +
        el('EducationList', education) +
        skills,
    ) +
    '</SkillsPassport>\n'
  );
}
