import { describe, expect, it } from 'vitest';
import { prependCapped } from './live-list';

describe('prependCapped (real-time updates: the 100 newest)', () => {
  it('puts the newest first', () => {
    expect(prependCapped([2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('keeps at most 100 by default, dropping the oldest', () => {
    let list: number[] = [];
    for (let i = 1; i <= 150; i++) list = prependCapped(list, i);
    expect(list).toHaveLength(100);
    expect(list[0]).toBe(150);
    expect(list[99]).toBe(51);
  });

  it('takes another cap', () => {
    expect(prependCapped([2, 1], 3, 2)).toEqual([3, 2]);
  });
});
