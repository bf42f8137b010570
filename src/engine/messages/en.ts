import { en as talents } from '../talents/messages/en';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'name', email: 'e-mail', phone: 'phone', location: 'location' };
const contactNoun: Record<Exclude<ContactField, 'name'>, string> = { email: 'e-mail address', phone: 'phone number', location: 'location' };
const kind: Record<ClaimedKind, string> = {
  pdf: 'a PDF',
  word: 'a Word document',
  odt: 'an OpenDocument text',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  rtf: 'an RTF document',
  txt: 'a text file',
};
const accepted = 'Please upload a PDF, Word (DOC or DOCX), OpenDocument (ODT), RTF or plain-text (TXT) file, or a photo of your CV (PNG or JPEG).';
const instead = 'You can try again, or upload a simpler version of it (for example DOCX or plain text).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'it took too long to analyse',
  out_of_memory: 'analysing it needed too much memory',
  crashed: 'its analysis ended unexpectedly',
  interrupted: 'an earlier attempt to analyse it did not finish (the server stopped during it)',
};
const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export const en: GeneratedCatalogue = {
  'quality.contact': () => 'Contact details',
  'quality.summary': () => 'Summary',
  'quality.experienceDetail': () => 'Experience detail',
  'quality.dates': () => 'Dates complete',
  'quality.education': () => 'Education',
  'quality.skills': () => 'Skills',
  'quality.languages': () => 'Languages',
  'quality.recency': () => 'Recency',
  'quality.contact.complete': () => 'Name, e-mail, phone and location are all present.',
  'quality.contact.missing': (p) => `Missing: ${p.fields.map((f) => field[f]).join(', ')}.`,
  'quality.summary.present': () => 'A profile summary is present.',
  'quality.summary.missing': () => 'No profile summary.',
  'quality.experienceDetail.none': () => 'No work experience was found.',
  'quality.experienceDetail.detail': (p) => `${p.described} of ${p.roles} roles are described; ${p.quantified} show quantified results.`,
  'quality.dates.none': () => 'No roles to date.',
  'quality.dates.detail': (p) => `${p.dated} of ${p.roles} roles have a start and an end (or are current).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'education entry', 'education entries')}.`,
  'quality.skills.detail': (p) => `${p.count} skills listed; ${p.backed} are backed by experience.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'language', 'languages')} stated.`,
  'quality.recency.none': () => 'No dated experience.',
  'quality.recency.current': () => 'The most recent role is current.',
  'quality.recency.ended': (p) => `The most recent role ended ${p.months} ${plural(p.months, 'month', 'months')} ago.`,

  'insight.missingContact.title': (p) => `Add your ${contactNoun[p.field]}`,
  'insight.missingContact.text': (p) => `Your CV has no ${contactNoun[p.field]}; recruiters need it to contact you or to match you to local roles.`,
  'insight.gap.title': (p) => `Explain the ${p.months}-month gap`,
  'insight.gap.text': (p, f) =>
    `There is no role between ${f.month(p.from)} and ${f.month(p.to)}. A line on what you did (training, care, travel, a career break) avoids questions.`,
  'insight.datedSkills.title': () => 'Some skills were last used more than five years ago',
  'insight.datedSkills.text': (p) => `${p.skills.join(', ')}${p.more ? '…' : ''}: show recent use (a course, a project) or move them down.`,
  'insight.progression.title': () => 'Clear upward career progression',
  'insight.progression.text': (p) => `Your titles grew in seniority from "${p.from}" to "${p.to}". Lead with this trajectory in your summary.`,
  'insight.inDemand.title': () => 'You have skills the market is asking for',
  'insight.inDemand.text': (p) => `In demand and on your CV: ${p.skills.join(', ')}. Make them prominent.`,
  'insight.inDemandMissing.title': () => 'In-demand skills to develop',
  'insight.inDemandMissing.text': (p) => `Asked for in your market but not on your CV: ${p.skills.join(', ')}.`,
  'insight.talent.title': (p) => `Make your ${talentName(talents, p)} visible`,
  'insight.talent.text': (p) => `Your experience shows ${talentName(talents, p).toLowerCase()} that your skills section does not name.`,

  'failure.emptyFile': () => 'This file is empty (0 bytes). Check that you picked the right file and upload it again.',
  'failure.unsupported': (p) => (p.ext && p.kind ? `This file is named .${p.ext} but is not ${kind[p.kind]}. ${accepted}` : `This file type is not supported. ${accepted}`),
  'failure.passwordProtected': (p) => `This ${p.pdf ? 'PDF' : 'document'} is password-protected. Remove the password and upload it again.`,
  'failure.noTextImage': () =>
    'No text could be read from this image. Upload a sharp, straight photo or scan of your CV (300 dpi or more), or a PDF, DOCX or TXT file.',
  'failure.noTextPdf': () =>
    'No text could be found in this PDF: it looks like a scan or an image. Upload a text-based PDF (exported from your editor), a DOCX or a TXT file.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'This PDF is damaged or incomplete and cannot be opened. Export it again from your editor and upload the new copy.'
      : p.ext === null
        ? 'This file is damaged or incomplete and cannot be opened. Export or download it again and upload the new copy.'
        : `This .${p.ext} file is damaged or incomplete and cannot be opened. Save it again from your editor and upload the new copy.`,
  'failure.tooLittleText': () => 'This file contains too little text to be a CV. Check that you picked the right file and upload it again.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `This file is made of more than ${f.number(p.amount)} parts, which no Word document needs. Save it again from your editor and upload the new copy.`
      : p.limit === 'zip-inflated'
        ? `This file expands to more than ${p.amount} MB when opened, which no CV needs. Please upload a smaller file.`
        : `This document holds more than ${p.amount} MB of text and formatting, which no CV needs. Please upload a shorter document.`,
  'failure.timedOut': () => 'The analysis did not finish in time. Please try again.',
  'failure.gaveUp': () => 'The analysis could not be completed because of a server problem. Please try again.',
  'failure.notStarted': () => 'The analysis could not be started. Please try again.',
  'failure.engineDefect': () => 'The CV could be read but not analysed. Please try again, or upload it in another format (DOCX or TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'LinkedIn data export', json_resume: 'JSON Resume file', europass: 'Europass file' }[p.source];
    return { DAMAGED_FILE: `The file is damaged and could not be read as a ${s}.`, WRONG_FORMAT: `This file is not a ${s}. Please choose the file of the kind you selected.`, EMPTY_RECORD: `The ${s} holds no CV data (no name, experience, education or skills).`, TOO_LARGE: `The ${s} is larger than Kairos reads for one CV.` }[p.code];
  },
  'failure.poison': (p) => `Kairos stopped reading this file because ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'native', bilingual: 'bilingual', fluent: 'fluent', advanced: 'advanced', intermediate: 'intermediate', basic: 'basic' }),
};
