// Types for the parts of scripts/cv-score.mjs the unit tests import.
export const FIELDS: readonly string[];
export interface ScoredFile {
  fields: Record<string, number | null>;
  overall: number;
  details: Record<string, unknown>;
}
export function loadTruth(truth: unknown): unknown;
export function loadPrediction(prediction: unknown): unknown;
export function scoreFile(truth: unknown, prediction: unknown): ScoredFile;
export function truthToPrediction(truth: unknown): unknown;
