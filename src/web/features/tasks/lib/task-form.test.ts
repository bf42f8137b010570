import { describe, expect, it } from 'vitest';
import { emptyTaskForm, toCreateBody, toUpdateBody, validateDueDate, validateTitle } from './task-form';

describe('task form validation', () => {
  it('needs a title of at most 200 characters', () => {
    expect(validateTitle('   ')).toBe('titleRequired');
    expect(validateTitle('x'.repeat(201))).toBe('titleTooLong');
    expect(validateTitle(' Write my CV ')).toBeNull();
  });

  it('takes an empty due date or a real day', () => {
    expect(validateDueDate('')).toBeNull();
    expect(validateDueDate('2026-12-31')).toBeNull();
    expect(validateDueDate('2026-02-30')).toBe('dueDateInvalid');
  });
});

describe('request bodies', () => {
  const values = { ...emptyTaskForm(), title: '  Call Anna ', description: '  ', due_date: '2026-12-01', assignee: '' };

  it('create: trimmed, empty fields left out so the server assigns the person', () => {
    expect(toCreateBody(values)).toEqual({ title: 'Call Anna', status: 'not-started', priority: 'medium', due_date: '2026-12-01' });
  });

  it('update: every field, cleared ones as null', () => {
    expect(toUpdateBody({ ...values, due_date: '' })).toEqual({
      title: 'Call Anna',
      description: null,
      status: 'not-started',
      priority: 'medium',
      due_date: null,
      assignee: null,
    });
  });
});
