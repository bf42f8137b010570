/**
 * Europass → an import draft. Two generations are read, by local element names:
 * - the Europass CV XML of the 2013–2020 editor (`SkillsPassport` / `LearnerInfo`, schema v3.x),
 * - the Europass profile XML of the current editor (`Candidate`, HR-Open based, europass.eu/1.0).
 * A Europass PDF carries one of them as an embedded file: europass-pdf.ts finds it.
 */
import { englishLanguageName, normaliseLevel } from '../languages';
import type { ImportDraft } from './build';
import { ImportFailure, htmlToText, importDate } from './build';
import type { XmlElement } from './xml';
import { XmlError, child, children, descendants, parseXml, textAt } from './xml';

/** ISO 639-1 codes Europass writes for languages → English names. */
const LANGUAGE_CODES: Record<string, string> = {
  bg: 'Bulgarian', cs: 'Czech', da: 'Danish', de: 'German', el: 'Greek', en: 'English', es: 'Spanish', et: 'Estonian', fi: 'Finnish',
  fr: 'French', ga: 'Irish', hr: 'Croatian', hu: 'Hungarian', is: 'Icelandic', it: 'Italian', lt: 'Lithuanian', lv: 'Latvian',
  mt: 'Maltese', nl: 'Dutch', no: 'Norwegian', pl: 'Polish', pt: 'Portuguese', ro: 'Romanian', ru: 'Russian', sk: 'Slovak',
  sl: 'Slovenian', sq: 'Albanian', sr: 'Serbian', sv: 'Swedish', tr: 'Turkish', uk: 'Ukrainian', ar: 'Arabic', zh: 'Chinese', ja: 'Japanese',
};
const languageName = (labelOrCode: string): string => LANGUAGE_CODES[labelOrCode.toLowerCase()] ?? englishLanguageName(labelOrCode) ?? labelOrCode;

const joinParts = (...parts: (string | null | undefined)[]): string | null => parts.filter((p): p is string => !!p && p.trim() !== '').join(', ') || null;

/** v3: <From year="2015" month="--03" day="---01"/> */
function v3Date(e: XmlElement | undefined): string | null {
  const year = e?.attributes.year;
  if (!year || !/^\d{4}$/.test(year)) return null;
  const month = /\d{1,2}$/.exec(e.attributes.month ?? '')?.[0];
  return month ? `${year}-${month.padStart(2, '0')}` : year;
}

function v3Address(contactInfo: XmlElement | undefined): string | null {
  const a = child(contactInfo, 'Address/Contact');
  return joinParts(textAt(a, 'Municipality'), textAt(a, 'Country/Label') ?? textAt(a, 'Country/Code'));
}

/** A language of a v3 CV: the most common of its five CEFR levels (normaliseLevel picks it). */
function v3Language(e: XmlElement, native: boolean): { name: string; level: string | null } | null {
  const label = textAt(e, 'Description/Label') ?? textAt(e, 'Description/Code');
  if (!label) return null;
  const levels = child(e, 'ProficiencyLevel')?.children.map((c) => c.text.trim()).filter(Boolean) ?? [];
  return { name: languageName(label), level: native ? 'native' : normaliseLevel(levels.join(' ')) };
}

function fromSkillsPassport(root: XmlElement): ImportDraft {
  const learner = child(root, 'LearnerInfo');
  if (!learner) throw new ImportFailure('EMPTY_RECORD', 'The Europass file holds no CV (no LearnerInfo).');
  const id = child(learner, 'Identification');
  const contact = child(id, 'ContactInfo');
  const name = joinParts(textAt(id, 'PersonName/FirstName'), textAt(id, 'PersonName/Surname'))?.replace(', ', ' ') ?? null;
  const phones = children(child(contact, 'TelephoneList'), 'Telephone');
  const links = [...children(child(contact, 'WebsiteList'), 'Website'), ...children(child(contact, 'InstantMessagingList'), 'InstantMessaging')]
    .map((w) => textAt(w, 'Contact'))
    .filter((s): s is string => s !== null && /\./.test(s));
  const experience = children(child(learner, 'WorkExperienceList'), 'WorkExperience').map((w) => {
    const period = child(w, 'Period');
    const current = textAt(period, 'Current') === 'true';
    const employer = child(w, 'Employer');
    return {
      position: textAt(w, 'Position/Label'),
      company: textAt(employer, 'Name'),
      location: v3Address(child(employer, 'ContactInfo')),
      startDate: v3Date(child(period, 'From')),
      endDate: current ? null : v3Date(child(period, 'To')),
      current: current || (!child(period, 'To') && !!child(period, 'From')),
      description: htmlToText(textAt(w, 'Activities')),
    };
  });
  const education = children(child(learner, 'EducationList'), 'Education').map((e) => ({
    institution: textAt(e, 'Organisation/Name'),
    degree: textAt(e, 'Title'),
    field: textAt(e, 'Field/Label') ?? htmlToText(textAt(e, 'Activities')),
    startDate: v3Date(child(e, 'Period/From')),
    endDate: v3Date(child(e, 'Period/To')),
  }));
  const skills = child(learner, 'Skills');
  const linguistic = child(skills, 'Linguistic');
  const languages = [
    ...children(child(linguistic, 'MotherTongueList'), 'MotherTongue').map((m) => v3Language(m, true)),
    ...children(child(linguistic, 'ForeignLanguageList'), 'ForeignLanguage').map((f) => v3Language(f, false)),
  ].filter((l): l is { name: string; level: string | null } => l !== null);
  const skillText = ['Computer', 'JobRelated', 'Organisational', 'Communication', 'Other']
    .map((kind) => htmlToText(textAt(skills, `${kind}/Description`)))
    .flatMap((t) => (t ? t.split('\n') : []))
    .map((l) => l.replace(/^[•\-–*]\s*/, ''));
  const headline = textAt(learner, 'Headline/Description/Label');
  return {
    personalInfo: {
      name,
      email: textAt(contact, 'Email/Contact'),
      phone: phones.map((p) => textAt(p, 'Contact')).find(Boolean) ?? null,
      location: v3Address(contact),
      links,
    },
    summary: null,
    headline,
    experience,
    education,
    skills: skillText,
    languages,
  };
}

