import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { MarketOverview } from '@/contract/market';
import { marketReportPdf } from './report';

describe('market report PDF', () => {
  it('embeds a font that keeps every European letter of the person’s name', { timeout: 60_000 }, async () => {
    const overview = {
      fallback: true,
      person: { skills: 0, occupations: [], languages: [] },
      comparison: [],
      skill_trends: [],
      recommendations: [],
      insights: [],
      top_locations: [],
    } as unknown as MarketOverview;
    const bytes = await marketReportPdf({ name: 'Łukasz Wróbel · Ștefan Šťastný · Žemaitė', overview, gap: null, generatedAt: new Date('2026-11-27T00:00:00Z') });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Łukasz Wróbel · Ștefan Šťastný · Žemaitė');
  });
});
