import { describe, expect, it } from 'vitest';
import { hasFilters, parseTaskParams, taskParamsToSearch } from './task-params';

describe('parseTaskParams', () => {
  it('reads known filters and the order from the address', () => {
    expect(parseTaskParams(new URLSearchParams('status=in-progress&priority=high&sort=due_date'))).toEqual({
      status: 'in-progress',
      priority: 'high',
      sort: 'due_date',
    });
  });

  it('ignores unknown values: no filter, newest first', () => {
    expect(parseTaskParams(new URLSearchParams('status=done&priority=urgent&sort=title'))).toEqual({
      status: null,
      priority: null,
      sort: 'created_at',
    });
    expect(parseTaskParams(new URLSearchParams(''))).toEqual({ status: null, priority: null, sort: 'created_at' });
  });
});

describe('taskParamsToSearch', () => {
  it('leaves defaults out, so the plain list has a clean address', () => {
    expect(taskParamsToSearch({ status: null, priority: null, sort: 'created_at' }).toString()).toBe('');
    expect(taskParamsToSearch({ status: 'blocked', priority: 'low', sort: 'priority' }).toString()).toBe(
      'status=blocked&priority=low&sort=priority',
    );
  });

  it('round-trips through the parser', () => {
    const params = { status: 'completed', priority: null, sort: 'status' } as const;
    expect(parseTaskParams(taskParamsToSearch(params))).toEqual(params);
  });
});

describe('hasFilters', () => {
  it('is about status and priority, not the order', () => {
    expect(hasFilters({ status: null, priority: null, sort: 'due_date' })).toBe(false);
    expect(hasFilters({ status: null, priority: 'medium', sort: 'created_at' })).toBe(true);
  });
});
