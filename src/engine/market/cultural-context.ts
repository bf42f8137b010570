/**
 * Cultural context per country (spec §3: workValues, communicationStyle, careerApproach,
 * professionalNetworking) from the work-culture notes, and cultural similarity between two countries
 * from Hofstede's dimensions. An unknown country has no context: the spec's "unknown defaults to
 * Germany" would show one country's culture as another's, so it is not followed.
 */
import type { DatasetSettings } from './datasets';
import type { CulturalDimensionsRecord, HofstedeDimension } from './import/cultural-dimensions';
import { HOFSTEDE_DIMENSIONS } from './import/cultural-dimensions';
import type { WorkCultureNote, WorkCultureRecord } from './import/work-culture';

export const CULTURAL_CONTEXT_FIELDS = ['workValues', 'communicationStyle', 'careerApproach', 'professionalNetworking'] as const;
export type CulturalContextField = (typeof CULTURAL_CONTEXT_FIELDS)[number];

/** Which spec field each topic of work_culture.md feeds; a topic not listed goes to `other`. */
export const TOPIC_FIELDS: Readonly<Record<string, CulturalContextField>> = {
  'work values': 'workValues',
  'working time': 'workValues',
  communication: 'communicationStyle',
  formality: 'communicationStyle',
  meetings: 'communicationStyle',
  'regional differences': 'communicationStyle',
  career: 'careerApproach',
  'career and structure': 'careerApproach',
  structure: 'careerApproach',
  leadership: 'careerApproach',
  'decision-making': 'careerApproach',
  networking: 'professionalNetworking',
  'career and networking': 'professionalNetworking',
};

export type CulturalContext = Record<CulturalContextField, WorkCultureNote[]> & {
  country: string;
  other: WorkCultureNote[];
  dataset: 'work-culture';
};

/** The notes for one country grouped by the spec's fields; null when there are none or the dataset is off. */
export function culturalContext(country: string, notes: readonly WorkCultureRecord[], enabled: DatasetSettings): CulturalContext | null {
  if (!enabled['work-culture']) return null;
  const record = notes.find((r) => r.country === country);
  if (!record) return null;
  const context: CulturalContext = {
    country,
    workValues: [],
    communicationStyle: [],
    careerApproach: [],
    professionalNetworking: [],
    other: [],
    dataset: 'work-culture',
  };
  for (const note of record.notes) {
    const field = TOPIC_FIELDS[note.topic.toLowerCase()];
    (field ? context[field] : context.other).push(note);
  }
  return context;
}

/** Kairos choice: a similarity over fewer shared dimensions (CY and IS have two) says too little. */
export const MIN_SHARED_DIMENSIONS = 4;

export interface CulturalSimilarity {
  /** 0..1: 1 − mean absolute difference over the shared dimensions / 100, floored at 0 */
  score: number;
  dimensions: { dimension: HofstedeDimension; from: number; to: number }[];
  /** the data matrix date */
  period: string;
  source: string;
}

/** How close two countries' Hofstede profiles are; null with fewer than four shared dimensions. */
export function culturalSimilarity(from: CulturalDimensionsRecord, to: CulturalDimensionsRecord): CulturalSimilarity | null {
  const dims = HOFSTEDE_DIMENSIONS.flatMap((d) => {
    const a = from.dimensions[d];
    const b = to.dimensions[d];
    return a && b ? [{ dimension: d, from: a.value, to: b.value, period: b.period, source: b.source }] : [];
  });
  if (dims.length < MIN_SHARED_DIMENSIONS) return null;
  const meanDiff = dims.reduce((s, d) => s + Math.abs(d.from - d.to), 0) / dims.length;
  return {
    score: Math.max(0, Math.round((1 - meanDiff / 100) * 1000) / 1000),
    dimensions: dims.map(({ dimension, from: f, to: t }) => ({ dimension, from: f, to: t })),
    period: dims[0].period,
    source: dims[0].source,
  };
}
