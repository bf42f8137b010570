import { describe, expect, it } from 'vitest';
import { asPercent, formatBytes, formatCvDate, humanize, roleMonths } from './format';

describe('formatting', () => {
  it('formats sizes in bytes, kB and MB', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(54_161, 'en')).toBe('53 kB');
    expect(formatBytes(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
  });

  it('formats CV dates by month or year', () => {
    expect(formatCvDate('2021-03', 'en')).toBe('Mar 2021');
    expect(formatCvDate('2015', 'en')).toBe('2015');
    expect(formatCvDate('spring 2015', 'en')).toBe('spring 2015');
  });

  it('counts the months of a role, both ends included', () => {
    expect(roleMonths('2017-07', '2021-02', false)).toBe(44);
    expect(roleMonths('2012', '2015', false)).toBe(48);
    expect(roleMonths('2021-03', null, true, new Date(2021, 5, 15))).toBe(4);
    expect(roleMonths(null, '2021-02', false)).toBeNull();
    expect(roleMonths('2021-02', '2020-01', false)).toBeNull();
  });

  it('reads confidence as a fraction or a percent', () => {
    expect(asPercent(0.75)).toBe(75);
    expect(asPercent(48)).toBe(48);
    expect(asPercent(140)).toBe(100);
  });

  it('humanizes unknown ids', () => {
    expect(humanize('public_sector')).toBe('Public sector');
    expect(humanize('cloud-devops')).toBe('Cloud devops');
  });
});
