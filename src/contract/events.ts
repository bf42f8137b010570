/**
 * Server-Sent Events at GET /api/events (signed in). Each message has an `event:` name from
 * `liveEventNames` and a JSON `data:` line of the matching payload type. zod-free on purpose:
 * the web's live-events hook is in every signed-in page.
 */
import type { CvStatus, CvStep, GeneratedText } from './cvs';

export const liveEventNames = ['cv', 'market', 'role'] as const;
export type LiveEventName = (typeof liveEventNames)[number];

/** A CV changed: a step reached, analysed, or failed. Only ever sent to the CV's owner. */
export type CvLiveEvent = {
  cv_id: string;
  status: CvStatus;
  step: CvStep | null;
  /** analysed: hidden talents found and their mean confidence (percent) */
  talents_count?: number;
  confidence?: number;
  /** the person corrected the record: talents, score and insights were recomputed (no toast) */
  corrected?: boolean;
  /** failed: why */
  reason?: string | null;
  /** failed: why, as a message for the interface language */
  reason_message?: GeneratedText | null;
};

/** A row of the market tables changed (spec "Real-time update"); sent to every signed-in person. */
export type MarketLiveEvent = {
  type: 'trend' | 'opportunity' | 'company' | 'skill_demand';
  op: 'insert' | 'update' | 'delete';
  id: string;
  /** a short human label: the company's name, the trend's industry, the signal's message */
  label: string;
  region: string | null;
  timestamp: string;
};

/** The person's own access role was changed (by an administrator, or by initialising the super administrator). */
export type RoleLiveEvent = {
  role: 'user' | 'admin';
  changed_at: string;
};
