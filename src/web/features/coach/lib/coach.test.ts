import { describe, expect, it } from 'vitest';
import type { CoachingSession } from '@/contract/coach';
import { formatDay } from '@/web/lib/calendar-day';
import { describeEngine } from './engine';
import { canAsk, QUESTION_MAX, questionProblem } from './question';
import { actionItemRef, earlierTurns, insightType, withNewSession, withTurn } from './sessions';

describe('canAsk', () => {
  it('ignores blank questions and a submit while one is in progress', () => {
    expect(canAsk('   \n ', false)).toBe(false);
    expect(canAsk('How do I ask for a raise?', true)).toBe(false);
    expect(canAsk('How do I ask for a raise?', false)).toBe(true);
  });

  it('stops questions over the limit', () => {
    expect(questionProblem('x'.repeat(QUESTION_MAX + 1))).toBe('tooLong');
    expect(questionProblem(` ${'x'.repeat(QUESTION_MAX)} `)).toBeNull();
  });
});

describe('describeEngine', () => {
  it('names the local engine or the external model', () => {
    expect(describeEngine('local')).toEqual({ kind: 'local' });
    expect(describeEngine('llm:mistral-small-latest')).toEqual({ kind: 'external', model: 'mistral-small-latest' });
    expect(describeEngine('llm:')).toEqual({ kind: 'external', model: 'llm:' });
  });
});

describe('withNewSession', () => {
  const session = (id: string) => ({ id }) as CoachingSession;

  it('puts the new session on top, once, and keeps ten', () => {
    const list = Array.from({ length: 10 }, (_, i) => session(`s${i}`));
    const next = withNewSession(list, session('new'));
    expect(next).toHaveLength(10);
    expect(next[0]?.id).toBe('new');
    expect(next.at(-1)?.id).toBe('s8');
    expect(withNewSession([session('a'), session('b')], session('b')).map((s) => s.id)).toEqual(['b', 'a']);
  });
});

describe('action items and insights', () => {
  it('refers to an action item the way the server marks its task', () => {
    expect(actionItemRef('3f1c', 2)).toBe('3f1c:2');
  });

  it('shows unknown insight types as notes', () => {
    expect(insightType('strength')).toBe('strength');
    expect(insightType('opportunity')).toBe('info');
  });

  it('formats deadlines as calendar days in the locale', () => {
    expect(formatDay('2026-11-25', 'en-GB')).toBe('25 Nov 2026');
    expect(formatDay('2026-11-25', 'fr')).toBe('25 nov. 2026');
  });
});

describe('a conversation thread', () => {
  const turn = (id: string, at: string) => ({ id, created_at: at }) as CoachingSession;
  const a = turn('a', '2026-01-01T10:00:00Z');
  const b = turn('b', '2026-01-01T10:01:00Z');
  const c = turn('c', '2026-01-01T10:02:00Z');

  it('adds a new turn at the end, once', () => {
    expect(withTurn([a, b], c).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(withTurn([a, b], b).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('lists the turns asked before the shown one', () => {
    expect(earlierTurns([a, b, c], c).map((s) => s.id)).toEqual(['a', 'b']);
    expect(earlierTurns([a, b, c], b).map((s) => s.id)).toEqual(['a']);
    expect(earlierTurns([], a)).toEqual([]);
  });
});
