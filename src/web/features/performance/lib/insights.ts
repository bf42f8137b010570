// The latest analysis's insights, strongest first, and which CV they come from.
import type { CvSummary, Insight } from '@/contract/cvs';

const impactRank: Record<Insight['impact'], number> = { high: 0, medium: 1, low: 2 };

/** Highest impact first, then the most confident. */
export function topInsights(insights: readonly Insight[], limit: number): Insight[] {
  return [...insights].sort((a, b) => impactRank[a.impact] - impactRank[b.impact] || b.confidence - a.confidence).slice(0, limit);
}

/** The CV whose analysis speaks for the person: the active one, else the newest analysed (drafts too). */
export function latestAnalysedCv<T extends Pick<CvSummary, 'status' | 'is_active' | 'analyzed_at' | 'created_at'>>(cvs: readonly T[]): T | undefined {
  const active = cvs.find((cv) => cv.is_active && cv.status === 'analyzed');
  if (active) return active;
  return cvs
    .filter((cv) => cv.status === 'analyzed' || cv.status === 'draft')
    .sort((a, b) => (b.analyzed_at ?? b.created_at).localeCompare(a.analyzed_at ?? a.created_at))[0];
}

/** Confidence as a whole percentage, whether stored as 0–1 or 0–100. */
export function asPercent(confidence: number): number {
  const value = confidence <= 1 ? confidence * 100 : confidence;
  return Math.max(0, Math.min(100, Math.round(value)));
}
