import { describe, expect, it } from 'vitest';
import { canonical, unityReport } from './unity';
import { checkBrandSyncSignature, signBrandSync } from './webhook';

const tokens = (fast: number) => ({ colors: { a: '#000000' }, typography: { baseSize: 16 }, spacing: { unit: 8 }, motion: { duration: { fast } } });

describe('unityReport', () => {
  it('has no score without brands', () => {
    expect(unityReport([])).toMatchObject({ score: null, brands: 0, perBrand: [] });
  });

  it('tells consistent, drifted and unsynced brands apart per token group', () => {
    const report = unityReport([
      { id: '1', name: 'A', themeKey: 'x/y', snapshot: tokens(200), current: tokens(200) },
      { id: '2', name: 'B', themeKey: 'x/y', snapshot: tokens(150), current: tokens(200) },
      { id: '3', name: 'C', themeKey: 'x/y', snapshot: null, current: tokens(200) },
      { id: '4', name: 'D', themeKey: 'gone/theme', snapshot: tokens(200), current: null },
    ]);
    expect(report.perBrand.map((b) => [b.state, b.driftedGroups])).toEqual([
      ['consistent', []],
      ['drifted', ['motion']],
      ['unsynced', []],
      ['unsynced', []],
    ]);
    expect(report.groups.find((g) => g.group === 'motion')).toEqual({ group: 'motion', consistent: 1, drifted: 1, unsynced: 2, variants: 2 });
    expect(report.groups.find((g) => g.group === 'colors')).toEqual({ group: 'colors', consistent: 2, drifted: 0, unsynced: 2, variants: 1 });
    // 7 consistent pairs of 16
    expect(report.score).toBe(44);
  });

  it('compares token groups whatever the key order', () => {
    expect(canonical({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(canonical({ a: [1, { c: 3, d: 2 }], b: 1 }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: 2 }));
  });
});

describe('brand sync webhook signature', () => {
  const secret = 'secret-secret-secret-secret-secret-00';
  const now = 1_800_000_000;

  it('accepts the signature of timestamp.body within ±5 minutes', () => {
    const sig = signBrandSync(secret, String(now), '{"brandName":"A"}');
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: sig }, '{"brandName":"A"}', now + 300)).toEqual({ ok: true });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: sig.toUpperCase().replace('SHA256', 'sha256') }, '{"brandName":"A"}', now)).toEqual({ ok: true });
  });

  it('refuses missing headers, another body, another secret and an old or future timestamp', () => {
    const sig = signBrandSync(secret, String(now), 'body');
    expect(checkBrandSyncSignature(secret, { timestamp: undefined, signature: sig }, 'body', now)).toEqual({ ok: false, reason: 'missing' });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: undefined }, 'body', now)).toEqual({ ok: false, reason: 'missing' });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: sig }, 'body2', now)).toEqual({ ok: false, reason: 'signature' });
    expect(checkBrandSyncSignature(`${secret}x`, { timestamp: String(now), signature: sig }, 'body', now)).toEqual({ ok: false, reason: 'signature' });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: 'sha256=abc' }, 'body', now)).toEqual({ ok: false, reason: 'signature' });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: sig }, 'body', now + 301)).toEqual({ ok: false, reason: 'timestamp' });
    expect(checkBrandSyncSignature(secret, { timestamp: String(now), signature: sig }, 'body', now - 301)).toEqual({ ok: false, reason: 'timestamp' });
    expect(checkBrandSyncSignature(secret, { timestamp: '12abc', signature: sig }, 'body', now)).toEqual({ ok: false, reason: 'timestamp' });
  });
});
