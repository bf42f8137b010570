import { describe, expect, it } from 'vitest';
import type { Task } from '@/contract/tasks';
import {
  averageCompletionMs,
  completionRate,
  countByPriority,
  countByStatus,
  dueThisWeek,
  durationParts,
  endOfWeek,
  nextDueTasks,
  overdueTasks,
  todayIn,
} from './tasks';

function task(over: Partial<Task>): Task {
  return {
    id: over.title ?? 'x',
    title: 'x',
    description: null,
    status: 'not-started',
    priority: 'medium',
    due_date: null,
    assignee: null,
    source: 'manual',
    source_ref: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    completed_at: null,
    ...over,
  };
}

// Wednesday 18 November 2026
const today = '2026-11-18';
const tasks = [
  task({ title: 'late', due_date: '2026-11-10', priority: 'high' }),
  task({ title: 'later', due_date: '2026-11-16', status: 'in-progress' }),
  task({ title: 'late but done', due_date: '2026-11-09', status: 'completed', completed_at: '2026-11-03T10:00:00Z' }),
  task({ title: 'today', due_date: '2026-11-18', status: 'blocked', priority: 'low' }),
  task({ title: 'sunday', due_date: '2026-11-22' }),
  task({ title: 'next monday', due_date: '2026-11-23', priority: 'high' }),
  task({ title: 'no date', status: 'completed', created_at: '2026-11-01T10:00:00Z', completed_at: '2026-11-01T16:00:00Z' }),
];

describe('task analytics', () => {
  it('counts by status and priority, every bucket present', () => {
    expect(countByStatus(tasks)).toEqual({ 'not-started': 3, 'in-progress': 1, completed: 2, blocked: 1 });
    expect(countByPriority(tasks)).toEqual({ low: 1, medium: 4, high: 2 });
    expect(countByStatus([])).toEqual({ 'not-started': 0, 'in-progress': 0, completed: 0, blocked: 0 });
    expect(completionRate(tasks)).toBe(29);
    expect(completionRate([])).toBe(0);
  });

  it('finds overdue open tasks and those due by Sunday', () => {
    expect(endOfWeek('2026-11-18')).toBe('2026-11-22');
    expect(endOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(endOfWeek('2026-12-28')).toBe('2027-01-03');
    expect(overdueTasks(tasks, today).map((t) => t.title)).toEqual(['late', 'later']);
    expect(dueThisWeek(tasks, today).map((t) => t.title)).toEqual(['today', 'sunday']);
    expect(nextDueTasks(tasks, 3).map((t) => t.title)).toEqual(['late', 'later', 'today']);
  });

  it('averages the time to complete over completed tasks with both times', () => {
    // 2 days and 6 hours → 27 hours
    expect(averageCompletionMs(tasks)).toBe(27 * 3_600_000);
    expect(averageCompletionMs([task({ status: 'completed' })])).toBeNull();
    expect(averageCompletionMs([])).toBeNull();
  });

  it('picks a readable unit for a duration', () => {
    expect(durationParts(20_000)).toEqual({ value: 1, unit: 'minute' });
    expect(durationParts(45 * 60_000)).toEqual({ value: 45, unit: 'minute' });
    expect(durationParts(27 * 3_600_000)).toEqual({ value: 1.1, unit: 'day' });
    expect(durationParts(5.25 * 3_600_000)).toEqual({ value: 5.3, unit: 'hour' });
  });

  it('knows today in the person’s time zone', () => {
    const instant = new Date('2026-11-18T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-19');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-18');
  });
});
