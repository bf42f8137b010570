/**
 * A CV record (the engine's analysis type — pass the CORRECTED record here: analysis + the person's
 * corrections) → the designed document the PDF and DOCX renderers set, in the person's language.
 */
import type { CvAnalysis } from '@/engine/cv/types';
import { languageCode } from '@/engine/messages/language-chip';
import type { StyledDocument } from '../../platform/documents/model';
import type { ExportLanguage } from './labels';
import { EXPORT_LABELS } from './labels';

function formatDate(date: string | null, language: ExportLanguage): string | null {
  if (!date) return null;
  const [y, m] = date.split('-');
  if (!m) return y;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(y), Number(m) - 1, 1)));
}

function period(start: string | null, end: string | null, current: boolean, language: ExportLanguage): string | undefined {
  const from = formatDate(start, language);
  const to = current ? EXPORT_LABELS[language].present : formatDate(end, language);
  if (from && to) return `${from} – ${to}`;
  return from ?? to ?? undefined;
}

/** "C1" → "C1 · Proficient user"; "native" → "Mother tongue"; other levels as the person wrote them. */
export function levelLabel(level: string | null, language: ExportLanguage): string {
  const l = EXPORT_LABELS[language];
  if (!level) return '';
  if (level === 'native') return l.native;
  const cefr = /^([ABC][12])$/i.exec(level.trim())?.[1]?.toUpperCase() as keyof typeof l.cefr | undefined;
  return cefr ? `${cefr} · ${l.cefr[cefr]}` : level;
}

export function cvDocument(record: CvAnalysis, language: ExportLanguage): StyledDocument {
  const l = EXPORT_LABELS[language];
  const p = record.personalInfo;
  const current = record.experience.find((e) => e.current) ?? record.experience[0];
  const doc: StyledDocument = {
    title: p.name ?? current?.position ?? 'CV',
    subtitle: p.name ? (current?.position ?? undefined) : undefined,
    contact: [p.email, p.phone, p.location, ...p.links].filter((s): s is string => !!s),
    sections: [],
    language,
    pageWord: l.page,
  };
  if (record.summary) doc.sections.push({ heading: l.summary, blocks: record.summary.split(/\n+/).map((text) => ({ kind: 'paragraph', text })) });
  if (record.experience.length) {
    doc.sections.push({
      heading: l.experience,
      blocks: record.experience.map((e) => ({
        kind: 'entry',
        entry: {
          title: e.position ?? e.company ?? '',
          subtitle: [e.position ? e.company : null, e.location].filter(Boolean).join(' · ') || undefined,
          when: period(e.startDate, e.endDate, e.current, language),
          body: e.description ? e.description.split('\n').filter((s) => s.trim()) : undefined,
        },
      })),
    });
  }
  if (record.education.length) {
    doc.sections.push({
      heading: l.education,
      blocks: record.education.map((e) => ({
        kind: 'entry',
        entry: {
          title: [e.degree, e.field].filter(Boolean).join(', ') || e.institution || '',
          subtitle: e.degree || e.field ? (e.institution ?? undefined) : undefined,
          when: period(e.startDate, e.endDate, false, language),
        },
      })),
    });
  }
  if (record.skills.length) doc.sections.push({ heading: l.skills, blocks: [{ kind: 'tags', items: record.skills.map((s) => s.name) }] });
  if (record.languages.length) {
    doc.sections.push({ heading: l.languages, blocks: [{ kind: 'rows', rows: record.languages.map((x) => [languageName(x.name, language), levelLabel(x.level, language)]) }] });
  }
  return doc;
}

/** "Polish" in the document's language ("Polnisch", "polonais"), from its ISO code; the stored name otherwise. */
function languageName(english: string, language: ExportLanguage): string {
  const code = languageCode(english);
  if (!code) return english;
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(code);
  return name && name !== code ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : english;
}
