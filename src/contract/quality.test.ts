import { describe, expect, it } from 'vitest';
import { platformAreaStatus, scoreBand } from '@/contract/quality';

describe('score bands', () => {
  it('readiness: green from 90, yellow from 70, red below', () => {
    expect(scoreBand(100)).toBe('green');
    expect(scoreBand(90)).toBe('green');
    expect(scoreBand(89)).toBe('yellow');
    expect(scoreBand(70)).toBe('yellow');
    expect(scoreBand(69)).toBe('red');
  });

  it('platform analysis areas: excellent from 90, good from 75, needs-attention from 60, critical below', () => {
    expect([95, 85, 65, 70, 80, 45].map(platformAreaStatus)).toEqual(['excellent', 'good', 'needs-attention', 'needs-attention', 'good', 'critical']);
    expect(platformAreaStatus(90)).toBe('excellent');
    expect(platformAreaStatus(75)).toBe('good');
    expect(platformAreaStatus(60)).toBe('needs-attention');
    expect(platformAreaStatus(59)).toBe('critical');
  });
});