/** The current editor: <hr:FormattedDateTime>2015-03-01</hr:FormattedDateTime> in a Start/EndDate. */
function candidateDate(e: XmlElement | undefined): string | null {
  return importDate(textAt(e, 'FormattedDateTime') ?? e?.text);
}

function fromCandidate(root: XmlElement): ImportDraft {
  const person = child(root, 'CandidatePerson');
  const profile = child(root, 'CandidateProfile');
  const name = joinParts(textAt(person, 'PersonName/GivenName'), textAt(person, 'PersonName/FamilyName'))?.replace(', ', ' ') ?? null;
  const communications = children(person, 'Communication');
  const channel = (code: string) => communications.filter((c) => textAt(c, 'ChannelCode')?.toLowerCase() === code.toLowerCase());
  const address = communications.map((c) => child(c, 'Address')).find(Boolean);
  const experience = descendants(profile ?? root, 'EmployerHistory').flatMap((employer) => {
    const company = textAt(employer, 'OrganizationName');
    return children(employer, 'PositionHistory').map((p) => {
      const period = child(p, 'EmploymentPeriod');
      const current = textAt(period, 'CurrentIndicator') === 'true';
      return {
        position: textAt(p, 'PositionTitle'),
        company,
        location: textAt(p, 'City') ?? descendants(employer, 'CityName')[0]?.text.trim() ?? null,
        startDate: candidateDate(child(period, 'StartDate')),
        endDate: current ? null : candidateDate(child(period, 'EndDate')),
        current,
        description: htmlToText(textAt(p, 'Description')),
      };
    });
  });
  const education = descendants(profile ?? root, 'EducationOrganizationAttendance').map((a) => ({
    institution: textAt(a, 'OrganizationName'),
    degree: textAt(a, 'EducationDegree/DegreeName') ?? textAt(a, 'ProgramName'),
    field: htmlToText(textAt(a, 'Description')),
    startDate: candidateDate(child(a, 'AttendancePeriod/StartDate')),
    endDate: candidateDate(child(a, 'AttendancePeriod/EndDate')),
  }));
  const competencies = descendants(profile ?? root, 'PersonCompetency');
  const languages = competencies
    .filter((c) => textAt(c, 'TaxonomyID')?.toLowerCase() === 'language')
    .map((c) => {
      const code = textAt(c, 'CompetencyID') ?? '';
      const label = textAt(c, 'CompetencyName') ?? code;
      const scores = descendants(c, 'ScoreText').map((s) => s.text.trim());
      return { name: languageName(label), level: normaliseLevel(scores.join(' ')) };
    });
  const mother = children(person, 'PrimaryLanguageCode').map((l) => l.text.trim());
  for (const code of mother) if (code) languages.unshift({ name: languageName(code), level: 'native' });
  const skills = competencies.filter((c) => textAt(c, 'TaxonomyID')?.toLowerCase() !== 'language').map((c) => textAt(c, 'CompetencyName') ?? '');
  return {
    personalInfo: {
      name,
      email: channel('Email').map((c) => textAt(c, 'URI')).find(Boolean) ?? null,
      phone: [...channel('Telephone'), ...channel('MobileTelephone')].map((c) => textAt(c, 'FormattedNumber')).find(Boolean) ?? null,
      location: joinParts(textAt(address, 'CityName'), textAt(address, 'CountryCode')),
      links: channel('Web').map((c) => textAt(c, 'URI')).filter((s): s is string => s !== null),
    },
    summary: htmlToText(textAt(profile, 'Description')),
    experience,
    education,
    skills,
    languages,
  };
}

/** True when the XML text is Europass (either generation); used to pick a PDF's attachment. */
export function isEuropassXml(root: XmlElement): boolean {
  return root.name === 'SkillsPassport' || root.name === 'Candidate';
}

export function europassXmlDraft(text: string): ImportDraft {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlError) throw new ImportFailure('DAMAGED_FILE', `The file is not well-formed XML (${error.message}).`);
    throw error;
  }
  if (root.name === 'SkillsPassport') return fromSkillsPassport(root);
  if (root.name === 'Candidate') return fromCandidate(root);
  throw new ImportFailure('WRONG_FORMAT', `This XML file is not a Europass CV (its root element is <${root.name}>, not <SkillsPassport> or <Candidate>).`);
}
