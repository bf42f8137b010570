/**
 * 'Get Personalized Market Report': the person's market position as a PDF — best-match countries,
 * skill gap against their closest occupation, trends, recommendations and every source used.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { MarketOverview, SkillGap } from '@/contract/market';
import { embedDocumentFonts } from '../../platform/documents/render-pdf';

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.4, 0.43, 0.5);
const ACCENT = rgb(0.25, 0.32, 0.85);

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }

  text(content: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const width = PAGE[0] - 2 * MARGIN - (opts.indent ?? 0);
    for (const line of wrap(content, font, size, width)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size * 1.4;
    }
    this.y -= opts.gap ?? 2;
  }

  heading(content: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(content, { size: 14, bold: true, color: ACCENT, gap: 6 });
  }

  bullet(content: string) {
    this.text(`•  ${content}`, { indent: 8 });
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? 'no data' : `${Math.round(x * 100)}%`);

type ComparisonItem = { country: string; name: string | null; fit: number | null; bestMatch: boolean; opportunities: number; recommendations: string[]; components: Record<string, { score: number | null; explanation: string }> };
type InsightItem = { title: string; description: string; sources?: { source: string; period?: string | null }[] };

export async function marketReportPdf(input: { name: string; overview: MarketOverview; gap: SkillGap | null; generatedAt: Date }): Promise<Uint8Array> {
  const { overview, gap } = input;
  const doc = await PDFDocument.create();
  doc.setTitle('Kairos personalised market report');
  doc.setProducer('Kairos');
  doc.setCreationDate(input.generatedAt);
  // Noto Sans, as in every PDF Kairos writes: names like "Łukasz Wróbel" keep their letters
  const fonts = await embedDocumentFonts(doc);
  const w = new Writer(doc, fonts.regular, fonts.bold);

  w.text('Kairos — personalised European market report', { size: 18, bold: true, gap: 4 });
  w.text(`${input.name} · ${input.generatedAt.toISOString().slice(0, 10)}`, { color: MUTED, gap: 8 });
  if (overview.fallback) {
    w.text('No analysed CV is active, so this report shows general market information. Upload a CV for a personal report.', { color: MUTED });
  } else {
    const p = overview.person;
    w.text(`Based on your active CV: ${p.skills} skills${p.occupations.length ? `; closest occupations: ${p.occupations.join(', ')}` : ''}${p.languages.length ? `; languages: ${p.languages.join(', ')}` : ''}.`);
  }

  w.heading('Best-match countries');
  for (const item of (overview.comparison as unknown as ComparisonItem[]).slice(0, 7)) {
    w.text(`${item.name ?? item.country}${item.bestMatch ? ' (best match)' : ''}: fit ${pct(item.fit)}, ${item.opportunities} matching shortage occupations`, { bold: true });
    for (const [key, c] of Object.entries(item.components)) w.bullet(`${key}: ${c.score === null ? 'no data' : pct(c.score)} — ${c.explanation}`);
  }

  if (gap) {
    w.heading(`Skill gap: ${gap.occupation.title} (ISCO ${gap.occupation.isco})`);
    w.text(`You hold ${pct(gap.skillGapScore)} of the essential skills.`);
    const missing = gap.missingSkills.filter((s) => s.essential).map((s) => s.name);
    if (missing.length) w.text(`Missing essential skills: ${missing.join(', ')}`);
    for (const r of gap.recommendations) w.bullet(r);
  }

  w.heading('Skill trends');
  for (const s of overview.skill_trends.slice(0, 15)) w.bullet(`${s.skill}: ${s.trend} (${s.scope}, ${s.period}) — ${s.source}`);
  if (overview.skill_trends.length === 0) w.text('No skill-trend data is switched on.', { color: MUTED });

  w.heading('Recommendations');
  for (const r of overview.recommendations as unknown as InsightItem[]) {
    w.text(r.title, { bold: true });
    w.text(r.description, { indent: 8 });
  }
  if (overview.recommendations.length === 0) w.text('No recommendations could be computed.', { color: MUTED });

  w.heading('Sources');
  const sources = new Set<string>();
  for (const item of overview.insights as unknown as InsightItem[]) for (const s of item.sources ?? []) sources.add(`${s.source}${s.period ? ` (${s.period})` : ''}`);
  for (const s of overview.skill_trends) sources.add(`${s.source} (${s.period})`);
  for (const l of overview.top_locations) for (const f of [l.job_vacancy_rate, l.unemployment_rate]) if (f) sources.add(`${f.source} (${f.period})`);
  for (const s of [...sources].slice(0, 40)) w.bullet(s);
  w.text('Datasets switched off by the operator are not used. Figures are shown as published, with their period.', { color: MUTED, size: 8 });

  return doc.save();
}
