import { describe, expect, it } from 'vitest';
import { authPathWithReturn, safeReturnTo } from './paths';

describe('safeReturnTo (no open redirect)', () => {
  it('keeps same-site relative paths with query and hash', () => {
    expect(safeReturnTo('/settings?tab=privacy#x')).toBe('/settings?tab=privacy#x');
    expect(safeReturnTo(encodeURIComponent('/cv/list?page=2'))).toBe('/cv/list?page=2');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['https://evil.example/'],
    ['http://localhost:3000/dashboard'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    [encodeURIComponent('//evil.example')],
    ['%2F%2Fevil.example'],
    ['dashboard'],
    ['/%0d%0aLocation:%20https://evil.example'],
    ['%E0%A4%A'],
  ])('falls back to /dashboard for %s', (raw) => {
    expect(safeReturnTo(raw)).toBe('/dashboard');
  });

  it('uses the fallback for empty input', () => {
    expect(safeReturnTo(null)).toBe('/dashboard');
    expect(safeReturnTo('', '/')).toBe('/');
  });

  it('builds the sign-in path with an encoded returnTo', () => {
    expect(authPathWithReturn('/settings?tab=privacy')).toBe('/auth?returnTo=%2Fsettings%3Ftab%3Dprivacy');
  });
});
