import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchWebRoute, webRoutePatterns } from '@/contract/web-routes';
import { routes } from './router';

function patterns(list: readonly RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.index ? ['/'] : r.path && r.path !== '*' ? [r.path] : []), ...patterns(r.children ?? [])]);
}

describe('the page routes the server knows', () => {
  it('are exactly the router’s', () => {
    expect([...webRoutePatterns].sort()).toEqual(patterns(routes).sort());
  });

  it('match paths the way the router does', () => {
    expect(matchWebRoute('/')?.pattern).toBe('/');
    expect(matchWebRoute('/cv/abc-123')).toEqual({ pattern: '/cv/:id', params: { id: 'abc-123' } });
    expect(matchWebRoute('/p/jane%20doe')?.params).toEqual({ slug: 'jane doe' });
    expect(matchWebRoute('/Dashboard/')?.pattern).toBe('/dashboard');
    expect(matchWebRoute('/cv/a/b')).toBeNull();
    expect(matchWebRoute('/nope')).toBeNull();
    expect(matchWebRoute('/p/%E0%A4%A')).toBeNull();
  });
});
