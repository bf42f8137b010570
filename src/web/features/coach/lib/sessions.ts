import type { CoachingSession } from '@/contract/coach';

/** Spec: coaching history limit 10 (the contract's `COACHING_HISTORY_LIMIT`). */
export const HISTORY_LIMIT = 10;

/** The history with a new session on top, newest first, at most ten, each session once. */
export function withNewSession(sessions: readonly CoachingSession[], session: CoachingSession, limit = HISTORY_LIMIT): CoachingSession[] {
  return [session, ...sessions.filter((s) => s.id !== session.id)].slice(0, limit);
}

/** A conversation's turns with a new one at the end, oldest first, each turn once. */
export function withTurn(turns: readonly CoachingSession[], session: CoachingSession): CoachingSession[] {
  return [...turns.filter((s) => s.id !== session.id), session];
}

/** The turns of a thread asked before the shown one (the shown turn itself has its own card). */
export function earlierTurns(turns: readonly CoachingSession[], shown: CoachingSession): CoachingSession[] {
  const at = turns.findIndex((s) => s.id === shown.id);
  return at < 0 ? turns.filter((s) => s.created_at < shown.created_at) : turns.slice(0, at);
}

/** How the server marks the task made from an action item (`source_ref` of a 'coach' task). */
export function actionItemRef(sessionId: string, index: number): string {
  return `${sessionId}:${index}`;
}

export const insightTypes = ['strength', 'gap', 'market', 'warning', 'info'] as const;
export type InsightType = (typeof insightTypes)[number];

/** The engines' insight types; anything else (an external model's own word) shows as a note. */
export function insightType(type: string): InsightType {
  return (insightTypes as readonly string[]).includes(type) ? (type as InsightType) : 'info';
}
